import { and, eq } from 'drizzle-orm';
import { orderPassengers, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TLineDocumentCall, TLineTicket } from '../documents';
import { readPackageFlights } from './package-flights';

/** A package traveller's e-ticket (modules/documents): the package's two flights, read from the order's own rows. */
export async function packageTicket(call: TLineDocumentCall & { passengerId: number }): Promise<TLineTicket> {
  const { db } = call;
  const [order] = await db
    .select({ pnr: orders.pnr, ticketedAt: orders.ticketedAt })
    .from(orders)
    .where(eq(orders.id, call.orderId))
    .limit(1);
  const [passenger] = await db
    .select()
    .from(orderPassengers)
    .where(and(eq(orderPassengers.id, call.passengerId), eq(orderPassengers.orderId, call.orderId)))
    .limit(1);
  if (!order || !passenger) throw new AppError(404, 'NOT_FOUND');
  return {
    pnr: order.pnr,
    issuedAt: (order.ticketedAt ?? passenger.createdAt).toISOString(),
    passenger,
    flights: await readPackageFlights(db, call.orderId),
  };
}
