import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { hotelOrderRooms } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { chargePayable, type TOrderRow } from '../order-engine';
import type { THotelRoomRow } from './order-details';

/** What confirming a stay (from a hold or from a booking) shares: the vouchers and the agent's charge. */

export const HOUR_MS = 3_600_000;

/** Gives every active room its voucher number (HV- and the next serial of the vouchers' own sequence). */
export async function issueVouchers(
  tx: TExecutor,
  order: TOrderRow,
  rooms: readonly THotelRoomRow[],
  now: Date,
): Promise<THotelRoomRow[]> {
  const numbered = await tx
    .update(hotelOrderRooms)
    .set({ voucherNumber: sql`'HV-' || lpad(nextval('voucher_serial')::text, 6, '0')`, updatedAt: now })
    .where(and(eq(hotelOrderRooms.orderId, order.id), eq(hotelOrderRooms.status, 'active')))
    .returning({ id: hotelOrderRooms.id, voucherNumber: hotelOrderRooms.voucherNumber });
  return rooms.map((room) => ({
    ...room,
    voucherNumber: numbered.find((row) => row.id === room.id)?.voucherNumber ?? room.voucherNumber,
  }));
}

/** Charges the agent the stay's payable; a short balance fails the whole operation with 409 (the last write). */
export function chargeStay(tx: TExecutor, actor: TActor, order: TOrderRow, now: Date): Promise<void> {
  return chargePayable(tx, {
    order,
    actor,
    kind: 'ticketing',
    reason: { code: 'hotelStay', params: { pnr: order.pnr } },
    now,
  });
}

/** The vouchers of the rooms, for the history. */
export function vouchersOf(rooms: readonly THotelRoomRow[]): string[] {
  return rooms.flatMap((room) => (room.voucherNumber ? [room.voucherNumber] : []));
}
