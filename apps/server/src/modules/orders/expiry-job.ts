import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/database';
import { orderPassengers, orders, orderSegments } from '../../db/schema';
import { recordHistoryRows } from '../../lib/history';
import type { TJob } from '../../jobs/job-runner';
import { moveSeats, readOrderDetails, type TSeatMove } from './order-core';
import { queueOrderMail } from './order-mail';

/**
 * The expiry jobs (DOMAIN.md: a hold or an unpaid booking ends when its time limit passes). Each run expires a
 * batch of orders per transaction: the status change is a conditional UPDATE of orders still in that status and
 * past their limit, over rows taken with SKIP LOCKED (an order being ticketed right now is left for the next run,
 * and its own conditional update decides), so several server processes never expire an order twice. Exactly the
 * seats of the expired orders are released, and every expiry writes its history row with the system as actor.
 */

const BATCH = 200;

const KINDS = {
  hold: {
    status: 'hold',
    deadline: orders.holdExpiresAt,
    operation: 'expireHold',
    release: 'releaseHold',
  },
  booked: {
    status: 'booked',
    deadline: orders.bookingExpiresAt,
    operation: 'expireBooking',
    release: 'releaseSold',
  },
} as const satisfies Record<
  string,
  { status: 'hold' | 'booked'; deadline: unknown; operation: string; release: TSeatMove }
>;

/** The seats the given orders hold: class id -> active passengers who sit, over all their segments. */
async function seatsOfOrders(tx: TExecutor, orderIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ classId: orderSegments.classId, seats: sql<number>`count(*)`.mapWith(Number) })
    .from(orderSegments)
    .innerJoin(
      orderPassengers,
      and(
        eq(orderPassengers.orderId, orderSegments.orderId),
        eq(orderPassengers.status, 'active'),
        ne(orderPassengers.type, 'infant'),
      ),
    )
    .where(inArray(orderSegments.orderId, orderIds))
    .groupBy(orderSegments.classId);
  return new Map(rows.map((row) => [row.classId, row.seats]));
}

/** Expires one batch of holds or bookings past their limit at `now`; answers how many. */
export async function expireOrders(db: TDatabase, kind: 'hold' | 'booked', now: Date): Promise<number> {
  const { status, deadline, operation, release } = KINDS[kind];
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, status), lte(deadline, now)))
      .orderBy(asc(deadline))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const expired = await tx
      .update(orders)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(orders.id, due), eq(orders.status, status), lte(deadline, now)))
      .returning();
    if (expired.length === 0) return 0;
    const ids = expired.map((order) => order.id);
    await moveSeats(tx, release, await seatsOfOrders(tx, ids));
    await recordHistoryRows(
      tx,
      expired.map((order) => ({
        actor: null,
        entity: 'order',
        entityId: order.id,
        action: operation,
        oldValues: { status },
        newValues: { status: 'expired' },
      })),
    );
    if (kind === 'booked') {
      for (const order of expired) {
        const details = await readOrderDetails(tx, order.id);
        if (details) {
          await queueOrderMail(tx, details, order, details.segments, 'booking-cancel', {
            passengers: details.passengers.filter((passenger) => passenger.status === 'active'),
            expired: true,
          });
        }
      }
    }
    return expired.length;
  });
}

/** Runs batches until no order is left to expire (a backlog after downtime is cleared in one run). */
export async function expireDueOrders(db: TDatabase, now: Date): Promise<{ holds: number; bookings: number }> {
  const total = { holds: 0, bookings: 0 };
  for (let count = BATCH; count === BATCH;) total.holds += count = await expireOrders(db, 'hold', now);
  for (let count = BATCH; count === BATCH;) total.bookings += count = await expireOrders(db, 'booked', now);
  return total;
}

/** Every minute: holds and unpaid bookings past their time limits. */
export const orderExpiryJob: TJob = {
  name: 'order-expiry',
  intervalMs: 60_000,
  run: async ({ db, now, log }) => {
    const expired = await expireDueOrders(db, now);
    if (expired.holds + expired.bookings > 0) log.info(expired, 'orders expired');
  },
};
