import type { TFlightOrder, TOrderRequest } from '@frs/contract';
import { moveSeats, seatsPerClass } from '../flights';
import { bookHold, placeHoldRun, runOrderOperation, stillHeld, ticketHold, type TOperationCall } from '../order-engine';
import { flightOrderLine } from './flight-order-line';
import { queueBookingMails, queueTicketingMails } from './order-mail';
import { toOrderView } from './order-view';
import { seatTakers } from './passenger-rules';
import { assertSalesOpen, bookingExpiryOf, chargeTickets, numberTickets } from './ticketing';

/**
 * POST /api/orders/order: a hold becomes a booking (unpaid, until the booking time limit) or tickets (the agent is
 * charged now). The hold must still be running: the status change is conditional on `hold_expires_at > now`, so a
 * hold that expires at this very instant ends either ticketed or expired, never both. The answer is built from what
 * the operation read and wrote, without reading again.
 */
export async function placeOrder(
  call: TOperationCall & { input: TOrderRequest; idempotencyKey: string },
): Promise<TFlightOrder> {
  const { input } = call;
  const run = placeHoldRun('orders', input);
  const { operation } = run;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now, atEnd }) => {
    const held = locked.order;
    stillHeld(held, now);
    const { segments, passengers } = locked;
    assertSalesOpen(segments, input.mode, now);
    if (input.mode === 'booking') {
      const bookingExpiresAt = bookingExpiryOf(segments, now);
      const order = await bookHold(tx, flightOrderLine, { actor, held, operation, now, bookingExpiresAt });
      await queueBookingMails(tx, locked, order, segments, passengers);
      // The class rows, which every booking of the class waits on, at the end (after the answer is stored).
      atEnd(() => moveSeats(tx, 'sell', seatsPerClass(segments, seatTakers(passengers))));
      return toOrderView(actor, { ...locked, order }, segments, passengers);
    }
    const order = await ticketHold(tx, flightOrderLine, { actor, held, operation, now });
    const numbered = await numberTickets(tx, order, passengers, now);
    await queueTicketingMails(tx, locked, order, segments, numbered);
    // The shared rows at the end, after the answer is stored (the classes, then the agent: the charge is the last
    // statement before the commit), so that they stay locked for as short a time as can be.
    atEnd(() => moveSeats(tx, 'sell', seatsPerClass(segments, seatTakers(passengers))));
    atEnd(() => chargeTickets(tx, actor, order, now));
    return toOrderView(actor, { ...locked, order }, segments, numbered);
  });
}
