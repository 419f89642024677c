import { and, desc, eq, exists, ilike, inArray, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { startingPattern } from '../../lib/like-pattern';
import {
  batchesOfList,
  countRowsOf,
  pageOfList,
  type TListCondition,
  type TListRequest,
  type TListSource,
  type TPageAndCountCondition,
} from '../../lib/list-query';
import { agentFilterOf } from '../../lib/row-scope';
import type { TOrderProductLine } from './product-line';
import { named, USER_NAME, type TOrderRow, type TOrderWithPeople } from './order-row';

/**
 * What every line's order list shares: its rows (the line's own, an agent's only theirs whatever `agentId` it sends),
 * the status and PNR filters, a name filter over the line's people, and one page of rows sorted with the id as the
 * tie-breaker, with the agent's name and the count of all rows that match. A line adds its own filters and reads
 * its own details of the page's orders. The page and the export are the list toolkit's one list query over the same
 * source (`orderListSource`), so an export holds exactly the orders its filters show.
 */

/** The conditions of every order list: the line, the agent's own rows, the statuses and the PNR's beginning. */
export function orderListConditions(
  line: Pick<TOrderProductLine<TOrderWithPeople, string>, 'ordersWhere'>,
  actor: TActor,
  input: { agentId?: number; statuses: readonly TOrderStatus[]; pnr?: string },
): (SQL | undefined)[] {
  const agentId = agentFilterOf(actor, input.agentId);
  return [
    line.ordersWhere,
    agentId === undefined ? undefined : eq(orders.agentId, agentId),
    input.statuses.length > 0 ? inArray(orders.status, [...input.statuses]) : undefined,
    input.pnr ? ilike(orders.pnr, startingPattern(input.pnr.toUpperCase())) : undefined,
  ];
}

/**
 * What a name filter matches, as the LIKE pattern of the people's search keys (schema `nameSearchColumns`): the text
 * as typed, trimmed, its spaces made single and lower-cased like the keys, and the beginning of a key.
 */
export function nameSearchPattern(name: string): string {
  return startingPattern(name.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** A table of what an order holds (its items, its people, its line's details), by the order's id. */
type TOrderPartTable = PgTable & { orderId: AnyColumn };

/** The order has a row in `table` that meets `condition`: a line's filter by what its orders hold. */
export function orderHasRow(db: TExecutor, table: TOrderPartTable, condition: SQL | undefined): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.orderId, orders.id), condition)),
  );
}

/** A table of an order's people with their name search keys (order passengers, hotel guests). */
type TPeopleTable = TOrderPartTable & { orderId: AnyPgColumn; searchName: AnyPgColumn; searchSurname: AnyPgColumn };

/**
 * The name filter of a list: the order has a person in `people` (passengers, guests) whose first name, surname, or full
 * name in either order begins with `name` (any case): "Petros", "anna petro", "petrosyan anna". Each of the two search
 * keys has a btree of its own (migration 0027), so a prefix is a range of each, with the key's statistics.
 *
 * The page and the count are written differently (`TPageAndCountCondition`). The page says EXISTS, which lets the
 * planner choose by the name's frequency: for a common name it walks the list's index newest first and probes each
 * order's people (a Petrosyan is every twentieth order, so a page reads a few hundred), for a rare one it collects the
 * few matches and sorts them. The count reads every match up to the cap, so it always collects: the order ids of both
 * ranges, from the indexes alone (the id is in them), each order then found by its key.
 */
export function orderHasPersonNamed(
  db: TExecutor,
  people: TPeopleTable,
  name: string | undefined,
): TPageAndCountCondition | undefined {
  if (!name) return undefined;
  const pattern = nameSearchPattern(name);
  const page = exists(
    db
      .select({ one: sql`1` })
      .from(people)
      .where(
        and(eq(people.orderId, orders.id), or(like(people.searchName, pattern), like(people.searchSurname, pattern))),
      ),
  );
  const idsWhere = (key: AnyPgColumn) => db.select({ orderId: people.orderId }).from(people).where(like(key, pattern));
  const count = sql`${orders.id} in (${idsWhere(people.searchName)} union all ${idsWhere(people.searchSurname)})`;
  return { page, count };
}

/** The orders of a list with their agents' names, as a statement selects them. */
function selectOrders(db: TExecutor) {
  return db
    .select({ order: orders, agent: { ...USER_NAME } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.agentId));
}

/** A row of an order list: the order and its agent's name fields (null: the agency's own order). */
export type TOrderListRow = Awaited<ReturnType<typeof selectOrders>>[number];

/**
 * The orders as a source of the one list query (`lib/list-query.ts`): every line's list and export read the same
 * rows, sorted by the line's columns, newest first by default, the id ending every order.
 */
export function orderListSource<TSort extends string>(
  db: TExecutor,
  sortColumns: Readonly<Record<TSort, AnyColumn>>,
): TListSource<TOrderListRow, TSort> {
  return {
    rows: ({ where, orderBy, limit, offset }) =>
      selectOrders(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: countRowsOf(db, orders),
    sortColumns,
    defaultOrder: [desc(orders.createdAt)],
    tieBreaker: orders.id,
  };
}

/** The sort columns of an order list: every line's has the creation time, its default order. */
type TOrderSortColumns<TSort extends string> = Readonly<Record<TSort | 'createdAt', AnyColumn>>;

/** A request that names no sort field sorts by the creation time (newest first by the lists' default order). */
function sortedByDefault<TSort extends string, TRequest extends TListRequest<TSort>>(request: TRequest) {
  return { ...request, sortField: request.sortField ?? ('createdAt' as const) };
}

/** One page of the orders matching `conditions`, each with its agent's name, and how many match (capped). */
export async function pageOfOrders<TSort extends string>(
  db: TExecutor,
  sortColumns: TOrderSortColumns<TSort>,
  conditions: readonly TListCondition[],
  request: TListRequest<TSort> & { page: number; pageSize: number },
) {
  const source = orderListSource(db, sortColumns);
  const { result, count, countCapped } = await pageOfList(source, conditions, sortedByDefault(request));
  return { rows: result, ids: result.map((row) => row.order.id), count, countCapped };
}

/** Every order matching `conditions`, batch by batch in the request's order (an export): the same rows as the list. */
export async function* batchesOfOrders<TSort extends string>(
  db: TExecutor,
  sortColumns: TOrderSortColumns<TSort>,
  conditions: readonly TListCondition[],
  request: TListRequest<TSort>,
) {
  const source = orderListSource(db, sortColumns);
  for await (const rows of batchesOfList(source, conditions, sortedByDefault(request))) {
    yield { rows, ids: rows.map((row) => row.order.id) };
  }
}

/** The agent's name of a list row, or null for the agency's own order. */
export function agentNameOf(row: TOrderListRow): string | null {
  return named(row.agent?.id ? row.agent : null)?.name ?? null;
}

/** The time limit an order counts down to (as the lists show it): a hold's, or an unpaid booking's; else none. */
export function orderDeadline(order: Pick<TOrderRow, 'status' | 'holdExpiresAt' | 'bookingExpiresAt'>): Date | null {
  if (order.status === 'hold') return order.holdExpiresAt;
  if (order.status === 'booked') return order.bookingExpiresAt;
  return null;
}
