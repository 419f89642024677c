import {
  addDays,
  MAX_CHILD_AGE,
  MAX_PACKAGE_NIGHTS,
  MAX_PACKAGE_ROOMS,
  MAX_PASSENGERS,
  ruleMessage,
  todayIsoDate,
  ZPackageSearchRequest,
  type TPackageSearchRequest,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldErrorMap } from '../../../lib/field-errors';
import type { TPartyFieldsDeclaration } from '../../../components/orders/party-fields';

/**
 * A package search as the Packages tab holds it: the destination city, the first and last departure dates (the last
 * may be left empty: one date), the stay length (null: every length the offers sell), the party and its rooms.
 */
export interface TPackageSearch {
  destination: string;
  departureFrom: string;
  departureTo: string;
  nights: number | null;
  adults: number;
  /** Each child's age on the departure day. */
  childAges: number[];
  rooms: number;
}

/** The form's values: a child's age stays null until it is chosen. */
export interface TPackageSearchFormValues extends FieldValues, Omit<TPackageSearch, 'childAges'> {
  childAges: (number | null)[];
}

/** Days from today of the departure a new search proposes. */
const FIRST_DEPARTURE_DAYS = 14;

export const PACKAGE_ROOM_COUNTS = Array.from({ length: MAX_PACKAGE_ROOMS }, (_, index) => index + 1);
export const PACKAGE_CHILD_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, index) => index);
export const PACKAGE_NIGHTS = Array.from({ length: MAX_PACKAGE_NIGHTS }, (_, index) => index + 1);

/** Adults beside `children` children: at least one, the party at most MAX_PASSENGERS. */
export function packageAdultChoices(children: number): number[] {
  return Array.from({ length: MAX_PASSENGERS - children }, (_, index) => index + 1);
}

export function packageChildChoices(adults: number): number[] {
  return Array.from({ length: MAX_PASSENGERS - adults + 1 }, (_, index) => index);
}

/** The party block of the package search: the travellers and the rooms they share. */
export const PACKAGE_PARTY: TPartyFieldsDeclaration = {
  testIdPrefix: 'package-search',
  labels: {
    rooms: 'packageSearch.rooms',
    adults: 'packageSearch.adults',
    children: 'packageSearch.children',
    childAges: 'packageSearch.childAges',
    childAge: 'packageSearch.childAge',
  },
  roomCounts: PACKAGE_ROOM_COUNTS,
  adultChoices: packageAdultChoices,
  childCountChoices: packageChildChoices,
  childAges: PACKAGE_CHILD_AGES,
};

export function blankPackageSearch(today = todayIsoDate()): TPackageSearchFormValues {
  return {
    destination: '',
    departureFrom: addDays(today, FIRST_DEPARTURE_DAYS),
    departureTo: '',
    nights: null,
    adults: 2,
    childAges: [],
    rooms: 1,
  };
}

/** What POST /api/search/packageSearch is asked. */
export function toPackageSearchRequest(search: TPackageSearch): TPackageSearchRequest {
  return {
    destination: search.destination.trim(),
    departureFrom: search.departureFrom,
    ...(search.departureTo && search.departureTo !== search.departureFrom ? { departureTo: search.departureTo } : {}),
    ...(search.nights === null ? {} : { nights: search.nights }),
    adults: search.adults,
    childAges: search.childAges,
    rooms: search.rooms,
  };
}

const contractResolver = zodResolver(ZPackageSearchRequest, { error: fieldErrorMap }) as unknown as Resolver<
  FieldValues,
  unknown,
  unknown
>;

/**
 * The contract's request schema checks what the form would send, so its messages read as the server's; a child
 * whose age is not chosen yet is a required field of its own.
 */
export const packageSearchResolver: Resolver<TPackageSearchFormValues, unknown, TPackageSearch> = async (
  values,
  context,
  options,
) => {
  const ages = values.childAges.filter((age): age is number => age !== null);
  const shape = toPackageSearchRequest({ ...values, childAges: ages });
  const result = await contractResolver(shape, context, options as never);
  const errors = { ...result.errors } as FieldErrors<TPackageSearchFormValues>;
  const missing = values.childAges.flatMap((age, index) => (age === null ? [index] : []));
  if (missing.length > 0) {
    const ageErrors: FieldErrors<TPackageSearchFormValues>['childAges'] = [];
    for (const index of missing) ageErrors[index] = { type: 'required', message: ruleMessage('required').message };
    errors.childAges = ageErrors;
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...values, destination: values.destination.trim(), childAges: ages }, errors: {} };
};
