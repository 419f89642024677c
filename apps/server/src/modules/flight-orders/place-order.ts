import { gt } from 'drizzle-orm';
import type { TOrder, TOrderRequest } from '@frs/contract';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { moveSeats, seatsPerClass } from '../flights';
import { runOrderOperation, type TOperationCall } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { queueOrderMail, queueTicketingMails } from './order-mail';
import { toOrderView } from './order-view';
import { isActive, seatTakers } from './passenger-rules';
import { assertSalesOpen, chargeTickets, HOUR_MS, numberTickets } from './ticketing';

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
  const operation = input.mode === 'booking' ? 'book' : 'ticket';
  const run = { orderId: input.orderId, operation, scope: `orders.order:${input.orderId}`, request: input } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const held = locked.order;
    if (!held.holdExpiresAt || held.holdExpiresAt <= now) throw new AppError(409, 'HOLD_EXPIRED');
    const { segments, passengers } = locked;
    assertSalesOpen(segments, input.mode, now);
    const stillHeld = gt(orders.holdExpiresAt, now);
    const expired = () => new AppError(409, 'HOLD_EXPIRED');
    const travelling = passengers.filter(isActive);
    if (input.mode === 'booking') {
      const limits = segments[0]!.limits;
      const firstDeparture = segments[0]!.flight.departureAt.getTime();
      // A booking lasts the booking hours, but never past the moment ticketing closes for its first flight.
      const bookingExpiresAt = new Date(
        Math.min(now.getTime() + limits.bookingHours * HOUR_MS, firstDeparture - limits.ticketingCloseHours * HOUR_MS),
      );
      const order = await applyFlightTransition(tx, {
        actor,
        order: held,
        operation,
        now,
        set: { holdExpiresAt: null, bookingExpiresAt },
        condition: stillHeld,
        failure: expired,
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
      condition: stillHeld,
      failure: expired,
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
