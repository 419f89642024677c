import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  penaltyOnPrice,
  todayIsoDate,
  type TOrder,
  type TOrderHistoryValues,
  type TOrderOperation,
  type TOrderStatus,
  type TLedgerReason,
  type ZEditDiscountRequest,
  type ZOrderEditRequest,
  type ZPassengerNameRequest,
  type ZRefundRequest,
  type ZSplitRequest,
} from '@frs/contract';
import { passengerRuleViolations } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { classes, orderPassengers, orderSegments } from '../../db/schema';
import { AppError, fieldErrors } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import { runIdempotent, runWithOptionalKey } from '../../lib/idempotency';
import type { TActor } from '../auth/session';
import { postLedgerEntry } from '../users/ledger-service';
import {
  adultRuleError,
  adultRuleViolation,
  applySeatChanges,
  applyTransition,
  insertOrderWithPnr,
  isActive,
  isOrderStaff,
  lockOrder,
  moveSeats,
  ratesOf,
  seatsPerClass,
  totalsOf,
  travelDateOf,
  type TOrderRow,
  type TOrderWithPeople,
  type TPassengerRow,
  type TSeatChange,
  type TSegment,
} from './order-core';
import { historyFlight, passengerName } from './order-history';
import { queueOrderMail } from './order-mail';
import { orderView } from './order-view';
import { amountToAmd, basisOf } from './pricing';

/**
 * The operations that change a booked or ticketed order without ending its lifecycle (and the refund, which may):
 * refund, remove passenger, split, change of date, discount, details and names. Money rules (docs/ARCHITECTURE.md
 * "Orders"): an agent's order moves its balance only once ticketed; the agency's own sale moves no balance but
 * keeps the same totals. The discount belongs to the order and is never more than its travelling passengers cost.
 */

const HOUR_MS = 3_600_000;

export interface TCall<TInput> {
  db: TExecutor;
  actor: TActor;
  orderId: number;
  input: TInput;
  idempotencyKey?: string;
  now?: Date;
}

/** Runs a change under its Idempotency-Key (the route requires one), or in a plain transaction without one. */
export function inTransaction<TResult>(
  call: TCall<unknown>,
  scope: string,
  operation: (tx: TExecutor) => Promise<TResult>,
): Promise<TResult> {
  const { db, actor, idempotencyKey, input } = call;
  return runWithOptionalKey({ db, actorId: actor.userId, key: idempotencyKey, scope, request: input ?? {} }, operation);
}

/** Fare rules refuse changes and refunds from their deadline before each flight. */
export function assertBeforeDeadline(segments: readonly TSegment[], now: Date) {
  for (const segment of segments) {
    if (segment.flight.departureAt.getTime() - segment.fareRule.deadlineHours * HOUR_MS <= now.getTime()) {
      throw new AppError(409, 'DEADLINE_PASSED');
    }
  }
}

/** A balance movement of an agent's ticketed order (nothing for the agency's own sale or a zero amount). */
async function moveAgentMoney(
  tx: TExecutor,
  options: {
    order: TOrderRow;
    actor: TActor;
    amount: number;
    kind: 'refund' | 'penalty' | 'price-correction';
    reason: TLedgerReason;
    now: Date;
  },
) {
  const { order, amount } = options;
  if (order.agentId === null || amount === 0) return;
  const entry = await postLedgerEntry(tx, {
    userId: order.agentId,
    amount,
    kind: options.kind,
    reason: options.reason,
    actorId: options.actor.userId,
    orderReference: order.pnr,
    now: options.now,
  });
  if (!entry) throw new AppError(409, 'INSUFFICIENT_BALANCE');
}

function activeById(passengers: readonly TPassengerRow[], ids: readonly number[], field: string) {
  const errors: Record<string, string> = {};
  const chosen = ids.map((id, index) => {
    const passenger = passengers.find((candidate) => candidate.id === id && isActive(candidate));
    if (!passenger) errors[`${field}.${index}`] = 'unknownReference';
    return passenger;
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return chosen as TPassengerRow[];
}

// --- Refunds --------------------------------------------------------------------------------------------------

/**
 * Refunds ticketed passengers. Each gets back what they paid less the refund penalty: their price (net for an
 * agent, gross for the agency's sale) less the part of the order's discount they no longer carry (the discount
 * stays with the others, up to what those cost), less the penalty of each segment's fare rule (or the admin's).
 * Their seats leave the class they were sold in for the receiving class of the same flight (default: the same
 * class). The last active passenger refunded makes the order `refunded`.
 */
async function refundPassengers(
  tx: TExecutor,
  options: {
    actor: TActor;
    locked: TOrderWithPeople;
    operation: Extract<TOrderOperation, 'refund' | 'removePassenger'>;
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

  for (const plan of plans) {
    await tx
      .update(orderPassengers)
      .set({ status: 'refunded', refundPenalty: plan.penalty, refundAmount: plan.back - plan.penalty, updatedAt: now })
      .where(eq(orderPassengers.id, plan.passenger.id));
  }
  const totalBack = plans.reduce((total, plan) => total + plan.back, 0);
  const totalPenalty = plans.reduce((total, plan) => total + plan.penalty, 0);
  const names = chosen.map(passengerName);
  await moveAgentMoney(tx, {
    order,
    actor,
    amount: totalBack,
    kind: 'refund',
    reason: { code: 'refund', params: { pnr: order.pnr, passengers: names } },
    now,
  });
  await moveAgentMoney(tx, {
    order,
    actor,
    amount: -totalPenalty,
    kind: 'penalty',
    reason: { code: 'refundPenalty', params: { pnr: order.pnr, passengers: names } },
    now,
  });

  const totals = totalsOf(staying, agentPays, discount, order.fees);
  const to: TOrderStatus = staying.length === 0 ? 'refunded' : order.status;
  const seatsTo = segments.flatMap((segment) => {
    const receiving = options.receiving?.get(segment.id);
    return receiving && receiving.id !== segment.classId ? [historyFlight(segment, receiving.name)] : [];
  });
  const updated = await applyTransition(tx, {
    actor,
    order,
    operation: options.operation,
    now,
    to,
    set: {
      ...totals,
      refunded: order.refunded + totalBack - totalPenalty,
      penalties: order.penalties + totalPenalty,
      paid: order.paid - (totalBack - totalPenalty),
    },
    oldValues: { payable: order.payable, paid: order.paid },
    newValues: {
      refunds: plans.map((plan) => ({
        name: passengerName(plan.passenger),
        amount: plan.back - plan.penalty,
        penalty: plan.penalty,
      })),
      ...(seatsTo.length > 0 ? { seatsTo } : {}),
      payable: totals.payable,
      paid: order.paid - (totalBack - totalPenalty),
    },
  });
  await queueOrderMail(tx, locked, updated, segments, 'refund', {
    passengers: chosen,
    amount: totalBack - totalPenalty,
    penalty: totalPenalty,
  });
  return updated;
}

/** POST /api/orders/refund/{id} (admins). */
export async function refundOrder(call: TCall<z.output<typeof ZRefundRequest>>): Promise<TOrder> {
  const { actor, orderId, input } = call;
  const now = call.now ?? new Date();
  return inTransaction(call, `orders.refund:${orderId}`, async (tx) => {
    const locked = await lockOrder(tx, actor, orderId, 'refund');
    const { segments, passengers } = locked;
    const chosen =
      input.passengerIds.length === 0
        ? passengers.filter(isActive)
        : activeById(passengers, input.passengerIds, 'passengerIds');
    const errors: Record<string, string> = {};
    const penalties = new Map<number, { index: number; penalty: number }>();
    input.penalties.forEach((item, index) => {
      if (!chosen.some((passenger) => passenger.id === item.passengerId)) {
        errors[`penalties.${index}.passengerId`] = 'unknownReference';
      }
      penalties.set(item.passengerId, { index, penalty: item.penalty });
    });
    const receiving = new Map<number, { id: number; name: string }>();
    const targets = input.receivingClasses.length
      ? await tx
          .select({ id: classes.id, flightId: classes.flightId, name: classes.name })
          .from(classes)
          .where(
            inArray(
              classes.id,
              input.receivingClasses.map((item) => item.classId),
            ),
          )
      : [];
    input.receivingClasses.forEach((item, index) => {
      const segment = segments.find((candidate) => candidate.id === item.segmentId);
      if (!segment) {
        errors[`receivingClasses.${index}.segmentId`] = 'unknownReference';
        return;
      }
      const target = targets.find((candidate) => candidate.id === item.classId);
      if (!target || target.flightId !== segment.flightId) {
        errors[`receivingClasses.${index}.classId`] = 'unknownReference';
        return;
      }
      receiving.set(segment.id, { id: target.id, name: target.name });
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    await refundPassengers(tx, {
      actor,
      locked,
      operation: 'refund',
      segments,
      passengers,
      chosen,
      penalties,
      receiving,
      now,
    });
    return orderView(tx, actor, orderId);
  });
}

// --- Remove passenger -----------------------------------------------------------------------------------------

const lastPassenger = (field: string) => new AppError(409, 'CONFLICT', { [field]: 'lastPassenger' });

/**
 * POST /api/flights/remove-passenger/{flightId}/{passengerId}: the passenger leaves the order (every segment of
 * it; the flight names where the call comes from and must be one of the order's). A booking is repriced; a
 * ticketed passenger is refunded with the fare rules' penalty (admins only, by the actor rules).
 */
export async function removePassenger(call: {
  db: TExecutor;
  actor: TActor;
  flightId: number;
  passengerId: number;
  idempotencyKey: string;
  now?: Date;
}): Promise<TOrder> {
  const { db, actor, flightId, passengerId } = call;
  const now = call.now ?? new Date();
  const [found] = await db
    .select({ orderId: orderSegments.orderId })
    .from(orderPassengers)
    .innerJoin(
      orderSegments,
      and(eq(orderSegments.orderId, orderPassengers.orderId), eq(orderSegments.flightId, flightId)),
    )
    .where(eq(orderPassengers.id, passengerId))
    .limit(1);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  const orderId = found.orderId;
  return runIdempotent(
    {
      db,
      actorId: actor.userId,
      key: call.idempotencyKey,
      scope: `orders.remove-passenger:${orderId}`,
      request: { flightId, passengerId },
    },
    async (tx) => {
      const locked = await lockOrder(tx, actor, orderId, 'removePassenger');
      const { order } = locked;
      const { segments, passengers } = locked;
      const passenger = passengers.find((candidate) => candidate.id === passengerId && isActive(candidate));
      if (!passenger) throw new AppError(404, 'NOT_FOUND');
      const staying = passengers.filter((candidate) => isActive(candidate) && candidate.id !== passengerId);
      if (staying.length === 0) throw lastPassenger('passengerId');
      const violation = adultRuleViolation(staying);
      if (violation) throw adultRuleError('passengerId', violation);
      if (order.status === 'ticketed') {
        await refundPassengers(tx, {
          actor,
          locked,
          operation: 'removePassenger',
          segments,
          passengers,
          chosen: [passenger],
          now,
        });
      } else {
        await moveSeats(tx, 'releaseSold', seatsPerClass(segments, passenger.type === 'infant' ? 0 : 1));
        await tx
          .update(orderPassengers)
          .set({ status: 'removed', updatedAt: now })
          .where(eq(orderPassengers.id, passengerId));
        const totals = totalsOf(staying, order.agentId !== null, order.discount, order.fees);
        await applyTransition(tx, {
          actor,
          order,
          operation: 'removePassenger',
          now,
          set: totals,
          oldValues: { payable: order.payable },
          newValues: { passenger: passengerName(passenger), payable: totals.payable },
        });
      }
      return orderView(tx, actor, orderId);
    },
  );
}

// --- Split ------------------------------------------------------------------------------------------------------

/**
 * POST /api/orders/split/{id}: the chosen passengers move to a new order under a new PNR, with the same flights,
 * status, rates and contact. Both orders keep an adult for their infants. Money is divided by passenger: the new
 * order takes its passengers' prices, its share of the discount (in proportion, rounded down) and, once
 * ticketed, what was paid for them; fees, refunds and penalties stay with the original. No balance moves.
 */
export async function splitOrder(
  call: TCall<z.output<typeof ZSplitRequest>>,
): Promise<{ original: TOrder; created: TOrder }> {
  const { actor, orderId, input } = call;
  const now = call.now ?? new Date();
  return inTransaction(call, `orders.split:${orderId}`, async (tx) => {
    const { order, segments, passengers } = await lockOrder(tx, actor, orderId, 'split');
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

    const { id: _id, pnr: _pnr, createdAt: _created, updatedAt: _updated, ...copied } = order;
    const created = await insertOrderWithPnr(tx, {
      ...copied,
      createdById: actor.userId,
      ...createdTotals,
      fees: 0,
      paid: movedPaid,
      refunded: 0,
      penalties: 0,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(orderSegments).values(
      segments.map((segment) => ({
        orderId: created.id,
        legIndex: segment.legIndex,
        flightId: segment.flightId,
        classId: segment.classId,
      })),
    );
    await tx
      .update(orderPassengers)
      .set({ orderId: created.id, updatedAt: now })
      .where(inArray(orderPassengers.id, [...movingIds]));
    await applyTransition(tx, {
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
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'order',
      entityId: created.id,
      action: 'splitFrom',
      newValues: {
        status: created.status,
        fromPnr: order.pnr,
        passengers: moving.map(passengerName),
        payable: created.payable,
      } satisfies TOrderHistoryValues,
    });
    return { original: await orderView(tx, actor, order.id), created: await orderView(tx, actor, created.id) };
  });
}

// --- Discount, details, names ---------------------------------------------------------------------------------

/**
 * POST /api/orders/editDiscount/{id} (admins): the order's discount, never more than what its travelling
 * passengers cost. On a ticketed agent's order the difference is credited (more discount) or charged (less).
 */
export async function editDiscount(call: TCall<z.output<typeof ZEditDiscountRequest>>): Promise<TOrder> {
  const { actor, orderId, input } = call;
  const now = call.now ?? new Date();
  return inTransaction(call, `orders.editDiscount:${orderId}`, async (tx) => {
    const { order } = await lockOrder(tx, actor, orderId, 'editDiscount');
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
    await applyTransition(tx, {
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

/**
 * POST /api/orders/edit/{id}: the contact, the comment, and passengers' gender, passport and citizenship (never
 * type, date of birth, name or ticket number). A new passport must still be valid on the last travel date.
 */
export async function editOrder(call: TCall<z.output<typeof ZOrderEditRequest>>): Promise<TOrder> {
  const { actor, orderId, input } = call;
  const now = call.now ?? new Date();
  return inTransaction(call, `orders.edit:${orderId}`, async (tx) => {
    const { order, segments, passengers } = await lockOrder(tx, actor, orderId, 'edit');
    const travelDates = segments.map(travelDateOf);
    const today = todayIsoDate(now);
    const errors: Record<string, string> = {};
    const edits = input.passengers.map((edit, index) => {
      const passenger = passengers.find((candidate) => candidate.id === edit.id && isActive(candidate));
      if (!passenger) {
        errors[`passengers.${index}.id`] = 'unknownReference';
        return null;
      }
      const { id: _id, ...fields } = edit;
      const next = {
        ...passenger,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      };
      const expires = passengerRuleViolations(next, { travelType: order.travelType, dates: travelDates }, today).find(
        (violation) => violation.field === 'passportExpiry',
      );
      if (fields.passportExpiry !== undefined && expires) errors[`passengers.${index}.passportExpiry`] = expires.code;
      return { passenger, fields };
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);

    const oldValues: TOrderHistoryValues = {};
    const newValues: TOrderHistoryValues = {};
    type TDetails = NonNullable<TOrderHistoryValues['passengerDetails']>[number];
    const detailsBefore: TDetails[] = [];
    const detailsAfter: TDetails[] = [];
    const set: Partial<TOrderRow> = {};
    if (input.contact) {
      const previous = { name: order.contactName, phone: order.contactPhone, email: order.contactEmail };
      if (JSON.stringify(previous) !== JSON.stringify(input.contact)) {
        oldValues.contact = previous;
        newValues.contact = input.contact;
        Object.assign(set, {
          contactName: input.contact.name,
          contactPhone: input.contact.phone,
          contactEmail: input.contact.email,
        });
      }
    }
    if (input.comment !== undefined && input.comment !== order.comment) {
      oldValues.comment = order.comment;
      newValues.comment = input.comment;
      set.comment = input.comment;
    }
    for (const edit of edits) {
      if (!edit) continue;
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(edit.fields)) {
        if (value === undefined || value === edit.passenger[key as keyof TPassengerRow]) continue;
        before[key] = edit.passenger[key as keyof TPassengerRow];
        after[key] = value;
      }
      if (Object.keys(after).length === 0) continue;
      await tx
        .update(orderPassengers)
        .set({ ...after, updatedAt: now })
        .where(eq(orderPassengers.id, edit.passenger.id));
      // The passenger by name, with only what changed (the edited fields are the details' own).
      detailsBefore.push({ name: passengerName(edit.passenger), ...(before as Omit<TDetails, 'name'>) });
      detailsAfter.push({ name: passengerName(edit.passenger), ...(after as Omit<TDetails, 'name'>) });
    }
    if (detailsAfter.length > 0) {
      oldValues.passengerDetails = detailsBefore;
      newValues.passengerDetails = detailsAfter;
    }
    if (Object.keys(newValues).length > 0) {
      await applyTransition(tx, { actor, order, operation: 'edit', now, set, oldValues, newValues });
    }
    return orderView(tx, actor, orderId);
  });
}

/**
 * PATCH /api/orders/editPassengerName/{orderId}/{passengerId}: a new name, with the fare rules' name-change fee
 * (the highest of the order's segments, in AMD at the order's rates). Only the staff may waive the fee. On a
 * ticketed order (admins only) an agent is charged the fee at once; on a booking it is added to what is due.
 */
export async function editPassengerName(
  call: TCall<z.output<typeof ZPassengerNameRequest>> & { passengerId: number; idempotencyKey: string },
): Promise<TOrder> {
  const { actor, orderId, passengerId, input } = call;
  const now = call.now ?? new Date();
  return inTransaction(call, `orders.editPassengerName:${orderId}:${passengerId}`, async (tx) => {
    const { order, segments, passengers } = await lockOrder(tx, actor, orderId, 'editPassengerName');
    const passenger = passengers.find((candidate) => candidate.id === passengerId && isActive(candidate));
    if (!passenger) throw new AppError(404, 'NOT_FOUND');
    assertBeforeDeadline(segments, now);
    const chargeFee = input.chargeFee || !isOrderStaff(actor);
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
    await applyTransition(tx, {
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
