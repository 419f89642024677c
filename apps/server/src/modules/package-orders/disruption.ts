import { AppError } from '../../lib/app-error';
import { flightPackageParts } from '../flight-orders';
import type { TDisruptionHook } from '../order-engine';
import { cancelPackageOrder } from './cancel';
import { refundPackageOrder } from './refund';

/**
 * What a disrupted own flight's batches do to a package order (modules/disruption/README.md): cancel it when unpaid
 * or refund it in full through the package's own operations. It is never moved: its hotel stay is tied to the dates
 * (the package staff change or refund it), so a move refuses it with DISRUPTION_PACKAGE_NOT_MOVED.
 */
export const packageDisruption: TDisruptionHook = {
  cancelUnpaid: (call, status) => cancelPackageOrder(call, status === 'hold' ? 'cancelPreOrder' : 'cancel'),
  refundInFull: async (call) => {
    const input = await flightPackageParts.fullRefundOf(call.db, call.orderId);
    return (await refundPackageOrder({ ...call, input })).totals.paid;
  },
  move: async () => {
    throw new AppError(409, 'DISRUPTION_PACKAGE_NOT_MOVED');
  },
};
