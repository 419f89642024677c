import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { FLIGHT_ORDER_LIFECYCLE, type TFlightOrder, type ZPassengerNameRequest } from '@frs/contract';
import { orderPassengers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { amountToAmd, moveAgentMoney, ratesOf, runOrderOperation, type TOrderInputCall } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { passengerName } from './order-history';
import { orderView } from './order-view';
import { isActive } from './passenger-rules';
import { assertBeforeDeadline } from './segments';

/**
 * PATCH /api/orders/editPassengerName/{orderId}/{passengerId}: a new name, with the fare rules' name-change fee
 * (the highest of the order's segments, in AMD at the order's rates). Only the staff may waive the fee. On a
 * ticketed order (admins only) an agent is charged the fee at once; on a booking it is added to what is due.
 */
export async function editPassengerName(
  call: TOrderInputCall<z.output<typeof ZPassengerNameRequest>> & { passengerId: number; idempotencyKey: string },
): Promise<TFlightOrder> {
  const { orderId, passengerId, input } = call;
  const run = {
    orderId,
    operation: 'editPassengerName',
    scope: `orders.editPassengerName:${orderId}:${passengerId}`,
    request: input,
  } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order, segments, passengers } = locked;
    const passenger = passengers.find((candidate) => candidate.id === passengerId && isActive(candidate));
    if (!passenger) throw new AppError(404, 'NOT_FOUND');
    assertBeforeDeadline(segments, now);
    const chargeFee = input.chargeFee || !FLIGHT_ORDER_LIFECYCLE.isStaff(actor.role);
    const rates = ratesOf(order);
    const fee = chargeFee
      ? Math.max(
          0,
          ...segments.map((segment) => amountToAmd(segment.fareRule.nameChangeFee, segment.fareRule.currency, rates)),
        )
      : 0;
    const ticketed = order.status === 'ticketed';
    const oldName = passengerName(passenger);
    const newName = passengerName(input);
    if (ticketed) {
      await moveAgentMoney(tx, {
        order,
        actor,
        amount: -fee,
        kind: 'penalty',
        reason: { code: 'nameChange', params: { pnr: order.pnr, from: oldName, to: newName } },
        now,
      });
    }
    await tx
      .update(orderPassengers)
      .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: now })
      .where(eq(orderPassengers.id, passengerId));
    await applyFlightTransition(tx, {
      actor,
      order,
      operation: 'editPassengerName',
      now,
      set: { fees: order.fees + fee, payable: order.payable + fee, paid: ticketed ? order.paid + fee : order.paid },
      oldValues: { name: oldName, payable: order.payable, paid: order.paid },
      newValues: { name: newName, fee, payable: order.payable + fee, paid: ticketed ? order.paid + fee : order.paid },
    });
    return orderView(tx, actor, orderId);
  });
}
