import { z } from 'zod';
import { ZIsoDate } from '../../dates';
import { MAX_PASSENGERS } from '../shared/order-rules';
import { MAX_PACKAGE_NIGHTS, MAX_PACKAGE_ROOMS, PACKAGE_ORDER_OPERATIONS } from './package-orders';
import { END_NOT_BEFORE_START, integer, latinName, optionalText, positiveInteger } from '../../validation';
import { defineList } from '../../lists';
import { ZListCount } from '../../api/common';
import { ZMealType } from '../hotel/hotel-reference-schemas';
import { ZOrderHotel, ZOrderListHotel } from '../hotel/hotel-order-schemas';
import { ZOrderPassenger, ZOrderSegment } from '../flight/flight-order-schemas';
import {
  datesInOrder,
  ORDER_FIELDS,
  ORDER_LIST_KIT,
  ZOrderEditFields,
  ZOrderPassengerStatus,
  ZOrderTotals,
  ZTravellerRefundRequest,
  ZTravellerSplitRequest,
} from '../shared/order-schemas';
import { ZPackageBreakdown, ZPackageService } from './package-search-schemas';
import { ZContact, ZOrderPassengerInput } from '../../api/passengers';
import { ZCancellationTier } from '../hotel/hotel-reference-schemas';

/**
 * Package orders (docs/PRODUCT.md §7: /api/packageOrders/…, docs/DOMAIN.md "Hotels and packages"), the order engine's
 * third product line: a package order is one `orders` row with the flight line's segments and passengers (the
 * travellers, with their tickets) and the hotel line's rooms and guests (with the voucher), sold at one price. Amounts
 * are integer minor units of AMD at the agency rate frozen at pre-order.
 */

export const ZPackageOrderOperation = z.enum(PACKAGE_ORDER_OPERATIONS);

/** A room of the party: which travellers (indexes into `travellers`) sleep in it. */
export const ZPackageRoomInput = z.strictObject({
  travellers: z
    .array(integer({ min: 0, max: MAX_PASSENGERS - 1 }))
    .min(1)
    .max(MAX_PASSENGERS),
  specialRequests: optionalText(500),
});
export type TPackageRoomInput = z.input<typeof ZPackageRoomInput>;

/**
 * POST /api/packageOrders/pre-order: a combination of the search (offer, the two flights' classes, the room type,
 * the nights) for these travellers, who sleep in these rooms. Holds the seats on both flights and the rooms on every
 * night in one transaction, or nothing.
 */
export const ZPackagePreOrderRequest = z
  .strictObject({
    offerId: positiveInteger(),
    outboundClassId: positiveInteger(),
    returnClassId: positiveInteger(),
    roomId: positiveInteger(),
    nights: integer({ min: 1, max: MAX_PACKAGE_NIGHTS }),
    travellers: z.array(ZOrderPassengerInput).min(1).max(MAX_PASSENGERS),
    /** Default: one room for the whole party. */
    rooms: z.array(ZPackageRoomInput).min(1).max(MAX_PACKAGE_ROOMS).optional(),
    contact: ZContact,
    comment: optionalText(1000),
    /** Staff only: the agent the order is for (the agent pays net). Absent: the caller's own order, or the agency's. */
    agentId: positiveInteger().optional(),
  })
  .meta({ id: 'PackagePreOrderRequest' });
export type TPackagePreOrderRequest = z.input<typeof ZPackagePreOrderRequest>;

/** POST /api/packageOrders/refund/{id} (staff): which travellers (none: all), and penalties that replace the rules'. */
export const ZPackageRefundRequest = ZTravellerRefundRequest.meta({ id: 'PackageRefundRequest' });
export type TPackageRefundRequest = z.input<typeof ZPackageRefundRequest>;

/**
 * GET /api/packageOrders/refund/{id}/quote (staff): what a refund would give back to each active traveller today,
 * from the code the refund runs: what the payer paid for them (net for an agent, gross for the agency's own sale),
 * the penalty the rules keep, and the rest. `policy` says which rule applies: the package's own policy, or the
 * stricter of the parts' (then each traveller's flights' fare-rule penalty and share of the room's policy penalty).
 */
export const ZPackageRefundQuote = z
  .object({
    policy: z.enum(['package', 'parts']),
    travellers: z.array(
      z.object({
        passengerId: z.number().int(),
        paid: z.number().int(),
        penalty: z.number().int(),
        refund: z.number().int(),
        /** The parts' penalties the stricter one is chosen from (`policy: 'parts'` only). */
        parts: z.object({ flights: z.number().int(), hotel: z.number().int() }).nullable(),
      }),
    ),
  })
  .meta({ id: 'PackageRefundQuote' });
export type TPackageRefundQuote = z.infer<typeof ZPackageRefundQuote>;

/** POST /api/packageOrders/split/{id}: these travellers, with their whole rooms, move to a new PNR. */
export const ZPackageSplitRequest = ZTravellerSplitRequest.meta({ id: 'PackageSplitRequest' });
export type TPackageSplitRequest = z.input<typeof ZPackageSplitRequest>;

/** POST /api/packageOrders/edit/{id}: contact, comment, travellers' names, rooms' special requests. */
export const ZPackageOrderEditRequest = ZOrderEditFields.extend({
  travellers: z
    .array(z.strictObject({ id: positiveInteger(), firstName: latinName(), lastName: latinName() }))
    .max(MAX_PASSENGERS)
    .optional(),
  rooms: z
    .array(z.strictObject({ id: positiveInteger(), specialRequests: optionalText(500) }))
    .max(MAX_PACKAGE_ROOMS)
    .optional(),
}).meta({ id: 'PackageOrderEditRequest' });
export type TPackageOrderEditRequest = z.input<typeof ZPackageOrderEditRequest>;

export const ZPackageOrderRoom = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  categoryName: z.string(),
  mealType: ZMealType,
  status: ZOrderPassengerStatus,
  /** The order's passengers (travellers) who sleep in it. */
  passengerIds: z.array(z.number().int()),
  specialRequests: z.string().nullable(),
  voucherNumber: z.string().nullable(),
});
export type TPackageOrderRoom = z.infer<typeof ZPackageOrderRoom>;

export const ZPackageOrder = z
  .object({
    ...ORDER_FIELDS.identity,
    ...ORDER_FIELDS.author,
    offer: z.object({ id: z.number().int(), name: z.string(), destination: z.string() }),
    nights: z.number().int(),
    checkIn: ZIsoDate,
    checkOut: ZIsoDate,
    ...ORDER_FIELDS.deadlines,
    ...ORDER_FIELDS.terms,
    /** The outbound flight, then the return. */
    segments: z.array(ZOrderSegment),
    /** The travellers: each one's price is their share of the package (flights, stay, services, markup). */
    passengers: z.array(ZOrderPassenger),
    hotel: ZOrderHotel,
    rooms: z.array(ZPackageOrderRoom),
    services: z.array(ZPackageService),
    tourManager: z.object({
      id: z.number().int(),
      name: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      languages: z.string().nullable(),
    }),
    /** The package's own refund policy (empty: the stricter of the parts' penalties). */
    cancellationPolicy: z.array(ZCancellationTier),
    /** Staff only: the parts of the gross of the travellers still travelling (refunded ones are out). */
    breakdown: ZPackageBreakdown.optional(),
    totals: ZOrderTotals,
    operations: z.array(ZPackageOrderOperation),
  })
  .meta({ id: 'PackageOrder' });
export type TPackageOrder = z.infer<typeof ZPackageOrder>;

export const ZPackageSplitResponse = z
  .object({ original: ZPackageOrder, created: ZPackageOrder })
  .meta({ id: 'PackageSplitResponse' });

export const ZPackageOrderListItem = z
  .object({
    ...ZPackageOrder.pick({
      ...ORDER_LIST_KIT.itemHead,
      ...ORDER_LIST_KIT.itemCreation,
      offer: true,
      nights: true,
      checkIn: true,
      checkOut: true,
      ...ORDER_LIST_KIT.itemDeadlines,
    }).shape,
    /** The outbound flight's departure, UTC and as the local time of its airport (`yyyy-mm-ddThh:mm`). */
    firstDepartureAt: z.iso.datetime(),
    firstDepartureLocal: z.string(),
    hotel: ZOrderListHotel,
    passengers: z.array(ORDER_LIST_KIT.passenger),
    ...ORDER_LIST_KIT.itemTail(ZPackageOrderOperation),
  })
  .meta({ id: 'PackageOrderListItem' });
export type TPackageOrderListItem = z.infer<typeof ZPackageOrderListItem>;

export const PACKAGE_ORDER_SORT_FIELDS = ORDER_LIST_KIT.sortFields('firstDepartureAt');

/**
 * The package orders' list (/reservations/package; the list toolkit's declaration): filters of the list and its
 * export are the statuses, the agent (staff; an agent always gets only its own), the offer, the PNR's beginning, a
 * traveller's name and the outbound departure's local dates (both included). Newest first unless the request sorts.
 */
export const PACKAGE_ORDER_LIST = defineList({
  name: 'packageOrders',
  schemaId: 'PackageOrderList',
  sortFields: PACKAGE_ORDER_SORT_FIELDS,
  filters: {
    ...ORDER_LIST_KIT.filters,
    offerId: positiveInteger().optional(),
    ...ORDER_LIST_KIT.nameFilters,
    /** Outbound departure between these local dates. */
    ...ORDER_LIST_KIT.dateFilters,
  },
  columns: ORDER_LIST_KIT.columns<'packageOrders'>('orderStatus', [
    { key: 'departure', type: 'text' },
    { key: 'package', type: 'text' },
    { key: 'hotel', type: 'text' },
    { key: 'checkIn', type: 'date' },
    { key: 'checkOut', type: 'date' },
    { key: 'nights', type: 'integer' },
    { key: 'passengerCount', type: 'integer' },
    { key: 'passengers', type: 'text' },
  ]),
});

/** POST /api/packageOrders/get-orders: filters, sort and paging. */
// A cross-field check goes on a copy of the declaration's request (its shape, the same fields): a refinement of the
// declaration's own schema would point back at it in the OpenAPI document, a second schema of the same id.
export const ZPackageOrderListRequest = z
  .strictObject(PACKAGE_ORDER_LIST.pageRequest.shape)
  .refine(datesInOrder, END_NOT_BEFORE_START)
  .meta({ id: 'PackageOrderListRequest' });
export type TPackageOrderListRequest = z.input<typeof ZPackageOrderListRequest>;

export const ZPackageOrderListResponse = z
  .object({ result: z.array(ZPackageOrderListItem), ...ZListCount })
  .meta({ id: 'PackageOrderListResponse' });
export type TPackageOrderListResponse = z.infer<typeof ZPackageOrderListResponse>;

/** POST /api/packageOrders/get-orders/export: the list's filters and order, without paging, and a format. */
export const ZPackageOrderExportRequest = z
  .strictObject(PACKAGE_ORDER_LIST.exportRequest.shape)
  .refine(datesInOrder, END_NOT_BEFORE_START)
  .meta({ id: 'PackageOrderListExportRequest' });
export type TPackageOrderExportRequest = z.input<typeof ZPackageOrderExportRequest>;
