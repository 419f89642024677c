import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  FLIGHT_ORDER_ENDPOINTS,
  HISTORY_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  REPORT_ENDPOINTS,
  USER_ENDPOINTS,
  todayIsoDate,
  userGroupOf,
  type TEndpointDefinition,
  type TFlightOrder,
  type TFlightReportResponse,
  type THistoryListResponse,
} from '@frs/contract';
import { postgresHandle, type TDatabaseHandle } from './db/database';
import { createUser } from '../test/factories';
import { urlOf } from '../test/endpoint-call';
import { createFlightSetup } from '../test/flight-factories';
import { preOrderBody, seedRatesAndTickets, sellableClass } from '../test/order-factories';
import { startPostgresCluster, startStandbyCluster, type TPostgresCluster } from '../test/postgres-cluster';
import { exitOf, loginOn, startServer, type TServerProcess } from '../test/server-process';

/**
 * src/main.ts with DATABASE_URL on a primary and DATABASE_READ_URL on a real streaming replica of it (pg_basebackup
 * -R), both clusters this file's own. Pausing the replica's replay freezes what it shows: a read that does not see a
 * fresh order came from the replica, an operation that does came from the primary. The replica logs every statement
 * with the connection's application name, so the test also sees which of the server's connections sent what.
 */

/** The lag limit: long enough for the stale reads to be made before the guard moves them, on a loaded machine. */
const MAX_LAG_SECONDS = 6;

let primary: TPostgresCluster | undefined;
let replica: TPostgresCluster | undefined;
let database: TDatabaseHandle | undefined;
let server: TServerProcess | undefined;
let folder = '';
let agentToken = '';
let adminToken = '';
let classId = 0;
let flightId = 0;

async function call(
  endpoint: TEndpointDefinition,
  options: { token: string; body?: unknown; params?: Record<string, string | number>; query?: Record<string, string> },
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server!.url}${urlOf(endpoint, options)}`, {
    method: endpoint.method,
    headers: {
      'accept-language': 'en',
      authorization: `Bearer ${options.token}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(endpoint.idempotent ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, text: await response.text() };
}

async function json<T>(endpoint: TEndpointDefinition, options: Parameters<typeof call>[1]): Promise<T> {
  const answer = await call(endpoint, options);
  if (answer.status !== 200) throw new Error(`${endpoint.method} ${endpoint.path}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as T;
}

/** Runs one statement on the replica as its superuser (pausing and resuming its replay). */
async function onReplica(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: replica!.url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (server?.child.exitCode !== null) throw new Error(`the server ended:\n${server?.output().slice(-4_000)}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server.output().slice(-4_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many times the server has logged a switch of its reads to `target`. */
function switchesTo(target: 'replica' | 'primary'): number {
  return server!.output().split(`"reads on the ${target}"`).length - 1;
}

/** Where the server said its reads went last. */
function lastSwitch(): 'replica' | 'primary' | undefined {
  const output = server!.output();
  const [replicaAt, primaryAt] = [
    output.lastIndexOf('"reads on the replica"'),
    output.lastIndexOf('"reads on the primary"'),
  ];
  if (replicaAt < 0 && primaryAt < 0) return undefined;
  return replicaAt > primaryAt ? 'replica' : 'primary';
}

/** The statements the replica logged from `from` to `to` (lengths of its log), by the connection's application name. */
function replicaStatementsSince(from: number, to?: number): { app: string; statement: string }[] {
  return replica!
    .log()
    .slice(from, to)
    .split('\n')
    .map((line) => /^([^:]*):LOG: {2}(?:statement|execute [^:]*): (.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ app: match[1]!, statement: match[2]! }));
}

/** What an admin reads that may lag: the order's history rows, the full-data export and the flight's held seats. */
async function laggingReads(order: Pick<TFlightOrder, 'pnr'>) {
  const history = await json<THistoryListResponse>(HISTORY_ENDPOINTS.list, {
    token: adminToken,
    body: { pnr: order.pnr },
  });
  const exported = await call(REPORT_ENDPOINTS.ordersFullData, { token: adminToken, query: { format: 'csv' } });
  expect(exported.status).toBe(200);
  const report = await json<TFlightReportResponse>(REPORT_ENDPOINTS.flightReport, {
    token: adminToken,
    body: { startDate: todayIsoDate(), endDate: addDays(todayIsoDate(), 30), flightIds: [flightId], groupBy: 'flight' },
  });
  return { historyRows: history.count, inExport: exported.text.includes(order.pnr), report };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'frs-replica-'));
  primary = await startPostgresCluster();
  // `application name:LOG:  statement: …` for every statement the replica runs.
  replica = await startStandbyCluster(primary, { settings: ['log_statement=all', 'log_line_prefix=%a:'] });
  database = postgresHandle(primary.url, 2);
  await database.migrate();
  const setup = await createFlightSetup(database.db);
  await seedRatesAndTickets(database.db);
  const { flight, flightClass } = await sellableClass(database.db, setup, { seats: 20 });
  [classId, flightId] = [flightClass.id, flight.id];
  const agent = await createUser(database.db, { balance: 1_000_000_000 });
  const admin = await createUser(database.db, userGroupOf('Super Admin'));
  server = await startServer({
    DATABASE_URL: primary.url,
    DATABASE_READ_URL: replica.url,
    DATABASE_READ_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
    DATA_DIR: folder,
    JWT_SECRET: 'read-replica-test-secret-of-at-least-32-characters',
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
    SEARCH_CACHE_MS: '0',
    LOG_LEVEL: 'info',
  });
  [agentToken, adminToken] = await Promise.all([loginOn(server, agent.email), loginOn(server, admin.email)]);
  // On a busy machine the first check may time out and send the reads to the primary first: the tests count the
  // switches from where they start.
  await waitFor('the reads to go to the replica', () => lastSwitch() === 'replica');
}, 240_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (server) await exitOf(server.child);
  await database?.close();
  // Always, also after a failure: neither cluster outlives the file.
  await replica?.destroy();
  await primary?.destroy();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 30_000);

describe('a streaming read replica (DATABASE_READ_URL)', () => {
  it('serves reports, exports and history; seats and money never touch it; the guard falls back past the limit', async () => {
    const [toReplica, toPrimary] = [switchesTo('replica'), switchesTo('primary')];
    await onReplica('select pg_wal_replay_pause()');
    const pausedMark = replica!.log().length;
    const fromServer = (from: number, to?: number) =>
      replicaStatementsSince(from, to).filter((line) => line.app === 'frs-reads');

    // A hold on the frozen replica's primary (seats), and at once the reads that may lag: they come from the frozen
    // replica, so they show no history, no export row and no seat of the new order yet.
    const hold = await json<TFlightOrder>(FLIGHT_ORDER_ENDPOINTS.preOrder, {
      token: agentToken,
      body: preOrderBody([classId]),
    });
    const holdMark = replica!.log().length;
    const stale = await laggingReads(hold);
    const readsMark = replica!.log().length;
    expect([stale.historyRows, stale.inExport, stale.report.totals.held, stale.report.totals.sold]).toEqual([
      0,
      false,
      0,
      0,
    ]);

    // Seats and money while the replica is still frozen: ticketing the hold (the agent's balance pays), the order,
    // the agent's balance. Each reads what the hold wrote, which the frozen replica has not got: they all work.
    const ticketed = await json<TFlightOrder>(FLIGHT_ORDER_ENDPOINTS.order, {
      token: agentToken,
      body: { orderId: hold.id, mode: 'ticketing' },
    });
    expect(ticketed.status).toBe('ticketed');
    expect((await call(FLIGHT_ORDER_ENDPOINTS.get, { token: agentToken, params: { id: hold.id } })).status).toBe(200);
    expect((await call(USER_ENDPOINTS.profile, { token: agentToken })).status).toBe(200);

    // The replica's own log says the same: the server's read pool sent it the lagging reads, and nothing at all
    // while the hold, the ticketing, the order and the balance were answered.
    expect(fromServer(pausedMark, holdMark)).toEqual([]);
    expect(fromServer(holdMark, readsMark).length).toBeGreaterThan(0);
    expect(fromServer(readsMark)).toEqual([]);
    // The server's reads on the replica are reads only (the replica would refuse a write anyway).
    const writes = fromServer(pausedMark).filter((line) =>
      /^\s*(insert|update|delete)\b|\bfor update\b/i.test(line.statement),
    );
    expect(writes).toEqual([]);

    // Past the limit the guard sends the reads to the primary (and says so once), which sees the order.
    await waitFor('the guard to fall back to the primary', () => switchesTo('primary') === toPrimary + 1);
    expect(server!.output()).toMatch(/replica behind by \d+\.\d s/);
    const fresh = await laggingReads(ticketed);
    expect(fresh.historyRows).toBeGreaterThan(0);
    expect(fresh.inExport).toBe(true);
    expect(fresh.report.totals.sold).toBe(1);

    // Replay resumed, the replica catches up and has the reads again.
    await onReplica('select pg_wal_replay_resume()');
    await waitFor('the reads to return to the replica', () => switchesTo('replica') === toReplica + 1);
    const resumedMark = replica!.log().length;
    const caughtUp = await laggingReads(ticketed);
    expect([caughtUp.historyRows, caughtUp.inExport, caughtUp.report.totals.sold]).toEqual([
      fresh.historyRows,
      true,
      1,
    ]);
    expect(replicaStatementsSince(resumedMark).some((line) => line.app === 'frs-reads')).toBe(true);
    // Each switch was logged once, not at every check.
    expect([switchesTo('replica'), switchesTo('primary')]).toEqual([toReplica + 1, toPrimary + 1]);
  }, 60_000);

  it('reads on the primary while the replica is down, and on the replica again once it is back', async () => {
    await onReplica('select pg_wal_replay_resume()');
    await waitFor('the reads to be on the replica', () => lastSwitch() === 'replica');
    const [toReplica, toPrimary] = [switchesTo('replica'), switchesTo('primary')];
    await replica!.stop();
    await waitFor('the guard to find the replica unreachable', () => switchesTo('primary') === toPrimary + 1);
    expect(server!.output()).toMatch(/"reason":"replica unreachable: /);
    const history = await json<THistoryListResponse>(HISTORY_ENDPOINTS.list, { token: adminToken, body: {} });
    expect(history.count).toBeGreaterThan(0);
    await replica!.start();
    await waitFor('the reads to return to the replica', () => switchesTo('replica') === toReplica + 1);
  }, 60_000);
});
