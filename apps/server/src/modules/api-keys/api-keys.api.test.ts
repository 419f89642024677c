import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_KEY_DISPLAY_LENGTH,
  DEVELOPER_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  HISTORY_ENDPOINTS,
  KEY_CALLS_SHOWN,
  MAX_API_KEYS,
  USER_ENDPOINTS,
  type TApiKey,
  type TApiKeyCall,
  type TApiKeyCreated,
  type TApiKeyCreateRequest,
  type TApiKeyScope,
  type TFlightOrder,
  type THistoryListResponse,
} from '@frs/contract';
import { apiKeyCalls, apiKeys, history, users } from '../../db/schema';
import { injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import { preOrder, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { secretHashOf } from './api-keys-service';

/**
 * Issue 33: an agency's API keys, end to end on the real app: created (the secret shown once, only its hash kept),
 * listed, revoked; a key acts as its agent within its scopes, from its addresses, within its rate limits; its calls
 * are logged and the history rows of its changes carry its name.
 */

let testApp: TTestApp;
let setup: TFlightSetup;
type TCaller = Awaited<ReturnType<typeof userWithToken>>;
let agent: TCaller;
let otherAgent: TCaller;
let admin: TCaller;
let viewer: TCaller;
const db = () => testApp.database.db;

/** Low limits, so that a burst is quick to spend: 30 calls (1 a second after), searches 3. */
const RATES = { calls: { perSecond: 1, burst: 30 }, searches: { perSecond: 0.5, burst: 3 } };

beforeAll(async () => {
  testApp = await createTestApp({ apiKeyRates: RATES });
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
  otherAgent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
  admin = await userWithToken(testApp.app, db(), 'Admin');
  viewer = await userWithToken(testApp.app, db(), 'Viewer');
});
afterAll(async () => {
  await testApp.app.close();
});

async function createKey(caller: TCaller, body: Partial<TApiKeyCreateRequest> = {}): Promise<TApiKeyCreated> {
  const response = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.createKey, {
    headers: caller.headers,
    body: { name: 'Shop site', scopes: ['search'], ...body },
  });
  if (response.statusCode !== 201) throw new Error(`key not created: ${response.statusCode} ${response.body}`);
  return response.json<TApiKeyCreated>();
}

/** A call made with a key's secret. */
function withKey(secret: string, endpoint: Parameters<typeof injectEndpoint>[1], call: TInjectCall = {}) {
  return injectEndpoint(testApp.app, endpoint, { ...call, token: secret });
}

const ALL_SCOPES: TApiKeyScope[] = ['search', 'orders.read', 'orders.write', 'tickets', 'documents', 'balance.read'];

describe('managing keys', () => {
  it('shows the secret once: the list and the history keep only its prefix and never its hash', async () => {
    const created = await createKey(agent, { name: 'Back office', scopes: ['orders.read', 'balance.read'] });
    expect(created.secret).toMatch(/^frs_live_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.secret.slice(0, API_KEY_DISPLAY_LENGTH));
    expect(created).toMatchObject({
      name: 'Back office',
      scopes: ['orders.read', 'balance.read'],
      allowedCidrs: [],
      expiresAt: null,
      status: 'active',
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.secretHash).toBe(secretHashOf(created.secret));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.keys, { headers: agent.headers });
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ result: TApiKey[] }>().result.find((key) => key.id === created.id);
    expect(listed).toEqual({ ...created, secret: undefined, lastUsedAt: null });
    expect(list.body).not.toContain(created.secret);
    expect(list.body).not.toContain(row!.secretHash);
    const rows = await db()
      .select()
      .from(history)
      .where(and(eq(history.entity, 'apiKey'), eq(history.entityId, String(created.id))));
    expect(rows.map((entry) => entry.action)).toEqual(['create']);
    expect(JSON.stringify(rows)).not.toContain(created.secret.slice(API_KEY_DISPLAY_LENGTH));
    expect(JSON.stringify(rows)).not.toContain(row!.secretHash);
    expect(rows[0]?.actorId).toBe(agent.user.id);
    // Another agency sees none of it.
    const others = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.keys, { headers: otherAgent.headers });
    expect(others.json<{ result: TApiKey[] }>().result.map((key) => key.id)).not.toContain(created.id);
  });

  it('refuses an expiry in the past, and more than MAX_API_KEYS working keys', async () => {
    const past = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.createKey, {
      headers: agent.headers,
      body: { name: 'Old', scopes: ['search'], expiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ errors: Record<string, string> }>().errors).toHaveProperty('expiresAt');
    const badAddress = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.createKey, {
      headers: agent.headers,
      body: { name: 'Bad', scopes: ['search'], allowedCidrs: ['10.0.0.0/33'] },
    });
    expect(badAddress.statusCode).toBe(400);

    const busy = await userWithToken(testApp.app, db(), 'user');
    const first = await createKey(busy);
    for (let index = 1; index < MAX_API_KEYS; index += 1) await createKey(busy, { name: `Key ${index}` });
    const over = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.createKey, {
      headers: busy.headers,
      body: { name: 'One too many', scopes: ['search'] },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'API_KEY_LIMIT' });
    // A revoked key no longer counts.
    await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.revokeKey, {
      headers: busy.headers,
      params: { id: first.id },
    });
    expect((await createKey(busy, { name: 'In its place' })).status).toBe('active');
  });

  it("revokes the agent's own key at once (404 for another agency's), with a history row", async () => {
    const key = await createKey(agent, { scopes: ['balance.read'] });
    expect((await withKey(key.secret, USER_ENDPOINTS.profile)).statusCode).toBe(200);
    const foreign = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.revokeKey, {
      headers: otherAgent.headers,
      params: { id: key.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await withKey(key.secret, USER_ENDPOINTS.profile)).statusCode).toBe(200);

    const revoked = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.revokeKey, {
      headers: agent.headers,
      params: { id: key.id },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<TApiKey>()).toMatchObject({ id: key.id, status: 'revoked' });
    const refused = await withKey(key.secret, USER_ENDPOINTS.profile);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    const actions = await db()
      .select({ action: history.action })
      .from(history)
      .where(and(eq(history.entity, 'apiKey'), eq(history.entityId, String(key.id))));
    expect(actions.map(({ action }) => action).sort()).toEqual(['create', 'revoke']);
    // The staff read them on /history, the key named by its prefix, never its secret.
    const listed = await injectEndpoint(testApp.app, HISTORY_ENDPOINTS.list, {
      headers: admin.headers,
      body: { entity: 'apiKey', entityId: String(key.id) },
    });
    expect(listed.statusCode).toBe(200);
    const entries = listed.json<THistoryListResponse>().result;
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'revoke']);
    expect(entries.every((entry) => entry.apiKeyName === null && entry.actor?.id === agent.user.id)).toBe(true);
    expect(JSON.stringify(entries)).toContain(key.prefix);
    expect(JSON.stringify(entries)).not.toContain(key.secret);
  });

  it("lets the staff read an agent's keys and the administrators revoke them", async () => {
    const key = await createKey(agent, { name: 'Staff can see me', scopes: ['balance.read'] });
    const read = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.agentKeys, {
      headers: viewer.headers,
      params: { id: agent.user.id },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ result: TApiKey[] }>().result.map((entry) => entry.name)).toContain('Staff can see me');
    const notAgent = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.agentKeys, {
      headers: viewer.headers,
      params: { id: admin.user.id },
    });
    expect(notAgent.statusCode).toBe(404);
    const byViewer = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.revokeAgentKey, {
      headers: viewer.headers,
      params: { id: agent.user.id, keyId: key.id },
    });
    expect(byViewer.statusCode).toBe(403);
    const wrongAgent = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.revokeAgentKey, {
      headers: admin.headers,
      params: { id: otherAgent.user.id, keyId: key.id },
    });
    expect(wrongAgent.statusCode).toBe(404);
    const byAdmin = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.revokeAgentKey, {
      headers: admin.headers,
      params: { id: agent.user.id, keyId: key.id },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<TApiKey>().status).toBe('revoked');
    expect((await withKey(key.secret, USER_ENDPOINTS.profile)).statusCode).toBe(401);
  });
});

describe('calling with a key', () => {
  it('refuses a garbage, unknown or expired key with 401, and a key whose agent may not log in', async () => {
    for (const secret of ['frs_live_', 'frs_live_nonsense', `frs_live_${'A'.repeat(43)}`]) {
      const response = await withKey(secret, USER_ENDPOINTS.profile);
      expect(response.statusCode, secret).toBe(401);
      expect(response.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    }
    const key = await createKey(agent, { scopes: ['balance.read'] });
    expect((await withKey(key.secret, USER_ENDPOINTS.profile)).statusCode).toBe(200);
    // Expired by hand: the table's notice makes the process forget its cached copy.
    await db().execute(sql`update api_keys set expires_at = now() - interval '1 second' where id = ${key.id}`);
    await vi.waitFor(async () => expect((await withKey(key.secret, USER_ENDPOINTS.profile)).statusCode).toBe(401));
    const listed = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.keys, { headers: agent.headers });
    expect(listed.json<{ result: TApiKey[] }>().result.find((entry) => entry.id === key.id)?.status).toBe('expired');

    const blocked = await userWithToken(testApp.app, db(), 'user');
    const blockedKey = await createKey(blocked, { scopes: ['balance.read'] });
    expect((await withKey(blockedKey.secret, USER_ENDPOINTS.profile)).statusCode).toBe(200);
    await db().update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.user.id));
    await vi.waitFor(async () => {
      const response = await withKey(blockedKey.secret, USER_ENDPOINTS.profile);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    });
  });

  it('answers 403 API_KEY_SCOPE for a call outside its scopes, naming the scope', async () => {
    const key = await createKey(agent, { scopes: ['search'] });
    const response = await withKey(key.secret, USER_ENDPOINTS.profile, { headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'API_KEY_SCOPE' });
    expect(response.json<{ message: string }>().message).toContain('balance.read');
    const orders = await withKey(key.secret, FLIGHT_ORDER_ENDPOINTS.list, { body: {} });
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toMatchObject({ code: 'API_KEY_SCOPE' });
  });

  it("acts with its agent's row scope: another agency's order is 404", async () => {
    const { flightClass } = await sellableClass(db(), setup);
    const foreign = await preOrder(testApp.app, otherAgent.headers, preOrderBody([flightClass.id]));
    const own = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const key = await createKey(agent, { scopes: ['orders.read', 'orders.write'] });
    expect((await withKey(key.secret, FLIGHT_ORDER_ENDPOINTS.get, { params: { id: own.id } })).statusCode).toBe(200);
    expect((await withKey(key.secret, FLIGHT_ORDER_ENDPOINTS.get, { params: { id: foreign.id } })).statusCode).toBe(
      404,
    );
    const cancel = await withKey(key.secret, FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, { params: { id: foreign.id } });
    expect(cancel.statusCode).toBe(404);
  });

  it('accepts a key only from its addresses (IPv4 and IPv6 ranges)', async () => {
    const v4 = await createKey(agent, { scopes: ['balance.read'], allowedCidrs: ['203.0.113.0/24', '198.51.100.7'] });
    const from = (secret: string, remoteAddress: string) => withKey(secret, USER_ENDPOINTS.profile, { remoteAddress });
    expect((await from(v4.secret, '203.0.113.45')).statusCode).toBe(200);
    expect((await from(v4.secret, '198.51.100.7')).statusCode).toBe(200);
    const outside = await from(v4.secret, '198.51.100.8');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'API_KEY_ADDRESS' });
    expect((await from(v4.secret, '2001:db8::1')).statusCode).toBe(403);
    const v6 = await createKey(agent, { scopes: ['balance.read'], allowedCidrs: ['2001:db8::/32'] });
    expect((await from(v6.secret, '2001:db8:1::9')).statusCode).toBe(200);
    expect((await from(v6.secret, '2001:db9::1')).statusCode).toBe(403);
    expect((await from(v6.secret, '203.0.113.45')).statusCode).toBe(403);
  });

  it('limits each key: RateLimit-* on every answer, 429 RATE_LIMITED with Retry-After past the burst', async () => {
    const key = await createKey(agent, { scopes: ['balance.read', 'search'] });
    const answers = [];
    for (let index = 0; index < RATES.calls.burst + 1; index += 1) {
      answers.push(await withKey(key.secret, USER_ENDPOINTS.profile, { headers: { 'accept-language': 'en' } }));
    }
    const first = answers[0]!;
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(RATES.calls.burst));
    expect(first.headers['ratelimit-remaining']).toBe(String(RATES.calls.burst - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
    const last = answers.at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(last.json<{ message: string }>().message).toMatch(/try again in \d+ s/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    // Another key, and a token, are not held back.
    const other = await createKey(agent, { scopes: ['balance.read'] });
    expect((await withKey(other.secret, USER_ENDPOINTS.profile)).statusCode).toBe(200);
    const byToken = await injectEndpoint(testApp.app, USER_ENDPOINTS.profile, { headers: agent.headers });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['ratelimit-limit']).toBeUndefined();
  });

  it('logs its calls (method, path without the query, status, address) and keeps the last ones', async () => {
    const key = await createKey(agent, { scopes: ['balance.read'] });
    await db()
      .insert(apiKeyCalls)
      .values(
        Array.from({ length: KEY_CALLS_SHOWN + 20 }, (_, index) => ({
          keyId: key.id,
          at: new Date(Date.now() - 60_000 + index),
          method: 'GET',
          path: '/api/old',
          status: 200,
          ip: '127.0.0.1',
          durationMs: 1,
        })),
      );
    expect((await withKey(key.secret, USER_ENDPOINTS.profile, { remoteAddress: '192.0.2.10' })).statusCode).toBe(200);
    const refused = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.keys, {
      token: key.secret,
      query: { page: '2' },
      remoteAddress: '192.0.2.11',
    });
    expect(refused.statusCode).toBe(403);
    await testApp.app.flushApiKeyCalls();
    const calls = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.keyCalls, {
      headers: agent.headers,
      params: { id: key.id },
    });
    expect(calls.statusCode).toBe(200);
    const result = calls.json<{ result: TApiKeyCall[] }>().result;
    expect(result).toHaveLength(KEY_CALLS_SHOWN);
    expect(result.slice(0, 2)).toMatchObject([
      { method: 'GET', path: '/api/developers/keys', status: 403, ip: '192.0.2.11' },
      { method: 'GET', path: '/api/profile', status: 200, ip: '192.0.2.10' },
    ]);
    const [kept] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeyCalls)
      .where(eq(apiKeyCalls.keyId, key.id));
    expect(kept?.n).toBe(KEY_CALLS_SHOWN);
    const listed = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.keys, { headers: agent.headers });
    const entry = listed.json<{ result: TApiKey[] }>().result.find((item) => item.id === key.id);
    expect(entry?.lastUsedIp).toBe('192.0.2.11');
    expect(entry?.lastUsedAt).not.toBeNull();
    const foreign = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.keyCalls, {
      headers: otherAgent.headers,
      params: { id: key.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('closing the app', () => {
  it('writes the key calls not yet flushed before the database closes', async () => {
    const own = await createTestApp();
    let closed = false;
    try {
      const caller = await userWithToken(own.app, own.database.db, 'user');
      const created = await injectEndpoint(own.app, DEVELOPER_ENDPOINTS.createKey, {
        headers: caller.headers,
        body: { name: 'Closing', scopes: ['balance.read'] },
      });
      const key = created.json<TApiKeyCreated>();
      // Reads the table as the database is about to close: the calls must be there already.
      own.database.close = ((close) => async () => {
        const [row] = await own.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(apiKeyCalls)
          .where(eq(apiKeyCalls.keyId, key.id));
        expect(row?.n).toBe(1);
        closed = true;
        await close();
      })(own.database.close.bind(own.database));
      expect((await injectEndpoint(own.app, USER_ENDPOINTS.profile, { token: key.secret })).statusCode).toBe(200);
      await own.app.close();
      expect(closed).toBe(true);
    } finally {
      if (!closed) await own.app.close().catch(() => {});
    }
  });
});

describe('orders made with a key', () => {
  it("writes the key's name on the history rows of its changes, and none on a token's", async () => {
    const { flightClass } = await sellableClass(db(), setup);
    const key = await createKey(agent, { name: 'Partner shop', scopes: ['orders.write', 'orders.read'] });
    const response = await withKey(key.secret, FLIGHT_ORDER_ENDPOINTS.preOrder, {
      body: preOrderBody([flightClass.id]),
    });
    expect(response.statusCode).toBe(200);
    const order = response.json<TFlightOrder>();
    const byToken = await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id]));
    const names = async (orderId: number) =>
      (
        await db()
          .select({ apiKeyName: history.apiKeyName })
          .from(history)
          .where(and(eq(history.entity, 'order'), eq(history.entityId, String(orderId))))
      ).map((row) => row.apiKeyName);
    expect(await names(order.id)).toEqual(['Partner shop']);
    expect(await names(byToken.id)).toEqual([null]);
    // The history list says so too.
    const listed = await injectEndpoint(testApp.app, HISTORY_ENDPOINTS.list, {
      headers: agent.headers,
      body: { entity: 'order', entityId: String(order.id) },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<THistoryListResponse>().result.map((entry) => entry.apiKeyName)).toEqual(['Partner shop']);
  });

  it("refuses ticketing to a key without 'tickets', also through the order call that tickets at once", async () => {
    const { flightClass } = await sellableClass(db(), setup);
    const writer = await createKey(agent, { scopes: ['orders.write', 'orders.read'] });
    const balanceOf = async () =>
      (await db().select({ balance: users.balance }).from(users).where(eq(users.id, agent.user.id)))[0]?.balance;
    const before = await balanceOf();
    const hold = await withKey(writer.secret, FLIGHT_ORDER_ENDPOINTS.preOrder, {
      body: preOrderBody([flightClass.id]),
    });
    const orderId = hold.json<TFlightOrder>().id;
    const ticketing = await withKey(writer.secret, FLIGHT_ORDER_ENDPOINTS.order, {
      body: { orderId, mode: 'ticketing' },
      headers: { 'accept-language': 'en' },
    });
    expect(ticketing.statusCode).toBe(403);
    expect(ticketing.json()).toMatchObject({ code: 'API_KEY_SCOPE' });
    expect(ticketing.json<{ message: string }>().message).toContain('tickets');
    expect(await balanceOf()).toBe(before);
    const still = await withKey(writer.secret, FLIGHT_ORDER_ENDPOINTS.get, { params: { id: orderId } });
    expect(still.json<TFlightOrder>().status).toBe('hold');
    // Booking spends nothing: the same key may.
    const booked = await withKey(writer.secret, FLIGHT_ORDER_ENDPOINTS.order, { body: { orderId, mode: 'booking' } });
    expect(booked.statusCode).toBe(200);
    const toTicket = await withKey(writer.secret, FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, {
      params: { id: orderId },
    });
    expect(toTicket.statusCode).toBe(403);

    const ticketer = await createKey(agent, { name: 'Ticketing shop', scopes: ALL_SCOPES });
    const paid = await withKey(ticketer.secret, FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { params: { id: orderId } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<TFlightOrder>().status).toBe('ticketed');
    expect(await balanceOf()).toBeLessThan(before!);
  });
});
