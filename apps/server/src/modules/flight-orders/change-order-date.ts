import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TFlightOrder, ZOrderDateRequest } from '@frs/contract';
import { orderPassengers, orderSegments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applySeatChanges, type TSeatChange } from '../flights';
import { runOrderOperation, type TOrderInputCall, tryMoveAgentMoney } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { amdText, movedFlights, notCovered, planOrderDate, shortfallOf } from './order-date-plan';
import { orderView } from './order-view';
import { tellOrderMoved } from './moved-order';
import { isActive, seatTakers } from './passenger-rules';

/**
 * PATCH /api/orders/orderDate/{id}: applies the plan (order-date-plan.ts) in one transaction: the seats are taken on
 * the new flights and released on the old ones, the moved segments and their prices are written, the fare rules'
 * change fee is added to the order's fees, and a ticketed agent is charged or credited the new prices' difference as
 * a `price-correction` and charged the fee as a `penalty` (a charge the balance and credit do not cover is a 409 that
 * changes nothing). It takes the quoted payable back (`quotedPayable`) and refuses (409) when the plan no longer comes
 * to it, so nothing is applied that was not quoted. `involuntary` (the disruption tool moving an order off a changed
 * flight) charges no change fee, and tells the agent and the traveller (moved-order.ts).
 */
export async function changeOrderDate(
  call: TOrderInputCall<z.output<typeof ZOrderDateRequest>> & {
    chosenClasses?: ReadonlyMap<number, number>;
    involuntary?: boolean;
  },
): Promise<TFlightOrder> {
  const { orderId, input, chosenClasses, involuntary } = call;
  // A replay must name the same classes and be as (in)voluntary too.
  const request = {
    ...input,
    ...(chosenClasses ? { chosenClasses: [...chosenClasses] } : {}),
    ...(involuntary ? { involuntary } : {}),
  };
  const run = { orderId, operation: 'changeOrderDate', scope: `orders.orderDate:${orderId}`, request } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked: details, now }) => {
    const { order, segments } = details;
    const plan = await planOrderDate(tx, { actor, details, changes: input.changes, now, chosenClasses, involuntary });
    const { moved, quote } = plan;
    if (input.quotedPayable !== undefined && input.quotedPayable !== quote.next.payable) {
      throw new AppError(409, 'QUOTE_CHANGED', undefined, undefined, {
        params: { payable: amdText(quote.next.payable) },
      });
    }
    if (quote.shortfall > 0) throw notCovered(-quote.balanceMovement, quote.shortfall);
    if (moved.size === 0) return orderView(tx, actor, orderId);

    const sitting = seatTakers(details.passengers);
    const seatChanges: TSeatChange[] = segments.flatMap((segment): TSeatChange[] => {
      const target = moved.get(segment.id);
      return target
        ? [
            { classId: target.class.id, move: 'takeSold', n: sitting },
            { classId: segment.classId, move: 'releaseSold', n: sitting },
          ]
        : [];
    });
    const short = await applySeatChanges(tx, seatChanges);
    if (short !== null) {
      const index = input.changes.findIndex((change) => moved.get(change.segmentId)?.class.id === short);
      throw new AppError(409, 'NOT_ENOUGH_SEATS', { [`changes.${Math.max(index, 0)}.flightId`]: 'unknownReference' });
    }
    for (const passenger of plan.repriced) {
      if (!isActive(passenger)) continue;
      const { fare, tax, surcharge, gross, commission, net, segmentPrices } = passenger;
      await tx
        .update(orderPassengers)
        .set({ fare, tax, surcharge, gross, commission, net, segmentPrices, updatedAt: now })
        .where(eq(orderPassengers.id, passenger.id));
    }
    for (const [segmentId, target] of moved) {
      await tx
        .update(orderSegments)
        .set({ flightId: target.flight.id, classId: target.class.id, updatedAt: now })
        .where(eq(orderSegments.id, segmentId));
    }
    // The ledger tells the new prices' difference and the fee apart: the fee is a penalty, like a name change's.
    const feeMovement = order.status === 'ticketed' && order.agentId !== null ? -quote.changeFee : 0;
    const charged =
      (await tryMoveAgentMoney(tx, {
        order,
        actor,
        amount: quote.balanceMovement - feeMovement,
        kind: 'price-correction',
        reason: { code: 'dateChange', params: { pnr: order.pnr } },
        now,
      })) &&
      (await tryMoveAgentMoney(tx, {
        order,
        actor,
        amount: feeMovement,
        kind: 'penalty',
        reason: {
          code: 'dateChangeFee',
          params: {
            pnr: order.pnr,
            passengers: quote.changeFees.map((fee) => fee.name),
          },
        },
        now,
      }));
    // The balance moved since the plan read it (another charge of the agent committed in between).
    if (!charged) {
      throw notCovered(-quote.balanceMovement, await shortfallOf(tx, order.agentId!, -quote.balanceMovement));
    }
    const updated = await applyFlightTransition(tx, {
      actor,
      order,
      operation: 'changeOrderDate',
      now,
      set: {
        ...plan.totals,
        fees: order.fees + quote.changeFee,
        payable: quote.next.payable,
        paid: quote.next.paid,
        orderDate: plan.travelDates[0]!,
        firstDepartureAt: plan.legs[0]!.departureAt,
      },
      oldValues: {
        orderDate: order.orderDate,
        flights: movedFlights(segments, moved, 'before'),
        payable: quote.current.payable,
        paid: quote.current.paid,
      },
      newValues: {
        orderDate: plan.travelDates[0]!,
        flights: movedFlights(segments, moved, 'after'),
        ...(quote.changeFee > 0 ? { fee: quote.changeFee } : {}),
        payable: quote.next.payable,
        paid: quote.next.paid,
      },
    });
    if (involuntary) {
      await tellOrderMoved(tx, {
        people: details,
        order: updated,
        segments,
        moved,
        passengers: plan.repriced,
        balanceMovement: quote.balanceMovement,
      });
    }
    return orderView(tx, actor, orderId);
  });
}
