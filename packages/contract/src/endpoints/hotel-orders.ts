import { ZErrorBody } from '../errors';
import { defineEndpoint } from '../endpoint';
import { ZIdParams } from '../api/common';
import {
  ZHotelOrder,
  ZHotelOrderEditRequest,
  ZHotelOrderExportQuery,
  ZHotelOrderListQuery,
  ZHotelOrderListResponse,
  ZHotelOrderRequest,
  ZHotelPreOrderRequest,
  ZHotelRefundRequest,
} from '../api/hotel-orders';
import { ZOrderActivity, ZOrderConflict } from '../api/orders';
import { withApprovalOutcome } from '../api/approvals';

/** An operation on one order: 404 (none, or another agent's), 409 (status, rooms, money), 422 (a reused key). */
const MONEY_ERRORS = { 404: ZErrorBody, 409: ZOrderConflict, 422: ZErrorBody } as const;
const ORDER_ID = { id: 'order' } as const;
const tag = 'orders';

/** A keyed POST on the order of the path's `{id}`, answering the order as it now is. */
const HOTEL_ORDER_OPERATION = {
  method: 'POST',
  access: 'hotelOrders.write',
  params: ZIdParams,
  response: ZHotelOrder,
  errors: MONEY_ERRORS,
  idempotent: true,
  rowScope: ORDER_ID,
  tag,
} as const;

/**
 * Hotel orders (docs/PRODUCT.md §7 "Search and orders"), on the order engine like flight orders: every call that
 * changes an order takes an Idempotency-Key, so a double click or a retry never holds, charges or refunds twice.
 */
export const HOTEL_ORDER_ENDPOINTS = {
  preOrder: defineEndpoint({
    method: 'POST',
    path: '/api/hotelOrders/pre-order',
    access: 'hotelOrders.write',
    body: ZHotelPreOrderRequest,
    response: ZHotelOrder,
    errors: MONEY_ERRORS,
    idempotent: true,
    tag,
    summary: 'Hold rooms for every night of a stay (the hold lasts the time limits’ hold minutes)',
  }),
  cancelPreOrder: defineEndpoint({
    ...HOTEL_ORDER_OPERATION,
    path: '/api/hotelOrders/cancel-pre-order/{id}',
    summary: 'Cancel a hold and free its rooms',
  }),
  order: defineEndpoint({
    method: 'POST',
    path: '/api/hotelOrders',
    access: 'hotelOrders.write',
    body: ZHotelOrderRequest,
    response: ZHotelOrder,
    errors: MONEY_ERRORS,
    idempotent: true,
    tag,
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
    errors: { 404: ZErrorBody, 409: ZOrderConflict },
    rowScope: ORDER_ID,
    tag,
    summary: "Edit the guests' names, the contact, the comment and the special requests",
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/hotelOrders/',
    access: 'hotelOrders.read',
    query: ZHotelOrderListQuery,
    response: ZHotelOrderListResponse,
    tag,
    summary: 'Hotel orders with filters, sort and paging (agents: their own)',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/hotelOrders/export',
    access: 'hotelOrders.read',
    query: ZHotelOrderExportQuery,
    response: 'file',
    tag,
    summary: 'The filtered hotel order list as CSV (UTF-8 with BOM) or XLSX, one row per order (agents: their own)',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/hotelOrders/{id}',
    access: 'hotelOrders.read',
    params: ZIdParams,
    response: ZHotelOrder,
    errors: { 404: ZErrorBody },
    rowScope: ORDER_ID,
    tag,
    summary: 'One hotel order with its rooms, guests, money and what the caller may do now',
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/api/hotelOrders/{id}/activity',
    access: 'hotelOrders.read',
    params: ZIdParams,
    response: ZOrderActivity,
    errors: { 404: ZErrorBody },
    rowScope: ORDER_ID,
    tag,
    summary: "The order's history and its agent's ledger entries under its PNR",
  }),
};
