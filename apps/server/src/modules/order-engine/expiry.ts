import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { TDatabase } from '../../db/database';
import { orders } from '../../db/schema';
import { recordHistoryRows } from '../../lib/history';
import type { TJob } from '../../lib/job-runner';
import type { TAnyProductLine } from './product-line';

/**
 * The expiry of holds and unpaid bookings (docs/DOMAIN.md: they end when their time limit passes), for every registered
 * product line. Each run expires a batch of orders per transaction: the status change is a conditional UPDATE of
 * orders still in that status and past their limit, over rows taken with SKIP LOCKED (an order being paid right now
 * is left for the next run, and its own conditional update decides), so several server processes never expire an
 * order twice. The line's hooks release exactly what the expired orders held and tell their people; every expiry
 * writes its history row with the system as actor.
 */

const BATCH = 200;

const KINDS = {
  hold: { status: 'hold', deadline: orders.holdExpiresAt },
  booking: { status: 'booked', deadline: orders.bookingExpiresAt },
} as const;

export type TExpiryKind = keyof typeof KINDS;

/** Expires one batch of a line's holds or bookings past their limit at `now`; answers how many. */
export async function expireOrders(
  db: TDatabase,
  line: TAnyProductLine,
  kind: TExpiryKind,
  now: Date,
): Promise<number> {
  const hooks = line.expiry[kind];
  if (!hooks) return 0;
  const { status, deadline } = KINDS[kind];
  const to = line.lifecycle.transitions[hooks.operation]?.to;
  if (!to) throw new Error(`${line.name}: ${hooks.operation} has no target status`);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, status), lte(deadline, now), line.ordersWhere))
      .orderBy(asc(deadline))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const expired = await tx
      .update(orders)
      .set({ status: to, updatedAt: now })
      .where(and(inArray(orders.id, due), eq(orders.status, status), lte(deadline, now)))
      .returning();
    if (expired.length === 0) return 0;
    await hooks.release(
      tx,
      expired.map((order) => order.id),
    );
    await recordHistoryRows(
      tx,
      expired.map((order) => ({
        actor: null,
        entity: 'order',
        entityId: order.id,
        action: hooks.operation,
        oldValues: { status },
        newValues: { status: to },
      })),
    );
    await hooks.notify?.(tx, expired);
    return expired.length;
  });
}

/** Runs batches until no order is left to expire (a backlog after downtime is cleared in one run). */
export async function expireDueOrdersOf(
  db: TDatabase,
  lines: readonly TAnyProductLine[],
  now: Date,
): Promise<{ holds: number; bookings: number }> {
  const total = { holds: 0, bookings: 0 };
  for (const line of lines) {
    for (let count = BATCH; count === BATCH;) total.holds += count = await expireOrders(db, line, 'hold', now);
  }
  for (const line of lines) {
    for (let count = BATCH; count === BATCH;) total.bookings += count = await expireOrders(db, line, 'booking', now);
  }
  return total;
}

/** Every minute: the holds and unpaid bookings of every registered line past their time limits. */
export function orderExpiryJob(lines: readonly TAnyProductLine[]): TJob {
  return {
    name: 'order-expiry',
    intervalMs: 60_000,
    run: async ({ db, now, log }) => {
      const expired = await expireDueOrdersOf(db, lines, now);
      if (expired.holds + expired.bookings > 0) log.info(expired, 'orders expired');
    },
  };
}
