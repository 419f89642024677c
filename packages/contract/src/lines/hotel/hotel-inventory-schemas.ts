import { z } from 'zod';
import { ZIsoDate } from '../../dates';
import { CURRENCIES } from '../../money';
import { daysBetween } from '../../dates';
import { MAX_INVENTORY_RANGE_NIGHTS } from './hotel-orders';
import { integer, minorAmount, positiveInteger, ruleMessage } from '../../validation';
import { ZCancellationTier, ZMealType } from './hotel-reference-schemas';

/**
 * A hotel's inventory night by night (docs/DOMAIN.md "Hotels and packages"): for each room type (a `rooms` record) and
 * night, the rooms kept for the agency (allotment), how many are sold and held, the price (null: the room type's
 * price per night), and a stop-sale flag. The /hotels/room_type/:id calendar reads a month of it and sets a date
 * range in one action.
 */

/** A month as `yyyy-mm`. */
export const ZIsoMonth = z.string().regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, ruleMessage('invalidDate'));

export const ZHotelInventoryQuery = z.strictObject({ month: ZIsoMonth });
export type THotelInventoryQuery = z.infer<typeof ZHotelInventoryQuery>;

export const ZInventoryNight = z.object({
  date: ZIsoDate,
  allotment: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  /** allotment - sold - held, or 0 on a stop-sale night or once the release days have passed. */
  free: z.number().int(),
  /** The night's price in the room type's currency (minor units): its own, or the room type's price per night. */
  price: z.number().int(),
  /** Whether the price is the night's own (a season) rather than the room type's. */
  ownPrice: z.boolean(),
  stopSale: z.boolean(),
  /** Unsold rooms of this night went back to the provider (fewer than the release days before it). */
  released: z.boolean(),
});
export type TInventoryNight = z.infer<typeof ZInventoryNight>;

export const ZInventoryRoomType = z.object({
  roomId: z.number().int(),
  categoryName: z.string(),
  mealType: ZMealType,
  capacity: z.number().int(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  childMaxAge: z.number().int(),
  minStay: z.number().int(),
  releaseDays: z.number().int(),
  commissionPercent: z.number().int(),
  pricePerNight: z.number().int(),
  currency: z.enum(CURRENCIES),
  cancellationPolicy: z.array(ZCancellationTier),
  /** Every night of the month asked for, in date order. */
  nights: z.array(ZInventoryNight),
});
export type TInventoryRoomType = z.infer<typeof ZInventoryRoomType>;

export const ZHotelInventory = z
  .object({
    hotel: z.object({ id: z.number().int(), name: z.string(), city: z.string(), category: z.number().int() }),
    month: ZIsoMonth,
    roomTypes: z.array(ZInventoryRoomType),
  })
  .meta({ id: 'HotelInventory' });
export type THotelInventory = z.infer<typeof ZHotelInventory>;

/** 0 = Sunday … 6 = Saturday (Date.getUTCDay). */
export const ZWeekday = integer({ min: 0, max: 6 });

/**
 * Sets a date range of one or more room types of a hotel in one action: any of allotment, price (null: back to the
 * room type's price) and stop-sale, on every night or only on the chosen weekdays (weekday prices of a season).
 */
export const ZInventoryUpdate = z
  .strictObject({
    roomIds: z.array(positiveInteger()).min(1).max(50),
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    /** Absent or empty: every night of the range. */
    weekdays: z.array(ZWeekday).max(7).optional(),
    allotment: integer({ min: 0, max: 1000 }).optional(),
    price: minorAmount().nullable().optional(),
    stopSale: z.boolean().optional(),
  })
  .superRefine((update, context) => {
    const nights = daysBetween(update.startDate, update.endDate);
    if (nights < 0) context.addIssue({ code: 'custom', path: ['endDate'], ...ruleMessage('endBeforeStart') });
    else if (nights >= MAX_INVENTORY_RANGE_NIGHTS) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        ...ruleMessage('rangeTooLong', MAX_INVENTORY_RANGE_NIGHTS),
      });
    }
    if (update.allotment === undefined && update.price === undefined && update.stopSale === undefined) {
      context.addIssue({ code: 'custom', path: ['allotment'], ...ruleMessage('nothingToChange') });
    }
  })
  .meta({ id: 'InventoryUpdate' });
export type TInventoryUpdate = z.infer<typeof ZInventoryUpdate>;

export const ZInventoryUpdateResult = z.object({ nights: z.number().int() }).meta({ id: 'InventoryUpdateResult' });
