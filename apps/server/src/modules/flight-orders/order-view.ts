import { allowedFlightOrderOperations, utcToLocal, type TFlightOrder, type TOrderSegment } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { reachableRow } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import { orderActorOf, orderRowView, orderTotalsView, type TOrderWithPeople } from '../order-engine';
import { readOrderDetails, travelTypeOf } from './order-details';
import { breakdownOf, type TPassengerRow } from './passengers';
import type { TSegment } from './segments';

/**
 * One flight order as the API answers it to a caller: its segments, passengers, totals and the operations the
 * caller may run now (the list, the activity and a flight's passengers have their own files).
 */

export function toSegment(row: TSegment): TOrderSegment {
  return {
    id: row.id,
    flight: {
      id: row.flight.id,
      airline: row.airline,
      flightNumber: row.flight.flightNumber,
      from: row.from,
      to: row.to,
      departureAt: row.flight.departureAt.toISOString(),
      arrivalAt: row.flight.arrivalAt.toISOString(),
      departureLocal: utcToLocal(row.flight.departureAt, row.from.timeZone),
      arrivalLocal: utcToLocal(row.flight.arrivalAt, row.to.timeZone),
      durationMinutes: row.flight.durationMinutes,
      currency: row.flight.currency,
    },
    class: { id: row.class.id, name: row.class.name, type: row.class.type },
    fareRule: row.fareRule,
    baggageRule: row.baggageRule,
  };
}

export function toPassenger(row: TPassengerRow): TFlightOrder['passengers'][number] {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    passportNumber: row.passportNumber,
    passportExpiry: row.passportExpiry,
    citizenship: row.citizenship,
    status: row.status,
    ticketNumber: row.ticketNumber,
    price: breakdownOf(row),
    refundPenalty: row.refundPenalty,
    refundAmount: row.refundAmount,
  };
}

/**
 * The order as the API answers it to this caller, from what an operation has in hand (no query): the order row
 * and its people, its segments and passengers.
 */
export function toOrderView(
  actor: TActor,
  details: TOrderWithPeople,
  segments: readonly TSegment[],
  passengers: readonly TPassengerRow[],
): TFlightOrder {
  const { order } = details;
  return {
    ...orderRowView(details),
    travelType: travelTypeOf(order),
    orderDate: order.orderDate,
    segments: segments.map(toSegment),
    passengers: passengers.map(toPassenger),
    totals: orderTotalsView(order),
    operations: allowedFlightOrderOperations(orderActorOf(actor, order), order.status),
  };
}

/** The order as GET /api/orders/{id} answers it to this caller (404 for another agent's order). */
export async function orderView(db: TExecutor, actor: TActor, orderId: number): Promise<TFlightOrder> {
  const row = reachableRow(actor, await readOrderDetails(db, orderId), (found) => found.order.agentId);
  return toOrderView(actor, row, row.segments, row.passengers);
}
