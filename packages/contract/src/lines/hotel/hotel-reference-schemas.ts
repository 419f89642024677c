import { z } from 'zod';
import { CURRENCIES } from '../../money';
import { MAX_CHILD_AGE, MAX_ROOM_GUESTS, MAX_STAY_NIGHTS } from './hotel-orders';
import {
  email,
  float,
  integer,
  minorAmount,
  optionalPhone,
  optionalText,
  phone,
  positiveInteger,
  requiredText,
  ruleMessage,
} from '../../validation';
import { ZMultilingualText } from '../flight/flight-reference-schemas';

/**
 * Reference data of hotels and packages (docs/DOMAIN.md "Hotels and packages"): hotel providers, hotels, room
 * categories, rooms with their allotments, services and tour managers. The hotel and package issues sell them; here
 * they are kept up to date.
 */

const ZCurrencyCode = z.enum(CURRENCIES);

// --- Hotel providers ------------------------------------------------------------------------------------------

export const ZHotelProviderInput = z
  .strictObject({
    name: requiredText(100),
    contactName: optionalText(100),
    email: z
      .union([z.literal('').transform(() => null), email()])
      .nullish()
      .transform((value) => value ?? null),
    phone: optionalPhone().transform((value) => value ?? null),
    notes: optionalText(1000),
  })
  .meta({ id: 'HotelProviderRequest' });
export type THotelProviderInput = z.input<typeof ZHotelProviderInput>;

export const ZHotelProvider = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Private fields (`HOTEL_PROVIDERS.privateFields`): absent for readers outside the providers' screen. */
    contactName: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    notes: z.string().nullable().optional(),
  })
  .meta({ id: 'HotelProvider' });

// --- Hotels ---------------------------------------------------------------------------------------------------

/** Hotel categories: stars. */
export const HOTEL_CATEGORIES = [1, 2, 3, 4, 5] as const;
export const MAX_HOTEL_PHOTOS = 12;

export const ZHotelInput = z
  .strictObject({
    providerId: positiveInteger(),
    name: requiredText(150),
    city: requiredText(100),
    country: requiredText(100),
    /** Stars, 1 to 5. */
    category: integer({ min: 1, max: 5 }),
    address: requiredText(300),
    description: ZMultilingualText,
    /** Uploads of kind `hotelPhoto`, in display order. */
    photoUploadIds: z.array(z.uuid()).max(MAX_HOTEL_PHOTOS),
  })
  .meta({ id: 'HotelRequest' });
export type THotelInput = z.infer<typeof ZHotelInput>;

export const ZHotel = z
  .object({
    id: z.number().int(),
    providerId: z.number().int(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    category: z.number().int(),
    address: z.string(),
    description: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
    photoUploadIds: z.array(z.string()),
  })
  .meta({ id: 'Hotel' });

export const ZHotelCategories = z.array(z.number().int()).meta({ id: 'HotelCategories' });

// --- Room categories and meal types ---------------------------------------------------------------------------

/** Room only, bed and breakfast, half board, full board, all inclusive. */
export const MEAL_TYPES = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export const ZMealType = z.enum(MEAL_TYPES);
export type TMealType = z.infer<typeof ZMealType>;
export const ZMealTypes = z.array(ZMealType).meta({ id: 'MealTypes' });

export const ZRoomCategoryInput = z
  .strictObject({
    /** "Standard double", "Family suite": what a guest books. */
    name: requiredText(100),
    description: ZMultilingualText,
  })
  .meta({ id: 'RoomCategoryRequest' });
export type TRoomCategoryInput = z.infer<typeof ZRoomCategoryInput>;

export const ZRoomCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
  })
  .meta({ id: 'RoomCategory' });

// --- Rooms ----------------------------------------------------------------------------------------------------

/** At most this many tiers in a cancellation policy. */
export const MAX_CANCELLATION_TIERS = 10;

/**
 * One tier of a cancellation policy (lines/hotel/hotel-orders.ts `hotelPenalty`): cancelling `daysBefore` days or fewer before check-in
 * costs `value` percent of the stay (two decimals) or the price of its first `value` nights.
 */
export const ZCancellationTier = z.discriminatedUnion('type', [
  z.strictObject({
    daysBefore: integer({ min: 0, max: 365 }),
    type: z.literal('percent'),
    value: float({ min: 0, max: 100, decimals: 2 }),
  }),
  z.strictObject({
    daysBefore: integer({ min: 0, max: 365 }),
    type: z.literal('nights'),
    value: integer({ min: 1, max: MAX_STAY_NIGHTS }),
  }),
]);
export type TCancellationTierInput = z.infer<typeof ZCancellationTier>;

/**
 * A room type of a hotel: its category and meal, who it sleeps, its base price per night, and its selling policy.
 * Its rooms night by night (allotment, season prices, stop-sale) are the hotel inventory (`hotel-inventory.ts`).
 */
export const ZRoomInput = z
  .strictObject({
    hotelId: positiveInteger(),
    roomCategoryId: positiveInteger(),
    mealType: ZMealType,
    /** Guests the room sleeps, adults and children together; and of them at most so many adults and children. */
    capacity: integer({ min: 1, max: MAX_ROOM_GUESTS }),
    maxAdults: integer({ min: 1, max: MAX_ROOM_GUESTS }),
    maxChildren: integer({ min: 0, max: MAX_ROOM_GUESTS }),
    /** A child is at most this old on the check-in day. */
    childMaxAge: integer({ min: 0, max: MAX_CHILD_AGE }),
    /** The shortest stay, in nights. */
    minStay: integer({ min: 1, max: MAX_STAY_NIGHTS }),
    /** Unsold rooms go back to the provider this many days before check-in. */
    releaseDays: integer({ min: 0, max: 90 }),
    /** The agent's commission, whole percent of the price. */
    commissionPercent: integer({ min: 0, max: 100 }),
    /** Per night, integer minor units of `currency`, where the night has no price of its own. */
    pricePerNight: minorAmount(),
    currency: ZCurrencyCode,
    cancellationPolicy: z.array(ZCancellationTier).max(MAX_CANCELLATION_TIERS),
  })
  .superRefine((room, context) => {
    if (room.maxAdults > room.capacity) {
      context.addIssue({ code: 'custom', path: ['maxAdults'], ...ruleMessage('tooBig', room.capacity) });
    }
    if (room.maxChildren > room.capacity - 1) {
      context.addIssue({ code: 'custom', path: ['maxChildren'], ...ruleMessage('tooBig', room.capacity - 1) });
    }
  })
  .meta({ id: 'RoomRequest' });
export type TRoomInput = z.infer<typeof ZRoomInput>;

export const ZRoom = z
  .object({
    id: z.number().int(),
    hotelId: z.number().int(),
    roomCategoryId: z.number().int(),
    mealType: ZMealType,
    capacity: z.number().int(),
    maxAdults: z.number().int(),
    maxChildren: z.number().int(),
    childMaxAge: z.number().int(),
    minStay: z.number().int(),
    releaseDays: z.number().int(),
    commissionPercent: z.number().int(),
    pricePerNight: z.number().int(),
    currency: ZCurrencyCode,
    cancellationPolicy: z.array(ZCancellationTier),
  })
  .meta({ id: 'Room' });

// --- Services and tour managers -------------------------------------------------------------------------------

export const SERVICE_KINDS = ['transfer', 'insurance', 'excursion', 'other'] as const;
export const ZServiceKind = z.enum(SERVICE_KINDS);
export type TServiceKind = z.infer<typeof ZServiceKind>;

export const ZServiceInput = z
  .strictObject({
    kind: ZServiceKind,
    name: requiredText(150),
    description: ZMultilingualText,
    /** Per person, integer minor units of `currency`. */
    price: minorAmount(),
    currency: ZCurrencyCode,
  })
  .meta({ id: 'ServiceRequest' });
export type TServiceInput = z.infer<typeof ZServiceInput>;

export const ZService = z
  .object({
    id: z.number().int(),
    kind: ZServiceKind,
    name: z.string(),
    description: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
    price: z.number().int(),
    currency: ZCurrencyCode,
  })
  .meta({ id: 'Service' });

export const ZTourManagerInput = z
  .strictObject({
    name: requiredText(100),
    phone: phone(),
    email: z
      .union([z.literal('').transform(() => null), email()])
      .nullish()
      .transform((value) => value ?? null),
    /** The languages the manager guides in, e.g. "hy, ru, en". */
    languages: optionalText(100),
  })
  .meta({ id: 'TourManagerRequest' });
export type TTourManagerInput = z.input<typeof ZTourManagerInput>;

export const ZTourManager = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Private fields (`TOUR_MANAGERS.privateFields`): absent for readers outside the tour managers' screen. */
    phone: z.string().optional(),
    email: z.string().nullable().optional(),
    languages: z.string().nullable(),
  })
  .meta({ id: 'TourManager' });
