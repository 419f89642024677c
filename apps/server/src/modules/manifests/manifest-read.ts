import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { utcToLocal, type TManifestEntry, type TManifestTitle, type TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import {
  airlines,
  airports,
  classes,
  flights,
  manifestSends,
  orderPassengers,
  orders,
  orderSegments,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Who a manifest lists: the active passengers of booked and ticketed orders (the flight line's and the package
 * line's: both keep their flights in order_segments) with a segment on the flight. Holds are left out: they last
 * minutes and are not confirmed seats, as an airline's PNL carries only confirmed names.
 */
export const MANIFEST_ORDER_STATUSES = ['booked', 'ticketed'] as const satisfies readonly TOrderStatus[];

const fromAirport = alias(airports, 'manifest_from_airport');
const toAirport = alias(airports, 'manifest_to_airport');

/** The flight a manifest is of: what its header and the mail name. */
export interface TManifestFlight {
  id: number;
  airlineId: number;
  airlineName: string;
  airlineIata: string;
  manifestEmail: string | null;
  flightNumber: string;
  /** "RM123": the airline's code and the number, as the PNL writes it. */
  code: string;
  departureAt: Date;
  /** The local departure date and time at the departure airport ("2026-11-27T06:15"). */
  departureLocal: string;
  from: string;
  fromZone: string;
  to: string;
  /** The flight's classes by name, listed even when empty (the PNL gives every class its count line). */
  classNames: string[];
}

/** A name in the manifest: upper-case Latin letters only (the PNL drops spaces, hyphens and apostrophes). */
export function manifestName(name: string): string {
  return name.toUpperCase().replace(/[^A-Z]/g, '');
}

function titleOf(type: 'adult' | 'child', gender: 'male' | 'female'): TManifestTitle {
  if (type === 'adult') return gender === 'male' ? 'MR' : 'MRS';
  return gender === 'male' ? 'MSTR' : 'MISS';
}

/** The flight of a manifest, or 404. */
export async function manifestFlight(db: TExecutor, flightId: number): Promise<TManifestFlight> {
  const [flight] = await db
    .select({
      id: flights.id,
      airlineId: airlines.id,
      airlineName: airlines.name,
      airlineIata: airlines.iataCode,
      manifestEmail: airlines.manifestEmail,
      flightNumber: flights.flightNumber,
      departureAt: flights.departureAt,
      from: fromAirport.iataCode,
      fromZone: fromAirport.timeZone,
      to: toAirport.iataCode,
    })
    .from(flights)
    .innerJoin(airlines, eq(airlines.id, flights.airlineId))
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId))
    .where(eq(flights.id, flightId))
    .limit(1);
  if (!flight) throw new AppError(404, 'NOT_FOUND');
  const classRows = await db
    .select({ name: classes.name })
    .from(classes)
    .where(eq(classes.flightId, flightId))
    .orderBy(asc(classes.name));
  return {
    ...flight,
    code: `${flight.airlineIata}${flight.flightNumber}`,
    departureLocal: utcToLocal(flight.departureAt, flight.fromZone),
    classNames: classRows.map((row) => row.name),
  };
}

type TPassengerRow = typeof orderPassengers.$inferSelect;

function personOf(passenger: TPassengerRow) {
  return {
    passengerId: passenger.id,
    lastName: manifestName(passenger.lastName),
    firstName: manifestName(passenger.firstName),
    gender: passenger.gender,
    dateOfBirth: passenger.dateOfBirth,
    passportNumber: passenger.passportNumber.toUpperCase(),
    passportExpiry: passenger.passportExpiry,
    citizenship: passenger.citizenship.toUpperCase(),
    ticketNumber: passenger.ticketNumber,
  };
}

/** Sorted by class, surname, first name, PNR and passenger: the same list always reads the same. */
export function compareEntries(a: TManifestEntry, b: TManifestEntry): number {
  const keys: [string | number, string | number][] = [
    [a.className, b.className],
    [a.lastName, b.lastName],
    [a.firstName, b.firstName],
    [a.pnr, b.pnr],
    [a.passengerId, b.passengerId],
  ];
  for (const [left, right] of keys) {
    if (left < right) return -1;
    if (left > right) return 1;
  }
  return 0;
}

/**
 * The name lines of the flight now. An infant rides on an adult's lap: within an order, the first infant (by id) goes
 * with the first adult, the second with the second, … (infants never outnumber adults).
 */
export async function manifestEntries(db: TExecutor, flightId: number): Promise<TManifestEntry[]> {
  const rows = await db
    .select({
      passenger: orderPassengers,
      orderId: orders.id,
      pnr: orders.pnr,
      className: classes.name,
    })
    .from(orderSegments)
    .innerJoin(orders, eq(orders.id, orderSegments.orderId))
    .innerJoin(classes, eq(classes.id, orderSegments.classId))
    .innerJoin(orderPassengers, eq(orderPassengers.orderId, orders.id))
    .where(
      and(
        eq(orderSegments.flightId, flightId),
        inArray(orders.status, [...MANIFEST_ORDER_STATUSES]),
        eq(orderPassengers.status, 'active'),
      ),
    )
    .orderBy(asc(orders.id), asc(orderPassengers.id));
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) {
    const orderRows = byOrder.get(row.orderId);
    if (orderRows) orderRows.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  const entries: TManifestEntry[] = [];
  for (const orderRows of byOrder.values()) {
    const infants = orderRows.filter((row) => row.passenger.type === 'infant');
    let adultIndex = 0;
    for (const row of orderRows) {
      const { passenger } = row;
      if (passenger.type === 'infant') continue;
      const infant = passenger.type === 'adult' ? infants[adultIndex++] : undefined;
      entries.push({
        ...personOf(passenger),
        orderId: row.orderId,
        pnr: row.pnr,
        className: row.className,
        type: passenger.type,
        title: titleOf(passenger.type, passenger.gender),
        infant: infant ? personOf(infant.passenger) : null,
      });
    }
  }
  return entries.sort(compareEntries);
}

/** The last manifest mailed for the flight (the basis of the next ADL), with who sent it; null when none was. */
export async function lastManifestSend(db: TExecutor, flightId: number) {
  const [row] = await db
    .select({
      send: manifestSends,
      sender: { companyName: users.companyName, contactNameSurname: users.contactNameSurname, email: users.email },
    })
    .from(manifestSends)
    .leftJoin(users, eq(users.id, manifestSends.sentBy))
    .where(eq(manifestSends.flightId, flightId))
    .orderBy(desc(manifestSends.id))
    .limit(1);
  if (!row) return null;
  const sender = row.sender;
  return {
    ...row.send,
    senderName: sender ? sender.contactNameSurname || sender.companyName || sender.email : null,
  };
}
