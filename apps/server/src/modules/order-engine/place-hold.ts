import { AppError } from '../../lib/app-error';
import type { TOrderRow } from './order-row';
import type { TOperationRun } from './run-operation';
import type { TOrderDeadline } from './transition';

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
