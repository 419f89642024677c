import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { containingPattern, startingPattern } from '../../lib/like-pattern';
import { agentFilterOf } from '../../lib/row-scope';
import type { TOrderProductLine } from './product-line';
import { USER_NAME, type TOrderWithPeople } from './order-row';

/**
 * What every line's order list shares: its rows (the line's own, an agent's only theirs whatever `agentId` it sends),
 * the status and PNR filters, a name filter over the line's people, and one page of rows sorted with the id as the
 * tie-breaker, with the agent's name and the count of all rows that match. A line adds its own filters and reads
 * its own details of the page's orders.
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

/** A person's first name, last name, or both as "first last", containing `name` (any case). */
export function personNameContains(firstName: AnyColumn, lastName: AnyColumn, name: string): SQL | undefined {
  const pattern = containingPattern(name);
  return or(
    ilike(firstName, pattern),
    ilike(lastName, pattern),
    ilike(sql`${firstName} || ' ' || ${lastName}`, pattern),
  );
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

/** The name filter of a list: the order has a person in `people` (passengers, guests) whose name contains `name`. */
export function orderHasPersonNamed(
  db: TExecutor,
  people: TOrderPartTable & { firstName: AnyColumn; lastName: AnyColumn },
  name: string | undefined,
): SQL | undefined {
  return name ? orderHasRow(db, people, personNameContains(people.firstName, people.lastName, name)) : undefined;
}

/** One page of the orders matching `conditions`, each with its agent's name, and how many match in all. */
export async function pageOfOrders(
  db: TExecutor,
  conditions: (SQL | undefined)[],
  page: { sortColumn: AnyColumn; sortOrder: 'asc' | 'desc'; page: number; pageSize: number },
) {
  const where = and(...conditions);
  const direction = page.sortOrder === 'asc' ? asc : desc;
  const rows = await db
    .select({ order: orders, agent: { ...USER_NAME } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.agentId))
    .where(where)
    .orderBy(direction(page.sortColumn), direction(orders.id))
    .limit(page.pageSize)
    .offset(page.page * page.pageSize);
  const [total] = await db.select({ count: count() }).from(orders).where(where);
  return { rows, ids: rows.map((row) => row.order.id), count: total?.count ?? 0 };
}
