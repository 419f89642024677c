import { ZErrorBody } from '../errors';
import { defineEndpoint, NOT_FOUND } from '../endpoint';
import { ZIdParams } from '../api/common';
import {
  ZEditDiscountRequest,
  ZFlightPassengers,
  ZOrder,
  ZOrderActivity,
  ZOrderConflict,
  ZOrderDateQuote,
  ZOrderDateQuoteRequest,
  ZOrderDateRequest,
  ZOrderEditRequest,
  ZOrderExportRequest,
  ZOrderListRequest,
  ZOrderListResponse,
  ZOrderPassengerParams,
  ZOrderRequest,
  ZPassengerNameRequest,
  ZPreOrderRequest,
  ZRefundRequest,
  ZRemovePassengerParams,
  ZSplitRequest,
  ZSplitResponse,
} from '../api/orders';
import { withApprovalOutcome } from '../api/approvals';
import { ZBookingDefaults } from '../api/booking-defaults';

/** An operation on one order: 404 (none, or another agent's), 409 (status, seats, money). */
const ORDER_ERRORS = { 404: ZErrorBody, 409: ZOrderConflict } as const;
/** An operation that moves money also answers 422 (an Idempotency-Key reused for another request). */
const MONEY_ERRORS = { ...ORDER_ERRORS, 422: ZErrorBody } as const;
const ORDER_ID = { id: 'order' } as const;
const tag = 'orders';

/**
 * What most operations on the order of the path's `{id}` share: a POST that may move money or seats (so keyed), on
 * an order the caller may reach, answering the order as it now is.
 */
const ORDER_OPERATION = {
  method: 'POST',
  access: 'orders.write',
  params: ZIdParams,
  response: ZOrder,
  errors: MONEY_ERRORS,
  idempotent: true,
  rowScope: ORDER_ID,
  tag,
} as const;

/**
 * Flight orders (docs/PRODUCT.md §7 "Search and orders"). Every call that changes an order takes an
 * Idempotency-Key: a double click or a retry of a lost answer never holds, charges or refunds twice.
 */
export const ORDER_ENDPOINTS = {
  preOrder: defineEndpoint({
    method: 'POST',
    path: '/api/orders/pre-order',
    access: 'orders.write',
    body: ZPreOrderRequest,
    response: ZOrder,
    errors: MONEY_ERRORS,
    idempotent: true,
    tag,
    summary: 'Hold seats for a trip and its passengers (the hold lasts the time limits’ hold minutes)',
  }),
  cancelPreOrder: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/cancel-pre-order/{id}',
    summary: 'Cancel a hold and free its seats',
  }),
  order: defineEndpoint({
    method: 'POST',
    path: '/api/orders/order',
    access: 'orders.write',
    body: ZOrderRequest,
    response: ZOrder,
    errors: MONEY_ERRORS,
    idempotent: true,
    tag,
    summary: 'Turn a hold into a booking (unpaid) or tickets (the agent is charged now)',
  }),
  cancel: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/cancel/{id}',
    summary: 'Cancel an unpaid booking and free its seats',
  }),
  bookingToTicketing: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/booking-to-ticketing/{id}',
    summary: 'Ticket a booking: the whole charge fails (409) when balance and credit fall short',
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/orders/get-orders',
    access: 'orders.read',
    body: ZOrderListRequest,
    response: ZOrderListResponse,
    tag,
    summary: 'A page of orders with filters (agents: only their own)',
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/orders/get-orders/export',
    access: 'orders.read',
    body: ZOrderExportRequest,
    response: 'file',
    tag,
    summary: 'The filtered order list as CSV (UTF-8 with BOM) or XLSX, one row per order (agents: only their own)',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{id}',
    access: 'orders.read',
    params: ZIdParams,
    response: ZOrder,
    errors: NOT_FOUND,
    rowScope: ORDER_ID,
    tag,
    summary: 'One order with its passengers, totals and the operations the caller may run now',
  }),
  bookingDefaults: defineEndpoint({
    method: 'GET',
    path: '/api/orders/booking-defaults',
    access: 'orders.write',
    response: ZBookingDefaults,
    tag,
    summary:
      "What the caller's next booking starts from: the contact of their latest order (or their profile's) and its route",
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{id}/activity',
    access: 'orders.read',
    params: ZIdParams,
    response: ZOrderActivity,
    errors: NOT_FOUND,
    rowScope: ORDER_ID,
    tag,
    summary: "An order's history and the ledger entries carrying its PNR",
  }),
  refund: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/refund/{id}',
    body: ZRefundRequest,
    response: withApprovalOutcome(ZOrder),
    mayAwaitApproval: true,
    summary: 'Refund ticketed passengers (admins): penalty from the fare rules or given, seats to a receiving class',
  }),
  split: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/split/{id}',
    body: ZSplitRequest,
    response: ZSplitResponse,
    summary: 'Move passengers to a new order under a new PNR (infants stay with an adult)',
  }),
  changeDate: defineEndpoint({
    ...ORDER_OPERATION,
    method: 'PATCH',
    path: '/api/orders/orderDate/{id}',
    body: ZOrderDateRequest,
    summary: 'Move segments to other flights of the same route; a ticketed agent pays or gets the difference',
  }),
  changeDateQuote: defineEndpoint({
    method: 'POST',
    path: '/api/orders/orderDate/{id}/quote',
    access: 'orders.write',
    params: ZIdParams,
    body: ZOrderDateQuoteRequest,
    response: ZOrderDateQuote,
    errors: ORDER_ERRORS,
    rowScope: ORDER_ID,
    tag,
    summary:
      "What a change of date comes to (payable and paid before and after, the agent's balance movement); nothing changes",
  }),
  editDiscount: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/editDiscount/{id}',
    body: ZEditDiscountRequest,
    response: withApprovalOutcome(ZOrder),
    mayAwaitApproval: true,
    summary: "The order's discount (admins); a ticketed agent is credited or charged the difference",
  }),
  edit: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/edit/{id}',
    body: ZOrderEditRequest,
    summary: 'Edit the contact, the comment and passport details (not type, date of birth, name or ticket)',
  }),
  editPassengerName: defineEndpoint({
    method: 'PATCH',
    path: '/api/orders/editPassengerName/{orderId}/{passengerId}',
    access: 'orders.write',
    params: ZOrderPassengerParams,
    body: ZPassengerNameRequest,
    response: ZOrder,
    errors: MONEY_ERRORS,
    idempotent: true,
    rowScope: { orderId: 'order', passengerId: 'orderPassenger' },
    tag,
    summary: "A passenger's new name, with the fare rules' name-change fee (ticketed: admins)",
  }),
  removePassenger: defineEndpoint({
    method: 'POST',
    path: '/api/flights/remove-passenger/{flightId}/{passengerId}',
    access: 'orders.write',
    params: ZRemovePassengerParams,
    response: withApprovalOutcome(ZOrder),
    mayAwaitApproval: true,
    errors: MONEY_ERRORS,
    idempotent: true,
    rowScope: { passengerId: 'orderPassenger' },
    tag,
    summary:
      'Remove a passenger from their order (booked: repriced; ticketed: refunded, admins; held for approval above the refund threshold)',
  }),
  flightPassengers: defineEndpoint({
    method: 'GET',
    path: '/api/flights/passengers/{id}',
    access: 'flights.read',
    params: ZIdParams,
    response: ZFlightPassengers,
    errors: NOT_FOUND,
    tag: 'flights',
    summary: "A flight's classes with the passengers of their active orders",
  }),
};
