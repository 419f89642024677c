import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_ORDER_STATUSES, type TDisruptionOrder } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { classes, orderPassengers, orders, orderSegments, users } from '../../db/schema';

/**
 * The orders a disrupted flight touches: flight and package orders with a segment on it that are still active
 * (held, booked, ticketed), with their agent (the staff member for the agency's own sale), active passengers, class
 * on this flight and money. `orderIds` narrows them to a selection (ids not among them are left out).
 */
export async function affectedOrdersOf(
  db: TExecutor,
  flightId: number,
  orderIds?: readonly number[],
): Promise<TDisruptionOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      pnr: orders.pnr,
      productLine: orders.productLine,
      status: orders.status,
      agentId: orders.agentId,
      companyName: users.companyName,
      contactName: users.contactNameSurname,
      email: users.email,
      classId: orderSegments.classId,
      className: classes.name,
      payable: orders.payable,
      paid: orders.paid,
    })
    .from(orderSegments)
    .innerJoin(orders, eq(orders.id, orderSegments.orderId))
    .innerJoin(classes, eq(classes.id, orderSegments.classId))
    .innerJoin(users, eq(users.id, sql`coalesce(${orders.agentId}, ${orders.createdById})`))
    .where(
      and(
        eq(orderSegments.flightId, flightId),
        inArray(orders.status, [...ACTIVE_ORDER_STATUSES]),
        inArray(orders.productLine, ['flight', 'package']),
        orderIds ? inArray(orders.id, orderIds.length > 0 ? [...orderIds] : [0]) : undefined,
      ),
    )
    .orderBy(asc(orders.id));
  if (rows.length === 0) return [];
  const people = await db
    .select({
      orderId: orderPassengers.orderId,
      firstName: orderPassengers.firstName,
      lastName: orderPassengers.lastName,
      type: orderPassengers.type,
    })
    .from(orderPassengers)
    .where(
      and(
        inArray(
          orderPassengers.orderId,
          rows.map((row) => row.id),
        ),
        eq(orderPassengers.status, 'active'),
      ),
    )
    .orderBy(asc(orderPassengers.id));
  return rows.map((row) => ({
    id: row.id,
    pnr: row.pnr,
    productLine: row.productLine === 'package' ? 'package' : 'flight',
    status: row.status,
    agentId: row.agentId,
    agentName: row.companyName || row.contactName || row.email,
    passengers: people
      .filter((person) => person.orderId === row.id)
      .map((person) => ({ name: `${person.firstName} ${person.lastName}`, type: person.type })),
    classId: row.classId,
    className: row.className,
    payable: row.payable,
    paid: row.paid,
  }));
}
