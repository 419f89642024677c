import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addDays,
  AGENCY_TIME_ZONE,
  effectiveRole,
  historyTextIn,
  screenWord,
  type TLanguage,
  type THistoryEntry,
  type THistoryListResponse,
  type THistorySortField,
  type ZHistoryExportRequest,
  type ZHistoryListRequest,
} from '@frs/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TReadExecutor } from '../../db/read-replica';
import { directoryPassengers, history, orders, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { startingPattern } from '../../lib/like-pattern';
import type { TExportRow } from '../../lib/list-export';
import { batchesOfList, countRowsOf, pageOfList, type TListCondition, type TListSource } from '../../lib/list-query';
import { isAgent, ownRowsWhere } from '../../lib/row-scope';
import { changesOf, entityKind, NameRequests, Names, recordOf } from './history-names';

/**
 * The history list (POST /api/logs/get) and its export: one list query over the `history` table with the actor's
 * name joined, and the names of the page's records read in one more statement (history-names.ts). The staff read
 * every row; an agent the rows of its own orders, its own directory passengers and its own user (its balance and
 * profile). An agent naming another agent's order, passenger or user, another actor, or a record agents never see,
 * gets 404, like any other agent's row.
 */

type THistoryFilter = Omit<z.output<typeof ZHistoryExportRequest>, 'format' | 'timeZone'>;

/** The actor's name as the order pages give it (company, else contact, else e-mail). */
const ACTOR_NAME = sql<string>`coalesce(nullif(${users.companyName}, ''), nullif(${users.contactNameSurname}, ''),
  ${users.email})`;

const ROW = {
  row: history,
  actor: { id: users.id, name: ACTOR_NAME, role: users.role, adminGroups: users.adminGroups },
};
type TUserRow = typeof users.$inferSelect;
interface TRow {
  row: typeof history.$inferSelect;
  actor: { id: number; name: string; role: TUserRow['role']; adminGroups: TUserRow['adminGroups'] } | null;
}

/** The start of a local day of this server (the history's days are the office's days, like the order list's). */
function startOfDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

function notFound(field: 'actorId' | 'entityId'): AppError {
  return new AppError(404, 'NOT_FOUND', { [field]: 'unknownReference' });
}

function idText(column: AnyPgColumn): SQL<string> {
  return sql<string>`${column}::text`;
}

/** The rows of orders matching `where`, as the history's text ids. */
function orderRows(db: TReadExecutor, where: SQL | undefined): SQL {
  return and(
    eq(history.entity, 'order'),
    inArray(
      history.entityId,
      db
        .select({ id: idText(orders.id) })
        .from(orders)
        .where(where),
    ),
  )!;
}

function asId(text: string): number | null {
  return /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/** An agent naming a record or an actor outside its reach: 404, before anything is read. */
async function assertAgentMayName(db: TReadExecutor, agentId: number, filter: THistoryFilter): Promise<void> {
  if (filter.actorId !== undefined && filter.actorId !== agentId) throw notFound('actorId');
  if (filter.entity === undefined || filter.entityId === undefined) return;
  const id = asId(filter.entityId);
  switch (filter.entity) {
    case 'user':
      if (id !== agentId) throw notFound('entityId');
      return;
    case 'order': {
      const [order] =
        id === null ? [] : await db.select({ agentId: orders.agentId }).from(orders).where(eq(orders.id, id));
      if (order?.agentId !== agentId) throw notFound('entityId');
      return;
    }
    case 'passenger': {
      // A deleted passenger of its own is still the agent's to read (its rows name the agent).
      const [passenger] =
        id === null
          ? []
          : await db
              .select({ agentId: directoryPassengers.agentId })
              .from(directoryPassengers)
              .where(eq(directoryPassengers.id, id));
      if (passenger && passenger.agentId !== agentId) throw notFound('entityId');
      return;
    }
    default:
      throw notFound('entityId');
  }
}

/** The list's conditions: the caller's scope and the filters (an agent's 404s checked first). */
export async function historyConditions(
  db: TReadExecutor,
  actor: TActor,
  filter: THistoryFilter,
): Promise<TListCondition[]> {
  const conditions: TListCondition[] = [];
  if (isAgent(actor)) await assertAgentMayName(db, actor.userId, filter);
  // An agent reads the rows of its orders, its directory passengers (kept or deleted) and its own user: each history
  // row names that agent (`agent_id`, filled by migration 0029's trigger when the row is written), so the scope is one
  // range of the (agent_id, at, id) index, for the page and the capped count alike.
  conditions.push(ownRowsWhere(actor, history.agentId));
  if (filter.actorId !== undefined) conditions.push(eq(history.actorId, filter.actorId));
  if (filter.entity !== undefined) conditions.push(eq(history.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(history.entityId, filter.entityId));
  if (filter.action !== undefined) conditions.push(eq(history.action, filter.action));
  if (filter.from !== undefined) conditions.push(gte(history.at, startOfDay(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(history.at, startOfDay(addDays(filter.to, 1))));
  if (filter.pnr !== undefined) {
    conditions.push(orderRows(db, sql`${orders.pnr} ilike ${startingPattern(filter.pnr)}`));
  }
  return conditions.filter((condition) => condition !== undefined);
}

/** The history as a source of the one list query: newest first unless asked otherwise. */
function historySource(db: TReadExecutor): TListSource<TRow, THistorySortField> {
  return {
    rows: ({ where, orderBy, limit, offset }) =>
      db
        .select(ROW)
        .from(history)
        .leftJoin(users, eq(users.id, history.actorId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: countRowsOf(db, history),
    sortColumns: { at: history.at, actor: ACTOR_NAME, entity: history.entity, action: history.action },
    defaultOrder: [desc(history.at)],
    tieBreaker: history.id,
  };
}

/** The page's entries: each row with its actor, its record's name and page, and its changes made readable. */
async function entriesOf(db: TReadExecutor, rows: readonly TRow[]): Promise<THistoryEntry[]> {
  const requests = new NameRequests();
  for (const { row } of rows) {
    const kind = entityKind(row.entity);
    if (kind) requests.add(kind, row.entityId);
    requests.addValues(row.oldValues);
    requests.addValues(row.newValues);
  }
  const names = await Names.read(db, requests);
  return rows.map(({ row, actor }) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: actor ? { id: actor.id, name: actor.name, role: effectiveRole(actor) } : null,
    apiKeyName: row.apiKeyName,
    entity: row.entity,
    entityId: row.entityId,
    ...recordOf(names, row),
    action: row.action,
    changes: changesOf(names, row.oldValues ?? null, row.newValues ?? null),
  }));
}

/** POST /api/logs/get: a page of the history with the filters, and the number of all matching rows. */
export async function listHistory(options: {
  db: TReadExecutor;
  actor: TActor;
  input: z.output<typeof ZHistoryListRequest>;
}): Promise<THistoryListResponse> {
  const { db, actor, input } = options;
  const conditions = await historyConditions(db, actor, input);
  const page = await pageOfList(historySource(db), conditions, input);
  return { result: await entriesOf(db, page.result), count: page.count, countCapped: page.countCapped };
}

/**
 * POST /api/logs/get/export: the scope and the filters are checked first (a 404 before the file starts), then the
 * rows follow batch by batch, each written as /history shows it (issue 31): who by name and group (or the system),
 * the record type and the action by name, the record as the screen names it, and each change as the screen's line
 * ("Paid: 904,616.52 ֏ → 497,539.09 ֏"), one a line, in the reader's language; its times in `timeZone` (the
 * reader's: the web sends the browser's; the route writes the "When" column in it too).
 */
export async function exportHistory(options: {
  db: TReadExecutor;
  actor: TActor;
  input: THistoryFilter;
  language: TLanguage;
  timeZone: string;
}): Promise<AsyncGenerator<TExportRow<'history'>[]>> {
  const { db, actor, input, language } = options;
  const conditions = await historyConditions(db, actor, input);
  const text = historyTextIn(language, options.timeZone);
  async function* batches() {
    for await (const batch of batchesOfList(historySource(db), conditions, input)) {
      const entries = await entriesOf(db, batch);
      yield entries.map((entry) => ({
        id: entry.id,
        at: entry.at,
        actor: entry.actor
          ? `${entry.actor.name} · ${screenWord(language, `roles.${entry.actor.role}`)}`
          : screenWord(language, 'historyPage.system'),
        entity: text.entityName(entry.entity),
        entityId: entry.entityId,
        record: entry.record ? text.recordName(entry) : null,
        action: text.actionName(entry.action, entry.record?.productLine),
        changes: text.changeLines(entry).join('\n'),
      }));
    }
  }
  return batches();
}

/** The zone an export is written in: the reader's, else the agency's. */
export function exportTimeZone(requested: string | undefined): string {
  return requested ?? AGENCY_TIME_ZONE;
}
