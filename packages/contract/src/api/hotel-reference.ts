import { z } from 'zod';
import { ZIsoDate } from '../dates';
import { CURRENCIES } from '../money';
import {
  email,
  END_NOT_BEFORE_START,
  endNotBeforeStart,
  integer,
  minorAmount,
  optionalPhone,
  optionalText,
  phone,
  positiveInteger,
  requiredText,
} from '../validation';
import { ZMultilingualText } from './flight-reference';

/**
 * Reference data of hotels and packages (DOMAIN.md "Hotels and packages"): hotel providers, hotels, room categories,
 * rooms with their allotments, services and tour managers. The hotel and package issues sell them; here they are
 * kept up to date.
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

export const MAX_ALLOTMENTS = 50;

/** Rooms the hotel keeps for the agency on each night of a date range (check-in nights, both dates included). */
export const ZAllotment = z
  .strictObject({ startDate: ZIsoDate, endDate: ZIsoDate, rooms: integer({ min: 0, max: 1000 }) })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START);
export type TAllotment = z.infer<typeof ZAllotment>;

export const ZRoomInput = z
  .strictObject({
    hotelId: positiveInteger(),
    roomCategoryId: positiveInteger(),
    mealType: ZMealType,
    /** Guests the room sleeps. */
    capacity: integer({ min: 1, max: 12 }),
    /** Per night, integer minor units of `currency`. */
    pricePerNight: minorAmount(),
    currency: ZCurrencyCode,
    allotments: z.array(ZAllotment).max(MAX_ALLOTMENTS),
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
    pricePerNight: z.number().int(),
    currency: ZCurrencyCode,
    allotments: z.array(z.object({ startDate: ZIsoDate, endDate: ZIsoDate, rooms: z.number().int() })),
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
