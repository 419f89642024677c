import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  FLIGHT_ORDER_ENDPOINTS,
  UPLOAD_ENDPOINTS,
  USER_ENDPOINTS,
  userGroupOf,
  type TEndpointDefinition,
  type TErrorBody,
  type TFlightOrder,
  type TUpload,
} from '@frs/contract';
import { postgresHandle, type TDatabaseHandle } from './db/database';
import { classes, history, mailOutbox, orderSegments, orders } from './db/schema';
import { createUser } from '../test/factories';
import { urlOf } from '../test/endpoint-call';
import { createFlightSetup } from '../test/flight-factories';
import { startMailCapture, type TMailCapture } from '../test/mail-capture';
import { multipartFile, pngBytes } from '../test/multipart';
import { preOrderBody, seedRatesAndTickets, sellableClass } from '../test/order-factories';
import { startPostgresCluster, type TPostgresCluster } from '../test/postgres-cluster';
import { exitOf, loginOn, startServer, type TServerProcess } from '../test/server-process';

/**
 * Two API processes (src/main.ts, as `npm start` runs it) on one PostgreSQL cluster of this file's own: seats,
 * jobs and uploads across both, and a PostgreSQL restart under load that neither process dies of.
 */

/** Short job intervals, so that both processes run the expiry and mail jobs many times while the test waits. */
const JOB_INTERVAL_MS = 200;

let cluster: TPostgresCluster;
let database: TDatabaseHandle;
let mailCapture: TMailCapture;
let servers: TServerProcess[] = [];
const folders: string[] = [];
let agentId = 0;
let agentToken = '';
let adminToken = '';
let setup: Awaited<ReturnType<typeof createFlightSetup>>;
const db = () => database.db;

function folder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

interface TAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** A JSON call over HTTP; idempotent endpoints get a fresh Idempotency-Key. */
async function call(
  server: TServerProcess,
  endpoint: TEndpointDefinition,
  options: { token?: string; body?: unknown; params?: Record<string, string | number> } = {},
): Promise<TAnswer> {
  const response = await fetch(`${server.url}${urlOf(endpoint, options)}`, {
    method: endpoint.method,
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(endpoint.idempotent ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') ? (JSON.parse(text) as unknown) : text,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** Polls `check` until it holds (or fails the test after `timeoutMs`). */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    const ended = servers.find((server) => server.child.exitCode !== null);
    if (ended) throw new Error(`a server process ended (${ended.child.exitCode}):\n${ended.output().slice(-4_000)}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Free-form mails (send-email's template) queued straight in the outbox, as a request's transaction queues them. */
async function queueMails(subjects: readonly string[]): Promise<void> {
  await db()
    .insert(mailOutbox)
    .values(
      subjects.map((subject) => ({
        recipient: 'client@example.test',
        template: 'send-email',
        language: 'en' as const,
        payload: { subject, body: subject },
        sentBy: agentId,
        nextAttemptAt: new Date(),
      })),
    );
}

function receivedSubjects(prefix: string): string[] {
  return mailCapture.mails.map((mail) => mail.subject).filter((subject) => subject.startsWith(prefix));
}

async function heldSeats(classId: number): Promise<number> {
  const [row] = await db().select({ held: classes.held }).from(classes).where(eq(classes.id, classId));
  return row!.held;
}

/**
 * A user logged in through the first process, whose session both processes have checked (and cached), logs out
 * through the first: the first refuses the token at once, and the second within how many milliseconds.
 */
async function revocationDelayMs(): Promise<number> {
  const user = await createUser(db());
  const token = await loginOn(servers[0]!, user.email);
  for (const server of servers) expect((await call(server, USER_ENDPOINTS.profile, { token })).status).toBe(200);
  expect((await call(servers[0]!, AUTH_ENDPOINTS.logout, { token })).status).toBe(200);
  const loggedOutAt = Date.now();
  expect((await call(servers[0]!, USER_ENDPOINTS.profile, { token })).status).toBe(401);
  await waitFor(
    'the other process to refuse the token',
    async () => (await call(servers[1]!, USER_ENDPOINTS.profile, { token })).status === 401,
    5_000,
  );
  return Date.now() - loggedOutAt;
}

beforeAll(async () => {
  [cluster, mailCapture] = await Promise.all([startPostgresCluster(), startMailCapture()]);
  database = postgresHandle(cluster.url, 4);
  // This connection sees the restart too; the processes' answers are what the test reads.
  database.onBackgroundError(() => {});
  // Migrated before the processes start (two processes migrating one database at once would race).
  await database.migrate();
  const env = {
    DATABASE_URL: cluster.url,
    JWT_SECRET: 'multi-process-test-secret-of-at-least-32-characters',
    UPLOADS_DIR: folder('frs-shared-uploads-'),
    JOB_INTERVAL_MS: String(JOB_INTERVAL_MS),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailCapture.port),
    SMTP_SECURE: 'none',
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
    SEARCH_CACHE_MS: '0',
  };
  const starting = Promise.all(
    ['a', 'b'].map((name) => startServer({ ...env, DATA_DIR: folder(`frs-process-${name}-`) })),
  );
  // The data comes through the test's own connection while the processes start (neither seeds: SEED_DEMO is unset).
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  const agent = await createUser(db(), { balance: 1_000_000_000 });
  agentId = agent.id;
  const admin = await createUser(db(), userGroupOf('Admin'));
  servers = await starting;
  [agentToken, adminToken] = await Promise.all([loginOn(servers[0]!, agent.email), loginOn(servers[1]!, admin.email)]);
}, 90_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => exitOf(server.child)));
  await database?.close();
  await mailCapture?.close();
  await cluster?.destroy();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe('two API processes on one PostgreSQL', () => {
  it('200 holds on 50 seats, split over both processes, give exactly 50; the expiry job releases each once', async () => {
    const { flightClass } = await sellableClass(db(), setup, { seats: 50 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        call(servers[index % 2]!, FLIGHT_ORDER_ENDPOINTS.preOrder, {
          token: agentToken,
          body: preOrderBody([flightClass.id]),
        }).then((answer) => ({ ...answer, process: index % 2 })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(150);
    expect(new Set(answers.filter((answer) => answer.status === 409).map((a) => (a.body as TErrorBody).code))).toEqual(
      new Set(['NOT_ENOUGH_SEATS']),
    );
    expect(await heldSeats(flightClass.id)).toBe(50);
    const holdIds = answers.filter((answer) => answer.status === 200).map((answer) => (answer.body as TFlightOrder).id);
    expect(new Set(holdIds).size).toBe(50);

    // Every hold past its time: both processes run the expiry job every 200 ms, and each hold expires once.
    await db()
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(orders.id, holdIds));
    await waitFor('the holds to expire', async () => (await heldSeats(flightClass.id)) === 0);
    const [still] = await db()
      .select({ count: count() })
      .from(orders)
      .where(and(inArray(orders.id, holdIds), eq(orders.status, 'hold')));
    expect(still!.count).toBe(0);
    const expiries = await db()
      .select({ orderId: history.entityId })
      .from(history)
      .where(and(eq(history.entity, 'order'), eq(history.action, 'expireHold')));
    expect(expiries.map((row) => Number(row.orderId)).sort((a, b) => a - b)).toEqual(
      [...holdIds].sort((a, b) => a - b),
    );
  }, 45_000);

  it('the mail jobs of both processes send each queued mail exactly once', async () => {
    // More than one sender's batch (20), so that both processes' jobs take some.
    const subjects = Array.from({ length: 24 }, (_, index) => `Multi-process mail ${index + 1}`);
    await queueMails(subjects);
    await waitFor('every mail to be sent', async () => {
      const [pending] = await db().select({ count: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      return pending!.count === 0;
    });
    // A second sender of the same row would send it within its claim: a few more job runs show none did.
    await new Promise((resolve) => setTimeout(resolve, 3 * JOB_INTERVAL_MS));
    expect(receivedSubjects('Multi-process mail ').sort()).toEqual([...subjects].sort());
  }, 30_000);

  it('an image uploaded through one process is served by the other (one shared uploads folder)', async () => {
    const [first, second] = servers as [TServerProcess, TServerProcess];
    for (const [from, to] of [
      [first, second],
      [second, first],
    ] as const) {
      const bytes = pngBytes(200 + Math.floor(Math.random() * 100));
      const form = multipartFile({ fileName: 'logo.png', contentType: 'image/png', bytes });
      const uploaded = await fetch(
        `${from.url}${urlOf(UPLOAD_ENDPOINTS.upload, { params: { kind: 'companyLogo' } })}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, ...form.headers },
          body: form.payload,
        },
      );
      expect(uploaded.status).toBe(201);
      const upload = (await uploaded.json()) as TUpload;
      const served = await fetch(`${to.url}${upload.url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  }, 30_000);

  it('a token revoked in one process is refused by the other within 1 s (sessions are cached per process)', async () => {
    expect(await revocationDelayMs()).toBeLessThan(1_000);
  });

  it('a PostgreSQL restart under load: both processes answer 503 while it is down, then 200 by themselves', async () => {
    const { flightClass } = await sellableClass(db(), setup, { seats: 5_000 });
    interface TRecord extends TAnswer {
      process: number;
      at: number;
    }
    const records: TRecord[] = [];
    const failures: string[] = [];
    let loading = true;
    // Four clients, each alternating a read (the profile) and a write in a transaction (a hold) on both processes.
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let round = 0; loading; round += 1) {
        const process = (client + round) % 2;
        const write = round % 2 === 1;
        try {
          const answer = write
            ? await call(servers[process]!, FLIGHT_ORDER_ENDPOINTS.preOrder, {
                token: agentToken,
                body: preOrderBody([flightClass.id]),
              })
            : await call(servers[process]!, USER_ENDPOINTS.profile, { token: agentToken });
          records.push({ ...answer, process, at: Date.now() });
        } catch (error) {
          failures.push(`process ${process}: ${error instanceof Error ? error.message : String(error)}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    });
    const answered = (process: number, status: number, since: number) =>
      records.some((record) => record.process === process && record.status === status && record.at >= since);

    try {
      await waitFor('answers under load', async () => answered(0, 200, 0) && answered(1, 200, 0), 10_000);
      const stoppedAt = Date.now();
      await cluster.stop();
      await waitFor('503 from both processes', async () => answered(0, 503, stoppedAt) && answered(1, 503, stoppedAt));
      // Alive but not ready: a proxy stops routing to them, a supervisor leaves them running.
      for (const server of servers) {
        expect((await call(server, AUTH_ENDPOINTS.health)).status).toBe(200);
        expect((await call(server, AUTH_ENDPOINTS.ready)).status).toBe(503);
      }
      await cluster.start();
      const startedAt = Date.now();
      await waitFor(
        '200 from both processes after the restart',
        async () => answered(0, 200, startedAt) && answered(1, 200, startedAt),
        10_000,
      );
      const recovered = Math.max(
        ...[0, 1].map(
          (process) => records.find((r) => r.process === process && r.status === 200 && r.at >= startedAt)!.at,
        ),
      );
      expect(recovered - startedAt).toBeLessThan(5_000);
      for (const server of servers) expect((await call(server, AUTH_ENDPOINTS.ready)).status).toBe(200);
      // The jobs run again too.
      await queueMails(['After the restart']);
      await waitFor('the mail job after the restart', async () => receivedSubjects('After the restart').length === 1);
    } finally {
      loading = false;
      await Promise.all(clients);
    }

    expect(failures).toEqual([]);
    expect(servers.map((server) => server.child.exitCode)).toEqual([null, null]);
    const unexpected = records.filter((record) => record.status !== 200 && record.status !== 503);
    expect(unexpected.map((record) => `${record.status} ${JSON.stringify(record.body)}`)).toEqual([]);
    const unavailable = records.find((record) => record.status === 503)!;
    expect(unavailable.retryAfter).toBe('5');
    expect(unavailable.body).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is temporarily unavailable. Please try again in a moment',
    });
    // The restart cut requests in the middle of their transactions: the seat counter still matches the holds made
    // (a hold whose answer was lost after its commit counts too), and every hold answered 200 is there.
    const [holds] = await db()
      .select({ count: count() })
      .from(orders)
      .innerJoin(orderSegments, eq(orderSegments.orderId, orders.id))
      .where(and(eq(orderSegments.classId, flightClass.id), eq(orders.status, 'hold')));
    expect(await heldSeats(flightClass.id)).toBe(holds!.count);
    const answeredHolds = records.filter(
      (record) => record.status === 200 && (record.body as TFlightOrder).status === 'hold',
    );
    expect(answeredHolds.length).toBeGreaterThan(0);
    expect(holds!.count).toBeGreaterThanOrEqual(answeredHolds.length);
  }, 45_000);

  it('after the restart, revocations still reach the other process within 1 s (its listener reconnected)', async () => {
    expect(await revocationDelayMs()).toBeLessThan(1_000);
  });
});
