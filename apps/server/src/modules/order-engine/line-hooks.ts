import type { TOrderCall } from './run-operation';

/**
 * What a disrupted own flight's batches (modules/disruption) do to one order of a line whose orders hold seats on
 * flights, each through the line's own operation (its transaction, history row, mails and Idempotency-Key): the
 * line's module brings it (`TProductLineModule.disruption`) and app.ts hands the registered lines' hooks to the
 * disruption routes and to the approval of a held disruption refund. Its line's orders are then those the
 * disruption screen lists; a line without one is not read there.
 */
export interface TDisruptionHook {
  /** Cancels an order nothing was paid on: a held one (`hold`) or a booked one (`booked`). */
  cancelUnpaid: (call: TOrderCall, status: 'hold' | 'booked') => Promise<unknown>;
  /** Refunds a ticketed order in full: every active passenger, no penalty. Answers what is paid on it after. */
  refundInFull: (call: TOrderCall) => Promise<number>;
  /**
   * Moves the order's seats on `flightId` to `targetFlightId` as an involuntary change (no change fee), in the class
   * `toClassId` (left out: the one of the same name). Answers what is paid on the order after; an `AppError` is the
   * order's failure in the batch (a line whose orders are not moved throws its own refusal).
   */
  move: (call: TOrderCall & { flightId: number; targetFlightId: number; toClassId?: number }) => Promise<number>;
}

/** The registered lines' disruption hooks by line name (`orders.product_line`): the lines a disruption reads. */
export type TDisruptionHooks = ReadonlyMap<string, TDisruptionHook>;
