import {
  HOTEL_ORDER_ENDPOINTS,
  HOTEL_SEARCH_ENDPOINTS,
  type THotelOrderRequest,
  type THotelPreOrderRequest,
  type THotelSearchQuery,
  type THotelStayQuery,
} from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * The client of hotel search and of the calls that create a hotel order (docs/PRODUCT.md §7: /api/hotelSearch,
 * /api/hotelOrders/pre-order, /api/hotelOrders, cancel-pre-order), shared by the Hotels tab of /search, /checkout/hotel
 * and the hotel reservation screens. Every call that changes an order carries an Idempotency-Key: the caller keeps
 * one per user action (`useIdempotencyKey`), so a double click or a lost answer never holds or charges twice. After
 * any of them, `useInvalidateAfterOrderChange` (lib/shared-orders-api.ts) refreshes orders, balances and every
 * search, hotel searches included (their keys sit under `queryKeys.search.all()`).
 */

export function hotelSearchQuery(query: THotelSearchQuery) {
  return queryOptions({
    queryKey: queryKeys.search.hotels.results(query),
    queryFn: ({ signal }) => callApi(HOTEL_SEARCH_ENDPOINTS.search, { query, signal }),
    // Rooms and prices move: a result a minute old is shown, an older one is asked again.
    staleTime: 60_000,
  });
}

/** One hotel's description and photos, with its offers for the same stay. */
export function hotelDetailQuery(id: number, stay: THotelStayQuery) {
  return queryOptions({
    queryKey: queryKeys.search.hotels.hotel(id, stay),
    queryFn: ({ signal }) => callApi(HOTEL_SEARCH_ENDPOINTS.hotel, { params: { id }, query: stay, signal }),
    staleTime: 60_000,
  });
}

export const preOrderHotel = (request: THotelPreOrderRequest, idempotencyKey: string) =>
  callApi(HOTEL_ORDER_ENDPOINTS.preOrder, { body: request, idempotencyKey });

export const placeHotelOrder = (request: THotelOrderRequest, idempotencyKey: string) =>
  callApi(HOTEL_ORDER_ENDPOINTS.order, { body: request, idempotencyKey });

export const cancelHotelPreOrder = (id: number, idempotencyKey: string) =>
  callApi(HOTEL_ORDER_ENDPOINTS.cancelPreOrder, { params: { id }, idempotencyKey });
