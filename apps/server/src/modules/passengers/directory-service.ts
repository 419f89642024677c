import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TDirectoryPassenger,
  TDirectoryPassengerInput,
  ZDirectoryPassengerQuery,
  ZOrderPassengerInput,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { directoryPassengers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedValues, recordHistory } from '../../lib/history';
import { agentFilterOf, mayReachRow, ownerForNewRow, ownRowsWhere } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import { containingPattern } from '../../lib/like-pattern';

/**
 * The passengers directory (spec section 7 "Passengers"): each agent's travellers for reuse at checkout. Agents
 * see and change only their own (another agent's id is a 404); the staff see everyone's and keep the agency's own
 * (agent null).
 */

type TRow = typeof directoryPassengers.$inferSelect;

function toPassenger(row: TRow): TDirectoryPassenger {
  return {
    id: row.id,
    agentId: row.agentId,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    passportNumber: row.passportNumber,
    passportExpiry: row.passportExpiry,
    citizenship: row.citizenship,
  };
}

function historyValues(row: TRow): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...values } = row;
  return values;
}

function visibleTo(actor: TActor): SQL | undefined {
  return ownRowsWhere(actor, directoryPassengers.agentId);
}

export async function listDirectoryPassengers(options: {
  db: TExecutor;
  actor: TActor;
  query: z.output<typeof ZDirectoryPassengerQuery>;
}): Promise<{ result: TDirectoryPassenger[]; count: number }> {
  const { db, actor, query } = options;
  const pattern = query.search ? containingPattern(query.search) : null;
  const agentId = agentFilterOf(actor, query.agentId);
  const where = and(
    agentId === undefined ? undefined : eq(directoryPassengers.agentId, agentId),
    pattern
      ? or(
          ilike(directoryPassengers.firstName, pattern),
          ilike(directoryPassengers.lastName, pattern),
          ilike(sql`${directoryPassengers.firstName} || ' ' || ${directoryPassengers.lastName}`, pattern),
          ilike(directoryPassengers.passportNumber, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(directoryPassengers)
    .where(where)
    .orderBy(asc(directoryPassengers.lastName), asc(directoryPassengers.firstName), asc(directoryPassengers.id))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  const [total] = await db.select({ count: count() }).from(directoryPassengers).where(where);
  return { result: rows.map(toPassenger), count: total?.count ?? 0 };
}

export async function createDirectoryPassenger(options: {
  db: TExecutor;
  actor: TActor;
  input: TDirectoryPassengerInput;
}): Promise<TDirectoryPassenger> {
  const { db, actor, input } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(directoryPassengers)
      .values({ ...input, agentId: ownerForNewRow(actor, null) })
      .returning();
    if (!row) throw new Error('passenger not inserted');
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'passenger',
      entityId: row.id,
      action: 'create',
      newValues: historyValues(row),
    });
    return toPassenger(row);
  });
}

async function lockVisible(tx: TExecutor, actor: TActor, id: number): Promise<TRow> {
  const [row] = await tx
    .select()
    .from(directoryPassengers)
    .where(and(eq(directoryPassengers.id, id), visibleTo(actor)))
    .for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

export async function updateDirectoryPassenger(options: {
  db: TExecutor;
  actor: TActor;
  id: number;
  input: TDirectoryPassengerInput;
}): Promise<TDirectoryPassenger> {
  const { db, actor, id, input } = options;
  return db.transaction(async (tx) => {
    const previous = await lockVisible(tx, actor, id);
    const [row] = await tx
      .update(directoryPassengers)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(directoryPassengers.id, id))
      .returning();
    if (!row) throw new AppError(404, 'NOT_FOUND');
    const changes = changedValues(historyValues(previous), input);
    if (Object.keys(changes.newValues).length > 0) {
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'passenger',
        entityId: id,
        action: 'update',
        ...changes,
      });
    }
    return toPassenger(row);
  });
}

export async function deleteDirectoryPassenger(options: {
  db: TExecutor;
  actor: TActor;
  id: number;
}): Promise<{ success: true }> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const row = await lockVisible(tx, actor, id);
    await tx.delete(directoryPassengers).where(eq(directoryPassengers.id, id));
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'passenger',
      entityId: id,
      action: 'delete',
      oldValues: historyValues(row),
    });
    return { success: true as const };
  });
}

// --- Travellers of a new order (the flight orders' pre-order asks these) -----------------------------------------

/** Of the travellers a new order picked from the directory, those the caller may use: an agent only its own. */
export async function reachableTravellerIds(
  db: TExecutor,
  actor: TActor,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: directoryPassengers.id, agentId: directoryPassengers.agentId })
    .from(directoryPassengers)
    .where(inArray(directoryPassengers.id, [...ids]));
  return new Set(rows.filter((row) => mayReachRow(actor, row.agentId)).map((row) => row.id));
}

/**
 * The travellers of a new order marked `save`, in the order's transaction: a picked entry (one the caller may reach)
 * is updated, a new one is added to the directory of the order's owner (null: the agency's own).
 */
export async function saveTravellers(
  tx: TExecutor,
  options: { actor: TActor; ownerId: number | null; travellers: readonly z.output<typeof ZOrderPassengerInput>[] },
): Promise<void> {
  const { actor, ownerId } = options;
  for (const traveller of options.travellers) {
    if (!traveller.save) continue;
    const { directoryId, save: _save, ...fields } = traveller;
    if (directoryId) {
      await tx
        .update(directoryPassengers)
        .set(fields)
        .where(and(eq(directoryPassengers.id, directoryId), visibleTo(actor)));
    } else {
      await tx.insert(directoryPassengers).values({ ...fields, agentId: ownerId });
    }
  }
}
