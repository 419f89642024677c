import { and, eq } from 'drizzle-orm';
import type { TFlightOrder } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orderPassengers, orderSegments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { moveSeats, seatsPerClass } from '../flights';
import { runOrderOperation, type TOperationCall, totalsOf } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { passengerName } from './order-history';
import { orderView } from './order-view';
import { adultRuleError, adultRuleViolation, isActive, lastPassenger } from './passenger-rules';
import { refundPassengers } from './refund-passengers';

/**
 * The order of a passenger on a flight (404 when the passenger is on no order of it). Row scope is the operation's
 * (the order is locked and checked against the caller there), so another agent's passenger answers the same 404.
 */
export async function orderOfPassengerOnFlight(db: TExecutor, flightId: number, passengerId: number): Promise<number> {
  const [found] = await db
    .select({ orderId: orderSegments.orderId })
    .from(orderPassengers)
    .innerJoin(
      orderSegments,
      and(eq(orderSegments.orderId, orderPassengers.orderId), eq(orderSegments.flightId, flightId)),
    )
    .where(eq(orderPassengers.id, passengerId))
    .limit(1);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  return found.orderId;
}

/**
 * POST /api/flights/remove-passenger/{flightId}/{passengerId}: the passenger leaves the order (every segment of
 * it; the flight names where the call comes from and must be one of the order's). A booking is repriced; a
 * ticketed passenger is refunded with the fare rules' penalty (admins only, by the actor rules).
 */
export async function removePassenger(
  call: TOperationCall & { flightId: number; passengerId: number; idempotencyKey: string },
): Promise<TFlightOrder> {
  const { db, flightId, passengerId } = call;
  const orderId = await orderOfPassengerOnFlight(db, flightId, passengerId);
  const run = {
    orderId,
    operation: 'removePassenger',
    scope: `orders.remove-passenger:${orderId}`,
    request: { flightId, passengerId },
  } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order, segments, passengers } = locked;
    const passenger = passengers.find((candidate) => candidate.id === passengerId && isActive(candidate));
    if (!passenger) throw new AppError(404, 'NOT_FOUND');
    const staying = passengers.filter((candidate) => isActive(candidate) && candidate.id !== passengerId);
    if (staying.length === 0) throw lastPassenger('passengerId');
    const violation = adultRuleViolation(staying);
    if (violation) throw adultRuleError('passengerId', violation);
    if (order.status === 'ticketed') {
      await refundPassengers(tx, {
        actor,
        locked,
        operation: 'removePassenger',
        segments,
        passengers,
        chosen: [passenger],
        now,
      });
    } else {
      await moveSeats(tx, 'releaseSold', seatsPerClass(segments, passenger.type === 'infant' ? 0 : 1));
      await tx
        .update(orderPassengers)
        .set({ status: 'removed', updatedAt: now })
        .where(eq(orderPassengers.id, passengerId));
      const totals = totalsOf(staying, order.agentId !== null, order.discount, order.fees);
      await applyFlightTransition(tx, {
        actor,
        order,
        operation: 'removePassenger',
        now,
        set: totals,
        oldValues: { payable: order.payable },
        newValues: { passenger: passengerName(passenger), payable: totals.payable },
      });
    }
    return orderView(tx, actor, orderId);
  });
}
