import type { TOrderRequest, TPackageOrder } from '@frs/contract';
import { flightPackageParts as flights } from '../flight-orders';
import { bookHold, placeHoldRun, runOrderOperation, stillHeld, type TOperationCall } from '../order-engine';
import { queuePackageMail } from './order-mail';
import { packageOrderViewIn } from './order-view';
import { movePackageStock, packageOrderLine } from './package-order-line';
import { issuePackageDocuments } from './ticketing';

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
  const run = placeHoldRun('packageOrders', input);
  const { operation } = run;
  return runOrderOperation(packageOrderLine, call, run, async ({ tx, actor, locked, now, atEnd }) => {
    const held = locked.order;
    const hold = stillHeld(held, now);
    flights.assertSalesOpen(locked.segments, input.mode, now);
    if (input.mode === 'booking') {
      const bookingExpiresAt = flights.bookingExpiryOf(locked.segments, now);
      await bookHold(tx, packageOrderLine, { actor, held, operation, now, bookingExpiresAt });
      await queuePackageMail(tx, held.id, 'package-booking');
      await movePackageStock(tx, { seats: 'sell', nights: 'sellHeld' }, locked);
      return packageOrderViewIn(tx, actor, held.id);
    }
    await issuePackageDocuments(tx, {
      actor,
      locked,
      operation: 'ticket',
      now,
      ...hold,
      atEnd,
    });
    return packageOrderViewIn(tx, actor, held.id);
  });
}
