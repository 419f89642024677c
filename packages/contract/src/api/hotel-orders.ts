import { z } from 'zod';
import { daysBetween, ZIsoDate } from '../dates';
import { HOTEL_ORDER_OPERATIONS, MAX_CHILD_AGE, MAX_HOTEL_ROOMS, MAX_ROOM_GUESTS, MAX_STAY_NIGHTS } from '../hotels';
import { ORDER_STATUSES } from '../orders';
import {
  integer,
  integerParam,
  latinName,
  minorAmount,
  optionalText,
  positiveInteger,
  ruleMessage,
  text,
} from '../validation';
import { defineQueryList } from '../lists';
import { SORT_ORDERS, ZListCount } from './common';
import { ZCancellationTier, ZMealType } from './hotel-reference';
import { ZHotelSummary } from './hotel-search';
import { ORDER_MODES, ZOrderPassengerStatus, ZOrderStatus, ZOrderTotals } from './orders';
import { ZContact } from './passengers';

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
export const ZHotelOrderRequest = z
  .strictObject({ orderId: positiveInteger(), mode: z.enum(ORDER_MODES) })
  .meta({ id: 'HotelOrderRequest' });
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
export const ZHotelOrderEditRequest = z
  .strictObject({
    contact: ZContact.optional(),
    comment: optionalText(1000).optional(),
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
  })
  .meta({ id: 'HotelOrderEditRequest' });
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

export const ZHotelOrder = z
  .object({
    id: z.number().int(),
    pnr: z.string(),
    status: ZOrderStatus,
    agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdBy: z.object({ id: z.number().int(), name: z.string() }),
    createdAt: z.iso.datetime(),
    hotel: ZHotelSummary.extend({ provider: z.string() }),
    checkIn: ZIsoDate,
    checkOut: ZIsoDate,
    nights: z.number().int(),
    holdExpiresAt: z.iso.datetime().nullable(),
    bookingExpiresAt: z.iso.datetime().nullable(),
    ticketedAt: z.iso.datetime().nullable(),
    contact: ZContact,
    comment: z.string().nullable(),
    rate: z.object({ date: ZIsoDate, USD: z.number().nullable(), EUR: z.number().nullable() }),
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
      id: true,
      pnr: true,
      status: true,
      agent: true,
      createdAt: true,
      checkIn: true,
      checkOut: true,
      nights: true,
      holdExpiresAt: true,
      bookingExpiresAt: true,
    }).shape,
    hotel: z.object({ id: z.number().int(), name: z.string(), city: z.string(), category: z.number().int() }),
    rooms: z.number().int(),
    /** The lead guests' names. */
    guests: z.array(z.string()),
    payable: z.number().int(),
    operations: z.array(ZHotelOrderOperation),
  })
  .meta({ id: 'HotelOrderListItem' });
export type THotelOrderListItem = z.infer<typeof ZHotelOrderListItem>;

export const HOTEL_ORDER_SORT_FIELDS = ['createdAt', 'checkIn', 'pnr', 'status', 'payable'] as const;

/** Statuses as a query parameter: "hold,booked". */
const statusesParam = z
  .string()
  .max(100)
  .optional()
  .transform((value, context) => {
    if (!value) return [];
    const statuses = value.split(',');
    const known = statuses.every((status) => (ORDER_STATUSES as readonly string[]).includes(status));
    if (!known) {
      context.addIssue({ code: 'custom', ...ruleMessage('invalidType') });
      return z.NEVER;
    }
    return statuses as (typeof ORDER_STATUSES)[number][];
  });

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
    // The orders' lists kept their default order when they moved onto the toolkit: newest first (the server sorts
    // by `createdAt` when the request names no field).
    sortOrder: z.enum(SORT_ORDERS).default('desc'),
    statuses: statusesParam,
    /** Staff only: one agent's orders (agents always see only their own). */
    agentId: integerParam({ min: 1 }).optional(),
    hotelId: integerParam({ min: 1 }).optional(),
    pnr: text().trim().max(6).optional(),
    guestName: text().trim().max(100).optional(),
    /** Check-in between these dates (both included). */
    checkInFrom: ZIsoDate.optional(),
    checkInTo: ZIsoDate.optional(),
  },
  columns: [
    { key: 'pnr', type: 'text' },
    { key: 'status', type: 'text', values: 'hotelOrderStatus' },
    { key: 'agent', type: 'text' },
    { key: 'created', type: 'instant' },
    { key: 'checkIn', type: 'date' },
    { key: 'checkOut', type: 'date' },
    { key: 'nights', type: 'integer' },
    { key: 'hotel', type: 'text' },
    { key: 'city', type: 'text' },
    { key: 'rooms', type: 'integer' },
    { key: 'guestCount', type: 'integer' },
    { key: 'guests', type: 'text' },
    { key: 'total', type: 'money' },
    { key: 'deadline', type: 'instant' },
  ],
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
