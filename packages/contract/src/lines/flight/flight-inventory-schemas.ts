import { z } from 'zod';
import { daysBetween, ZIsoDate } from '../../dates';
import { isValidLocalDateTime, LOCAL_DATE_TIME_PATTERN, LOCAL_TIME_PATTERN } from '../../time-zones';
import {
  END_NOT_BEFORE_START,
  endNotBeforeStart,
  integer,
  minorAmount,
  positiveInteger,
  requiredText,
  ruleMessage,
} from '../../validation';
import { ZErrorBody } from '../../errors';
import { defineList } from '../../lists';
import { MAX_AIRCRAFT_SEATS, perPassengerType, ZCurrency } from './flight-reference-schemas';
import { ZListCount } from '../../api/common';

/**
 * Flights, their fare classes, flight and class templates, and schedules (docs/DOMAIN.md "Flights and fare classes").
 * Times: a flight's departure and arrival are entered as local date-times of their airports (`departureLocal`,
 * `arrivalLocal`, `yyyy-mm-ddThh:mm`) and answered both ways: the UTC instants (`departureAt`, `arrivalAt`) and
 * the local texts. See `time-zones.ts`.
 */

export const FLIGHT_STATUSES = ['upcoming', 'departed', 'cancelled', 'deleted'] as const;
export const ZFlightStatus = z.enum(FLIGHT_STATUSES);
export type TFlightStatus = z.infer<typeof ZFlightStatus>;
/** The statuses an edit may set; `deleted` is only reached through the delete call. */
export const EDITABLE_FLIGHT_STATUSES = ['upcoming', 'departed', 'cancelled'] as const;

export const TRAVEL_TYPES = ['oneWay', 'roundTrip', 'multiDestination'] as const;
export const ZTravelType = z.enum(TRAVEL_TYPES);
export type TTravelType = z.infer<typeof ZTravelType>;

export const CLASS_TYPES = ['economy', 'business', 'first'] as const;
export const ZClassType = z.enum(CLASS_TYPES);
export type TClassType = z.infer<typeof ZClassType>;

/** The longest period a flight list or a schedule may span. */
export const MAX_FLIGHT_RANGE_DAYS = 366;
export const MAX_CLASS_NAME_LENGTH = 6;

const FLIGHT_NUMBER = /^\d{1,4}[A-Z]?$/;

/** A flight number without the airline code ("801", "1234A"); the airline's IATA code is shown before it. */
export function flightNumber() {
  return requiredText(5).toUpperCase().regex(FLIGHT_NUMBER, ruleMessage('invalidFlightNumber'));
}

/** A local date-time of an airport, `yyyy-mm-ddThh:mm`. Whether it exists in the zone is checked by the server. */
export function localDateTime() {
  return z
    .string()
    .trim()
    .min(1)
    .regex(LOCAL_DATE_TIME_PATTERN, ruleMessage('invalidDate'))
    .refine(isValidLocalDateTime, ruleMessage('invalidDate'));
}

export function localTime() {
  return z.string().trim().min(1).regex(LOCAL_TIME_PATTERN, ruleMessage('invalidTime'));
}

function rangeWithin(days: number) {
  return (range: { startDate: string; endDate: string }) => daysBetween(range.startDate, range.endDate) < days;
}
const RANGE_TOO_LONG = { path: ['endDate'], ...ruleMessage('rangeTooLong', MAX_FLIGHT_RANGE_DAYS) };

const differentAirports = (value: { fromAirportId: number; toAirportId: number }) =>
  value.fromAirportId !== value.toAirportId;
const SAME_AIRPORTS = { path: ['toAirportId'], ...ruleMessage('sameAirports') };

// --- Prices and classes ---------------------------------------------------------------------------------------

/**
 * One passenger type's price on a class, integer minor units of the flight's currency. Gross = fare + tax + the
 * surcharge of the trip (docs/DOMAIN.md: multi destination; round trip with a stay over 15 days: long range, under 3
 * days: short range); the agent pays gross - commission. Infants pay the fare only.
 */
export const ZPassengerPrice = z
  .strictObject({
    fare: minorAmount(),
    tax: minorAmount(),
    surchargeMultiDestination: minorAmount(),
    surchargeLongRange: minorAmount(),
    surchargeShortRange: minorAmount(),
    commission: minorAmount(),
  })
  .refine((price) => price.commission <= price.fare, { path: ['commission'], ...ruleMessage('commissionTooHigh') });
export type TPassengerPrice = z.infer<typeof ZPassengerPrice>;

export const ZClassPrices = perPassengerType(ZPassengerPrice);
export type TClassPrices = z.infer<typeof ZClassPrices>;

/** The fields a class and a class template share. */
export const CLASS_FIELDS = {
  /** 1 to 6 characters, upper-case, unique on its flight (Y, ECO, PROMO1). */
  name: requiredText(MAX_CLASS_NAME_LENGTH).toUpperCase(),
  type: ZClassType,
  /** The trips the class is sold for. */
  travelType: ZTravelType,
  seats: integer({ min: 0, max: MAX_AIRCRAFT_SEATS }),
  /** Sold only by the agency's staff, never shown to agents. */
  adminOnly: z.boolean(),
  fareRuleId: positiveInteger(),
  baggageRuleId: positiveInteger(),
  prices: ZClassPrices,
};

export const ZClassInput = z.strictObject(CLASS_FIELDS).meta({ id: 'ClassRequest' });
export type TClassInput = z.infer<typeof ZClassInput>;

const ZPassengerPriceRecord = z.object({
  fare: z.number().int(),
  tax: z.number().int(),
  surchargeMultiDestination: z.number().int(),
  surchargeLongRange: z.number().int(),
  surchargeShortRange: z.number().int(),
  commission: z.number().int(),
});
const ZClassPricesRecord = z.object({
  adult: ZPassengerPriceRecord,
  child: ZPassengerPriceRecord,
  infant: ZPassengerPriceRecord,
});

const CLASS_RECORD_FIELDS = {
  name: z.string(),
  type: ZClassType,
  travelType: ZTravelType,
  seats: z.number().int(),
  adminOnly: z.boolean(),
  fareRuleId: z.number().int(),
  baggageRuleId: z.number().int(),
  prices: ZClassPricesRecord,
};

/**
 * A class with its seat counters: `seats` is its allotment, `sold` and `held` what orders took, `free` = seats - sold -
 * held. Orders move sold and held with conditional updates (apps/server/src/modules/flights/README.md "Seat counters").
 */
export const ZFlightClass = z
  .object({
    id: z.number().int(),
    flightId: z.number().int(),
    ...CLASS_RECORD_FIELDS,
    sold: z.number().int(),
    held: z.number().int(),
    free: z.number().int(),
  })
  .meta({ id: 'FlightClass' });
export type TFlightClass = z.infer<typeof ZFlightClass>;

export const ZFlightClassList = z
  .object({ result: z.array(ZFlightClass), count: z.number().int() })
  .meta({ id: 'FlightClassList' });
export type TFlightClassList = z.infer<typeof ZFlightClassList>;

// --- Flights --------------------------------------------------------------------------------------------------

const FLIGHT_FIELDS = {
  airlineId: positiveInteger(),
  flightNumber: flightNumber(),
  aircraftId: positiveInteger(),
  fromAirportId: positiveInteger(),
  toAirportId: positiveInteger(),
  /** Local time of the departure airport. */
  departureLocal: localDateTime(),
  /** Local time of the arrival airport. */
  arrivalLocal: localDateTime(),
  /** Seats the agency sells on this flight: at most the aircraft's, at least the classes' together. */
  seatCapacity: positiveInteger(MAX_AIRCRAFT_SEATS),
  currency: ZCurrency,
};

export const ZFlightCreateRequest = z
  .strictObject(FLIGHT_FIELDS)
  .refine(differentAirports, SAME_AIRPORTS)
  .meta({ id: 'FlightCreateRequest' });
export type TFlightCreateRequest = z.infer<typeof ZFlightCreateRequest>;

export const ZFlightEditRequest = z
  .strictObject({
    ...FLIGHT_FIELDS,
    status: z.enum(EDITABLE_FLIGHT_STATUSES),
    /**
     * Required (true) to change the time or the route of a flight with active orders; without it such an edit is
     * answered 409 with the affected orders.
     */
    confirmChanges: z.boolean().default(false),
  })
  .refine(differentAirports, SAME_AIRPORTS)
  .meta({ id: 'FlightEditRequest' });
export type TFlightEditRequest = z.infer<typeof ZFlightEditRequest>;

export const ZAirportSummary = z.object({
  id: z.number().int(),
  iataCode: z.string(),
  city: z.string(),
  timeZone: z.string(),
});
export type TAirportSummary = z.infer<typeof ZAirportSummary>;

export const ZSeatTotals = z.object({
  /** The classes' seats together (at most the capacity). */
  seats: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
});

export const ZFlight = z
  .object({
    id: z.number().int(),
    airline: z.object({ id: z.number().int(), iataCode: z.string(), name: z.string() }),
    flightNumber: z.string(),
    aircraft: z.object({ id: z.number().int(), model: z.string(), seats: z.number().int() }),
    from: ZAirportSummary,
    to: ZAirportSummary,
    departureAt: z.iso.datetime(),
    arrivalAt: z.iso.datetime(),
    departureLocal: z.string(),
    arrivalLocal: z.string(),
    durationMinutes: z.number().int(),
    seatCapacity: z.number().int(),
    currency: ZCurrency,
    status: ZFlightStatus,
    totals: ZSeatTotals,
  })
  .meta({ id: 'Flight' });
export type TFlight = z.infer<typeof ZFlight>;

export const ZFlightClassSeats = z.object({
  id: z.number().int(),
  name: z.string(),
  travelType: ZTravelType,
  seats: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
});

export const ZFlightListItem = ZFlight.extend({ classes: z.array(ZFlightClassSeats) }).meta({ id: 'FlightListItem' });
export type TFlightListItem = z.infer<typeof ZFlightListItem>;

export const FLIGHT_SORT_FIELDS = ['departureAt', 'flightNumber', 'status'] as const;
export type TFlightSortField = (typeof FLIGHT_SORT_FIELDS)[number];

/**
 * The /flights list (the list toolkit's declaration): the flights departing in a period (local dates of the
 * departure airport, both included, at most `MAX_FLIGHT_RANGE_DAYS`), of some statuses, and (with `classes`) only
 * those with one of these classes, showing only those classes. By departure unless sorted otherwise. The export
 * writes a row per flight with its seats summed over its classes.
 */
export const FLIGHT_LIST = defineList({
  name: 'flights',
  schemaId: 'FlightList',
  sortFields: FLIGHT_SORT_FIELDS,
  filters: {
    /** Departure dates (local to the departure airport), both included. */
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    /** Class names: only flights with one of these classes, with only those classes. Empty: all. */
    classes: z.array(requiredText(MAX_CLASS_NAME_LENGTH).toUpperCase()).max(20).default([]),
    statuses: z.array(ZFlightStatus).max(4).default(['upcoming', 'departed', 'cancelled']),
  },
  columns: [
    { key: 'flight', type: 'text' },
    { key: 'airline', type: 'text' },
    { key: 'from', type: 'text' },
    { key: 'to', type: 'text' },
    { key: 'departure', type: 'text' },
    { key: 'arrival', type: 'text' },
    { key: 'aircraft', type: 'text' },
    { key: 'status', type: 'text', values: 'flightStatus' },
    { key: 'capacity', type: 'integer' },
    { key: 'seats', type: 'integer' },
    { key: 'sold', type: 'integer' },
    { key: 'held', type: 'integer' },
    { key: 'free', type: 'integer' },
    { key: 'classes', type: 'text' },
  ],
});

/** The page request (OpenAPI: FlightListRequest, the declaration's schema; the checks of the period are added). */
export const ZFlightListRequest = FLIGHT_LIST.pageRequest
  .refine(endNotBeforeStart, END_NOT_BEFORE_START)
  .refine(rangeWithin(MAX_FLIGHT_RANGE_DAYS), RANGE_TOO_LONG);
export type TFlightListRequest = z.input<typeof ZFlightListRequest>;

/** The export takes the list's period, filters and order, without paging, and a format (CSV or XLSX). */
export const ZFlightExportRequest = FLIGHT_LIST.exportRequest
  .refine(endNotBeforeStart, END_NOT_BEFORE_START)
  .refine(rangeWithin(MAX_FLIGHT_RANGE_DAYS), RANGE_TOO_LONG);
export type TFlightExportRequest = z.input<typeof ZFlightExportRequest>;

export const ZFlightListResponse = z
  .object({ result: z.array(ZFlightListItem), ...ZListCount })
  .meta({ id: 'FlightListResponse' });
export type TFlightListResponse = z.infer<typeof ZFlightListResponse>;

/** An order a flight change touches, listed in the 409 answer and told after a confirmed change. */
export const ZAffectedOrder = z.object({
  id: z.number().int(),
  pnr: z.string(),
  status: z.string(),
  agentId: z.number().int(),
  agentName: z.string().nullable(),
  passengers: z.number().int(),
});
export type TAffectedOrder = z.infer<typeof ZAffectedOrder>;

/**
 * The 409 of a flight call: a deleted flight, or (with `affectedOrders`) a change of time or route, or a delete,
 * that active orders stand in the way of.
 */
export const ZFlightChangeConflict = ZErrorBody.extend({ affectedOrders: z.array(ZAffectedOrder).optional() }).meta({
  id: 'FlightChangeConflict',
});
export type TFlightChangeConflict = z.infer<typeof ZFlightChangeConflict>;

// --- Templates ------------------------------------------------------------------------------------------------

export const MAX_FLIGHT_MINUTES = 24 * 60;

export const ZFlightTemplateInput = z
  .strictObject({
    name: requiredText(100),
    airlineId: positiveInteger(),
    flightNumber: flightNumber(),
    aircraftId: positiveInteger(),
    fromAirportId: positiveInteger(),
    toAirportId: positiveInteger(),
    /** Local time of the departure airport; the arrival is the departure plus the duration. */
    departureTime: localTime(),
    durationMinutes: integer({ min: 10, max: MAX_FLIGHT_MINUTES }),
    seatCapacity: positiveInteger(MAX_AIRCRAFT_SEATS),
    currency: ZCurrency,
  })
  .refine(differentAirports, SAME_AIRPORTS)
  .meta({ id: 'FlightTemplateRequest' });
export type TFlightTemplateInput = z.infer<typeof ZFlightTemplateInput>;

export const ZFlightTemplate = z
  .object({
    id: z.number().int(),
    name: z.string(),
    airlineId: z.number().int(),
    flightNumber: z.string(),
    aircraftId: z.number().int(),
    fromAirportId: z.number().int(),
    toAirportId: z.number().int(),
    departureTime: z.string(),
    durationMinutes: z.number().int(),
    seatCapacity: z.number().int(),
    currency: ZCurrency,
  })
  .meta({ id: 'FlightTemplate' });
export type TFlightTemplate = z.infer<typeof ZFlightTemplate>;

export const ZClassTemplateInput = z
  .strictObject({ flightTemplateId: positiveInteger(), ...CLASS_FIELDS })
  .meta({ id: 'ClassTemplateRequest' });
export type TClassTemplateInput = z.infer<typeof ZClassTemplateInput>;

export const ZClassTemplate = z
  .object({ id: z.number().int(), flightTemplateId: z.number().int(), ...CLASS_RECORD_FIELDS })
  .meta({ id: 'ClassTemplate' });
export type TClassTemplate = z.infer<typeof ZClassTemplate>;

// --- Schedules ------------------------------------------------------------------------------------------------

export const ZScheduleRequest = z
  .strictObject({
    flightTemplateId: positiveInteger(),
    /** Local departure dates, both included. */
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    /** ISO weekdays of the departures: 1 = Monday … 7 = Sunday. */
    weekdays: z
      .array(integer({ min: 1, max: 7 }))
      .min(1, ruleMessage('chooseWeekday'))
      .max(7),
  })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START)
  .refine(rangeWithin(MAX_FLIGHT_RANGE_DAYS), RANGE_TOO_LONG)
  .meta({ id: 'ScheduleRequest' });
export type TScheduleRequest = z.infer<typeof ZScheduleRequest>;

/** Why a date of the schedule gets no flight: one already exists, or the departure time does not exist that day. */
export const SCHEDULE_SKIP_REASONS = ['exists', 'nonexistentLocalTime'] as const;

export const ZScheduledFlight = z.object({
  date: z.string(),
  departureLocal: z.string(),
  arrivalLocal: z.string().nullable(),
  departureAt: z.iso.datetime().nullable(),
  arrivalAt: z.iso.datetime().nullable(),
  /** Null: the flight will be created. */
  skip: z.enum(SCHEDULE_SKIP_REASONS).nullable(),
});
export type TScheduledFlight = z.infer<typeof ZScheduledFlight>;

export const ZSchedulePreview = z
  .object({
    flights: z.array(ZScheduledFlight),
    classes: z.array(z.object({ name: z.string(), travelType: ZTravelType, seats: z.number().int() })),
    /** How many flights the schedule call would create (the dates not skipped). */
    toCreate: z.number().int(),
  })
  .meta({ id: 'SchedulePreview' });
export type TSchedulePreview = z.infer<typeof ZSchedulePreview>;

export const ZScheduleResult = z
  .object({ created: z.number().int(), skipped: z.number().int(), flightIds: z.array(z.number().int()) })
  .meta({ id: 'ScheduleResult' });
export type TScheduleResult = z.infer<typeof ZScheduleResult>;
