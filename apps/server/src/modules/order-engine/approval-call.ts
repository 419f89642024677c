import type { TApprovalExecutor } from '../approvals';

/** What an approval hands an operation's runner. */
export type TApprovalCall = Parameters<TApprovalExecutor>[0];

/** The order of a held order operation (an order operation is always held with its order). */
export function heldOrderOf(call: TApprovalCall): number {
  if (call.orderId === null) throw new Error('a held order operation without its order');
  return call.orderId;
}
