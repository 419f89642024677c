import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  type TMyNotifications,
  type TFlightOrder,
} from '@frs/contract';
import { liveEvents, orders, userNotices } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup } from '../../../test/flight-factories';
import { orderAs, preOrder, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { expireDueOrdersOf, orderPageOf } from '../order-engine';
import { flightOrderLine } from '../flight-orders';
import { sendPersonalNotices } from '../notifications';
import { PRODUCT_LINE_MODULES } from '../../product-lines';
import { sendDueReminders } from './deadline-reminders';

const ORDER_PAGE = orderPageOf(PRODUCT_LINE_MODULES);

/**
 * Issue 31: a deadline reminder ("Hold … expires soon — Urgent") is resolved once its deadline no longer applies,
 * whatever path changed the order (ticketing, booking, a cancel, the expiry job, SQL typed by hand), or when a newer
 * reminder replaces it or the deadline passes; a resolved notice is read, and the bell does not count it.
 */

let testApp: TTestApp;
const db = () => testApp.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let agent: Awaited<ReturnType<typeof userWithToken>>;
let classId = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
  const setup = await createFlightSetup(db());
  classId = (await sellableClass(db(), setup, { daysAhead: 10, seats: 50 })).flightClass.id;
  agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000, language: 'en' });
});
afterAll(async () => {
  await testApp.app.close();
});

const hold = () => preOrder(testApp.app, agent.headers, preOrderBody([classId]));

/** The agent's bell: its notices by order id (from the link), and the unread count. */
async function bell() {
  const response = await injectEndpoint(testApp.app, NOTIFICATION_ENDPOINTS.mine, { headers: agent.headers });
  expect(response.statusCode, response.body).toBe(200);
  const mine = response.json<TMyNotifications>();
  return {
    unread: mine.unread,
    of: (order: TFlightOrder, kind = 'holdDeadline') =>
      mine.notices
        .filter((notice) => notice.kind === kind && notice.link?.endsWith(`/${order.id}`))
        .map(({ read, resolved }) => ({ read, resolved })),
  };
}

/** Reminds every hold made in the last minutes (the hold lasts 10 minutes, the reminder comes 3 before). */
async function remindHolds() {
  const sent = await sendDueReminders(db(), new Date(Date.now() + 8 * MINUTE), ORDER_PAGE);
  expect(sent.hold).toBeGreaterThan(0);
}

describe('deadline notices resolve when the deadline no longer applies', () => {
  it('on ticketing, booking, cancel, expiry and a change by hand; the bell stops counting them', async () => {
    const [ticketed, booked, cancelled, expired, byHand] = [
      await hold(),
      await hold(),
      await hold(),
      await hold(),
      await hold(),
    ];
    await remindHolds();
    const before = await bell();
    for (const order of [ticketed, booked, cancelled, expired, byHand]) {
      expect(before.of(order), order.pnr).toEqual([{ read: false, resolved: false }]);
    }
    expect(before.unread).toBe(5);

    await orderAs(testApp.app, agent.headers, ticketed.id, 'ticketing');
    await orderAs(testApp.app, agent.headers, booked.id, 'booking');
    const cancel = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, {
      headers: agent.headers,
      params: { id: cancelled.id },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await db().execute(sql`update orders set status = 'cancelled' where id = ${byHand.id}`);
    // The expiry job, past the hold time.
    expect(await expireDueOrdersOf(db(), [flightOrderLine], new Date(Date.now() + 11 * MINUTE))).toEqual({
      holds: 1,
      bookings: 0,
    });
    const waiting = await hold();
    await remindHolds();

    const after = await bell();
    for (const order of [ticketed, booked, cancelled, expired, byHand]) {
      expect(after.of(order), order.pnr).toEqual([{ read: true, resolved: true }]);
    }
    expect(after.of(waiting)).toEqual([{ read: false, resolved: false }]);
    expect(after.unread).toBe(1);
  });

  it('resolves a booking reminder when the booking deadline moves, not when anything else changes', async () => {
    const booked = await orderAs(testApp.app, agent.headers, (await hold()).id, 'booking');
    const [row] = await db().select().from(orders).where(eq(orders.id, booked.id));
    const text = { hy: 'x', en: 'x', ru: 'x' };
    await db().transaction((tx) =>
      sendPersonalNotices(tx, [
        {
          userId: agent.user.id,
          kind: 'bookingDeadline',
          title: text,
          text,
          link: `/reservation/edit/${booked.id}`,
          deadline: { orderId: booked.id, at: row!.bookingExpiresAt! },
        },
      ]),
    );
    await db().update(orders).set({ comment: 'Window seat' }).where(eq(orders.id, booked.id));
    await db().update(orders).set({ bookingExpiresAt: row!.bookingExpiresAt }).where(eq(orders.id, booked.id));
    expect((await bell()).of(booked, 'bookingDeadline')).toEqual([{ read: false, resolved: false }]);
    await db()
      .update(orders)
      .set({ bookingExpiresAt: new Date(row!.bookingExpiresAt!.getTime() + HOUR) })
      .where(eq(orders.id, booked.id));
    expect((await bell()).of(booked, 'bookingDeadline')).toEqual([{ read: true, resolved: true }]);
  });

  it('tells the bell live: a resolved notice is published to its user', async () => {
    const order = await hold();
    await remindHolds();
    const [seen] = await db()
      .select({ last: sql<number>`coalesce(max(${liveEvents.id}), 0)`.mapWith(Number) })
      .from(liveEvents);
    await orderAs(testApp.app, agent.headers, order.id, 'ticketing');
    const events = await db()
      .select({ kind: liveEvents.kind, payload: liveEvents.payload })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, agent.user.id), gt(liveEvents.id, seen?.last ?? 0)));
    expect(events).toContainEqual({ kind: 'notice', payload: { id: expect.any(Number), kind: 'holdDeadline' } });
  });

  it('resolves a reminder replaced by a newer one of the same order, and one whose deadline has passed', async () => {
    const booked = await orderAs(testApp.app, agent.headers, (await hold()).id, 'booking');
    const text = { hy: 'x', en: 'x', ru: 'x' };
    const reminder = (orderId: number, at: Date) => ({
      userId: agent.user.id,
      kind: 'ticketingDeadline' as const,
      title: text,
      text,
      link: `/reservation/edit/${orderId}`,
      deadline: { orderId, at },
    });
    // The flight was retimed: ticketing now closes at another instant, and its reminder replaces the first one.
    await db().transaction((tx) => sendPersonalNotices(tx, [reminder(booked.id, new Date(Date.now() + 20 * HOUR))]));
    await db().transaction((tx) => sendPersonalNotices(tx, [reminder(booked.id, new Date(Date.now() + 10 * HOUR))]));
    expect((await bell()).of(booked, 'ticketingDeadline')).toEqual([
      { read: false, resolved: false },
      { read: true, resolved: true },
    ]);
    // A deadline that has passed no longer applies, before any job has moved the order.
    const other = await orderAs(testApp.app, agent.headers, (await hold()).id, 'booking');
    await db().transaction((tx) => sendPersonalNotices(tx, [reminder(other.id, new Date(Date.now() - MINUTE))]));
    expect((await bell()).of(other, 'ticketingDeadline')).toEqual([{ read: true, resolved: true }]);
    const [row] = await db().select().from(userNotices).where(eq(userNotices.orderId, other.id));
    expect(row?.readAt).toBeNull();
  });
});
