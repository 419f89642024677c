import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  utcToLocal,
  type TBaggageAllowance,
  type TCurrency,
  type TMultilingualText,
  type TPassengerPenalties,
  type TPassengerType,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import {
  airlines,
  airports,
  baggageRules,
  classes,
  fareRules,
  flights,
  orderPassengers,
  orderSegments,
} from '../../db/schema';
import type { TItineraryFlight, TTicketFlight } from '../documents';
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

/** A flight of a package order as its e-tickets and its itinerary print it. */
export interface TPackageFlight extends TItineraryFlight {
  fareRule: TTicketFlight['fareRule'];
  baggage: TTicketFlight['baggage'];
}

const fromAirport = alias(airports, 'from_airport');
const toAirport = alias(airports, 'to_airport');

/**
 * A package order's two flights (outbound, then return), read straight from its segments and the flights' tables:
 * what its e-tickets and its itinerary print (package-orders/documents.ts).
 */
export async function readPackageFlights(db: TExecutor, orderId: number): Promise<TPackageFlight[]> {
  const rows = await db
    .select({
      legIndex: orderSegments.legIndex,
      flightNumber: flights.flightNumber,
      departureAt: flights.departureAt,
      arrivalAt: flights.arrivalAt,
      airline: { iataCode: airlines.iataCode, name: airlines.name },
      from: {
        iataCode: fromAirport.iataCode,
        name: fromAirport.name,
        city: fromAirport.city,
        zone: fromAirport.timeZone,
      },
      to: { iataCode: toAirport.iataCode, name: toAirport.name, city: toAirport.city, zone: toAirport.timeZone },
      className: classes.name,
      fareRule: {
        id: fareRules.id,
        name: fareRules.name,
        texts: fareRules.texts,
        penalties: fareRules.penalties,
        currency: fareRules.currency,
      },
      baggage: baggageRules.allowances,
    })
    .from(orderSegments)
    .innerJoin(classes, eq(classes.id, orderSegments.classId))
    .innerJoin(flights, eq(flights.id, orderSegments.flightId))
    .innerJoin(airlines, eq(airlines.id, flights.airlineId))
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId))
    .innerJoin(fareRules, eq(fareRules.id, classes.fareRuleId))
    .innerJoin(baggageRules, eq(baggageRules.id, classes.baggageRuleId))
    .where(eq(orderSegments.orderId, orderId))
    .orderBy(asc(orderSegments.legIndex));
  return rows.map(({ from, to, departureAt, arrivalAt, fareRule, ...row }) => ({
    ...row,
    from: { iataCode: from.iataCode, name: from.name, city: from.city },
    to: { iataCode: to.iataCode, name: to.name, city: to.city },
    departureLocal: utcToLocal(departureAt, from.zone),
    arrivalLocal: utcToLocal(arrivalAt, to.zone),
    fareRule: {
      ...fareRule,
      texts: fareRule.texts as TMultilingualText,
      penalties: fareRule.penalties as Record<TPassengerType, TPassengerPenalties>,
      currency: fareRule.currency as TCurrency,
    },
    baggage: row.baggage as Record<TPassengerType, TBaggageAllowance>,
  }));
}
