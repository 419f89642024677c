import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_ORDER_STATUSES, type TAffectedOrder } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orderPassengers, orders, orderSegments, users } from '../../db/schema';

/** How the flight services find the orders a change of a flight touches (tests pass their own). */
export type TFindActiveOrders = (db: TExecutor, flightId: number) => Promise<TAffectedOrder[]>;

/**
 * The active orders (held, booked or ticketed) with a segment on a flight, with their active passengers. An order
 * of the agency's own sale names the staff member who made it in place of an agent (whom to tell of a change).
 */
export const activeOrdersOfFlight: TFindActiveOrders = async (db, flightId) => {
  const rows = await db
    .select({
      id: orders.id,
      pnr: orders.pnr,
      status: orders.status,
      agentId: sql<number>`coalesce(${orders.agentId}, ${orders.createdById})`.mapWith(Number),
      companyName: users.companyName,
      contactNameSurname: users.contactNameSurname,
      passengers: count(orderPassengers.id),
    })
    .from(orderSegments)
    .innerJoin(orders, eq(orders.id, orderSegments.orderId))
    .innerJoin(users, eq(users.id, sql`coalesce(${orders.agentId}, ${orders.createdById})`))
    .leftJoin(orderPassengers, and(eq(orderPassengers.orderId, orders.id), eq(orderPassengers.status, 'active')))
    .where(and(eq(orderSegments.flightId, flightId), inArray(orders.status, [...ACTIVE_ORDER_STATUSES])))
    .groupBy(orders.id, users.id)
    .orderBy(asc(orders.id));
  return rows.map((row) => ({
    id: row.id,
    pnr: row.pnr,
    status: row.status,
    agentId: row.agentId,
    agentName: row.companyName || row.contactNameSurname,
    passengers: row.passengers,
  }));
};
