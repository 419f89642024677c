import { z } from 'zod';
import { daysBetween, ZIsoDate } from '../../dates';
import { MAX_CHILD_AGE } from '../hotel/hotel-orders';
import { MAX_PASSENGERS } from '../shared/order-rules';
import { MAX_PACKAGE_NIGHTS, MAX_PACKAGE_ROOMS, MAX_PACKAGE_SEARCH_DAYS } from './package-orders';
import { integer, positiveInteger, requiredText, ruleMessage } from '../../validation';
import { ZMealType } from '../hotel/hotel-reference-schemas';
import { ZHotelSummary } from '../hotel/hotel-search-schemas';
import { ZServiceKind } from '../hotel/hotel-reference-schemas';
import { ZServiceCharge } from './package-offer-schemas';
import { ZFlightSummary } from '../flight/flight-search-schemas';

/**
 * Package search (docs/PRODUCT.md §7: POST /api/search/packageSearch, docs/DOMAIN.md "Hotels and packages"): for a
 * destination (or one offer), departure dates, nights and a party, every combination of an outbound flight, a
 * return flight `nights` later, an allowed room type and the offer's services whose every part has room for the
 * whole party on every date, with one price in AMD at today's agency rate: net and commission for an agent, gross
 * for everybody else. Only the staff see the breakdown into parts.
 *
 * Travellers: adults (12 and over), and children with their ages on the departure day: under 2 fly as infants
 * (no seat), 2 to 11 as children; every child counts as a child in the room.
 */
export const ZPackageSearchRequest = z
  .strictObject({
    /** A city as the offers name it (any case), or one offer. */
    destination: requiredText(100).optional(),
    offerId: positiveInteger().optional(),
    departureFrom: ZIsoDate,
    /** The last departure date (default: departureFrom); at most 14 days after it. */
    departureTo: ZIsoDate.optional(),
    /** Only this stay length (default: every length the offers sell). */
    nights: integer({ min: 1, max: MAX_PACKAGE_NIGHTS }).optional(),
    adults: integer({ min: 1, max: MAX_PASSENGERS }),
    childAges: z
      .array(integer({ min: 0, max: MAX_CHILD_AGE }))
      .max(MAX_PASSENGERS - 1)
      .default([]),
    /** The party sleeps in this many rooms of one room type (adults and children spread as evenly as possible). */
    rooms: integer({ min: 1, max: MAX_PACKAGE_ROOMS }).default(1),
  })
  .superRefine(
    (search, context) => {
      if (!search.destination && search.offerId === undefined) {
        context.addIssue({ code: 'custom', path: ['destination'], ...ruleMessage('required') });
      }
      if (search.departureTo !== undefined) {
        const days = daysBetween(search.departureFrom, search.departureTo);
        if (days < 0) context.addIssue({ code: 'custom', path: ['departureTo'], ...ruleMessage('endBeforeStart') });
        else if (days >= MAX_PACKAGE_SEARCH_DAYS) {
          context.addIssue({
            code: 'custom',
            path: ['departureTo'],
            ...ruleMessage('rangeTooLong', MAX_PACKAGE_SEARCH_DAYS),
          });
        }
      }
      // The refinement runs while fields may still be wrong (see `when`): childAges may be anything but an array.
      const children = Array.isArray(search.childAges) ? search.childAges.length : 0;
      if (search.adults + children > MAX_PASSENGERS) {
        context.addIssue({ code: 'custom', path: ['childAges'], ...ruleMessage('tooManyPassengers') });
      }
      if (search.rooms > search.adults) {
        context.addIssue({ code: 'custom', path: ['rooms'], ...ruleMessage('noAdultGuest') });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .meta({ id: 'PackageSearchRequest' });
export type TPackageSearchRequest = z.input<typeof ZPackageSearchRequest>;

/** One flight of a package, in the class the package sells on it. */
export const ZPackageFlight = z.object({
  flight: ZFlightSummary,
  classId: z.number().int(),
  className: z.string(),
});
export type TPackageFlight = z.infer<typeof ZPackageFlight>;

export const ZPackageService = z.object({
  serviceId: z.number().int(),
  name: z.string(),
  kind: ZServiceKind,
  charge: ZServiceCharge,
});
export type TPackageService = z.infer<typeof ZPackageService>;

/** A package's price for the whole party, AMD minor units. */
export const ZPackagePrice = z.object({
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  /** What the caller pays: net for an agent, gross for everybody else. */
  payable: z.number().int(),
});
export type TPackagePrice = z.infer<typeof ZPackagePrice>;

/** The parts of a package's gross (staff only): flights, the stay, services and the markup add up to the gross. */
export const ZPackageBreakdown = z.object({
  flights: z.number().int(),
  hotel: z.number().int(),
  services: z.number().int(),
  markup: z.number().int(),
});
export type TPackageBreakdown = z.infer<typeof ZPackageBreakdown>;

export const ZPackageCombination = z.object({
  offerId: z.number().int(),
  offerName: z.string(),
  destination: z.string(),
  nights: z.number().int(),
  /** The outbound flight's local departure date. */
  departureDate: ZIsoDate,
  /** The stay: check-in is the outbound flight's local arrival date, check-out the return flight's departure date. */
  checkIn: ZIsoDate,
  checkOut: ZIsoDate,
  outbound: ZPackageFlight,
  return: ZPackageFlight,
  hotel: ZHotelSummary,
  room: z.object({ roomId: z.number().int(), categoryName: z.string(), mealType: ZMealType }),
  rooms: z.number().int(),
  services: z.array(ZPackageService),
  tourManager: z.object({ id: z.number().int(), name: z.string(), languages: z.string().nullable() }),
  price: ZPackagePrice,
  /** Staff only (absent for agents). */
  breakdown: ZPackageBreakdown.optional(),
});
export type TPackageCombination = z.infer<typeof ZPackageCombination>;

export const ZPackageSearchResponse = z
  .object({
    /** Cheapest first, at most 200. */
    combinations: z.array(ZPackageCombination),
  })
  .meta({ id: 'PackageSearchResponse' });
export type TPackageSearchResponse = z.infer<typeof ZPackageSearchResponse>;
