import {
  PACKAGE_ORDER_ENDPOINTS,
  type TOrderRequest,
  type TPackageOrderEditRequest,
  type TPackageOrderListRequest,
  type TPackagePreOrderRequest,
  type TPackageRefundRequest,
  type TPackageSplitRequest,
} from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The client of the package order screens (/checkout/package, /reservations/package, /reservation/package/:id):
 * placing and cancelling a hold, the list, one order, its activity and every operation on it. Every call that moves
 * seats, rooms or money carries the Idempotency-Key the caller keeps per user action (`useIdempotencyKey`), so a
 * double click or a lost answer never holds, charges or refunds twice.
 */

export function packageOrderListQuery(request: TPackageOrderListRequest) {
  return queryOptions({
    queryKey: queryKeys.orders.package.list(request),
    queryFn: ({ signal }) => callApi(PACKAGE_ORDER_ENDPOINTS.list, { body: request, signal }),
    placeholderData: keepPreviousData,
  });
}

export function packageOrderQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.package.detail(id),
    queryFn: ({ signal }) => callApi(PACKAGE_ORDER_ENDPOINTS.get, { params: { id }, signal }),
  });
}

/**
 * What a refund would give back to each active traveller today (the refund dialog's preview), from the server's own
 * refund rules. Read afresh each time the dialog opens: the penalty depends on the day.
 */
export function packageRefundQuoteQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.package.refundQuote(id),
    queryFn: ({ signal }) => callApi(PACKAGE_ORDER_ENDPOINTS.refundQuote, { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

export const preOrderPackage = (request: TPackagePreOrderRequest, idempotencyKey: string) =>
  callApi(PACKAGE_ORDER_ENDPOINTS.preOrder, { body: request, idempotencyKey });

/** Books (unpaid) or tickets (one charge, tickets and the voucher) a hold. */
export const placePackageOrder = (request: TOrderRequest, idempotencyKey: string) =>
  callApi(PACKAGE_ORDER_ENDPOINTS.order, { body: request, idempotencyKey });

export const cancelPackagePreOrder = (id: number, idempotencyKey: string) =>
  callApi(PACKAGE_ORDER_ENDPOINTS.cancelPreOrder, { params: { id }, idempotencyKey });

export const cancelPackageOrder = (id: number, idempotencyKey: string) =>
  callApi(PACKAGE_ORDER_ENDPOINTS.cancel, { params: { id }, idempotencyKey });

export const ticketPackageBooking = (id: number, idempotencyKey: string) =>
  callApi(PACKAGE_ORDER_ENDPOINTS.bookingToTicketing, { params: { id }, idempotencyKey });

export const refundPackageOrder = (id: number, request: TPackageRefundRequest, idempotencyKey: string) =>
  callApi(PACKAGE_ORDER_ENDPOINTS.refund, { params: { id }, body: request, idempotencyKey });

export const splitPackageOrder = (id: number, request: TPackageSplitRequest, idempotencyKey: string) =>
  callApi(PACKAGE_ORDER_ENDPOINTS.split, { params: { id }, body: request, idempotencyKey });

/** Moves no seats, rooms or money, so it is not keyed. */
export const editPackageOrder = (id: number, request: TPackageOrderEditRequest) =>
  callApi(PACKAGE_ORDER_ENDPOINTS.edit, { params: { id }, body: request });
