import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDisruptionBatchResult, TDisruptionOrderResult, ZDisruptionMoveRequest } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { classes, flights } from '../../db/schema';
import { fieldErrors } from '../../lib/app-error';
import type { TActor } from '../../lib/actor';
import type { TDisruptionHooks } from '../order-engine';
import { affectedOrdersOf, hookOf } from './affected-orders';
import { failureOf, pnrOf, refusal, runDisruptionBatch, storedAnswer } from './batch';
import { disruptedFlight } from './disruption-view';

/**
 * POST /api/flights/disruption/{id}/move: each chosen order's seats on the disrupted flight move to the target flight
 * through its line's disruption hook (`move`). A flight order's segment moves as a change of date
 * (flight-orders/change-order-date.ts, run by staff): its seats taken there by the conditional update and released
 * here, the moved segment repriced at the order's frozen rates, and a ticketed agent charged or credited the
 * difference on its ledger, all in the order's own transaction, so an order is moved or untouched. The move is
 * involuntary: the fare rules' change fee is never charged (only the new prices' difference moves). The class is the
 * one of the same name unless staff chose one for the order's class. Package orders are not moved: their hotel stay
 * is tied to the dates (their hook refuses them with DISRUPTION_PACKAGE_NOT_MOVED; the package staff change or refund
 * them).
 */
export async function moveDisruptedOrders(options: {
  db: TDatabase;
  lines: TDisruptionHooks;
  actor: TActor;
  flightId: number;
  input: z.output<typeof ZDisruptionMoveRequest>;
  idempotencyKey?: string;
  now?: Date;
}): Promise<TDisruptionBatchResult> {
  const { db, actor, flightId, input } = options;
  const { flight } = await disruptedFlight(db, flightId);
  const [target] = await db.select().from(flights).where(eq(flights.id, input.targetFlightId));
  if (
    !target ||
    target.id === flight.id ||
    target.status !== 'upcoming' ||
    target.airlineId !== flight.airlineId ||
    target.fromAirportId !== flight.fromAirportId ||
    target.toAirportId !== flight.toAirportId
  ) {
    throw fieldErrors({ targetFlightId: 'notSameRoute' });
  }
  // The classes chosen: from a class of this flight to a class of the target.
  const named = input.classes.length
    ? await db
        .select({ id: classes.id, flightId: classes.flightId })
        .from(classes)
        .where(
          inArray(
            classes.id,
            input.classes.flatMap((item) => [item.fromClassId, item.toClassId]),
          ),
        )
    : [];
  const errors: Record<string, string> = {};
  input.classes.forEach((item, index) => {
    if (!named.some((row) => row.id === item.fromClassId && row.flightId === flight.id)) {
      errors[`classes.${index}.fromClassId`] = 'unknownReference';
    }
    if (!named.some((row) => row.id === item.toClassId && row.flightId === target.id)) {
      errors[`classes.${index}.toClassId`] = 'unknownReference';
    }
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const classMap = new Map(input.classes.map((item) => [item.fromClassId, item.toClassId]));

  return runDisruptionBatch<{ results: TDisruptionOrderResult[] }>(
    {
      db,
      actor,
      flightId,
      action: 'move',
      idempotencyKey: options.idempotencyKey,
      request: input,
      summary: (result) => ({
        targetFlightId: target.id,
        moved: result.results.filter((item) => item.outcome === 'moved').map((item) => item.pnr),
        failed: result.results.filter((item) => item.outcome === 'failed').map((item) => [item.pnr, item.code]),
      }),
    },
    async ({ orderKey }) => {
      const affected = await affectedOrdersOf(db, options.lines, flightId, input.orderIds);
      const results: TDisruptionOrderResult[] = [];
      // An id named twice is one order.
      for (const orderId of new Set(input.orderIds)) {
        const order = affected.find((item) => item.id === orderId);
        if (!order) {
          // Moved by this batch before it was cut off: the order's operation stored its answer under its key.
          const done = await storedAnswer<{ pnr: string }>(db, actor, orderKey(orderId));
          results.push(
            done
              ? { orderId, pnr: done.pnr, outcome: 'moved', amount: 0 }
              : refusal(orderId, await pnrOf(db, orderId), 'DISRUPTION_ORDER_NOT_AFFECTED'),
          );
          continue;
        }
        try {
          const paidAfter = await hookOf(options.lines, order).move({
            db,
            actor,
            orderId,
            flightId,
            targetFlightId: target.id,
            toClassId: classMap.get(order.classId),
            idempotencyKey: orderKey(orderId),
            now: options.now,
          });
          // What the agent's ledger moved: the difference a ticketed agent order was charged (-) or credited (+).
          const difference = paidAfter - order.paid;
          results.push({ orderId, pnr: order.pnr, outcome: 'moved', amount: order.agentId === null ? 0 : -difference });
        } catch (error) {
          results.push(failureOf(orderId, order.pnr, error));
        }
      }
      return { results };
    },
  );
}
