import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canTransition,
  DEFAULT_TIME_LIMITS,
  mayRunOrderOperation,
  ORDER_STAFF,
  ORDER_TRANSITIONS,
  passengerCountViolation,
  pnrFromBytes,
  utcToLocal,
  type TLanguage,
  type TOrderActor,
  type TOrderOperation,
  type TOrderStatus,
  type TPriceBreakdown,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import {
  airlines,
  airports,
  baggageRules,
  classes,
  fareRules,
  flights,
  orderPassengers,
  orders,
  orderSegments,
  timeLimits,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import type { TActor } from '../auth/session';
import type { TAgencyRates } from './pricing';

/**
 * The core every order operation goes through (STYLE.md rule 6): the order row is locked, its status is checked
 * against the contract's one transition table and the actor rules, and the status change itself is a conditional
 * UPDATE written together with its history row. Seats move by the conditional updates of the seat-counter contract
 * (docs/ARCHITECTURE.md) and money by `postLedgerEntry`, all in the caller's one transaction; mail is queued in the
 * outbox of that transaction, so it leaves only after the commit.
 */

export type TOrderRow = typeof orders.$inferSelect;
export type TPassengerRow = typeof orderPassengers.$inferSelect;

/** Who acts on an order: a user, or the system (the expiry jobs). */
export type TOrderCaller = TActor | null;

export function isOrderStaff(actor: TActor): boolean {
  return ORDER_STAFF.includes(actor.role);
}

export function orderActorOf(actor: TActor, order: Pick<TOrderRow, 'agentId'>): TOrderActor {
  return { role: actor.role, isOwner: actor.role === 'user' && order.agentId === actor.userId };
}

/** Agents see their own orders only; every other role that reaches an order endpoint sees all of them. */
export function mayReadOrder(actor: TActor, order: Pick<TOrderRow, 'agentId'>): boolean {
  return actor.role !== 'user' || order.agentId === actor.userId;
}

export function historyActor(actor: TOrderCaller) {
  return actor ? { userId: actor.userId } : null;
}

/** A 409 naming the order's status: the operation does not fit it. */
export function statusConflict(status: TOrderStatus) {
  return new AppError(409, 'ORDER_STATUS_CONFLICT', undefined, undefined, { body: { status } });
}

const agentUser = alias(users, 'order_agent');
const creatorUser = alias(users, 'order_creator');
const PERSON = (table: typeof agentUser | typeof creatorUser) => ({
  id: table.id,
  email: table.email,
  language: table.language,
  companyName: table.companyName,
  contactNameSurname: table.contactNameSurname,
});

/** An order with the agent it belongs to (null: the agency's own sale) and the user who made it. */
export interface TOrderWithPeople {
  order: TOrderRow;
  agent: TPerson | null;
  creator: TPerson;
}
export interface TPerson {
  id: number;
  email: string;
  language: TLanguage;
  companyName: string | null;
  contactNameSurname: string | null;
}

function orderWithPeople(db: TExecutor) {
  return db
    .select({ order: orders, agent: PERSON(agentUser), creator: PERSON(creatorUser) })
    .from(orders)
    .leftJoin(agentUser, eq(agentUser.id, orders.agentId))
    .innerJoin(creatorUser, eq(creatorUser.id, orders.createdById))
    .where(eq(orders.id, sql.placeholder('id')));
}

/** The order and its people, without a lock (what the order page reads). */
export async function readOrder(db: TExecutor, orderId: number): Promise<TOrderWithPeople | undefined> {
  const [row] = await orderWithPeople(db).prepare('order_read').execute({ id: orderId });
  return row && withCreator(row);
}

type TJoinedPerson = { [TKey in keyof TPerson]: TPerson[TKey] | null } | null;

/** The joined users as they are: no agent (the agency's sale) is null; the creator is an inner join. */
function withCreator(row: { order: TOrderRow; agent: TJoinedPerson; creator: TJoinedPerson }): TOrderWithPeople {
  if (row.creator?.id == null) throw new Error(`order ${row.order.id} without its creator`);
  return {
    order: row.order,
    agent: row.agent?.id == null ? null : (row.agent as TPerson),
    creator: row.creator as TPerson,
  };
}

/**
 * Locks the order for an operation. Another agent's order is a 404 (ids must not be probed); a status the
 * transition table does not allow is a 409; an operation the actor's role may not run on this status is a 403.
 */
export async function lockOrder(
  tx: TExecutor,
  actor: TActor,
  orderId: number,
  operation: TOrderOperation,
): Promise<TOrderWithPeople> {
  const [found] = await orderWithPeople(tx)
    .for('update', { of: orders })
    .prepare('order_lock')
    .execute({ id: orderId });
  if (!found || !mayReadOrder(actor, found.order)) throw new AppError(404, 'NOT_FOUND');
  const row = withCreator(found);
  const { order } = row;
  if (!canTransition(order.status, operation)) throw statusConflict(order.status);
  if (!mayRunOrderOperation(orderActorOf(actor, order), order.status, operation)) {
    throw new AppError(403, 'FORBIDDEN');
  }
  return row;
}

/**
 * Writes an operation's change of the order row: the status of the transition table (or the same status for the
 * operations that keep it), the operation's own columns, and its history row. The update is conditional on the
 * status it started from (and on `condition`, e.g. a hold not yet expired), so that it can never apply twice or
 * after a concurrent change; `failure` is thrown when it does not apply.
 */
export async function applyTransition(
  tx: TExecutor,
  options: {
    actor: TOrderCaller;
    order: TOrderRow;
    operation: TOrderOperation;
    now: Date;
    set?: Partial<typeof orders.$inferInsert>;
    /** The status after the operation when the table leaves it open (a refund that leaves passengers). */
    to?: TOrderStatus;
    condition?: SQL;
    failure?: () => AppError;
    action?: string;
    oldValues?: Record<string, unknown>;
    newValues?: Record<string, unknown>;
  },
): Promise<TOrderRow> {
  const { order, operation, now } = options;
  const to = options.to ?? ORDER_TRANSITIONS[operation].to ?? order.status;
  const [updated] = await tx
    .update(orders)
    .set({ ...options.set, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status), options.condition))
    .returning();
  if (!updated) throw options.failure?.() ?? statusConflict(order.status);
  await recordHistory(tx, {
    actor: historyActor(options.actor),
    entity: 'order',
    entityId: order.id,
    action: options.action ?? operation,
    oldValues: { status: order.status, ...options.oldValues },
    newValues: { status: to, ...options.newValues },
  });
  return updated;
}

// --- What an operation reads of its order -------------------------------------------------------------------

const fromAirport = alias(airports, 'segment_from');
const toAirport = alias(airports, 'segment_to');
const airlineLimits = alias(timeLimits, 'airline_limits');
const defaultLimits = alias(timeLimits, 'default_limits');
const limit = (
  column: 'hold_minutes' | 'booking_hours' | 'booking_close_hours' | 'ticketing_close_hours',
  fallback: number,
) =>
  sql<number>`coalesce(${sql.raw(`airline_limits.${column}`)}, ${sql.raw(`default_limits.${column}`)}, ${sql.raw(String(fallback))})`.mapWith(
    Number,
  );

/** What a segment carries: the flight, its airline and airports, the class, its rules and time limits. */
const SALE_FIELDS = {
  flight: flights,
  airline: { id: airlines.id, iataCode: airlines.iataCode, name: airlines.name },
  from: { id: fromAirport.id, iataCode: fromAirport.iataCode, city: fromAirport.city, timeZone: fromAirport.timeZone },
  to: { id: toAirport.id, iataCode: toAirport.iataCode, city: toAirport.city, timeZone: toAirport.timeZone },
  class: classes,
  fareRule: {
    id: fareRules.id,
    name: fareRules.name,
    texts: fareRules.texts,
    penalties: fareRules.penalties,
    currency: fareRules.currency,
    nameChangeFee: fareRules.nameChangeFee,
    deadlineHours: fareRules.deadlineHours,
  },
  baggageRule: { id: baggageRules.id, name: baggageRules.name, allowances: baggageRules.allowances },
  limits: {
    holdMinutes: limit('hold_minutes', DEFAULT_TIME_LIMITS.holdMinutes),
    bookingHours: limit('booking_hours', DEFAULT_TIME_LIMITS.bookingHours),
    bookingCloseHours: limit('booking_close_hours', DEFAULT_TIME_LIMITS.bookingCloseHours),
    ticketingCloseHours: limit('ticketing_close_hours', DEFAULT_TIME_LIMITS.ticketingCloseHours),
  },
};

/**
 * Everything an operation and the order page need of the segments, in one statement: the flight with its airline
 * and airports, the class (prices, counters), the fare and baggage rules, and the time limits of the airline.
 */
function segmentsQuery(db: TExecutor) {
  return db
    .select({
      orderId: orderSegments.orderId,
      id: orderSegments.id,
      legIndex: orderSegments.legIndex,
      flightId: orderSegments.flightId,
      classId: orderSegments.classId,
      ...SALE_FIELDS,
    })
    .from(orderSegments)
    .innerJoin(classes, eq(classes.id, orderSegments.classId))
    .innerJoin(flights, eq(flights.id, orderSegments.flightId))
    .innerJoin(airlines, eq(airlines.id, flights.airlineId))
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId))
    .innerJoin(fareRules, eq(fareRules.id, classes.fareRuleId))
    .innerJoin(baggageRules, eq(baggageRules.id, classes.baggageRuleId))
    .leftJoin(airlineLimits, eq(airlineLimits.airlineId, flights.airlineId))
    .leftJoin(defaultLimits, isNull(defaultLimits.airlineId));
}

/** Classes a pre-order asks for, with what a segment carries (prepared: it runs on every pre-order). */
export async function classesForSale(db: TExecutor, classIds: readonly number[]) {
  return db
    .select(SALE_FIELDS)
    .from(classes)
    .innerJoin(flights, eq(flights.id, classes.flightId))
    .innerJoin(airlines, eq(airlines.id, flights.airlineId))
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId))
    .innerJoin(fareRules, eq(fareRules.id, classes.fareRuleId))
    .innerJoin(baggageRules, eq(baggageRules.id, classes.baggageRuleId))
    .leftJoin(airlineLimits, eq(airlineLimits.airlineId, flights.airlineId))
    .leftJoin(defaultLimits, isNull(defaultLimits.airlineId))
    .where(sql`${classes.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('classes_for_sale')
    .execute({ ids: [...classIds] });
}
export type TClassForSale = Awaited<ReturnType<typeof classesForSale>>[number];

export type TSegment = Awaited<ReturnType<ReturnType<typeof segmentsQuery>['execute']>>[number];

/** One order's segments in travel order (a prepared statement: it runs in every operation). */
export async function loadSegments(tx: TExecutor, orderId: number): Promise<TSegment[]> {
  return segmentsQuery(tx)
    .where(eq(orderSegments.orderId, sql.placeholder('id')))
    .orderBy(asc(orderSegments.legIndex))
    .prepare('order_segments_of')
    .execute({ id: orderId });
}

/** The segments of several orders (lists), by order and travel order. */
export async function loadSegmentsOf(db: TExecutor, orderIds: readonly number[]): Promise<TSegment[]> {
  if (orderIds.length === 0) return [];
  return segmentsQuery(db)
    .where(inArray(orderSegments.orderId, [...orderIds]))
    .orderBy(asc(orderSegments.orderId), asc(orderSegments.legIndex));
}

export async function loadPassengers(tx: TExecutor, orderId: number): Promise<TPassengerRow[]> {
  return tx
    .select()
    .from(orderPassengers)
    .where(eq(orderPassengers.orderId, sql.placeholder('id')))
    .orderBy(asc(orderPassengers.id))
    .prepare('order_passengers_of')
    .execute({ id: orderId });
}

/** The local departure date of a segment at its airport (what ages and passports are checked against). */
export function travelDateOf(segment: { flight: { departureAt: Date }; from: { timeZone: string } }): string {
  return utcToLocal(segment.flight.departureAt, segment.from.timeZone).slice(0, 10);
}

export function isActive(passenger: Pick<TPassengerRow, 'status'>): boolean {
  return passenger.status === 'active';
}

/** Passengers who sit: adults and children (infants travel on a lap). */
export function seatTakers(passengers: readonly Pick<TPassengerRow, 'status' | 'type'>[]): number {
  return passengers.filter((passenger) => isActive(passenger) && passenger.type !== 'infant').length;
}

/** What the active passengers break of DOMAIN.md's rules: no adult, or more infants than adults (null: none). */
export function adultRuleViolation(
  passengers: readonly Pick<TPassengerRow, 'status' | 'type'>[],
): 'noAdult' | 'tooManyInfants' | null {
  const active = passengers.filter(isActive);
  if (active.length === 0) return null;
  const count = (type: string) => active.filter((passenger) => passenger.type === type).length;
  const violation = passengerCountViolation({
    adults: count('adult'),
    children: count('child'),
    infants: count('infant'),
  });
  return violation === 'tooManyPassengers' ? null : violation;
}

/** The 409 of a change that would leave an infant (or a child) without an adult. */
export function adultRuleError(field: string, violation: 'noAdult' | 'tooManyInfants') {
  return new AppError(409, 'INFANT_WITHOUT_ADULT', { [field]: violation });
}

// --- Seats ------------------------------------------------------------------------------------------------------

export type TSeatMove = 'hold' | 'sell' | 'releaseHold' | 'releaseSold' | 'takeSold';

const SEAT_MOVES: Record<TSeatMove, (n: number) => { set: Record<string, SQL>; condition: SQL }> = {
  hold: (n) => ({
    set: { held: sql`${classes.held} + ${n}` },
    condition: sql`${classes.seats} - ${classes.sold} - ${classes.held} >= ${n}`,
  }),
  sell: (n) => ({
    set: { held: sql`${classes.held} - ${n}`, sold: sql`${classes.sold} + ${n}` },
    condition: sql`${classes.held} >= ${n}`,
  }),
  releaseHold: (n) => ({ set: { held: sql`${classes.held} - ${n}` }, condition: sql`${classes.held} >= ${n}` }),
  releaseSold: (n) => ({ set: { sold: sql`${classes.sold} - ${n}` }, condition: sql`${classes.sold} >= ${n}` }),
  takeSold: (n) => ({
    set: { sold: sql`${classes.sold} + ${n}` },
    condition: sql`${classes.seats} - ${classes.sold} - ${classes.held} >= ${n}`,
  }),
};

export interface TSeatChange {
  classId: number;
  move: TSeatMove | 'shrink' | 'grow';
  n: number;
}

const ALLOTMENT_MOVES = {
  // A refund's seats leave the class they were sold in for a receiving class of the same flight.
  shrink: (n: number) => ({
    set: { sold: sql`${classes.sold} - ${n}`, seats: sql`${classes.seats} - ${n}` },
    condition: sql`${classes.sold} >= ${n}`,
  }),
  grow: (n: number) => ({ set: { seats: sql`${classes.seats} + ${n}` }, condition: sql`true` }),
};

/**
 * Applies seat changes (one conditional UPDATE each, in class id order, so that two transactions never wait on
 * each other's classes in opposite orders). Answers the first class where taking seats (`hold`, `takeSold`) failed
 * for want of seats, or null. A release failing means the counters no longer match the orders, which is a bug,
 * never a user's mistake: it throws.
 */
export async function applySeatChanges(tx: TExecutor, changes: readonly TSeatChange[]): Promise<number | null> {
  const ordered = changes.filter((change) => change.n > 0).sort((a, b) => a.classId - b.classId);
  for (const { classId, move, n } of ordered) {
    const { set, condition } = move === 'shrink' || move === 'grow' ? ALLOTMENT_MOVES[move](n) : SEAT_MOVES[move](n);
    const rows = await tx
      .update(classes)
      .set(set)
      .where(and(eq(classes.id, classId), condition))
      .returning({ id: classes.id });
    if (rows.length === 0) {
      if (move === 'hold' || move === 'takeSold') return classId;
      throw new Error(`seat counters of class ${classId} do not allow ${move} of ${n}`);
    }
  }
  return null;
}

/** The same move of `n` seats in each class of the map (class id -> n). */
export async function moveSeats(
  tx: TExecutor,
  move: TSeatMove,
  seatsByClass: ReadonlyMap<number, number>,
): Promise<number | null> {
  return applySeatChanges(
    tx,
    [...seatsByClass.entries()].map(([classId, n]) => ({ classId, move, n })),
  );
}

/** The seats of the order's segments for `n` sitting passengers: class id -> n. */
export function seatsPerClass(segments: readonly { classId: number }[], n: number): Map<number, number> {
  const map = new Map<number, number>();
  for (const segment of segments) map.set(segment.classId, (map.get(segment.classId) ?? 0) + n);
  return map;
}

// --- Money ------------------------------------------------------------------------------------------------------

/** The sums over the active passengers and what the payer owes (DOMAIN.md: an agent pays net, the agency gross). */
export function totalsOf(
  passengers: readonly Pick<TPassengerRow, 'status' | 'gross' | 'commission' | 'net'>[],
  agentPays: boolean,
  discount: number,
  fees: number,
) {
  let gross = 0;
  let commission = 0;
  let net = 0;
  for (const passenger of passengers) {
    if (!isActive(passenger)) continue;
    gross += passenger.gross;
    commission += passenger.commission;
    net += passenger.net;
  }
  const basis = agentPays ? net : gross;
  // A discount never exceeds what the travelling passengers cost.
  const cappedDiscount = Math.min(discount, basis);
  return { gross, commission, net, discount: cappedDiscount, payable: basis - cappedDiscount + fees };
}

export function breakdownOf(
  passenger: Pick<TPassengerRow, 'fare' | 'tax' | 'surcharge' | 'gross' | 'commission' | 'net'>,
) {
  const { fare, tax, surcharge, gross, commission, net } = passenger;
  return { fare, tax, surcharge, gross, commission, net } satisfies TPriceBreakdown;
}

/** The rates frozen into the order at pre-order. */
export function ratesOf(order: Pick<TOrderRow, 'rateDate' | 'usdRate' | 'eurRate'>): TAgencyRates {
  return {
    date: order.rateDate,
    USD: order.usdRate === null ? null : Number(order.usdRate),
    EUR: order.eurRate === null ? null : Number(order.eurRate),
  };
}

// --- PNRs ----------------------------------------------------------------------------------------------------

/** Inserts an order under a fresh random PNR (a clash, one in about a billion, draws again). */
export async function insertOrderWithPnr(
  tx: TExecutor,
  values: Omit<typeof orders.$inferInsert, 'pnr'>,
): Promise<TOrderRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, pnr: pnrFromBytes(randomBytes(6)) })
      .onConflictDoNothing({ target: orders.pnr })
      .returning();
    if (row) return row;
  }
  throw new Error('no free PNR after 5 draws');
}
