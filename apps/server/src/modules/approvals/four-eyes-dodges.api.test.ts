import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ENDPOINTS,
  APPROVAL_ENDPOINTS,
  DISRUPTION_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  USER_ENDPOINTS,
  type TApprovalRequest,
  type TDisruptionBatchResult,
  type TDisruptionView,
  type TErrorBody,
  type TFlightOrder,
  type TPendingApproval,
  type TProfile,
} from '@frs/contract';
import { approvalRequests, history, orders, userNotices, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { createUser, loginAs, userWithToken } from '../../../test/factories';
import { createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
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

/**
 * Four-eyes that cannot be dodged (issue 30): a disruption refund is penalty-free only for a material change and goes
 * through the same gate as any refund; discounts and refunds are measured together since the order was sold, so
 * small steps cannot add up past the threshold; removing a ticketed passenger is a refund too; a request whose order
 * changed is closed, never left pending; and an approver must be independent of the requester.
 */

let testApp: TTestApp;
let setup: TFlightSetup;
type TSession = Awaited<ReturnType<typeof userWithToken>>;
let superAdmin: TSession;
let otherSuperAdmin: TSession;
let admin: TSession;
let secondAdmin: TSession;
let agent: TSession;
const db = () => testApp.database.db;
const app = () => testApp.app;

/** 1,000.00 AMD: both thresholds. */
const THRESHOLD = 100_000;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  [superAdmin, otherSuperAdmin, admin, secondAdmin, agent] = await Promise.all([
    userWithToken(app(), db(), 'Super Admin'),
    userWithToken(app(), db(), 'Super Admin'),
    userWithToken(app(), db(), 'Admin'),
    userWithToken(app(), db(), 'Admin'),
    userWithToken(app(), db(), 'user', { balance: 2_000_000_000 }),
  ]);
});
afterAll(async () => {
  await app().close();
});
beforeEach(async () => {
  const saved = await injectEndpoint(app(), APPROVAL_ENDPOINTS.updateSettings, {
    body: { discountThreshold: THRESHOLD, refundThreshold: THRESHOLD, materialChangeMinutes: 120 },
    headers: superAdmin.headers,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

const english = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });

async function ticketedOrder(adults = 1, flightClassId?: number): Promise<TFlightOrder> {
  const classId = flightClassId ?? (await sellableClass(db(), setup)).flightClass.id;
  const passengers = Array.from({ length: adults }, () => passengerInput('adult'));
  const held = await preOrder(app(), agent.headers, preOrderBody([classId], passengers));
  return orderAs(app(), agent.headers, held.id, 'ticketing');
}

async function orderRow(id: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function requestRow(id: number) {
  const [row] = await db().select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return row!;
}

const approve = (id: number, who: TSession) =>
  injectEndpoint(app(), APPROVAL_ENDPOINTS.approve, { params: { id }, body: {}, headers: english(who.headers) });

describe('discounts and refunds are measured together since the order was sold', () => {
  it('holds the second of several discounts of 900.00 AMD once they pass 1,000.00 together', async () => {
    const order = await ticketedOrder();
    const discount = (amount: number) =>
      injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.editDiscount, {
        params: { id: order.id },
        body: { discount: amount, reason: 'Step' },
        headers: admin.headers,
      });
    const first = await discount(90_000);
    expect(first.statusCode, first.body).toBe(200);
    const second = await discount(180_000);
    expect(second.statusCode, second.body).toBe(202);
    expect(second.json<TPendingApproval>().approval).toMatchObject({
      kind: 'flightDiscount',
      amount: 90_000,
      cumulativeAmount: 180_000,
    });
    expect((await orderRow(order.id)).discount).toBe(90_000);
    // Lowering a discount gives nothing away: it counts by itself.
    const lower = await discount(10_000);
    expect(lower.statusCode, lower.body).toBe(200);
  });

  it('holds a refund once the order’s refunds together pass the threshold', async () => {
    const order = await ticketedOrder(3);
    const [first, second, third] = order.passengers;
    // What each refund gives back: the passenger's price less a penalty chosen to leave 600.00 AMD.
    const refund = (passengerId: number) => {
      const price = order.passengers.find((passenger) => passenger.id === passengerId)!.price.net;
      return injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.refund, {
        params: { id: order.id },
        body: { passengerIds: [passengerId], penalties: [{ passengerId, penalty: price - 60_000 }] },
        headers: admin.headers,
      });
    };
    expect((await refund(first!.id)).statusCode).toBe(200);
    const held = await refund(second!.id);
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json<TPendingApproval>().approval).toMatchObject({
      kind: 'flightRefund',
      amount: 60_000,
      cumulativeAmount: 120_000,
    });
    expect((await orderRow(order.id)).refunded).toBe(60_000);

    // Removing a ticketed passenger refunds them: held the same way, and done when another admin approves.
    const removal = await injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.removePassenger, {
      params: { flightId: order.segments[0]!.flight.id, passengerId: third!.id },
      headers: admin.headers,
    });
    expect(removal.statusCode, removal.body).toBe(202);
    const removalRequest = removal.json<TPendingApproval>().approval;
    expect(removalRequest.kind).toBe('flightPassengerRemoval');
    expect((await approve(removalRequest.id, secondAdmin)).statusCode).toBe(200);
    const after = await orderRow(order.id);
    expect(after.refunded).toBeGreaterThan(60_000);
    // The removal changed the order: the refund request still pending on it is closed, not left to be approved.
    expect(await requestRow(held.json<TPendingApproval>().approval.id)).toMatchObject({
      status: 'closed',
      closeReason: 'amounts',
    });
  });
});

describe('a request whose order changed is closed', () => {
  it('closes a pending discount when the booking is ticketed, with a reason and a history row', async () => {
    const { flightClass } = await sellableClass(db(), setup);
    const held = await preOrder(app(), agent.headers, preOrderBody([flightClass.id]));
    const booked = await orderAs(app(), agent.headers, held.id, 'booking');
    const discount = await injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.editDiscount, {
      params: { id: booked.id },
      body: { discount: 500_000, reason: 'Group' },
      headers: admin.headers,
    });
    expect(discount.statusCode, discount.body).toBe(202);
    const requestId = discount.json<TPendingApproval>().approval.id;
    const ticketing = await injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, {
      params: { id: booked.id },
      headers: agent.headers,
    });
    expect(ticketing.statusCode, ticketing.body).toBe(200);
    expect(await requestRow(requestId)).toMatchObject({ status: 'closed', closeReason: 'ticketed' });
    const [row] = await db()
      .select({ action: history.action, actorId: history.actorId, newValues: history.newValues })
      .from(history)
      .where(and(eq(history.entity, 'approvalRequest'), eq(history.entityId, String(requestId))))
      .orderBy(history.id)
      .offset(1);
    expect(row).toMatchObject({ action: 'close-approval', actorId: null, newValues: { closeReason: 'ticketed' } });
    const late = await approve(requestId, secondAdmin);
    expect(late.statusCode).toBe(409);
    expect(late.json<TErrorBody>().code).toBe('APPROVAL_DECIDED');
    expect((await orderRow(booked.id)).discount).toBe(0);
  });
});

describe('an approver independent of the requester', () => {
  it('refuses an account the requester created, or one created after the request, and tells the Super Admins', async () => {
    const target = await createUser(db());
    // An account of before the request (the requester's own agency account, say), to be promoted later.
    const promoted = await userWithToken(app(), db(), 'Viewer');
    const held = await injectEndpoint(app(), USER_ENDPOINTS.useBalance, {
      params: { id: target.id },
      body: { amount: 100_000_000, reason: 'Top-up' },
      headers: superAdmin.headers,
    });
    expect(held.statusCode).toBe(202);
    const requestId = held.json<TPendingApproval>().approval.id;

    const createAdmin = async (creator: TSession, email: string) => {
      const created = await injectEndpoint(app(), ACCOUNT_ENDPOINTS.createUser, {
        body: { email, role: 'Admin', contactNameSurname: 'New Admin' },
        headers: creator.headers,
      });
      expect(created.statusCode, created.body).toBe(201);
      const profile = created.json<TProfile>();
      // The set-password link's step, done here by copying a known password's hash.
      const [known] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, admin.user.id));
      await db().update(users).set({ passwordHash: known!.hash }).where(eq(users.id, profile.userId));
      const { token } = await loginAs(app(), email);
      return { id: profile.userId, headers: { authorization: `Bearer ${token}` } };
    };
    const puppet = await createAdmin(superAdmin, 'puppet@example.test');
    const refused = await approve(requestId, { headers: puppet.headers } as TSession);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<TErrorBody>()).toMatchObject({ code: 'APPROVAL_NOT_INDEPENDENT' });
    expect(refused.json<TErrorBody>().message).toMatch(/created by the requester/);
    // Made by someone else, but after the request: not independent either.
    const newcomer = await createAdmin(otherSuperAdmin, 'newcomer@example.test');
    expect((await approve(requestId, { headers: newcomer.headers } as TSession)).statusCode).toBe(403);
    const listed = await injectEndpoint(app(), APPROVAL_ENDPOINTS.list, { headers: newcomer.headers });
    expect(listed.json<{ result: TApprovalRequest[] }>().result.find((item) => item.id === requestId)).toMatchObject({
      canDecide: false,
    });
    expect((await requestRow(requestId)).status).toBe('pending');

    // Every other Super Admin heard of each new staff account, with a link to it.
    const notices = await db()
      .select({ userId: userNotices.userId, link: userNotices.link, text: userNotices.text })
      .from(userNotices)
      .where(eq(userNotices.kind, 'staffAccount'))
      .orderBy(userNotices.id);
    expect(notices.filter((notice) => notice.link === `/agents/${puppet.id}`).map((notice) => notice.userId)).toContain(
      otherSuperAdmin.user.id,
    );
    expect(
      notices.some((notice) => notice.userId === superAdmin.user.id && notice.link === `/agents/${puppet.id}`),
    ).toBe(false);
    expect(notices.find((notice) => notice.link === `/agents/${puppet.id}`)!.text.en).toContain('puppet@example.test');

    // An account of before the request, given a deciding role by the requester: not independent either.
    const promotion = await injectEndpoint(app(), USER_ENDPOINTS.update, {
      params: { id: promoted.user.id },
      body: { role: 'Admin' },
      headers: superAdmin.headers,
    });
    expect(promotion.statusCode, promotion.body).toBe(200);
    const promotedNow = await loginAs(app(), promoted.user.email);
    const byPromoted = await approve(requestId, {
      headers: { authorization: `Bearer ${promotedNow.token}` },
    } as TSession);
    expect(byPromoted.json<TErrorBody>().code).toBe('APPROVAL_NOT_INDEPENDENT');
    const [roleNotice] = await db()
      .select({ title: userNotices.title })
      .from(userNotices)
      .where(and(eq(userNotices.userId, otherSuperAdmin.user.id), eq(userNotices.link, `/agents/${promoted.user.id}`)));
    expect(roleNotice?.title.en).toBe('A staff role was given');

    // An admin that was there before, and made by no one, decides.
    expect((await approve(requestId, admin)).statusCode).toBe(200);
  });
});

describe('the disruption refund', () => {
  const retime = (flightId: number, minutes: number) => retimeFlight(app(), admin.headers, flightId, minutes);
  const disruption = (flightId: number) =>
    injectEndpoint(app(), DISRUPTION_ENDPOINTS.view, { params: { id: flightId }, headers: admin.headers });
  const refundBatch = (flightId: number, orderIds: number[], key?: string) =>
    injectEndpoint(app(), DISRUPTION_ENDPOINTS.refund, {
      params: { id: flightId },
      body: { orderIds },
      headers: english(admin.headers),
      ...(key ? { idempotencyKey: key } : {}),
    });

  it('is refused for a small retime, held for approval above the threshold, and never pays a held refund twice', async () => {
    const { flight, flightClass } = await sellableClass(db(), setup);
    const order = await ticketedOrder(1, flightClass.id);
    // The attack of issue 30: a refund held for approval ...
    const held = await injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: order.id },
      body: {},
      headers: admin.headers,
    });
    expect(held.statusCode).toBe(202);
    const heldId = held.json<TPendingApproval>().approval.id;
    // ... then the departure moved by 5 minutes: not material, so no penalty-free refund.
    await retime(flight.id, 5);
    const view = (await disruption(flight.id)).json<TDisruptionView>();
    expect(view.materialChangeMinutes).toBe(120);
    expect(view.orders.map((item) => [item.id, item.shiftMinutes, item.materialChange])).toEqual([[order.id, 5, null]]);
    const refused = await refundBatch(flight.id, [order.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TErrorBody>()).toMatchObject({ code: 'DISRUPTION_NOT_MATERIAL' });
    expect(refused.json<TErrorBody>().message).toContain('120 minutes');
    expect((await orderRow(order.id)).status).toBe('ticketed');

    // Three hours later than sold: material. The refund is held as a disruption refund naming the flight.
    await retime(flight.id, 175);
    const batch = await refundBatch(flight.id, [order.id], 'disruption-refund-1');
    expect(batch.statusCode, batch.body).toBe(200);
    const [result] = batch.json<TDisruptionBatchResult>().results;
    expect(result).toMatchObject({ orderId: order.id, outcome: 'pendingApproval', amount: order.totals.paid });
    const request = await injectEndpoint(app(), APPROVAL_ENDPOINTS.list, { headers: secondAdmin.headers });
    const disruptionRequest = request
      .json<{ result: TApprovalRequest[] }>()
      .result.find((item) => item.id === result!.approvalId)!;
    expect(disruptionRequest).toMatchObject({
      kind: 'disruptionRefund',
      status: 'pending',
      order: { id: order.id },
      flight: { id: flight.id, flightNumber: flight.flightNumber },
      amount: order.totals.paid,
    });
    expect((await orderRow(order.id)).status).toBe('ticketed');

    // Moved back to when it was sold: no longer material, so the approval fails and the request waits.
    await retime(flight.id, -180);
    expect((await disruption(flight.id)).json<TDisruptionView>().orders[0]!.materialChange).toBeNull();
    const notNow = await approve(disruptionRequest.id, secondAdmin);
    expect(notNow.statusCode).toBe(409);
    expect(notNow.json<TErrorBody>().code).toBe('DISRUPTION_NOT_MATERIAL');

    // Three hours late again: approved, the order is refunded in full, once, and the other held refund closes.
    await retime(flight.id, 180);
    const approved = await approve(disruptionRequest.id, secondAdmin);
    expect(approved.statusCode, approved.body).toBe(200);
    const refunded = await orderRow(order.id);
    expect(refunded).toMatchObject({ status: 'refunded', paid: 0, penalties: 0 });
    expect(await requestRow(heldId)).toMatchObject({ status: 'closed', closeReason: 'refunded' });
    expect((await approve(heldId, secondAdmin)).statusCode).toBe(409);
    // A replay of the batch answers its stored result; a new batch finds the order no longer on the flight.
    const replay = await refundBatch(flight.id, [order.id], 'disruption-refund-1');
    expect(replay.json()).toEqual(batch.json());
    const again = await refundBatch(flight.id, [order.id], 'disruption-refund-2');
    expect(again.json<TDisruptionBatchResult>().results[0]).toMatchObject({ code: 'DISRUPTION_ORDER_NOT_AFFECTED' });
    expect(await orderRow(order.id)).toEqual(refunded);
  });

  it('refunds at once below the threshold, and answers each order of a batch', async () => {
    await injectEndpoint(app(), APPROVAL_ENDPOINTS.updateSettings, {
      body: { discountThreshold: THRESHOLD, refundThreshold: null, materialChangeMinutes: 60 },
      headers: superAdmin.headers,
    });
    const { flight, flightClass } = await sellableClass(db(), setup);
    const early = await ticketedOrder(1, flightClass.id);
    await retime(flight.id, 90);
    // Sold after the retime: for this order the flight has not moved.
    const late = await ticketedOrder(1, flightClass.id);
    const batch = await refundBatch(flight.id, [early.id, late.id]);
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json<TDisruptionBatchResult>().results.map((item) => [item.pnr, item.outcome, item.code])).toEqual([
      [early.pnr, 'refunded', undefined],
      [late.pnr, 'failed', 'DISRUPTION_NOT_MATERIAL'],
    ]);
    expect((await orderRow(early.id)).status).toBe('refunded');
    expect((await orderRow(late.id)).status).toBe('ticketed');
  });
});
