import { z } from 'zod';
import { positiveInteger } from '../validation';
import { ZFlightStatus } from '../lines/flight/flight-inventory-schemas';
import { ZMultilingualText } from '../lines/flight/flight-reference-schemas';
import { ZOrderStatus } from '../lines/shared/order-schemas';

/**
 * Own-flight disruption (issue 19): when staff retime, reroute or cancel a flight that has orders, its disruption
 * screen lists the affected orders and lets staff tell their agents, move chosen orders to another flight of the
 * same route, or refund them in full. Each action is one audited batch under its Idempotency-Key; each order in it
 * is its own transaction (moved / refunded, or untouched with the reason).
 */

/** At most this many orders per batch: one screen's selection. */
export const MAX_DISRUPTION_ORDERS = 200;

const ZOrderIds = z.array(positiveInteger()).max(MAX_DISRUPTION_ORDERS);

/** A flight's times as the disruption screen shows them: instants and the local times of its airports. */
export const ZDisruptionTimes = z.object({
  from: z.string(),
  to: z.string(),
  departureAt: z.string(),
  arrivalAt: z.string(),
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  status: ZFlightStatus,
});
export type TDisruptionTimes = z.infer<typeof ZDisruptionTimes>;

export const ZDisruptionOrder = z.object({
  id: z.number().int(),
  pnr: z.string(),
  productLine: z.enum(['flight', 'package']),
  status: ZOrderStatus,
  agentId: z.number().int().nullable(),
  /** The agent's company (or contact name); the staff member's name for the agency's own sale. */
  agentName: z.string(),
  passengers: z.array(z.object({ name: z.string(), type: z.enum(['adult', 'child', 'infant']) })),
  /** The order's class on this flight. */
  classId: z.number().int(),
  className: z.string(),
  /** AMD minor units. */
  payable: z.number().int(),
  paid: z.number().int(),
  /** The departure when the order took its seat on this flight, and how far the flight has moved from it. */
  soldDepartureAt: z.string(),
  shiftMinutes: z.number().int(),
  /**
   * Why the change is material for this order, so that it may be refunded without penalty: the flight was
   * cancelled, its route changed, or its departure moved by at least the setting's minutes since the order was sold
   * (`retimed`); null: not material (notify and move only).
   */
  materialChange: z.enum(['cancelled', 'route', 'retimed']).nullable(),
});
export type TDisruptionOrder = z.infer<typeof ZDisruptionOrder>;

/** A flight the chosen orders can move to: same airline and airports, upcoming, with each class's free seats. */
export const ZDisruptionCandidate = z.object({
  id: z.number().int(),
  flightNumber: z.string(),
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  classes: z.array(
    z.object({ id: z.number().int(), name: z.string(), travelType: z.string(), free: z.number().int() }),
  ),
});
export type TDisruptionCandidate = z.infer<typeof ZDisruptionCandidate>;

export const DISRUPTION_ACTIONS = ['notify', 'move', 'refund'] as const;
export const ZDisruptionAction = z.enum(DISRUPTION_ACTIONS);

/** A batch run on the flight before (the screen's log). */
export const ZDisruptionBatch = z.object({
  id: z.number().int(),
  action: ZDisruptionAction,
  actorName: z.string().nullable(),
  createdAt: z.string(),
  done: z.number().int(),
  /** Refunds held for four-eyes approval. */
  pending: z.number().int(),
  failed: z.number().int(),
});

/** GET /api/flights/disruption/{id}. */
export const ZDisruptionView = z
  .object({
    flightId: z.number().int(),
    airline: z.string(),
    flightNumber: z.string(),
    current: ZDisruptionTimes,
    /** The times, route and status before the flight's last change of any of them (null: never changed). */
    previous: ZDisruptionTimes.extend({ changedAt: z.string() }).nullable(),
    orders: z.array(ZDisruptionOrder),
    /** The setting: a departure moved by at least this many minutes since an order was sold is material. */
    materialChangeMinutes: z.number().int(),
    candidates: z.array(ZDisruptionCandidate),
    batches: z.array(ZDisruptionBatch),
  })
  .meta({ id: 'DisruptionView' });
export type TDisruptionView = z.infer<typeof ZDisruptionView>;

/** POST …/notify: the agents of these orders (none: of every affected order). */
export const ZDisruptionNotifyRequest = z
  .strictObject({ orderIds: ZOrderIds.default([]) })
  .meta({ id: 'DisruptionNotifyRequest' });
export type TDisruptionNotifyRequest = z.input<typeof ZDisruptionNotifyRequest>;

export const ZDisruptionNotifyResult = z
  .object({
    batchId: z.number().int(),
    agents: z.array(
      z.object({
        userId: z.number().int(),
        name: z.string(),
        language: z.string(),
        orders: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: 'DisruptionNotifyResult' });
export type TDisruptionNotifyResult = z.infer<typeof ZDisruptionNotifyResult>;

/** POST …/move: these orders to that flight, each into the class of the same name or the one chosen for its class. */
export const ZDisruptionMoveRequest = z
  .strictObject({
    orderIds: ZOrderIds.min(1),
    targetFlightId: positiveInteger(),
    /** This flight's class -> the target flight's class (absent: the class of the same name). */
    classes: z
      .array(z.strictObject({ fromClassId: positiveInteger(), toClassId: positiveInteger() }))
      .max(100)
      .default([]),
  })
  .meta({ id: 'DisruptionMoveRequest' });
export type TDisruptionMoveRequest = z.input<typeof ZDisruptionMoveRequest>;

/**
 * POST …/refund: these orders refunded in full (ticketed) or cancelled (held, booked), each only when the flight's
 * change is material for it (409 DISRUPTION_NOT_MATERIAL when it is for none of them). A refund above the refund
 * threshold is held for four-eyes approval like any refund (`pendingApproval`, with the request's id).
 */
export const ZDisruptionRefundRequest = z
  .strictObject({ orderIds: ZOrderIds.min(1) })
  .meta({ id: 'DisruptionRefundRequest' });
export type TDisruptionRefundRequest = z.input<typeof ZDisruptionRefundRequest>;

export const ZDisruptionOrderResult = z.object({
  orderId: z.number().int(),
  pnr: z.string(),
  outcome: z.enum(['moved', 'refunded', 'cancelled', 'pendingApproval', 'failed']),
  /**
   * Moved: the agent's ledger movement (+ credit, - charge); refunded: the amount credited; pendingApproval: the
   * amount the refund would credit. AMD minor units.
   */
  amount: z.number().int().optional(),
  /** pendingApproval: the approval request that holds the refund. */
  approvalId: z.number().int().optional(),
  /** Failed: the error code and its message in each language. */
  code: z.string().optional(),
  message: ZMultilingualText.optional(),
});
export type TDisruptionOrderResult = z.infer<typeof ZDisruptionOrderResult>;

export const ZDisruptionBatchResult = z
  .object({ batchId: z.number().int(), results: z.array(ZDisruptionOrderResult) })
  .meta({ id: 'DisruptionBatchResult' });
export type TDisruptionBatchResult = z.infer<typeof ZDisruptionBatchResult>;
