import { ZErrorBody } from '../../errors';
import { defineEndpoint } from '../../endpoint';
import { ZIdParams } from '../../api/common';
import { ZOrderRequest } from '../shared/order-schemas';
import { ORDER_CALLS } from '../shared/order-endpoints';
import {
  ZPackageOrder,
  ZPackageOrderEditRequest,
  ZPackageOrderExportRequest,
  ZPackageOrderListRequest,
  ZPackageOrderListResponse,
  ZPackagePreOrderRequest,
  ZPackageRefundQuote,
  ZPackageRefundRequest,
  ZPackageSplitRequest,
  ZPackageSplitResponse,
} from './package-order-schemas';
import { ZPackageSearchRequest, ZPackageSearchResponse } from './package-search-schemas';
import { withApprovalOutcome } from '../../api/approvals';

const PACKAGE_ORDER_OPERATION = ORDER_CALLS.operation('packageOrders.write', ZPackageOrder);

/** Package search (docs/PRODUCT.md §7 "Search and orders"). */
export const PACKAGE_SEARCH_ENDPOINTS = {
  search: defineEndpoint({
    method: 'POST',
    path: '/api/search/packageSearch',
    access: 'search.packages',
    body: ZPackageSearchRequest,
    response: ZPackageSearchResponse,
    errors: { 409: ZErrorBody },
    tag: 'search',
    summary: 'Flight + hotel + services combinations with room for the whole party, each at one price in AMD',
  }),
};

/**
 * Package orders (docs/PRODUCT.md §7 "Search and orders"), on the order engine like flights and hotels: every call that
 * changes an order takes an Idempotency-Key, so a double click or a retry never holds, charges or refunds twice.
 */
export const PACKAGE_ORDER_ENDPOINTS = {
  preOrder: defineEndpoint({
    ...ORDER_CALLS.creation('packageOrders.write', ZPackagePreOrderRequest, ZPackageOrder),
    path: '/api/packageOrders/pre-order',
    summary: 'Hold the seats on both flights and the rooms on every night, all or nothing',
  }),
  cancelPreOrder: defineEndpoint({
    ...PACKAGE_ORDER_OPERATION,
    path: '/api/packageOrders/cancel-pre-order/{id}',
    summary: 'Cancel a hold and free its seats and rooms',
  }),
  order: defineEndpoint({
    ...ORDER_CALLS.creation('packageOrders.write', ZOrderRequest, ZPackageOrder),
    path: '/api/packageOrders/order',
    summary: 'Turn a hold into a booking (unpaid) or ticket it now (one charge, tickets and voucher)',
  }),
  cancel: defineEndpoint({
    ...PACKAGE_ORDER_OPERATION,
    path: '/api/packageOrders/cancel/{id}',
    summary: 'Cancel an unpaid booking and free its seats and rooms',
  }),
  bookingToTicketing: defineEndpoint({
    ...PACKAGE_ORDER_OPERATION,
    path: '/api/packageOrders/booking-to-ticketing/{id}',
    keyScope: 'tickets',
    summary: 'Ticket a booking: one charge, a ticket per traveller and the voucher',
  }),
  refund: defineEndpoint({
    ...PACKAGE_ORDER_OPERATION,
    path: '/api/packageOrders/refund/{id}',
    body: ZPackageRefundRequest,
    response: withApprovalOutcome(ZPackageOrder),
    mayAwaitApproval: true,
    summary: "Refund travellers less the package's penalty (its own policy, or the stricter of the parts') (staff)",
  }),
  refundQuote: defineEndpoint({
    method: 'GET',
    path: '/api/packageOrders/refund/{id}/quote',
    access: 'packageOrders.write',
    params: ZIdParams,
    response: ZPackageRefundQuote,
    errors: ORDER_CALLS.errors,
    rowScope: ORDER_CALLS.rowScope,
    tag: ORDER_CALLS.tag,
    summary:
      "What a refund would give back to each traveller today: what was paid, the rules' penalty and the rest (staff); nothing changes",
  }),
  split: defineEndpoint({
    ...PACKAGE_ORDER_OPERATION,
    path: '/api/packageOrders/split/{id}',
    body: ZPackageSplitRequest,
    response: ZPackageSplitResponse,
    summary: 'Move travellers with their whole rooms to a new order under a new PNR',
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/packageOrders/edit/{id}',
    access: 'packageOrders.write',
    params: ZIdParams,
    body: ZPackageOrderEditRequest,
    response: ZPackageOrder,
    errors: ORDER_CALLS.errors,
    rowScope: ORDER_CALLS.rowScope,
    tag: ORDER_CALLS.tag,
    summary: "Edit the travellers' names, the contact, the comment and the rooms' special requests",
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/packageOrders/get-orders',
    access: 'packageOrders.read',
    body: ZPackageOrderListRequest,
    response: ZPackageOrderListResponse,
    tag: ORDER_CALLS.tag,
    summary: 'Package orders with filters, sort and paging (agents: their own)',
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/packageOrders/get-orders/export',
    access: 'packageOrders.read',
    body: ZPackageOrderExportRequest,
    response: 'file',
    tag: ORDER_CALLS.tag,
    summary: 'The filtered package order list as CSV (UTF-8 with BOM) or XLSX, one row per order (agents: their own)',
  }),
  get: defineEndpoint({
    ...ORDER_CALLS.read('packageOrders.read', ZPackageOrder),
    path: '/api/packageOrders/{id}',
    summary: 'One package order with its flights, hotel, services, travellers, money and allowed operations',
  }),
};
