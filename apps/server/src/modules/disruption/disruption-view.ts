import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  utcToLocal,
  type TDisruptionCandidate,
  type TDisruptionOrderResult,
  type TDisruptionTimes,
  type TDisruptionView,
  type TFlightStatus,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { airlines, airports, classes, flightDisruptionBatches, flights, history, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readApprovalSettings } from '../approvals';
import type { TDisruptionHooks } from '../order-engine';
import { affectedOrdersOf } from './affected-orders';

const fromAirport = alias(airports, 'from_airport');
const toAirport = alias(airports, 'to_airport');

/** The flight's columns whose change disrupts its passengers: what the history's last such change is looked up by. */
const DISRUPTING = ['departureAt', 'arrivalAt', 'fromAirportId', 'toAirportId', 'status'];
/** The screen offers at most this many flights to move to, the nearest to the disrupted departure first. */
const MAX_CANDIDATES = 20;
const MAX_BATCHES = 20;

export async function disruptedFlight(db: TExecutor, flightId: number) {
  const [row] = await db
    .select({
      flight: flights,
      airline: airlines.iataCode,
      from: { iataCode: fromAirport.iataCode, timeZone: fromAirport.timeZone },
      to: { iataCode: toAirport.iataCode, timeZone: toAirport.timeZone },
    })
    .from(flights)
    .innerJoin(airlines, eq(airlines.id, flights.airlineId))
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId))
    .where(and(eq(flights.id, flightId), ne(flights.status, 'deleted')));
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

type TAirport = { iataCode: string; timeZone: string };

function timesOf(
  values: { departureAt: Date; arrivalAt: Date; status: TFlightStatus },
  from: TAirport,
  to: TAirport,
): TDisruptionTimes {
  return {
    from: from.iataCode,
    to: to.iataCode,
    departureAt: values.departureAt.toISOString(),
    arrivalAt: values.arrivalAt.toISOString(),
    departureLocal: utcToLocal(values.departureAt, from.timeZone),
    arrivalLocal: utcToLocal(values.arrivalAt, to.timeZone),
    status: values.status,
  };
}

type TFlightRow = Awaited<ReturnType<typeof disruptedFlight>>;

/**
 * The flight's times, route and status before its last change of any of them, from its history (flights-service.ts
 * writes the changed columns' old and new values; instants as ISO text). Null: never changed.
 */
export async function previousTimesOf(db: TExecutor, row: TFlightRow) {
  const [change] = await db
    .select({ at: history.at, oldValues: history.oldValues })
    .from(history)
    .where(
      and(
        eq(history.entity, 'flight'),
        eq(history.entityId, String(row.flight.id)),
        inArray(history.action, ['update', 'reschedule']),
        sql`jsonb_exists_any(${history.oldValues}, array[${sql.join(
          DISRUPTING.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[])`,
      ),
    )
    .orderBy(desc(history.id))
    .limit(1);
  if (!change?.oldValues) return null;
  const old = change.oldValues;
  const instant = (value: unknown, current: Date) => (typeof value === 'string' ? new Date(value) : current);
  const airportOf = async (value: unknown, current: TAirport): Promise<TAirport> => {
    if (typeof value !== 'number') return current;
    const [airport] = await db
      .select({ iataCode: airports.iataCode, timeZone: airports.timeZone })
      .from(airports)
      .where(eq(airports.id, value));
    return airport ?? current;
  };
  const from = await airportOf(old.fromAirportId, row.from);
  const to = await airportOf(old.toAirportId, row.to);
  const departureAt = instant(old.departureAt, row.flight.departureAt);
  const arrivalAt = instant(old.arrivalAt, row.flight.arrivalAt);
  const status = typeof old.status === 'string' ? (old.status as TFlightStatus) : row.flight.status;
  return { ...timesOf({ departureAt, arrivalAt, status }, from, to), changedAt: change.at.toISOString() };
}

/** Upcoming flights of the same airline and airports (what a change of date accepts), with their classes' seats. */
async function candidatesOf(db: TExecutor, row: TFlightRow, now: Date): Promise<TDisruptionCandidate[]> {
  const { flight } = row;
  const found = await db
    .select({
      id: flights.id,
      flightNumber: flights.flightNumber,
      departureAt: flights.departureAt,
      arrivalAt: flights.arrivalAt,
    })
    .from(flights)
    .where(
      and(
        eq(flights.airlineId, flight.airlineId),
        eq(flights.fromAirportId, flight.fromAirportId),
        eq(flights.toAirportId, flight.toAirportId),
        eq(flights.status, 'upcoming'),
        ne(flights.id, flight.id),
        gt(flights.departureAt, now),
      ),
    )
    .orderBy(sql`abs(extract(epoch from ${flights.departureAt} - ${flight.departureAt}))`, asc(flights.id))
    .limit(MAX_CANDIDATES);
  if (found.length === 0) return [];
  const classRows = await db
    .select()
    .from(classes)
    .where(
      inArray(
        classes.flightId,
        found.map((item) => item.id),
      ),
    )
    .orderBy(asc(classes.name));
  return found.map((item) => ({
    id: item.id,
    flightNumber: item.flightNumber,
    departureLocal: utcToLocal(item.departureAt, row.from.timeZone),
    arrivalLocal: utcToLocal(item.arrivalAt, row.to.timeZone),
    classes: classRows
      .filter((item2) => item2.flightId === item.id)
      .map((item2) => ({
        id: item2.id,
        name: item2.name,
        travelType: item2.travelType,
        free: item2.seats - item2.sold - item2.held,
      })),
  }));
}

async function batchesOf(db: TExecutor, flightId: number) {
  const rows = await db
    .select({
      id: flightDisruptionBatches.id,
      action: flightDisruptionBatches.action,
      createdAt: flightDisruptionBatches.createdAt,
      result: flightDisruptionBatches.result,
      actorCompany: users.companyName,
      actorName: users.contactNameSurname,
      actorEmail: users.email,
    })
    .from(flightDisruptionBatches)
    .innerJoin(users, eq(users.id, flightDisruptionBatches.actorId))
    .where(eq(flightDisruptionBatches.flightId, flightId))
    .orderBy(desc(flightDisruptionBatches.id))
    .limit(MAX_BATCHES);
  return rows.map((row) => {
    const result = row.result as { results?: TDisruptionOrderResult[]; agents?: unknown[] } | null;
    const results = result?.results ?? [];
    return {
      id: row.id,
      action: row.action,
      actorName: row.actorName || row.actorCompany || row.actorEmail,
      createdAt: row.createdAt.toISOString(),
      done: result?.agents
        ? result.agents.length
        : results.filter((item) => item.outcome !== 'failed' && item.outcome !== 'pendingApproval').length,
      pending: results.filter((item) => item.outcome === 'pendingApproval').length,
      failed: results.filter((item) => item.outcome === 'failed').length,
    };
  });
}

/** GET /api/flights/disruption/{id}: everything the disruption screen shows. */
export async function disruptionView(options: {
  db: TExecutor;
  lines: TDisruptionHooks;
  flightId: number;
  now?: Date;
}): Promise<TDisruptionView> {
  const { db, flightId } = options;
  const row = await disruptedFlight(db, flightId);
  return {
    flightId,
    airline: row.airline,
    flightNumber: row.flight.flightNumber,
    current: timesOf(row.flight, row.from, row.to),
    previous: await previousTimesOf(db, row),
    orders: await affectedOrdersOf(db, options.lines, flightId),
    materialChangeMinutes: (await readApprovalSettings(db)).materialChangeMinutes,
    candidates: await candidatesOf(db, row, options.now ?? new Date()),
    batches: await batchesOf(db, flightId),
  };
}
