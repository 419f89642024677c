import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  AUTH_ENDPOINTS,
  CURRENCY_ENDPOINTS,
  SETTINGS_ENDPOINTS,
  todayIsoDate,
  USER_ENDPOINTS,
  type TRateRow,
} from '@frs/contract';
import {
  balanceEntries,
  classes,
  directoryPassengers,
  hotelOrderRooms,
  orderPassengers,
  orders,
  orderSegments,
  roomNights,
  users,
} from '../db/schema';
import { injectEndpoint } from '../../test/endpoint-call';
import { loginAs } from '../../test/factories';
import { createTestApp, type TTestApp } from '../../test/test-app';
import {
  DEMO_PASSWORD,
  DEMO_RATE_HISTORY_DAYS,
  DEMO_RATES,
  DEMO_REGISTRATIONS,
  DEMO_USERS,
  hasNoUsers,
  seedDemoData,
} from './demo-seed';

/** What the README says: the ledger's top-ups and transfers less the demo orders' tickets, stays and refunds. */
const README_BALANCES = { 'agent@demo.test': 201_412_370, 'agent2@demo.test': 11_389_300 };

async function agentBalances(app: TTestApp): Promise<Record<string, number>> {
  const balances: Record<string, number> = {};
  for (const email of Object.keys(README_BALANCES)) {
    const login = await loginAs(app.app, email, DEMO_PASSWORD);
    const profile = await injectEndpoint(app.app, USER_ENDPOINTS.profile, { token: login.token });
    balances[email] = profile.json().balance.currentBalance;
  }
  return balances;
}

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  expect(await hasNoUsers(testApp.database.db)).toBe(true);
  await seedDemoData(testApp.database.db);
});
afterAll(async () => {
  await testApp.app.close();
});

describe('demo seed', () => {
  it('creates one user per role, each able to log in with the demo password', async () => {
    expect(await hasNoUsers(testApp.database.db)).toBe(false);
    expect(DEMO_USERS).toHaveLength(9);
    for (const demo of DEMO_USERS) {
      const login = await loginAs(testApp.app, demo.email, DEMO_PASSWORD);
      expect(login.role).toBe(demo.role);
      expect(login.adminGroups).toBe(demo.adminGroups ?? null);
    }
  });

  it('gives the agents their balances through ledger entries', async () => {
    expect(await agentBalances(testApp)).toEqual(README_BALANCES);
    const allUsers = await testApp.database.db.select().from(users);
    for (const user of allUsers) {
      const [row] = await testApp.database.db
        .select({ total: sum(balanceEntries.amount) })
        .from(balanceEntries)
        .where(eq(balanceEntries.userId, user.id));
      expect(Number(row?.total ?? 0), user.email).toBe(user.balance);
    }
  });

  it('gives the same balances when the demo is first started on another weekday', async () => {
    // Weekend nights cost more: a stay that started a given number of days after the first start took a weekend
    // night on some weekdays and not on others, so the balances changed from day to day.
    const other = await createTestApp();
    try {
      await seedDemoData(other.database.db, new Date(Date.now() + 3 * 86_400_000));
      expect(await agentBalances(other)).toEqual(README_BALANCES);
    } finally {
      await other.app.close();
    }
  });

  it('has transfers in the ledger, a credit limit, and agencies in the other statuses that cannot log in', async () => {
    const db = testApp.database.db;
    const entries = await db.select().from(balanceEntries);
    expect(entries.filter((entry) => entry.kind === 'transfer-in')).toHaveLength(3);
    expect(entries.filter((entry) => entry.kind === 'transfer-out')).toHaveLength(3);
    const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.test'));
    expect(agent?.creditLimit).toBe(5_000_000);
    expect(agent?.vat).toMatch(/^\d{8}$/);
    for (const registration of DEMO_REGISTRATIONS) {
      const [row] = await db.select().from(users).where(eq(users.email, registration.email));
      expect(row?.status).toBe(registration.status);
      const login = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, {
        body: { email: registration.email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode, registration.email).toBeGreaterThanOrEqual(401);
    }
  });

  it("seeds today's USD and EUR rates and the company settings", async () => {
    const today = todayIsoDate();
    const response = await injectEndpoint(testApp.app, CURRENCY_ENDPOINTS.rateByRange, {
      body: { startDate: today, endDate: today },
    });
    expect(response.json<TRateRow[]>()[0]?.flightRate).toEqual({
      USD: DEMO_RATES.USD.agency,
      EUR: DEMO_RATES.EUR.agency,
    });
    const login = await loginAs(testApp.app, 'agent@demo.test', DEMO_PASSWORD);
    const settings = await injectEndpoint(testApp.app, SETTINGS_ENDPOINTS.company, { token: login.token });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().compTelephone).toBeTruthy();
  });

  it('seeds rates for every day of the 30-day chart of /currency (its default period), varying from day to day', async () => {
    const today = todayIsoDate();
    expect(DEMO_RATE_HISTORY_DAYS).toBeGreaterThanOrEqual(30);
    const response = await injectEndpoint(testApp.app, CURRENCY_ENDPOINTS.rateByRange, {
      body: { startDate: addDays(today, -30), endDate: today },
    });
    const rows = response.json<TRateRow[]>();
    expect(rows).toHaveLength(31);
    expect(rows.filter((row) => row.bankRate.USD === null || row.bankRate.EUR === null)).toEqual([]);
    expect(new Set(rows.map((row) => row.bankRate.USD)).size).toBeGreaterThan(15);
  });

  it('has orders in every state of the lifecycle, made through the services so that seats and money agree', async () => {
    const db = testApp.database.db;
    const rows = await db.select().from(orders).where(eq(orders.productLine, 'flight'));
    const statuses = rows.map((row) => row.status).sort();
    expect(statuses).toEqual(['booked', 'booked', 'hold', 'refunded', 'ticketed', 'ticketed', 'ticketed', 'ticketed']);
    expect(rows.filter((row) => row.agentId === null)).toHaveLength(1);
    const stays = await db.select().from(orders).where(eq(orders.productLine, 'hotel'));
    expect(stays.map((row) => row.status).sort()).toEqual(['booked', 'hold', 'refunded', 'ticketed', 'ticketed']);
    const packages = await db.select().from(orders).where(eq(orders.productLine, 'package'));
    expect(packages.map((row) => row.status).sort()).toEqual(['booked', 'cancelled', 'hold', 'refunded', 'ticketed']);
    const taken = await db
      .select({
        roomId: hotelOrderRooms.roomId,
        checkIn: hotelOrderRooms.checkIn,
        checkOut: hotelOrderRooms.checkOut,
        status: orders.status,
        room: hotelOrderRooms.status,
      })
      .from(hotelOrderRooms)
      .innerJoin(orders, eq(orders.id, hotelOrderRooms.orderId));
    for (const night of await db.select().from(roomNights)) {
      const on = taken.filter(
        (room) =>
          room.roomId === night.roomId &&
          room.room === 'active' &&
          room.checkIn <= night.night &&
          night.night < room.checkOut,
      );
      expect(night.held).toBe(on.filter((room) => room.status === 'hold').length);
      expect(night.sold).toBe(on.filter((room) => room.status === 'booked' || room.status === 'ticketed').length);
    }
    const seats = await db
      .select({
        classId: orderSegments.classId,
        status: orders.status,
        type: orderPassengers.type,
        passenger: orderPassengers.status,
      })
      .from(orderSegments)
      .innerJoin(orders, eq(orders.id, orderSegments.orderId))
      .innerJoin(orderPassengers, eq(orderPassengers.orderId, orders.id));
    for (const row of await db.select().from(classes)) {
      const sitting = seats.filter(
        (seat) => seat.classId === row.id && seat.type !== 'infant' && seat.passenger === 'active',
      );
      expect(row.held).toBe(sitting.filter((seat) => seat.status === 'hold').length);
      expect(row.sold).toBe(sitting.filter((seat) => seat.status === 'booked' || seat.status === 'ticketed').length);
    }
    const tickets = await db.select({ number: orderPassengers.ticketNumber }).from(orderPassengers);
    expect(tickets.filter((ticket) => ticket.number?.startsWith('575')).length).toBeGreaterThanOrEqual(9);
    expect((await db.select().from(directoryPassengers)).length).toBeGreaterThanOrEqual(5);
  });
});
