import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ruleMessage, type TClassInput, type TFlightClass, type TFlightClassList } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { baggageRules, classes, fareRules, flights } from '../../db/schema';
import { AppError, fieldErrors } from '../../lib/app-error';
import { changedValues, recordHistory } from '../../lib/history';
import type { TActor } from '../../lib/actor';
import { priceColumns } from './class-prices';
import { toFlightClass } from './flights-service';

/**
 * Fare classes of a flight. The seat rules of docs/DOMAIN.md hold here: the classes' seats together never exceed the
 * flight's capacity (every class write locks the flight row first, so two writes cannot both take the last
 * seats), and a class's seats never drop below what is sold and held in it (the update itself is conditional on
 * `sold + held <= seats`, so a hold committed meanwhile is never overwritten; a table check backs both).
 */

async function lockFlight(tx: TExecutor, flightId: number) {
  const [flight] = await tx
    .select({ id: flights.id, seatCapacity: flights.seatCapacity, status: flights.status })
    .from(flights)
    .where(eq(flights.id, flightId))
    .for('update');
  if (!flight) throw new AppError(404, 'NOT_FOUND');
  if (flight.status === 'deleted') throw new AppError(409, 'FLIGHT_DELETED');
  return flight;
}

/** Field errors of a class input against its flight: rules exist, the name is free, the seats fit. */
async function classInputErrors(
  tx: TExecutor,
  flight: { id: number; seatCapacity: number },
  input: TClassInput,
  classId: number | null,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const [fareRule] = await tx.select({ id: fareRules.id }).from(fareRules).where(eq(fareRules.id, input.fareRuleId));
  const [baggageRule] = await tx
    .select({ id: baggageRules.id })
    .from(baggageRules)
    .where(eq(baggageRules.id, input.baggageRuleId));
  if (!fareRule) errors.fareRuleId = 'unknownReference';
  if (!baggageRule) errors.baggageRuleId = 'unknownReference';
  const others = classId === null ? undefined : ne(classes.id, classId);
  const [sameName] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.flightId, flight.id), eq(classes.name, input.name), others))
    .limit(1);
  if (sameName) errors.name = 'alreadyExists';
  const [taken] = await tx
    .select({ seats: sql<number>`coalesce(sum(${classes.seats}), 0)`.mapWith(Number) })
    .from(classes)
    .where(and(eq(classes.flightId, flight.id), others));
  const left = flight.seatCapacity - (taken?.seats ?? 0);
  if (input.seats > left) errors.seats = ruleMessage('seatsOverCapacity', Math.max(left, 0)).message;
  return errors;
}

function classValues(input: TClassInput) {
  const { prices, ...fields } = input;
  return { ...fields, ...priceColumns(prices) };
}

/** What the history keeps of a class: its own columns. */
function historyValues(row: typeof classes.$inferSelect): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...values } = row;
  return values;
}

export async function listClasses(options: { db: TExecutor; flightId: number }): Promise<TFlightClassList> {
  const { db, flightId } = options;
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId));
  if (!flight) throw new AppError(404, 'NOT_FOUND');
  const rows = await db.select().from(classes).where(eq(classes.flightId, flightId)).orderBy(asc(classes.name));
  return { result: rows.map(toFlightClass), count: rows.length };
}

export async function createClass(options: {
  db: TExecutor;
  actor: TActor;
  flightId: number;
  input: TClassInput;
}): Promise<TFlightClass> {
  const { db, actor, flightId, input } = options;
  return db.transaction(async (tx) => {
    const flight = await lockFlight(tx, flightId);
    const errors = await classInputErrors(tx, flight, input, null);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const [row] = await tx
      .insert(classes)
      .values({ flightId, ...classValues(input) })
      .returning();
    if (!row) throw new Error('class insert returned no row');
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'class',
      entityId: row.id,
      action: 'create',
      newValues: historyValues(row),
    });
    return toFlightClass(row);
  });
}

export async function editClass(options: {
  db: TExecutor;
  actor: TActor;
  id: number;
  input: TClassInput;
}): Promise<TFlightClass> {
  const { db, actor, id, input } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ flightId: classes.flightId }).from(classes).where(eq(classes.id, id));
    if (!current) throw new AppError(404, 'NOT_FOUND');
    const flight = await lockFlight(tx, current.flightId);
    const [previous] = await tx.select().from(classes).where(eq(classes.id, id)).for('update');
    if (!previous) throw new AppError(404, 'NOT_FOUND');
    const errors = await classInputErrors(tx, flight, input, id);
    const taken = previous.sold + previous.held;
    if (!errors.seats && input.seats < taken) errors.seats = ruleMessage('seatsBelowTaken', taken).message;
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const [row] = await tx
      .update(classes)
      .set(classValues(input))
      .where(and(eq(classes.id, id), sql`${classes.sold} + ${classes.held} <= ${input.seats}`))
      .returning();
    if (!row) throw fieldErrors({ seats: ruleMessage('seatsBelowTaken', taken).message });
    const changes = changedValues(historyValues(previous), historyValues(row));
    if (Object.keys(changes.newValues).length > 0) {
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'class',
        entityId: id,
        action: 'update',
        ...changes,
      });
    }
    return toFlightClass(row);
  });
}

export async function deleteClass(options: { db: TExecutor; actor: TActor; id: number }): Promise<{ success: true }> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ flightId: classes.flightId }).from(classes).where(eq(classes.id, id));
    if (!current) throw new AppError(404, 'NOT_FOUND');
    await lockFlight(tx, current.flightId);
    const [row] = await tx.select().from(classes).where(eq(classes.id, id)).for('update');
    if (!row) throw new AppError(404, 'NOT_FOUND');
    if (row.sold + row.held > 0) throw new AppError(409, 'CLASS_SEATS_TAKEN');
    await tx.delete(classes).where(eq(classes.id, id));
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'class',
      entityId: id,
      action: 'delete',
      oldValues: historyValues(row),
    });
    return { success: true as const };
  });
}
