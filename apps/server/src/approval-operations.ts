import type { TCreditLimitRequest, TUseBalanceRequest } from '@frs/contract';
import type { TApprovalExecutor, TApprovalOperations } from './modules/approvals';
import { refundDisruptedOrder } from './modules/disruption';
import { setAgentCreditLimit, useAgentBalance } from './modules/ledger';
import { approvalOperationsOf, disruptionHooksOf, heldOrderOf, type TProductLineModule } from './modules/order-engine';

/**
 * What an approval runs when it lets a held operation through (modules/approvals), wired here so that the approvals
 * module depends on none of the modules whose operations it holds (they depend on it for the gate). Each runs the
 * operation's own service with the input stored when it was requested (validated then by its endpoint's schema). The
 * product lines bring their own (their module's `approvals`); the ledger's and disruption's are named here, the
 * disruption refund's over the lines' disruption hooks.
 */

function agentOf(call: Parameters<TApprovalExecutor>[0]): number {
  if (call.agentId === null) throw new Error('a held balance operation without its agent');
  return call.agentId;
}

const ledgerAndDisruption = (lines: readonly TProductLineModule[]): Partial<TApprovalOperations> => ({
  useBalance: (call) => useAgentBalance({ ...call, agentId: agentOf(call), input: call.input as TUseBalanceRequest }),
  creditLimit: (call) =>
    setAgentCreditLimit({ ...call, agentId: agentOf(call), input: call.input as TCreditLimitRequest }),
  disruptionRefund: (call) =>
    refundDisruptedOrder({
      ...call,
      lines: disruptionHooksOf(lines),
      orderId: heldOrderOf(call),
      flightId: (call.input as { flightId: number }).flightId,
    }),
});

/** Every approval kind's runner: the registered lines' and the ledger's and disruption's. */
export function approvalOperations(lines: readonly TProductLineModule[]): TApprovalOperations {
  return approvalOperationsOf(lines, ledgerAndDisruption(lines));
}
