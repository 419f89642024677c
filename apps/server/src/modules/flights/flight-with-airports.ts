import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/database';
import { airlines, airports, flights } from '../../db/schema';

const fromAirport = alias(airports, 'from_airport');
const toAirport = alias(airports, 'to_airport');

/**
 * A flight as its notices and mails name it: the airline's code and the number, its times and status, and both
 * airports' codes with their time zones (the local times travellers read). Null for no such flight.
 */
export async function flightWithAirports(tx: TExecutor, flightId: number) {
  const [flight] = await tx
    .select({
      airline: airlines.iataCode,
      flightNumber: flights.flightNumber,
      departureAt: flights.departureAt,
      arrivalAt: flights.arrivalAt,
      status: flights.status,
      from: fromAirport.iataCode,
      fromZone: fromAirport.timeZone,
      to: toAirport.iataCode,
      toZone: toAirport.timeZone,
    })
    .from(flights)
    .innerJoin(airlines, eq(airlines.id, flights.airlineId))
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId))
    .where(eq(flights.id, flightId));
  return flight ?? null;
}
