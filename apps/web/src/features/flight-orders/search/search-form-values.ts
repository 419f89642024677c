import {
  addDays,
  daysBetween,
  MAX_LEGS,
  todayIsoDate,
  ZSearchRequest,
  type TBookingDefaults,
  type TClassType,
  type TPassengerCounts,
  type TSearchRequest,
  type TTravelType,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { fieldErrorMap } from '../../../lib/field-errors';

/** A leg as the form holds it: airports stay null until chosen. */
export interface TSearchFormLeg {
  fromAirportId: number | null;
  toAirportId: number | null;
  date: string;
}

/**
 * The search form. A round trip shows one route and two dates: its second leg is the first one reversed, filled
 * in when the form is resolved (`toSearchRequest`), so the return's airports are never typed twice.
 */
export interface TSearchFormValues extends FieldValues {
  travelType: TTravelType;
  legs: TSearchFormLeg[];
  passengers: TPassengerCounts;
  /** '' means every cabin. */
  classType: TClassType | '';
}

/** Days from today of the first departure a new search proposes, and the stay of a round trip. */
const FIRST_DEPARTURE_DAYS = 7;
const DEFAULT_STAY_DAYS = 7;

export function blankSearch(today = todayIsoDate()): TSearchFormValues {
  return {
    travelType: 'roundTrip',
    legs: [
      { fromAirportId: null, toAirportId: null, date: addDays(today, FIRST_DEPARTURE_DAYS) },
      { fromAirportId: null, toAirportId: null, date: addDays(today, FIRST_DEPARTURE_DAYS + DEFAULT_STAY_DAYS) },
    ],
    passengers: { adults: 1, children: 0, infants: 0 },
    classType: '',
  };
}

/**
 * The form's values for the trip type and route of the user's latest order (issue 31), on the dates a new search
 * proposes: the first departure in a week, a round trip's return a week later, a multi-destination trip's legs a few
 * days apart.
 */
export function tripToFormValues(
  trip: NonNullable<TBookingDefaults['trip']>,
  today = todayIsoDate(),
): TSearchFormValues {
  const blank = blankSearch(today);
  let date = blank.legs[0]!.date;
  const legs = trip.legs.map((leg, index) => {
    if (index > 0) date = trip.travelType === 'roundTrip' ? blank.legs[1]!.date : addDays(date, 3);
    return { fromAirportId: leg.fromAirportId, toAirportId: leg.toAirportId, date };
  });
  return { ...blank, travelType: trip.travelType, legs };
}

/** The form's values for a request (the last search, or a calendar day). */
export function searchToFormValues(request: TSearchRequest): TSearchFormValues {
  return {
    travelType: request.travelType,
    legs: request.legs.map((leg) => ({ ...leg })),
    passengers: { ...request.passengers },
    classType: request.classType ?? '',
  };
}

/** The legs a travel type takes when the user switches to it, keeping what was typed. */
export function legsForTravelType(travelType: TTravelType, legs: readonly TSearchFormLeg[]): TSearchFormLeg[] {
  const first = legs[0] ?? { fromAirportId: null, toAirportId: null, date: addDays(todayIsoDate(), 7) };
  if (travelType === 'oneWay') return [first];
  const second = legs[1] ?? {
    fromAirportId: first.toAirportId,
    toAirportId: first.fromAirportId,
    date: addDays(first.date, DEFAULT_STAY_DAYS),
  };
  if (travelType === 'roundTrip') return [first, second];
  // A multi-destination trip continues from where the previous leg arrived.
  return [first, { ...second, fromAirportId: second.fromAirportId ?? first.toAirportId }, ...legs.slice(2, MAX_LEGS)];
}

/** A new leg of a multi-destination trip: from the last arrival, a few days later. */
export function nextLeg(legs: readonly TSearchFormLeg[]): TSearchFormLeg {
  const last = legs[legs.length - 1];
  return {
    fromAirportId: last?.toAirportId ?? null,
    toAirportId: null,
    date: addDays(last?.date ?? todayIsoDate(), 3),
  };
}

/** What the form sends: a round trip's return mirrors the outbound route; an empty cabin means every cabin. */
export function toSearchRequestShape(values: TSearchFormValues) {
  const [first, second] = values.legs;
  const legs =
    values.travelType === 'oneWay'
      ? values.legs.slice(0, 1)
      : values.travelType === 'roundTrip' && first && second
        ? [first, { fromAirportId: first.toAirportId, toAirportId: first.fromAirportId, date: second.date }]
        : values.legs;
  return {
    travelType: values.travelType,
    legs,
    passengers: values.passengers,
    ...(values.classType ? { classType: values.classType } : {}),
  };
}

const contractResolver = zodResolver(ZSearchRequest, { error: fieldErrorMap });

/** The contract's own schema validates the request the form would send (messages as the server's). */
export const searchResolver: Resolver<TSearchFormValues, unknown, TSearchRequest> = (values, context, options) =>
  (contractResolver as unknown as Resolver<TSearchFormValues, unknown, TSearchRequest>)(
    toSearchRequestShape(values) as unknown as TSearchFormValues,
    context,
    options,
  );

/** Moves every leg by the same number of days (a calendar day keeps the trip's shape and stay). */
export function shiftSearch(request: TSearchRequest, firstDate: string): TSearchRequest {
  const first = request.legs[0];
  if (!first) return request;
  const days = daysBetween(first.date, firstDate);
  return { ...request, legs: request.legs.map((leg) => ({ ...leg, date: addDays(leg.date, days) })) };
}
