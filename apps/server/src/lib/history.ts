import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/database';
import { history } from '../db/schema';

/** Who made a change: a user, or the system (expiry jobs and other automatic changes). */
export type THistoryActor = { userId: number } | null;

export interface THistoryEntry {
  actor: THistoryActor;
  entity: string;
  entityId: number | string;
  action: string;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

/** Keys whose values must never reach the history, whatever record they come from. */
const SECRET_KEYS = new Set(['password', 'passwordHash', 'c_password', 'token', 'tokenHash', 'code', 'codeHash']);

function withoutSecrets(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!values) return null;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => !SECRET_KEYS.has(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The history row of an entry, secrets left out (for a statement that writes it together with its change). */
export function historyRow(entry: THistoryEntry) {
  return {
    actorId: entry.actor?.userId ?? null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    oldValues: withoutSecrets(entry.oldValues),
    newValues: withoutSecrets(entry.newValues),
  };
}

/**
 * The insert of a history row for the row a statement writes in its CTE `o` (e.g. the order of the engine's transition
 * and new order), as part of that statement: the history row is written exactly when that row was. The entity id is
 * taken from `o.id`, so `entry.entityId` is not used.
 */
export function historyOfWrittenRow(entry: ReturnType<typeof historyRow>): SQL {
  const jsonOf = (values: Record<string, unknown> | null) => (values === null ? null : JSON.stringify(values));
  return sql`insert into ${history} (actor_id, entity, entity_id, action, old_values, new_values)
    select ${entry.actorId}::int, ${entry.entity}, o.id::text, ${entry.action},
      ${jsonOf(entry.oldValues)}::jsonb, ${jsonOf(entry.newValues)}::jsonb from o`;
}

/**
 * The same as statement text, for statements written as text (prepared by name, lib/prepared-read.ts): the CTE body
 * takes the actor, the entity, the action and the old and new values as JSON from `$first` on (`historyParams`).
 */
export function historyOfWrittenRowText(first: number): string {
  return `insert into history (actor_id, entity, entity_id, action, old_values, new_values)
    select $${first}::int, $${first + 1}::text, o.id::text, $${first + 2}::text, $${first + 3}::jsonb, $${first + 4}::jsonb
    from o`;
}

/** The parameters of historyOfWrittenRowText, in its order. */
export function historyParams(entry: ReturnType<typeof historyRow>): unknown[] {
  const jsonOf = (values: Record<string, unknown> | null) => (values === null ? null : JSON.stringify(values));
  return [entry.actorId, entry.entity, entry.action, jsonOf(entry.oldValues), jsonOf(entry.newValues)];
}

/**
 * Writes one history row. Call it inside the transaction of the change it describes, so that the history has a
 * row exactly when the change committed.
 */
export async function recordHistory(executor: TExecutor, entry: THistoryEntry): Promise<void> {
  await executor.insert(history).values(historyRow(entry));
}

/** Several history rows in one statement (a schedule creating many flights at once), in the same transaction. */
export async function recordHistoryRows(executor: TExecutor, entries: readonly THistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await executor.insert(history).values(entries.map(historyRow));
}

/**
 * The fields that differ between two versions of a record, as `{ old, new }` value maps: what an update's history
 * row stores. Only the keys of `next` are compared, so a partial update compares just what it sets.
 */
export function changedValues<TRecord extends object>(
  previous: TRecord,
  next: Partial<TRecord>,
): { oldValues: Record<string, unknown>; newValues: Record<string, unknown> } {
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const before: unknown = (previous as Record<string, unknown>)[key];
    if (JSON.stringify(before) !== JSON.stringify(value)) {
      oldValues[key] = before;
      newValues[key] = value;
    }
  }
  return { oldValues, newValues };
}
