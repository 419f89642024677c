import {
  FLIGHT_ORDER_ENDPOINTS,
  SEARCH_ENDPOINTS,
  type ZEditDiscountRequest,
  type ZOrderDateRequest,
  type ZFlightOrderEditRequest,
  type ZPassengerNameRequest,
  type TOrderDateQuoteRequest,
  type TFlightOrderListRequest,
  type TOrderRequest,
  type TFlightPreOrderRequest,
  type TFlightRefundRequest,
  type TSearchRequest,
} from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * The one client of search and flight orders (docs/PRODUCT.md §7 "Search and orders"), shared by /search, /checkout,
 * the reservation screens and /confirm. What the flight page and the shared order components call as well (a
 * flight's passengers, removing one, the invalidation after any order change) is in lib/shared-orders-api.ts. Every
 * call that changes an order is declared idempotent and carries an Idempotency-Key: the caller keeps one per user
 * action (`useIdempotencyKey`) so that a retry of that action (a double click, a lost answer) never holds, charges
 * or refunds twice.
 */

export function searchQuery(request: TSearchRequest) {
  return queryOptions({
    queryKey: queryKeys.search.offers(request),
    queryFn: ({ signal }) => callApi(SEARCH_ENDPOINTS.flights, { body: request, signal }),
    // Seats and prices move: a result a minute old is shown, an older one is asked again.
    staleTime: 60_000,
  });
}

export function orderListQuery(request: TFlightOrderListRequest) {
  return queryOptions({
    queryKey: queryKeys.orders.list(request),
    queryFn: ({ signal }) => callApi(FLIGHT_ORDER_ENDPOINTS.list, { body: request, signal }),
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => callApi(FLIGHT_ORDER_ENDPOINTS.get, { params: { id }, signal }),
  });
}

/**
 * What moving the order to other flights would come to, from the server's own plan of the change (the dialog shows
 * these figures and sends the payable back with the change, which the server refuses if it no longer holds).
 */
export function orderDateQuoteQuery(id: number, request: TOrderDateQuoteRequest) {
  return queryOptions({
    queryKey: queryKeys.orders.dateQuote(id, request),
    queryFn: ({ signal }) => callApi(FLIGHT_ORDER_ENDPOINTS.changeDateQuote, { params: { id }, body: request, signal }),
    // Prices and balances move: a quote is asked again whenever it is shown anew.
    staleTime: 0,
  });
}

/**
 * The contact and the route the caller's next booking starts from (their latest order's, or their profile's contact):
 * read by /search and /checkout, asked again after any order change.
 */
export function bookingDefaultsQuery() {
  return queryOptions({
    queryKey: queryKeys.orders.bookingDefaults(),
    queryFn: ({ signal }) => callApi(FLIGHT_ORDER_ENDPOINTS.bookingDefaults, { signal }),
    staleTime: 5 * 60_000,
  });
}

export const preOrder = (request: TFlightPreOrderRequest, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.preOrder, { body: request, idempotencyKey });

export const placeOrder = (request: TOrderRequest, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.order, { body: request, idempotencyKey });

export const cancelPreOrder = (id: number, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, { params: { id }, idempotencyKey });

export const cancelOrder = (id: number, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.cancel, { params: { id }, idempotencyKey });

export const bookingToTicketing = (id: number, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { params: { id }, idempotencyKey });

export const refundOrder = (id: number, request: TFlightRefundRequest, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.refund, { params: { id }, body: request, idempotencyKey });

export const splitOrder = (id: number, passengerIds: number[], idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.split, { params: { id }, body: { passengerIds }, idempotencyKey });

export const changeOrderDate = (id: number, request: z.input<typeof ZOrderDateRequest>, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.changeDate, { params: { id }, body: request, idempotencyKey });

export const editDiscount = (id: number, request: z.input<typeof ZEditDiscountRequest>, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.editDiscount, { params: { id }, body: request, idempotencyKey });

export const editOrder = (id: number, request: z.input<typeof ZFlightOrderEditRequest>, idempotencyKey: string) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.edit, { params: { id }, body: request, idempotencyKey });

export const editPassengerName = (
  orderId: number,
  passengerId: number,
  request: z.input<typeof ZPassengerNameRequest>,
  idempotencyKey: string,
) =>
  callApi(FLIGHT_ORDER_ENDPOINTS.editPassengerName, {
    params: { orderId, passengerId },
    body: request,
    idempotencyKey,
  });
