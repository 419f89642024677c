import { defineEndpoint, NOT_FOUND, NOT_FOUND_OR_CONFLICT } from '../endpoint';
import { ZIdParams } from '../api/common';
import {
  ZDisruptionBatchResult,
  ZDisruptionMoveRequest,
  ZDisruptionNotifyRequest,
  ZDisruptionNotifyResult,
  ZDisruptionRefundRequest,
  ZDisruptionView,
} from '../api/disruption';

const tag = 'flights';

/**
 * Own-flight disruption (issue 19): the screen of a retimed, rerouted or cancelled flight and its three batch
 * actions. Each action is idempotent: a replay with the same key answers the batch's result and changes nothing.
 */
export const DISRUPTION_ENDPOINTS = {
  view: defineEndpoint({
    method: 'GET',
    path: '/api/flights/disruption/{id}',
    access: 'flightDisruption.read',
    params: ZIdParams,
    response: ZDisruptionView,
    errors: NOT_FOUND,
    tag,
    summary: "A flight's current and previous times, its affected orders, the flights they can move to, past batches",
  }),
  notify: defineEndpoint({
    method: 'POST',
    path: '/api/flights/disruption/{id}/notify',
    access: 'flightDisruption.write',
    params: ZIdParams,
    body: ZDisruptionNotifyRequest,
    response: ZDisruptionNotifyResult,
    errors: NOT_FOUND,
    idempotent: true,
    tag,
    summary: "Tell the agents of the affected (or chosen) orders of the flight's old and new times: mail and notice",
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/api/flights/disruption/{id}/move',
    access: 'flightDisruption.write',
    params: ZIdParams,
    body: ZDisruptionMoveRequest,
    response: ZDisruptionBatchResult,
    errors: NOT_FOUND_OR_CONFLICT,
    idempotent: true,
    tag,
    summary: 'Move chosen orders to another flight of the route, each as a change of date, moved or untouched',
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/flights/disruption/{id}/refund',
    access: 'flightDisruption.write',
    params: ZIdParams,
    body: ZDisruptionRefundRequest,
    response: ZDisruptionBatchResult,
    errors: NOT_FOUND_OR_CONFLICT,
    idempotent: true,
    tag,
    summary: 'Refund chosen orders in full without penalty (ticketed) or cancel them (held, booked), order by order',
  }),
} as const;
