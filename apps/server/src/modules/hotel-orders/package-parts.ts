import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { hotelOrderGuests, hotelOrderRooms } from '../../db/schema';
import { refundedItemColumns, type TItemRefund } from '../order-engine';

/**
 * What the package line (modules/package-orders) does with this module's tables: a package order's rooms are
 * `hotel_order_rooms` with their `hotel_order_guests` (each guest one of the order's travellers), written only here
 * (the table-ownership rule).
 */

export { issueVouchers, vouchersOf } from './confirm';
export { staysOf } from './hotel-order-line';
export { ROOMS_OF_ORDER, roomLabel, toRoomRow, type THotelOfOrder, type THotelRoomRow } from './order-details';
export { insertRoomsOfOrder, type TNewHotelRoom } from './room-items';
export { agencyTimeLimits, hotelSaleOf, type TSaleRoomType } from './sale';
export { hotelVoucher } from './voucher';

/** Marks rooms (`id`: the room's) refunded, with what each kept and gave back. */
export async function markRoomsRefunded(tx: TExecutor, refunds: readonly TItemRefund[], now: Date): Promise<void> {
  for (const refund of refunds) {
    await tx.update(hotelOrderRooms).set(refundedItemColumns(refund, now)).where(eq(hotelOrderRooms.id, refund.id));
  }
}

/** A split: whole rooms, with their guests, move to the new order. */
export async function moveRoomsToOrder(
  tx: TExecutor,
  move: { orderRoomIds: readonly number[]; orderId: number; now: Date },
): Promise<void> {
  if (move.orderRoomIds.length === 0) return;
  await tx
    .update(hotelOrderRooms)
    .set({ orderId: move.orderId, updatedAt: move.now })
    .where(inArray(hotelOrderRooms.id, [...move.orderRoomIds]));
  await tx
    .update(hotelOrderGuests)
    .set({ orderId: move.orderId, updatedAt: move.now })
    .where(inArray(hotelOrderGuests.orderRoomId, [...move.orderRoomIds]));
}

/** The guests who are these travellers take their new names (a package's edit). */
export async function renameGuestsOfTravellers(
  tx: TExecutor,
  orderId: number,
  names: readonly { id: number; firstName: string; lastName: string }[],
  now: Date,
): Promise<void> {
  for (const name of names) {
    await tx
      .update(hotelOrderGuests)
      .set({ firstName: name.firstName, lastName: name.lastName, updatedAt: now })
      .where(and(eq(hotelOrderGuests.orderId, orderId), eq(hotelOrderGuests.passengerId, name.id)));
  }
}

/** New special requests of an order's rooms. */
export async function setSpecialRequests(
  tx: TExecutor,
  orderId: number,
  rooms: readonly { id: number; specialRequests: string | null }[],
  now: Date,
): Promise<void> {
  for (const room of rooms) {
    await tx
      .update(hotelOrderRooms)
      .set({ specialRequests: room.specialRequests, updatedAt: now })
      .where(and(eq(hotelOrderRooms.id, room.id), eq(hotelOrderRooms.orderId, orderId)));
  }
}
