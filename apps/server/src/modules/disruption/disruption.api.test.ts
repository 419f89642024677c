import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISRUPTION_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  type TDisruptionBatchResult,
  type TDisruptionNotifyResult,
  type TDisruptionView,
  type TFlightOrder,
  type TOrderDateQuote,
} from '@frs/contract';
import { balanceEntries, classes, mailOutbox, orders, userNotices, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { classPrices, createClassRow, createFlightSetup } from '../../../test/flight-factories';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  retimeFlight,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { priceColumns } from '../flights';

/**
 * Own-flight disruption (issue 19): a retimed flight's screen, the agents told in their language, chosen orders moved
 * to a later flight (each order moved or untouched, the money exactly a change of date's, a replay moving nothing
 * twice) or refunded in full, and agents kept out.
 */

let testApp: TTestApp;
const db = () => testApp.database.db;
type TUser = Awaited<ReturnType<typeof userWithToken>>;
let staff: TUser;
let viewer: TUser;
let agentEn: TUser;
let agentRu: TUser;
let flightId: number;
let classId: number;
/** The later flight, its class of the same name with 2 seats, priced 50 USD more. */
let targetFlightId: number;
let targetClassId: number;
/** A class of another name on the later flight, which staff choose for an order. */
let otherClassId: number;
/** Ticketed: agentEn 1 adult; agentRu 2 adults. Booked: agentRu 1 adult, twice. */
let one: TFlightOrder;
let two: TFlightOrder;
let booked: TFlightOrder;
let bookedToo: TFlightOrder;

const seatsOf = async (id: number) => {
  const [row] = await db().select({ sold: classes.sold, held: classes.held }).from(classes).where(eq(classes.id, id));
  return row!;
};
const balanceOf = async (id: number) => {
  const [row] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, id));
  return row!.balance;
};
const call = (
  endpoint: (typeof DISRUPTION_ENDPOINTS)[keyof typeof DISRUPTION_ENDPOINTS],
  who: TUser,
  body?: object,
  key?: string,
) =>
  injectEndpoint(testApp.app, endpoint, { params: { id: flightId }, headers: who.headers, body, idempotencyKey: key });

beforeAll(async () => {
  testApp = await createTestApp();
  const setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  staff = await userWithToken(testApp.app, db(), 'Tickets');
  viewer = await userWithToken(testApp.app, db(), 'Viewer');
  agentEn = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000, language: 'en' });
  agentRu = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000, language: 'ru' });
  const disrupted = await sellableClass(db(), setup, { daysAhead: 10 });
  flightId = disrupted.flight.id;
  classId = disrupted.flightClass.id;
  const later = await sellableClass(db(), setup, { daysAhead: 12 });
  targetFlightId = later.flight.id;
  await db().delete(classes).where(eq(classes.id, later.flightClass.id));
  targetClassId = (
    await createClassRow(db(), setup, targetFlightId, {
      name: disrupted.flightClass.name,
      seats: 2,
      ...priceColumns(classPrices(25_000)),
    })
  ).id;
  otherClassId = (await createClassRow(db(), setup, targetFlightId, { name: 'OTHER', seats: 5 })).id;
  const ticketed = async (agent: TUser, adults: number, mode: 'booking' | 'ticketing' = 'ticketing') => {
    const passengers = Array.from({ length: adults }, () => passengerInput('adult'));
    const held = await preOrder(testApp.app, agent.headers, preOrderBody([classId], passengers));
    return orderAs(testApp.app, agent.headers, held.id, mode);
  };
  one = await ticketed(agentEn, 1);
  two = await ticketed(agentRu, 2);
  booked = await ticketed(agentRu, 1, 'booking');
  bookedToo = await ticketed(agentRu, 1, 'booking');

  // Staff retime the flight by two hours, confirming the change its orders stand in the way of.
  await retimeFlight(testApp.app, staff.headers, flightId, 120);
});
afterAll(async () => {
  await testApp.app.close();
});

describe('the disruption of an own flight', () => {
  it('shows the times before and after, the affected orders with their agents and the flights to move to', async () => {
    const response = await call(DISRUPTION_ENDPOINTS.view, viewer);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<TDisruptionView>();
    expect(view.previous).not.toBeNull();
    expect(Date.parse(view.current.departureAt) - Date.parse(view.previous!.departureAt)).toBe(2 * 3_600_000);
    expect(view.orders.map((order) => [order.pnr, order.status, order.passengers.length, order.agentId])).toEqual([
      [one.pnr, 'ticketed', 1, agentEn.user.id],
      [two.pnr, 'ticketed', 2, agentRu.user.id],
      [booked.pnr, 'booked', 1, agentRu.user.id],
      [bookedToo.pnr, 'booked', 1, agentRu.user.id],
    ]);
    expect(view.candidates.map((flight) => [flight.id, flight.classes.map((item) => item.free)])).toEqual([
      [targetFlightId, [2, 5]],
    ]);
  });

  it('keeps agents out of every call, and lets a Viewer look but not act', async () => {
    for (const endpoint of Object.values(DISRUPTION_ENDPOINTS)) {
      const response = await call(endpoint, agentEn, endpoint.method === 'GET' ? undefined : { orderIds: [one.id] });
      expect(response.statusCode, endpoint.path).toBe(403);
    }
    const refused = await call(DISRUPTION_ENDPOINTS.refund, viewer, { orderIds: [one.id] });
    expect(refused.statusCode).toBe(403);
  });

  it('tells each agent once, by mail in its language with the old and new times and by a notice per order', async () => {
    const [last] = await db().select({ id: mailOutbox.id }).from(mailOutbox).orderBy(mailOutbox.id).limit(1).offset(0);
    const since = last?.id ?? 0;
    const key = 'notify-1';
    const first = await call(DISRUPTION_ENDPOINTS.notify, staff, {}, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(DISRUPTION_ENDPOINTS.notify, staff, {}, key);
    expect(again.json()).toEqual(first.json());
    const result = first.json<TDisruptionNotifyResult>();
    expect(result.agents.map((agent) => [agent.userId, agent.language, agent.orders])).toEqual([
      [agentEn.user.id, 'en', [one.pnr]],
      [agentRu.user.id, 'ru', [two.pnr, booked.pnr, bookedToo.pnr]],
    ]);
    // The retime itself queued one mail per agent; the notice one more, with the times before the change.
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'flight-rescheduled'), gt(mailOutbox.id, since)))
      .orderBy(mailOutbox.id);
    const told = mails.slice(-2);
    expect(told.map((mail) => [mail.recipient, mail.language])).toEqual([
      [agentEn.user.email, 'en'],
      [agentRu.user.email, 'ru'],
    ]);
    expect(told[0]!.payload.previous).not.toBeNull();
    const notices = await db()
      .select()
      .from(userNotices)
      .where(eq(userNotices.kind, 'flightDisruption'))
      .orderBy(userNotices.id);
    const perOrder = [
      [agentEn.user.id, `/reservation/edit/${one.id}`],
      [agentRu.user.id, `/reservation/edit/${two.id}`],
      [agentRu.user.id, `/reservation/edit/${booked.id}`],
      [agentRu.user.id, `/reservation/edit/${bookedToo.id}`],
    ];
    // The retime put a notice per order in the agents' bells (issue 31); the notice puts one more, once.
    expect(notices.map((notice) => [notice.userId, notice.link])).toEqual([...perOrder, ...perOrder]);
    expect(notices[4]!.text.en).toContain(one.pnr);
  });

  it('moves each order whole or not at all, charging what a change of date would, and a replay moves nothing', async () => {
    // What a change of date of the one-adult order to the later flight would charge, asked before the move.
    const quote = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDateQuote, {
      params: { id: one.id },
      headers: staff.headers,
      body: { changes: [{ segmentId: one.segments[0]!.id, flightId: targetFlightId }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const quoted = quote.json<TOrderDateQuote>();
    expect(quoted.balanceMovement).toBeLessThan(0);
    const balanceBefore = await balanceOf(agentEn.user.id);
    const twoBalance = await balanceOf(agentRu.user.id);
    const sourceBefore = await seatsOf(classId);

    // The target class has 2 seats: the one-adult order takes one, the two-adult order does not fit in the rest.
    const key = 'move-1';
    const body = { orderIds: [one.id, two.id], targetFlightId };
    const response = await call(DISRUPTION_ENDPOINTS.move, staff, body, key);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TDisruptionBatchResult>();
    expect(result.results.map((item) => [item.pnr, item.outcome, item.code])).toEqual([
      [one.pnr, 'moved', undefined],
      [two.pnr, 'failed', 'NOT_ENOUGH_SEATS'],
    ]);
    expect(result.results[1]!.message!.en).toMatch(/not enough free seats/);
    expect(result.results[0]!.amount).toBe(quoted.balanceMovement);
    expect(await balanceOf(agentEn.user.id)).toBe(balanceBefore + quoted.balanceMovement);
    const [entry] = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.orderReference, one.pnr), eq(balanceEntries.kind, 'price-correction')));
    expect([entry?.amount, entry?.reasonCode]).toEqual([quoted.balanceMovement, 'dateChange']);
    const [movedRow] = await db().select().from(orders).where(eq(orders.id, one.id));
    expect(movedRow!.payable).toBe(quoted.next.payable);
    // Only the moved order's seat left; the failed order kept its two here and took none there.
    expect(await seatsOf(classId)).toEqual({ ...sourceBefore, sold: sourceBefore.sold - 1 });
    expect(await seatsOf(targetClassId)).toEqual({ sold: 1, held: 0 });
    expect(await balanceOf(agentRu.user.id)).toBe(twoBalance);

    const replay = await call(DISRUPTION_ENDPOINTS.move, staff, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(result);
    expect(await seatsOf(classId)).toEqual({ ...sourceBefore, sold: sourceBefore.sold - 1 });
    expect(await seatsOf(targetClassId)).toEqual({ sold: 1, held: 0 });
    expect(await balanceOf(agentEn.user.id)).toBe(balanceBefore + quoted.balanceMovement);
    const reused = await call(DISRUPTION_ENDPOINTS.move, staff, { ...body, orderIds: [two.id] }, key);
    expect(reused.statusCode).toBe(422);

    // Staff may choose the class of another name: a booking moves there, nothing to pay yet.
    const chosen = await call(DISRUPTION_ENDPOINTS.move, staff, {
      orderIds: [bookedToo.id],
      targetFlightId,
      classes: [{ fromClassId: classId, toClassId: otherClassId }],
    });
    expect(chosen.json<TDisruptionBatchResult>().results).toEqual([
      { orderId: bookedToo.id, pnr: bookedToo.pnr, outcome: 'moved', amount: 0 },
    ]);
    expect(await seatsOf(otherClassId)).toEqual({ sold: 1, held: 0 });
  });

  it('refunds a ticketed order in full without penalty and cancels a booked one, order by order', async () => {
    const before = await balanceOf(agentRu.user.id);
    const sourceBefore = await seatsOf(classId);
    const response = await call(DISRUPTION_ENDPOINTS.refund, staff, { orderIds: [two.id, booked.id, one.id] });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TDisruptionBatchResult>();
    expect(result.results.map((item) => [item.pnr, item.outcome, item.amount ?? item.code])).toEqual([
      [two.pnr, 'refunded', two.totals.paid],
      [booked.pnr, 'cancelled', 0],
      // Moved away before: no longer on this flight.
      [one.pnr, 'failed', 'DISRUPTION_ORDER_NOT_AFFECTED'],
    ]);
    expect(await balanceOf(agentRu.user.id)).toBe(before + two.totals.paid);
    const penalties = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.orderReference, two.pnr), eq(balanceEntries.kind, 'penalty')));
    expect(penalties.every((entry) => entry.amount === 0)).toBe(true);
    const statuses = await db().select({ id: orders.id, status: orders.status }).from(orders);
    expect(
      statuses
        .filter((row) => [two.id, booked.id].includes(row.id))
        .map((row) => row.status)
        .sort(),
    ).toEqual(['cancelled', 'refunded']);
    expect(await seatsOf(classId)).toEqual({ ...sourceBefore, sold: sourceBefore.sold - 3 });
    const view = (await call(DISRUPTION_ENDPOINTS.view, staff)).json<TDisruptionView>();
    expect(view.orders).toEqual([]);
    expect(view.batches.map((batch) => [batch.action, batch.done, batch.failed])).toEqual([
      ['refund', 2, 1],
      ['move', 1, 0],
      ['move', 1, 1],
      ['notify', 2, 0],
    ]);
  });
});
