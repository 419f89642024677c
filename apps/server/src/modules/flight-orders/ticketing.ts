import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { preparedText } from '../../lib/prepared-read';
import type { TActor } from '../../lib/actor';
import { chargePayable, type TOrderRow } from '../order-engine';
import type { TPassengerRow } from './passengers';
import type { TSegment } from './segments';

/** What booking and ticketing share: the sales windows, the ticket numbers, and the agent's charge for tickets. */

export const HOUR_MS = 3_600_000;

/** Sales of the order's first flight close this many hours before it leaves (booking or ticketing). */
export function assertSalesOpen(segments: readonly TSegment[], kind: 'booking' | 'ticketing', now: Date) {
  const first = segments[0];
  if (!first) throw new Error('order without segments');
  const closeHours = kind === 'booking' ? first.limits.bookingCloseHours : first.limits.ticketingCloseHours;
  if (first.flight.departureAt.getTime() - closeHours * HOUR_MS <= now.getTime()) {
    throw new AppError(409, 'SALES_CLOSED');
  }
}

/** A booking lasts the booking hours, but never past the moment ticketing closes for the order's first flight. */
export function bookingExpiryOf(segments: readonly TSegment[], now: Date): Date {
  const first = segments[0];
  if (!first) throw new Error('order without segments');
  const closesAt = first.flight.departureAt.getTime() - first.limits.ticketingCloseHours * HOUR_MS;
  return new Date(Math.min(now.getTime() + first.limits.bookingHours * HOUR_MS, closesAt));
}

/**
 * The ticket numbers of an order's active passengers: the ticket settings' prefix and the next serial each (the
 * booking bench replays it).
 */
export const NUMBER_TICKETS = `update order_passengers
  set ticket_number = coalesce((select ticket_prefix from ticket_settings where id = 1), '000')
      || lpad(nextval('ticket_serial')::text, 10, '0'),
    updated_at = $2
  where order_id = $1 and status = 'active'
  returning id, ticket_number`;

/** Gives every active passenger a ticket number (the ticket settings' prefix and the next serial). */
export async function numberTickets(
  tx: TExecutor,
  order: TOrderRow,
  passengers: readonly TPassengerRow[],
  now: Date,
): Promise<TPassengerRow[]> {
  const numbered = await preparedText<{ id: number; ticket_number: string }>(tx, NUMBER_TICKETS, [
    order.id,
    now.toISOString(),
  ]);
  return passengers.map((passenger) => ({
    ...passenger,
    ticketNumber: numbered.find((row) => row.id === passenger.id)?.ticket_number ?? passenger.ticketNumber,
  }));
}

/**
 * Charges the agent the order's payable for its tickets (the agency's own sale moves no balance); a short balance
 * fails the whole operation with 409. The last write of a ticketing (see the engine's chargePayable).
 */
export function chargeTickets(tx: TExecutor, actor: TActor, order: TOrderRow, now: Date): Promise<void> {
  return chargePayable(tx, {
    order,
    actor,
    kind: 'ticketing',
    reason: { code: 'tickets', params: { pnr: order.pnr } },
    now,
  });
}
