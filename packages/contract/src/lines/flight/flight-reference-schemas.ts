import { z } from 'zod';
import { CURRENCIES } from '../../money';
import { isSupportedTimeZone } from '../../time-zones';
import {
  email,
  float,
  integer,
  minorAmount,
  optionalUrl,
  positiveInteger,
  requiredText,
  ruleMessage,
} from '../../validation';

/**
 * Reference data of flights: airports, airlines, aircraft, fare rules, baggage rules and time limits. Each has a
 * record schema (what the API answers) and one strict input schema (the body of POST and PUT, and the form's
 * resolver). Their descriptors are in `reference/resources.ts`.
 */

/** Passenger types (docs/DOMAIN.md): child under 12 and infant under 2 on every travel date. */
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export const ZPassengerType = z.enum(PASSENGER_TYPES);
export type TPassengerType = z.infer<typeof ZPassengerType>;

/** The same fields once per passenger type. */
export function perPassengerType<TSchema extends z.ZodType>(schema: TSchema) {
  return z.strictObject({ adult: schema, child: schema, infant: schema });
}

/** The same text in each interface language; any may be empty. */
const multilingualPart = () => z.string().trim().max(4000);
export const ZMultilingualText = z.strictObject({
  hy: multilingualPart(),
  en: multilingualPart(),
  ru: multilingualPart(),
});
export type TMultilingualText = z.infer<typeof ZMultilingualText>;

export const ZCurrency = z.enum(CURRENCIES);

// --- Airports -------------------------------------------------------------------------------------------------

const IATA_AIRPORT = /^[A-Z]{3}$/;

export const ZAirportInput = z
  .strictObject({
    /** Three letters (EVN); stored upper-case, unique. */
    iataCode: requiredText(3).toUpperCase().regex(IATA_AIRPORT, ruleMessage('invalidAviationCode')),
    name: requiredText(100),
    city: requiredText(100),
    country: requiredText(100),
    /** IANA name (Asia/Yerevan): departure and arrival times are entered and shown in it. */
    timeZone: requiredText(64).refine(isSupportedTimeZone, ruleMessage('invalidTimeZone')),
  })
  .meta({ id: 'AirportRequest' });
export type TAirportInput = z.infer<typeof ZAirportInput>;

export const ZAirport = z
  .object({
    id: z.number().int(),
    iataCode: z.string(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    timeZone: z.string(),
  })
  .meta({ id: 'Airport' });
export type TAirport = z.infer<typeof ZAirport>;

// --- Airlines -------------------------------------------------------------------------------------------------

const IATA_AIRLINE = /^[A-Z0-9]{2}$/;
const ICAO_AIRLINE = /^[A-Z]{3}$/;

export const ZAirlineInput = z
  .strictObject({
    /** Two letters or digits (RM); unique. */
    iataCode: requiredText(2).toUpperCase().regex(IATA_AIRLINE, ruleMessage('invalidAviationCode')),
    /** Three letters (RMO); unique. */
    icaoCode: requiredText(3).toUpperCase().regex(ICAO_AIRLINE, ruleMessage('invalidAviationCode')),
    name: requiredText(100),
    /** A link to the logo image (uploads come with the file-upload work of the hotels issue). */
    logoUrl: optionalUrl(),
    /** Where the flights' passenger manifests are mailed (issue 19); empty: none. */
    manifestEmail: z
      .union([z.literal('').transform(() => null), email()])
      .nullish()
      .transform((value) => value ?? null),
  })
  .meta({ id: 'AirlineRequest' });
export type TAirlineInput = z.infer<typeof ZAirlineInput>;

export const ZAirline = z
  .object({
    id: z.number().int(),
    iataCode: z.string(),
    icaoCode: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    /** A private field (`AIRLINES.privateFields`): absent for readers outside the flight screens. */
    manifestEmail: z.string().nullable().optional(),
  })
  .meta({ id: 'Airline' });
export type TAirline = z.infer<typeof ZAirline>;

// --- Aircraft -------------------------------------------------------------------------------------------------

export const MAX_AIRCRAFT_SEATS = 1000;

export const ZAircraftInput = z
  .strictObject({
    model: requiredText(100),
    seats: positiveInteger(MAX_AIRCRAFT_SEATS),
  })
  .meta({ id: 'AircraftRequest' });
export type TAircraftInput = z.infer<typeof ZAircraftInput>;

export const ZAircraft = z
  .object({ id: z.number().int(), model: z.string(), seats: z.number().int() })
  .meta({ id: 'Aircraft' });
export type TAircraft = z.infer<typeof ZAircraft>;

// --- Fare rules -----------------------------------------------------------------------------------------------

/**
 * A penalty is a percentage of the passenger's price (0 to 100, two decimals), or a fixed amount in integer minor
 * units of the fare rule's currency.
 */
export const PENALTY_TYPES = ['percent', 'amount'] as const;
export const ZPenalty = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('percent'), value: float({ min: 0, max: 100, decimals: 2 }) }),
  z.strictObject({ type: z.literal('amount'), value: minorAmount() }),
]);
export type TPenalty = z.infer<typeof ZPenalty>;

export const ZPassengerPenalties = z.strictObject({ change: ZPenalty, cancel: ZPenalty, refund: ZPenalty });
export type TPassengerPenalties = z.infer<typeof ZPassengerPenalties>;

export const MAX_DEADLINE_HOURS = 720;

export const ZFareRuleInput = z
  .strictObject({
    name: requiredText(100),
    /** The rule as passengers read it on the ticket, per language. */
    texts: ZMultilingualText,
    /** The currency of the fixed amounts below (the name-change fee and amount penalties). */
    currency: ZCurrency,
    /** Penalty for a date change, a cancellation and a refund, per passenger type. */
    penalties: perPassengerType(ZPassengerPenalties),
    /** Charged once per passenger whose name is changed, in minor units of `currency`. */
    nameChangeFee: minorAmount(),
    /** Changes and refunds are accepted until this many hours before departure; later they are refused. */
    deadlineHours: integer({ min: 0, max: MAX_DEADLINE_HOURS }),
  })
  .meta({ id: 'FareRuleRequest' });
export type TFareRuleInput = z.infer<typeof ZFareRuleInput>;

export const ZFareRule = z
  .object({
    id: z.number().int(),
    name: z.string(),
    texts: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
    currency: ZCurrency,
    penalties: z.object({
      adult: ZPassengerPenalties,
      child: ZPassengerPenalties,
      infant: ZPassengerPenalties,
    }),
    nameChangeFee: z.number().int(),
    deadlineHours: z.number().int(),
  })
  .meta({ id: 'FareRule' });
export type TFareRule = z.infer<typeof ZFareRule>;

/**
 * What a penalty costs on a price, in the price's minor units. A percentage rounds half up to a whole minor unit;
 * an amount is in the fare rule's currency, which the caller converts first when it differs from the price's.
 * Never more than the price itself.
 */
export function penaltyOnPrice(penalty: TPenalty, priceMinor: number, amountInPriceCurrency?: number): number {
  const charge =
    penalty.type === 'percent'
      ? Math.floor((priceMinor * Math.round(penalty.value * 100) + 5000) / 10000)
      : (amountInPriceCurrency ?? penalty.value);
  return Math.min(Math.max(charge, 0), priceMinor);
}

// --- Baggage rules --------------------------------------------------------------------------------------------

export const ZBaggageAllowance = z.strictObject({
  /** Cabin bag weight, kg. */
  cabinKg: integer({ min: 0, max: 50 }),
  /** Checked bags: how many, and the weight of each, kg. */
  checkedPieces: integer({ min: 0, max: 10 }),
  checkedKg: integer({ min: 0, max: 100 }),
});
export type TBaggageAllowance = z.infer<typeof ZBaggageAllowance>;

export const ZBaggageRuleInput = z
  .strictObject({
    name: requiredText(100),
    allowances: perPassengerType(ZBaggageAllowance),
  })
  .meta({ id: 'BaggageRuleRequest' });
export type TBaggageRuleInput = z.infer<typeof ZBaggageRuleInput>;

export const ZBaggageRule = z
  .object({
    id: z.number().int(),
    name: z.string(),
    allowances: z.object({ adult: ZBaggageAllowance, child: ZBaggageAllowance, infant: ZBaggageAllowance }),
  })
  .meta({ id: 'BaggageRule' });
export type TBaggageRule = z.infer<typeof ZBaggageRule>;

// --- Time limits ----------------------------------------------------------------------------------------------

/** What applies when no time-limits record does (docs/DOMAIN.md: hold 10 minutes, booking 48 hours). */
export const DEFAULT_TIME_LIMITS = {
  holdMinutes: 10,
  bookingHours: 48,
  bookingCloseHours: 24,
  ticketingCloseHours: 3,
} as const;

export const ZTimeLimitInput = z
  .strictObject({
    name: requiredText(100),
    /** The airline whose flights these limits govern; null: every airline without limits of its own (unique). */
    airlineId: positiveInteger().nullable(),
    /** A pre-order holds its seats this long, then expires. */
    holdMinutes: integer({ min: 1, max: 24 * 60 }),
    /** An unpaid booking lasts this long, then expires. */
    bookingHours: integer({ min: 1, max: 720 }),
    /** New bookings are refused this many hours before departure. */
    bookingCloseHours: integer({ min: 0, max: 720 }),
    /** Ticketing is refused this many hours before departure. */
    ticketingCloseHours: integer({ min: 0, max: 720 }),
  })
  .meta({ id: 'TimeLimitRequest' });
export type TTimeLimitInput = z.infer<typeof ZTimeLimitInput>;

export const ZTimeLimit = z
  .object({
    id: z.number().int(),
    name: z.string(),
    airlineId: z.number().int().nullable(),
    holdMinutes: z.number().int(),
    bookingHours: z.number().int(),
    bookingCloseHours: z.number().int(),
    ticketingCloseHours: z.number().int(),
  })
  .meta({ id: 'TimeLimit' });
export type TTimeLimit = z.infer<typeof ZTimeLimit>;
