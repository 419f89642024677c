import type { z } from 'zod';
import type {
  TCreditLimitRequest,
  TUseBalanceRequest,
  ZEditDiscountRequest,
  ZHotelRefundRequest,
  ZPackageRefundRequest,
  ZRefundRequest,
} from '@frs/contract';
import type { TApprovalExecutor, TApprovalOperations } from './modules/approvals';
import { refundDisruptedOrder } from './modules/disruption';
import { editDiscount, refundOrder, removePassenger } from './modules/flight-orders';
import { refundHotelOrder } from './modules/hotel-orders';
import { refundPackageOrder } from './modules/package-orders';
import { setAgentCreditLimit, useAgentBalance } from './modules/users';

/**
 * What an approval runs when it lets a held operation through (modules/approvals), wired here so that the approvals
 * module depends on none of the modules whose operations it holds (they depend on it for the gate). Each runs the
 * operation's own service with the input stored when it was requested (validated then by its endpoint's schema).
 */

function agentOf(call: Parameters<TApprovalExecutor>[0]): number {
  if (call.agentId === null) throw new Error('a held balance operation without its agent');
  return call.agentId;
}

function orderOf(call: Parameters<TApprovalExecutor>[0]): number {
  if (call.orderId === null) throw new Error('a held order operation without its order');
  return call.orderId;
}

export const APPROVAL_OPERATIONS: TApprovalOperations = {
  useBalance: (call) => useAgentBalance({ ...call, agentId: agentOf(call), input: call.input as TUseBalanceRequest }),
  creditLimit: (call) =>
    setAgentCreditLimit({ ...call, agentId: agentOf(call), input: call.input as TCreditLimitRequest }),
  flightDiscount: (call) =>
    editDiscount({ ...call, orderId: orderOf(call), input: call.input as z.output<typeof ZEditDiscountRequest> }),
  flightRefund: (call) =>
    refundOrder({ ...call, orderId: orderOf(call), input: call.input as z.output<typeof ZRefundRequest> }),
  hotelRefund: (call) =>
    refundHotelOrder({ ...call, orderId: orderOf(call), input: call.input as z.output<typeof ZHotelRefundRequest> }),
  packageRefund: (call) =>
    refundPackageOrder({
      ...call,
      orderId: orderOf(call),
      input: call.input as z.output<typeof ZPackageRefundRequest>,
    }),
  flightPassengerRemoval: (call) =>
    removePassenger({ ...call, ...(call.input as { flightId: number; passengerId: number }) }),
  disruptionRefund: (call) =>
    refundDisruptedOrder({ ...call, orderId: orderOf(call), flightId: (call.input as { flightId: number }).flightId }),
};
