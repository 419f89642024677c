import {
  DISRUPTION_ENDPOINTS,
  type TDisruptionMoveRequest,
  type TDisruptionNotifyRequest,
  type TDisruptionRefundRequest,
} from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The disruption screen's read and its three batches (each under the dialog's Idempotency-Key). */

export function disruptionQuery(flightId: number) {
  return queryOptions({
    // Under the flight's key: whatever changes the flight refetches its disruption too.
    queryKey: [...queryKeys.flights.detail(flightId), 'disruption'] as const,
    queryFn: ({ signal }) => callApi(DISRUPTION_ENDPOINTS.view, { params: { id: flightId }, signal }),
  });
}

export const notifyAgents = (flightId: number, body: TDisruptionNotifyRequest, idempotencyKey: string) =>
  callApi(DISRUPTION_ENDPOINTS.notify, { params: { id: flightId }, body, idempotencyKey });

export const moveOrders = (flightId: number, body: TDisruptionMoveRequest, idempotencyKey: string) =>
  callApi(DISRUPTION_ENDPOINTS.move, { params: { id: flightId }, body, idempotencyKey });

export const refundOrders = (flightId: number, body: TDisruptionRefundRequest, idempotencyKey: string) =>
  callApi(DISRUPTION_ENDPOINTS.refund, { params: { id: flightId }, body, idempotencyKey });
