import type { z } from 'zod';
import type { TFlightOrder, ZFlightSplitRequest } from '@frs/contract';
import {
  basisOf,
  insertSplitOrder,
  recordSplitFrom,
  runOrderOperation,
  type TOrderInputCall,
  totalsOf,
} from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { moveTravellersToOrder } from './package-parts';
import { passengerName } from './order-history';
import { orderView } from './order-view';
import { activeById, adultRuleError, adultRuleViolation, isActive, lastPassenger } from './passenger-rules';
import type { TPassengerRow } from './passengers';

/**
 * POST /api/orders/split/{id}: the chosen passengers move to a new order under a new PNR, with the same flights,
 * status, rates and contact. Both orders keep an adult for their infants. Money is divided by passenger: the new
 * order takes its passengers' prices, its share of the discount (in proportion, rounded down) and, once
 * ticketed, what was paid for them; fees, refunds and penalties stay with the original. No balance moves.
 */
export async function splitOrder(
  call: TOrderInputCall<z.output<typeof ZFlightSplitRequest>>,
): Promise<{ original: TFlightOrder; created: TFlightOrder }> {
  const { orderId, input } = call;
  const run = { orderId, operation: 'split', scope: `orders.split:${orderId}`, request: input } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order, passengers } = locked;
    const moving = activeById(passengers, [...new Set(input.passengerIds)], 'passengerIds');
    const movingIds = new Set(moving.map((passenger) => passenger.id));
    const staying = passengers.filter((passenger) => isActive(passenger) && !movingIds.has(passenger.id));
    if (staying.length === 0) throw lastPassenger('passengerIds');
    for (const group of [moving, staying]) {
      const violation = adultRuleViolation(group);
      if (violation) throw adultRuleError('passengerIds', violation);
    }
    const agentPays = order.agentId !== null;
    const basis = (group: readonly TPassengerRow[]) =>
      group.reduce((total, passenger) => total + basisOf(passenger, agentPays), 0);
    const all = basis([...moving, ...staying]);
    const movedDiscount = all === 0 ? 0 : Math.floor((order.discount * basis(moving)) / all);
    const createdTotals = totalsOf(moving, agentPays, movedDiscount, 0);
    const keptTotals = totalsOf(staying, agentPays, order.discount - movedDiscount, order.fees);
    const movedPaid = order.status === 'ticketed' ? createdTotals.payable : 0;

    const created = await insertSplitOrder(tx, { actor, order, totals: createdTotals, paid: movedPaid, now });
    await moveTravellersToOrder(tx, { fromOrderId: order.id, passengerIds: [...movingIds], orderId: created.id, now });
    await applyFlightTransition(tx, {
      actor,
      order,
      operation: 'split',
      now,
      set: { ...keptTotals, paid: order.paid - movedPaid },
      oldValues: { payable: order.payable, discount: order.discount },
      newValues: {
        payable: keptTotals.payable,
        discount: keptTotals.discount,
        passengers: moving.map(passengerName),
        newPnr: created.pnr,
      },
    });
    await recordSplitFrom(tx, { actor, from: order, created, passengers: moving.map(passengerName) });
    return { original: await orderView(tx, actor, order.id), created: await orderView(tx, actor, created.id) };
  });
}
