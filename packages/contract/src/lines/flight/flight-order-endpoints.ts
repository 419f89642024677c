import { defineEndpoint, NOT_FOUND } from '../../endpoint';
import { ZIdParams } from '../../api/common';
import {
  ZEditDiscountRequest,
  ZFlightPassengers,
  ZFlightOrder,
  ZOrderDateQuote,
  ZOrderDateQuoteRequest,
  ZOrderDateRequest,
  ZFlightOrderEditRequest,
  ZFlightOrderExportRequest,
  ZFlightOrderListRequest,
  ZFlightOrderListResponse,
  ZOrderPassengerParams,
  ZPassengerNameRequest,
  ZFlightPreOrderRequest,
  ZFlightRefundRequest,
  ZRemovePassengerParams,
  ZFlightSplitRequest,
  ZFlightSplitResponse,
} from './flight-order-schemas';
import { ZOrderRequest } from '../shared/order-schemas';
import { ORDER_CALLS } from '../shared/order-endpoints';
import { withApprovalOutcome } from '../../api/approvals';
import { ZBookingDefaults } from '../../api/booking-defaults';

const ORDER_OPERATION = ORDER_CALLS.operation('orders.write', ZFlightOrder);

/**
 * Flight orders (docs/PRODUCT.md §7 "Search and orders"). Every call that changes an order takes an
 * Idempotency-Key: a double click or a retry of a lost answer never holds, charges or refunds twice.
 */
export const FLIGHT_ORDER_ENDPOINTS = {
  preOrder: defineEndpoint({
    ...ORDER_CALLS.creation('orders.write', ZFlightPreOrderRequest, ZFlightOrder),
    path: '/api/orders/pre-order',
    summary: 'Hold seats for a trip and its passengers (the hold lasts the time limits’ hold minutes)',
  }),
  cancelPreOrder: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/cancel-pre-order/{id}',
    summary: 'Cancel a hold and free its seats',
  }),
  order: defineEndpoint({
    ...ORDER_CALLS.creation('orders.write', ZOrderRequest, ZFlightOrder),
    path: '/api/orders/order',
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
    keyScope: 'tickets',
    summary: 'Ticket a booking: the whole charge fails (409) when balance and credit fall short',
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/orders/get-orders',
    access: 'orders.read',
    body: ZFlightOrderListRequest,
    response: ZFlightOrderListResponse,
    tag: ORDER_CALLS.tag,
    summary: 'A page of orders with filters (agents: only their own)',
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/orders/get-orders/export',
    access: 'orders.read',
    body: ZFlightOrderExportRequest,
    response: 'file',
    tag: ORDER_CALLS.tag,
    summary: 'The filtered order list as CSV (UTF-8 with BOM) or XLSX, one row per order (agents: only their own)',
  }),
  get: defineEndpoint({
    ...ORDER_CALLS.read('orders.read', ZFlightOrder),
    path: '/api/orders/{id}',
    summary: 'One order with its passengers, totals and the operations the caller may run now',
  }),
  bookingDefaults: defineEndpoint({
    method: 'GET',
    path: '/api/orders/booking-defaults',
    access: 'orders.write',
    response: ZBookingDefaults,
    tag: ORDER_CALLS.tag,
    summary:
      "What the caller's next booking starts from: the contact of their latest order (or their profile's) and its route",
  }),
  refund: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/refund/{id}',
    body: ZFlightRefundRequest,
    response: withApprovalOutcome(ZFlightOrder),
    mayAwaitApproval: true,
    summary: 'Refund ticketed passengers (admins): penalty from the fare rules or given, seats to a receiving class',
  }),
  split: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/split/{id}',
    body: ZFlightSplitRequest,
    response: ZFlightSplitResponse,
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
    errors: ORDER_CALLS.errors,
    rowScope: ORDER_CALLS.rowScope,
    tag: ORDER_CALLS.tag,
    summary:
      "What a change of date comes to (payable and paid before and after, the agent's balance movement); nothing changes",
  }),
  editDiscount: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/editDiscount/{id}',
    body: ZEditDiscountRequest,
    response: withApprovalOutcome(ZFlightOrder),
    mayAwaitApproval: true,
    summary: "The order's discount (admins); a ticketed agent is credited or charged the difference",
  }),
  edit: defineEndpoint({
    ...ORDER_OPERATION,
    path: '/api/orders/edit/{id}',
    body: ZFlightOrderEditRequest,
    summary: 'Edit the contact, the comment and passport details (not type, date of birth, name or ticket)',
  }),
  editPassengerName: defineEndpoint({
    method: 'PATCH',
    path: '/api/orders/editPassengerName/{orderId}/{passengerId}',
    access: 'orders.write',
    params: ZOrderPassengerParams,
    body: ZPassengerNameRequest,
    response: ZFlightOrder,
    errors: ORDER_CALLS.moneyErrors,
    idempotent: true,
    rowScope: { orderId: 'order', passengerId: 'orderPassenger' },
    tag: ORDER_CALLS.tag,
    summary: "A passenger's new name, with the fare rules' name-change fee (ticketed: admins)",
  }),
  removePassenger: defineEndpoint({
    method: 'POST',
    path: '/api/flights/remove-passenger/{flightId}/{passengerId}',
    access: 'orders.write',
    params: ZRemovePassengerParams,
    response: withApprovalOutcome(ZFlightOrder),
    mayAwaitApproval: true,
    errors: ORDER_CALLS.moneyErrors,
    idempotent: true,
    rowScope: { passengerId: 'orderPassenger' },
    tag: ORDER_CALLS.tag,
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
