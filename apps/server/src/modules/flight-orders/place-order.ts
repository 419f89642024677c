import type { TOrder, TOrderRequest } from '@frs/contract';
import { moveSeats, seatsPerClass } from '../flights';
import { placeHoldRun, runOrderOperation, stillHeld, type TOperationCall } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { queueOrderMail, queueTicketingMails } from './order-mail';
import { toOrderView } from './order-view';
import { isActive, seatTakers } from './passenger-rules';
import { assertSalesOpen, bookingExpiryOf, chargeTickets, numberTickets } from './ticketing';

/**
 * POST /api/orders/order: a hold becomes a booking (unpaid, until the booking time limit) or tickets (the agent is
 * charged now). The hold must still be running: the status change is conditional on `hold_expires_at > now`, so a
 * hold that expires at this very instant ends either ticketed or expired, never both. The answer is built from what
 * the operation read and wrote, without reading again.
 */
export async function placeOrder(
  call: TOperationCall & { input: TOrderRequest; idempotencyKey: string },
): Promise<TOrder> {
  const { input } = call;
  const run = placeHoldRun('orders', input);
  const { operation } = run;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const held = locked.order;
    const hold = stillHeld(held, now);
    const { segments, passengers } = locked;
    assertSalesOpen(segments, input.mode, now);
    const travelling = passengers.filter(isActive);
    if (input.mode === 'booking') {
      const bookingExpiresAt = bookingExpiryOf(segments, now);
      const order = await applyFlightTransition(tx, {
        actor,
        order: held,
        operation,
        now,
        set: { holdExpiresAt: null, bookingExpiresAt },
        ...hold,
        newValues: { bookingExpiresAt: bookingExpiresAt.toISOString() },
      });
      await queueOrderMail(tx, locked, order, segments, 'booking-add', {
        passengers: travelling,
        amount: order.payable,
      });
      // The invoice of the amount due goes to whoever pays it before the deadline.
      await queueOrderMail(tx, locked, order, segments, 'invoice', {
        passengers: travelling,
        amount: order.payable,
        recipients: 'payer',
      });
      await moveSeats(tx, 'sell', seatsPerClass(segments, seatTakers(passengers)));
      return toOrderView(actor, { ...locked, order }, segments, passengers);
    }
    const order = await applyFlightTransition(tx, {
      actor,
      order: held,
      operation,
      now,
      set: { holdExpiresAt: null, ticketedAt: now, paid: held.payable },
      ...hold,
      newValues: { paid: held.payable },
    });
    const numbered = await numberTickets(tx, order, passengers, now);
    await queueTicketingMails(tx, locked, order, segments, numbered);
    // The shared rows last (the classes, then the agent), so that they stay locked for as short a time as can be.
    await moveSeats(tx, 'sell', seatsPerClass(segments, seatTakers(passengers)));
    await chargeTickets(tx, actor, order, now);
    return toOrderView(actor, { ...locked, order }, segments, numbered);
  });
}
