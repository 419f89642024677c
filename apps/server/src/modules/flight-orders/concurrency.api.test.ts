import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_ORDER_ENDPOINTS,
  USER_ENDPOINTS,
  ZFlightPreOrderRequest,
  type TBalanceHistoryResponse,
  type TFlightOrder,
  type TRole,
} from '@frs/contract';
import { balanceEntries, classes, history, orders, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { createUser, userWithToken } from '../../../test/factories';
import { createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import type { TActor } from '../../lib/actor';
import { expireDueOrders } from './flight-order-line';
import { placeOrder } from './place-order';
import { createPreOrder } from './pre-order';

/** The correctness tests the issue requires, on whichever database the suite runs on. */

let testApp: TTestApp;
let setup: TFlightSetup;
const db = () => testApp.database.db;
const ADULT_NET = 9_600_000;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await testApp.app.close();
});

async function counters(classId: number) {
  const [row] = await db().select().from(classes).where(eq(classes.id, classId));
  return { seats: row!.seats, sold: row!.sold, held: row!.held };
}

async function ledgerMatches(userId: number) {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  const [ledger] = await db()
    .select({ total: sum(balanceEntries.amount) })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId));
  expect(Number(ledger?.total ?? 0)).toBe(user!.balance);
  expect(user!.balance + user!.creditLimit).toBeGreaterThanOrEqual(0);
  return user!;
}

function actorOf(user: { id: number }, role: TRole = 'user'): TActor {
  return { userId: user.id, role, baseRole: role === 'user' ? 'user' : 'Admin', adminGroups: null };
}

describe('concurrency and expiry', () => {
  it('200 concurrent pre-orders of 1 seat on a class with 50 free seats give exactly 50 holds', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user');
    const { flightClass } = await sellableClass(db(), setup, { seats: 50 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.preOrder, {
          headers: agent.headers,
          body: preOrderBody([flightClass.id]),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(150);
    expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe('NOT_ENOUGH_SEATS');
    expect(await counters(flightClass.id)).toMatchObject({ held: 50, sold: 0 });
    const holds = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.agentId, agent.user.id), eq(orders.status, 'hold')));
    expect(holds).toHaveLength(50);
  });

  it('concurrent ticketing beyond balance + credit: exactly those that fit succeed, and the ledger equals the balance', async () => {
    // Room for 3 tickets and a half: 2 from the balance, 1.5 from the credit.
    const agent = await userWithToken(testApp.app, db(), 'user', {
      balance: 2 * ADULT_NET,
      creditLimit: 1.5 * ADULT_NET,
    });
    const { flightClass } = await sellableClass(db(), setup, { seats: 20 });
    const holds: TFlightOrder[] = [];
    for (let index = 0; index < 8; index += 1) {
      holds.push(await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id])));
    }
    const responses = await Promise.all(
      holds.map((order) =>
        injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.order, {
          headers: agent.headers,
          body: { orderId: order.id, mode: 'ticketing' },
        }),
      ),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(3);
    for (const response of responses.filter((item) => item.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
    }
    const user = await ledgerMatches(agent.user.id);
    expect(user.balance).toBe(2 * ADULT_NET - 3 * ADULT_NET);
    expect(await counters(flightClass.id)).toMatchObject({ sold: 3, held: 5 });
  });

  it('20 replays of one Idempotency-Key on booking-to-ticketing make one charge', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
    const { flightClass } = await sellableClass(db(), setup);
    const order = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const booked = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.order, {
      headers: agent.headers,
      body: { orderId: order.id, mode: 'booking' },
    });
    expect(booked.statusCode).toBe(200);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, {
          params: { id: order.id },
          headers: agent.headers,
          idempotencyKey: key,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const tickets = new Set(responses.map((response) => response.json<TFlightOrder>().passengers[0]!.ticketNumber));
    expect(tickets.size).toBe(1);
    const charges = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.userId, agent.user.id), eq(balanceEntries.kind, 'ticketing')));
    expect(charges).toHaveLength(1);
    expect((await ledgerMatches(agent.user.id)).balance).toBe(100_000_000 - ADULT_NET);

    // The same key on another call is refused and changes nothing.
    const reused = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.order, {
      headers: agent.headers,
      body: { orderId: order.id, mode: 'ticketing' },
      idempotencyKey: key,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('hold expiry releases exactly the held seats of the expired holds, with the system as actor', async () => {
    const agent = await createUser(db(), { balance: 100_000_000 });
    const actor = actorOf(agent);
    const { flight: out, flightClass: outClass } = await sellableClass(db(), setup, { travelType: 'roundTrip' });
    const { flightClass: backClass } = await sellableClass(db(), setup, {
      travelType: 'roundTrip',
      daysAhead: 17,
      from: setup.to.id,
      to: setup.from.id,
    });
    const otherClass = await createClassRow(db(), setup, out.id, { travelType: 'roundTrip' });
    const start = new Date();
    const make = (classIds: number[], types: ('adult' | 'child' | 'infant')[]) =>
      createPreOrder({
        db: db(),
        actor,
        now: start,
        input: ZFlightPreOrderRequest.parse(
          preOrderBody(
            classIds,
            types.map((type) => passengerInput(type)),
            { travelType: 'roundTrip' },
          ),
        ),
      });
    const expiring = [
      await make([outClass.id, backClass.id], ['adult', 'child', 'infant']),
      await make([outClass.id, backClass.id], ['adult']),
    ];
    const staying = await make([otherClass.id, backClass.id], ['adult', 'adult']);
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(start.getTime() + 60 * 60_000) })
      .where(eq(orders.id, staying.id));
    expect(await counters(outClass.id)).toMatchObject({ held: 3 });
    expect(await counters(backClass.id)).toMatchObject({ held: 5 });

    const result = await expireDueOrders(db(), new Date(start.getTime() + 11 * 60_000));
    expect(result.holds).toBeGreaterThanOrEqual(2);
    expect(await counters(outClass.id)).toMatchObject({ held: 0, sold: 0 });
    expect(await counters(backClass.id)).toMatchObject({ held: 2, sold: 0 });
    expect(await counters(otherClass.id)).toMatchObject({ held: 2 });
    const statuses = await db()
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [...expiring.map((order) => order.id), staying.id]));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [expiring[0]!.id]: 'expired',
      [expiring[1]!.id]: 'expired',
      [staying.id]: 'hold',
    });
    const rows = await db()
      .select()
      .from(history)
      .where(and(eq(history.entity, 'order'), eq(history.action, 'expireHold'), isNull(history.actorId)));
    const expiredIds = new Set(rows.map((row) => Number(row.entityId)));
    for (const order of expiring) expect(expiredIds.has(order.id)).toBe(true);
    expect(expiredIds.has(staying.id)).toBe(false);
    // A second run finds nothing more.
    expect((await expireDueOrders(db(), new Date(start.getTime() + 11 * 60_000))).holds).toBe(0);
  });

  it('an order ticketed at the instant its hold expires ends either ticketed or expired, never both', async () => {
    const agent = await createUser(db(), { balance: 500_000_000 });
    const actor = actorOf(agent);
    const { flightClass } = await sellableClass(db(), setup, { seats: 40 });
    const start = new Date();
    const holds: TFlightOrder[] = [];
    for (let index = 0; index < 12; index += 1) {
      holds.push(
        await createPreOrder({
          db: db(),
          actor,
          now: start,
          input: ZFlightPreOrderRequest.parse(preOrderBody([flightClass.id])),
        }),
      );
    }
    const instant = new Date(Date.parse(holds[0]!.holdExpiresAt!));
    await db()
      .update(orders)
      .set({ holdExpiresAt: instant })
      .where(
        inArray(
          orders.id,
          holds.map((order) => order.id),
        ),
      );
    // The ticketing clock is a millisecond before the expiry, the job's at it: both believe they may act. The job
    // starts while some ticketings are under way and others have not begun, so both outcomes happen.
    const ticketings = holds.map((order) => ({ order, promise: null as Promise<unknown> | null }));
    const started: Promise<unknown>[] = [];
    for (const [index, item] of ticketings.entries()) {
      if (index === 4) started.push(expireDueOrders(db(), instant));
      item.promise = placeOrder({
        db: db(),
        actor,
        input: { orderId: item.order.id, mode: 'ticketing' },
        idempotencyKey: `instant-${item.order.id}`,
        now: new Date(instant.getTime() - 1),
      });
      started.push(item.promise);
    }
    await Promise.allSettled(started);
    const outcomes = await Promise.all(
      ticketings.map(async (item) => {
        try {
          await item.promise;
          return 'fulfilled';
        } catch (error) {
          expect((error as { code?: string }).code).toMatch(/HOLD_EXPIRED|ORDER_STATUS_CONFLICT/);
          return 'rejected';
        }
      }),
    );
    const rows = await db()
      .select({ id: orders.id, status: orders.status, paid: orders.paid })
      .from(orders)
      .where(
        inArray(
          orders.id,
          holds.map((order) => order.id),
        ),
      );
    let ticketed = 0;
    for (const row of rows) {
      expect(['ticketed', 'expired']).toContain(row.status);
      const outcome = outcomes[holds.findIndex((order) => order.id === row.id)]!;
      expect(outcome === 'fulfilled').toBe(row.status === 'ticketed');
      if (row.status === 'ticketed') ticketed += 1;
    }
    const charges = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.userId, agent.id), eq(balanceEntries.kind, 'ticketing')));
    expect(charges).toHaveLength(ticketed);
    expect(await counters(flightClass.id)).toMatchObject({ sold: ticketed, held: 0 });
    await ledgerMatches(agent.id);
  });
});

describe('balance history under concurrent ticketing', () => {
  it("lists one agent's entries so that each balance after = the previous one + its amount", async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 400_000_000 });
    const { flightClass } = await sellableClass(db(), setup, { seats: 40 });
    const holds: TFlightOrder[] = [];
    for (let index = 0; index < 24; index += 1) {
      holds.push(await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id])));
    }
    // Every ticketing starts at once: their clocks are read in one order, the agent's row is locked in another.
    const responses = await Promise.all(
      holds.map((order) =>
        injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.order, {
          headers: agent.headers,
          body: { orderId: order.id, mode: 'ticketing' },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(holds.length).fill(200));
    const listed = await injectEndpoint(testApp.app, USER_ENDPOINTS.balanceHistory, {
      params: { id: agent.user.id },
      headers: agent.headers,
      body: { page: 0, pageSize: 100, sortOrder: 'asc' },
    });
    expect(listed.statusCode).toBe(200);
    const entries = listed.json<TBalanceHistoryResponse>().result;
    expect(entries).toHaveLength(holds.length + 1);
    let balance = 0;
    const steps = entries.map((entry) => {
      balance += entry.amount;
      return entry.balanceAfter - balance;
    });
    // Every step adds up: no entry is listed before one whose balance it already includes.
    expect(steps).toEqual(Array(entries.length).fill(0));
    expect(balance).toBe((await ledgerMatches(agent.user.id)).balance);
  });
});
