import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVELOPER_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  type TFlightOrder,
  type TWebhookEndpointCreated,
} from '@frs/contract';
import { postgresHandle, type TDatabaseHandle } from './db/database';
import { users, webhookDeliveries } from './db/schema';
import { urlOf } from '../test/endpoint-call';
import { createUser } from '../test/factories';
import { createFlightSetup } from '../test/flight-factories';
import { preOrderBody, seedRatesAndTickets, sellableClass } from '../test/order-factories';
import { startPostgresCluster, type TPostgresCluster } from '../test/postgres-cluster';
import { exitOf, loginOn, startServer, type TServerProcess } from '../test/server-process';
import { startWebhookReceiver, type TWebhookReceiver } from '../test/webhook-receiver';

/**
 * Webhooks across processes (issue 33): two API processes (src/main.ts, each running its dispatcher) on one
 * PostgreSQL cluster of this file's own. Every commit's notice wakes both; each delivery is claimed by one of them
 * (`FOR UPDATE SKIP LOCKED`), so the receiver gets every event exactly once, whichever process made the change.
 */

let cluster: TPostgresCluster;
let database: TDatabaseHandle;
let servers: TServerProcess[] = [];
let receiver: TWebhookReceiver;
const folders: string[] = [];
let classId = 0;
let agent: { id: number; token: string };

beforeAll(async () => {
  [cluster, receiver] = await Promise.all([startPostgresCluster(), startWebhookReceiver()]);
  database = postgresHandle(cluster.url, 4);
  const env = {
    DATABASE_URL: cluster.url,
    JWT_SECRET: 'webhooks-process-test-secret-of-32-characters',
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
    SEARCH_CACHE_MS: '0',
    WEBHOOK_ALLOW_INSECURE: 'true',
  };
  servers = await Promise.all(
    ['a', 'b'].map((name) => {
      const dataDir = mkdtempSync(join(tmpdir(), `frs-webhooks-${name}-`));
      folders.push(dataDir);
      return startServer({ ...env, DATA_DIR: dataDir, UPLOADS_DIR: dataDir });
    }),
  );
  const setup = await createFlightSetup(database.db);
  await seedRatesAndTickets(database.db);
  classId = (await sellableClass(database.db, setup, { seats: 100 })).flightClass.id;
  const user = await createUser(database.db, { balance: 1_000_000_000 });
  agent = { id: user.id, token: await loginOn(servers[0]!, user.email) };
}, 90_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => exitOf(server.child)));
  await database?.close();
  await cluster?.destroy();
  await receiver?.close();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

async function call(server: TServerProcess, path: string, method: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${agent.token}`,
      'content-type': 'application/json',
      [IDEMPOTENCY_HEADER]: randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('webhooks across two API processes on one PostgreSQL', () => {
  it('delivers each event exactly once, whichever process committed it', async () => {
    const [serverA, serverB] = servers as [TServerProcess, TServerProcess];
    const created = await call(serverA, urlOf(DEVELOPER_ENDPOINTS.createWebhook), 'POST', {
      url: `${receiver.url}/both`,
      eventTypes: ['order.held', 'order.ticketed', 'balance.changed'],
    });
    expect(created.status).toBe(201);
    const endpoint = (await created.json()) as TWebhookEndpointCreated;
    receiver.secrets.set('/both', [endpoint.secret]);

    // Holds and ticketings through both processes, and balance changes by SQL (a third writer).
    const orderIds: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const server = index % 2 === 0 ? serverA : serverB;
        const held = await call(server, urlOf(FLIGHT_ORDER_ENDPOINTS.preOrder), 'POST', preOrderBody([classId]));
        expect(held.status).toBe(200);
        const order = (await held.json()) as TFlightOrder;
        orderIds.push(order.id);
        const other = server === serverA ? serverB : serverA;
        const ticketed = await call(other, urlOf(FLIGHT_ORDER_ENDPOINTS.order), 'POST', {
          orderId: order.id,
          mode: 'ticketing',
        });
        expect(ticketed.status).toBe(200);
      }),
    );
    for (let step = 1; step <= 10; step += 1) {
      await database.db
        .update(users)
        .set({ creditLimit: step * 1_000 })
        .where(eq(users.id, agent.id));
    }

    const rows = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    // 10 holds, 10 ticketings, and a balance change per ticketing and per credit limit step.
    expect(rows.length).toBe(40);
    await receiver.waitFor((received) => received.length >= rows.length, 20_000, 'every delivery');
    // Both processes had time to send anything twice: they do not.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ids = receiver.received.map((entry) => entry.id);
    expect(ids).toHaveLength(rows.length);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.messageId)));
    expect(receiver.received.every((entry) => entry.verifiedBy.length === 1)).toBe(true);
    const delivered = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivered.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    // In order per order: each order's hold before its ticketing.
    for (const id of orderIds) {
      expect(receiver.received.filter((entry) => entry.data.orderId === id).map((entry) => entry.type)).toEqual([
        'order.held',
        'order.ticketed',
      ]);
    }
  });
});
