import type { TFlightOrder } from '@frs/contract';
import { bookingPayment, runOrderOperation, type TOrderCall } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { queueTicketingMails } from './order-mail';
import { toOrderView } from './order-view';
import { assertSalesOpen, chargeTickets, numberTickets } from './ticketing';

/**
 * POST /api/orders/booking-to-ticketing/{id}: the booking's agent is charged the payable and the passengers get
 * their ticket numbers; a short balance fails the whole call (409) and changes nothing.
 */
export async function bookingToTicketing(call: TOrderCall & { idempotencyKey: string }): Promise<TFlightOrder> {
  const { orderId } = call;
  const run = {
    orderId,
    operation: 'bookingToTicketing',
    scope: `orders.booking-to-ticketing:${orderId}`,
  } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now, atEnd }) => {
    const booked = locked.order;
    const payment = bookingPayment(booked, now);
    const { segments, passengers } = locked;
    assertSalesOpen(segments, 'ticketing', now);
    const order = await applyFlightTransition(tx, {
      actor,
      order: booked,
      operation: 'bookingToTicketing',
      now,
      ...payment,
      newValues: { paid: booked.payable },
    });
    const numbered = await numberTickets(tx, order, passengers, now);
    await queueTicketingMails(tx, locked, order, segments, numbered);
    // The agent's row at the end, after the answer is stored: the charge is the last statement before the commit.
    atEnd(() => chargeTickets(tx, actor, order, now));
    return toOrderView(actor, { ...locked, order }, segments, numbered);
  });
}
