import {
  addDays,
  MAX_CHILD_AGE,
  MAX_HOTEL_ROOMS,
  MAX_ROOM_GUESTS,
  ruleMessage,
  todayIsoDate,
  ZHotelSearchQuery,
  type THotelSearchQuery,
  type THotelStayQuery,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldErrorMap } from '../../../lib/field-errors';
import type { TPartyFieldsDeclaration } from '../../../components/orders/party-fields';

/**
 * A hotel search as the app holds it (the form's values, the remembered search, the checkout's stay): a city typed or
 * chosen, or one hotel (`hotelId`, with `city` holding the text shown for it), the stay, and the party of each room
 * (every room of a search sleeps the same party, as the API asks).
 */
export interface THotelSearch {
  city: string;
  hotelId: number | null;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  /** One per child of a room: its age on the check-in day. */
  childAges: number[];
}

/** The form's values: a child's age stays null until it is chosen. */
export interface THotelSearchFormValues extends FieldValues, Omit<THotelSearch, 'childAges'> {
  childAges: (number | null)[];
}

/** Days from today of the check-in a new search proposes, and its nights. */
const FIRST_CHECK_IN_DAYS = 7;
const DEFAULT_NIGHTS = 3;
/** Children a room of the form may have (the API takes fewer than MAX_ROOM_GUESTS). */
export const MAX_CHILDREN = 6;

export const ROOM_COUNTS = Array.from({ length: MAX_HOTEL_ROOMS }, (_, index) => index + 1);
export const CHILD_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, index) => index);

/** The adults a room may hold beside its children: at least one, and the room's guests under MAX_ROOM_GUESTS. */
export function adultChoices(children: number): number[] {
  return Array.from({ length: MAX_ROOM_GUESTS - 1 - children }, (_, index) => index + 1);
}

export function childCountChoices(adults: number): number[] {
  return Array.from({ length: Math.min(MAX_CHILDREN, MAX_ROOM_GUESTS - 1 - adults) + 1 }, (_, index) => index);
}

/** The party block of the hotel search: a room's adults and children, and how many such rooms. */
export const HOTEL_PARTY: TPartyFieldsDeclaration = {
  testIdPrefix: 'hotel-search',
  labels: {
    rooms: 'hotelSearch.rooms',
    adults: 'hotelSearch.adultsPerRoom',
    children: 'hotelSearch.children',
    childAges: 'hotelSearch.childAges',
    childAge: 'hotelSearch.childAge',
  },
  roomCounts: ROOM_COUNTS,
  adultChoices,
  childCountChoices,
  childAges: CHILD_AGES,
};

export function blankHotelSearch(today = todayIsoDate()): THotelSearchFormValues {
  return {
    city: '',
    hotelId: null,
    checkIn: addDays(today, FIRST_CHECK_IN_DAYS),
    checkOut: addDays(today, FIRST_CHECK_IN_DAYS + DEFAULT_NIGHTS),
    rooms: 1,
    adults: 2,
    childAges: [],
  };
}

export function hotelSearchToFormValues(search: THotelSearch): THotelSearchFormValues {
  return { ...search, childAges: [...search.childAges] };
}

/** The party and the stay as the API's stay query (hotel detail) takes them. */
export function toStayQuery(search: THotelSearch): THotelStayQuery {
  return {
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    rooms: search.rooms,
    adults: search.adults,
    ...(search.childAges.length > 0 ? { childAges: search.childAges.join(',') } : {}),
  };
}

/** What GET /api/hotelSearch is asked: one hotel when one was chosen, else the city typed. */
export function toHotelSearchQuery(search: THotelSearch): THotelSearchQuery {
  const stay = toStayQuery(search);
  return search.hotelId !== null ? { hotelId: search.hotelId, ...stay } : { city: search.city.trim(), ...stay };
}

const contractResolver = zodResolver(ZHotelSearchQuery, { error: fieldErrorMap }) as unknown as Resolver<
  FieldValues,
  unknown,
  unknown
>;

/**
 * The contract's own query schema checks what the form would send (the city or hotel, the stay's nights, the party),
 * so its messages read exactly as the server's; a child whose age is not chosen yet is a required field of its own.
 */
export const hotelSearchResolver: Resolver<THotelSearchFormValues, unknown, THotelSearch> = async (
  values,
  context,
  options,
) => {
  const ages = values.childAges.filter((age): age is number => age !== null);
  const shape = toHotelSearchQuery({ ...values, childAges: ages });
  const result = await contractResolver(shape, context, options as never);
  const errors = { ...result.errors } as FieldErrors<THotelSearchFormValues>;
  const missing = values.childAges.flatMap((age, index) => (age === null ? [index] : []));
  if (missing.length > 0) {
    const ageErrors: FieldErrors<THotelSearchFormValues>['childAges'] = [];
    for (const index of missing) ageErrors[index] = { type: 'required', message: ruleMessage('required').message };
    errors.childAges = ageErrors;
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...values, city: values.city.trim(), childAges: ages }, errors: {} };
};
