import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { FLIGHT_ORDER_LIFECYCLE, type TOrderHistoryValues, type TFlightOrderOperation } from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { orderPassengers, orders, orderSegments } from '../../db/schema';
import { moveSeats, type TSeatMove } from '../flights';
import {
  applyTransition,
  expireDueOrdersOf,
  type TOrderProductLine,
  type TOrderRow,
  type TTransition,
} from '../order-engine';
import { readOrderDetails, type TFlightOrderDetails } from './order-details';
import { queueOrderMail } from './order-mail';
import { isActive } from './passenger-rules';

/**
 * Flight orders, the order engine's first product line: the contract's flight lifecycle, the order read with its
 * segments and passengers in one prepared statement, and what an expiry gives back (the held or sold seats of the
 * expired orders, through the flights module's seat counters) and mails (an expired booking: `booking-cancel`).
 */

/** The seats the given orders hold: class id -> active passengers who sit, over all their segments. */
async function seatsOfOrders(tx: TExecutor, orderIds: readonly number[]): Promise<Map<number, number>> {
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
    .where(inArray(orderSegments.orderId, [...orderIds]))
    .groupBy(orderSegments.classId);
  return new Map(rows.map((row) => [row.classId, row.seats]));
}

const releaseSeats = (move: TSeatMove) => async (tx: TExecutor, orderIds: readonly number[]) => {
  await moveSeats(tx, move, await seatsOfOrders(tx, orderIds));
};

/** An expired booking's mail, to its contact and its agent. */
async function mailExpiredBookings(tx: TExecutor, expired: readonly TOrderRow[]): Promise<void> {
  for (const order of expired) {
    const details = await readOrderDetails(tx, order.id);
    if (details) {
      await queueOrderMail(tx, details, order, details.segments, 'booking-cancel', {
        passengers: details.passengers.filter(isActive),
        expired: true,
      });
    }
  }
}

export const flightOrderLine: TOrderProductLine<TFlightOrderDetails, TFlightOrderOperation> = {
  name: 'flight',
  lifecycle: FLIGHT_ORDER_LIFECYCLE,
  readDetails: readOrderDetails,
  ordersWhere: eq(orders.productLine, 'flight'),
  expiry: {
    hold: { operation: 'expireHold', release: releaseSeats('releaseHold') },
    booking: { operation: 'expireBooking', release: releaseSeats('releaseSold'), notify: mailExpiredBookings },
  },
};

/** The flight line's holds and unpaid bookings past their time limits, expired now (the job runs every line's). */
export function expireDueOrders(db: TDatabase, now: Date): Promise<{ holds: number; bookings: number }> {
  return expireDueOrdersOf(db, [flightOrderLine], now);
}

/** A flight order's transition (the engine's applyTransition), its history in the contract's vocabulary. */
export function applyFlightTransition(
  tx: TExecutor,
  transition: TTransition<TFlightOrderOperation, TOrderHistoryValues>,
): Promise<TOrderRow> {
  return applyTransition(tx, flightOrderLine, transition);
}
