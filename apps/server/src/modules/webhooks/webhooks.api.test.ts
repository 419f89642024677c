import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import {
  DEVELOPER_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  MAX_WEBHOOK_ENDPOINTS,
  textsOf,
  USER_ENDPOINTS,
  WEBHOOK_EVENT_TYPES,
  type TWebhookDelivery,
  type TWebhookEndpointCreated,
  type TWebhookEventType,
} from '@frs/contract';
import {
  mailOutbox,
  orderPassengers,
  orders,
  userAlerts,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { createSellableRoom } from '../../../test/agency-factories';
import { callApproved } from '../../../test/approvals';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup } from '../../../test/flight-factories';
import { hotelOrderAs, hotelPreOrder, hotelPreOrderBody } from '../../../test/hotel-order-calls';
import {
  orderAs,
  preOrder,
  preOrderBody,
  retimeFlight,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import {
  createSellablePackage,
  packageOrderAs,
  packagePreOrder,
  packagePreOrderBody,
} from '../../../test/package-order-calls';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { startWebhookReceiver, type TReceivedWebhook, type TWebhookReceiver } from '../../../test/webhook-receiver';
import { addDays, todayIsoDate } from '@frs/contract';

/**
 * Webhooks end to end (issue 33): orders, balances, flights and approvals change through the API (or SQL), migration
 * 0024's triggers write the events in those transactions, the dispatcher started on the app sends them to a real
 * receiver, which verifies each with `standardwebhooks`' own `Webhook.verify`. Retry waits are shortened; the
 * receiver runs on 127.0.0.1, so this app has WEBHOOK_ALLOW_INSECURE=true, and a second app without it checks the
 * address rules (SSRF).
 */

const RETRY_SECONDS = [0.5, 1, 1.5, 2];

let testApp: TTestApp;
let strictApp: TTestApp;
let receiver: TWebhookReceiver;
type TCaller = Awaited<ReturnType<typeof userWithToken>>;
let agent: TCaller;
let otherAgent: TCaller;
let staff: TCaller;
let superAdmin: TCaller;
let classId = 0;
let flightId = 0;
const db = () => testApp.database.db;
const app = () => testApp.app;

beforeAll(async () => {
  [testApp, strictApp, receiver] = await Promise.all([
    createTestApp({
      webhookAllowInsecure: true,
      webhooks: { retrySeconds: RETRY_SECONDS, timeoutMs: 1_000, sweepMs: 100 },
    }),
    createTestApp(),
    startWebhookReceiver(),
  ]);
  await app().webhookDispatcher.start();
  await seedRatesAndTickets(db());
  agent = await userWithToken(app(), db(), 'user', { balance: 500_000_000 });
  otherAgent = await userWithToken(app(), db(), 'user', { balance: 500_000_000 });
  staff = await userWithToken(app(), db(), 'Tickets');
  superAdmin = await userWithToken(app(), db(), 'Super Admin');
  const setup = await createFlightSetup(db());
  const sellable = await sellableClass(db(), setup, { seats: 40 });
  classId = sellable.flightClass.id;
  flightId = sellable.flight.id;
});

afterAll(async () => {
  await Promise.all([testApp?.app.close(), strictApp?.app.close(), receiver?.close()]);
});

/** Registers an endpoint of `caller` at the receiver's `path`, its secret known to the receiver. */
async function register(
  caller: TCaller,
  path: string,
  eventTypes: readonly TWebhookEventType[] = WEBHOOK_EVENT_TYPES,
): Promise<TWebhookEndpointCreated> {
  const response = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.createWebhook, {
    headers: caller.headers,
    body: { url: `${receiver.url}${path}`, eventTypes },
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<TWebhookEndpointCreated>();
  receiver.secrets.set(path, [created.secret]);
  return created;
}

const at = (path: string) => (entry: TReceivedWebhook) => entry.path === path;
const receivedAt = (path: string) => receiver.received.filter(at(path));

async function deliveriesOf(endpointId: number) {
  return db()
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);
}

async function waitForRows(
  endpointId: number,
  predicate: (rows: Awaited<ReturnType<typeof deliveriesOf>>) => boolean,
  what: string,
) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await deliveriesOf(endpointId);
    if (predicate(rows)) return rows;
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${what}: ${JSON.stringify(rows.map((row) => [row.eventType, row.status, row.attempts]))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A marker no other test emits: its arrival means everything committed before it was handled. */
async function setBalance(userId: number, balance: number) {
  await db().update(users).set({ balance }).where(eq(users.id, userId));
}

describe('events of an order, a balance, a flight and an approval', () => {
  it('a flight order held, booked and ticketed and a hotel order held and confirmed arrive in order, signed, with productLine', async () => {
    const path = '/orders';
    const endpoint = await register(agent, path);
    const order = await preOrder(app(), agent.headers, preOrderBody([classId]));
    await orderAs(app(), agent.headers, order.id, 'booking');
    const ticketed = await injectEndpoint(app(), FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, {
      headers: agent.headers,
      params: { id: order.id },
    });
    expect(ticketed.statusCode, ticketed.body).toBe(200);
    const { hotelId, room } = await createSellableRoom(db(), { from: addDays(todayIsoDate(), 1), nights: 30 });
    const stay = {
      hotelId,
      roomId: room.id,
      checkIn: addDays(todayIsoDate(), 10),
      checkOut: addDays(todayIsoDate(), 12),
    };
    const hotel = await hotelPreOrder(app(), agent.token, hotelPreOrderBody(stay));
    await hotelOrderAs(app(), agent.token, hotel.id, 'ticketing');

    // Delivery is at least once: a receiver drops a repeated webhook-id (on a loaded machine a delivery was seen twice).
    const ofOrder = (id: number) =>
      receivedAt(path).filter(
        (entry, index, all) => entry.data.orderId === id && all.findIndex((first) => first.id === entry.id) === index,
      );
    await receiver.waitFor(
      () => ofOrder(order.id).length >= 3 && ofOrder(hotel.id).length >= 2,
      10_000,
      'order events',
    );
    expect(ofOrder(order.id).map((entry) => entry.type)).toEqual(['order.held', 'order.booked', 'order.ticketed']);
    expect(ofOrder(order.id).map((entry) => entry.data.productLine)).toEqual(['flight', 'flight', 'flight']);
    expect(ofOrder(order.id)[2]!.data).toMatchObject({ pnr: order.pnr, status: 'ticketed', currency: 'AMD' });
    expect(ofOrder(hotel.id).map((entry) => `${entry.type}:${String(entry.data.productLine)}`)).toEqual([
      'order.held:hotel',
      'order.ticketed:hotel',
    ]);
    // The ticketing charged the balance: balance.changed, in the same commit.
    await receiver.waitFor(() => receivedAt(path).some((entry) => entry.type === 'balance.changed'), 5_000, 'balance');
    for (const entry of receivedAt(path)) {
      expect(entry.verifiedBy, entry.type).toEqual([0]);
      expect(entry.id).toMatch(/^msg_[0-9a-f]{32}$/);
      // The body is the Standard Webhooks envelope, and the signature verifies it with the package's own check.
      expect(() =>
        new Webhook(endpoint.secret).verify(entry.body, {
          'webhook-id': entry.id,
          'webhook-timestamp': entry.timestamp,
          'webhook-signature': entry.signature,
        }),
      ).not.toThrow();
    }
    const rows = await waitForRows(endpoint.id, (all) => all.every((row) => row.status === 'delivered'), 'delivered');
    expect(rows.every((row) => row.latencyMs !== null && row.responseStatus === 200 && row.responseBody === 'ok')).toBe(
      true,
    );

    // The agency reads its deliveries, newest first, filtered and paged.
    const list = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.deliveries, {
      headers: agent.headers,
      params: { id: endpoint.id },
      query: { status: 'delivered', limit: 2 },
    });
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{ result: TWebhookDelivery[] }>().result;
    expect(page.map((delivery) => delivery.id)).toEqual([rows.at(-1)!.id, rows.at(-2)!.id]);
    const next = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.deliveries, {
      headers: agent.headers,
      params: { id: endpoint.id },
      query: { before: page[1]!.id, limit: 1 },
    });
    expect(next.json<{ result: TWebhookDelivery[] }>().result[0]!.id).toBe(rows.at(-3)!.id);
    await injectEndpoint(app(), DEVELOPER_ENDPOINTS.updateWebhook, {
      headers: agent.headers,
      params: { id: endpoint.id },
      body: { enabled: false },
    });
  });

  it('a rolled-back change sends nothing; a name, date or price change is order.changed naming what changed', async () => {
    const path = '/changes';
    const endpoint = await register(agent, path, ['order.cancelled', 'order.changed', 'balance.changed']);
    const order = await preOrder(app(), agent.headers, preOrderBody([classId]));
    await db()
      .transaction(async (tx) => {
        await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
        await tx.update(users).set({ balance: 1 }).where(eq(users.id, agent.user.id));
        throw new Error('roll back');
      })
      .catch(() => {});
    const [passenger] = await db().select().from(orderPassengers).where(eq(orderPassengers.orderId, order.id));
    await db().transaction(async (tx) => {
      await tx.update(orderPassengers).set({ firstName: 'Renamed' }).where(eq(orderPassengers.id, passenger!.id));
      await tx
        .update(orders)
        .set({ fees: sql`${orders.fees} + 500`, payable: sql`${orders.payable} + 500` })
        .where(eq(orders.id, order.id));
    });
    await setBalance(agent.user.id, 400_000_000);
    // Deliveries keep their order per order only: the balance's event may arrive before the order's.
    await receiver.waitFor(
      () =>
        receivedAt(path).some((entry) => entry.data.balance === 400_000_000) &&
        receivedAt(path).some((entry) => entry.type === 'order.changed'),
      5_000,
      'marker',
    );
    const types = receivedAt(path).map((entry) => entry.type);
    expect([...types].sort()).toEqual(['balance.changed', 'order.changed']);
    const changed = receivedAt(path).find((entry) => entry.type === 'order.changed')!;
    expect(changed.data).toMatchObject({ orderId: order.id, productLine: 'flight', status: 'hold' });
    expect([...(changed.data.changed as string[])].sort()).toEqual(['fees', 'names', 'payable']);
    expect(receivedAt(path).some((entry) => entry.data.balance === 1)).toBe(false);
    expect((await deliveriesOf(endpoint.id)).map((row) => row.eventType)).toEqual(['order.changed', 'balance.changed']);
    await injectEndpoint(app(), DEVELOPER_ENDPOINTS.deleteWebhook, {
      headers: agent.headers,
      params: { id: endpoint.id },
    });
  });

  it('a retimed flight tells each agency with orders on it; an approved credit limit is approval.decided and balance.changed', async () => {
    const path = '/flight';
    const endpoint = await register(otherAgent, path, ['flight.changed', 'approval.decided', 'balance.changed']);
    const own = await preOrder(app(), otherAgent.headers, preOrderBody([classId]));
    await retimeFlight(app(), staff.headers, flightId, 90);
    await receiver.waitFor(() => receivedAt(path).some((entry) => entry.type === 'flight.changed'), 5_000, 'flight');
    const flight = receivedAt(path).find((entry) => entry.type === 'flight.changed')!;
    expect(flight.data).toMatchObject({ flightId, change: 'retimed' });
    expect(flight.data.orderIds).toContain(own.id);
    expect(receivedAt(path).filter((entry) => entry.type === 'flight.changed')).toHaveLength(1);

    const limit = await callApproved(app(), db(), USER_ENDPOINTS.creditLimit, {
      headers: superAdmin.headers,
      params: { id: otherAgent.user.id },
      body: { creditLimit: 7_000_000, reason: 'Season' },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    await receiver.waitFor(
      () =>
        receivedAt(path).some((entry) => entry.type === 'approval.decided') &&
        receivedAt(path).some((entry) => entry.type === 'balance.changed' && entry.data.creditLimit === 7_000_000),
      5_000,
      'approval',
    );
    expect(receivedAt(path).find((entry) => entry.type === 'approval.decided')!.data).toMatchObject({
      decision: 'approved',
      kind: 'creditLimit',
    });
    await injectEndpoint(app(), DEVELOPER_ENDPOINTS.deleteWebhook, {
      headers: otherAgent.headers,
      params: { id: endpoint.id },
    });
  });
});

describe('the third product line and the low balance alert', () => {
  it('a package order held and ticketed arrives with productLine package; the alert that fires is balance.low', async () => {
    const path = '/package';
    const buyer = await userWithToken(app(), db(), 'user', { balance: 500_000_000 });
    await register(buyer, path, ['order.held', 'order.ticketed', 'balance.low']);
    // The agent's own threshold: any ticketing takes its funds under it.
    await db().insert(userAlerts).values({ userId: buyer.user.id, lowBalanceThreshold: 499_999_999 });
    const sale = await createSellablePackage(db());
    const held = await packagePreOrder(app(), buyer.token, packagePreOrderBody(sale));
    await packageOrderAs(app(), buyer.token, held.id, 'ticketing');
    await receiver.waitFor(() => receivedAt(path).length >= 3, 5_000, 'package events');
    // The order's events in their order; the alert (no order) may go beside them.
    const orderEvents = receivedAt(path).filter((entry) => entry.data.orderId === held.id);
    expect(orderEvents.map((entry) => `${entry.type}:${String(entry.data.productLine)}`)).toEqual([
      'order.held:package',
      'order.ticketed:package',
    ]);
    expect(receivedAt(path).filter((entry) => entry.type === 'balance.low')).toHaveLength(1);
    const low = receivedAt(path).find((entry) => entry.type === 'balance.low')!;
    expect(low.data).toMatchObject({ threshold: 499_999_999, currency: 'AMD' });
    expect(low.data.available).toBeLessThan(499_999_999);
  });
});

describe('delivery: retries, failures, order', () => {
  it('a receiver that is down gets every event once it is back, in order per order, duplicates with the same webhook-id', async () => {
    const path = '/outage';
    const endpoint = await register(agent, path, ['order.held', 'order.booked', 'order.ticketed']);
    await receiver.stop();
    try {
      const first = await preOrder(app(), agent.headers, preOrderBody([classId]));
      const second = await preOrder(app(), agent.headers, preOrderBody([classId]));
      await orderAs(app(), agent.headers, first.id, 'ticketing');
      await orderAs(app(), agent.headers, second.id, 'booking');
      // Every first attempt met a refused connection; the later events of an order wait behind its first one.
      const waiting = await waitForRows(
        endpoint.id,
        (rows) => rows.length === 4 && rows.some((row) => row.attempts >= 1),
        'attempts',
      );
      expect(waiting.filter((row) => row.eventType !== 'order.held').every((row) => row.attempts === 0)).toBe(true);
      await receiver.resume();
      // Once back, the first answer to each message is a 500: its retry carries the same webhook-id.
      const seen = new Set<string>();
      receiver.answers.set(path, (entry) => {
        if (seen.has(entry.id)) return { status: 200 };
        seen.add(entry.id);
        return { status: 500, body: 'try again' };
      });
      const rows = await waitForRows(
        endpoint.id,
        (all) => all.every((row) => row.status === 'delivered'),
        'all delivered',
      );
      const got = receivedAt(path);
      const ok = got.filter((entry) => entry.status === 200);
      expect(new Set(ok.map((entry) => entry.id))).toEqual(new Set(rows.map((row) => row.messageId)));
      expect(ok).toHaveLength(4);
      const retried = got.filter((entry) => entry.status === 500);
      expect(retried).toHaveLength(4);
      for (const entry of retried) {
        expect(ok.filter((done) => done.id === entry.id)).toHaveLength(1);
        expect(ok.find((done) => done.id === entry.id)!.body).toBe(entry.body);
      }
      const typesOf = (id: number) => ok.filter((entry) => entry.data.orderId === id).map((entry) => entry.type);
      expect(typesOf(first.id)).toEqual(['order.held', 'order.ticketed']);
      expect(typesOf(second.id)).toEqual(['order.held', 'order.booked']);
      // Every attempt at an order's later event came after its earlier event was delivered.
      for (const id of [first.id, second.id]) {
        const held = ok.find((entry) => entry.data.orderId === id && entry.type === 'order.held')!;
        const later = got.filter((entry) => entry.data.orderId === id && entry.type !== 'order.held');
        expect(later.every((entry) => entry.at > held.at)).toBe(true);
      }
      expect(rows.every((row) => row.attempts >= 2)).toBe(true);
    } finally {
      await receiver.resume().catch(() => {});
      receiver.answers.delete(path);
    }
    await injectEndpoint(app(), DEVELOPER_ENDPOINTS.deleteWebhook, {
      headers: agent.headers,
      params: { id: endpoint.id },
    });
  });

  it('a 4xx is not retried, a 429 is; the last failure disables the endpoint and mails the agency', async () => {
    const [refusing, limited, broken] = ['/400', '/429', '/503'];
    const endpoints = {
      refusing: await register(otherAgent, refusing, ['balance.changed']),
      limited: await register(otherAgent, limited, ['balance.changed']),
      broken: await register(otherAgent, broken, ['balance.changed']),
    };
    receiver.answers.set(refusing, () => ({ status: 400, body: 'no such thing' }));
    receiver.answers.set(limited, (_entry, count) => (count === 1 ? { status: 429 } : { status: 204 }));
    receiver.answers.set(broken, () => ({ status: 503, body: 'down' }));
    await setBalance(otherAgent.user.id, 123_456);

    const [refused] = await waitForRows(endpoints.refusing.id, (rows) => rows[0]?.status === 'failed', '400 failed');
    expect(refused).toMatchObject({ attempts: 1, responseStatus: 400, responseBody: 'no such thing' });
    const [retried] = await waitForRows(endpoints.limited.id, (rows) => rows[0]?.status === 'delivered', '429 retried');
    expect(retried).toMatchObject({ attempts: 2, responseStatus: 204 });
    const [gaveUp] = await waitForRows(endpoints.broken.id, (rows) => rows[0]?.status === 'failed', '503 gave up');
    expect(gaveUp).toMatchObject({ attempts: RETRY_SECONDS.length + 1, responseStatus: 503 });
    expect(receivedAt(broken)).toHaveLength(RETRY_SECONDS.length + 1);
    expect(receivedAt(refusing)).toHaveLength(1);

    const states = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.agentId, otherAgent.user.id));
    const stateOf = (id: number) => states.find((row) => row.id === id)!;
    expect(stateOf(endpoints.broken.id)).toMatchObject({ enabled: false, disabledReason: 'failures' });
    expect(stateOf(endpoints.refusing.id)).toMatchObject({ enabled: true });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, otherAgent.user.email), eq(mailOutbox.template, 'webhook-disabled')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ url: `${receiver.url}${broken}`, attempts: RETRY_SECONDS.length + 1 });

    // Resend the failed ones since a time: the 400 one goes again (now answered 200) with the same webhook-id.
    receiver.answers.delete(refusing);
    const resent = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.resendFailed, {
      headers: otherAgent.headers,
      params: { id: endpoints.refusing.id },
      body: { since: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(resent.json()).toEqual({ resent: 1 });
    await receiver.waitFor(() => receivedAt(refusing).length === 2, 5_000, 'resent');
    expect(receivedAt(refusing)[1]!.id).toBe(receivedAt(refusing)[0]!.id);
    for (const endpoint of Object.values(endpoints)) {
      await injectEndpoint(app(), DEVELOPER_ENDPOINTS.deleteWebhook, {
        headers: otherAgent.headers,
        params: { id: endpoint.id },
      });
    }
  });

  it('a redirect is not followed: a 3xx fails at once and its target is never called', async () => {
    const path = '/redirect';
    const endpoint = await register(agent, path, ['balance.low']);
    receiver.answers.set(path, () => ({ status: 302, headers: { location: `${receiver.url}/redirect-target` } }));
    const test = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.testWebhook, {
      headers: agent.headers,
      params: { id: endpoint.id },
    });
    expect(test.statusCode, test.body).toBe(201);
    expect(test.json<TWebhookDelivery>()).toMatchObject({ status: 'failed', responseStatus: 302, attempts: 1 });
    expect(test.json<TWebhookDelivery>().responseBody).toContain('redirect not followed');
    expect(receiver.received.some(at('/redirect-target'))).toBe(false);
    await injectEndpoint(app(), DEVELOPER_ENDPOINTS.deleteWebhook, {
      headers: agent.headers,
      params: { id: endpoint.id },
    });
  });
});

describe('the agency’s endpoints', () => {
  it('sends a test event now; resends one delivery with the same webhook-id; rotation signs with both secrets', async () => {
    const path = '/manage';
    const endpoint = await register(agent, path, ['balance.changed']);
    const test = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.testWebhook, {
      headers: agent.headers,
      params: { id: endpoint.id },
    });
    expect(test.statusCode, test.body).toBe(201);
    const delivered = test.json<TWebhookDelivery>();
    expect(delivered).toMatchObject({
      eventType: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
    });
    expect(receivedAt(path).map((entry) => entry.type)).toEqual(['webhook.test']);

    const resend = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.resendDelivery, {
      headers: agent.headers,
      params: { id: endpoint.id, deliveryId: delivered.id },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json<TWebhookDelivery>()).toMatchObject({ status: 'pending', messageId: delivered.messageId });
    await receiver.waitFor(() => receivedAt(path).length === 2, 5_000, 'resent');
    expect(receivedAt(path)[1]!.id).toBe(delivered.messageId);

    const rotated = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.rotateWebhookSecret, {
      headers: agent.headers,
      params: { id: endpoint.id },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json<TWebhookEndpointCreated>();
    expect(fresh.secret).not.toBe(endpoint.secret);
    expect(fresh.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Date.parse(fresh.previousSecretExpiresAt!) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    receiver.secrets.set(path, [endpoint.secret, fresh.secret]);
    await setBalance(agent.user.id, 300_000_001);
    await receiver.waitFor(
      () => receivedAt(path).some((entry) => entry.data.balance === 300_000_001),
      5_000,
      'rotated',
    );
    const signed = receivedAt(path).find((entry) => entry.data.balance === 300_000_001)!;
    expect(signed.verifiedBy).toEqual([0, 1]);
    expect(signed.signature.split(' ')).toHaveLength(2);
    // Once the old secret expires, only the new one signs.
    await db()
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await setBalance(agent.user.id, 300_000_002);
    await receiver.waitFor(
      () => receivedAt(path).some((entry) => entry.data.balance === 300_000_002),
      5_000,
      'expired',
    );
    expect(receivedAt(path).find((entry) => entry.data.balance === 300_000_002)!.verifiedBy).toEqual([1]);
    await injectEndpoint(app(), DEVELOPER_ENDPOINTS.deleteWebhook, {
      headers: agent.headers,
      params: { id: endpoint.id },
    });
  });

  it("answers 404 for another agency's endpoint and 409 past the limit; the list shows no secret", async () => {
    const mine = await register(agent, '/mine', ['balance.changed']);
    for (const [endpoint, params] of [
      [DEVELOPER_ENDPOINTS.updateWebhook, { id: mine.id }],
      [DEVELOPER_ENDPOINTS.deleteWebhook, { id: mine.id }],
      [DEVELOPER_ENDPOINTS.rotateWebhookSecret, { id: mine.id }],
      [DEVELOPER_ENDPOINTS.deliveries, { id: mine.id }],
      [DEVELOPER_ENDPOINTS.testWebhook, { id: mine.id }],
      [DEVELOPER_ENDPOINTS.resendDelivery, { id: mine.id, deliveryId: 1 }],
      [DEVELOPER_ENDPOINTS.resendFailed, { id: mine.id }],
    ] as const) {
      const response = await injectEndpoint(app(), endpoint, {
        headers: otherAgent.headers,
        params,
        body:
          endpoint === DEVELOPER_ENDPOINTS.updateWebhook
            ? { enabled: false }
            : endpoint === DEVELOPER_ENDPOINTS.resendFailed
              ? { since: new Date(0).toISOString() }
              : undefined,
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
    const list = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.webhooks, { headers: agent.headers });
    expect(list.body).not.toContain(mine.secret.slice(10));
    expect(
      list.json<{ result: { id: number; secretPrefix: string }[] }>().result.find((row) => row.id === mine.id)!
        .secretPrefix,
    ).toBe(mine.secret.slice(0, 10));
    const count = list.json<{ result: unknown[] }>().result.length;
    for (let index = count; index < MAX_WEBHOOK_ENDPOINTS; index += 1)
      await register(agent, `/filler-${index}`, ['balance.low']);
    const over = await injectEndpoint(app(), DEVELOPER_ENDPOINTS.createWebhook, {
      headers: { ...agent.headers, 'accept-language': 'en' },
      body: { url: `${receiver.url}/over`, eventTypes: ['balance.low'] },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'WEBHOOK_ENDPOINT_LIMIT' });
    const all = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.agentId, agent.user.id));
    for (const row of all)
      await injectEndpoint(app(), DEVELOPER_ENDPOINTS.deleteWebhook, {
        headers: agent.headers,
        params: { id: row.id },
      });
  });
});

describe('SSRF, with WEBHOOK_ALLOW_INSECURE unset', () => {
  it('refuses loopback, private and link-local addresses at registration, and plain http', async () => {
    const strictAgent = await userWithToken(strictApp.app, strictApp.database.db, 'user');
    const refused = [
      'https://127.0.0.1/hook',
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      `${receiver.url}/hook`,
      'http://example.com/hook',
    ];
    for (const url of refused) {
      const response = await injectEndpoint(strictApp.app, DEVELOPER_ENDPOINTS.createWebhook, {
        headers: { ...strictAgent.headers, 'accept-language': 'en' },
        body: { url, eventTypes: ['order.held'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        errors: { url: textsOf('en').fieldErrors.webhookAddressNotAllowed },
      });
    }
    const publicName = await injectEndpoint(strictApp.app, DEVELOPER_ENDPOINTS.createWebhook, {
      headers: strictAgent.headers,
      body: { url: 'https://hooks.example.com/frs', eventTypes: ['order.held'] },
    });
    expect(publicName.statusCode, publicName.body).toBe(201);
  });

  it('refuses at delivery a name that resolves to loopback: no connection is made', async () => {
    const strictAgent = await userWithToken(strictApp.app, strictApp.database.db, 'user');
    // As if the name had resolved elsewhere when it was registered (DNS rebinding): written past the check.
    const [row] = await strictApp.database.db
      .insert(webhookEndpoints)
      .values({
        agentId: strictAgent.user.id,
        url: `https://localhost:${receiver.port}/rebound`,
        eventTypes: ['order.held'],
        secret: 'whsec_' + Buffer.alloc(32, 7).toString('base64'),
      })
      .returning();
    const before = receiver.connections();
    const test = await injectEndpoint(strictApp.app, DEVELOPER_ENDPOINTS.testWebhook, {
      headers: strictAgent.headers,
      params: { id: row!.id },
    });
    expect(test.statusCode, test.body).toBe(201);
    expect(test.json<TWebhookDelivery>()).toMatchObject({ status: 'failed', responseStatus: null });
    expect(test.json<TWebhookDelivery>().responseBody).toMatch(
      /address not allowed: localhost resolves to (127\.0\.0\.1|::1)/,
    );
    expect(receiver.connections()).toBe(before);
  });
});
