import { and, asc, eq, exists, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addDays,
  localToUtc,
  MAX_FLIGHT_MINUTES,
  minutesBetween,
  ruleMessage,
  utcToLocal,
  type TFlight,
  type TFlightClass,
  type TFlightCreateRequest,
  type TFlightEditRequest,
  type TFlightListItem,
  type TFlightListResponse,
  type TFlightSortField,
  type TFlightStatus,
  type ZFlightExportRequest,
  type ZFlightListRequest,
} from '@frs/contract';
import type { z } from 'zod';
import type { TExecutor } from '../../db/database';
import type { TReadExecutor } from '../../db/read-replica';
import { aircraft, airlines, airports, classes, flights } from '../../db/schema';
import { AppError, fieldErrors } from '../../lib/app-error';
import { changedValues, recordHistory } from '../../lib/history';
import type { TActor } from '../../lib/actor';
import type { TExportRow } from '../../lib/list-export';
import { batchesOfList, countUpTo, pageOfList, type TListSource } from '../../lib/list-query';
import { classFieldsFromRow } from './class-prices';
import { statusAt, statusAtSql } from './departures';
import { activeOrdersOfFlight, type TFindActiveOrders } from './flight-orders';
import { sendPersonalNotices } from '../notifications';
import { queueRescheduleMails } from './reschedule-mail';
import { rescheduleNotices } from './reschedule-notices';

/**
 * Flights (docs/DOMAIN.md "Flights and fare classes"). Departure and arrival arrive as local times of their airports
 * and are stored as UTC instants; a local time that does not exist (clocks going forward) is a field error. A
 * flight is never deleted, only marked `deleted`; changing its time or route while it has active orders needs
 * `confirmChanges`, otherwise the answer is a 409 listing those orders.
 */

const fromAirport = alias(airports, 'from_airport');
const toAirport = alias(airports, 'to_airport');

const FLIGHT_SELECTION = {
  flight: flights,
  airline: { id: airlines.id, iataCode: airlines.iataCode, name: airlines.name },
  aircraft: { id: aircraft.id, model: aircraft.model, seats: aircraft.seats },
  from: {
    id: fromAirport.id,
    iataCode: fromAirport.iataCode,
    city: fromAirport.city,
    timeZone: fromAirport.timeZone,
  },
  to: { id: toAirport.id, iataCode: toAirport.iataCode, city: toAirport.city, timeZone: toAirport.timeZone },
};

function flightQuery(db: TReadExecutor) {
  return db
    .select(FLIGHT_SELECTION)
    .from(flights)
    .innerJoin(airlines, eq(airlines.id, flights.airlineId))
    .innerJoin(aircraft, eq(aircraft.id, flights.aircraftId))
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId));
}

type TFlightRow = Awaited<ReturnType<typeof flightQuery>>[number];
type TClassRow = typeof classes.$inferSelect;

export function toFlightClass(row: TClassRow): TFlightClass {
  return {
    id: row.id,
    flightId: row.flightId,
    ...classFieldsFromRow(row),
    sold: row.sold,
    held: row.held,
    free: row.seats - row.sold - row.held,
  };
}

/** A flight as the API answers it, its status as of `now` (a departure that has passed reads departed). */
function toFlight(row: TFlightRow, classRows: readonly TClassRow[], now: Date): TFlight {
  const { flight } = row;
  const totals = { seats: 0, sold: 0, held: 0, free: 0 };
  for (const item of classRows) {
    totals.seats += item.seats;
    totals.sold += item.sold;
    totals.held += item.held;
    totals.free += item.seats - item.sold - item.held;
  }
  return {
    id: flight.id,
    airline: row.airline,
    flightNumber: flight.flightNumber,
    aircraft: row.aircraft,
    from: row.from,
    to: row.to,
    departureAt: flight.departureAt.toISOString(),
    arrivalAt: flight.arrivalAt.toISOString(),
    departureLocal: utcToLocal(flight.departureAt, row.from.timeZone),
    arrivalLocal: utcToLocal(flight.arrivalAt, row.to.timeZone),
    durationMinutes: flight.durationMinutes,
    seatCapacity: flight.seatCapacity,
    currency: flight.currency,
    status: statusAt(flight.status, flight.departureAt, now),
    totals,
  };
}

async function classRowsOf(db: TReadExecutor, flightIds: readonly number[]): Promise<TClassRow[]> {
  if (flightIds.length === 0) return [];
  return db
    .select()
    .from(classes)
    .where(inArray(classes.flightId, [...flightIds]))
    .orderBy(asc(classes.name));
}

async function findFlightRow(db: TExecutor, id: number, lock = false): Promise<TFlightRow> {
  const query = flightQuery(db).where(eq(flights.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: flights }) : await query;
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

export async function getFlight(options: { db: TExecutor; id: number; now?: Date }): Promise<TFlight> {
  const row = await findFlightRow(options.db, options.id);
  return toFlight(row, await classRowsOf(options.db, [row.flight.id]), options.now ?? new Date());
}

/** Time zones are at most 14 hours from UTC: this window of instants holds every departure of the local dates. */
const ZONE_MARGIN_MS = 14 * 3_600_000;

type TFlightFilter = Omit<z.output<typeof ZFlightExportRequest>, 'format'>;

/**
 * The list's conditions: departures on the local dates of the period, the statuses (as of `now`: a departure that has
 * passed is departed), and flights with the classes.
 */
function listConditions(db: TReadExecutor, filter: TFlightFilter, now: Date): SQL | undefined {
  const localDate = sql`(${flights.departureAt} at time zone ${fromAirport.timeZone})::date`;
  const conditions: SQL[] = [
    // The instant window lets the index on departure_at do the work; the local date decides.
    gte(flights.departureAt, new Date(Date.parse(`${filter.startDate}T00:00:00Z`) - ZONE_MARGIN_MS)),
    lt(flights.departureAt, new Date(Date.parse(`${addDays(filter.endDate, 1)}T00:00:00Z`) + ZONE_MARGIN_MS)),
    sql`${localDate} between ${filter.startDate}::date and ${filter.endDate}::date`,
    inArray(statusAtSql(now), filter.statuses),
  ];
  if (filter.classes.length > 0) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(classes)
          .where(and(eq(classes.flightId, flights.id), inArray(classes.name, filter.classes))),
      ),
    );
  }
  return and(...conditions);
}

/** The flights as a source of the one list query: by departure unless asked otherwise. */
function flightListSource(db: TReadExecutor, now: Date): TListSource<TFlightRow, TFlightSortField> {
  return {
    rows: ({ where, orderBy, limit, offset }) =>
      flightQuery(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: (where, limit) =>
      countUpTo(
        db,
        db
          .select({ one: sql`1`.as('one') })
          .from(flights)
          .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
          .where(where)
          .$dynamic(),
        limit,
      ),
    sortColumns: {
      departureAt: flights.departureAt,
      flightNumber: [airlines.iataCode, flights.flightNumber, flights.departureAt],
      status: [statusAtSql(now), flights.departureAt],
    },
    defaultOrder: [asc(flights.departureAt)],
    tieBreaker: flights.id,
  };
}

/** The flights of a page or batch with their classes (only the asked-for classes when the list names some). */
async function withClasses(db: TReadExecutor, rows: readonly TFlightRow[], filter: TFlightFilter, now: Date) {
  const classRows = await classRowsOf(
    db,
    rows.map((row) => row.flight.id),
  );
  return rows.map((row): TFlightListItem => {
    const own = classRows.filter((item) => item.flightId === row.flight.id);
    const shown = filter.classes.length > 0 ? own.filter((item) => filter.classes.includes(item.name)) : own;
    return {
      ...toFlight(row, own, now),
      classes: shown.map((item) => ({
        id: item.id,
        name: item.name,
        travelType: item.travelType,
        seats: item.seats,
        sold: item.sold,
        held: item.held,
        free: item.seats - item.sold - item.held,
      })),
    };
  });
}

/** The list's order: by departure unless it names another field, so that a sort order alone turns the departures. */
function byDeparture<TRequest extends { sortField?: TFlightSortField | undefined }>(request: TRequest): TRequest {
  return { ...request, sortField: request.sortField ?? 'departureAt' };
}

/** POST /api/flights/get/: a page of the flights of the period, with their classes, and the number of all. */
export async function listFlights(options: {
  db: TReadExecutor;
  input: z.output<typeof ZFlightListRequest>;
  now?: Date;
}): Promise<TFlightListResponse> {
  const { db, input } = options;
  const now = options.now ?? new Date();
  const page = await pageOfList(flightListSource(db, now), [listConditions(db, input, now)], byDeparture(input));
  return { result: await withClasses(db, page.result, input, now), count: page.count, countCapped: page.countCapped };
}

/** A local date-time as a spreadsheet reads it: "2026-03-01 08:30". */
const localText = (local: string) => local.replace('T', ' ');

/** POST /api/flights/get/export: the same flights, every row, batch by batch, their seats summed over the classes. */
export async function* exportFlights(options: {
  db: TReadExecutor;
  input: TFlightFilter;
  now?: Date;
}): AsyncGenerator<TExportRow<'flights'>[]> {
  const { db, input } = options;
  const now = options.now ?? new Date();
  const source = flightListSource(db, now);
  for await (const batch of batchesOfList(source, [listConditions(db, input, now)], byDeparture(input))) {
    const items = await withClasses(db, batch, input, now);
    yield items.map((flight) => ({
      flight: `${flight.airline.iataCode} ${flight.flightNumber}`,
      airline: flight.airline.name,
      from: flight.from.iataCode,
      to: flight.to.iataCode,
      departure: localText(flight.departureLocal),
      arrival: localText(flight.arrivalLocal),
      aircraft: flight.aircraft.model,
      status: flight.status,
      capacity: flight.seatCapacity,
      seats: flight.totals.seats,
      sold: flight.totals.sold,
      held: flight.totals.held,
      free: flight.totals.free,
      classes: flight.classes.map((item) => `${item.name}: ${item.free}`).join(', '),
    }));
  }
}

/** The columns of a flight as the input gives them, after the checks that need the database. */
async function resolveFlightInput(
  tx: TExecutor,
  input: TFlightCreateRequest,
  exceptId: number | null,
): Promise<Omit<typeof flights.$inferInsert, 'id' | 'status'>> {
  const errors: Record<string, string> = {};
  // One after another: a transaction is one connection.
  const [airline] = await tx.select({ id: airlines.id }).from(airlines).where(eq(airlines.id, input.airlineId));
  const [plane] = await tx.select({ seats: aircraft.seats }).from(aircraft).where(eq(aircraft.id, input.aircraftId));
  const zoneOf = (airportId: number) =>
    tx.select({ timeZone: airports.timeZone }).from(airports).where(eq(airports.id, airportId));
  const [from] = await zoneOf(input.fromAirportId);
  const [to] = await zoneOf(input.toAirportId);
  if (!airline) errors.airlineId = 'unknownReference';
  if (!plane) errors.aircraftId = 'unknownReference';
  if (!from) errors.fromAirportId = 'unknownReference';
  if (!to) errors.toAirportId = 'unknownReference';
  if (!airline || !plane || !from || !to) throw fieldErrors(errors);

  const departureAt = localToUtc(input.departureLocal, from.timeZone);
  const arrivalAt = localToUtc(input.arrivalLocal, to.timeZone);
  if (!departureAt) errors.departureLocal = 'nonexistentLocalTime';
  if (!arrivalAt) errors.arrivalLocal = 'nonexistentLocalTime';
  const durationMinutes = departureAt && arrivalAt ? minutesBetween(departureAt, arrivalAt) : 0;
  if (departureAt && arrivalAt && durationMinutes <= 0) errors.arrivalLocal = 'arrivalBeforeDeparture';
  if (durationMinutes > MAX_FLIGHT_MINUTES) {
    errors.arrivalLocal = ruleMessage('flightTooLong', MAX_FLIGHT_MINUTES / 60).message;
  }
  if (input.seatCapacity > plane.seats) errors.seatCapacity = ruleMessage('capacityOverAircraft', plane.seats).message;
  if (!departureAt || !arrivalAt || Object.keys(errors).length > 0) throw fieldErrors(errors);

  const [clash] = await tx
    .select({ id: flights.id })
    .from(flights)
    .where(
      and(
        eq(flights.airlineId, input.airlineId),
        eq(flights.flightNumber, input.flightNumber),
        eq(flights.departureAt, new Date(departureAt)),
        ne(flights.status, 'deleted'),
        exceptId === null ? undefined : ne(flights.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw fieldErrors({ flightNumber: 'flightExists' });

  return {
    airlineId: input.airlineId,
    flightNumber: input.flightNumber,
    aircraftId: input.aircraftId,
    fromAirportId: input.fromAirportId,
    toAirportId: input.toAirportId,
    departureAt: new Date(departureAt),
    arrivalAt: new Date(arrivalAt),
    durationMinutes,
    seatCapacity: input.seatCapacity,
    currency: input.currency,
  };
}

/** What the history keeps of a flight: its own columns, instants as ISO text. */
function historyValues(flight: typeof flights.$inferSelect): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...values } = flight;
  return values;
}

export async function createFlight(options: {
  db: TExecutor;
  actor: TActor;
  input: TFlightCreateRequest;
}): Promise<TFlight> {
  const { db, actor, input } = options;
  const id = await db.transaction(async (tx) => {
    const values = await resolveFlightInput(tx, input, null);
    const [row] = await tx.insert(flights).values(values).returning();
    if (!row) throw new Error('flight insert returned no row');
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'flight',
      entityId: row.id,
      action: 'create',
      newValues: historyValues(row),
    });
    return row.id;
  });
  return getFlight({ db, id });
}

async function classSeatsOf(tx: TExecutor, flightId: number): Promise<number> {
  const [row] = await tx
    .select({ seats: sql<number>`coalesce(sum(${classes.seats}), 0)`.mapWith(Number) })
    .from(classes)
    .where(eq(classes.flightId, flightId));
  return row?.seats ?? 0;
}

function ordersConflict(code: 'FLIGHT_HAS_ORDERS' | 'FLIGHT_HAS_ACTIVE_ORDERS', affectedOrders: unknown[]) {
  return new AppError(409, code, undefined, undefined, { body: { affectedOrders } });
}

export async function editFlight(options: {
  db: TExecutor;
  actor: TActor;
  id: number;
  input: TFlightEditRequest;
  findActiveOrders?: TFindActiveOrders;
}): Promise<TFlight> {
  const { db, actor, id, input } = options;
  const findActiveOrders = options.findActiveOrders ?? activeOrdersOfFlight;
  await db.transaction(async (tx) => {
    const { flight: previous } = await findFlightRow(tx, id, true);
    if (previous.status === 'deleted') throw new AppError(409, 'FLIGHT_DELETED');
    const values = await resolveFlightInput(tx, input, id);
    const classSeats = await classSeatsOf(tx, id);
    if (input.seatCapacity < classSeats) {
      throw fieldErrors({ seatCapacity: ruleMessage('capacityBelowClasses', classSeats).message });
    }
    const movesPassengers =
      values.departureAt.getTime() !== previous.departureAt.getTime() ||
      values.arrivalAt.getTime() !== previous.arrivalAt.getTime() ||
      values.fromAirportId !== previous.fromAirportId ||
      values.toAirportId !== previous.toAirportId;
    const affectedOrders = movesPassengers ? await findActiveOrders(tx, id) : [];
    if (affectedOrders.length > 0 && !input.confirmChanges) throw ordersConflict('FLIGHT_HAS_ORDERS', affectedOrders);

    const [row] = await tx
      .update(flights)
      .set({ ...values, status: input.status })
      .where(eq(flights.id, id))
      .returning();
    if (!row) throw new AppError(404, 'NOT_FOUND');
    const retimed =
      row.departureAt.getTime() !== previous.departureAt.getTime() ||
      row.arrivalAt.getTime() !== previous.arrivalAt.getTime();
    // The agents of the orders on it are told of the new times, in this transaction (the outbox sends the mails
    // after): a mail per agent, and a bell notice per order.
    if (retimed && affectedOrders.length > 0) {
      await queueRescheduleMails(tx, id, previous, affectedOrders);
      await sendPersonalNotices(tx, await rescheduleNotices(tx, id, { previous, affectedOrders }));
    }
    const changes = changedValues(historyValues(previous), historyValues(row));
    if (Object.keys(changes.newValues).length > 0) {
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'flight',
        entityId: id,
        // A confirmed change of time or route is told apart; a change of time mails the agents of these orders.
        action: affectedOrders.length > 0 ? 'reschedule' : 'update',
        ...changes,
        ...(affectedOrders.length > 0
          ? { newValues: { ...changes.newValues, affectedOrders: affectedOrders.map((order) => order.id) } }
          : {}),
      });
    }
  });
  return getFlight({ db, id });
}

export async function deleteFlight(options: {
  db: TExecutor;
  actor: TActor;
  id: number;
  findActiveOrders?: TFindActiveOrders;
}): Promise<{ success: true }> {
  const { db, actor, id } = options;
  const findActiveOrders = options.findActiveOrders ?? activeOrdersOfFlight;
  return db.transaction(async (tx) => {
    const { flight } = await findFlightRow(tx, id, true);
    if (flight.status === 'deleted') throw new AppError(409, 'FLIGHT_DELETED');
    const affectedOrders = await findActiveOrders(tx, id);
    if (affectedOrders.length > 0) throw ordersConflict('FLIGHT_HAS_ACTIVE_ORDERS', affectedOrders);
    const deleted: TFlightStatus = 'deleted';
    await tx.update(flights).set({ status: deleted }).where(eq(flights.id, id));
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'flight',
      entityId: id,
      action: 'delete',
      oldValues: { status: flight.status },
      newValues: { status: deleted },
    });
    return { success: true as const };
  });
}
