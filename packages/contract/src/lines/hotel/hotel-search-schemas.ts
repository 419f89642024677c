import { z } from 'zod';
import { daysBetween, ZIsoDate } from '../../dates';
import { MAX_CHILD_AGE, MAX_HOTEL_ROOMS, MAX_ROOM_GUESTS, MAX_STAY_NIGHTS } from './hotel-orders';
import { integerParam, ruleMessage, text } from '../../validation';
import { ZCancellationTier, ZMealType } from './hotel-reference-schemas';

/**
 * Hotel search (docs/PRODUCT.md §7: GET /api/hotelSearch, /api/hotelSearch/{id}): the hotels of a city (or one hotel)
 * with their room types free on every night of the stay for the party, priced in AMD at today's agency rate: net and
 * commission for an agent, gross for everybody else (like flights). Every room of the search sleeps the same party.
 */

/** Child ages as a query parameter: "5,8" (each 0 to 17), at most the room's guests. */
const childAgesParam = z
  .string()
  .max(60)
  .optional()
  .transform((value, context) => {
    if (!value) return [];
    const ages = value.split(',').map((part) => Number(part.trim()));
    if (
      ages.some((age) => !Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE) ||
      ages.length >= MAX_ROOM_GUESTS
    ) {
      context.addIssue({ code: 'custom', ...ruleMessage('invalidChildAges') });
      return z.NEVER;
    }
    return ages;
  });

/** The stay and the party; with `city` or `hotelId` (search), or the path's hotel (detail). */
const STAY_QUERY = {
  checkIn: ZIsoDate,
  checkOut: ZIsoDate,
  /** How many rooms, each for `adults` and the children of `childAges`. */
  rooms: integerParam({ min: 1, max: MAX_HOTEL_ROOMS }).default(1),
  adults: integerParam({ min: 1, max: MAX_ROOM_GUESTS }).default(2),
  childAges: childAgesParam,
};

function checkStay(query: { checkIn: string; checkOut: string }, context: z.RefinementCtx) {
  const nights = daysBetween(query.checkIn, query.checkOut);
  if (nights < 1) context.addIssue({ code: 'custom', path: ['checkOut'], ...ruleMessage('checkOutNotAfterCheckIn') });
  else if (nights > MAX_STAY_NIGHTS) {
    context.addIssue({ code: 'custom', path: ['checkOut'], ...ruleMessage('stayTooLong', MAX_STAY_NIGHTS) });
  }
}

// No `.meta({ id })` on queries: @fastify/swagger cannot resolve a component reference for query parameters.
export const ZHotelSearchQuery = z
  .strictObject({
    /** A city as the hotels name it (any case), or one hotel. */
    city: text().trim().max(100).optional(),
    hotelId: integerParam({ min: 1 }).optional(),
    ...STAY_QUERY,
  })
  .superRefine((query, context) => {
    checkStay(query, context);
    if (!query.city && query.hotelId === undefined) {
      context.addIssue({ code: 'custom', path: ['city'], ...ruleMessage('required') });
    }
  });
export type THotelSearchQuery = z.input<typeof ZHotelSearchQuery>;

export const ZHotelStayQuery = z.strictObject(STAY_QUERY).superRefine(checkStay);
export type THotelStayQuery = z.input<typeof ZHotelStayQuery>;

/** A stay's price for all the rooms asked for, AMD minor units. */
export const ZStayPrice = z.object({
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  /** What the caller pays: net for an agent, gross for everybody else. */
  payable: z.number().int(),
  /** payable / nights / rooms, rounded: what a night of one room comes to. */
  perNight: z.number().int(),
});
export type TStayPrice = z.infer<typeof ZStayPrice>;

export const ZHotelOffer = z.object({
  roomId: z.number().int(),
  categoryName: z.string(),
  categoryDescription: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
  mealType: ZMealType,
  capacity: z.number().int(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  childMaxAge: z.number().int(),
  minStay: z.number().int(),
  /** The fewest rooms free over the stay's nights. */
  free: z.number().int(),
  price: ZStayPrice,
  cancellationPolicy: z.array(ZCancellationTier),
});
export type THotelOffer = z.infer<typeof ZHotelOffer>;

export const ZHotelSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  /** Stars. */
  category: z.number().int(),
  address: z.string(),
  /** Uploads (GET /api/uploads/{id}), in display order. */
  photoUploadIds: z.array(z.string()),
});
export type THotelSummary = z.infer<typeof ZHotelSummary>;

export const ZHotelResult = ZHotelSummary.extend({
  /** The room types free for the party on every night, cheapest first. */
  offers: z.array(ZHotelOffer),
  /** The cheapest offer's payable. */
  lowestPayable: z.number().int(),
});
export type THotelResult = z.infer<typeof ZHotelResult>;

export const ZHotelSearchResponse = z
  .object({
    nights: z.number().int(),
    /** Hotels with at least one offer, cheapest first. */
    hotels: z.array(ZHotelResult),
  })
  .meta({ id: 'HotelSearchResponse' });
export type THotelSearchResponse = z.infer<typeof ZHotelSearchResponse>;

/** GET /api/hotelSearch/{id}: one hotel with its description, photos and the offers for the stay. */
export const ZHotelDetail = ZHotelSummary.extend({
  description: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
  nights: z.number().int(),
  offers: z.array(ZHotelOffer),
}).meta({ id: 'HotelDetail' });
export type THotelDetail = z.infer<typeof ZHotelDetail>;
