import { gt } from 'drizzle-orm';
import type { TOrderRequest, TPackageOrder } from '@frs/contract';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { flightPackageParts as flights } from '../flight-orders';
import { runOrderOperation, type TOperationCall } from '../order-engine';
import { queuePackageMail } from './order-mail';
import { packageOrderViewIn } from './order-view';
import { applyPackageTransition, movePackageStock, packageOrderLine } from './package-order-line';
import { issuePackageDocuments } from './ticketing';

const HOUR_MS = 3_600_000;

/**
 * POST /api/packageOrders/order: a hold becomes a booking (seats and nights sold, unpaid until the booking time
 * limit, never past the moment ticketing closes for the outbound flight) or is ticketed at once (one charge, a
 * ticket per traveller, the voucher). The status change is conditional on `hold_expires_at > now`, so a hold that
 * expires this very instant ends one way only.
 */
export async function placePackageOrder(
  call: TOperationCall & { input: TOrderRequest; idempotencyKey?: string },
): Promise<TPackageOrder> {
  const { input } = call;
  const operation = input.mode === 'booking' ? 'book' : 'ticket';
  const run = {
    orderId: input.orderId,
    operation,
    scope: `packageOrders.order:${input.orderId}`,
    request: input,
  } as const;
  return runOrderOperation(packageOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const held = locked.order;
    if (!held.holdExpiresAt || held.holdExpiresAt <= now) throw new AppError(409, 'HOLD_EXPIRED');
    flights.assertSalesOpen(locked.segments, input.mode, now);
    const stillHeld = gt(orders.holdExpiresAt, now);
    const expired = () => new AppError(409, 'HOLD_EXPIRED');
    if (input.mode === 'booking') {
      const limits = locked.segments[0]!.limits;
      const firstDeparture = locked.segments[0]!.flight.departureAt.getTime();
      const bookingExpiresAt = new Date(
        Math.min(now.getTime() + limits.bookingHours * HOUR_MS, firstDeparture - limits.ticketingCloseHours * HOUR_MS),
      );
      await applyPackageTransition(tx, {
        actor,
        order: held,
        operation,
        now,
        set: { holdExpiresAt: null, bookingExpiresAt },
        condition: stillHeld,
        failure: expired,
        newValues: { bookingExpiresAt: bookingExpiresAt.toISOString() },
      });
      await queuePackageMail(tx, held.id, 'package-booking');
      await movePackageStock(tx, { seats: 'sell', nights: 'sellHeld' }, locked);
      return packageOrderViewIn(tx, actor, held.id);
    }
    await issuePackageDocuments(tx, {
      actor,
      locked,
      operation: 'ticket',
      now,
      condition: stillHeld,
      failure: expired,
    });
    return packageOrderViewIn(tx, actor, held.id);
  });
}
