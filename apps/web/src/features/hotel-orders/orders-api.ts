import {
  HOTEL_ORDER_ENDPOINTS,
  type THotelOrderEditRequest,
  type THotelOrderListQuery,
  type THotelRefundRequest,
} from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * The client of the hotel order screens (/reservations/hotel, /reservation/hotel/:id): the list, one order, its
 * activity, the operations on an existing order and its voucher (placing and cancelling a hold are in ../api.ts,
 * shared with checkout). Every call that moves rooms or money carries the Idempotency-Key the caller keeps per user
 * action.
 */

export function hotelOrderListQuery(query: THotelOrderListQuery) {
  return queryOptions({
    queryKey: queryKeys.orders.hotel.list(query),
    queryFn: ({ signal }) => callApi(HOTEL_ORDER_ENDPOINTS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function hotelOrderQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.hotel.detail(id),
    queryFn: ({ signal }) => callApi(HOTEL_ORDER_ENDPOINTS.get, { params: { id }, signal }),
  });
}

export const cancelHotelOrder = (id: number, idempotencyKey: string) =>
  callApi(HOTEL_ORDER_ENDPOINTS.cancel, { params: { id }, idempotencyKey });

/** Confirms a booking: the agent is charged and the voucher issued. */
export const confirmHotelBooking = (id: number, idempotencyKey: string) =>
  callApi(HOTEL_ORDER_ENDPOINTS.ticketing, { params: { id }, idempotencyKey });

export const refundHotelOrder = (id: number, request: THotelRefundRequest, idempotencyKey: string) =>
  callApi(HOTEL_ORDER_ENDPOINTS.refund, { params: { id }, body: request, idempotencyKey });

/** Moves no money or rooms, so it is not keyed. */
export const editHotelOrder = (id: number, request: THotelOrderEditRequest) =>
  callApi(HOTEL_ORDER_ENDPOINTS.edit, { params: { id }, body: request });
