import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FLIGHT_ORDER_LIFECYCLE,
  formatMinor,
  interpolate,
  penaltyOnPrice,
  textsOf,
  tripSurcharge,
  utcToLocal,
  type TLanguage,
  type TMessageParam,
  type TOrderDateChangeFee,
  type TOrderDateQuote,
  type TPriceBreakdown,
  type ZOrderDateQuoteRequest,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { airports, classes, flights, users } from '../../db/schema';
import { AppError, fieldErrors } from '../../lib/app-error';
import type { TActor } from '../../lib/actor';
import { pricesFromRow } from '../flights';
import { amountToAmd, basisOf, ratesOf, totalsOf, type TAgencyRates } from '../order-engine';
import { historyFlight, passengerName } from './order-history';
import { travelTypeOf, type TFlightOrderDetails } from './order-details';
import { isActive, seatTakers } from './passenger-rules';
import type { TPassengerRow } from './passengers';
import { segmentPriceAmd, sumBreakdowns } from './pricing';
import { assertBeforeDeadline, type TSegment } from './segments';

/**
 * The plan of a change of date, which its quote (quote-order-date.ts) and the change itself (change-order-date.ts)
 * both run, so that the figures the quote shows are the ones the change applies: the order's payable before and
 * after (net for an agent, gross for the agency; discount and fees included), what is paid, and the ledger movement
 * of a ticketed agent. Flights and classes are read here; their seat counters move through the flights module.
 */

const HOUR_MS = 3_600_000;

export interface TTarget {
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
export interface TOrderDatePlan {
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

export type TChanges = z.output<typeof ZOrderDateQuoteRequest>['changes'];

/** An amount in AMD as the messages show it, in each language. */
export function amdText(minor: number): TMessageParam {
  const amount = formatMinor(minor);
  const text = (language: TLanguage) => interpolate(textsOf(language).common.amd, { amount });
  return { hy: text('hy'), en: text('en'), ru: text('ru') };
}

/** The 409 of a charge the agent's balance and credit do not cover, naming the charge and what is missing. */
export function notCovered(charge: number, shortfall: number) {
  return new AppError(409, 'CHANGE_NOT_COVERED', undefined, undefined, {
    params: { amount: amdText(charge), short: amdText(shortfall) },
  });
}

/** What the agent's balance and credit limit lack for a charge of `charge` (0: they cover it). */
export async function shortfallOf(db: TExecutor, agentId: number, charge: number): Promise<number> {
  const [agent] = await db
    .select({ balance: users.balance, creditLimit: users.creditLimit })
    .from(users)
    .where(eq(users.id, agentId));
  return Math.max(0, charge - ((agent?.balance ?? 0) + (agent?.creditLimit ?? 0)));
}

/**
 * The fare rules' change fee of each active passenger: the `change` penalty of the passenger's type on each moved
 * segment (an amount in the rule's currency at the order's rates, or a percentage of the passenger's price of that
 * segment, never more than that price), and of those the highest, once per passenger and change, as the name change
 * takes the highest of the rules. Passengers whose rules ask nothing are left out.
 */
function changeFeesOf(
  segments: readonly TSegment[],
  passengers: readonly TPassengerRow[],
  moved: ReadonlyMap<number, TTarget>,
  agentPays: boolean,
  rates: TAgencyRates,
): TOrderDateChangeFee[] {
  return passengers.filter(isActive).flatMap((passenger) => {
    let highest: TOrderDateChangeFee | null = null;
    for (const segment of segments) {
      if (!moved.has(segment.id)) continue;
      const { fareRule } = segment;
      const penalty = fareRule.penalties[passenger.type].change;
      const price = basisOf(passenger.segmentPrices[String(segment.legIndex)]!, agentPays);
      const inAmd = penalty.type === 'amount' ? amountToAmd(penalty.value, fareRule.currency, rates) : undefined;
      const amount = penaltyOnPrice(penalty, price, inAmd);
      if (amount > (highest?.amount ?? 0)) {
        highest = {
          passengerId: passenger.id,
          name: passengerName(passenger),
          amount,
          fareRule: fareRule.name,
          penalty,
          currency: fareRule.currency,
        };
      }
    }
    return highest ? [highest] : [];
  });
}

/**
 * Plans a change of date: each segment to another flight of the same airline and route, into the class of the
 * same name sold for the order's travel type, with seats there; legs still in order; sales open on the new flight
 * and the fare rule's deadline not passed on the old one. The moved segments are priced anew at the order's
 * frozen rates (the trip's surcharge from the new dates); the others keep their prices.
 */
export async function planOrderDate(
  db: TExecutor,
  options: {
    actor: TActor;
    details: TFlightOrderDetails;
    changes: TChanges;
    now: Date;
    /**
     * Segment id -> the class of the new flight staff chose for it (a disrupted flight's orders moved by staff,
     * modules/disruption); absent: the class of the same name sold for the order's travel type.
     */
    chosenClasses?: ReadonlyMap<number, number>;
    /**
     * The agency moves the order off its disrupted flight (modules/disruption): an involuntary change, so the fare
     * rules' change fee, which is the price of the passenger's own choice, is not charged.
     */
    involuntary?: boolean;
  },
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
  const staff = FLIGHT_ORDER_LIFECYCLE.isStaff(actor.role);
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
    const chosen = staff ? options.chosenClasses?.get(segment.id) : undefined;
    const target = onFlight.find((candidate) =>
      chosen !== undefined
        ? candidate.class.id === chosen
        : candidate.class.name === segment.class.name &&
          candidate.class.travelType === travelTypeOf(order) &&
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
  const surcharge = tripSurcharge(travelTypeOf(order), travelDates);
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
  const agentPays = order.agentId !== null;
  const changeFees = options.involuntary ? [] : changeFeesOf(segments, passengers, moved, agentPays, rates);
  const changeFee = changeFees.reduce((sum, fee) => sum + fee.amount, 0);
  const totals = totalsOf(repriced, agentPays, order.discount, order.fees + changeFee);
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
      changeFees,
      changeFee,
      balanceMovement,
      shortfall,
    },
  };
}

/** The moved segments as the history names them, on their flights before or after the change. */
export function movedFlights(
  segments: readonly TSegment[],
  moved: ReadonlyMap<number, TTarget>,
  side: 'before' | 'after',
) {
  return segments.flatMap((segment) => {
    const target = moved.get(segment.id);
    if (!target) return [];
    if (side === 'before') return [historyFlight(segment, segment.class.name)];
    const flight = { flightNumber: target.flight.flightNumber, departureAt: target.flight.departureAt };
    return [historyFlight({ ...segment, flight }, target.class.name)];
  });
}
