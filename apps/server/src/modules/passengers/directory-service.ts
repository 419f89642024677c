import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TDirectoryPassenger,
  TDirectoryPassengerInput,
  TPassengerSortField,
  ZDirectoryPassengerExportQuery,
  ZDirectoryPassengerQuery,
  ZOrderPassengerInput,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TReadExecutor } from '../../db/read-replica';
import { directoryPassengers, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedValues, recordHistory } from '../../lib/history';
import { agentFilterOf, mayReachRow, ownerForNewRow, ownRowsWhere } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import { containingPattern } from '../../lib/like-pattern';
import type { TExportRow } from '../../lib/list-export';
import { batchesOfList, countRowsOf, pageOfList, type TListCount, type TListSource } from '../../lib/list-query';

/**
 * The passengers directory (docs/PRODUCT.md §7 "Passengers"): each agent's travellers for reuse at checkout. Agents
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

type TPassengerFilter = Omit<z.output<typeof ZDirectoryPassengerExportQuery>, 'format'>;

/** The list's conditions: the caller's rows (an agent only its own, whatever it asks), the agent, the search. */
function listConditions(actor: TActor, filter: TPassengerFilter): SQL | undefined {
  const agentId = agentFilterOf(actor, filter.agentId);
  const pattern = filter.search ? containingPattern(filter.search) : null;
  return and(
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
}

/** The name of a traveller's agent, as the lists name an agent: its company, else the person, else the e-mail. */
const AGENT_NAME = sql<
  string | null
>`coalesce(nullif(${users.companyName}, ''), nullif(${users.contactNameSurname}, ''), ${users.email})`;

/** The directory as a source of the one list query: by last and first name unless asked otherwise. */
function passengerListSource(db: TReadExecutor): TListSource<TRow & { agentName: string | null }, TPassengerSortField> {
  return {
    rows: async ({ where, orderBy, limit, offset }) => {
      const rows = await db
        .select({ passenger: directoryPassengers, agentName: AGENT_NAME })
        .from(directoryPassengers)
        .leftJoin(users, eq(users.id, directoryPassengers.agentId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row.passenger, agentName: row.agentName }));
    },
    count: countRowsOf(db, directoryPassengers),
    sortColumns: {
      lastName: [directoryPassengers.lastName, directoryPassengers.firstName],
      firstName: [directoryPassengers.firstName, directoryPassengers.lastName],
      type: directoryPassengers.type,
      gender: directoryPassengers.gender,
      dateOfBirth: directoryPassengers.dateOfBirth,
      passportNumber: directoryPassengers.passportNumber,
      passportExpiry: directoryPassengers.passportExpiry,
      citizenship: directoryPassengers.citizenship,
    },
    defaultOrder: [asc(directoryPassengers.lastName), asc(directoryPassengers.firstName)],
    tieBreaker: directoryPassengers.id,
  };
}

/** GET /api/passengers: a page of the caller's travellers (staff: everyone's) and the number of all matching. */
export async function listDirectoryPassengers(options: {
  db: TReadExecutor;
  actor: TActor;
  query: z.output<typeof ZDirectoryPassengerQuery>;
}): Promise<{ result: TDirectoryPassenger[] } & TListCount> {
  const { db, actor, query } = options;
  const page = await pageOfList(passengerListSource(db), [listConditions(actor, query)], query);
  return { result: page.result.map(toPassenger), count: page.count, countCapped: page.countCapped };
}

/** GET /api/passengers/export: the same travellers, every row, batch by batch. */
export async function* exportDirectoryPassengers(options: {
  db: TReadExecutor;
  actor: TActor;
  query: TPassengerFilter;
}): AsyncGenerator<TExportRow<'passengers'>[]> {
  const { db, actor, query } = options;
  for await (const batch of batchesOfList(passengerListSource(db), [listConditions(actor, query)], query)) {
    yield batch.map((row) => ({
      lastName: row.lastName,
      firstName: row.firstName,
      type: row.type,
      gender: row.gender,
      dateOfBirth: row.dateOfBirth,
      passportNumber: row.passportNumber,
      passportExpiry: row.passportExpiry,
      citizenship: row.citizenship,
      agent: row.agentName,
    }));
  }
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

/**
 * The field errors of the travellers a new order picked from the directory and the caller may not use:
 * `<field>.<index>.directoryId` is `unknownReference` (an agent may use only its own directory).
 */
export async function unreachableTravellerErrors(
  db: TExecutor,
  actor: TActor,
  travellers: readonly { directoryId?: number | null }[],
  field: string,
): Promise<Record<string, string>> {
  const picked = travellers.flatMap((traveller) => (traveller.directoryId ? [traveller.directoryId] : []));
  const reachable = await reachableTravellerIds(db, actor, picked);
  const errors: Record<string, string> = {};
  for (const [index, traveller] of travellers.entries()) {
    if (traveller.directoryId && !reachable.has(traveller.directoryId)) {
      errors[`${field}.${index}.directoryId`] = 'unknownReference';
    }
  }
  return errors;
}
