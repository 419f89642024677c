import type { THotelOrder, THotelOrderRequest } from '@frs/contract';
import { AppError } from '../../lib/app-error';
import { moveRoomNights } from '../hotels';
import { bookHold, placeHoldRun, runOrderOperation, stillHeld, ticketHold, type TOperationCall } from '../order-engine';
import { chargeStay, HOUR_MS, issueVouchers, vouchersOf } from './confirm';
import { hotelOrderLine, staysOf } from './hotel-order-line';
import { stayOf } from './order-details';
import { queueHotelMail } from './order-mail';
import { toHotelOrderView } from './order-view';
import { agencyTimeLimits } from './sale';

/**
 * POST /api/hotelOrders: a hold becomes a booking (rooms sold, unpaid until the booking time limit, which never
 * passes check-in) or is confirmed at once (the agent is charged, the vouchers issued). The hold must still run: the
 * status change is conditional on `hold_expires_at > now`, so a hold expiring this instant ends one way only.
 */
export async function placeHotelOrder(
  call: TOperationCall & { input: THotelOrderRequest; idempotencyKey?: string },
): Promise<THotelOrder> {
  const { input } = call;
  const run = placeHoldRun('hotelOrders', input);
  const { operation } = run;
  return runOrderOperation(hotelOrderLine, call, run, async ({ tx, actor, locked, now, atEnd }) => {
    const held = locked.order;
    stillHeld(held, now);
    const stays = staysOf(locked.rooms);
    if (input.mode === 'booking') {
      const checkInStart = new Date(`${stayOf(locked).checkIn}T00:00:00Z`).getTime();
      const { bookingHours } = await agencyTimeLimits(tx);
      // A booking lasts the booking hours, but never past the start of its check-in day.
      const bookingExpiresAt = new Date(Math.min(now.getTime() + bookingHours * HOUR_MS, checkInStart));
      if (bookingExpiresAt <= now) throw new AppError(409, 'SALES_CLOSED');
      const order = await bookHold(tx, hotelOrderLine, { actor, held, operation, now, bookingExpiresAt });
      await queueHotelMail(tx, locked, order, 'hotel-booking');
      await moveRoomNights(tx, 'sellHeld', stays);
      return toHotelOrderView(actor, { ...locked, order }, now);
    }
    // The vouchers first, for the history row (a transition that does not apply rolls them back with it).
    const rooms = await issueVouchers(tx, held, locked.rooms, now);
    const newValues = { vouchers: vouchersOf(rooms) };
    const order = await ticketHold(tx, hotelOrderLine, { actor, held, operation, now, newValues });
    await queueHotelMail(tx, { ...locked, rooms }, order, 'hotel-voucher');
    // The shared rows at the end, after the answer is stored (the nights, then the agent: the charge is the last
    // statement before the commit), so that they stay locked for as short a time as can be.
    atEnd(() => moveRoomNights(tx, 'sellHeld', stays));
    atEnd(() => chargeStay(tx, actor, order, now));
    return toHotelOrderView(actor, { ...locked, order, rooms }, now);
  });
}
