import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_ORDER_STATUSES, type TDisruptionOrder, type TProductLine } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { classes, flights, orderPassengers, orders, orderSegments, users } from '../../db/schema';
import { readApprovalSettings } from '../approvals';
import type { TDisruptionHook, TDisruptionHooks } from '../order-engine';

type TFlightNow = Pick<typeof flights.$inferSelect, 'departureAt' | 'fromAirportId' | 'toAirportId' | 'status'>;
type TSold = { departureAt: Date; fromAirportId: number; toAirportId: number };

/**
 * Whether the flight's change is material for an order (issue 30), measured from what the order was sold with, not
 * from the flight's last edit (moving a flight by five minutes, or away and back, is no disruption): the flight was
 * cancelled, its route changed, or its departure moved by at least the setting's minutes. Only then may the order be
 * refunded without penalty.
 */
export function materialChangeOf(
  flight: TFlightNow,
  sold: TSold,
  minutes: number,
): { shiftMinutes: number; materialChange: TDisruptionOrder['materialChange'] } {
  const shiftMinutes = Math.round((flight.departureAt.getTime() - sold.departureAt.getTime()) / 60_000);
  if (flight.status === 'cancelled') return { shiftMinutes, materialChange: 'cancelled' };
  if (flight.fromAirportId !== sold.fromAirportId || flight.toAirportId !== sold.toAirportId) {
    return { shiftMinutes, materialChange: 'route' };
  }
  return { shiftMinutes, materialChange: Math.abs(shiftMinutes) >= minutes ? 'retimed' : null };
}

/** What a segment was sold with (the database fills it on every write; the flight's values stand in otherwise). */
function soldOf(row: {
  sold: { departureAt: Date | null; fromAirportId: number | null; toAirportId: number | null };
  flight: TFlightNow;
}): TSold {
  return {
    departureAt: row.sold.departureAt ?? row.flight.departureAt,
    fromAirportId: row.sold.fromAirportId ?? row.flight.fromAirportId,
    toAirportId: row.sold.toAirportId ?? row.flight.toAirportId,
  };
}

/**
 * The orders a disrupted flight touches: the orders of the lines with a disruption hook (`lines`: flight and package
 * orders today) with a segment on it that are still active (held, booked, ticketed), with their agent (the staff
 * member for the agency's own sale), active passengers, class on this flight, money, and whether the flight's change
 * is material for each. `orderIds` narrows them to a selection (ids not among them are left out).
 */
export async function affectedOrdersOf(
  db: TExecutor,
  lines: TDisruptionHooks,
  flightId: number,
  orderIds?: readonly number[],
): Promise<TDisruptionOrder[]> {
  if (lines.size === 0) return [];
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
      sold: {
        departureAt: orderSegments.soldDepartureAt,
        fromAirportId: orderSegments.soldFromAirportId,
        toAirportId: orderSegments.soldToAirportId,
      },
      flight: {
        departureAt: flights.departureAt,
        fromAirportId: flights.fromAirportId,
        toAirportId: flights.toAirportId,
        status: flights.status,
      },
    })
    .from(orderSegments)
    .innerJoin(flights, eq(flights.id, orderSegments.flightId))
    .innerJoin(orders, eq(orders.id, orderSegments.orderId))
    .innerJoin(classes, eq(classes.id, orderSegments.classId))
    .innerJoin(users, eq(users.id, sql`coalesce(${orders.agentId}, ${orders.createdById})`))
    .where(
      and(
        eq(orderSegments.flightId, flightId),
        inArray(orders.status, [...ACTIVE_ORDER_STATUSES]),
        inArray(orders.productLine, [...lines.keys()] as TProductLine[]),
        orderIds ? inArray(orders.id, orderIds.length > 0 ? [...orderIds] : [0]) : undefined,
      ),
    )
    .orderBy(asc(orders.id));
  if (rows.length === 0) return [];
  const { materialChangeMinutes } = await readApprovalSettings(db);
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
    // A line with a disruption hook is one of the contract's lines whose orders hold seats (ZDisruptionOrder).
    productLine: row.productLine as TDisruptionOrder['productLine'],
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
    soldDepartureAt: soldOf(row).departureAt.toISOString(),
    ...materialChangeOf(row.flight, soldOf(row), materialChangeMinutes),
  }));
}

/** The disruption hook of an affected order's line (affected orders are only those of the lines with a hook). */
export function hookOf(lines: TDisruptionHooks, order: Pick<TDisruptionOrder, 'productLine'>): TDisruptionHook {
  const hook = lines.get(order.productLine);
  if (!hook) throw new Error(`No disruption hook of the product line '${order.productLine}'`);
  return hook;
}
