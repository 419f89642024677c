import type { TFlightOrder } from '@frs/contract';
import { moveSeats, seatsPerClass } from '../flights';
import { runOrderOperation, type TOrderCall } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { seatTakers } from './passenger-rules';
import { toOrderView } from './order-view';

/** POST /api/orders/cancel-pre-order/{id}: the hold ends, its seats are free again. */
export async function cancelPreOrder(call: TOrderCall): Promise<TFlightOrder> {
  const { orderId } = call;
  const run = { orderId, operation: 'cancelPreOrder', scope: `orders.cancel-pre-order:${orderId}` } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { segments, passengers } = locked;
    await moveSeats(tx, 'releaseHold', seatsPerClass(segments, seatTakers(passengers)));
    const order = await applyFlightTransition(tx, {
      actor,
      order: locked.order,
      operation: 'cancelPreOrder',
      now,
      set: { holdExpiresAt: null },
    });
    return toOrderView(actor, { ...locked, order }, segments, passengers);
  });
}
