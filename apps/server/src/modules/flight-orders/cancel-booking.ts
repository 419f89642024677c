import type { TFlightOrder } from '@frs/contract';
import { moveSeats, seatsPerClass } from '../flights';
import { runOrderOperation, type TOrderCall } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { queueOrderMail } from './order-mail';
import { toOrderView } from './order-view';
import { isActive, seatTakers } from './passenger-rules';

/** POST /api/orders/cancel/{id}: an unpaid booking is cancelled and its sold seats are free again. */
export async function cancelBooking(call: TOrderCall): Promise<TFlightOrder> {
  const { orderId } = call;
  const run = { orderId, operation: 'cancel', scope: `orders.cancel:${orderId}` } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { segments, passengers } = locked;
    await moveSeats(tx, 'releaseSold', seatsPerClass(segments, seatTakers(passengers)));
    const order = await applyFlightTransition(tx, {
      actor,
      order: locked.order,
      operation: 'cancel',
      now,
      set: { bookingExpiresAt: null },
    });
    await queueOrderMail(tx, locked, order, segments, 'booking-cancel', { passengers: passengers.filter(isActive) });
    return toOrderView(actor, { ...locked, order }, segments, passengers);
  });
}
