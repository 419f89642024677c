import { defineEndpoint } from '../../endpoint';
import { ZIdParams } from '../../api/common';
import {
  ZHotelOrder,
  ZHotelOrderEditRequest,
  ZHotelOrderExportQuery,
  ZHotelOrderListQuery,
  ZHotelOrderListResponse,
  ZHotelOrderRequest,
  ZHotelPreOrderRequest,
  ZHotelRefundRequest,
} from './hotel-order-schemas';
import { ORDER_CALLS } from '../shared/order-endpoints';
import { withApprovalOutcome } from '../../api/approvals';

const HOTEL_ORDER_OPERATION = ORDER_CALLS.operation('hotelOrders.write', ZHotelOrder);

/**
 * Hotel orders (docs/PRODUCT.md §7 "Search and orders"), on the order engine like flight orders: every call that
 * changes an order takes an Idempotency-Key, so a double click or a retry never holds, charges or refunds twice.
 */
export const HOTEL_ORDER_ENDPOINTS = {
  preOrder: defineEndpoint({
    ...ORDER_CALLS.creation('hotelOrders.write', ZHotelPreOrderRequest, ZHotelOrder),
    path: '/api/hotelOrders/pre-order',
    summary: 'Hold rooms for every night of a stay (the hold lasts the time limits’ hold minutes)',
  }),
  cancelPreOrder: defineEndpoint({
    ...HOTEL_ORDER_OPERATION,
    path: '/api/hotelOrders/cancel-pre-order/{id}',
    summary: 'Cancel a hold and free its rooms',
  }),
  order: defineEndpoint({
    ...ORDER_CALLS.creation('hotelOrders.write', ZHotelOrderRequest, ZHotelOrder),
    path: '/api/hotelOrders',
    summary: 'Turn a hold into a booking (unpaid) or confirm it now (the agent is charged, the voucher issued)',
  }),
  cancel: defineEndpoint({
    ...HOTEL_ORDER_OPERATION,
    path: '/api/hotelOrders/cancel/{id}',
    summary: 'Cancel an unpaid booking and free its rooms',
  }),
  ticketing: defineEndpoint({
    ...HOTEL_ORDER_OPERATION,
    path: '/api/hotelOrders/ticketing/{id}',
    keyScope: 'tickets',
    summary: 'Confirm a booking: charge the agent and issue the voucher',
  }),
  refund: defineEndpoint({
    ...HOTEL_ORDER_OPERATION,
    path: '/api/hotelOrders/refund/{id}',
    body: ZHotelRefundRequest,
    response: withApprovalOutcome(ZHotelOrder),
    mayAwaitApproval: true,
    summary: "Refund a confirmed stay less the cancellation policy's penalty (staff)",
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/api/hotelOrders/{id}',
    access: 'hotelOrders.write',
    params: ZIdParams,
    body: ZHotelOrderEditRequest,
    response: ZHotelOrder,
    errors: ORDER_CALLS.errors,
    rowScope: ORDER_CALLS.rowScope,
    tag: ORDER_CALLS.tag,
    summary: "Edit the guests' names, the contact, the comment and the special requests",
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/hotelOrders/',
    access: 'hotelOrders.read',
    query: ZHotelOrderListQuery,
    response: ZHotelOrderListResponse,
    tag: ORDER_CALLS.tag,
    summary: 'Hotel orders with filters, sort and paging (agents: their own)',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/hotelOrders/export',
    access: 'hotelOrders.read',
    query: ZHotelOrderExportQuery,
    response: 'file',
    tag: ORDER_CALLS.tag,
    summary: 'The filtered hotel order list as CSV (UTF-8 with BOM) or XLSX, one row per order (agents: their own)',
  }),
  get: defineEndpoint({
    ...ORDER_CALLS.read('hotelOrders.read', ZHotelOrder),
    path: '/api/hotelOrders/{id}',
    summary: 'One hotel order with its rooms, guests, money and what the caller may do now',
  }),
};
