import { defineEndpoint, NOT_FOUND, NOT_FOUND_OR_CONFLICT } from '../endpoint';
import { ZIdParams } from '../api/common';
import { ZDocumentQuery, ZReceiptParams } from '../api/documents';
import { ZOrderPassengerParams } from '../lines/flight/flight-order-schemas';

const tag = 'documents';

/**
 * The PDF pages of docs/PRODUCT.md §7 ("receipt by pnr, ticket, invoice, opened in a new window with a data query"):
 * each answers application/pdf with a file name, in the language of `lang`. Agents get their own orders' papers
 * only (another agent's order is 404, like one that does not exist); the order staff get any.
 */
export const DOCUMENT_ENDPOINTS = {
  ticket: defineEndpoint({
    method: 'GET',
    path: '/api/pdf/ticket/{orderId}/{passengerId}',
    keyScope: 'documents',
    access: 'orders.read',
    params: ZOrderPassengerParams,
    query: ZDocumentQuery,
    response: 'file',
    errors: NOT_FOUND_OR_CONFLICT,
    rowScope: { orderId: 'order', passengerId: 'orderPassenger' },
    tag,
    summary: "A passenger's e-ticket (409 while the passenger has no ticket number)",
  }),
  invoice: defineEndpoint({
    method: 'GET',
    path: '/api/pdf/invoice/{id}',
    keyScope: 'documents',
    access: 'orders.read',
    params: ZIdParams,
    query: ZDocumentQuery,
    response: 'file',
    errors: NOT_FOUND,
    rowScope: { id: 'order' },
    tag,
    summary: "An order's invoice, numbered from the invoices' own counter on its first print",
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/pdf/receipt/{pnr}',
    keyScope: 'documents',
    access: 'orders.read',
    params: ZReceiptParams,
    query: ZDocumentQuery,
    response: 'file',
    errors: NOT_FOUND,
    rowScope: { pnr: 'orderPnr' },
    tag,
    summary: 'The receipt of an order by its PNR: the money paid and refunded, with dates',
  }),
  voucher: defineEndpoint({
    method: 'GET',
    path: '/api/pdf/voucher/{id}',
    keyScope: 'documents',
    access: 'hotelOrders.read',
    params: ZIdParams,
    query: ZDocumentQuery,
    response: 'file',
    errors: NOT_FOUND_OR_CONFLICT,
    rowScope: { id: 'order' },
    tag,
    summary: "A confirmed hotel order's voucher (409 until the stay is confirmed)",
  }),
  itinerary: defineEndpoint({
    method: 'GET',
    path: '/api/pdf/itinerary/{id}',
    keyScope: 'documents',
    access: 'packageOrders.read',
    params: ZIdParams,
    query: ZDocumentQuery,
    response: 'file',
    errors: NOT_FOUND_OR_CONFLICT,
    rowScope: { id: 'order' },
    tag,
    summary:
      "A ticketed package order's itinerary: flights, hotel, services, travellers, the tour manager (409 before)",
  }),
};
