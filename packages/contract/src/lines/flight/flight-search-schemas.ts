import { z } from 'zod';
import { ZIsoDate } from '../../dates';
import { passengerCountViolation } from './flight-orders';
import { MAX_PASSENGERS } from '../shared/order-rules';
import { integer, positiveInteger, ruleMessage } from '../../validation';
import { ZBaggageAllowance, ZCurrency, ZPassengerPenalties, ZPassengerType } from './flight-reference-schemas';
import { ZAirportSummary, ZClassType, ZTravelType } from './flight-inventory-schemas';

/**
 * Flight search (docs/PRODUCT.md §7 "Search and orders"). Amounts are integer minor units of AMD, converted at the
 * agency's rate of the pricing day.
 */
/** A round trip has 2 legs; a multi-destination trip 2 to 4. */
export const MAX_LEGS = 4;
/** The calendar shows the lowest price this many days either side of the first leg's date. */
export const CALENDAR_DAYS = 3;

// --- Search ---------------------------------------------------------------------------------------------------

export const ZPassengerCounts = z.strictObject({
  adults: integer({ min: 0, max: MAX_PASSENGERS }),
  children: integer({ min: 0, max: MAX_PASSENGERS }),
  infants: integer({ min: 0, max: MAX_PASSENGERS }),
});
export type TPassengerCounts = z.infer<typeof ZPassengerCounts>;

const ZSearchLeg = z
  .strictObject({ fromAirportId: positiveInteger(), toAirportId: positiveInteger(), date: ZIsoDate })
  .refine((leg) => leg.fromAirportId !== leg.toAirportId, { path: ['toAirportId'], ...ruleMessage('sameAirports') });

/** The number of legs each travel type takes. */
const LEG_COUNTS = { oneWay: [1, 1], roundTrip: [2, 2], multiDestination: [2, MAX_LEGS] } as const;

export const ZSearchRequest = z
  .strictObject({
    travelType: ZTravelType,
    legs: z.array(ZSearchLeg).min(1).max(MAX_LEGS),
    passengers: ZPassengerCounts,
    /** Only this cabin class (economy, business, first); absent: every class. */
    classType: ZClassType.optional(),
  })
  .superRefine((search, context) => {
    const [minimum, maximum] = LEG_COUNTS[search.travelType];
    if (search.legs.length < minimum || search.legs.length > maximum) {
      context.addIssue({ code: 'custom', path: ['legs'], ...ruleMessage('legCount') });
    }
    for (let index = 1; index < search.legs.length; index += 1) {
      if (search.legs[index]!.date < search.legs[index - 1]!.date) {
        context.addIssue({ code: 'custom', path: ['legs', index, 'date'], ...ruleMessage('legBeforePrevious') });
      }
    }
    const counts = passengerCountViolation(search.passengers);
    if (counts)
      context.addIssue({
        code: 'custom',
        path: ['passengers', counts === 'tooManyInfants' ? 'infants' : 'adults'],
        ...ruleMessage(counts),
      });
  })
  .meta({ id: 'SearchRequest' });
export type TSearchRequest = z.infer<typeof ZSearchRequest>;

/** A price in AMD minor units: what it is made of, and what an agent pays (net) and earns (commission). */
export const ZPriceBreakdown = z.object({
  fare: z.number().int(),
  tax: z.number().int(),
  surcharge: z.number().int(),
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
});
export type TPriceBreakdownAmd = z.infer<typeof ZPriceBreakdown>;

export const ZFlightSummary = z.object({
  id: z.number().int(),
  airline: z.object({ id: z.number().int(), iataCode: z.string(), name: z.string() }),
  flightNumber: z.string(),
  from: ZAirportSummary,
  to: ZAirportSummary,
  departureAt: z.iso.datetime(),
  arrivalAt: z.iso.datetime(),
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  durationMinutes: z.number().int(),
  currency: ZCurrency,
});
export type TFlightSummary = z.infer<typeof ZFlightSummary>;

export const ZFareRuleSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  texts: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
  penalties: z.object({ adult: ZPassengerPenalties, child: ZPassengerPenalties, infant: ZPassengerPenalties }),
  currency: ZCurrency,
  nameChangeFee: z.number().int(),
  deadlineHours: z.number().int(),
});

export const ZBaggageSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  allowances: z.object({ adult: ZBaggageAllowance, child: ZBaggageAllowance, infant: ZBaggageAllowance }),
});

export const ZOfferSegment = z.object({
  flight: ZFlightSummary,
  class: z.object({ id: z.number().int(), name: z.string(), type: ZClassType }),
  freeSeats: z.number().int(),
  fareRule: ZFareRuleSummary,
  baggageRule: ZBaggageSummary,
});
export type TOfferSegment = z.infer<typeof ZOfferSegment>;

/** One passenger type's price for the whole trip, per passenger, and how many travel. */
export const ZOfferPassengerPrice = ZPriceBreakdown.extend({ type: ZPassengerType, count: z.number().int() });

export const ZSearchOffer = z
  .object({
    /** The classes of the segments, in order ("12-57"): what a pre-order sends back. */
    id: z.string(),
    travelType: ZTravelType,
    segments: z.array(ZOfferSegment),
    /** Per passenger type asked for, per passenger; infants pay the fare only. */
    prices: z.array(ZOfferPassengerPrice),
    /** All passengers together. */
    total: ZPriceBreakdown,
    /** What the caller pays: net for an agent, gross for the agency's staff. */
    payable: z.number().int(),
    /** The fewest free seats of the segments. */
    freeSeats: z.number().int(),
    /** The agency rates (AMD per unit) the prices were converted with, and their day. */
    rate: z.object({ date: ZIsoDate, USD: z.number().nullable(), EUR: z.number().nullable() }),
  })
  .meta({ id: 'SearchOffer' });
export type TSearchOffer = z.infer<typeof ZSearchOffer>;

export const ZSearchResponse = z
  .object({
    offers: z.array(ZSearchOffer),
    /** The lowest payable price on each day around the first leg's date (null: nothing to sell that day). */
    calendar: z.array(z.object({ date: ZIsoDate, lowestPayable: z.number().int().nullable() })),
  })
  .meta({ id: 'SearchResponse' });
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
