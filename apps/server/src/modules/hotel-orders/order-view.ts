import { daysBeforeCheckIn, HOTEL_ORDER_LIFECYCLE, hotelPenalty, todayIsoDate, type THotelOrder } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { preparedText } from '../../lib/prepared-read';
import { reachableRow } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import { orderActorOf, orderRowView, orderTotalsView, type TRaw } from '../order-engine';
import { readHotelOrderDetails, stayOf, type THotelOrderDetails, type THotelRoomRow } from './order-details';

/**
 * One hotel order as the API answers it to a caller: hotel, stay, rooms with guests and nights, totals, the penalty
 * a refund today would keep, and the operations the caller may run now.
 */

/** What each night of a room costs its payer: the agent the net of the night, the agency's own sale the gross. */
export function nightBasis(room: Pick<THotelRoomRow, 'nightPrices'>, agentPays: boolean): number[] {
  return room.nightPrices.map((night) => (agentPays ? night.gross - night.commission : night.gross));
}

/** The cancellation policy's penalty of the order's active rooms on `today` (AMD minor units). */
export function policyPenalty(details: Pick<THotelOrderDetails, 'order' | 'rooms'>, today: string): number {
  const agentPays = details.order.agentId !== null;
  const { checkIn } = stayOf(details);
  const daysLeft = daysBeforeCheckIn(today, checkIn);
  return details.rooms
    .filter((room) => room.status === 'active')
    .reduce((sum, room) => sum + hotelPenalty(room.cancellationPolicy, nightBasis(room, agentPays), daysLeft), 0);
}

export function toHotelOrderView(actor: TActor, details: THotelOrderDetails, now = new Date()): THotelOrder {
  const { order, hotel, rooms } = details;
  const { checkIn, checkOut } = stayOf(details);
  return {
    ...orderRowView(details),
    hotel,
    checkIn,
    checkOut,
    nights: rooms[0]?.nightPrices.length ?? 0,
    rooms: rooms.map((room) => ({
      id: room.id,
      roomId: room.roomId,
      categoryName: room.categoryName,
      mealType: room.mealType,
      status: room.status,
      guests: room.guests,
      specialRequests: room.specialRequests,
      nights: room.nightPrices.map((night) => ({ date: night.date, gross: night.gross })),
      gross: room.gross,
      commission: room.commission,
      net: room.net,
      voucherNumber: room.voucherNumber,
      refundPenalty: room.refundPenalty,
      refundAmount: room.refundAmount,
      cancellationPolicy: room.cancellationPolicy,
    })),
    totals: orderTotalsView(order),
    refundPenaltyToday: order.status === 'ticketed' ? policyPenalty(details, todayIsoDate(now)) : null,
    operations: HOTEL_ORDER_LIFECYCLE.allowed(orderActorOf(actor, order), order.status),
  };
}

/** GET /api/hotelOrders/{id}: another agent's order (or a flight order) is 404. */
export async function readHotelOrder(options: { db: TExecutor; actor: TActor; orderId: number }): Promise<THotelOrder> {
  const details = reachableRow(
    options.actor,
    await readHotelOrderDetails(options.db, options.orderId),
    (found) => found.order.agentId,
  );
  return toHotelOrderView(options.actor, details);
}

/** GET /api/hotelSearch/pnr/{pnr}: a hotel order by its PNR (another agent's, or none, is 404). */
export async function readHotelOrderByPnr(options: {
  db: TExecutor;
  actor: TActor;
  pnr: string;
}): Promise<THotelOrder> {
  const [row] = await preparedText<TRaw>(
    options.db,
    "select id from orders where pnr = $1 and product_line = 'hotel'",
    [options.pnr],
  );
  if (!row) throw notFound();
  return readHotelOrder({ db: options.db, actor: options.actor, orderId: Number(row.id) });
}
