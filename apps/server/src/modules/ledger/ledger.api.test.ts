import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_MINOR_AMOUNT,
  USER_ENDPOINTS,
  type TBalanceHistoryExportRequest,
  type TBalanceHistoryResponse,
  type TBalanceOperationResponse,
  type TEndpointDefinition,
  type TErrorBody,
} from '@frs/contract';
import { balanceEntries, history, users } from '../../db/schema';
import { callApproved } from '../../../test/approvals';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import { createUser, userWithToken } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;
let keyCounter = 0;
const freshKey = () => `key-${Date.now()}-${(keyCounter += 1)}`;

/**
 * A money call on a user (`key`: the Idempotency-Key, `null` for none), answered in English. A call that four-eyes
 * approval holds (use-balance, credit-limit) is approved by another admin and answers the operation's result.
 */
function money(
  endpoint: TEndpointDefinition,
  id: number,
  body: unknown,
  headers: Record<string, string>,
  key: string | null = freshKey(),
) {
  const call = { params: { id }, body, headers: { ...headers, 'accept-language': 'en' }, idempotencyKey: key };
  if (endpoint.mayAwaitApproval) return callApproved(testApp.app, db(), endpoint, call);
  return injectEndpoint(testApp.app, endpoint, call);
}

async function balanceOf(userId: number) {
  const [row] = await db().select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no user');
  return { balance: row.balance, creditLimit: row.creditLimit };
}

async function entriesOf(userId: number) {
  return db().select().from(balanceEntries).where(eq(balanceEntries.userId, userId)).orderBy(balanceEntries.id);
}

/** The ledger rule: the cached balance equals the sum of the entries. */
async function expectLedgerConsistent(userId: number) {
  const [row] = await db()
    .select({ total: sum(balanceEntries.amount) })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId));
  expect(Number(row?.total ?? 0)).toBe((await balanceOf(userId)).balance);
}

describe(endpointTitle(USER_ENDPOINTS.transfer), () => {
  it("moves money from the admin's balance to the agent: two entries, one history row", async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 1_000_000 });
    const agent = await createUser(db(), { balance: 5_000 });
    const response = await money(USER_ENDPOINTS.transfer, agent.id, { amount: 150_050, reason: 'May' }, admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<TBalanceOperationResponse>();
    expect(body).toMatchObject({ userId: agent.id, balance: 155_050, creditLimit: 0, actorBalance: 849_950 });
    expect(await balanceOf(agent.id)).toEqual({ balance: 155_050, creditLimit: 0 });
    expect((await balanceOf(admin.user.id)).balance).toBe(849_950);
    const agentEntries = await entriesOf(agent.id);
    expect(agentEntries.at(-1)).toMatchObject({
      id: body.entryId,
      kind: 'transfer-in',
      amount: 150_050,
      balanceAfter: 155_050,
      reason: 'May',
      actorId: admin.user.id,
      counterpartyId: admin.user.id,
    });
    expect((await entriesOf(admin.user.id)).at(-1)).toMatchObject({
      kind: 'transfer-out',
      amount: -150_050,
      balanceAfter: 849_950,
      counterpartyId: agent.id,
    });
    await expectLedgerConsistent(agent.id);
    await expectLedgerConsistent(admin.user.id);
    const [row] = await db().select().from(history).where(eq(history.action, 'transfer'));
    expect(row).toMatchObject({ actorId: admin.user.id, entityId: String(agent.id) });
  });

  it('refuses negative, zero, fractional, over-12-digit and non-numeric amounts with field errors', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Super Admin', { balance: 1_000_000 });
    const agent = await createUser(db());
    const cases: [unknown, string][] = [
      [-100, 'The value must be positive'],
      [0, 'The value must be positive'],
      [10.5, 'Enter a whole number'],
      [MAX_MINOR_AMOUNT + 1, `Maximum ${MAX_MINOR_AMOUNT}`],
      ['100', 'Enter a number'],
      [undefined, 'Field is required'],
    ];
    for (const [amount, message] of cases) {
      const response = await money(USER_ENDPOINTS.transfer, agent.id, { amount }, admin.headers);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json<TErrorBody>().errors, String(amount)).toEqual({ amount: message });
    }
    expect(await entriesOf(agent.id)).toEqual([]);
    expect((await balanceOf(admin.user.id)).balance).toBe(1_000_000);
  });

  it("refuses more than the admin's balance, an agent that is not approved, a non-agent and unknown ids", async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 10_000 });
    const agent = await createUser(db());
    const over = await money(USER_ENDPOINTS.transfer, agent.id, { amount: 10_001 }, admin.headers);
    expect(over.statusCode).toBe(409);
    expect(over.json<TErrorBody>()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      errors: { amount: 'The amount is more than the available balance' },
    });
    for (const status of ['not_verified', 'verified', 'rejected', 'blocked'] as const) {
      const pending = await createUser(db(), { status });
      const response = await money(USER_ENDPOINTS.transfer, pending.id, { amount: 100 }, admin.headers);
      expect(response.statusCode, status).toBe(409);
      expect(response.json<TErrorBody>().message).toBe('The agent is not approved');
    }
    const viewer = await createUser(db(), { role: 'Viewer' });
    const notAgent = await money(USER_ENDPOINTS.transfer, viewer.id, { amount: 100 }, admin.headers);
    expect(notAgent.json<TErrorBody>().code).toBe('NOT_AN_AGENT');
    expect((await money(USER_ENDPOINTS.transfer, 999999, { amount: 100 }, admin.headers)).statusCode).toBe(404);
    expect((await balanceOf(admin.user.id)).balance).toBe(10_000);
    expect(await entriesOf(agent.id)).toEqual([]);
    // The whole balance may go.
    expect((await money(USER_ENDPOINTS.transfer, agent.id, { amount: 10_000 }, admin.headers)).statusCode).toBe(200);
    expect((await balanceOf(admin.user.id)).balance).toBe(0);
  });

  it('needs an Idempotency-Key; a replay answers the same and moves nothing; another body is 422', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 100_000 });
    const agent = await createUser(db());
    const missing = await money(USER_ENDPOINTS.transfer, agent.id, { amount: 100 }, admin.headers, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<TErrorBody>().errors).toEqual({ 'idempotency-key': 'Field is required' });
    const key = freshKey();
    const first = await money(USER_ENDPOINTS.transfer, agent.id, { amount: 2_500 }, admin.headers, key);
    const replay = await money(USER_ENDPOINTS.transfer, agent.id, { amount: 2_500 }, admin.headers, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await entriesOf(agent.id)).toHaveLength(1);
    const other = await money(USER_ENDPOINTS.transfer, agent.id, { amount: 2_600 }, admin.headers, key);
    expect(other.statusCode).toBe(422);
    expect(other.json<TErrorBody>().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const elsewhere = await money(
      USER_ENDPOINTS.useBalance,
      agent.id,
      { amount: 2_500, reason: 'x' },
      admin.headers,
      key,
    );
    expect(elsewhere.statusCode).toBe(403);
    expect((await balanceOf(agent.id)).balance).toBe(2_500);
  });

  it('makes exactly one entry for 20 concurrent replays of one key', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 1_000_000 });
    const agent = await createUser(db());
    const key = freshKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => money(USER_ENDPOINTS.transfer, agent.id, { amount: 777 }, admin.headers, key)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const [row] = await db()
      .select({ entries: count() })
      .from(balanceEntries)
      .where(eq(balanceEntries.userId, agent.id));
    expect(row?.entries).toBe(1);
    expect((await balanceOf(agent.id)).balance).toBe(777);
    expect((await balanceOf(admin.user.id)).balance).toBe(1_000_000 - 777);
    await expectLedgerConsistent(admin.user.id);
  });

  it('lets concurrent transfers of different keys never take the admin below zero', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 10_000 });
    const agent = await createUser(db());
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => money(USER_ENDPOINTS.transfer, agent.id, { amount: 1_000 }, admin.headers)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect((await balanceOf(admin.user.id)).balance).toBe(0);
    expect((await balanceOf(agent.id)).balance).toBe(10_000);
    await expectLedgerConsistent(agent.id);
    await expectLedgerConsistent(admin.user.id);
  });
});

describe(endpointTitle(USER_ENDPOINTS.useBalance), () => {
  it('tops up and charges with a reason, down to minus the credit limit and no further', async () => {
    const superAdmin = await userWithToken(testApp.app, db(), 'Super Admin');
    const agent = await createUser(db(), { balance: 1_000, creditLimit: 5_000 });
    const topUp = await money(
      USER_ENDPOINTS.useBalance,
      agent.id,
      { amount: 4_000, reason: 'Bank transfer' },
      superAdmin.headers,
    );
    expect(topUp.json<TBalanceOperationResponse>()).toMatchObject({ balance: 5_000, actorBalance: null });
    const charge = await money(
      USER_ENDPOINTS.useBalance,
      agent.id,
      { amount: -10_000, reason: 'Penalty' },
      superAdmin.headers,
    );
    expect(charge.statusCode).toBe(200);
    expect((await balanceOf(agent.id)).balance).toBe(-5_000);
    const beyond = await money(
      USER_ENDPOINTS.useBalance,
      agent.id,
      { amount: -1, reason: 'One more' },
      superAdmin.headers,
    );
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json<TErrorBody>()).toMatchObject({
      code: 'CREDIT_LIMIT_EXCEEDED',
      errors: { amount: 'The balance would fall below the credit limit' },
    });
    const kinds = (await entriesOf(agent.id)).map((entry) => [entry.kind, entry.amount, entry.reason]);
    expect(kinds.slice(1)).toEqual([
      ['top-up', 4_000, 'Bank transfer'],
      ['use', -10_000, 'Penalty'],
    ]);
    await expectLedgerConsistent(agent.id);
  });

  it('requires a reason and a non-zero amount; an Admin may not use it', async () => {
    const superAdmin = await userWithToken(testApp.app, db(), 'Super Admin');
    const agent = await createUser(db());
    const response = await money(USER_ENDPOINTS.useBalance, agent.id, { amount: 0, reason: '  ' }, superAdmin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      amount: 'The value cannot be zero',
      reason: 'Field cannot be blank',
    });
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const forbidden = await money(USER_ENDPOINTS.useBalance, agent.id, { amount: 100, reason: 'x' }, admin.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(await entriesOf(agent.id)).toEqual([]);
  });
});

describe(endpointTitle(USER_ENDPOINTS.creditLimit), () => {
  it('writes the change as a ledger entry, and refuses a limit below the current debt', async () => {
    const superAdmin = await userWithToken(testApp.app, db(), 'Super Admin');
    const agent = await createUser(db());
    const set = await money(
      USER_ENDPOINTS.creditLimit,
      agent.id,
      { creditLimit: 50_000, reason: 'Trusted' },
      superAdmin.headers,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json<TBalanceOperationResponse>()).toMatchObject({ balance: 0, creditLimit: 50_000 });
    expect((await entriesOf(agent.id)).at(-1)).toMatchObject({
      kind: 'credit-limit',
      amount: 0,
      balanceAfter: 0,
      creditLimitAfter: 50_000,
      reason: 'Trusted',
    });
    await money(USER_ENDPOINTS.useBalance, agent.id, { amount: -30_000, reason: 'Charge' }, superAdmin.headers);
    const below = await money(USER_ENDPOINTS.creditLimit, agent.id, { creditLimit: 29_999 }, superAdmin.headers);
    expect(below.statusCode).toBe(409);
    expect(below.json<TErrorBody>().errors).toEqual({
      creditLimit: 'The credit limit cannot be less than the current debt',
    });
    expect(
      (await money(USER_ENDPOINTS.creditLimit, agent.id, { creditLimit: 30_000 }, superAdmin.headers)).statusCode,
    ).toBe(200);
    const negative = await money(USER_ENDPOINTS.creditLimit, agent.id, { creditLimit: -1 }, superAdmin.headers);
    expect(negative.json<TErrorBody>().errors).toEqual({ creditLimit: 'The value cannot be negative' });
    expect(await balanceOf(agent.id)).toEqual({ balance: -30_000, creditLimit: 30_000 });
    await expectLedgerConsistent(agent.id);
  });
});

describe(endpointTitle(USER_ENDPOINTS.balanceHistory), () => {
  it('pages the entries newest first within a period, naming the other side of transfers', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 100_000 });
    const agent = await userWithToken(testApp.app, db(), 'user');
    for (const amount of [100, 200, 300]) {
      await money(USER_ENDPOINTS.transfer, agent.user.id, { amount }, admin.headers);
    }
    const history = (body: object, headers = agent.headers, id = agent.user.id) =>
      injectEndpoint(testApp.app, USER_ENDPOINTS.balanceHistory, { params: { id }, body, headers });
    const page = await history({ page: 0, pageSize: 2 });
    expect(page.statusCode).toBe(200);
    const body = page.json<TBalanceHistoryResponse>();
    expect(body.count).toBe(3);
    expect(body.result.map((entry) => entry.amount)).toEqual([300, 200]);
    expect(body.result[0]).toMatchObject({
      kind: 'transfer-in',
      balanceAfter: 600,
      counterparty: { userId: admin.user.id },
      actor: { userId: admin.user.id },
    });
    const ascending = await history({ sortOrder: 'asc', page: 1, pageSize: 2 });
    expect(ascending.json<TBalanceHistoryResponse>().result.map((entry) => entry.amount)).toEqual([300]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await history({ from: future })).json<TBalanceHistoryResponse>().count).toBe(0);
    expect((await history({ to: future })).json<TBalanceHistoryResponse>().count).toBe(3);
    const backwards = await history({ from: future, to: new Date().toISOString() });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<TErrorBody>().errors).toHaveProperty('to');
    // Admins see it; another agent gets 404.
    expect((await history({}, admin.headers)).statusCode).toBe(200);
    const stranger = await userWithToken(testApp.app, db(), 'user');
    expect((await history({}, stranger.headers)).statusCode).toBe(404);
    expect((await history({}, admin.headers, 999_999)).statusCode).toBe(404);
  });

  it('exports exactly the period’s entries as CSV and XLSX; another agent’s history is a 404', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin', { balance: 100_000 });
    const agent = await userWithToken(testApp.app, db(), 'user');
    for (const [amount, reason] of [
      [100, 'First'],
      [200, 'Second'],
      [300, '=Third'],
    ] as const) {
      await money(USER_ENDPOINTS.transfer, agent.user.id, { amount, reason }, admin.headers);
    }
    // The period starts at the second entry: the first is left out of the page and the export alike.
    const from = (await entriesOf(agent.user.id))[1]!.createdAt.toISOString();
    const exportOf = (body: TBalanceHistoryExportRequest, headers = agent.headers, id = agent.user.id) =>
      injectEndpoint(testApp.app, USER_ENDPOINTS.balanceHistoryExport, {
        params: { id },
        body,
        headers: { ...headers, 'accept-language': 'en' },
      });
    const page = await injectEndpoint(testApp.app, USER_ENDPOINTS.balanceHistory, {
      params: { id: agent.user.id },
      body: { from },
      headers: agent.headers,
    });
    expect(page.json<TBalanceHistoryResponse>().result.map((entry) => entry.amount)).toEqual([300, 200]);

    const csv = await exportOf({ from });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`filename="balance-history-${agent.user.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const rows = await readExport(csv.rawPayload, 'csv');
    expect(rows[0]).toEqual([
      'Date',
      'Kind',
      'Reason',
      'Amount (AMD)',
      'Balance after (AMD)',
      'Credit limit after (AMD)',
      'Order PNR',
      'By',
      'Counterparty',
      'Comment',
    ]);
    expect(rows.slice(1).map((row) => [row[1], row[3], row[4], row[9]])).toEqual([
      ['Transfer received', '3.00', '6.00', "'=Third"],
      ['Transfer received', '2.00', '3.00', 'Second'],
    ]);
    const xlsx = await exportOf({ from, sortOrder: 'asc', format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    const xlsxRows = await readExport(xlsx.rawPayload, 'xlsx');
    expect(xlsxRows.slice(1).map((row) => [row[3], row[9]])).toEqual([
      ['2', 'Second'],
      ['3', '=Third'],
    ]);

    expect((await exportOf({}, admin.headers)).statusCode).toBe(200);
    const stranger = await userWithToken(testApp.app, db(), 'user');
    expect((await exportOf({}, stranger.headers)).statusCode).toBe(404);
    expect((await exportOf({}, admin.headers, 999_999)).statusCode).toBe(404);
    const backwards = await exportOf({ from, to: new Date(0).toISOString() });
    expect(backwards.json<TErrorBody>().errors).toHaveProperty('to');
  });
});
