import { and, eq } from 'drizzle-orm';
import { orderSegments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TDisruptionHook } from '../order-engine';
import { cancelBooking } from './cancel-booking';
import { cancelPreOrder } from './cancel-pre-order';
import { changeOrderDate } from './change-order-date';
import { fullRefundOf } from './package-parts';
import { refundOrder } from './refund';

/**
 * What a disrupted own flight's batches do to a flight order (modules/disruption/README.md): cancel it when unpaid,
 * refund it in full, or move its segment on the flight to another flight as a change of date that is involuntary
 * (the fare rules' change fee is never charged).
 */
export const flightDisruption: TDisruptionHook = {
  cancelUnpaid: (call, status) => (status === 'hold' ? cancelPreOrder(call) : cancelBooking(call)),
  refundInFull: async (call) => {
    const input = { ...(await fullRefundOf(call.db, call.orderId)), receivingClasses: [] };
    return (await refundOrder({ ...call, input })).totals.paid;
  },
  move: async ({ flightId, targetFlightId, toClassId, ...call }) => {
    const [segment] = await call.db
      .select({ id: orderSegments.id })
      .from(orderSegments)
      .where(and(eq(orderSegments.orderId, call.orderId), eq(orderSegments.flightId, flightId)));
    // Moved off this flight by someone else since the batch read its orders.
    if (!segment) throw new AppError(409, 'DISRUPTION_ORDER_NOT_AFFECTED');
    const moved = await changeOrderDate({
      ...call,
      input: { changes: [{ segmentId: segment.id, flightId: targetFlightId }] },
      chosenClasses: toClassId === undefined ? undefined : new Map([[segment.id, toClassId]]),
      // The agency moves the passengers off its own changed flight: not their choice, so no change fee.
      involuntary: true,
    });
    return moved.totals.paid;
  },
};
