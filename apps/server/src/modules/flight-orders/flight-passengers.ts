import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACTIVE_ORDER_STATUSES, type TFlightPassengers } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { classes, flights, orderPassengers, orders, orderSegments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { named, USER_NAME } from '../order-engine';

/** GET /api/flights/passengers/{flightId}: each class with the active passengers of its active orders. */
export async function flightPassengers(options: { db: TExecutor; flightId: number }): Promise<TFlightPassengers> {
  const { db, flightId } = options;
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId)).limit(1);
  if (!flight) throw new AppError(404, 'NOT_FOUND');
  const classRows = await db.select().from(classes).where(eq(classes.flightId, flightId)).orderBy(asc(classes.name));
  const rows = await db
    .select({
      classId: orderSegments.classId,
      passenger: orderPassengers,
      order: { id: orders.id, pnr: orders.pnr, status: orders.status, line: orders.productLine },
      agent: { ...USER_NAME },
    })
    .from(orderSegments)
    .innerJoin(orders, eq(orders.id, orderSegments.orderId))
    .innerJoin(orderPassengers, eq(orderPassengers.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.agentId))
    .where(
      and(
        eq(orderSegments.flightId, flightId),
        inArray(orders.status, [...ACTIVE_ORDER_STATUSES]),
        eq(orderPassengers.status, 'active'),
      ),
    )
    .orderBy(asc(orderPassengers.lastName), asc(orderPassengers.firstName), asc(orderPassengers.id));
  return {
    flightId,
    classes: classRows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      seats: row.seats,
      sold: row.sold,
      held: row.held,
      free: row.seats - row.sold - row.held,
      passengers: rows
        .filter((item) => item.classId === row.id)
        .map(({ passenger, order, agent }) => ({
          id: passenger.id,
          orderId: order.id,
          orderLine: order.line === 'package' ? ('package' as const) : ('flight' as const),
          pnr: order.pnr,
          orderStatus: order.status,
          agent: named(agent?.id ? agent : null),
          type: passenger.type,
          firstName: passenger.firstName,
          lastName: passenger.lastName,
          gender: passenger.gender,
          dateOfBirth: passenger.dateOfBirth,
          passportNumber: passenger.passportNumber,
          citizenship: passenger.citizenship,
          ticketNumber: passenger.ticketNumber,
        })),
    })),
  };
}
