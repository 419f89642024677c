/**
 * The booking half of `npm run bench`: a pre-order and its ticketing through the API (two HTTP calls, with
 * authentication, validation, idempotency, history and mail), beside the same bookings written by raw SQL from this
 * process: one pre-order transaction (the order, its segment and passenger; a history row; the seat held) and one
 * ticketing transaction (lock the order; the conditional status change; the ticket number; a history row; two outbox
 * mails; held -> sold; the agent's conditional debit and ledger entry), in the order the API writes them. Bookings
 * rotate over many flights and the demo agents, as real traffic would; both sides use the same rotation.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  addDays,
  AUTH_ENDPOINTS,
  endpointPath,
  FLIGHT_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  ORDER_ENDPOINTS,
  pnrFromBytes,
  REFERENCE_ENDPOINTS,
  USER_ENDPOINTS,
  type TEndpointDefinition,
  todayIsoDate,
  type TClassInput,
  type TFlight,
  type TFlightClass,
} from '@frs/contract';
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
  for (const agent of agents) {
    await api(url, USER_ENDPOINTS.useBalance, {
      token,
      params: { id: agent.id },
      body: { amount: 900_000_000_000, reason: 'Benchmark money' },
    });
  }
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
    preOrder: ORDER_ENDPOINTS.preOrder,
    order: ORDER_ENDPOINTS.order,
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

/** What the raw-SQL side needs of a database: run a function in a transaction with a parameterised query. */
export interface TRawDatabase {
  transaction: <T>(work: (query: TRawQuery) => Promise<T>) => Promise<T>;
}

/** A parameterised query in a raw-SQL transaction: its rows. */
export type TRawQuery = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** One booking in raw SQL: the pre-order transaction, then the ticketing transaction. */
async function rawBooking(database: TRawDatabase, agentId: number, flightClass: TBenchClass): Promise<boolean> {
  const now = new Date();
  const price = {
    fare: 8_000_000,
    tax: 2_000_000,
    surcharge: 0,
    gross: 10_000_000,
    commission: 400_000,
    net: 9_600_000,
  };
  const orderId = await database.transaction(async (query) => {
    const [order] = await query(
      `insert into orders (pnr, agent_id, created_by_id, status, travel_type, rate_date, usd_rate, eur_rate, hold_expires_at,
         order_date, first_departure_at, contact_name, contact_phone, contact_email, gross, commission, net, payable)
       values ($1, $2, $2, 'hold', 'oneWay', $3, 400, 450, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) returning id`,
      [
        pnrFromBytes(randomBytes(6)),
        agentId,
        todayIsoDate(now),
        new Date(now.getTime() + 10 * 60_000).toISOString(),
        flightClass.departureAt.slice(0, 10),
        flightClass.departureAt,
        CONTACT.name,
        CONTACT.phone,
        CONTACT.email,
        price.gross,
        price.commission,
        price.net,
      ],
    );
    const id = Number(order!.id);
    await query('insert into order_segments (order_id, leg_index, flight_id, class_id) values ($1, 0, $2, $3)', [
      id,
      flightClass.flightId,
      flightClass.classId,
    ]);
    await query(
      `insert into order_passengers (order_id, type, first_name, last_name, gender, date_of_birth, passport_number,
         passport_expiry, citizenship, fare, tax, surcharge, gross, commission, net, segment_prices)
       values ($1, 'adult', $2, $3, 'female', $4, $5, $6, 'AM', $7, $8, 0, $9, $10, $11, $12)`,
      [
        id,
        PASSENGER.firstName,
        PASSENGER.lastName,
        PASSENGER.dateOfBirth,
        PASSENGER.passportNumber,
        PASSENGER.passportExpiry,
        price.fare,
        price.tax,
        price.gross,
        price.commission,
        price.net,
        JSON.stringify({ 0: price }),
      ],
    );
    await query(
      `insert into history (actor_id, entity, entity_id, action, new_values) values ($1, 'order', $2, 'preOrder', $3)`,
      [agentId, String(id), JSON.stringify({ status: 'hold' })],
    );
    // As the API does: the class row, which every booking of the class waits on, last.
    const held = await query(
      'update classes set held = held + 1 where id = $1 and seats - sold - held >= 1 returning id',
      [flightClass.classId],
    );
    if (held.length === 0) throw new Error('sold out');
    return id;
  });
  return database.transaction(async (query) => {
    const [order] = await query('select payable, pnr from orders where id = $1 for update', [orderId]);
    const changed = await query(
      `update orders set status = 'ticketed', hold_expires_at = null, ticketed_at = $2, paid = payable
       where id = $1 and status = 'hold' and hold_expires_at > $2 returning id`,
      [orderId, now.toISOString()],
    );
    if (changed.length === 0) throw new Error('hold expired');
    await query(
      `update order_passengers set ticket_number = '575' || lpad(nextval('ticket_serial')::text, 10, '0')
       where order_id = $1 and status = 'active' returning ticket_number`,
      [orderId],
    );
    await query(
      `insert into history (actor_id, entity, entity_id, action, old_values, new_values)
       values ($1, 'order', $2, 'ticket', $3, $4)`,
      [agentId, String(orderId), JSON.stringify({ status: 'hold' }), JSON.stringify({ status: 'ticketed' })],
    );
    const mail = JSON.stringify({ pnr: order!.pnr });
    await query(
      `insert into mail_outbox (recipient, template, language, payload, next_attempt_at)
       values ($1, 'issue-ticket', 'hy', $2, $3), ($4, 'issue-ticket', 'hy', $2, $3)`,
      [CONTACT.email, mail, now.toISOString(), 'bench-agent@demo.test'],
    );
    // The shared rows last, as the API does: the class, then the agent.
    await query('update classes set held = held - 1, sold = sold + 1 where id = $1 and held >= 1', [
      flightClass.classId,
    ]);
    await rawCharge(query, {
      agentId,
      amount: Number(order!.payable),
      reasonCode: 'tickets',
      pnr: String(order!.pnr),
      now,
    });
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

/** Raw-SQL bookings, `workers` at a time, for `seconds`. */
export function rawBookings(
  database: TRawDatabase,
  agentIds: readonly number[],
  classes: readonly TBenchClass[],
  workers: number,
  seconds: number,
): Promise<TBookingResult> {
  return measureBookings(`raw SQL: the same booking (${workers} at a time)`, workers, seconds, (n) =>
    rawBooking(database, agentIds[n % agentIds.length]!, classes[n % classes.length]!),
  );
}
