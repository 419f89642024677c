import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { orderPassengers, orderSegments } from '../../db/schema';
import { refundedItemColumns, type TItemRefund } from '../order-engine';

/**
 * What the package line (modules/package-orders) does with this module's tables: a package order's flights are
 * `order_segments` and its travellers `order_passengers`, written only here (the table-ownership rule). The package
 * line composes these with the hotel line's rooms and the engine's order row.
 */

export { insertFlightOrder } from './new-order';
export { historyFlight, passengerName } from './order-history';
export {
  activeById,
  adultRuleError,
  adultRuleViolation,
  isActive,
  lastPassenger,
  seatTakers,
  travelDateOf,
} from './passenger-rules';
export { PASSENGER_COLUMNS, toPassengerRow, type TPassengerRow } from './passengers';
export { passengerRuleErrors } from './pre-order-rules';
export { segmentPriceAmd, sumBreakdowns } from './pricing';
export { saleOf } from './sale';
export { assertBeforeDeadline, SEGMENTS_OF, toSegmentRow, type TClassForSale, type TSegment } from './segments';
export { assertSalesOpen, bookingExpiryOf, numberTickets } from './ticketing';
export { toPassenger as passengerView, toSegment as segmentView } from './order-view';

/** A refund of every active traveller of the order with no penalty (a disrupted flight's refund in full). */
export async function fullRefundOf(
  db: TExecutor,
  orderId: number,
): Promise<{ passengerIds: number[]; penalties: { passengerId: number; penalty: number }[] }> {
  const active = await db
    .select({ id: orderPassengers.id })
    .from(orderPassengers)
    .where(and(eq(orderPassengers.orderId, orderId), eq(orderPassengers.status, 'active')));
  return { passengerIds: [], penalties: active.map((passenger) => ({ passengerId: passenger.id, penalty: 0 })) };
}

/** Marks travellers (`id`: the traveller's) refunded with what each kept and got back. */
export async function markTravellersRefunded(tx: TExecutor, refunds: readonly TItemRefund[], now: Date): Promise<void> {
  for (const refund of refunds) {
    await tx.update(orderPassengers).set(refundedItemColumns(refund, now)).where(eq(orderPassengers.id, refund.id));
  }
}

/**
 * A split: the new order gets the same flights in the same classes, with the departure and route they were sold at
 * (a disruption is measured from them, not from the day of the split), and the travellers move to it.
 */
export async function moveTravellersToOrder(
  tx: TExecutor,
  move: { fromOrderId: number; passengerIds: readonly number[]; orderId: number; now: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into ${orderSegments} (order_id, leg_index, flight_id, class_id, sold_departure_at, sold_from_airport_id,
      sold_to_airport_id)
    select ${move.orderId}, leg_index, flight_id, class_id, sold_departure_at, sold_from_airport_id, sold_to_airport_id
      from ${orderSegments} where order_id = ${move.fromOrderId}`);
  await tx
    .update(orderPassengers)
    .set({ orderId: move.orderId, updatedAt: move.now })
    .where(inArray(orderPassengers.id, [...move.passengerIds]));
}

/** New names of an order's travellers (the edit; the rest of a traveller's record stays). */
export async function renameTravellers(
  tx: TExecutor,
  orderId: number,
  names: readonly { id: number; firstName: string; lastName: string }[],
  now: Date,
): Promise<void> {
  for (const name of names) {
    await tx
      .update(orderPassengers)
      .set({ firstName: name.firstName, lastName: name.lastName, updatedAt: now })
      .where(and(eq(orderPassengers.id, name.id), eq(orderPassengers.orderId, orderId)));
  }
}
