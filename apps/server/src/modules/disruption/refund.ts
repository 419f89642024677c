import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  TDisruptionBatchResult,
  TDisruptionOrder,
  TDisruptionOrderResult,
  ZDisruptionRefundRequest,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TActor } from '../../lib/actor';
import { holdForApproval, readApprovalSettings } from '../approvals';
import type { TDisruptionHooks, TOperationCall } from '../order-engine';
import { affectedOrdersOf, hookOf } from './affected-orders';
import { failureOf, notMaterial, pnrOf, refusal, runDisruptionBatch, storedAnswer } from './batch';
import { disruptedFlight } from './disruption-view';

/**
 * POST /api/flights/disruption/{id}/refund: the agency's own flight failed its passengers, so each chosen order is
 * given back in full through its line's disruption hook: a ticketed one refunded with every active passenger and a
 * penalty of 0 (`refundInFull`: the agent's balance credited what they paid, less only a discount they were granted:
 * flight-orders/refund.ts, package-orders/refund.ts, seats released), a booked or held one cancelled
 * (`cancelUnpaid`: nothing was paid). Each order is its own transaction and keeps
 * its own history row and mail; the batch keeps one on the flight.
 *
 * Only a material change is refunded so (issue 30: affected-orders.ts `materialChangeOf`, measured from what each
 * order was sold with): an order it is not material for fails with DISRUPTION_NOT_MATERIAL, and a batch of no such
 * order is refused whole with 409. A ticketed order's refund goes through the four-eyes gate like any refund: above
 * the refund threshold it is held as a `disruptionRefund` request naming the flight, and runs when approved
 * (`refundDisruptedOrder`).
 */
export async function refundDisruptedOrders(options: {
  db: TDatabase;
  lines: TDisruptionHooks;
  actor: TActor;
  flightId: number;
  input: z.output<typeof ZDisruptionRefundRequest>;
  idempotencyKey?: string;
  now?: Date;
}): Promise<TDisruptionBatchResult> {
  const { db, lines, actor, flightId, input } = options;
  await disruptedFlight(db, flightId);
  const refusedAsAWhole = async () => {
    const affected = await affectedOrdersOf(db, lines, flightId, input.orderIds);
    if (affected.length > 0 && affected.every((order) => order.materialChange === null)) {
      throw notMaterial((await readApprovalSettings(db)).materialChangeMinutes);
    }
  };
  return runDisruptionBatch<{ results: TDisruptionOrderResult[] }>(
    {
      db,
      actor,
      flightId,
      action: 'refund',
      idempotencyKey: options.idempotencyKey,
      request: input,
      before: refusedAsAWhole,
      summary: (result) => ({
        refunded: result.results.filter((item) => item.outcome === 'refunded').map((item) => [item.pnr, item.amount]),
        cancelled: result.results.filter((item) => item.outcome === 'cancelled').map((item) => item.pnr),
        pendingApproval: result.results
          .filter((item) => item.outcome === 'pendingApproval')
          .map((item) => [item.pnr, item.amount]),
        failed: result.results.filter((item) => item.outcome === 'failed').map((item) => [item.pnr, item.code]),
      }),
    },
    async ({ batchId, orderKey }) => {
      const affected = await affectedOrdersOf(db, lines, flightId, input.orderIds);
      const { materialChangeMinutes } = await readApprovalSettings(db);
      const results: TDisruptionOrderResult[] = [];
      // An id named twice is one order.
      for (const orderId of new Set(input.orderIds)) {
        const order = affected.find((item) => item.id === orderId);
        const call = { db, actor, orderId, idempotencyKey: orderKey(orderId), now: options.now };
        if (!order) {
          // Refunded or cancelled by this batch before it was cut off (or by the approval of its held refund): its
          // answer is stored under its key.
          const done = await storedAnswer<{ pnr: string; status: string }>(db, actor, call.idempotencyKey);
          results.push(
            done
              ? { orderId, pnr: done.pnr, outcome: done.status === 'refunded' ? 'refunded' : 'cancelled', amount: 0 }
              : refusal(orderId, await pnrOf(db, orderId), 'DISRUPTION_ORDER_NOT_AFFECTED'),
          );
          continue;
        }
        if (order.materialChange === null) {
          results.push(failureOf(orderId, order.pnr, notMaterial(materialChangeMinutes)));
          continue;
        }
        try {
          results.push(await giveBack(db, lines, order, { ...call, flightId, batchId }));
        } catch (error) {
          results.push(failureOf(orderId, order.pnr, error));
        }
      }
      return { results };
    },
  );
}

type TGiveBackCall = TOperationCall & { orderId: number; flightId: number; batchId: number };

/** Cancels what was not paid; refunds what was, through the four-eyes gate. */
async function giveBack(
  db: TDatabase,
  lines: TDisruptionHooks,
  order: TDisruptionOrder,
  call: TGiveBackCall,
): Promise<TDisruptionOrderResult> {
  const { id: orderId, pnr } = order;
  const hook = hookOf(lines, order);
  if (order.status === 'hold' || order.status === 'booked') {
    await hook.cancelUnpaid(call, order.status);
    return { orderId, pnr, outcome: 'cancelled', amount: 0 };
  }
  const answer = await holdForApproval({
    db,
    actor: call.actor,
    // A direct call without a key (tests, scripts) still needs one to hold the request under.
    idempotencyKey: call.idempotencyKey ?? `internal:${randomUUID()}`,
    kind: 'disruptionRefund',
    target: { orderId },
    input: { flightId: call.flightId, batchId: call.batchId },
    flightId: call.flightId,
    run: async (executor) => ({ paidAfter: await hook.refundInFull({ ...call, db: executor }) }),
  });
  if (answer.outcome === 'pendingApproval') {
    return { orderId, pnr, outcome: 'pendingApproval', amount: answer.approval.amount, approvalId: answer.approval.id };
  }
  return { orderId, pnr, outcome: 'refunded', amount: order.paid - answer.paidAfter };
}

/**
 * The approval of a held disruption refund (approval-operations.ts): the order must still be ticketed on the flight
 * and the change still material for it (the flight may have been moved back since), then it is refunded in full.
 */
export async function refundDisruptedOrder(call: {
  db: TExecutor;
  lines: TDisruptionHooks;
  actor: TActor;
  orderId: number;
  flightId: number;
  idempotencyKey: string;
}): Promise<{ paidAfter: number }> {
  const [order] = await affectedOrdersOf(call.db, call.lines, call.flightId, [call.orderId]);
  if (!order || order.status !== 'ticketed') throw new AppError(409, 'DISRUPTION_ORDER_NOT_AFFECTED');
  if (order.materialChange === null) {
    throw notMaterial((await readApprovalSettings(call.db)).materialChangeMinutes);
  }
  return { paidAfter: await hookOf(call.lines, order).refundInFull(call) };
}
