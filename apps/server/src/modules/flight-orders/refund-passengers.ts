import { penaltyOnPrice, type TFlightOrderOperation, type TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { fieldErrors } from '../../lib/app-error';
import type { TActor } from '../../lib/actor';
import { applySeatChanges, type TSeatChange } from '../flights';
import {
  amountToAmd,
  basisOf,
  moveRefundMoney,
  refundOf,
  ratesOf,
  type TOrderRow,
  type TOrderWithPeople,
  totalsOf,
} from '../order-engine';
import { applyFlightTransition } from './flight-order-line';
import { historyFlight, passengerName } from './order-history';
import { queueOrderMail } from './order-mail';
import { markTravellersRefunded } from './package-parts';
import { adultRuleError, adultRuleViolation, isActive } from './passenger-rules';
import type { TPassengerRow } from './passengers';
import { assertBeforeDeadline, type TSegment } from './segments';

/**
 * Refunds ticketed passengers: the step of a refund and of removing a ticketed passenger. Each gets back what they
 * paid less the refund penalty: their price (net for an agent, gross for the agency's sale) less the part of the
 * order's discount they no longer carry (the discount stays with the others, up to what those cost), less the
 * penalty of each segment's fare rule (or the admin's). Their seats leave the class they were sold in for the
 * receiving class of the same flight (default: the same class). The last active passenger refunded makes the order
 * `refunded`.
 */
export async function refundPassengers(
  tx: TExecutor,
  options: {
    actor: TActor;
    locked: TOrderWithPeople;
    operation: Extract<TFlightOrderOperation, 'refund' | 'removePassenger'>;
    segments: readonly TSegment[];
    passengers: readonly TPassengerRow[];
    chosen: readonly TPassengerRow[];
    penalties?: ReadonlyMap<number, { index: number; penalty: number }>;
    /** Segment id -> the class of the same flight that receives its seats (absent: the segment's own class). */
    receiving?: ReadonlyMap<number, { id: number; name: string }>;
    now: Date;
  },
): Promise<TOrderRow> {
  const { actor, locked, segments, chosen, now } = options;
  const { order } = locked;
  assertBeforeDeadline(segments, now);
  const chosenIds = new Set(chosen.map((passenger) => passenger.id));
  const staying = options.passengers.filter((passenger) => isActive(passenger) && !chosenIds.has(passenger.id));
  const violation = adultRuleViolation(staying);
  if (violation) throw adultRuleError('passengerIds', violation);

  const agentPays = order.agentId !== null;
  const rates = ratesOf(order);
  let basis = options.passengers
    .filter(isActive)
    .reduce((total, passenger) => total + basisOf(passenger, agentPays), 0);
  let discount = order.discount;
  const errors: Record<string, string> = {};
  const plans = chosen.map((passenger) => {
    const price = basisOf(passenger, agentPays);
    basis -= price;
    const kept = Math.min(discount, basis);
    const back = price - (discount - kept);
    discount = kept;
    const byRule = segments.reduce((total, segment) => {
      const rule = segment.fareRule.penalties[passenger.type].refund;
      const segmentPrice = basisOf(passenger.segmentPrices[String(segment.legIndex)]!, agentPays);
      const amount = rule.type === 'amount' ? amountToAmd(rule.value, segment.fareRule.currency, rates) : undefined;
      return total + penaltyOnPrice(rule, segmentPrice, amount);
    }, 0);
    const override = options.penalties?.get(passenger.id);
    if (override && override.penalty > back) errors[`penalties.${override.index}.penalty`] = 'penaltyTooHigh';
    const penalty = override ? override.penalty : Math.min(byRule, back);
    return { passenger, back, penalty };
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  // Seats: from the class they were sold in to the receiving class of the same flight.
  const sitting = chosen.filter((passenger) => passenger.type !== 'infant').length;
  const changes: TSeatChange[] = segments.flatMap((segment): TSeatChange[] => {
    const receiving = options.receiving?.get(segment.id)?.id ?? segment.classId;
    return receiving === segment.classId
      ? [{ classId: segment.classId, move: 'releaseSold', n: sitting }]
      : [
          { classId: segment.classId, move: 'shrink', n: sitting },
          { classId: receiving, move: 'grow', n: sitting },
        ];
  });
  await applySeatChanges(tx, changes);

  await markTravellersRefunded(
    tx,
    plans.map((plan) => ({ ...plan, id: plan.passenger.id })),
    now,
  );
  const refund = refundOf(order, plans, (plan) => passengerName(plan.passenger));
  const { back: totalBack, penalty: totalPenalty, lines: refunds, money } = refund;
  const names = chosen.map(passengerName);
  await moveRefundMoney(tx, { order, actor, back: totalBack, penalty: totalPenalty, names, now });

  const totals = totalsOf(staying, agentPays, discount, order.fees);
  const to: TOrderStatus = staying.length === 0 ? 'refunded' : order.status;
  const seatsTo = segments.flatMap((segment) => {
    const receiving = options.receiving?.get(segment.id);
    return receiving && receiving.id !== segment.classId ? [historyFlight(segment, receiving.name)] : [];
  });
  const updated = await applyFlightTransition(tx, {
    actor,
    order,
    operation: options.operation,
    now,
    to,
    set: { ...totals, ...money },
    oldValues: { payable: order.payable, paid: order.paid },
    newValues: {
      refunds,
      ...(seatsTo.length > 0 ? { seatsTo } : {}),
      payable: totals.payable,
      paid: money.paid,
    },
  });
  await queueOrderMail(tx, locked, updated, segments, 'refund', {
    passengers: chosen,
    amount: totalBack - totalPenalty,
    penalty: totalPenalty,
    refund: {
      refunds,
      staying: staying.map(passengerName),
    },
  });
  return updated;
}
