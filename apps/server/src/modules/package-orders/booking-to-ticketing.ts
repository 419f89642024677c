import type { TPackageOrder } from '@frs/contract';
import { flightPackageParts as flights } from '../flight-orders';
import { bookingPayment, runOrderOperation, type TOrderCall } from '../order-engine';
import { packageOrderViewIn } from './order-view';
import { packageOrderLine } from './package-order-line';
import { issuePackageDocuments } from './ticketing';

/**
 * POST /api/packageOrders/booking-to-ticketing/{id}: a booking is ticketed (one charge, tickets and voucher), while
 * it still runs: conditional on `booking_expires_at > now`, so a booking expiring this instant ends one way only.
 */
export async function packageBookingToTicketing(call: TOrderCall): Promise<TPackageOrder> {
  const run = {
    orderId: call.orderId,
    operation: 'bookingToTicketing',
    scope: `packageOrders.booking-to-ticketing:${call.orderId}`,
    request: {},
  } as const;
  return runOrderOperation(packageOrderLine, call, run, async ({ tx, actor, locked, now, atEnd }) => {
    const booked = locked.order;
    const { deadline, failure } = bookingPayment(booked, now);
    flights.assertSalesOpen(locked.segments, 'ticketing', now);
    await issuePackageDocuments(tx, {
      actor,
      locked,
      operation: 'bookingToTicketing',
      now,
      deadline,
      failure,
      atEnd,
    });
    return packageOrderViewIn(tx, actor, booked.id);
  });
}
