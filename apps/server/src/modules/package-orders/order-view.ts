import { notFound } from '../../lib/app-error';
import { PACKAGE_ORDER_LIFECYCLE, type TPackageOrder } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { reachableRow } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import { flightPackageParts as flights } from '../flight-orders';
import { orderActorOf, orderRowView, orderTotalsView } from '../order-engine';
import { readPackageOrderDetails, travellerIdsOf, type TPackageOrderDetails } from './order-details';
import { remainingBreakdown } from './remaining-parts';

/**
 * One package order as the API answers it to a caller: flights, travellers with their tickets and prices, hotel and
 * rooms with their travellers and vouchers, services, tour manager, totals (the parts' breakdown for the staff), and
 * the operations the caller may run now.
 */
export function toPackageOrderView(actor: TActor, details: TPackageOrderDetails): TPackageOrder {
  const { order, pkg } = details;
  return {
    ...orderRowView(details),
    offer: pkg.offer,
    nights: pkg.nights,
    checkIn: pkg.checkIn,
    checkOut: pkg.checkOut,
    segments: details.segments.map(flights.segmentView),
    passengers: details.passengers.map(flights.passengerView),
    hotel: details.hotel,
    rooms: details.rooms.map((room) => ({
      id: room.id,
      roomId: room.roomId,
      categoryName: room.categoryName,
      mealType: room.mealType,
      status: room.status,
      passengerIds: travellerIdsOf(room),
      specialRequests: room.specialRequests,
      voucherNumber: room.voucherNumber,
    })),
    services: pkg.services,
    tourManager: pkg.tourManager,
    cancellationPolicy: pkg.cancellationPolicy,
    // The parts' prices are the agency's: every role but an agent sees them (those of who still travels).
    ...(actor.role !== 'user' ? { breakdown: remainingBreakdown(details) } : {}),
    totals: orderTotalsView(order),
    operations: PACKAGE_ORDER_LIFECYCLE.allowed(orderActorOf(actor, order), order.status),
  };
}

/** GET /api/packageOrders/{id}: another agent's order (or another line's) is 404. */
export async function readPackageOrder(options: {
  db: TExecutor;
  actor: TActor;
  orderId: number;
}): Promise<TPackageOrder> {
  const details = reachableRow(
    options.actor,
    await readPackageOrderDetails(options.db, options.orderId),
    (found) => found.order.agentId,
  );
  return toPackageOrderView(options.actor, details);
}

/** The package order of this id after an operation, read again in the operation's transaction. */
export async function packageOrderViewIn(tx: TExecutor, actor: TActor, orderId: number): Promise<TPackageOrder> {
  const details = await readPackageOrderDetails(tx, orderId);
  if (!details) throw notFound();
  return toPackageOrderView(actor, details);
}
