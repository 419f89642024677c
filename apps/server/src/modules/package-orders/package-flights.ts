import { asc, eq } from 'drizzle-orm';
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
import { airlines, airports, baggageRules, classes, fareRules, flights, orderSegments } from '../../db/schema';

/**
 * A package order's two flights (outbound, then return), read straight from the order's segments and the flights'
 * tables (reads across modules are allowed): what its e-tickets and its itinerary print (modules/documents).
 */

export interface TPackageFlight {
  legIndex: number;
  airline: { iataCode: string; name: string };
  flightNumber: string;
  from: { iataCode: string; name: string; city: string };
  to: { iataCode: string; name: string; city: string };
  /** The airports' local date-times, yyyy-mm-ddThh:mm. */
  departureLocal: string;
  arrivalLocal: string;
  className: string;
  fareRule: {
    id: number;
    name: string;
    texts: TMultilingualText;
    penalties: Record<TPassengerType, TPassengerPenalties>;
    currency: TCurrency;
  };
  baggage: Record<TPassengerType, TBaggageAllowance>;
}

const fromAirport = alias(airports, 'from_airport');
const toAirport = alias(airports, 'to_airport');

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
