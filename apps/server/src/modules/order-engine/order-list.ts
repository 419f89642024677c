import { and, desc, eq, exists, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders, users } from '../../db/schema';
import { fullName } from '../../db/schema/columns';
import type { TActor } from '../../lib/actor';
import { containingPattern, startingPattern } from '../../lib/like-pattern';
import { batchesOfList, countRowsOf, pageOfList, type TListRequest, type TListSource } from '../../lib/list-query';
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
 * A person's first name, last name, or both as "first last", containing `name` (any case): one condition on "first
 * last" (a text containing the first or the last name contains it), the expression its trigram index is built on
 * (schema `fullName`, migration 0015).
 */
export function personNameContains(firstName: AnyPgColumn, lastName: AnyPgColumn, name: string): SQL {
  return ilike(fullName(firstName, lastName), containingPattern(name));
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

/**
 * The name filter of a list: the order has a person in `people` (passengers, guests) whose name contains `name`. The
 * matching people are read first, through the name's trigram index, as one uncorrelated array: written as EXISTS,
 * PostgreSQL may instead walk the orders newest first and probe each one's people, which for a name nobody has reads
 * every order (10 s at a million orders; the array answers in a millisecond).
 */
export function orderHasPersonNamed(
  db: TExecutor,
  people: TOrderPartTable & { orderId: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn },
  name: string | undefined,
): SQL | undefined {
  if (!name) return undefined;
  const named = db
    .select({ orderId: people.orderId })
    .from(people)
    .where(personNameContains(people.firstName, people.lastName, name));
  return sql`${orders.id} = any(array(${named}))`;
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
  conditions: readonly (SQL | undefined)[],
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
  conditions: readonly (SQL | undefined)[],
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
