import type { z } from 'zod';
import {
  daysBetween,
  hotelPenalty,
  packagePenalty,
  penaltyOnPrice,
  shareEvenly,
  todayIsoDate,
  type TOrderStatus,
  type TPackageOrder,
  type TPackageRefundQuote,
  type ZPackageRefundRequest,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { fieldErrors } from '../../lib/app-error';
import { flightPackageParts as flights } from '../flight-orders';
import { hotelPackageParts as hotels } from '../hotel-orders';
import { enqueueMails } from '../mail';
import {
  amountToAmd,
  basisOf,
  moveRefundMoney,
  refundOf,
  refundSums,
  ratesOf,
  readForOperation,
  runOrderOperation,
  totalsOf,
  type TOrderInputCall,
} from '../order-engine';
import { readPackageOrderDetails, travellerIdsOf, type TPackageOrderDetails } from './order-details';
import { packageRefundMails } from './order-mail';
import { packageOrderViewIn } from './order-view';
import { applyPackageTransition, movePackageStock, packageOrderLine } from './package-order-line';

type TRefundInput = z.output<typeof ZPackageRefundRequest>;

interface TRulePenalty {
  penalty: number;
  /** The parts' penalties the stricter one was chosen from; null when the package's own policy applies. */
  parts: { flights: number; hotel: number } | null;
}

/**
 * What each chosen traveller keeps as a penalty on `today`: the package's own policy on their price, or else the
 * stricter of their flights' fare-rule penalties and their room's policy penalty shared by the room's sleepers.
 * The refund and its quote (the dialog's preview) both ask this.
 */
function rulePenalties(
  details: TPackageOrderDetails,
  chosen: readonly flights.TPassengerRow[],
  today: string,
): Map<number, TRulePenalty> {
  const agentPays = details.order.agentId !== null;
  const rates = ratesOf(details.order);
  const daysLeft = daysBetween(today, details.pkg.checkIn);
  const roomShare = new Map<number, number>();
  for (const room of details.rooms) {
    const sleepers = details.passengers.filter(
      (passenger) => travellerIdsOf(room).includes(passenger.id) && passenger.type !== 'infant',
    );
    const nights = room.nightPrices.map((night) => night.gross);
    const penalty = hotelPenalty(room.cancellationPolicy, nights, daysLeft);
    shareEvenly(penalty, sleepers.length).forEach((share, at) => roomShare.set(sleepers[at]!.id, share));
  }
  const departure = flights.travelDateOf(details.segments[0]!);
  const ownPolicy = details.pkg.cancellationPolicy;
  return new Map(
    chosen.map((passenger) => {
      const flightPenalty = details.segments.reduce((total, segment) => {
        const rule = segment.fareRule.penalties[passenger.type].refund;
        const price = basisOf(passenger.segmentPrices[String(segment.legIndex)]!, agentPays);
        const amount = rule.type === 'amount' ? amountToAmd(rule.value, segment.fareRule.currency, rates) : undefined;
        return total + penaltyOnPrice(rule, price, amount);
      }, 0);
      const hotelShare = roomShare.get(passenger.id) ?? 0;
      const penalty = packagePenalty({
        price: basisOf(passenger, agentPays),
        ownPolicy,
        daysBeforeDeparture: daysBetween(today, departure),
        flightPenalty,
        hotelPenalty: hotelShare,
      });
      const parts = ownPolicy.length > 0 ? null : { flights: flightPenalty, hotel: hotelShare };
      return [passenger.id, { penalty, parts }] as const;
    }),
  );
}

/**
 * GET /api/packageOrders/refund/{id}/quote (staff): what the refund would give back to each active traveller now,
 * by the same rules and checks as the refund (a refund past the deadline is refused here too); nothing is written.
 */
export async function quotePackageRefund(call: {
  db: TExecutor;
  actor: TActor;
  orderId: number;
  now?: Date;
}): Promise<TPackageRefundQuote> {
  const now = call.now ?? new Date();
  const details = await readForOperation(call.db, packageOrderLine, call.actor, call.orderId, 'refund');
  flights.assertBeforeDeadline(details.segments, now);
  const agentPays = details.order.agentId !== null;
  const active = details.passengers.filter(flights.isActive);
  const byRule = rulePenalties(details, active, todayIsoDate(now));
  return {
    policy: details.pkg.cancellationPolicy.length > 0 ? 'package' : 'parts',
    travellers: active.map((passenger) => {
      const paid = basisOf(passenger, agentPays);
      const rule = byRule.get(passenger.id)!;
      const penalty = Math.min(rule.penalty, paid);
      return { passengerId: passenger.id, paid, penalty, refund: paid - penalty, parts: rule.parts };
    }),
  };
}

/**
 * POST /api/packageOrders/refund/{id} (staff): the chosen travellers (none: every active one) get back their price
 * less the package's penalty (or the staff's, never more than the price). Their seats go back on both flights; a
 * room goes back (every night) once all its travellers are refunded. The last traveller refunded makes the order
 * `refunded`. A refund and a penalty entry on the agent's ledger, like flights.
 */
export function refundPackageOrder(call: TOrderInputCall<TRefundInput>): Promise<TPackageOrder> {
  const { orderId, input } = call;
  const run = { orderId, operation: 'refund', scope: `packageOrders.refund:${orderId}`, request: input } as const;
  return runOrderOperation(packageOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order, passengers } = locked;
    flights.assertBeforeDeadline(locked.segments, now);
    const ids =
      input.passengerIds.length > 0
        ? [...new Set(input.passengerIds)]
        : passengers.filter(flights.isActive).map((p) => p.id);
    const chosen = flights.activeById(passengers, ids, 'passengerIds');
    const chosenIds = new Set(chosen.map((passenger) => passenger.id));
    const staying = passengers.filter((passenger) => flights.isActive(passenger) && !chosenIds.has(passenger.id));
    const violation = flights.adultRuleViolation(staying);
    if (violation) throw flights.adultRuleError('passengerIds', violation);

    const agentPays = order.agentId !== null;
    const byRule = rulePenalties(locked, chosen, todayIsoDate(now));
    const errors: Record<string, string> = {};
    const overrides = new Map(input.penalties.map((entry, index) => [entry.passengerId, { ...entry, index }]));
    for (const [index, entry] of input.penalties.entries()) {
      if (!chosenIds.has(entry.passengerId)) errors[`penalties.${index}.passengerId`] = 'unknownReference';
    }
    const plans = chosen.map((passenger) => {
      const back = basisOf(passenger, agentPays);
      const override = overrides.get(passenger.id);
      if (override && override.penalty > back) errors[`penalties.${override.index}.penalty`] = 'penaltyTooHigh';
      const penalty = override ? override.penalty : Math.min(byRule.get(passenger.id)?.penalty ?? 0, back);
      return { passenger, back, penalty };
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);

    // Rooms whose every traveller is now refunded go back with their nights.
    const vacated = locked.rooms.filter(
      (room) => room.status === 'active' && travellerIdsOf(room).every((id) => !staying.some((p) => p.id === id)),
    );
    await flights.markTravellersRefunded(
      tx,
      plans.map((plan) => ({ ...plan, id: plan.passenger.id })),
      now,
    );
    await hotels.markRoomsRefunded(
      tx,
      vacated.map((room) => {
        const own = plans.filter((plan) => travellerIdsOf(room).includes(plan.passenger.id));
        return { id: room.id, ...refundSums(own) };
      }),
      now,
    );
    const refund = refundOf(order, plans, (plan) => flights.passengerName(plan.passenger));
    const { back: totalBack, penalty: totalPenalty, money } = refund;
    const names = chosen.map(flights.passengerName);
    const totals = totalsOf(staying, agentPays, 0, order.fees);
    const to: TOrderStatus = staying.length === 0 ? 'refunded' : order.status;
    const updated = await applyPackageTransition(tx, {
      actor,
      order,
      operation: 'refund',
      now,
      to,
      set: { ...totals, ...money },
      oldValues: { payable: order.payable, paid: order.paid },
      newValues: {
        refunds: refund.lines,
        payable: totals.payable,
        paid: money.paid,
      },
    });
    const refunded = await readPackageOrderDetails(tx, updated.id);
    if (refunded) {
      await enqueueMails(
        tx,
        packageRefundMails(
          refunded,
          plans.map((plan) => ({
            passengerId: plan.passenger.id,
            amount: plan.back - plan.penalty,
            penalty: plan.penalty,
          })),
        ),
      );
    }
    await movePackageStock(
      tx,
      { seats: 'releaseSold', nights: 'releaseSold' },
      { segments: locked.segments, passengers: chosen, rooms: vacated },
    );
    await moveRefundMoney(tx, { order: updated, actor, back: totalBack, penalty: totalPenalty, names, now });
    return packageOrderViewIn(tx, actor, updated.id);
  });
}
