import type { z } from 'zod';
import type { TFlightOrder, ZEditDiscountRequest } from '@frs/contract';
import { fieldErrors } from '../../lib/app-error';
import { moveAgentMoney, runOrderOperation, type TOrderInputCall } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { orderView } from './order-view';

/**
 * POST /api/orders/editDiscount/{id} (admins): the order's discount, never more than what its travelling
 * passengers cost. On a ticketed agent's order the difference is credited (more discount) or charged (less).
 */
export async function editDiscount(
  call: TOrderInputCall<z.output<typeof ZEditDiscountRequest>>,
): Promise<TFlightOrder> {
  const { orderId, input } = call;
  const run = { orderId, operation: 'editDiscount', scope: `orders.editDiscount:${orderId}`, request: input } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order } = locked;
    const basis = order.agentId !== null ? order.net : order.gross;
    if (input.discount > basis) throw fieldErrors({ discount: 'discountTooHigh' });
    const difference = input.discount - order.discount;
    const payable = basis - input.discount + order.fees;
    const ticketed = order.status === 'ticketed';
    if (ticketed) {
      await moveAgentMoney(tx, {
        order,
        actor,
        amount: difference,
        kind: 'price-correction',
        reason: { code: 'discount', params: { pnr: order.pnr, note: input.reason } },
        now,
      });
    }
    await applyFlightTransition(tx, {
      actor,
      order,
      operation: 'editDiscount',
      now,
      set: { discount: input.discount, payable, paid: ticketed ? order.paid - difference : order.paid },
      oldValues: { discount: order.discount, payable: order.payable, paid: order.paid },
      newValues: {
        discount: input.discount,
        payable,
        paid: ticketed ? order.paid - difference : order.paid,
        reason: input.reason,
      },
    });
    return orderView(tx, actor, orderId);
  });
}
