import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TDisruptionBatchResult,
  TDisruptionOrder,
  TDisruptionOrderResult,
  ZDisruptionRefundRequest,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { orderPassengers } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { cancelBooking, cancelPreOrder, refundOrder } from '../flight-orders';
import type { TOperationCall } from '../order-engine';
import { cancelPackageOrder, refundPackageOrder } from '../package-orders';
import { affectedOrdersOf } from './affected-orders';
import { failureOf, pnrOf, refusal, runDisruptionBatch, storedAnswer } from './batch';
import { disruptedFlight } from './disruption-view';

/**
 * POST /api/flights/disruption/{id}/refund: the agency's own flight failed its passengers, so each chosen order is
 * given back in full: a ticketed one refunded with every active passenger and a penalty of 0 (the agent's balance
 * credited what they paid, less only a discount they were granted: flight-orders/refund.ts, package-orders/refund.ts,
 * seats released), a booked or held one cancelled (nothing was paid). Each order is its own transaction and keeps
 * its own history row and mail; the batch keeps one on the flight.
 *
 * Four-eyes: this is the staff's decision on the agency's own flight, not a refund an admin grants an agent, so it
 * calls the refund operations directly, not through an approval request (modules/approvals guards the routes).
 */
export async function refundDisruptedOrders(options: {
  db: TDatabase;
  actor: TActor;
  flightId: number;
  input: z.output<typeof ZDisruptionRefundRequest>;
  idempotencyKey?: string;
  now?: Date;
}): Promise<TDisruptionBatchResult> {
  const { db, actor, flightId, input } = options;
  await disruptedFlight(db, flightId);
  return runDisruptionBatch<{ results: TDisruptionOrderResult[] }>(
    {
      db,
      actor,
      flightId,
      action: 'refund',
      idempotencyKey: options.idempotencyKey,
      request: input,
      summary: (result) => ({
        refunded: result.results.filter((item) => item.outcome === 'refunded').map((item) => [item.pnr, item.amount]),
        cancelled: result.results.filter((item) => item.outcome === 'cancelled').map((item) => item.pnr),
        failed: result.results.filter((item) => item.outcome === 'failed').map((item) => [item.pnr, item.code]),
      }),
    },
    async ({ orderKey }) => {
      const affected = await affectedOrdersOf(db, flightId, input.orderIds);
      const results: TDisruptionOrderResult[] = [];
      // An id named twice is one order.
      for (const orderId of new Set(input.orderIds)) {
        const order = affected.find((item) => item.id === orderId);
        const call = { db, actor, orderId, idempotencyKey: orderKey(orderId), now: options.now };
        if (!order) {
          // Refunded or cancelled by this batch before it was cut off: its answer is stored under its key.
          const done = await storedAnswer<{ pnr: string; status: string }>(db, actor, call.idempotencyKey);
          results.push(
            done
              ? { orderId, pnr: done.pnr, outcome: done.status === 'refunded' ? 'refunded' : 'cancelled', amount: 0 }
              : refusal(orderId, await pnrOf(db, orderId), 'DISRUPTION_ORDER_NOT_AFFECTED'),
          );
          continue;
        }
        try {
          results.push(await giveBack(db, order, call));
        } catch (error) {
          results.push(failureOf(orderId, order.pnr, error));
        }
      }
      return { results };
    },
  );
}

async function giveBack(
  db: TDatabase,
  order: TDisruptionOrder,
  call: TOperationCall & { orderId: number },
): Promise<TDisruptionOrderResult> {
  const { id: orderId, pnr } = order;
  const pkg = order.productLine === 'package';
  if (order.status === 'hold') {
    await (pkg ? cancelPackageOrder(call, 'cancelPreOrder') : cancelPreOrder(call));
    return { orderId, pnr, outcome: 'cancelled', amount: 0 };
  }
  if (order.status === 'booked') {
    await (pkg ? cancelPackageOrder(call, 'cancel') : cancelBooking(call));
    return { orderId, pnr, outcome: 'cancelled', amount: 0 };
  }
  const active = await db
    .select({ id: orderPassengers.id })
    .from(orderPassengers)
    .where(and(eq(orderPassengers.orderId, orderId), eq(orderPassengers.status, 'active')));
  const input = {
    passengerIds: [],
    penalties: active.map((passenger) => ({ passengerId: passenger.id, penalty: 0 })),
  };
  const after = pkg
    ? await refundPackageOrder({ ...call, input })
    : await refundOrder({ ...call, input: { ...input, receivingClasses: [] } });
  return { orderId, pnr, outcome: 'refunded', amount: order.paid - after.totals.paid };
}
