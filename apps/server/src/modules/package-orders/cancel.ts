import type { TPackageOrder } from '@frs/contract';
import { runOrderOperation, type TOrderCall } from '../order-engine';
import { queuePackageMail } from './order-mail';
import { packageOrderViewIn } from './order-view';
import { applyPackageTransition, movePackageStock, packageOrderLine } from './package-order-line';

/**
 * POST /api/packageOrders/cancel-pre-order/{id} (a hold) and /cancel/{id} (an unpaid booking): the seats and the
 * nights go back, no money moves; a cancelled booking is mailed.
 */
export async function cancelPackageOrder(
  call: TOrderCall,
  operation: 'cancelPreOrder' | 'cancel',
): Promise<TPackageOrder> {
  const path = operation === 'cancel' ? 'cancel' : 'cancel-pre-order';
  const run = {
    orderId: call.orderId,
    operation,
    scope: `packageOrders.${path}:${call.orderId}`,
    request: {},
  } as const;
  return runOrderOperation(packageOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const order = await applyPackageTransition(tx, {
      actor,
      order: locked.order,
      operation,
      now,
      set: { holdExpiresAt: null, bookingExpiresAt: null },
    });
    if (operation === 'cancel') await queuePackageMail(tx, order.id, 'package-cancel');
    const held = operation === 'cancelPreOrder';
    await movePackageStock(
      tx,
      { seats: held ? 'releaseHold' : 'releaseSold', nights: held ? 'releaseHold' : 'releaseSold' },
      locked,
    );
    return packageOrderViewIn(tx, actor, order.id);
  });
}
