/**
 * `npm run bench:webhooks` (issue 33): the time from a ticketing's commit to the receiver's 2xx of its
 * `order.ticketed` webhook, over 200 ticketings (p50, p95, max).
 *
 * The application is built in this process on a fresh database (in-memory PGlite by default; `--postgres`: a
 * throwaway PostgreSQL cluster of its own, as the process tests start), listening on a local port with its dispatcher
 * running, WEBHOOK_ALLOW_INSECURE=true. An agent holds a seat, then tickets it over HTTP; the clock starts when the
 * ticketing's answer arrives (the commit is before it) and stops when the receiver, a local HTTP server verifying the
 * signature with `standardwebhooks`, answers 200. Ticketings run one after another, without waiting for their
 * webhook. The figure is what the dispatcher adds (the notice at commit, the claim, signing, the POST), on one machine.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  AUTH_ENDPOINTS,
  DEVELOPER_ENDPOINTS,
  endpointPath,
  FLIGHT_ORDER_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  type TEndpointDefinition,
} from '@frs/contract';
import { buildApp } from '../src/app';
import { PGLITE_EXTENSIONS, pgliteHandle, postgresHandle, type TDatabaseHandle } from '../src/db/database';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createFlightSetup } from '../test/flight-factories';
import { preOrderBody, seedRatesAndTickets, sellableClass } from '../test/order-factories';
import { startPostgresCluster, type TPostgresCluster } from '../test/postgres-cluster';
import { startWebhookReceiver } from '../test/webhook-receiver';

const TICKETINGS = Number(process.env.BENCH_TICKETINGS ?? 200);

async function call<T>(url: string, endpoint: TEndpointDefinition, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${url}${endpointPath(endpoint)}`, {
    method: endpoint.method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(endpoint.idempotent ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function openDatabase(postgres: boolean): Promise<{ database: TDatabaseHandle; cluster?: TPostgresCluster }> {
  if (!postgres) {
    const database = pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    await database.migrate();
    return { database };
  }
  const cluster = await startPostgresCluster();
  const database = postgresHandle(cluster.url, 10);
  await database.migrate();
  return { database, cluster };
}

async function main() {
  const postgres = process.argv.includes('--postgres');
  const { database, cluster } = await openDatabase(postgres);
  const uploadsDir = mkdtempSync(join(tmpdir(), 'frs-bench-webhooks-'));
  const receiver = await startWebhookReceiver();
  const app = await buildApp({
    config: {
      jwtSecret: 'webhook-latency-bench-secret-of-32-characters',
      jwtExpiresIn: '1h',
      webDistDir: undefined,
      logLevel: 'warn',
      uploadsDir,
      cbaRatesUrl: 'http://127.0.0.1:9/exchangerates.asmx',
      webhookAllowInsecure: true,
    },
    database,
    logger: false,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.webhookDispatcher.start();
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const db = database.db;
    await seedRatesAndTickets(db);
    const setup = await createFlightSetup(db);
    const { flightClass } = await sellableClass(db, setup, { seats: TICKETINGS + 10 });
    const agent = await createUser(db, { balance: 900_000_000_000 });
    const { token } = await call<{ token: string }>(url, AUTH_ENDPOINTS.login, null, {
      email: agent.email,
      password: TEST_PASSWORD,
    });
    const endpoint = await call<{ secret: string }>(url, DEVELOPER_ENDPOINTS.createWebhook, token, {
      url: `${receiver.url}/bench`,
      eventTypes: ['order.ticketed'],
    });
    receiver.secrets.set('/bench', [endpoint.secret]);

    const answeredAt = new Map<number, number>();
    const sentAt = new Map<number, number>();
    const arrivedAt = new Map<number, number>();
    receiver.onDelivery = (entry) => {
      if (entry.type === 'order.ticketed' && entry.verifiedBy.length > 0)
        arrivedAt.set(Number(entry.data.orderId), entry.at);
    };
    for (let index = 0; index < TICKETINGS; index += 1) {
      const order = await call<{ id: number }>(
        url,
        FLIGHT_ORDER_ENDPOINTS.preOrder,
        token,
        preOrderBody([flightClass.id]),
      );
      sentAt.set(order.id, performance.now());
      await call(url, FLIGHT_ORDER_ENDPOINTS.order, token, { orderId: order.id, mode: 'ticketing' });
      answeredAt.set(order.id, performance.now());
    }
    await receiver.waitFor(() => arrivedAt.size >= TICKETINGS, 60_000, 'every ticketing webhook');

    const sortedFrom = (start: Map<number, number>) =>
      [...start].map(([orderId, at]) => arrivedAt.get(orderId)! - at).sort((a, b) => a - b);
    const sorted = sortedFrom(answeredAt);
    const fromRequest = sortedFrom(sentAt);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    process.stdout.write(
      [
        `webhook latency, ticketing's answer -> receiver's 2xx (${postgres ? 'PostgreSQL' : 'PGlite'}, ${TICKETINGS} ticketings):`,
        `  p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1)!)}, min ${ms(sorted[0]!)}`,
        // A negative figure: the webhook reached the receiver before the ticketing's answer reached its client.
        `  from the ticketing request's start: p50 ${ms(percentile(fromRequest, 50))}, p95 ${ms(percentile(fromRequest, 95))}`,
        `  deliveries received: ${receiver.received.length} (all verified: ${receiver.received.every((entry) => entry.verifiedBy.length > 0)})`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
    await receiver.close();
    await cluster?.destroy();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
