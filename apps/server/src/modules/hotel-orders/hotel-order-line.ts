import { eq } from 'drizzle-orm';
import { HOTEL_ORDER_LIFECYCLE, type THotelOrderOperation, type TOrderHistoryValues } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders } from '../../db/schema';
import { preparedText } from '../../lib/prepared-read';
import { moveRoomNights, type TRoomNightMove, type TRoomStay } from '../hotels';
import { applyTransition, type TOrderProductLine, type TOrderRow, type TRaw, type TTransition } from '../order-engine';
import { readHotelOrderDetails, type THotelOrderDetails, type THotelRoomRow } from './order-details';
import { queueHotelMail } from './order-mail';

/**
 * Hotel orders, the order engine's second product line: the contract's hotel lifecycle, the order read with its
 * hotel, rooms and guests in one prepared statement, and what an expiry gives back (the held or sold nights of the
 * expired orders, through the hotels module's room-night counters) and mails (`hotel-cancel`).
 */

/** The nights the active rooms take: one stay per room type and stay, with its number of rooms. */
export function staysOf(rooms: readonly Pick<THotelRoomRow, 'roomId' | 'checkIn' | 'checkOut' | 'status'>[]) {
  const stays = new Map<string, TRoomStay>();
  for (const room of rooms) {
    if (room.status !== 'active') continue;
    const key = `${room.roomId}:${room.checkIn}:${room.checkOut}`;
    const stay = stays.get(key);
    if (stay) stay.rooms += 1;
    else stays.set(key, { roomId: room.roomId, checkIn: room.checkIn, checkOut: room.checkOut, rooms: 1 });
  }
  return [...stays.values()];
}

/** The rooms of several orders at once (the expiry's release). */
async function activeRoomsOf(tx: TExecutor, orderIds: readonly number[]) {
  const rows = await preparedText<TRaw>(
    tx,
    `select room_id, check_in::text as check_in, check_out::text as check_out, status
      from hotel_order_rooms where order_id = any($1::int[])`,
    [orderIds],
  );
  return rows.map((row) => ({
    roomId: Number(row.room_id),
    checkIn: String(row.check_in),
    checkOut: String(row.check_out),
    status: row.status as THotelRoomRow['status'],
  }));
}

const releaseNights = (move: TRoomNightMove) => async (tx: TExecutor, orderIds: readonly number[]) => {
  await moveRoomNights(tx, move, staysOf(await activeRoomsOf(tx, orderIds)));
};

/** Expired holds and bookings are told to their contact and agent. */
async function mailExpired(tx: TExecutor, expired: readonly TOrderRow[]): Promise<void> {
  for (const order of expired) {
    const details = await readHotelOrderDetails(tx, order.id);
    if (details) await queueHotelMail(tx, details, order, 'hotel-cancel', { expired: true });
  }
}

export const hotelOrderLine: TOrderProductLine<THotelOrderDetails, THotelOrderOperation> = {
  name: 'hotel',
  lifecycle: HOTEL_ORDER_LIFECYCLE,
  readDetails: readHotelOrderDetails,
  ordersWhere: eq(orders.productLine, 'hotel'),
  expiry: {
    hold: { operation: 'expireHold', release: releaseNights('releaseHold') },
    booking: { operation: 'expireBooking', release: releaseNights('releaseSold'), notify: mailExpired },
  },
};

/** A hotel order's transition (the engine's applyTransition), its history in the contract's vocabulary. */
export function applyHotelTransition(
  tx: TExecutor,
  transition: TTransition<THotelOrderOperation, TOrderHistoryValues>,
): Promise<TOrderRow> {
  return applyTransition(tx, hotelOrderLine, transition);
}
