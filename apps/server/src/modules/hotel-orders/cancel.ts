import type { THotelOrder } from '@frs/contract';
import { moveRoomNights } from '../hotels';
import { runOrderOperation, type TOrderCall } from '../order-engine';
import { applyHotelTransition, hotelOrderLine, staysOf } from './hotel-order-line';
import { queueHotelMail } from './order-mail';
import { toHotelOrderView } from './order-view';

/**
 * POST /api/hotelOrders/cancel-pre-order/{id} (a hold: its held nights go back) and /cancel/{id} (an unpaid booking:
 * its sold nights go back). No money moves: nothing was paid.
 */
export function cancelHotelOrder(call: TOrderCall, kind: 'cancelPreOrder' | 'cancel'): Promise<THotelOrder> {
  const scope = kind === 'cancelPreOrder' ? 'cancel-pre-order' : 'cancel';
  const run = { orderId: call.orderId, operation: kind, scope: `hotelOrders.${scope}:${call.orderId}` } as const;
  return runOrderOperation(hotelOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const order = await applyHotelTransition(tx, {
      actor,
      order: locked.order,
      operation: kind,
      now,
      set: kind === 'cancelPreOrder' ? { holdExpiresAt: null } : { bookingExpiresAt: null },
    });
    if (kind === 'cancel') await queueHotelMail(tx, locked, order, 'hotel-cancel');
    await moveRoomNights(tx, kind === 'cancelPreOrder' ? 'releaseHold' : 'releaseSold', staysOf(locked.rooms));
    return toHotelOrderView(actor, { ...locked, order }, now);
  });
}
