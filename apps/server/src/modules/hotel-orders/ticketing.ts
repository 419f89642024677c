import type { THotelOrder } from '@frs/contract';
import { bookingPayment, runOrderOperation, type TOrderCall } from '../order-engine';
import { chargeStay, issueVouchers, vouchersOf } from './confirm';
import { applyHotelTransition, hotelOrderLine } from './hotel-order-line';
import { queueHotelMail } from './order-mail';
import { toHotelOrderView } from './order-view';

/**
 * POST /api/hotelOrders/ticketing/{id}: a booking is confirmed: the agent is charged the payable (a short balance
 * fails the whole operation and changes nothing) and every room gets its voucher. The booking must still run.
 */
export function confirmHotelBooking(call: TOrderCall): Promise<THotelOrder> {
  const run = {
    orderId: call.orderId,
    operation: 'ticketing',
    scope: `hotelOrders.ticketing:${call.orderId}`,
  } as const;
  return runOrderOperation(hotelOrderLine, call, run, async ({ tx, actor, locked, now, atEnd }) => {
    const booked = locked.order;
    const payment = bookingPayment(booked, now);
    const rooms = await issueVouchers(tx, booked, locked.rooms, now);
    const order = await applyHotelTransition(tx, {
      actor,
      order: booked,
      operation: 'ticketing',
      now,
      ...payment,
      newValues: { paid: booked.payable, vouchers: vouchersOf(rooms) },
    });
    await queueHotelMail(tx, { ...locked, rooms }, order, 'hotel-voucher');
    // The agent's row at the end, after the answer is stored: the charge is the last statement before the commit.
    atEnd(() => chargeStay(tx, actor, order, now));
    return toHotelOrderView(actor, { ...locked, order, rooms }, now);
  });
}
