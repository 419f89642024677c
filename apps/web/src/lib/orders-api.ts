import {
  API_PATHS,
  IDEMPOTENCY_HEADER,
  ZFlightPassengers,
  ZOrder,
  ZOrderActivity,
  ZOrderDateQuote,
  ZOrderListResponse,
  ZSearchResponse,
  ZSplitResponse,
  type ZEditDiscountRequest,
  type ZOrderDateRequest,
  type ZOrderEditRequest,
  type ZPassengerNameRequest,
  type TOrderDateQuoteRequest,
  type TOrderListRequest,
  type TOrderRequest,
  type TPreOrderRequest,
  type TRefundRequest,
  type TSearchRequest,
} from '@frs/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The one client of search and flight orders (spec section 7, "Search and orders"), shared by /search, /checkout,
 * the reservation screens, /confirm and the flight page. Every call that changes an order carries an
 * Idempotency-Key: the caller keeps one per user action (`useIdempotencyKey`) so that a retry of that action (a
 * double click, a lost answer) never charges twice.
 */

export function searchQuery(request: TSearchRequest) {
  return queryOptions({
    queryKey: queryKeys.search.offers(request),
    queryFn: ({ signal }) => apiRequest(API_PATHS.search, { body: request, schema: ZSearchResponse, signal }),
    // Seats and prices move: a result a minute old is shown, an older one is asked again.
    staleTime: 60_000,
  });
}

export function orderListQuery(request: TOrderListRequest) {
  return queryOptions({
    queryKey: queryKeys.orders.list(request),
    queryFn: ({ signal }) => apiRequest(API_PATHS.orderList, { body: request, schema: ZOrderListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => apiRequest(API_PATHS.orderById(id), { schema: ZOrder, signal }),
  });
}

export function orderActivityQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.activity(id),
    queryFn: ({ signal }) => apiRequest(API_PATHS.orderActivity(id), { schema: ZOrderActivity, signal }),
  });
}

/**
 * What moving the order to other flights would come to, from the server's own plan of the change (the dialog shows
 * these figures and sends the payable back with the change, which the server refuses if it no longer holds).
 */
export function orderDateQuoteQuery(id: number, request: TOrderDateQuoteRequest) {
  return queryOptions({
    queryKey: queryKeys.orders.dateQuote(id, request),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.orderDateQuote(id), { body: request, schema: ZOrderDateQuote, signal }),
    // Prices and balances move: a quote is asked again whenever it is shown anew.
    staleTime: 0,
  });
}

/** Who flies on a flight, class by class (the flight page; the flight staff). */
export function flightPassengersQuery(flightId: number) {
  return queryOptions({
    queryKey: queryKeys.flights.passengers(flightId),
    queryFn: ({ signal }) => apiRequest(API_PATHS.flightPassengers(flightId), { schema: ZFlightPassengers, signal }),
  });
}

const keyHeader = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

function orderCall<TSchema extends z.ZodType>(
  path: string,
  key: string,
  schema: TSchema,
  options: { body?: unknown; method?: 'POST' | 'PATCH' } = {},
) {
  return apiRequest(path, {
    method: options.method ?? 'POST',
    body: options.body ?? {},
    headers: keyHeader(key),
    schema,
  });
}

export const preOrder = (request: TPreOrderRequest, key: string) =>
  orderCall(API_PATHS.preOrder, key, ZOrder, { body: request });

export const placeOrder = (request: TOrderRequest, key: string) =>
  orderCall(API_PATHS.order, key, ZOrder, { body: request });

export const cancelPreOrder = (id: number, key: string) => orderCall(API_PATHS.cancelPreOrder(id), key, ZOrder);

export const cancelOrder = (id: number, key: string) => orderCall(API_PATHS.cancelOrder(id), key, ZOrder);

export const bookingToTicketing = (id: number, key: string) => orderCall(API_PATHS.bookingToTicketing(id), key, ZOrder);

export const refundOrder = (id: number, request: TRefundRequest, key: string) =>
  orderCall(API_PATHS.refund(id), key, ZOrder, { body: request });

export const splitOrder = (id: number, passengerIds: number[], key: string) =>
  orderCall(API_PATHS.split(id), key, ZSplitResponse, { body: { passengerIds } });

export const changeOrderDate = (id: number, request: z.input<typeof ZOrderDateRequest>, key: string) =>
  orderCall(API_PATHS.orderDate(id), key, ZOrder, { body: request, method: 'PATCH' });

export const editDiscount = (id: number, request: z.input<typeof ZEditDiscountRequest>, key: string) =>
  orderCall(API_PATHS.editDiscount(id), key, ZOrder, { body: request });

export const editOrder = (id: number, request: z.input<typeof ZOrderEditRequest>, key: string) =>
  orderCall(API_PATHS.editOrder(id), key, ZOrder, { body: request });

export const editPassengerName = (
  orderId: number,
  passengerId: number,
  request: z.input<typeof ZPassengerNameRequest>,
  key: string,
) => orderCall(API_PATHS.editPassengerName(orderId, passengerId), key, ZOrder, { body: request, method: 'PATCH' });

export const removePassenger = (flightId: number, passengerId: number, key: string) =>
  orderCall(API_PATHS.removePassenger(flightId, passengerId), key, ZOrder);

/**
 * After any order operation: orders, seats (flights, search results) and money (the header balance and every
 * balance history) may have changed.
 */
export function useInvalidateAfterOrderChange() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profile() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.users.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.flights.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.search.all() }),
    ]);
  };
}
