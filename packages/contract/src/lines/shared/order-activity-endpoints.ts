import { defineEndpoint } from '../../endpoint';
import { ZOrderActivity } from './order-activity';
import { ORDER_CALLS } from './order-endpoints';

/**
 * GET …/{id}/activity of every line: an order's history rows and the ledger entries under its PNR, read with each
 * line's read permission. Declared apart from the lines' order endpoints, so that the screens that never show an
 * order's activity (search, checkout, the lists) do not download its schemas with the declarations they call.
 */
export const ORDER_ACTIVITY_ENDPOINTS = {
  flight: defineEndpoint({
    ...ORDER_CALLS.read('orders.read', ZOrderActivity),
    path: '/api/orders/{id}/activity',
    summary: "An order's history and the ledger entries carrying its PNR",
  }),
  hotel: defineEndpoint({
    ...ORDER_CALLS.read('hotelOrders.read', ZOrderActivity),
    path: '/api/hotelOrders/{id}/activity',
    summary: "The order's history and its agent's ledger entries under its PNR",
  }),
  package: defineEndpoint({
    ...ORDER_CALLS.read('packageOrders.read', ZOrderActivity),
    path: '/api/packageOrders/{id}/activity',
    summary: "The order's history and its agent's ledger entries under its PNR",
  }),
};
