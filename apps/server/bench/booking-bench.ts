/**
 * The flight booking part of `npm run bench` (and all of `npm run bench:booking`): a pre-order and its ticketing
 * through the API (two HTTP calls, with authentication, validation, idempotency, history and mail queued in the
 * transaction), beside two raw-SQL sides sent from this process through `pg` at the same concurrency, in the same run:
 * - the API's statements: exactly the statements the API sends for the booking, in its order (the server's own texts
 *   where they are static, prepared by name as the API prepares them), so that the ratio measures what the API adds;
 * - the fewest statements a booking needs: two transactions of 7 and 9 statements.
 * Both raw sides queue the same three valid mails as the API, which the server's mail job sends like the API's (no
 * row is left failing and retried). The statements per operation are printed beside: the raw sides' counted as they
 * run, the API's counted on PostgreSQL in an application built in this process (countApiStatements). Bookings rotate
 * over many flights and the demo agents, as real traffic would; every side uses the same rotation.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  addDays,
  APPROVAL_ENDPOINTS,
  AUTH_ENDPOINTS,
  endpointPath,
  FLIGHT_ENDPOINTS,
  formatInstant,
  IDEMPOTENCY_HEADER,
  FLIGHT_ORDER_ENDPOINTS,
  pnrFromBytes,
  REFERENCE_ENDPOINTS,
  USER_ENDPOINTS,
  type TEndpointDefinition,
  todayIsoDate,
  type TClassInput,
  type TFlight,
  type TFlightClass,
} from '@frs/contract';
import { buildApp, mailDocumentRenderer } from '../src/app';
import { postgresHandle } from '../src/db/database';
import { CLAIM_KEY, STORE_ANSWER } from '../src/lib/idempotency';
import { acquireJobLease } from '../src/lib/job-runner';
import { NUMBER_TICKETS, ORDER_DETAILS, PASSENGER_COLUMNS, SALE_STATEMENT } from '../src/modules/flight-orders';
import { SEAT_MOVE_STATEMENTS } from '../src/modules/flights';
import { CROSSING_INPUTS } from '../src/modules/alerts';
import { ENQUEUE_MAILS, mailOutboxJob, type TMailConfig } from '../src/modules/mail';
import { LOCK_ORDER, mailTemplatesOf, ORDER_COLUMNS } from '../src/modules/order-engine';
import { PRODUCT_LINE_MODULES } from '../src/product-lines';
import { POST_LEDGER_ENTRY } from '../src/modules/ledger';
import { exitOf, startServer } from '../test/server-process';
import { apiPreOrderBookings, measureBookings, type TAgent, type TBookingResult } from './load';

export interface TBenchClass {
  classId: number;
  flightId: number;
  departureAt: string;
}

/** A call of an endpoint of the contract (a fresh Idempotency-Key where it declares one); fails unless it succeeds. */
export async function api<T>(
  url: string,
  endpoint: TEndpointDefinition,
  call: { token?: string; params?: Record<string, number>; query?: string; body?: unknown } = {},
): Promise<T> {
  const path = `${endpointPath(endpoint, call.params)}${call.query ? `?${call.query}` : ''}`;
  const response = await fetch(`${url}${path}`, {
    method: endpoint.method,
    headers: {
      'content-type': 'application/json',
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(endpoint.idempotent ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {}),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  if (!response.ok) throw new Error(`${endpoint.method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function login(url: string, email: string): Promise<TAgent> {
  const body = await api<{ token: string; userId: number }>(url, AUTH_ENDPOINTS.login, {
    body: { email, password: 'demo1234' },
  });
  return { id: body.userId, token: body.token };
}

/**
 * A manual top-up of an agent (the benches' money). Four-eyes approval holds it (202) until another admin approves
 * it: the demo Admin does.
 */
export async function topUpApproved(url: string, token: string, agentId: number, amount: number): Promise<void> {
  const held = await api<{ outcome: string; approval?: { id: number } }>(url, USER_ENDPOINTS.useBalance, {
    token,
    params: { id: agentId },
    body: { amount, reason: 'Benchmark money' },
  });
  if (held.outcome !== 'pendingApproval' || !held.approval) return;
  const approver = await login(url, 'admin@demo.test');
  await api(url, APPROVAL_ENDPOINTS.approve, { token: approver.token, params: { id: held.approval.id }, body: {} });
}

const PRICES = {
  fare: 20_000,
  tax: 5_000,
  surchargeMultiDestination: 0,
  surchargeLongRange: 0,
  surchargeShortRange: 0,
  commission: 1_000,
};

/**
 * Flights for the booking runs, made through the API by the Super Admin: a 1000-seat aircraft, `count` flights
 * EVN -> SVO a few weeks ahead, each with one 1000-seat one-way class; and money for the agents.
 */
export async function createBenchInventory(
  url: string,
  admin: TAgent,
  agents: readonly TAgent[],
  count: number,
): Promise<TBenchClass[]> {
  const token = admin.token;
  const list = async <T>(endpoint: TEndpointDefinition) =>
    (await api<{ result: T[] }>(url, endpoint, { token, query: 'pageSize=100' })).result;
  const airports = await list<{ id: number; iataCode: string }>(REFERENCE_ENDPOINTS['airports.list']);
  const airline = (await list<{ id: number; iataCode: string }>(REFERENCE_ENDPOINTS['airlines.list'])).find(
    (row) => row.iataCode === '4R',
  )!;
  const fareRule = (await list<{ id: number; name: string }>(REFERENCE_ENDPOINTS['fareRules.list'])).find(
    (row) => row.name === 'Economy Flex',
  )!;
  const baggageRule = (await list<{ id: number }>(REFERENCE_ENDPOINTS['baggageRules.list']))[0]!;
  const aircraft = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['aircraft.create'], {
    token,
    body: { model: `Bench ${randomUUID().slice(0, 8)}`, seats: 1000 },
  });
  const evn = airports.find((row) => row.iataCode === 'EVN')!.id;
  const svo = airports.find((row) => row.iataCode === 'SVO')!.id;
  const classes: TBenchClass[] = [];
  for (let index = 0; index < count; index += 1) {
    const date = addDays(todayIsoDate(), 20 + (index % 30));
    const flight = await api<TFlight>(url, FLIGHT_ENDPOINTS.create, {
      token,
      body: {
        airlineId: airline.id,
        flightNumber: String(5000 + Math.floor(Math.random() * 4000)),
        aircraftId: aircraft.id,
        fromAirportId: evn,
        toAirportId: svo,
        departureLocal: `${date}T${String(8 + (index % 12)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`,
        arrivalLocal: `${date}T${String(11 + (index % 12)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}`,
        seatCapacity: 1000,
        currency: 'USD',
      },
    });
    const input: TClassInput = {
      name: 'B',
      type: 'economy',
      travelType: 'oneWay',
      seats: 1000,
      adminOnly: false,
      fareRuleId: fareRule.id,
      baggageRuleId: baggageRule.id,
      prices: { adult: PRICES, child: PRICES, infant: { ...PRICES, tax: 0, commission: 0 } },
    };
    const flightClass = await api<TFlightClass>(url, FLIGHT_ENDPOINTS.createClass, {
      token,
      params: { id: flight.id },
      body: input,
    });
    classes.push({ classId: flightClass.id, flightId: flight.id, departureAt: flight.departureAt });
  }
  for (const agent of agents) await topUpApproved(url, token, agent.id, 900_000_000_000);
  return classes;
}

const PASSENGER = {
  type: 'adult',
  firstName: 'Bench',
  lastName: 'Traveller',
  gender: 'female',
  dateOfBirth: '1990-05-17',
  passportNumber: 'AM1234567',
  passportExpiry: '2040-01-01',
  citizenship: 'AM',
};
const CONTACT = { name: 'Bench Client', phone: '+374 99 000000', email: 'bench-client@demo.test' };

/** Pre-order + ticketing through the API, `connections` at a time, for `seconds`. */
export function apiBookings(
  url: string,
  agents: readonly TAgent[],
  classes: readonly TBenchClass[],
  connections: number,
  seconds: number,
): Promise<TBookingResult> {
  return apiPreOrderBookings(url, agents, {
    name: `API: pre-order + ticketing (${connections} connections)`,
    preOrder: FLIGHT_ORDER_ENDPOINTS.preOrder,
    order: FLIGHT_ORDER_ENDPOINTS.order,
    body: (n) => ({
      travelType: 'oneWay',
      segments: [{ classId: classes[n % classes.length]!.classId }],
      passengers: [PASSENGER],
      contact: CONTACT,
    }),
    connections,
    seconds,
  });
}

// --- Raw SQL ---------------------------------------------------------------------------------------------------

/** What the raw-SQL side needs of a database: run a function in a transaction with a parameterised query. */
export interface TRawDatabase {
  transaction: <T>(work: (query: TRawQuery) => Promise<T>) => Promise<T>;
  /** A statement outside any transaction (the pre-order's read); without it, the read opens the transaction. */
  read?: TRawQuery;
}

/** A parameterised query in a raw-SQL transaction: its rows. */
export type TRawQuery = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** Statements sent per phase of a raw booking (a transaction's begin and commit count as two). */
export interface TStatementCounter {
  preOrder: number;
  ticketing: number;
}

/**
 * A raw database on a PostgreSQL pool as the API's driver uses it: every statement a named prepared statement (the
 * API prepares all of its booking statements, lib/prepared-read.ts), and the pre-order's read outside a transaction.
 */
export function postgresRaw(pool: pg.Pool): TRawDatabase {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `b${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
  const on =
    (client: pg.Pool | pg.PoolClient): TRawQuery =>
    async (text, params) =>
      (await client.query({ name: nameOf(text), text, values: params })).rows as Record<string, unknown>[];
  return {
    read: on(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** The same database, counting into `counter[phase]` every statement sent (begin and commit included). */
function counted(database: TRawDatabase, counter: TStatementCounter, phase: keyof TStatementCounter) {
  const { read } = database;
  return {
    read:
      read &&
      ((text: string, params: unknown[]) => {
        counter[phase] += 1;
        return read(text, params);
      }),
    transaction: <T>(work: (query: TRawQuery) => Promise<T>) =>
      database.transaction(async (query) => {
        counter[phase] += 2;
        return work((text, params) => {
          counter[phase] += 1;
          return query(text, params);
        });
      }),
  };
}

/** The agents the raw side books for: what the mails name. */
interface TRawAgent {
  id: number;
  email: string;
  language: string;
  name: string;
}

async function rawAgents(database: TRawDatabase, agentIds: readonly number[]): Promise<TRawAgent[]> {
  const rows = await database.transaction((query) =>
    query(
      `select id, email, language, coalesce(nullif(company_name, ''), nullif(contact_name_surname, ''), email) as name
       from users where id = any($1::int[])`,
      [[...agentIds]],
    ),
  );
  return agentIds.map((id) => {
    const row = rows.find((candidate) => Number(candidate.id) === id);
    if (!row) throw new Error(`agent ${id} not found`);
    return { id, email: String(row.email), language: String(row.language), name: String(row.name) };
  });
}

/** One adult's price in AMD minor units (USD 200 + 50 at the bench's rate of 400; commission USD 10). */
const PRICE = { fare: 8_000_000, tax: 2_000_000, surcharge: 0, gross: 10_000_000, commission: 400_000, net: 9_600_000 };

/**
 * Ticketing's mails as the API queues them (flight-orders/order-mail.ts): the notice with the ticket numbers to the
 * agent (`issue-ticket`), the e-ticket to the contact (`ticket`, a PDF per passenger) and the receipt to the payer
 * (`receipt`, a PDF), in the agent's language, with payloads the templates accept: the server's mail job sends them
 * once, as it sends the API's.
 */
function ticketingMails(booking: {
  agent: TRawAgent;
  orderId: number;
  pnr: string;
  passengerId: number;
  ticketNumber: string;
  payable: number;
  departureAt: string;
}) {
  const { agent, orderId } = booking;
  const payload = {
    orderId,
    pnr: booking.pnr,
    route: 'EVN → SVO',
    departure: `${formatInstant(booking.departureAt, { timeZone: 'Asia/Yerevan' })} EVN`,
    passengers: [{ name: `${PASSENGER.firstName} ${PASSENGER.lastName}`, ticketNumber: booking.ticketNumber }],
    penalty: null,
    deadline: null,
    expired: false,
  };
  const mail = (to: string, template: string, name: string, amount: number | null, documents: unknown[]) => ({
    recipient: to,
    template,
    language: agent.language,
    payload: { ...payload, amount, name },
    documents,
    sent_by: null,
  });
  return JSON.stringify([
    mail(agent.email, 'issue-ticket', agent.name, booking.payable, []),
    mail(CONTACT.email, 'ticket', CONTACT.name, null, [{ kind: 'ticket', orderId, passengerId: booking.passengerId }]),
    mail(agent.email, 'receipt', agent.name, booking.payable, [{ kind: 'receipt', orderId }]),
  ]);
}

// The columns of `orders` in table order, as Drizzle writes an insert's and an update's RETURNING.
const ORDER_TABLE_COLUMNS = [
  'id',
  'pnr',
  'agent_id',
  'created_by_id',
  'product_line',
  'status',
  'travel_type',
  'rate_date',
  'usd_rate',
  'eur_rate',
  'hold_expires_at',
  'booking_expires_at',
  'ticketed_at',
  'order_date',
  'first_departure_at',
  'contact_name',
  'contact_phone',
  'contact_email',
  'comment',
  'gross',
  'commission',
  'net',
  'discount',
  'fees',
  'payable',
  'paid',
  'refunded',
  'penalties',
  'created_at',
  'updated_at',
]
  .map((column) => `"${column}"`)
  .join(', ');

const HISTORY_OF_O = `written as (insert into "history" (actor_id, entity, entity_id, action, old_values, new_values)
    select $HISTORY::int, 'order', o.id::text, $ACTION, $OLD::jsonb, $NEW::jsonb from o)`;

function historyOfO(first: number) {
  return HISTORY_OF_O.replace('$HISTORY', `$${first}`)
    .replace('$ACTION', `$${first + 1}`)
    .replace('$OLD', `$${first + 2}`)
    .replace('$NEW', `$${first + 3}`);
}

/**
 * The pre-order's one write, as insertFlightOrder builds it (order-engine/new-order.ts): the order, its segments and
 * passengers and its history row in one statement, answering the order's columns, the segment ids and the passengers.
 */
const INSERT_ORDER = `with o as (insert into "orders" (${ORDER_TABLE_COLUMNS}) values (default, $1, $2, $3, default, $4,
    $5, $6, $7, $8, $9, default, default, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, default, $20, default,
    default, default, $21, $22) on conflict ("pnr") do nothing returning ${ORDER_TABLE_COLUMNS}),
  segments as (
    insert into "order_segments" (order_id, leg_index, flight_id, class_id)
    select o.id, x.leg_index, x.flight_id, x.class_id
    from o, jsonb_to_recordset($23::jsonb) as x(leg_index int, flight_id int, class_id int)
    returning id, leg_index),
  passengers as (
    insert into "order_passengers" (order_id, type, first_name, last_name, gender, date_of_birth, passport_number,
      passport_expiry, citizenship, status, fare, tax, surcharge, gross, commission, net, segment_prices)
    select o.id, x.type, x.first_name, x.last_name, x.gender, x.date_of_birth, x.passport_number,
      x.passport_expiry, x.citizenship, x.status, x.fare, x.tax, x.surcharge, x.gross, x.commission, x.net,
      x.segment_prices
    from o, jsonb_array_elements($24::jsonb) with ordinality as item(value, n),
      jsonb_to_record(item.value) as x(type text, first_name text, last_name text, gender text,
        date_of_birth date, passport_number text, passport_expiry date, citizenship text, status text,
        fare bigint, tax bigint, surcharge bigint, gross bigint, commission bigint, net bigint,
        segment_prices jsonb)
    order by item.n
    returning ${PASSENGER_COLUMNS}),
  ${historyOfO(25)}
  select ${ORDER_COLUMNS},
    (select json_agg(s.id order by s.leg_index) from segments s) as segment_ids,
    (select json_agg(p order by p.id) from passengers p) as passengers
  from o`;

/** Ticketing's transition, as applyTransition builds it (order-engine/transition.ts): the status change and history. */
const TICKET_TRANSITION = `with o as (update "orders" set "status" = $1, "hold_expires_at" = $2, "ticketed_at" = $3,
    "paid" = $4, "updated_at" = $5 where ("orders"."id" = $6 and "orders"."status" = $7 and "orders"."hold_expires_at" > $8)
    returning ${ORDER_TABLE_COLUMNS}),
  ${historyOfO(9)}
  select ${ORDER_COLUMNS} from o`;

/** A request hash of the right shape (the API's is the SHA-256 of the request). */
const requestHashOf = (n: number) => createHash('sha256').update(String(n)).digest('hex');

/**
 * One booking replaying the API's statements through `pg` (pg-3 of the bench's table): the pre-order's read, then
 * its transaction (claim the Idempotency-Key; the order with its segment, passenger and history; store the answer;
 * hold the seat), then the ticketing transaction (claim the key; lock and read the order; the transition with its
 * history; the ticket number; the three mails; store the answer; held -> sold; the agent's charge), with the
 * server's own statement texts where they are static (imported from the modules that run them) and the same text
 * as Drizzle builds for the two that are not. The answers stored are the order as the raw side read it, of about the
 * API answer's size.
 */
async function rawSameBooking(
  database: TRawDatabase,
  counter: TStatementCounter,
  agent: TRawAgent,
  flightClass: TBenchClass,
  n: number,
): Promise<boolean> {
  const now = new Date();
  const today = todayIsoDate(now);
  const preOrder = counted(database, counter, 'preOrder');
  const readSale = (query: TRawQuery) => query(SALE_STATEMENT, [[flightClass.classId], today, [agent.id, agent.id]]);
  const [sale] = preOrder.read ? await readSale(preOrder.read) : [undefined];
  const created = await preOrder.transaction(async (query) => {
    const read = sale ?? (await readSale(query))[0];
    if (!read) throw new Error('class not found');
    const key = randomUUID();
    if ((await query(CLAIM_KEY, [agent.id, key, 'orders.pre-order', requestHashOf(n)])).length === 0) {
      throw new Error('key taken');
    }
    const pnr = pnrFromBytes(randomBytes(6));
    const holdExpiresAt = new Date(now.getTime() + 15 * 60_000);
    const [row] = await query(INSERT_ORDER, [
      pnr,
      agent.id,
      agent.id,
      'hold',
      'oneWay',
      today,
      read.usd_rate,
      read.eur_rate,
      holdExpiresAt.toISOString(),
      flightClass.departureAt.slice(0, 10),
      flightClass.departureAt,
      CONTACT.name,
      CONTACT.phone,
      CONTACT.email,
      null,
      PRICE.gross,
      PRICE.commission,
      PRICE.net,
      0,
      PRICE.net,
      now.toISOString(),
      now.toISOString(),
      JSON.stringify([{ leg_index: 0, flight_id: flightClass.flightId, class_id: flightClass.classId }]),
      JSON.stringify([
        {
          type: PASSENGER.type,
          first_name: PASSENGER.firstName,
          last_name: PASSENGER.lastName,
          gender: PASSENGER.gender,
          date_of_birth: PASSENGER.dateOfBirth,
          passport_number: PASSENGER.passportNumber,
          passport_expiry: PASSENGER.passportExpiry,
          citizenship: PASSENGER.citizenship,
          status: 'active',
          ...PRICE,
          segment_prices: { 0: PRICE },
        },
      ]),
      agent.id,
      'preOrder',
      null,
      JSON.stringify({ pnr, status: 'hold', payable: PRICE.net, holdExpiresAt: holdExpiresAt.toISOString() }),
    ]);
    if (!row) throw new Error('PNR taken');
    await query(STORE_ANSWER, [agent.id, key, JSON.stringify({ ...row, segment: read })]);
    const held = await query(SEAT_MOVE_STATEMENTS.hold, [flightClass.classId, 1, now.toISOString()]);
    if (held.length === 0) throw new Error('sold out');
    return { id: Number(row.id), pnr };
  });
  return counted(database, counter, 'ticketing').transaction(async (query) => {
    const key = randomUUID();
    const scope = `orders.order:${created.id}`;
    if ((await query(CLAIM_KEY, [agent.id, key, scope, requestHashOf(n)])).length === 0) throw new Error('key taken');
    await query(LOCK_ORDER, [created.id]);
    const [details] = await query(ORDER_DETAILS, [created.id]);
    if (!details) throw new Error('order gone');
    const payable = Number(details.payable);
    const ticketedAt = new Date();
    const [order] = await query(TICKET_TRANSITION, [
      'ticketed',
      null,
      ticketedAt.toISOString(),
      payable,
      ticketedAt.toISOString(),
      created.id,
      'hold',
      ticketedAt.toISOString(),
      agent.id,
      'ticket',
      JSON.stringify({ status: 'hold' }),
      JSON.stringify({ status: 'ticketed', paid: payable }),
    ]);
    if (!order) throw new Error('hold expired');
    const [numbered] = await query(NUMBER_TICKETS, [created.id, ticketedAt.toISOString()]);
    if (!numbered) throw new Error('no passenger');
    const mails = ticketingMails({
      agent,
      orderId: created.id,
      pnr: created.pnr,
      passengerId: Number(numbered.id),
      ticketNumber: String(numbered.ticket_number),
      payable,
      departureAt: flightClass.departureAt,
    });
    await query(ENQUEUE_MAILS, [mails, ticketedAt.toISOString()]);
    await query(STORE_ANSWER, [agent.id, key, JSON.stringify({ ...details, ...order, tickets: [numbered] })]);
    await query(SEAT_MOVE_STATEMENTS.sell, [flightClass.classId, 1, ticketedAt.toISOString()]);
    const charged = await query(POST_LEDGER_ENTRY, [
      agent.id,
      -payable,
      ticketedAt.toISOString(),
      false,
      'ticketing',
      null,
      'tickets',
      JSON.stringify({ pnr: created.pnr }),
      agent.id,
      null,
      created.pnr,
    ]);
    if (charged.length === 0) throw new Error('short balance');
    // The low balance alert's check after the entry (modules/alerts): the agent, its alert state, the rule, the sales.
    const since = new Date(ticketedAt.getTime() - 28 * 86_400_000).toISOString();
    await query(CROSSING_INPUTS, [agent.id, true, since, true, 20, 0]);
    return true;
  });
}

/**
 * One booking in the fewest statements it needs: the pre-order transaction (the order, its segment and passenger, a
 * history row, the seat held) and the ticketing transaction (lock the order; the conditional status change; the
 * ticket number; a history row; the three mails; held -> sold; the agent's conditional debit and ledger entry, last).
 */
async function rawFewestBooking(
  database: TRawDatabase,
  counter: TStatementCounter,
  agent: TRawAgent,
  flightClass: TBenchClass,
): Promise<boolean> {
  const now = new Date();
  const created = await counted(database, counter, 'preOrder').transaction(async (query) => {
    const pnr = pnrFromBytes(randomBytes(6));
    const [order] = await query(
      `insert into orders (pnr, agent_id, created_by_id, status, travel_type, rate_date, usd_rate, eur_rate, hold_expires_at,
         order_date, first_departure_at, contact_name, contact_phone, contact_email, gross, commission, net, payable)
       values ($1, $2, $2, 'hold', 'oneWay', $3, 400, 450, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) returning id`,
      [
        pnr,
        agent.id,
        todayIsoDate(now),
        new Date(now.getTime() + 10 * 60_000).toISOString(),
        flightClass.departureAt.slice(0, 10),
        flightClass.departureAt,
        CONTACT.name,
        CONTACT.phone,
        CONTACT.email,
        PRICE.gross,
        PRICE.commission,
        PRICE.net,
      ],
    );
    const id = Number(order!.id);
    await query('insert into order_segments (order_id, leg_index, flight_id, class_id) values ($1, 0, $2, $3)', [
      id,
      flightClass.flightId,
      flightClass.classId,
    ]);
    const [passenger] = await query(
      `insert into order_passengers (order_id, type, first_name, last_name, gender, date_of_birth, passport_number,
         passport_expiry, citizenship, fare, tax, surcharge, gross, commission, net, segment_prices)
       values ($1, 'adult', $2, $3, 'female', $4, $5, $6, 'AM', $7, $8, 0, $9, $10, $11, $12) returning id`,
      [
        id,
        PASSENGER.firstName,
        PASSENGER.lastName,
        PASSENGER.dateOfBirth,
        PASSENGER.passportNumber,
        PASSENGER.passportExpiry,
        PRICE.fare,
        PRICE.tax,
        PRICE.gross,
        PRICE.commission,
        PRICE.net,
        JSON.stringify({ 0: PRICE }),
      ],
    );
    await query(
      `insert into history (actor_id, entity, entity_id, action, new_values) values ($1, 'order', $2, 'preOrder', $3)`,
      [agent.id, String(id), JSON.stringify({ status: 'hold' })],
    );
    // As the API does: the class row, which every booking of the class waits on, last.
    const held = await query(
      'update classes set held = held + 1 where id = $1 and seats - sold - held >= 1 returning id',
      [flightClass.classId],
    );
    if (held.length === 0) throw new Error('sold out');
    return { id, pnr, passengerId: Number(passenger!.id) };
  });
  return counted(database, counter, 'ticketing').transaction(async (query) => {
    const [order] = await query('select payable, pnr from orders where id = $1 for update', [created.id]);
    const changed = await query(
      `update orders set status = 'ticketed', hold_expires_at = null, ticketed_at = $2, paid = payable
       where id = $1 and status = 'hold' and hold_expires_at > $2 returning id`,
      [created.id, now.toISOString()],
    );
    if (changed.length === 0) throw new Error('hold expired');
    const [numbered] = await query(
      `update order_passengers set ticket_number = '575' || lpad(nextval('ticket_serial')::text, 10, '0')
       where order_id = $1 and status = 'active' returning ticket_number`,
      [created.id],
    );
    await query(
      `insert into history (actor_id, entity, entity_id, action, old_values, new_values)
       values ($1, 'order', $2, 'ticket', $3, $4)`,
      [agent.id, String(created.id), JSON.stringify({ status: 'hold' }), JSON.stringify({ status: 'ticketed' })],
    );
    const payable = Number(order!.payable);
    await query(
      `insert into mail_outbox (recipient, template, language, payload, documents, next_attempt_at)
       select x.recipient, x.template, x.language, x.payload, x.documents, $2
       from jsonb_to_recordset($1::jsonb) as x(recipient text, template text, language text, payload jsonb, documents jsonb)`,
      [
        ticketingMails({
          agent,
          orderId: created.id,
          pnr: created.pnr,
          passengerId: created.passengerId,
          ticketNumber: String(numbered!.ticket_number),
          payable,
          departureAt: flightClass.departureAt,
        }),
        now.toISOString(),
      ],
    );
    // The shared rows last, as the API does: the class, then the agent.
    await query('update classes set held = held - 1, sold = sold + 1 where id = $1 and held >= 1', [
      flightClass.classId,
    ]);
    await rawCharge(query, { agentId: agent.id, amount: payable, reasonCode: 'tickets', pnr: created.pnr, now });
    return true;
  });
}

/**
 * The agent pays for a ticketed order, as the API does: the conditional debit of the balance (never below minus the
 * credit limit; else the booking fails) and its ledger entry, in one statement.
 */
export async function rawCharge(
  query: TRawQuery,
  charge: { agentId: number; amount: number; reasonCode: string; pnr: string; now: Date },
): Promise<void> {
  const charged = await query(
    `with updated as (
       update users set balance = balance + $2::bigint, ledger_sequence = ledger_sequence + 1, updated_at = $3
       where id = $1 and balance + $2::bigint + credit_limit >= 0 returning balance, ledger_sequence)
     insert into balance_entries (user_id, sequence, kind, amount, balance_after, reason_code, reason_params,
       actor_id, order_reference, created_at)
     select $1, updated.ledger_sequence, 'ticketing', $2::bigint, updated.balance, $5::text,
       jsonb_build_object('pnr', $4::text), $1, $4, $3 from updated returning id`,
    [charge.agentId, -charge.amount, charge.now.toISOString(), charge.pnr, charge.reasonCode],
  );
  if (charged.length === 0) throw new Error('short balance');
}

/** A raw run's row of the bookings table, with the statements it sent per booking. */
type TRawRun = TBookingResult & { statements: TStatementCounter };

async function rawRun(
  name: string,
  database: TRawDatabase,
  agents: readonly TRawAgent[],
  classes: readonly TBenchClass[],
  workers: number,
  seconds: number,
  book: (counter: TStatementCounter, agent: TRawAgent, flightClass: TBenchClass, n: number) => Promise<boolean>,
): Promise<TRawRun> {
  // One booking first, alone, to count its statements.
  const statements: TStatementCounter = { preOrder: 0, ticketing: 0 };
  await book(statements, agents[0]!, classes[0]!, 0);
  const ignored: TStatementCounter = { preOrder: 0, ticketing: 0 };
  const result = await measureBookings(name, workers, seconds, (n) =>
    book(ignored, agents[n % agents.length]!, classes[n % classes.length]!, n),
  );
  return { ...result, statements };
}

/** Raw-SQL bookings replaying the API's statements, `workers` at a time, for `seconds`. */
export async function rawSameBookings(
  database: TRawDatabase,
  agentIds: readonly number[],
  classes: readonly TBenchClass[],
  workers: number,
  seconds: number,
): Promise<TRawRun> {
  const agents = await rawAgents(database, agentIds);
  return rawRun(
    `raw SQL: the API's statements (${workers} at a time)`,
    database,
    agents,
    classes,
    workers,
    seconds,
    (counter, agent, flightClass, n) => rawSameBooking(database, counter, agent, flightClass, n),
  );
}

/** Raw-SQL bookings in the fewest statements, `workers` at a time, for `seconds`. */
export async function rawBookings(
  database: TRawDatabase,
  agentIds: readonly number[],
  classes: readonly TBenchClass[],
  workers: number,
  seconds: number,
): Promise<TRawRun> {
  const agents = await rawAgents(database, agentIds);
  return rawRun(
    `raw SQL: the fewest statements (${workers} at a time)`,
    database,
    agents,
    classes,
    workers,
    seconds,
    (counter, agent, flightClass) => rawFewestBooking(database, counter, agent, flightClass),
  );
}

// --- The API's statements, counted ------------------------------------------------------------------------------

/** Statements the API sends per operation (begin and commit included), and the mail job's for ticketing's mails. */
export interface TApiStatements {
  preOrder: number;
  ticketing: number;
  booking: number;
  mail: number | null;
}

/**
 * Counts the statements the API sends for each operation, on PostgreSQL: the application built in this process on
 * the bench's database (as main.ts builds it, without jobs), every node-postgres query counted while one call runs
 * through Fastify's inject (after a first booking, so that caches are warm). Then the mail job's tick that sends that
 * ticketing's three mails (pushed a day ahead first, so that the server's own job leaves them to this count).
 */
export async function countApiStatements(databaseUrl: string, flightClass: TBenchClass): Promise<TApiStatements> {
  const folder = mkdtempSync(join(tmpdir(), 'frs-bench-count-'));
  const mail: TMailConfig = {
    publicUrl: 'http://localhost',
    dataDir: folder,
    production: false,
    smtp: null,
    documents: mailDocumentRenderer(undefined),
  };
  const database = postgresHandle(databaseUrl, 2);
  const app = await buildApp({
    config: {
      jwtSecret: randomUUID(),
      jwtExpiresIn: '1h',
      webDistDir: undefined,
      logLevel: 'silent',
      uploadsDir: join(folder, 'uploads'),
      cbaRatesUrl: 'http://127.0.0.1:9/exchangerates.asmx',
      mail,
    },
    database,
    logger: false,
  });
  let statements = 0;
  const query = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = counting as typeof query;
  const countOf = async (work: () => Promise<unknown>) => {
    statements = 0;
    await work();
    return statements;
  };
  try {
    const login = await app.inject({
      method: 'POST',
      url: AUTH_ENDPOINTS.login.path,
      payload: { email: 'agent@demo.test', password: 'demo1234' },
    });
    const token = login.json<{ token: string }>().token;
    const call = async <T>(endpoint: TEndpointDefinition, body: unknown): Promise<T> => {
      const response = await app.inject({
        method: endpoint.method as 'POST',
        url: endpoint.path,
        headers: { authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: randomUUID() },
        payload: body as Record<string, unknown>,
      });
      if (response.statusCode !== 200) throw new Error(`${endpoint.path}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };
    const preOrderBody = {
      travelType: 'oneWay',
      segments: [{ classId: flightClass.classId }],
      passengers: [PASSENGER],
      contact: CONTACT,
    };
    let orderId = 0;
    const preOrder = async () => {
      orderId = (await call<{ id: number }>(FLIGHT_ORDER_ENDPOINTS.preOrder, preOrderBody)).id;
    };
    const order = (mode: 'booking' | 'ticketing') => () => call(FLIGHT_ORDER_ENDPOINTS.order, { orderId, mode });
    await preOrder();
    await order('ticketing')();
    const counts: TApiStatements = {
      preOrder: await countOf(preOrder),
      ticketing: await countOf(order('ticketing')),
      booking: 0,
      mail: null,
    };
    const ticketed = orderId;
    await preOrder();
    counts.booking = await countOf(order('booking'));
    // The ticketing's mails, a day ahead: this tick of the mail job sends them, once the server's own job has sent
    // every other mail (the first booking's and the booking's), so that nothing else is due then.
    const pending = async (ofTicketed: boolean) => {
      const result = await database.db.execute(
        sql`select count(*)::int as pending from mail_outbox where status = 'pending'
            and ((payload->>'orderId')::int = ${ticketed}) = ${ofTicketed}`,
      );
      return Number((result as unknown as { rows: { pending: number }[] }).rows[0]?.pending);
    };
    const later = new Date(Date.now() + 86_400_000);
    await database.db.execute(
      sql`update mail_outbox set next_attempt_at = ${later.toISOString()}::timestamptz
          where status = 'pending' and (payload->>'orderId')::int = ${ticketed}`,
    );
    for (let wait = 0; wait < 100 && (await pending(false)) > 0; wait += 1) await sleep(100);
    if ((await pending(false)) > 0) return counts;
    const job = mailOutboxJob({ ...mail, templates: mailTemplatesOf(PRODUCT_LINE_MODULES) });
    const log = app.log;
    counts.mail = await countOf(async () => {
      if (!(await job.due!({ db: database.db, now: later, log }))) throw new Error('no mail due');
      // The tick's lease, under a name of its own: the server's job keeps its lease.
      await acquireJobLease(database.db, { name: 'bench-mail-count', owner: 'bench', durationMs: 1, now: later });
      await job.run({ db: database.db, now: later, log });
    });
    if ((await pending(true)) > 0) counts.mail = null;
    return counts;
  } finally {
    pg.Client.prototype.query = query;
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Mail kept per side after the runs, and sent to show that the server's mail job takes them. */
const KEPT_MAILS = 3;

/**
 * Pauses the server's mail job while the sides are measured (the bench holds the job's lease, as another server
 * process would), so that each side is measured on its booking path alone: rendering the mails' PDFs is work of the
 * mail job, after the answer, which none of the sides would otherwise pay alike. `resume` then deletes the mail the
 * runs queued, but for the last booking's of each side (`marks`: the last mail id before and after each run), gives the
 * lease back and waits until the job has sent those: each side's mails are valid, none is retried.
 */
async function pauseMail(pool: pg.Pool) {
  await pool.query(
    `insert into job_leases (name, owner, locked_until, last_run_at)
     values ('mail-outbox', 'booking-bench', now() + interval '1 hour', now())
     on conflict (name) do update set owner = excluded.owner, locked_until = excluded.locked_until`,
  );
  const lastMail = async () =>
    Number((await pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from mail_outbox')).rows[0]?.id);
  const resume = async (marks: readonly number[]): Promise<string> => {
    const kept: number[] = [];
    for (let index = 1; index < marks.length; index += 1) {
      const { rows } = await pool.query<{ id: number }>(
        'select id from mail_outbox where id > $1 and id <= $2 order by id desc limit $3',
        [marks[index - 1], marks[index], KEPT_MAILS],
      );
      kept.push(...rows.map((row) => row.id));
    }
    const deleted = await pool.query(
      `delete from mail_outbox where id > $1 and status = 'pending' and id <> all($2::int[])`,
      [marks[0], kept],
    );
    await pool.query(
      `update job_leases set locked_until = now() where name = 'mail-outbox' and owner = 'booking-bench'`,
    );
    const outcome = async () =>
      (
        await pool.query<{ status: string; last_error: string | null }>(
          'select status, last_error from mail_outbox where id = any($1::int[])',
          [kept],
        )
      ).rows;
    for (let wait = 0; wait < 300 && (await outcome()).some((row) => row.status === 'pending'); wait += 1) {
      await sleep(100);
    }
    const rows = await outcome();
    const sent = rows.filter((row) => row.status === 'sent').length;
    const errors = [...new Set(rows.flatMap((row) => (row.last_error ? [row.last_error] : [])))];
    return (
      `the server's mail job was paused during the runs; ${deleted.rowCount ?? 0} queued mails deleted unsent, ` +
      `the last booking's of each side sent: ${sent} of ${kept.length}${errors.length ? ` (errors: ${errors.join('; ')})` : ''}`
    );
  };
  return { lastMail, resume };
}

// --- The scenario -------------------------------------------------------------------------------------------------

const ratio = (value: number, base: number) => (base > 0 ? Math.round((value / base) * 1000) / 1000 : 0);

export interface TBookingBenchOptions {
  seconds: number;
  connections: number;
  /** Flights (one 1000-seat class each) the bookings rotate over, per side. */
  flights: number;
  /** PostgreSQL: the server's database; the raw sides book in it too, on flights of their own. */
  databaseUrl?: string;
  /** The embedded database: a raw database of its own (the server holds its data folder). */
  embedded?: () => Promise<{
    database: TRawDatabase;
    agentIds: number[];
    classes: TBenchClass[];
    close: () => Promise<void>;
  }>;
}

/**
 * Flight bookings (pre-order + ticketing) through the API beside the same statements sent raw through `pg` at the
 * same concurrency, and beside the fewest statements a booking needs, in one run; with each side's statements per
 * operation. On PostgreSQL the API's are counted (countApiStatements); on the embedded database only the raw sides'.
 */
export async function flightBookingBench(url: string, options: TBookingBenchOptions) {
  const { seconds, connections } = options;
  const superAdmin = await login(url, 'superadmin@demo.test');
  const agents = [await login(url, 'agent@demo.test'), await login(url, 'agent2@demo.test')];
  const apiClasses = await createBenchInventory(url, superAdmin, agents, options.flights);
  const apiStatements = options.databaseUrl ? await countApiStatements(options.databaseUrl, apiClasses[0]!) : null;
  let viaApi: TBookingResult;
  let same: TRawRun;
  let fewest: TRawRun;
  // The embedded database: the bench cannot hold the job's lease in the server's database (nor needs the raw sides').
  let mail = "the server's mail job sends the API's mail as it goes; the raw sides book in a database of their own";
  if (options.databaseUrl) {
    const rawClasses = await createBenchInventory(url, superAdmin, [], options.flights);
    // As many connections as the server's pool.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    try {
      const paused = await pauseMail(pool);
      const marks = [await paused.lastMail()];
      viaApi = await apiBookings(url, agents, apiClasses, connections, seconds);
      marks.push(await paused.lastMail());
      const database = postgresRaw(pool);
      const agentIds = agents.map((agent) => agent.id);
      same = await rawSameBookings(database, agentIds, rawClasses, connections, seconds);
      marks.push(await paused.lastMail());
      fewest = await rawBookings(database, agentIds, rawClasses, connections, seconds);
      marks.push(await paused.lastMail());
      mail = await paused.resume(marks);
    } finally {
      await pool.end();
    }
  } else {
    viaApi = await apiBookings(url, agents, apiClasses, connections, seconds);
    if (!options.embedded) throw new Error('the embedded raw database is missing');
    const embedded = await options.embedded();
    try {
      same = await rawSameBookings(embedded.database, embedded.agentIds, embedded.classes, connections, seconds);
      fewest = await rawBookings(embedded.database, embedded.agentIds, embedded.classes, connections, seconds);
    } finally {
      await embedded.close();
    }
  }
  const { statements: sameStatements, ...sameRow } = same;
  const { statements: fewestStatements, ...fewestRow } = fewest;
  console.log(
    '\nFlight bookings (one adult, one way; the API side is two calls, the raw sides two transactions each, at the ' +
      'same concurrency):',
  );
  console.table([viaApi, sameRow, fewestRow]);
  const perBooking = (counts: { preOrder: number; ticketing: number }) => counts.preOrder + counts.ticketing;
  console.log('Statements per operation (begin and commit included; the API counted on PostgreSQL only):');
  console.table([
    {
      side: 'API',
      'pre-order': apiStatements?.preOrder ?? 'n/a',
      ticketing: apiStatements?.ticketing ?? 'n/a',
      booking: apiStatements ? perBooking(apiStatements) : 'n/a',
      'hold -> booked': apiStatements?.booking ?? 'n/a',
      "ticketing's 3 mails (mail job)": apiStatements?.mail ?? 'n/a',
    },
    { side: "raw: the API's statements", ...statementRow(sameStatements) },
    { side: 'raw: the fewest', ...statementRow(fewestStatements) },
  ]);
  const summary = {
    'API tx/s': viaApi['tx/s'],
    "raw (API's statements) tx/s": sameRow['tx/s'],
    'raw (fewest) tx/s': fewestRow['tx/s'],
    ratio: ratio(viaApi['tx/s'], sameRow['tx/s']),
    'ratio to fewest': ratio(viaApi['tx/s'], fewestRow['tx/s']),
  };
  console.table([summary]);
  console.log(`Mail: ${mail}.`);
  return summary;
}

function statementRow(counts: TStatementCounter) {
  return { 'pre-order': counts.preOrder, ticketing: counts.ticketing, booking: counts.preOrder + counts.ticketing };
}

/** One row of the raw booking scaling: bookings per second of both raw sides at a number of workers. */
export interface TRawScalingRow {
  workers: number;
  "raw (API's statements) tx/s": number;
  'raw (fewest) tx/s': number;
  failures: number;
  /** Of the sessions running a statement (sampled every 20 ms), the share waiting on an advisory lock, in %. */
  'advisory lock waits %': number;
  /** The share waiting on any heavyweight lock (advisory, a row's, a transaction's), in %. */
  'lock waits %': number;
}

/**
 * While `work` runs, samples every 20 ms the database's sessions running a statement: which share waits on an advisory
 * lock, which on any lock (a figure the machine's load does not move as it moves the rates).
 */
async function lockWaitsDuring<T>(databaseUrl: string, work: () => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const totals = { active: 0, advisory: 0, lock: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await client.query<{ active: number; advisory: number; lock: number }>(
        `select count(*)::int as active,
           count(*) filter (where wait_event_type = 'Lock' and wait_event = 'advisory')::int as advisory,
           count(*) filter (where wait_event_type = 'Lock')::int as lock
         from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      totals.active += rows[0]!.active;
      totals.advisory += rows[0]!.advisory;
      totals.lock += rows[0]!.lock;
      await sleep(20);
    }
  })();
  try {
    const result = await work();
    const share = (count: number) => (totals.active > 0 ? Math.round((count / totals.active) * 100) : 0);
    return { result, advisory: share(totals.advisory), lock: share(totals.lock) };
  } finally {
    sampling = false;
    await sampler;
    await client.end();
  }
}

/**
 * Raw-SQL bookings at each number of `workers` (e.g. [1, 10]) on PostgreSQL, both raw sides (the API's statements,
 * the fewest), printed and returned: whether transactions that move seats and money still queue on one lock at
 * commit (issue 34: the live-event triggers' advisory lock held 71/s at 1 worker to 101/s at 10). A server process is
 * started on the database only to seed the demo data (when empty) and make the flights, then stopped: the runs send
 * SQL alone, with a pool of as many connections as workers. The mail the runs queue is deleted afterwards.
 */
export async function rawBookingScaling(
  databaseUrl: string,
  workers: readonly number[],
  options: { seconds?: number; flights?: number } = {},
): Promise<TRawScalingRow[]> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-bench-scaling-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: databaseUrl });
  let agentIds: number[];
  let classes: TBenchClass[];
  try {
    const superAdmin = await login(server.url, 'superadmin@demo.test');
    const agents = [await login(server.url, 'agent@demo.test'), await login(server.url, 'agent2@demo.test')];
    classes = await createBenchInventory(server.url, superAdmin, agents, options.flights ?? 24);
    agentIds = agents.map((agent) => agent.id);
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Math.max(...workers) });
  const rows: TRawScalingRow[] = [];
  try {
    const lastMail = async () =>
      Number((await pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from mail_outbox')).rows[0]?.id);
    const firstMail = await lastMail();
    const database = postgresRaw(pool);
    for (const count of workers) {
      const same = await lockWaitsDuring(databaseUrl, () =>
        rawSameBookings(database, agentIds, classes, count, seconds),
      );
      const fewest = await lockWaitsDuring(databaseUrl, () => rawBookings(database, agentIds, classes, count, seconds));
      rows.push({
        workers: count,
        "raw (API's statements) tx/s": same.result['tx/s'],
        'raw (fewest) tx/s': fewest.result['tx/s'],
        failures: same.result.failures + fewest.result.failures,
        'advisory lock waits %': Math.round((same.advisory + fewest.advisory) / 2),
        'lock waits %': Math.round((same.lock + fewest.lock) / 2),
      });
    }
    await pool.query(`delete from mail_outbox where id > $1 and status = 'pending'`, [firstMail]);
  } finally {
    await pool.end();
  }
  console.log(`\nRaw-SQL bookings by workers (PostgreSQL, ${seconds} s each; two transactions a booking):`);
  console.table(rows);
  return rows;
}

/**
 * `npm run bench:booking`: the flight booking comparison alone, on PostgreSQL (DATABASE_URL, a database of its own:
 * the demo data is seeded into it when it is empty). BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10). Then the raw sides with 1 and 10 workers
 * (rawBookingScaling).
 */
async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL=postgres://… is required (the embedded database: npm run bench)');
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: databaseUrl });
  try {
    await flightBookingBench(server.url, {
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      flights: 24,
      databaseUrl,
    });
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  await rawBookingScaling(databaseUrl, [1, 10]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
