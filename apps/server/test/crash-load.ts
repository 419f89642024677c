import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  endpointPath,
  IDEMPOTENCY_HEADER,
  FLIGHT_ORDER_ENDPOINTS,
  type TEndpointDefinition,
  type TOrderStatus,
} from '@frs/contract';
import { createBenchInventory, login, type TBenchClass } from '../bench/booking-bench';
import { PGLITE_EXTENSIONS } from '../src/db/database';
import type { TAgent } from '../bench/load';
import { createDatabaseOn, onServer } from './database-url';
import type { TSqlQuery } from './invariants';
import { startServer, type TServerProcess } from './server-process';
import { startPostgresCluster } from './postgres-cluster';

/**
 * Bookings against a server process that is killed (SIGKILL) in the middle of them, and what must hold after it
 * restarts: every order the API acknowledged (a 2xx answer) is there in the status it answered (or the next one, when
 * that call was in flight at the kill), and the database's invariants hold. Shared by the kill -9 tests (a short
 * run) and `npm run soak` (rounds of longer runs).
 */

/** What the client was told about an order, and the status a call in flight at the kill may have committed. */
export interface TAcknowledgedOrder {
  status: TOrderStatus;
  inFlight?: TOrderStatus;
}

export interface TBookingLoad {
  /** Orders the API acknowledged, by id. */
  acknowledged: Map<number, TAcknowledgedOrder>;
  /** Completed calls by outcome: 2xx, 4xx (a refusal: no seats, no money), 5xx (a defect). */
  counts: { ok: number; refused: number; serverErrors: number };
  /** Milliseconds from the start to the first 2xx (a server busy after a restart answers late). */
  firstOkMs: () => number | undefined;
  /** Answers of 5xx and network errors before `markKilled`: each a defect. */
  unexpected: string[];
  /** Call right before killing the server: network errors from then on end the workers quietly. */
  markKilled: () => void;
  /** Ends the workers (after the current call) and waits for them. */
  stop: () => Promise<void>;
  /** Resolves when every worker has ended (the server went away, or `stop`). */
  done: Promise<void>;
}

const PASSENGER = {
  type: 'adult',
  firstName: 'Crash',
  lastName: 'Traveller',
  gender: 'male',
  dateOfBirth: '1985-03-02',
  passportNumber: 'AM7654321',
  passportExpiry: '2040-01-01',
  citizenship: 'AM',
};
const CONTACT = { name: 'Crash Client', phone: '+374 99 000001', email: 'crash-client@demo.test' };

/** The demo seed's agents and its Super Admin (who books for the agency: orders without an agent or a ledger). */
const BOOKERS = ['agent@demo.test', 'agent2@demo.test', 'superadmin@demo.test'];

export interface TBookingRun {
  /** Who books, in turn. */
  bookers: TAgent[];
  admin: TAgent;
  classes: TBenchClass[];
}

/** Logs in the demo seed's bookers and makes `flights` flights of 1000 seats, and money for the agents. */
export async function prepareBookingRun(url: string, flights: number): Promise<TBookingRun> {
  const bookers = await Promise.all(BOOKERS.map((email) => login(url, email)));
  const admin = bookers.at(-1)!;
  const classes = await createBenchInventory(url, admin, bookers.slice(0, -1), flights);
  return { bookers, admin, classes };
}

async function call(
  url: string,
  endpoint: TEndpointDefinition,
  token: string,
  request: { params?: Record<string, number>; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}${endpointPath(endpoint, request.params)}`, {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(endpoint.idempotent ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {}),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/**
 * `workers` loops, each: a pre-order (a hold), then one of: keep the hold, cancel it, book it, ticket it (the agent is
 * charged). Each acknowledged step is recorded before the next call goes out.
 */
export function startBookingLoad(url: string, run: TBookingRun, workers: number): TBookingLoad {
  const acknowledged = new Map<number, TAcknowledgedOrder>();
  const counts = { ok: 0, refused: 0, serverErrors: 0 };
  const unexpected: string[] = [];
  let killed = false;
  let stopped = false;
  let next = 0;
  const began = Date.now();
  let firstOk: number | undefined;

  /** The answer of a call, or null once the server is gone. */
  const attempt = async (
    endpoint: TEndpointDefinition,
    token: string,
    request: { params?: Record<string, number>; body?: unknown },
  ) => {
    try {
      const answer = await call(url, endpoint, token, request);
      if (answer.status >= 500) {
        counts.serverErrors += 1;
        unexpected.push(`${endpoint.method} ${endpoint.path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      } else if (answer.status >= 400) counts.refused += 1;
      else {
        counts.ok += 1;
        firstOk ??= Date.now() - began;
      }
      return answer;
    } catch (error) {
      if (!killed) unexpected.push(`${endpoint.method} ${endpoint.path}: ${String(error)}`);
      return null;
    }
  };

  const worker = async () => {
    while (!stopped) {
      next += 1;
      const n = next;
      const booker = run.bookers[n % run.bookers.length]!;
      const flightClass = run.classes[n % run.classes.length]!;
      const hold = await attempt(FLIGHT_ORDER_ENDPOINTS.preOrder, booker.token, {
        body: {
          travelType: 'oneWay',
          segments: [{ classId: flightClass.classId }],
          passengers: [PASSENGER],
          contact: CONTACT,
        },
      });
      if (!hold) return;
      if (hold.status !== 200) continue;
      const orderId = (hold.body as { id: number }).id;
      const order: TAcknowledgedOrder = { status: 'hold' };
      acknowledged.set(orderId, order);
      const step = n % 6;
      if (step === 0) continue;
      const [endpoint, request, target]: [TEndpointDefinition, object, TOrderStatus] =
        step === 1
          ? [FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, { params: { id: orderId } }, 'cancelled']
          : step <= 3
            ? [FLIGHT_ORDER_ENDPOINTS.order, { body: { orderId, mode: 'booking' } }, 'booked']
            : [FLIGHT_ORDER_ENDPOINTS.order, { body: { orderId, mode: 'ticketing' } }, 'ticketed'];
      order.inFlight = target;
      const answer = await attempt(endpoint, booker.token, request);
      if (!answer) return;
      if (answer.status === 200) order.status = target;
      delete order.inFlight;
    }
  };

  const done = Promise.all(Array.from({ length: workers }, worker)).then(() => undefined);
  return {
    acknowledged,
    counts,
    firstOkMs: () => firstOk,
    unexpected,
    markKilled: () => {
      killed = true;
    },
    stop: async () => {
      stopped = true;
      await done;
    },
    done,
  };
}

/** Runs the load until `acknowledgedAtLeast` orders are acknowledged (or `seconds` pass), then SIGKILLs the server. */
export async function killUnderLoad(
  server: TServerProcess,
  load: TBookingLoad,
  options: { seconds: number; acknowledgedAtLeast?: number },
): Promise<void> {
  const deadline = Date.now() + options.seconds * 1000;
  while (Date.now() < deadline && load.acknowledged.size < (options.acknowledgedAtLeast ?? Infinity)) {
    if (load.unexpected.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  load.markKilled();
  server.child.kill('SIGKILL');
  await exited(server.child);
  await withDeadline(load.done, 90_000, 'the clients did not end after the kill');
}

/** Resolves once the process has ended (by an exit or a signal), also when it already has. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each acknowledged order missing after the restart, or in a status it was never told nor could have reached. */
export async function findLostOrders(
  query: TSqlQuery,
  acknowledged: ReadonlyMap<number, TAcknowledgedOrder>,
): Promise<string[]> {
  const ids = [...acknowledged.keys()];
  if (ids.length === 0) return [];
  const { rows } = await query('select id, status from orders where id = any($1::int[])', [ids]);
  const found = new Map(rows.map((row) => [Number(row.id), String(row.status)]));
  const lost: string[] = [];
  for (const [id, order] of acknowledged) {
    const status = found.get(id);
    if (status === undefined) lost.push(`order ${id} (acknowledged ${order.status}) is missing`);
    else if (status !== order.status && status !== order.inFlight) {
      lost.push(
        `order ${id} is ${status}; acknowledged ${order.status}${order.inFlight ? ` (${order.inFlight} in flight)` : ''}`,
      );
    }
  }
  return lost;
}

/** Where a run's server keeps its data: an embedded database folder, or a PostgreSQL database. */
export type TCrashDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; dataDir: string; url: string };

/** Opens the database (the server must be stopped for the embedded one), runs `work` with a query, closes it. */
export async function withQuery<T>(database: TCrashDatabase, work: (query: TSqlQuery) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    const client = await PGlite.create(`${database.dataDir}/pgdata`, { extensions: PGLITE_EXTENSIONS });
    try {
      return await work((text, params) => client.query(text, params));
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await work((text, params) => client.query(text, params));
  } finally {
    await client.end();
  }
}

/** The server on that database, as `npm start` runs it (the demo seed on an empty database; no network). */
export function startServerOn(database: TCrashDatabase): Promise<TServerProcess> {
  return startServer({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.kind === 'postgres' ? database.url : '',
    SEED_DEMO: 'true',
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
  });
}

/**
 * A PostgreSQL database of its own: a new database on TEST_DATABASE_URL's server (CI sets it), or else on a throwaway
 * cluster started here. `drop` removes it (and the cluster).
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startPostgresCluster();
  const serverUrl = process.env.TEST_DATABASE_URL ?? cluster!.url;
  const name = `frs_crash_${randomBytes(6).toString('hex')}`;
  const url = await createDatabaseOn(serverUrl, name);
  return {
    url,
    drop: async () => {
      if (cluster) {
        await cluster.destroy();
        return;
      }
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
