import { z } from 'zod';
import { daysBetween, ZIsoDate } from '../../dates';
import {
  HOTEL_ORDER_OPERATIONS,
  MAX_CHILD_AGE,
  MAX_HOTEL_ROOMS,
  MAX_ROOM_GUESTS,
  MAX_STAY_NIGHTS,
} from './hotel-orders';
import {
  integer,
  integerParam,
  latinName,
  minorAmount,
  optionalText,
  positiveInteger,
  ruleMessage,
  text,
} from '../../validation';
import { defineQueryList } from '../../lists';
import { ZListCount } from '../../api/common';
import { ZCancellationTier, ZMealType } from './hotel-reference-schemas';
import { ZHotelSummary } from './hotel-search-schemas';
import {
  ORDER_FIELDS,
  ORDER_LIST_KIT,
  ZOrderEditFields,
  ZOrderModeRequest,
  ZOrderPassengerStatus,
  ZOrderTotals,
} from '../shared/order-schemas';
import { ZContact } from '../../api/passengers';

/**
 * Hotel orders (docs/PRODUCT.md §7: /api/hotelOrders…, docs/DOMAIN.md "Hotels and packages"), the order engine's second
 * product line. Amounts are integer minor units of AMD, converted at the agency rate frozen at pre-order.
 */

export const ZHotelOrderOperation = z.enum(HOTEL_ORDER_OPERATIONS);
export const GUEST_TYPES = ['adult', 'child'] as const;
export const ZGuestType = z.enum(GUEST_TYPES);

/** A guest as entered at checkout: names in Latin letters; a child with its age on the check-in day. */
export const ZGuestInput = z
  .strictObject({
    type: ZGuestType,
    firstName: latinName(),
    lastName: latinName(),
    age: integer({ min: 0, max: MAX_CHILD_AGE }).optional(),
  })
  .superRefine((guest, context) => {
    if (guest.type === 'child' && guest.age === undefined) {
      context.addIssue({ code: 'custom', path: ['age'], ...ruleMessage('required') });
    }
  });
export type TGuestInput = z.input<typeof ZGuestInput>;

/** One room of a stay: its room type, and its guests with the lead guest (an adult) first. */
export const ZHotelRoomInput = z.strictObject({
  roomId: positiveInteger(),
  guests: z
    .array(ZGuestInput)
    .min(1)
    .max(MAX_ROOM_GUESTS)
    .refine((guests) => guests[0]?.type === 'adult', ruleMessage('leadGuestAdult')),
  specialRequests: optionalText(500),
});
export type THotelRoomInput = z.input<typeof ZHotelRoomInput>;

export const ZHotelPreOrderRequest = z
  .strictObject({
    hotelId: positiveInteger(),
    checkIn: ZIsoDate,
    checkOut: ZIsoDate,
    rooms: z.array(ZHotelRoomInput).min(1).max(MAX_HOTEL_ROOMS),
    contact: ZContact,
    comment: optionalText(1000),
    /** Staff only: the agent the order is for (the agent pays net). Absent: the caller's own order, or the agency's. */
    agentId: positiveInteger().optional(),
  })
  .superRefine(
    (stay, context) => {
      const nights = daysBetween(stay.checkIn, stay.checkOut);
      if (nights < 1)
        context.addIssue({ code: 'custom', path: ['checkOut'], ...ruleMessage('checkOutNotAfterCheckIn') });
      else if (nights > MAX_STAY_NIGHTS) {
        context.addIssue({ code: 'custom', path: ['checkOut'], ...ruleMessage('stayTooLong', MAX_STAY_NIGHTS) });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .meta({ id: 'HotelPreOrderRequest' });
export type THotelPreOrderRequest = z.input<typeof ZHotelPreOrderRequest>;

/** POST /api/hotelOrders: turn a hold into a booking (unpaid) or confirm it at once (charged, voucher issued). */
export const ZHotelOrderRequest = ZOrderModeRequest.meta({ id: 'HotelOrderRequest' });
export type THotelOrderRequest = z.infer<typeof ZHotelOrderRequest>;

/** POST /api/hotelOrders/refund/{id} (staff): the whole stay, less the policy's penalty or the staff's own. */
export const ZHotelRefundRequest = z
  .strictObject({
    /** The penalty for the whole order in AMD minor units instead of the cancellation policy's. */
    penalty: minorAmount().optional(),
  })
  .meta({ id: 'HotelRefundRequest' });
export type THotelRefundRequest = z.input<typeof ZHotelRefundRequest>;

/** PUT /api/hotelOrders/{id}: contact, comment, and per room its guests' names and its special requests. */
export const ZHotelOrderEditRequest = ZOrderEditFields.extend({
  rooms: z
    .array(
      z.strictObject({
        id: positiveInteger(),
        guests: z
          .array(z.strictObject({ id: positiveInteger(), firstName: latinName(), lastName: latinName() }))
          .max(MAX_ROOM_GUESTS)
          .optional(),
        specialRequests: optionalText(500).optional(),
      }),
    )
    .max(MAX_HOTEL_ROOMS)
    .optional(),
}).meta({ id: 'HotelOrderEditRequest' });
export type THotelOrderEditRequest = z.input<typeof ZHotelOrderEditRequest>;

export const ZHotelGuest = z.object({
  id: z.number().int(),
  type: ZGuestType,
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
});
export type THotelGuest = z.infer<typeof ZHotelGuest>;

export const ZHotelOrderRoom = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  categoryName: z.string(),
  mealType: ZMealType,
  /** `active`, or `refunded` once the stay was refunded. */
  status: ZOrderPassengerStatus,
  guests: z.array(ZHotelGuest),
  specialRequests: z.string().nullable(),
  /** Each night's price in AMD minor units (gross), in night order. */
  nights: z.array(z.object({ date: ZIsoDate, gross: z.number().int() })),
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  /** The hotel's confirmation, given when the stay is confirmed (ticketed). */
  voucherNumber: z.string().nullable(),
  refundPenalty: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  cancellationPolicy: z.array(ZCancellationTier),
});
export type THotelOrderRoom = z.infer<typeof ZHotelOrderRoom>;

/** The hotel of an order (hotel and package lines): its summary and its provider. */
export const ZOrderHotel = ZHotelSummary.extend({ provider: z.string() });

/** The hotel as the hotel and package lists show it. */
export const ZOrderListHotel = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  category: z.number().int(),
});

export const ZHotelOrder = z
  .object({
    ...ORDER_FIELDS.identity,
    ...ORDER_FIELDS.author,
    hotel: ZOrderHotel,
    checkIn: ZIsoDate,
    checkOut: ZIsoDate,
    nights: z.number().int(),
    ...ORDER_FIELDS.deadlines,
    ...ORDER_FIELDS.terms,
    rooms: z.array(ZHotelOrderRoom),
    totals: ZOrderTotals,
    /** The penalty a refund today would keep under the cancellation policy (ticketed orders), AMD minor units. */
    refundPenaltyToday: z.number().int().nullable(),
    operations: z.array(ZHotelOrderOperation),
  })
  .meta({ id: 'HotelOrder' });
export type THotelOrder = z.infer<typeof ZHotelOrder>;

export const ZHotelOrderListItem = z
  .object({
    ...ZHotelOrder.pick({
      ...ORDER_LIST_KIT.itemHead,
      ...ORDER_LIST_KIT.itemCreation,
      checkIn: true,
      checkOut: true,
      nights: true,
      ...ORDER_LIST_KIT.itemDeadlines,
    }).shape,
    hotel: ZOrderListHotel,
    rooms: z.number().int(),
    /** The lead guests' names. */
    guests: z.array(z.string()),
    ...ORDER_LIST_KIT.itemTail(ZHotelOrderOperation),
  })
  .meta({ id: 'HotelOrderListItem' });
export type THotelOrderListItem = z.infer<typeof ZHotelOrderListItem>;

export const HOTEL_ORDER_SORT_FIELDS = ORDER_LIST_KIT.sortFields('checkIn');

/**
 * The hotel orders' list (/reservations/hotel; the list toolkit's declaration, as GET query parameters): filters of
 * the list and its export are the statuses ("hold,booked"), the agent (staff; an agent always gets only its own), the
 * hotel, the PNR's beginning, a guest's name and the check-in dates (both included). Newest first unless the request
 * sorts.
 */
export const HOTEL_ORDER_LIST = defineQueryList({
  name: 'hotelOrders',
  schemaId: 'HotelOrderList',
  sortFields: HOTEL_ORDER_SORT_FIELDS,
  filters: {
    ...ORDER_LIST_KIT.queryFilters,
    hotelId: integerParam({ min: 1 }).optional(),
    ...ORDER_LIST_KIT.queryPnrFilter,
    guestName: text().trim().max(100).optional(),
    /** Check-in between these dates (both included). */
    checkInFrom: ZIsoDate.optional(),
    checkInTo: ZIsoDate.optional(),
  },
  columns: ORDER_LIST_KIT.columns<'hotelOrders'>('hotelOrderStatus', [
    { key: 'checkIn', type: 'date' },
    { key: 'checkOut', type: 'date' },
    { key: 'nights', type: 'integer' },
    { key: 'hotel', type: 'text' },
    { key: 'city', type: 'text' },
    { key: 'rooms', type: 'integer' },
    { key: 'guestCount', type: 'integer' },
    { key: 'guests', type: 'text' },
  ]),
});

/** GET /api/hotelOrders/: filters, sort and paging as query parameters. */
export const ZHotelOrderListQuery = HOTEL_ORDER_LIST.pageRequest;
export type THotelOrderListQuery = z.input<typeof ZHotelOrderListQuery>;

export const ZHotelOrderListResponse = z
  .object({ result: z.array(ZHotelOrderListItem), ...ZListCount })
  .meta({ id: 'HotelOrderListResponse' });

/** GET /api/hotelOrders/export: the list's filters and order as query parameters, without paging, and a format. */
export const ZHotelOrderExportQuery = HOTEL_ORDER_LIST.exportRequest;
export type THotelOrderExportQuery = z.input<typeof ZHotelOrderExportQuery>;
