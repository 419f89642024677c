import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  USER_ENDPOINTS,
  type TApprovalListResponse,
  type TApprovalRequest,
  type TErrorBody,
  type TFlightOrder,
  type TPendingApproval,
} from '@frs/contract';
import { approvalRequests, balanceEntries, history, orders, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { createUser, userWithToken } from '../../../test/factories';
import { createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import { orderAs, preOrder, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Four-eyes approval (issue 19): a held operation moves nothing until another staff member approves it, the
 * requester can never approve it, and an approval runs it exactly once.
 */

let testApp: TTestApp;
let setup: TFlightSetup;
type TStaff = Awaited<ReturnType<typeof userWithToken>>;
let superAdmin: TStaff;
let admin: TStaff;
let secondAdmin: TStaff;
let agentSession: TStaff;
let viewer: TStaff;
const db = () => testApp.database.db;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  [superAdmin, admin, secondAdmin, agentSession, viewer] = await Promise.all([
    userWithToken(app(), db(), 'Super Admin'),
    userWithToken(app(), db(), 'Admin'),
    userWithToken(app(), db(), 'Admin'),
    userWithToken(app(), db(), 'user'),
    userWithToken(app(), db(), 'Viewer'),
  ]);
});
afterAll(async () => {
  await app().close();
});

const english = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });

async function moneyOf(agentId: number) {
  const [user] = await db()
    .select({ balance: users.balance, creditLimit: users.creditLimit })
    .from(users)
    .where(eq(users.id, agentId));
  const [entries] = await db().select({ n: count() }).from(balanceEntries).where(eq(balanceEntries.userId, agentId));
  return { ...user!, entries: entries!.n };
}

function decide(
  endpoint: typeof APPROVAL_ENDPOINTS.approve | typeof APPROVAL_ENDPOINTS.reject,
  id: number,
  who: TStaff,
  body: object = {},
  idempotencyKey?: string,
) {
  return injectEndpoint(app(), endpoint, {
    params: { id },
    body,
    headers: english(who.headers),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

async function historyOf(requestId: number) {
  const rows = await db()
    .select({ action: history.action, actorId: history.actorId })
    .from(history)
    .where(and(eq(history.entity, 'approvalRequest'), eq(history.entityId, String(requestId))))
    .orderBy(history.id);
  return rows.map((row) => [row.action, row.actorId]);
}

describe('four-eyes approval of manual balance changes', () => {
  it('holds the change, refuses the requester, and runs it once on another admin’s approval', async () => {
    const agent = await createUser(db(), { balance: 10_000 });
    const before = await moneyOf(agent.id);
    const call = {
      params: { id: agent.id },
      body: { amount: 25_000, reason: 'Bank transfer 17' },
      headers: english(superAdmin.headers),
      idempotencyKey: 'top-up-17',
    };
    const held = await injectEndpoint(app(), USER_ENDPOINTS.useBalance, call);
    expect(held.statusCode).toBe(202);
    const { approval } = held.json<TPendingApproval>();
    expect(approval).toMatchObject({
      kind: 'useBalance',
      status: 'pending',
      agent: { userId: agent.id },
      amount: 25_000,
      oldValue: 10_000,
      newValue: 35_000,
      note: 'Bank transfer 17',
      requestedBy: { userId: superAdmin.user.id },
      canCancel: true,
      canDecide: false,
    });
    // Nothing moved; a replay answers the same request, never a second one.
    expect(await moneyOf(agent.id)).toEqual(before);
    const replay = await injectEndpoint(app(), USER_ENDPOINTS.useBalance, call);
    expect(replay.statusCode).toBe(202);
    expect(replay.json<TPendingApproval>().approval.id).toBe(approval.id);
    const [rows] = await db()
      .select({ n: count() })
      .from(approvalRequests)
      .where(eq(approvalRequests.requesterId, superAdmin.user.id));
    expect(rows!.n).toBe(1);

    // The requester may not approve (nor reject) its own request.
    const own = await decide(APPROVAL_ENDPOINTS.approve, approval.id, superAdmin);
    expect(own.statusCode).toBe(403);
    expect(own.json<TErrorBody>()).toMatchObject({ code: 'APPROVAL_OWN_REQUEST' });
    expect(own.json<TErrorBody>().message).toMatch(/your own request/);
    expect((await decide(APPROVAL_ENDPOINTS.reject, approval.id, superAdmin, { reason: 'no' })).statusCode).toBe(403);
    // Agents never reach approvals; a Viewer reads but does not decide.
    expect((await injectEndpoint(app(), APPROVAL_ENDPOINTS.list, { headers: agentSession.headers })).statusCode).toBe(
      403,
    );
    expect((await decide(APPROVAL_ENDPOINTS.approve, approval.id, agentSession)).statusCode).toBe(403);
    expect((await decide(APPROVAL_ENDPOINTS.approve, approval.id, viewer)).statusCode).toBe(403);
    const listed = await injectEndpoint(app(), APPROVAL_ENDPOINTS.list, { headers: viewer.headers });
    expect(listed.json<TApprovalListResponse>().result[0]).toMatchObject({ id: approval.id, canDecide: false });
    expect(await moneyOf(agent.id)).toEqual(before);

    // Another admin approves: the top-up runs now, once, as the requester's.
    const approved = await decide(APPROVAL_ENDPOINTS.approve, approval.id, admin, { reason: 'Seen' }, 'approve-17');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<TApprovalRequest>()).toMatchObject({
      status: 'approved',
      decidedBy: { userId: admin.user.id },
      decisionReason: 'Seen',
    });
    const after = await moneyOf(agent.id);
    expect(after).toEqual({ ...before, balance: 35_000, entries: before.entries + 1 });
    const [entry] = await db()
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.userId, agent.id))
      .orderBy(balanceEntries.id)
      .limit(1)
      .offset(before.entries);
    expect(entry).toMatchObject({ kind: 'top-up', amount: 25_000, actorId: superAdmin.user.id });

    // Replays move nothing again: the approval's, the original call's (now answering the result), another approval.
    expect(
      (await decide(APPROVAL_ENDPOINTS.approve, approval.id, admin, { reason: 'Seen' }, 'approve-17')).json(),
    ).toEqual(approved.json());
    const done = await injectEndpoint(app(), USER_ENDPOINTS.useBalance, call);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'done', balance: 35_000 });
    const again = await decide(APPROVAL_ENDPOINTS.approve, approval.id, secondAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json<TErrorBody>().code).toBe('APPROVAL_DECIDED');
    expect(await moneyOf(agent.id)).toEqual(after);

    // Everything is in the history: the request and the approval by their people, the top-up by the requester.
    expect(await historyOf(approval.id)).toEqual([
      ['request-approval', superAdmin.user.id],
      ['approve', admin.user.id],
    ]);
    const [topUp] = await db()
      .select({ actorId: history.actorId })
      .from(history)
      .where(and(eq(history.entity, 'user'), eq(history.entityId, String(agent.id)), eq(history.action, 'top-up')));
    expect(topUp?.actorId).toBe(superAdmin.user.id);
  });

  it('lets one of two concurrent approvals win; a rejection and a withdrawal move nothing', async () => {
    const agent = await createUser(db());
    const before = await moneyOf(agent.id);
    const request = async (creditLimit: number) => {
      const response = await injectEndpoint(app(), USER_ENDPOINTS.creditLimit, {
        params: { id: agent.id },
        body: { creditLimit, reason: 'Season' },
        headers: superAdmin.headers,
      });
      expect(response.statusCode).toBe(202);
      return response.json<TPendingApproval>().approval.id;
    };
    // Concurrent calls under one key make one request.
    const sameKey = () =>
      injectEndpoint(app(), USER_ENDPOINTS.creditLimit, {
        params: { id: agent.id },
        body: { creditLimit: 80_000, reason: 'Season' },
        headers: superAdmin.headers,
        idempotencyKey: `limit-${agent.id}`,
      });
    const twins = await Promise.all([sameKey(), sameKey(), sameKey()]);
    expect(twins.map((twin) => twin.statusCode)).toEqual([202, 202, 202]);
    const raced = twins[0]!.json<TPendingApproval>().approval.id;
    expect(new Set(twins.map((twin) => twin.json<TPendingApproval>().approval.id))).toEqual(new Set([raced]));
    const answers = await Promise.all([
      decide(APPROVAL_ENDPOINTS.approve, raced, admin),
      decide(APPROVAL_ENDPOINTS.approve, raced, secondAdmin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const afterApproval = await moneyOf(agent.id);
    expect(afterApproval).toEqual({ ...before, creditLimit: 80_000, entries: before.entries + 1 });

    const rejected = await request(90_000);
    const noReason = await decide(APPROVAL_ENDPOINTS.reject, rejected, admin, {});
    expect(noReason.statusCode).toBe(400);
    const rejection = await decide(APPROVAL_ENDPOINTS.reject, rejected, admin, { reason: 'Too much' });
    expect(rejection.json<TApprovalRequest>()).toMatchObject({ status: 'rejected', decisionReason: 'Too much' });
    expect(await historyOf(rejected)).toEqual([
      ['request-approval', superAdmin.user.id],
      ['reject', admin.user.id],
    ]);

    const withdrawn = await request(95_000);
    const cancelBy = (who: TStaff) =>
      injectEndpoint(app(), APPROVAL_ENDPOINTS.cancel, { params: { id: withdrawn }, headers: who.headers });
    expect((await cancelBy(admin)).statusCode).toBe(403);
    expect((await cancelBy(superAdmin)).json<TApprovalRequest>().status).toBe('cancelled');
    expect((await decide(APPROVAL_ENDPOINTS.approve, withdrawn, admin)).statusCode).toBe(409);
    expect(await moneyOf(agent.id)).toEqual(afterApproval);
  });

  it('answers the operation’s error when it no longer holds, and leaves the request pending', async () => {
    const agent = await createUser(db(), { balance: 5_000 });
    const charge = async () => {
      const response = await injectEndpoint(app(), USER_ENDPOINTS.useBalance, {
        params: { id: agent.id },
        body: { amount: -5_000, reason: 'Charge' },
        headers: superAdmin.headers,
      });
      return response.json<TPendingApproval>().approval.id;
    };
    const [first, second] = [await charge(), await charge()];
    expect((await decide(APPROVAL_ENDPOINTS.approve, first, admin)).statusCode).toBe(200);
    const refused = await decide(APPROVAL_ENDPOINTS.approve, second, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TErrorBody>().code).toBe('CREDIT_LIMIT_EXCEEDED');
    const [row] = await db().select().from(approvalRequests).where(eq(approvalRequests.id, second));
    expect(row?.status).toBe('pending');
    expect((await moneyOf(agent.id)).balance).toBe(0);
  });
});

describe('four-eyes approval above the thresholds', () => {
  it('acts at once below the thresholds and holds discounts and refunds above them', async () => {
    const settings = { discountThreshold: 50_000, refundThreshold: 100_000, materialChangeMinutes: 120 };
    const byAdmin = await injectEndpoint(app(), APPROVAL_ENDPOINTS.updateSettings, {
      body: settings,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(403);
    const saved = await injectEndpoint(app(), APPROVAL_ENDPOINTS.updateSettings, {
      body: settings,
      headers: superAdmin.headers,
    });
    expect(saved.json()).toEqual(settings);
    expect((await injectEndpoint(app(), APPROVAL_ENDPOINTS.settings, { headers: admin.headers })).json()).toEqual(
      settings,
    );

    const agent = await userWithToken(app(), db(), 'user', { balance: 500_000_000 });
    const { flightClass } = await sellableClass(db(), setup);
    const held = await preOrder(app(), agent.headers, preOrderBody([flightClass.id]));
    const order = await orderAs(app(), agent.headers, held.id, 'ticketing');
    const orderRow = async () => {
      const [row] = await db()
        .select({ payable: orders.payable, paid: orders.paid, status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id));
      return row!;
    };
    const discount = (amount: number) =>
      injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.editDiscount, {
        params: { id: order.id },
        body: { discount: amount, reason: 'Loyal client' },
        headers: admin.headers,
      });

    // A discount of 500 AMD (50 000 minor units: at the threshold, not above) acts at once.
    const small = await discount(50_000);
    expect(small.statusCode).toBe(200);
    expect(small.json<TFlightOrder & { outcome: string }>()).toMatchObject({
      outcome: 'done',
      totals: { discount: 50_000 },
    });
    const afterSmall = await orderRow();
    const moneyAfterSmall = await moneyOf(agent.user.id);

    // Above it: held, and nothing moves (price, ledger) until approved.
    const large = await discount(150_000);
    expect(large.statusCode).toBe(202);
    const { approval } = large.json<TPendingApproval>();
    expect(approval).toMatchObject({
      kind: 'flightDiscount',
      order: { id: order.id, pnr: order.pnr, productLine: 'flight' },
      amount: 100_000,
      oldValue: afterSmall.payable,
      newValue: afterSmall.payable - 100_000,
    });
    expect(await orderRow()).toEqual(afterSmall);
    expect(await moneyOf(agent.user.id)).toEqual(moneyAfterSmall);
    expect((await decide(APPROVAL_ENDPOINTS.approve, approval.id, admin)).statusCode).toBe(403);
    expect((await decide(APPROVAL_ENDPOINTS.approve, approval.id, superAdmin)).statusCode).toBe(200);
    const afterLarge = await orderRow();
    expect(afterLarge.payable).toBe(afterSmall.payable - 100_000);
    expect((await moneyOf(agent.user.id)).balance).toBe(moneyAfterSmall.balance + 100_000);

    // A refund of the whole order gives back more than the threshold: held, then rejected; nothing moves.
    const refund = await injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: order.id },
      body: {},
      headers: admin.headers,
    });
    expect(refund.statusCode).toBe(202);
    const refundRequest = refund.json<TPendingApproval>().approval;
    expect(refundRequest).toMatchObject({ kind: 'flightRefund', oldValue: afterLarge.paid });
    expect(refundRequest.amount).toBeGreaterThan(100_000);
    expect((await decide(APPROVAL_ENDPOINTS.reject, refundRequest.id, superAdmin, { reason: 'No' })).statusCode).toBe(
      200,
    );
    expect(await orderRow()).toEqual(afterLarge);

    // With no threshold the same refund acts at once.
    await injectEndpoint(app(), APPROVAL_ENDPOINTS.updateSettings, {
      body: { discountThreshold: 50_000, refundThreshold: null, materialChangeMinutes: 120 },
      headers: superAdmin.headers,
    });
    const direct = await injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: order.id },
      body: {},
      headers: admin.headers,
    });
    expect(direct.statusCode).toBe(200);
    expect((await orderRow()).status).toBe('refunded');
  });
});
