import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { TOrderRow, TOrderWithPeople } from './order-row';
import type { TOrderProductLine } from './product-line';
import type { TOperationRun } from './run-operation';
import { applyTransition, type THistoryValues, type TOrderDeadline } from './transition';

/**
 * What every line's POST …/order (a hold becomes a booking or is ticketed at once) shares: the run of the operation
 * and the guard of the hold.
 */

/** The run of placing a hold: `book` for a booking, `ticket` for ticketing, under the endpoint's key scope. */
export function placeHoldRun(
  endpoint: 'orders' | 'hotelOrders' | 'packageOrders',
  input: { orderId: number; mode: 'booking' | 'ticketing' },
): TOperationRun<'book' | 'ticket'> & { request: unknown } {
  return {
    orderId: input.orderId,
    operation: input.mode === 'booking' ? 'book' : 'ticket',
    scope: `${endpoint}.order:${input.orderId}`,
    request: input,
  };
}

/**
 * A hold that has run out is 409 HOLD_EXPIRED. The status change then applies only while `hold_expires_at > now`
 * (the deadline and failure for applyTransition), so a hold expiring this very instant ends one way only.
 */
export function stillHeld(held: TOrderRow, now: Date): { deadline: TOrderDeadline; failure: () => AppError } {
  if (!held.holdExpiresAt || held.holdExpiresAt <= now) throw new AppError(409, 'HOLD_EXPIRED');
  return { deadline: 'holdExpiresAt', failure: () => new AppError(409, 'HOLD_EXPIRED') };
}

/**
 * Paying a booking (it becomes ticketed, the payable charged once): a booking whose time limit has passed is 409
 * BOOKING_EXPIRED, and the status change applies only while `booking_expires_at > now`, as `stillHeld` does for holds.
 * The transition's `set`, deadline and failure.
 */
export function bookingPayment(booked: TOrderRow, now: Date) {
  const expired = () => new AppError(409, 'BOOKING_EXPIRED');
  if (!booked.bookingExpiresAt || booked.bookingExpiresAt <= now) throw expired();
  return {
    set: { bookingExpiresAt: null, ticketedAt: now, paid: booked.payable },
    deadline: 'bookingExpiresAt' as const,
    failure: expired,
  };
}

/** What a hold's transition is given: the locked hold, the operation placing it, and the operation's clock. */
interface THoldMove<TOperation extends string> {
  actor: TActor;
  held: TOrderRow;
  operation: TOperation;
  now: Date;
}

/** The hold becomes a booking, unpaid until `bookingExpiresAt`, if it still runs (stillHeld). */
export function bookHold<TOperation extends string>(
  tx: TExecutor,
  line: Pick<TOrderProductLine<TOrderWithPeople, TOperation>, 'lifecycle'>,
  move: THoldMove<TOperation> & { bookingExpiresAt: Date },
): Promise<TOrderRow> {
  const { held, now, bookingExpiresAt } = move;
  return applyTransition(tx, line, {
    actor: move.actor,
    order: held,
    operation: move.operation,
    now,
    set: { holdExpiresAt: null, bookingExpiresAt },
    ...stillHeld(held, now),
    newValues: { bookingExpiresAt: bookingExpiresAt.toISOString() },
  });
}

/**
 * The hold is ticketed at once and paid its payable (the line charges it), if it still runs; `newValues` are the
 * line's own history values beside what was paid (the vouchers issued, say).
 */
export function ticketHold<TOperation extends string>(
  tx: TExecutor,
  line: Pick<TOrderProductLine<TOrderWithPeople, TOperation>, 'lifecycle'>,
  move: THoldMove<TOperation> & { newValues?: THistoryValues },
): Promise<TOrderRow> {
  const { held, now } = move;
  return applyTransition(tx, line, {
    actor: move.actor,
    order: held,
    operation: move.operation,
    now,
    set: { holdExpiresAt: null, ticketedAt: now, paid: held.payable },
    ...stillHeld(held, now),
    newValues: { paid: held.payable, ...move.newValues },
  });
}
