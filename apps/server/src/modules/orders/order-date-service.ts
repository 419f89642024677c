import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  formatMinor,
  tripSurcharge,
  utcToLocal,
  type TMessageParam,
  type TOrder,
  type TOrderDateQuote,
  type TPriceBreakdown,
  type ZOrderDateQuoteRequest,
  type ZOrderDateRequest,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { airports, classes, flights, orderPassengers, orderSegments, users } from '../../db/schema';
import { AppError, fieldErrors } from '../../lib/app-error';
import type { TActor } from '../auth/session';
import { pricesFromRow } from '../flights/class-prices';
import { postLedgerEntry } from '../users/ledger-service';
import { assertBeforeDeadline, inTransaction, type TCall } from './changes-service';
import {
  applySeatChanges,
  applyTransition,
  isActive,
  isOrderStaff,
  lockOrder,
  mayRunOn,
  ratesOf,
  readOrderDetails,
  seatTakers,
  totalsOf,
  type TOrderDetails,
  type TPassengerRow,
  type TSeatChange,
  type TSegment,
} from './order-core';
import { historyFlight } from './order-history';
import { orderView } from './order-view';
import { segmentPriceAmd, sumBreakdowns } from './pricing';

/**
 * Change of date (PATCH /api/orders/orderDate/{id}) and its quote (POST /api/orders/orderDate/{id}/quote). Both
 * run `planOrderDate`, so the figures the quote shows are the ones the change applies: the order's payable before
 * and after (net for an agent, gross for the agency; discount and fees included), what is paid, and the ledger
 * movement of a ticketed agent. The change takes `quotedPayable` and refuses (409) when the plan no longer comes to
 * it, so nothing is applied that was not quoted.
 */

const HOUR_MS = 3_600_000;

interface TTarget {
  flight: typeof flights.$inferSelect;
  fromZone: string;
  class: typeof classes.$inferSelect;
}

interface TLeg {
  departureAt: Date;
  arrivalAt: Date;
  zone: string;
}

/** What a change of date does to an order, before anything is written. */
interface TOrderDatePlan {
  /** Segment id -> the flight and class it moves to (segments left where they are are absent). */
  moved: ReadonlyMap<number, TTarget>;
  /** The legs after the change, in travel order. */
  legs: readonly TLeg[];
  /** The local departure dates after the change. */
  travelDates: readonly string[];
  /** The passengers with the moved segments priced anew. */
  repriced: readonly TPassengerRow[];
  totals: ReturnType<typeof totalsOf>;
  quote: TOrderDateQuote;
}

type TChanges = z.output<typeof ZOrderDateQuoteRequest>['changes'];

/** An amount in AMD as the messages show it, in each language. */
function amdText(minor: number): TMessageParam {
  const amount = formatMinor(minor);
  return { hy: `${amount} ֏`, en: `${amount} AMD`, ru: `${amount} AMD` };
}

/** The 409 of a charge the agent's balance and credit do not cover, naming the charge and what is missing. */
function notCovered(charge: number, shortfall: number) {
  return new AppError(409, 'CHANGE_NOT_COVERED', undefined, undefined, {
    params: { amount: amdText(charge), short: amdText(shortfall) },
  });
}

/** What the agent's balance and credit limit lack for a charge of `charge` (0: they cover it). */
async function shortfallOf(db: TExecutor, agentId: number, charge: number): Promise<number> {
  const [agent] = await db
    .select({ balance: users.balance, creditLimit: users.creditLimit })
    .from(users)
    .where(eq(users.id, agentId));
  return Math.max(0, charge - ((agent?.balance ?? 0) + (agent?.creditLimit ?? 0)));
}

/**
 * Plans a change of date: each segment to another flight of the same airline and route, into the class of the
 * same name sold for the order's travel type, with seats there; legs still in order; sales open on the new flight
 * and the fare rule's deadline not passed on the old one. The moved segments are priced anew at the order's
 * frozen rates (the trip's surcharge from the new dates); the others keep their prices.
 */
async function planOrderDate(
  db: TExecutor,
  options: { actor: TActor; details: TOrderDetails; changes: TChanges; now: Date },
): Promise<TOrderDatePlan> {
  const { actor, details, now } = options;
  const { order, segments, passengers } = details;
  const errors: Record<string, string> = {};
  const changes = options.changes.map((change, index) => {
    const segment = segments.find((candidate) => candidate.id === change.segmentId);
    if (!segment) errors[`changes.${index}.segmentId`] = 'unknownReference';
    return { index, change, segment: segment! };
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const candidates = await db
    .select({ flight: flights, fromZone: airports.timeZone, class: classes })
    .from(flights)
    .innerJoin(airports, eq(airports.id, flights.fromAirportId))
    .innerJoin(classes, eq(classes.flightId, flights.id))
    .where(
      inArray(
        flights.id,
        options.changes.map((change) => change.flightId),
      ),
    );
  const staff = isOrderStaff(actor);
  const limits = segments[0]!.limits;
  const closeHours = order.status === 'booked' ? limits.bookingCloseHours : limits.ticketingCloseHours;
  const sitting = seatTakers(passengers);
  const moved = new Map<number, TTarget>();
  for (const { index, change, segment } of changes) {
    const onFlight = candidates.filter((candidate) => candidate.flight.id === change.flightId);
    const flight = onFlight[0]?.flight;
    if (
      !flight ||
      flight.status !== 'upcoming' ||
      flight.airlineId !== segment.flight.airlineId ||
      flight.fromAirportId !== segment.flight.fromAirportId ||
      flight.toAirportId !== segment.flight.toAirportId
    ) {
      errors[`changes.${index}.flightId`] = 'notSameRoute';
      continue;
    }
    const target = onFlight.find(
      (candidate) =>
        candidate.class.name === segment.class.name &&
        candidate.class.travelType === order.travelType &&
        (staff || !candidate.class.adminOnly),
    );
    if (!target) {
      errors[`changes.${index}.flightId`] = 'noSameClass';
      continue;
    }
    if (flight.departureAt.getTime() - closeHours * HOUR_MS <= now.getTime()) throw new AppError(409, 'SALES_CLOSED');
    if (flight.id === segment.flightId) continue;
    // The conditional update of the change decides; this tells the quote the same thing beforehand.
    if (target.class.seats - target.class.sold - target.class.held < sitting) {
      throw new AppError(409, 'NOT_ENOUGH_SEATS', { [`changes.${index}.flightId`]: 'unknownReference' });
    }
    moved.set(segment.id, target);
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  assertBeforeDeadline(
    segments.filter((segment) => moved.has(segment.id)),
    now,
  );
  // The legs, after the change, still follow each other.
  const legs = segments.map((segment): TLeg => {
    const target = moved.get(segment.id);
    return target
      ? { departureAt: target.flight.departureAt, arrivalAt: target.flight.arrivalAt, zone: target.fromZone }
      : { departureAt: segment.flight.departureAt, arrivalAt: segment.flight.arrivalAt, zone: segment.from.timeZone };
  });
  legs.forEach((leg, index) => {
    const previous = legs[index - 1];
    if (previous && leg.departureAt <= previous.arrivalAt) {
      const changeIndex = changes.find((item) => item.segment.legIndex === index)?.index ?? 0;
      errors[`changes.${changeIndex}.flightId`] = 'legBeforePrevious';
    }
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  const travelDates = legs.map((leg) => utcToLocal(leg.departureAt, leg.zone).slice(0, 10));
  const surcharge = tripSurcharge(order.travelType, travelDates);
  const rates = ratesOf(order);
  const repriced = passengers.map((passenger) => {
    if (!isActive(passenger) || moved.size === 0) return passenger;
    const segmentPrices = { ...passenger.segmentPrices };
    for (const segment of segments) {
      const target = moved.get(segment.id);
      if (!target) continue;
      segmentPrices[String(segment.legIndex)] = segmentPriceAmd(
        pricesFromRow(target.class),
        passenger.type,
        surcharge,
        target.flight.currency,
        rates,
      );
    }
    const total: TPriceBreakdown = sumBreakdowns(Object.values(segmentPrices));
    return { ...passenger, ...total, segmentPrices };
  });
  const totals = totalsOf(repriced, order.agentId !== null, order.discount, order.fees);
  // Nothing moves: the order stays as it is (its stored totals, not a recomputation of them).
  const payable = moved.size === 0 ? order.payable : totals.payable;
  const difference = payable - order.payable;
  const ticketed = order.status === 'ticketed';
  const balanceMovement = ticketed && order.agentId !== null ? -difference : 0;
  const shortfall = balanceMovement < 0 ? await shortfallOf(db, order.agentId!, -balanceMovement) : 0;
  return {
    moved,
    legs,
    travelDates,
    repriced,
    totals,
    quote: {
      current: { payable: order.payable, paid: order.paid },
      next: { payable, paid: ticketed ? order.paid + difference : order.paid },
      difference,
      balanceMovement,
      shortfall,
    },
  };
}

/** POST /api/orders/orderDate/{id}/quote: what PATCH orderDate would do with these changes; nothing is written. */
export async function quoteOrderDate(call: {
  db: TExecutor;
  actor: TActor;
  orderId: number;
  input: z.output<typeof ZOrderDateQuoteRequest>;
  now?: Date;
}): Promise<TOrderDateQuote> {
  const { db, actor, orderId, input } = call;
  const details = mayRunOn(actor, await readOrderDetails(db, orderId), 'changeOrderDate');
  const plan = await planOrderDate(db, { actor, details, changes: input.changes, now: call.now ?? new Date() });
  return plan.quote;
}

/** The moved segments as the history names them, on their flights before or after the change. */
function movedFlights(segments: readonly TSegment[], moved: ReadonlyMap<number, TTarget>, side: 'before' | 'after') {
  return segments.flatMap((segment) => {
    const target = moved.get(segment.id);
    if (!target) return [];
    if (side === 'before') return [historyFlight(segment, segment.class.name)];
    const flight = { flightNumber: target.flight.flightNumber, departureAt: target.flight.departureAt };
    return [historyFlight({ ...segment, flight }, target.class.name)];
  });
}

/**
 * PATCH /api/orders/orderDate/{id}: applies the plan in one transaction: the seats are taken on the new flights and
 * released on the old ones, the moved segments and their prices are written, and a ticketed agent is charged or
 * credited the difference as a `price-correction` (a charge the balance and credit do not cover is a 409 that
 * changes nothing).
 */
export async function changeOrderDate(call: TCall<z.output<typeof ZOrderDateRequest>>): Promise<TOrder> {
  const { actor, orderId, input } = call;
  const now = call.now ?? new Date();
  return inTransaction(call, `orders.orderDate:${orderId}`, async (tx) => {
    const details = await lockOrder(tx, actor, orderId, 'changeOrderDate');
    const { order, segments } = details;
    const plan = await planOrderDate(tx, { actor, details, changes: input.changes, now });
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
    if (quote.balanceMovement !== 0) {
      const entry = await postLedgerEntry(tx, {
        userId: order.agentId!,
        amount: quote.balanceMovement,
        kind: 'price-correction',
        reason: { code: 'dateChange', params: { pnr: order.pnr } },
        actorId: actor.userId,
        orderReference: order.pnr,
        now,
      });
      // The balance moved since the plan read it (another charge of the agent committed in between).
      if (!entry) {
        throw notCovered(-quote.balanceMovement, await shortfallOf(tx, order.agentId!, -quote.balanceMovement));
      }
    }
    await applyTransition(tx, {
      actor,
      order,
      operation: 'changeOrderDate',
      now,
      set: {
        ...plan.totals,
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
        payable: quote.next.payable,
        paid: quote.next.paid,
      },
    });
    return orderView(tx, actor, orderId);
  });
}
