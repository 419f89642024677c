import { randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  canTransition,
  DEFAULT_TIME_LIMITS,
  mayRunOrderOperation,
  ORDER_STAFF,
  ORDER_TRANSITIONS,
  passengerCountViolation,
  pnrFromBytes,
  utcToLocal,
  type TBaggageAllowance,
  type TClassType,
  type TCurrency,
  type TFlightStatus,
  type TLanguage,
  type TMultilingualText,
  type TOrderActor,
  type TOrderHistoryValues,
  type TOrderOperation,
  type TOrderStatus,
  type TPassengerPenalties,
  type TPassengerType,
  type TPriceBreakdown,
  type TTravelType,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { classes, history, orderPassengers, orders, orderSegments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { historyRow, type THistoryEntry } from '../../lib/history';
import { preparedQuery, preparedText } from '../../lib/prepared-read';
import type { TActor } from '../auth/session';
import type { TPriceColumns } from '../flights/class-prices';
import { changedOnly } from './order-history';
import { agencyRateColumns, agencyRatesOf, type TAgencyRates } from './pricing';

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

type TRaw = Record<string, unknown>;
const epochOf = (column: string, as = column) => `(extract(epoch from ${column}) * 1000)::float8 as ${as}`;
const instant = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)));
const number = (value: unknown) => Number(value);
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The order row as the hot reads select it (money as float8, which holds every 12-digit amount exactly, instants
 * as epoch milliseconds), so that both drivers answer it alike and no query builder runs on the hot path.
 */
const ORDER_COLUMNS = [
  'o.id',
  'o.pnr',
  'o.agent_id',
  'o.created_by_id',
  'o.status',
  'o.travel_type',
  'o.rate_date::text as rate_date',
  'o.usd_rate::text as usd_rate',
  'o.eur_rate::text as eur_rate',
  epochOf('o.hold_expires_at', 'hold_expires_at'),
  epochOf('o.booking_expires_at', 'booking_expires_at'),
  epochOf('o.ticketed_at', 'ticketed_at'),
  'o.order_date::text as order_date',
  epochOf('o.first_departure_at', 'first_departure_at'),
  'o.contact_name',
  'o.contact_phone',
  'o.contact_email',
  'o.comment',
  ...['gross', 'commission', 'net', 'discount', 'fees', 'payable', 'paid', 'refunded', 'penalties'].map(
    (column) => `o.${column}::float8 as ${column}`,
  ),
  epochOf('o.created_at', 'created_at'),
  epochOf('o.updated_at', 'updated_at'),
].join(', ');

function toOrderRow(raw: TRaw): TOrderRow {
  return {
    id: number(raw.id),
    pnr: String(raw.pnr),
    agentId: raw.agent_id === null ? null : number(raw.agent_id),
    createdById: number(raw.created_by_id),
    status: raw.status as TOrderStatus,
    travelType: raw.travel_type as TOrderRow['travelType'],
    rateDate: String(raw.rate_date),
    usdRate: raw.usd_rate === null ? null : String(raw.usd_rate),
    eurRate: raw.eur_rate === null ? null : String(raw.eur_rate),
    holdExpiresAt: instant(raw.hold_expires_at),
    bookingExpiresAt: instant(raw.booking_expires_at),
    ticketedAt: instant(raw.ticketed_at),
    orderDate: String(raw.order_date),
    firstDepartureAt: new Date(number(raw.first_departure_at)),
    contactName: String(raw.contact_name),
    contactPhone: String(raw.contact_phone),
    contactEmail: String(raw.contact_email),
    comment: raw.comment === null ? null : String(raw.comment),
    gross: number(raw.gross),
    commission: number(raw.commission),
    net: number(raw.net),
    discount: number(raw.discount),
    fees: number(raw.fees),
    payable: number(raw.payable),
    paid: number(raw.paid),
    refunded: number(raw.refunded),
    penalties: number(raw.penalties),
    createdAt: new Date(number(raw.created_at)),
    updatedAt: new Date(number(raw.updated_at)),
  };
}

const PERSON_COLUMNS = (alias: string) =>
  ['id', 'email', 'language', 'company_name', 'contact_name_surname']
    .map((column) => `${alias}.${column} as ${alias}_${column}`)
    .join(', ');

function toPerson(raw: TRaw, alias: string): TPerson | null {
  if (raw[`${alias}_id`] === null || raw[`${alias}_id`] === undefined) return null;
  return {
    id: number(raw[`${alias}_id`]),
    email: String(raw[`${alias}_email`]),
    language: raw[`${alias}_language`] as TLanguage,
    companyName: (raw[`${alias}_company_name`] as string | null) ?? null,
    contactNameSurname: (raw[`${alias}_contact_name_surname`] as string | null) ?? null,
  };
}

function toOrderWithPeople(raw: TRaw): TOrderWithPeople {
  const creator = toPerson(raw, 'c');
  if (!creator) throw new Error(`order ${String(raw.id)} without its creator`);
  return { order: toOrderRow(raw), agent: toPerson(raw, 'a'), creator };
}

/** An order with its people, its segments in travel order and its passengers: what every operation reads. */
export interface TOrderDetails extends TOrderWithPeople {
  segments: TSegment[];
  passengers: TPassengerRow[];
}

/** The order, its people, segments and passengers without a lock, in one statement (the order page). */
export async function readOrderDetails(db: TExecutor, orderId: number): Promise<TOrderDetails | undefined> {
  const [raw] = await preparedText<TRaw>(db, ORDER_DETAILS, [orderId]);
  return raw && toOrderDetails(raw);
}

/**
 * Locks the order for an operation, then reads it with its people, segments and passengers. Another agent's order
 * is a 404 (ids must not be probed); a status the transition table does not allow is a 409; an operation the
 * actor's role may not run on this status is a 403.
 */
export async function lockOrder(
  tx: TExecutor,
  actor: TActor,
  orderId: number,
  operation: TOrderOperation,
): Promise<TOrderDetails> {
  // Two statements, not one: a statement reads with the snapshot it started with, so the passengers of one that
  // had to wait for the lock would be those from before the operation that held it.
  await preparedText(tx, 'select id from orders where id = $1 for update', [orderId]);
  return mayRunOn(actor, await readOrderDetails(tx, orderId), operation);
}

/**
 * The order, if the actor may run the operation on it now: another agent's order is a 404, a status the
 * transition table does not allow a 409, a role the actor rules refuse a 403 (lockOrder, and the read-only quotes).
 */
export function mayRunOn(actor: TActor, row: TOrderDetails | undefined, operation: TOrderOperation): TOrderDetails {
  if (!row || !mayReadOrder(actor, row.order)) throw new AppError(404, 'NOT_FOUND');
  const { order } = row;
  if (!canTransition(order.status, operation)) throw statusConflict(order.status);
  if (!mayRunOrderOperation(orderActorOf(actor, order), order.status, operation)) {
    throw new AppError(403, 'FORBIDDEN');
  }
  return row;
}

/**
 * The insert of a history row for the order a statement writes in its CTE `o`, as part of that statement: the row is
 * written exactly when the order row was.
 */
function historyOfWrittenOrder(entry: ReturnType<typeof historyRow>): SQL {
  const jsonOf = (values: Record<string, unknown> | null) => (values === null ? null : JSON.stringify(values));
  return sql`insert into ${history} (actor_id, entity, entity_id, action, old_values, new_values)
    select ${entry.actorId}::int, ${entry.entity}, o.id::text, ${entry.action},
      ${jsonOf(entry.oldValues)}::jsonb, ${jsonOf(entry.newValues)}::jsonb from o`;
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
    /** The history row's values (the contract's ORDER_HISTORY_VALUES); only those that changed are written. */
    oldValues?: TOrderHistoryValues;
    newValues?: TOrderHistoryValues;
  },
): Promise<TOrderRow> {
  const { order, operation, now } = options;
  const to = options.to ?? ORDER_TRANSITIONS[operation].to ?? order.status;
  const update = tx
    .update(orders)
    .set({ ...options.set, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status), options.condition))
    .returning();
  const values = changedOnly({ status: order.status, ...options.oldValues }, { status: to, ...options.newValues });
  const entry = historyRow({
    actor: historyActor(options.actor),
    entity: 'order',
    entityId: order.id,
    action: options.action ?? operation,
    ...values,
  });
  const [raw] = await preparedQuery<TRaw>(
    tx,
    sql`with o as (${update.getSQL()}), written as (${historyOfWrittenOrder(entry)})
      select ${sql.raw(ORDER_COLUMNS)} from o`,
  );
  if (!raw) throw options.failure?.() ?? statusConflict(order.status);
  return toOrderRow(raw);
}

// --- What an operation reads of its order -------------------------------------------------------------------

/** A segment of an order, with what the operations and the order page read of its flight, class and rules. */
export interface TSegment {
  orderId: number;
  id: number;
  legIndex: number;
  flightId: number;
  classId: number;
  flight: {
    id: number;
    airlineId: number;
    flightNumber: string;
    fromAirportId: number;
    toAirportId: number;
    departureAt: Date;
    arrivalAt: Date;
    durationMinutes: number;
    currency: TCurrency;
    status: TFlightStatus;
  };
  airline: { id: number; iataCode: string; name: string };
  from: { id: number; iataCode: string; city: string; timeZone: string };
  to: { id: number; iataCode: string; city: string; timeZone: string };
  class: { id: number; name: string; type: TClassType; travelType: TTravelType; adminOnly: boolean };
  fareRule: {
    id: number;
    name: string;
    texts: TMultilingualText;
    penalties: Record<TPassengerType, TPassengerPenalties>;
    currency: TCurrency;
    nameChangeFee: number;
    deadlineHours: number;
  };
  baggageRule: { id: number; name: string; allowances: Record<TPassengerType, TBaggageAllowance> };
  limits: { holdMinutes: number; bookingHours: number; bookingCloseHours: number; ticketingCloseHours: number };
}

/** A class offered to a pre-order: a segment without its order, with the class's prices. */
export type TClassForSale = Omit<TSegment, 'orderId' | 'id' | 'legIndex' | 'flightId' | 'classId'> & {
  class: TSegment['class'] & TPriceColumns;
};

const limitColumn = (column: string, fallback: number) =>
  `coalesce(tla.${column}, tld.${column}, ${fallback}) as ${column}`;

/** Everything a segment carries, from a class `c` (and its flight), in one statement. */
const SEGMENT_COLUMNS = [
  'f.id as flight_id',
  'f.airline_id',
  'f.flight_number',
  'f.from_airport_id',
  'f.to_airport_id',
  epochOf('f.departure_at', 'departure_at'),
  epochOf('f.arrival_at', 'arrival_at'),
  'f.duration_minutes',
  'f.currency',
  'f.status as flight_status',
  'al.iata_code as airline_code',
  'al.name as airline_name',
  'fa.iata_code as from_code',
  'fa.city as from_city',
  'fa.time_zone as from_zone',
  'ta.iata_code as to_code',
  'ta.city as to_city',
  'ta.time_zone as to_zone',
  'c.id as class_id',
  'c.name as class_name',
  'c.type as class_type',
  'c.travel_type as class_travel_type',
  'c.admin_only as class_admin_only',
  'fr.id as fare_rule_id',
  'fr.name as fare_rule_name',
  'fr.texts as fare_rule_texts',
  'fr.penalties as fare_rule_penalties',
  'fr.currency as fare_rule_currency',
  'fr.name_change_fee::float8 as fare_rule_name_change_fee',
  'fr.deadline_hours as fare_rule_deadline_hours',
  'br.id as baggage_rule_id',
  'br.name as baggage_rule_name',
  'br.allowances as baggage_rule_allowances',
  limitColumn('hold_minutes', DEFAULT_TIME_LIMITS.holdMinutes),
  limitColumn('booking_hours', DEFAULT_TIME_LIMITS.bookingHours),
  limitColumn('booking_close_hours', DEFAULT_TIME_LIMITS.bookingCloseHours),
  limitColumn('ticketing_close_hours', DEFAULT_TIME_LIMITS.ticketingCloseHours),
].join(', ');

const SEGMENT_JOINS = `join flights f on f.id = c.flight_id
  join airlines al on al.id = f.airline_id
  join airports fa on fa.id = f.from_airport_id
  join airports ta on ta.id = f.to_airport_id
  join fare_rules fr on fr.id = c.fare_rule_id
  join baggage_rules br on br.id = c.baggage_rule_id
  left join time_limits tla on tla.airline_id = f.airline_id
  left join time_limits tld on tld.airline_id is null`;

function toSaleParts(raw: TRaw): Omit<TSegment, 'orderId' | 'id' | 'legIndex' | 'flightId' | 'classId'> {
  return {
    flight: {
      id: number(raw.flight_id),
      airlineId: number(raw.airline_id),
      flightNumber: String(raw.flight_number),
      fromAirportId: number(raw.from_airport_id),
      toAirportId: number(raw.to_airport_id),
      departureAt: new Date(number(raw.departure_at)),
      arrivalAt: new Date(number(raw.arrival_at)),
      durationMinutes: number(raw.duration_minutes),
      currency: raw.currency as TCurrency,
      status: raw.flight_status as TFlightStatus,
    },
    airline: { id: number(raw.airline_id), iataCode: String(raw.airline_code), name: String(raw.airline_name) },
    from: {
      id: number(raw.from_airport_id),
      iataCode: String(raw.from_code),
      city: String(raw.from_city),
      timeZone: String(raw.from_zone),
    },
    to: {
      id: number(raw.to_airport_id),
      iataCode: String(raw.to_code),
      city: String(raw.to_city),
      timeZone: String(raw.to_zone),
    },
    class: {
      id: number(raw.class_id),
      name: String(raw.class_name),
      type: raw.class_type as TClassType,
      travelType: raw.class_travel_type as TTravelType,
      adminOnly: Boolean(raw.class_admin_only),
    },
    fareRule: {
      id: number(raw.fare_rule_id),
      name: String(raw.fare_rule_name),
      texts: json(raw.fare_rule_texts),
      penalties: json(raw.fare_rule_penalties),
      currency: raw.fare_rule_currency as TCurrency,
      nameChangeFee: number(raw.fare_rule_name_change_fee),
      deadlineHours: number(raw.fare_rule_deadline_hours),
    },
    baggageRule: {
      id: number(raw.baggage_rule_id),
      name: String(raw.baggage_rule_name),
      allowances: json(raw.baggage_rule_allowances),
    },
    limits: {
      holdMinutes: number(raw.hold_minutes),
      bookingHours: number(raw.booking_hours),
      bookingCloseHours: number(raw.booking_close_hours),
      ticketingCloseHours: number(raw.ticketing_close_hours),
    },
  };
}

function toSegmentRow(raw: TRaw): TSegment {
  return {
    orderId: number(raw.order_id),
    id: number(raw.segment_id),
    legIndex: number(raw.leg_index),
    flightId: number(raw.flight_id),
    classId: number(raw.class_id),
    ...toSaleParts(raw),
  };
}

const SEGMENTS_OF = `select s.order_id, s.id as segment_id, s.leg_index, ${SEGMENT_COLUMNS}
  from order_segments s join classes c on c.id = s.class_id ${SEGMENT_JOINS}`;

/** The segments of several orders (lists), by order and travel order. */
export async function loadSegmentsOf(db: TExecutor, orderIds: readonly number[]): Promise<TSegment[]> {
  if (orderIds.length === 0) return [];
  const rows = await preparedText<TRaw>(
    db,
    `${SEGMENTS_OF} where s.order_id = any($1::int[]) order by s.order_id, s.leg_index`,
    [[...orderIds]],
  );
  return rows.map(toSegmentRow);
}

const PRICE_FIELDS = (['adult', 'child', 'infant'] as const).flatMap((type) =>
  (
    [
      ['Fare', 'fare'],
      ['Tax', 'tax'],
      ['SurchargeMultiDestination', 'surcharge_multi_destination'],
      ['SurchargeLongRange', 'surcharge_long_range'],
      ['SurchargeShortRange', 'surcharge_short_range'],
      ['Commission', 'commission'],
    ] as const
  ).map(([field, column]) => ({ field: `${type}${field}` as keyof TPriceColumns, column: `${type}_${column}` })),
);

/**
 * What a pre-order reads, in one prepared statement: the classes it asks for with what a segment carries and their
 * prices, the agency rates in force on `date`, and the users the order will name (its agent and its creator).
 */
export async function saleOf(
  db: TExecutor,
  classIds: readonly number[],
  context: { date: string; userIds: readonly number[] },
): Promise<{ classes: TClassForSale[]; rates: TAgencyRates; people: TPerson[] }> {
  const prices = PRICE_FIELDS.map(({ column }) => `c.${column}::float8 as ${column}`).join(', ');
  const rows = await preparedText<TRaw>(
    db,
    `select ${SEGMENT_COLUMNS}, ${prices}, ${agencyRateColumns('$2::date')},
       (select json_agg(json_build_object('id', id, 'email', email, 'language', language,
          'companyName', company_name, 'contactNameSurname', contact_name_surname))
        from users where id = any($3::int[])) as people
     from classes c ${SEGMENT_JOINS} where c.id = any($1::int[])`,
    [[...classIds], context.date, [...context.userIds]],
  );
  const first = rows[0];
  return {
    classes: rows.map((raw) => {
      const parts = toSaleParts(raw);
      const priceColumns = Object.fromEntries(
        PRICE_FIELDS.map(({ field, column }) => [field, number(raw[column])]),
      ) as TPriceColumns;
      return { ...parts, class: { ...parts.class, ...priceColumns } };
    }),
    rates: agencyRatesOf(first, context.date),
    people: first ? (json<TPerson[] | null>(first.people) ?? []) : [],
  };
}

const PASSENGER_COLUMNS = [
  'id',
  'order_id',
  'type',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth::text as date_of_birth',
  'passport_number',
  'passport_expiry::text as passport_expiry',
  'citizenship',
  'status',
  'ticket_number',
  ...['fare', 'tax', 'surcharge', 'gross', 'commission', 'net', 'refund_penalty', 'refund_amount'].map(
    (column) => `${column}::float8 as ${column}`,
  ),
  'segment_prices',
  epochOf('created_at'),
  epochOf('updated_at'),
].join(', ');

function toPassengerRow(raw: TRaw): TPassengerRow {
  return {
    id: number(raw.id),
    orderId: number(raw.order_id),
    type: raw.type as TPassengerType,
    firstName: String(raw.first_name),
    lastName: String(raw.last_name),
    gender: raw.gender as TPassengerRow['gender'],
    dateOfBirth: String(raw.date_of_birth),
    passportNumber: String(raw.passport_number),
    passportExpiry: String(raw.passport_expiry),
    citizenship: String(raw.citizenship),
    status: raw.status as TPassengerRow['status'],
    ticketNumber: raw.ticket_number === null ? null : String(raw.ticket_number),
    fare: number(raw.fare),
    tax: number(raw.tax),
    surcharge: number(raw.surcharge),
    gross: number(raw.gross),
    commission: number(raw.commission),
    net: number(raw.net),
    segmentPrices: json(raw.segment_prices),
    refundPenalty: raw.refund_penalty === null ? null : number(raw.refund_penalty),
    refundAmount: raw.refund_amount === null ? null : number(raw.refund_amount),
    createdAt: new Date(number(raw.created_at)),
    updatedAt: new Date(number(raw.updated_at)),
  };
}

/** The statement of readOrderDetails and lockOrder: the segments and passengers come as JSON rows of their reads. */
const ORDER_DETAILS = `select ${ORDER_COLUMNS}, ${PERSON_COLUMNS('a')}, ${PERSON_COLUMNS('c')},
      (select coalesce(json_agg(x order by x.leg_index), '[]'::json)
        from (${SEGMENTS_OF} where s.order_id = o.id) x) as segments,
      (select coalesce(json_agg(x order by x.id), '[]'::json)
        from (select ${PASSENGER_COLUMNS} from order_passengers where order_id = o.id) x) as passengers
    from orders o left join users a on a.id = o.agent_id join users c on c.id = o.created_by_id
    where o.id = $1`;

function toOrderDetails(raw: TRaw): TOrderDetails {
  return {
    ...toOrderWithPeople(raw),
    segments: json<TRaw[]>(raw.segments).map(toSegmentRow),
    passengers: json<TRaw[]>(raw.passengers).map(toPassengerRow),
  };
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

/**
 * Runs an insert under fresh random PNRs until one is free: the insert does nothing on a clash (one in about a
 * billion) and answers undefined, and a new PNR is drawn.
 */
async function withFreshPnr<T>(insert: (pnr: string) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await insert(pnrFromBytes(randomBytes(6)));
    if (inserted !== undefined) return inserted;
  }
  throw new Error('no free PNR after 5 draws');
}

/** Inserts an order under a fresh random PNR. */
export async function insertOrderWithPnr(
  tx: TExecutor,
  values: Omit<typeof orders.$inferInsert, 'pnr'>,
): Promise<TOrderRow> {
  return withFreshPnr(async (pnr) => {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, pnr })
      .onConflictDoNothing({ target: orders.pnr })
      .returning();
    return row;
  });
}

/** A new order's rows, for insertOrderWithItems. */
export interface TNewOrder {
  order: Omit<typeof orders.$inferInsert, 'pnr'>;
  segments: readonly { legIndex: number; flightId: number; classId: number }[];
  passengers: readonly Omit<typeof orderPassengers.$inferInsert, 'orderId'>[];
  /** The history row of the new order, given its PNR. */
  history: (pnr: string) => Pick<THistoryEntry, 'actor' | 'action' | 'newValues'>;
}

/**
 * Inserts a new order with its segments, passengers and history row in one statement (a pre-order's round trips to
 * the database are most of its cost), under a fresh random PNR. Answers the order row, the segment ids by leg, and
 * the passengers in the order given.
 */
export async function insertOrderWithItems(
  tx: TExecutor,
  items: TNewOrder,
): Promise<{ order: TOrderRow; segmentIds: number[]; passengers: TPassengerRow[] }> {
  const segments = JSON.stringify(
    items.segments.map((segment) => ({
      leg_index: segment.legIndex,
      flight_id: segment.flightId,
      class_id: segment.classId,
    })),
  );
  const passengers = JSON.stringify(
    items.passengers.map((passenger) => ({
      type: passenger.type,
      first_name: passenger.firstName,
      last_name: passenger.lastName,
      gender: passenger.gender,
      date_of_birth: passenger.dateOfBirth,
      passport_number: passenger.passportNumber,
      passport_expiry: passenger.passportExpiry,
      citizenship: passenger.citizenship,
      status: passenger.status ?? 'active',
      fare: passenger.fare,
      tax: passenger.tax,
      surcharge: passenger.surcharge,
      gross: passenger.gross,
      commission: passenger.commission,
      net: passenger.net,
      segment_prices: passenger.segmentPrices,
    })),
  );
  return withFreshPnr(async (pnr) => {
    const insert = tx
      .insert(orders)
      .values({ ...items.order, pnr })
      .onConflictDoNothing({ target: orders.pnr })
      .returning();
    // The entity id is the new order's, taken from the statement (historyOfWrittenOrder).
    const entry = historyRow({ entity: 'order', entityId: 0, ...items.history(pnr) });
    const [raw] = await preparedQuery<TRaw>(
      tx,
      sql`with o as (${insert.getSQL()}),
        segments as (
          insert into ${orderSegments} (order_id, leg_index, flight_id, class_id)
          select o.id, x.leg_index, x.flight_id, x.class_id
          from o, jsonb_to_recordset(${segments}::jsonb) as x(leg_index int, flight_id int, class_id int)
          returning id, leg_index),
        passengers as (
          insert into ${orderPassengers} (order_id, type, first_name, last_name, gender, date_of_birth, passport_number,
            passport_expiry, citizenship, status, fare, tax, surcharge, gross, commission, net, segment_prices)
          select o.id, x.type, x.first_name, x.last_name, x.gender, x.date_of_birth, x.passport_number,
            x.passport_expiry, x.citizenship, x.status, x.fare, x.tax, x.surcharge, x.gross, x.commission, x.net,
            x.segment_prices
          from o, jsonb_array_elements(${passengers}::jsonb) with ordinality as item(value, n),
            jsonb_to_record(item.value) as x(type text, first_name text, last_name text, gender text,
              date_of_birth date, passport_number text, passport_expiry date, citizenship text, status text,
              fare bigint, tax bigint, surcharge bigint, gross bigint, commission bigint, net bigint,
              segment_prices jsonb)
          order by item.n
          returning ${sql.raw(PASSENGER_COLUMNS)}),
        written as (${historyOfWrittenOrder(entry)})
      select ${sql.raw(ORDER_COLUMNS)},
        (select json_agg(s.id order by s.leg_index) from segments s) as segment_ids,
        (select json_agg(p order by p.id) from passengers p) as passengers
      from o`,
    );
    return (
      raw && {
        order: toOrderRow(raw),
        segmentIds: json<number[]>(raw.segment_ids).map(Number),
        passengers: json<TRaw[]>(raw.passengers).map(toPassengerRow),
      }
    );
  });
}
