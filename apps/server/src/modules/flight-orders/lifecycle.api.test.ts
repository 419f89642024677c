import { randomUUID } from 'node:crypto';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, FLIGHT_ORDER_ENDPOINTS, todayIsoDate, type TFlightOrder } from '@frs/contract';
import { balanceEntries, classes, history, mailOutbox, orders, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
let setup: TFlightSetup;
const db = () => testApp.database.db;

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
  return { sold: row!.sold, held: row!.held, free: row!.seats - row!.sold - row!.held };
}

async function balanceOf(userId: number) {
  const [user] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  const [ledger] = await db()
    .select({ total: sum(balanceEntries.amount) })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId));
  expect(Number(ledger?.total ?? 0)).toBe(user!.balance);
  return user!.balance;
}

describe('pre-order', () => {
  it('holds the seats of every segment for the sitting passengers and prices the order for the agent', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
    const { flightClass } = await sellableClass(db(), setup);
    const passengers = [
      passengerInput('adult'),
      passengerInput('adult'),
      passengerInput('child'),
      passengerInput('infant'),
    ];
    const order = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id], passengers));
    expect(order.status).toBe('hold');
    expect(order.pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(order.agent?.id).toBe(agent.user.id);
    expect(order.passengers).toHaveLength(4);
    expect(order.totals.payable).toBe(2 * 9_600_000 + 7_600_000 + 800_000);
    expect(order.operations).toEqual(['cancelPreOrder', 'book', 'ticket', 'edit']);
    expect(Date.parse(order.holdExpiresAt!) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(await counters(flightClass.id)).toMatchObject({ held: 3, sold: 0, free: 47 });
  });
});

describe('the lifecycle', () => {
  it('books a hold, tickets the booking with one charge and ticket numbers, and mails both', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
    const { flightClass } = await sellableClass(db(), setup);
    const order = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const booked = await orderAs(testApp.app, agent.headers, order.id, 'booking');
    expect(booked.status).toBe('booked');
    expect(booked.bookingExpiresAt).not.toBeNull();
    expect(await counters(flightClass.id)).toMatchObject({ held: 0, sold: 1 });
    expect(await balanceOf(agent.user.id)).toBe(100_000_000);

    const ticketing = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, {
      params: { id: order.id },
      headers: agent.headers,
    });
    expect(ticketing.statusCode).toBe(200);
    const ticketed = ticketing.json<TFlightOrder>();
    expect(ticketed.status).toBe('ticketed');
    expect(ticketed.passengers[0]!.ticketNumber).toMatch(/^575\d{10}$/);
    expect(ticketed.totals.paid).toBe(ticketed.totals.payable);
    expect(await balanceOf(agent.user.id)).toBe(100_000_000 - ticketed.totals.payable);
    const mails = await db().select().from(mailOutbox);
    expect(mails.filter((mail) => mail.template === 'booking-add').length).toBeGreaterThanOrEqual(2);
    // The agent hears that the tickets were issued; the contact gets the e-tickets themselves.
    const mine = mails.filter((mail) => (mail.payload as { pnr?: string }).pnr === order.pnr);
    expect(mine.filter((mail) => mail.template === 'issue-ticket').map((mail) => mail.recipient)).toEqual([
      agent.user.email,
    ]);
    expect(mine.filter((mail) => mail.template === 'ticket').map((mail) => mail.recipient)).toEqual([
      order.contact.email,
    ]);
    // Dates in mails as the app writes them: the departure airport's local time, dd.mm.yyyy hh:mm.
    const bookingMail = mails.find((mail) => mail.template === 'booking-add')!.payload as Record<string, unknown>;
    expect(bookingMail.departure).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} [A-Z]{3}$/);
    expect(bookingMail.deadline).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(.+\)$/);
    const rows = await db()
      .select()
      .from(history)
      .where(and(eq(history.entity, 'order'), eq(history.entityId, String(order.id))));
    expect(rows.map((row) => row.action)).toEqual(['preOrder', 'book', 'bookingToTicketing']);
  });

  it('tickets a hold at once; cancels a hold and a booking, freeing their seats', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
    const { flightClass } = await sellableClass(db(), setup);
    const first = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const ticketed = await orderAs(testApp.app, agent.headers, first.id, 'ticketing');
    expect(ticketed.status).toBe('ticketed');
    expect(ticketed.operations).toEqual(['split', 'changeOrderDate', 'edit']);

    const second = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const cancelled = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, {
      params: { id: second.id },
      headers: agent.headers,
    });
    expect(cancelled.json<TFlightOrder>().status).toBe('cancelled');
    const third = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    await orderAs(testApp.app, agent.headers, third.id, 'booking');
    const cancel = (idempotencyKey?: string) =>
      injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.cancel, {
        params: { id: third.id },
        headers: agent.headers,
        idempotencyKey,
      });
    const key = randomUUID();
    const cancelBooking = await cancel(key);
    expect(cancelBooking.json<TFlightOrder>().status).toBe('cancelled');
    expect(await counters(flightClass.id)).toMatchObject({ held: 0, sold: 1 });

    // A replay of the cancel (its key) answers what the first call answered; another call finds it cancelled.
    const replay = await cancel(key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(cancelBooking.json());
    expect(await counters(flightClass.id)).toMatchObject({ held: 0, sold: 1 });
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_STATUS_CONFLICT', status: 'cancelled' });
  });

  it("answers 404 for another agent's order and never changes it", async () => {
    const owner = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
    const other = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
    const { flightClass } = await sellableClass(db(), setup);
    const order = await preOrder(testApp.app, owner.headers, preOrderBody([flightClass.id]));
    for (const endpoint of [FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, FLIGHT_ORDER_ENDPOINTS.get]) {
      const response = await injectEndpoint(testApp.app, endpoint, {
        params: { id: order.id },
        headers: other.headers,
      });
      expect(response.statusCode, endpoint.path).toBe(404);
    }
    const ordering = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.order, {
      headers: other.headers,
      body: { orderId: order.id, mode: 'ticketing' },
    });
    expect(ordering.statusCode).toBe(404);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('hold');
  });

  it('refuses to ticket when balance and credit fall short (409), and keeps the hold', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 1_000_000, creditLimit: 2_000_000 });
    const { flightClass } = await sellableClass(db(), setup);
    const order = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.order, {
      headers: agent.headers,
      body: { orderId: order.id, mode: 'ticketing' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('hold');
    expect(await balanceOf(agent.user.id)).toBe(1_000_000);
    expect(await counters(flightClass.id)).toMatchObject({ held: 1, sold: 0 });
  });

  it('refuses an expired hold with HOLD_EXPIRED', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
    const { flightClass } = await sellableClass(db(), setup);
    const order = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, order.id));
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.order, {
      headers: agent.headers,
      body: { orderId: order.id, mode: 'booking' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('HOLD_EXPIRED');
  });

  it('the agency sells gross without touching any balance', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 50_000_000 });
    const { flightClass } = await sellableClass(db(), setup, { daysAhead: 12 });
    const order = await preOrder(testApp.app, admin.headers, preOrderBody([flightClass.id]));
    expect(order.agent).toBeNull();
    expect(order.totals.payable).toBe(order.totals.gross);
    const ticketed = await orderAs(testApp.app, admin.headers, order.id, 'ticketing');
    expect(ticketed.totals.paid).toBe(ticketed.totals.gross);
    expect(await balanceOf(admin.user.id)).toBe(50_000_000);
    expect(addDays(todayIsoDate(), 12)).toBe(ticketed.orderDate);
  });
});
