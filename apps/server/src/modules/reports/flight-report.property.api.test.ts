import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  FLIGHT_ORDER_ENDPOINTS,
  REPORT_ENDPOINTS,
  todayIsoDate,
  type TFlightReportFigures,
  type TFlightReportGroup,
  type TFlightReportResponse,
  type TFlightOrder,
  type TPassengerType,
} from '@frs/contract';
import { balanceEntries, classes, orderPassengers, orders as ordersTable } from '../../db/schema';
import { flightOrderLine } from '../flight-orders';
import { expireDueOrdersOf } from '../order-engine';
import { priceColumns } from '../flights';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { classPrices, createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import { flightAt, passengerInput, preOrderBody, seedRatesAndTickets } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * The flight report's figures against the orders and the ledger (issue 17): random sets of orders, made through the
 * order API (pre-order, then book, ticket, cancel or refund, some partly, some with an admin's penalty), one way or a
 * round trip, by two agents and by the agency, on a fresh outbound and return flight each run. The figures per
 * flight and per class must equal what this test sums by itself: seats from the orders' statuses and passengers,
 * prices from each passenger's per-leg prices, refunds and penalties from the ledger (checked against the
 * passengers' refund records), a round trip's refund shared by its legs as the report's rule says; and the sold and
 * held seats per class must equal the classes' own seat counters.
 *
 * And the rollup the report reads (flight_class_rollups, issue 34: kept by migration 0028's triggers) must equal, after
 * every run and for every flight, class and payer of the database, the same figures summed straight from the orders,
 * their segments and passengers by the statement below (the report's rules as the report wrote them before the
 * rollup), on both drivers. Holds and bookings also end by the expiry job here.
 */

let testApp: TTestApp;
let setup: TFlightSetup;
type TUser = Awaited<ReturnType<typeof userWithToken>>;
let admin: TUser;
let reporter: TUser;
let agents: TUser[];
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  admin = await userWithToken(testApp.app, db(), 'Admin');
  reporter = await userWithToken(testApp.app, db(), 'Reports');
  agents = [
    await userWithToken(testApp.app, db(), 'user', { balance: 9_000_000_000 }),
    await userWithToken(testApp.app, db(), 'user', { balance: 9_000_000_000 }),
  ];
});
afterAll(async () => {
  await testApp.app.close();
});

const ENDINGS = [
  'hold',
  'book',
  'ticket',
  'cancelHold',
  'cancelBooking',
  'expireHold',
  'expireBooking',
  'refundAll',
  'refundOne',
] as const;
type TEnding = (typeof ENDINGS)[number];

interface TOrderCommand {
  roundTrip: boolean;
  /** 0, 1: an agent's own order; 2: the agency's sale. */
  payer: number;
  types: TPassengerType[];
  ending: TEnding;
  /** An admin's penalty per refunded passenger instead of the fare rule's (null: the rule's). */
  penalty: number | null;
}

const orderArbitrary: fc.Arbitrary<TOrderCommand> = fc.record({
  roundTrip: fc.boolean(),
  payer: fc.integer({ min: 0, max: 2 }),
  types: fc
    .record({ adults: fc.integer({ min: 1, max: 2 }), child: fc.boolean(), infant: fc.boolean() })
    .map(({ adults, child, infant }): TPassengerType[] => [
      ...Array<TPassengerType>(adults).fill('adult'),
      ...(child ? (['child'] as const) : []),
      ...(infant ? (['infant'] as const) : []),
    ]),
  ending: fc.constantFrom(...ENDINGS),
  penalty: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: null }),
});

async function call(endpoint: Parameters<typeof injectEndpoint>[1], user: TUser, request: object) {
  const response = await injectEndpoint(testApp.app, endpoint, { headers: user.headers, ...request });
  expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(200);
  return response.json<TFlightOrder>();
}

/** Makes one order and takes it to its ending; a refusal of a partial refund (an infant's adult) is allowed. */
async function makeOrder(command: TOrderCommand, classIds: { oneWay: number; roundTrip: [number, number] }) {
  const owner = command.payer < 2 ? agents[command.payer]! : admin;
  const segments = command.roundTrip ? classIds.roundTrip : [classIds.oneWay];
  const order = await call(FLIGHT_ORDER_ENDPOINTS.preOrder, owner, {
    body: preOrderBody(
      segments,
      command.types.map((type) => passengerInput(type)),
    ),
  });
  const id = order.id;
  const place = (mode: 'booking' | 'ticketing') =>
    call(FLIGHT_ORDER_ENDPOINTS.order, owner, { body: { orderId: id, mode } });
  switch (command.ending) {
    case 'hold':
      return;
    case 'cancelHold':
      await call(FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, owner, { params: { id } });
      return;
    case 'expireHold':
    case 'expireBooking': {
      // Its time limit moved into the past, then the expiry job's run (only this order is due).
      if (command.ending === 'expireBooking') await place('booking');
      const past = new Date(Date.now() - 1_000);
      await db()
        .update(ordersTable)
        .set(command.ending === 'expireHold' ? { holdExpiresAt: past } : { bookingExpiresAt: past })
        .where(eq(ordersTable.id, id));
      const expired = await expireDueOrdersOf(db(), [flightOrderLine], new Date());
      expect(expired.holds + expired.bookings).toBe(1);
      return;
    }
    case 'book':
      await place('booking');
      return;
    case 'cancelBooking':
      await place('booking');
      await call(FLIGHT_ORDER_ENDPOINTS.cancel, owner, { params: { id } });
      return;
    case 'ticket':
      await place('ticketing');
      return;
    case 'refundAll':
    case 'refundOne': {
      const ticketed = await place('ticketing');
      const passengers = ticketed.passengers;
      const chosen =
        command.ending === 'refundAll' ? passengers : [passengers.find((p) => p.type !== 'adult') ?? passengers[0]!];
      const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
        headers: admin.headers,
        params: { id },
        body: {
          passengerIds: chosen.map((passenger) => passenger.id),
          penalties:
            command.penalty === null
              ? []
              : chosen.map((passenger) => ({
                  passengerId: passenger.id,
                  penalty: Math.min(command.penalty!, passenger.price.gross),
                })),
        },
      });
      // Refunding one passenger may leave an infant without its adult: refused, the order stays ticketed.
      expect([200, 409], response.body).toContain(response.statusCode);
    }
  }
}

type TExpected = Omit<TFlightReportFigures, 'free' | 'loadFactor' | 'capacity'> & { capacity: number | null };
/** The flights' and classes' figures: every one has a capacity. */
type TCounted = TExpected & { capacity: number };
const zero = (): TCounted => ({
  capacity: 0,
  sold: 0,
  held: 0,
  revenueGross: 0,
  revenueNet: 0,
  commission: 0,
  refunds: 0,
  penalties: 0,
  passengers: 0,
});

/** A whole-trip amount on each leg: by the legs' gross, rounded down, the first leg taking the rest. */
function shareByLeg(amount: number, legGross: readonly number[], total: number): number[] {
  if (total <= 0) return legGross.map((_, leg) => (leg === 0 ? amount : 0));
  const shares = legGross.map((gross) => Math.floor((amount * gross) / total));
  shares[0] = amount - shares.slice(1).reduce((sum, share) => sum + share, 0);
  return shares;
}

async function report(flightIds: number[], groupBy: TFlightReportGroup, startDate: string, endDate: string) {
  const response = await injectEndpoint(testApp.app, REPORT_ENDPOINTS.flightReport, {
    headers: reporter.headers,
    body: { startDate, endDate, flightIds, groupBy },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFlightReportResponse>();
}

/**
 * The rollup's figures summed straight from the orders (the report's statement before issue 34): per flight, class
 * and payer, every passenger on every segment that is active in a live order or refunded; a whole-trip refund shared
 * by the legs by their gross, rounded down, a flight order's first leg taking the rest. Numbers as float8 on both
 * drivers.
 */
function legShare(amount: SQL): SQL {
  return sql`case
    when p.gross <= 0 then case when s.leg_index = 0 and o.product_line <> 'package' then ${amount} else 0 end
    when o.product_line = 'package' or s.leg_index <> 0 then floor(${amount} * seg.gross / p.gross)
    else ${amount} - (select coalesce(sum(floor(${amount} * (e.value ->> 'gross')::numeric / p.gross)), 0)
      from jsonb_each(p.segment_prices) e where e.key <> '0')
  end`;
}
const SOLD = sql`(o.status in ('booked', 'ticketed') and p.status = 'active')`;
const BACK = sql`(coalesce(p.refund_amount, 0) + coalesce(p.refund_penalty, 0))`;
const FIGURES_FROM_ORDERS = sql`
  select s.flight_id, s.class_id, o.agent_id, count(*)::float8 as entries,
    sum(case when ${SOLD} and p.type <> 'infant' then 1 else 0 end)::float8 as sold,
    sum(case when o.status = 'hold' and p.status = 'active' and p.type <> 'infant' then 1 else 0 end)::float8 as held,
    sum(case when ${SOLD} then 1 else 0 end)::float8 as passengers,
    sum(case when ${SOLD} then seg.gross else 0 end)::float8 as gross,
    sum(case when not ${SOLD} or o.agent_id is null then 0
      when o.product_line = 'package' then
        case when p.gross > 0 then floor(p.commission * seg.gross / p.gross) else 0 end
      else seg.commission end)::float8 as commission,
    sum(case when p.status = 'refunded' then ${legShare(BACK)} else 0 end)::float8 as refunds,
    sum(case when p.status = 'refunded' then ${legShare(sql`coalesce(p.refund_penalty, 0)`)} else 0 end)::float8
      as penalties
  from order_segments s
  join orders o on o.id = s.order_id
  join order_passengers p on p.order_id = s.order_id
  cross join lateral (
    select coalesce((p.segment_prices -> s.leg_index::text ->> 'gross')::numeric, 0) as gross,
      coalesce((p.segment_prices -> s.leg_index::text ->> 'commission')::numeric, 0) as commission
  ) seg
  where (o.status in ('hold', 'booked', 'ticketed') and p.status = 'active') or p.status = 'refunded'
  group by 1, 2, 3
  order by 1, 2, 3 nulls first`;
/** The rollup's rows that hold anything (a row whose passengers all left keeps zeros, which the report skips). */
const ROLLUP = sql`
  select flight_id, class_id, agent_id, entries::float8 as entries, sold::float8 as sold, held::float8 as held,
    passengers::float8 as passengers, gross::float8 as gross, commission::float8 as commission,
    refunds::float8 as refunds, penalties::float8 as penalties
  from flight_class_rollups
  where entries <> 0 or sold <> 0 or held <> 0 or passengers <> 0 or gross <> 0 or commission <> 0 or refunds <> 0
    or penalties <> 0
  order by 1, 2, 3 nulls first`;

async function rowsOf(query: SQL): Promise<unknown[]> {
  const result = (await db().execute(query)) as unknown as { rows: unknown[] };
  return result.rows.map((row) => ({ ...(row as object) }));
}

describe('the flight report against the orders and the ledger', () => {
  it(
    'gives per flight and per class the sums of the orders and the ledger, from a rollup equal to them',
    { timeout: 120_000 },
    async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(orderArbitrary, { minLength: 1, maxLength: 5 }), async (commands) => {
          run += 1;
          // Each run on flights of its own: out on day 10 + run, back three days later; the report names them.
          const outDate = addDays(todayIsoDate(), 10 + run);
          const outbound = await flightAt(db(), setup, outDate);
          const inbound = await flightAt(db(), setup, addDays(outDate, 3), { from: setup.to.id, to: setup.from.id });
          const oneWay = await createClassRow(db(), setup, outbound.id, { name: 'Y', seats: 20 });
          const out = await createClassRow(db(), setup, outbound.id, { name: 'R', seats: 20, travelType: 'roundTrip' });
          const back = await createClassRow(db(), setup, inbound.id, {
            name: 'B',
            seats: 20,
            travelType: 'roundTrip',
            ...priceColumns(classPrices(31_000)),
          });
          const classList = [oneWay, out, back];
          const flightOfClass = new Map(classList.map((row) => [row.id, row.flightId]));

          for (const command of commands) {
            await makeOrder(command, { oneWay: oneWay.id, roundTrip: [out.id, back.id] });
          }

          // What the test sums by itself: every order of these flights as the order API shows it.
          const listed = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.list, {
            headers: admin.headers,
            body: { pageSize: 100, flightId: outbound.id },
          });
          expect(listed.statusCode, listed.body).toBe(200);
          const orders: TFlightOrder[] = [];
          for (const item of listed.json<{ result: { id: number }[] }>().result) {
            orders.push(await call(FLIGHT_ORDER_ENDPOINTS.get, admin, { params: { id: item.id } }));
          }
          expect(orders).toHaveLength(commands.length);
          const passengerRows = await db()
            .select()
            .from(orderPassengers)
            .where(
              inArray(
                orderPassengers.orderId,
                orders.map((order) => order.id),
              ),
            );
          const rowOf = new Map(passengerRows.map((row) => [row.id, row]));

          const byFlight = new Map<number, TCounted>([
            [outbound.id, zero()],
            [inbound.id, zero()],
          ]);
          const byClass = new Map<string, TCounted>(classList.map((row) => [row.name, zero()]));
          for (const row of classList) {
            byFlight.get(row.flightId)!.capacity += row.seats;
            byClass.get(row.name)!.capacity += row.seats;
          }
          for (const order of orders) {
            const sold = order.status === 'booked' || order.status === 'ticketed';
            const refundedHere = order.passengers.filter((passenger) => passenger.status === 'refunded');
            // The ledger: what an agent's refunds gave back and kept equals the passengers' refund records.
            if (order.agent) {
              const entries = await db()
                .select({ kind: balanceEntries.kind, amount: balanceEntries.amount })
                .from(balanceEntries)
                .where(and(eq(balanceEntries.userId, order.agent.id), eq(balanceEntries.orderReference, order.pnr)));
              const ledger = (kind: string) =>
                entries.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amount, 0);
              const back = refundedHere.reduce((sum, p) => sum + p.refundAmount! + p.refundPenalty!, 0);
              const kept = refundedHere.reduce((sum, p) => sum + p.refundPenalty!, 0);
              expect(ledger('refund'), `${order.pnr} refunds`).toBe(back);
              expect(0 - ledger('penalty'), `${order.pnr} penalties`).toBe(kept);
            }
            for (const passenger of order.passengers) {
              const row = rowOf.get(passenger.id)!;
              const legGross = order.segments.map((_, leg) => row.segmentPrices[String(leg)]!.gross);
              const refunds = shareByLeg(
                (passenger.refundAmount ?? 0) + (passenger.refundPenalty ?? 0),
                legGross,
                row.gross,
              );
              const penalties = shareByLeg(passenger.refundPenalty ?? 0, legGross, row.gross);
              order.segments.forEach((segment, leg) => {
                const targets = [byFlight.get(flightOfClass.get(segment.class.id)!)!, byClass.get(segment.class.name)!];
                for (const figures of targets) {
                  const seat = passenger.type === 'infant' ? 0 : 1;
                  if (passenger.status === 'active' && order.status === 'hold') figures.held += seat;
                  if (passenger.status === 'active' && sold) {
                    const price = row.segmentPrices[String(leg)]!;
                    const commission = order.agent ? price.commission : 0;
                    figures.sold += seat;
                    figures.passengers += 1;
                    figures.revenueGross += price.gross;
                    figures.commission += commission;
                    figures.revenueNet += price.gross - commission;
                  }
                  if (passenger.status === 'refunded') {
                    figures.refunds += refunds[leg]!;
                    figures.penalties += penalties[leg]!;
                  }
                }
              });
            }
          }

          const startDate = outDate;
          const endDate = addDays(outDate, 3);
          const flights = await report([outbound.id, inbound.id], 'flight', startDate, endDate);
          const perClass = await report([outbound.id, inbound.id], 'class', startDate, endDate);
          const figuresOf = (row: TFlightReportFigures): TExpected => {
            const { capacity, sold, held, revenueGross, revenueNet, commission, refunds, penalties, passengers } = row;
            return { capacity, sold, held, revenueGross, revenueNet, commission, refunds, penalties, passengers };
          };
          expect(Object.fromEntries(flights.result.map((row) => [row.key, figuresOf(row)]))).toEqual({
            [outbound.id]: byFlight.get(outbound.id),
            [inbound.id]: byFlight.get(inbound.id),
          });
          expect(Object.fromEntries(perClass.result.map((row) => [row.key, figuresOf(row)]))).toEqual(
            Object.fromEntries(byClass),
          );
          // The classes' own counters say the same, and free + held + sold = capacity.
          const counters = await db()
            .select()
            .from(classes)
            .where(
              inArray(
                classes.id,
                classList.map((row) => row.id),
              ),
            );
          for (const counter of counters) {
            const row = perClass.result.find((candidate) => candidate.key === counter.name)!;
            expect({ sold: row.sold, held: row.held, capacity: row.capacity }).toEqual({
              sold: counter.sold,
              held: counter.held,
              capacity: counter.seats,
            });
            expect(row.free! + row.held + row.sold).toBe(row.capacity);
          }
          // The totals are the rows' sums, whatever the grouping.
          for (const answer of [flights, perClass]) {
            for (const name of ['sold', 'held', 'revenueGross', 'refunds', 'penalties', 'passengers'] as const) {
              expect(answer.totals[name]).toBe(answer.result.reduce((sum, row) => sum + row[name], 0));
            }
          }
          // The rollup the report read equals the figures summed from the orders, for every flight, class and payer.
          expect(await rowsOf(ROLLUP)).toEqual(await rowsOf(FIGURES_FROM_ORDERS));
        }),
        { numRuns: 6, endOnFailure: true },
      );
    },
  );
});
