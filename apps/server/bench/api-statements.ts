/**
 * The raw side of the bench's ratios, captured from the API itself: an application built in this process on the
 * bench's PostgreSQL database (as main.ts builds it, without its jobs; the search cache off) answers each question
 * once through Fastify's inject to warm its caches, then once more while every statement its driver sends is
 * recorded — the query config as node-postgres receives it (text, parameters, the prepared statement's name when the
 * API names one, Drizzle's row mode and type parsers), in order, with the statements it sent side by side (in
 * flight together) grouped. `replayRaw` then sends those statements straight through `pg`, question after question,
 * with nothing else: no HTTP, no validation, no authentication code, no pricing, no JSON — and no begin/commit unless
 * the API sent one. When the search lane changes its statements, the raw side follows without an edit here.
 *
 * Only the statements sent while an injected request is in flight are recorded (AsyncLocalStorage), so that a
 * timer of the application (the webhook sweep, a LISTEN) does not slip into a question's statements.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AUTH_ENDPOINTS } from '@frs/contract';
import { buildApp } from '../src/app';
import { postgresHandle } from '../src/db/database';
import { measure } from './load';

/** One statement as the API handed it to node-postgres. */
export interface TRecordedStatement {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: 'array';
  types?: unknown;
}

/** A request's statements in the order sent; statements in flight together form one group (sent in parallel). */
export interface TRecordedRequest {
  status: number;
  groups: TRecordedStatement[][];
  /** Whether the API sent a transaction (begin … commit): then the replay keeps every statement on one connection. */
  transaction: boolean;
}

/** A request to inject: method, URL (with its query string) and JSON body, as the signed-in user of `token`. */
export interface TInjectedRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  token: string;
}

type TQueryFunction = (...args: unknown[]) => unknown;

/** The query config of a call of `Client.prototype.query`, whatever form the caller used. */
function configOf(args: unknown[]): TRecordedStatement | null {
  const [first, second] = args;
  if (typeof first === 'string') {
    return { text: first, values: Array.isArray(second) ? (second as unknown[]) : [] };
  }
  if (first && typeof first === 'object' && 'text' in first) {
    const query = first as TRecordedStatement & { values?: unknown[] };
    return {
      ...(query.name ? { name: query.name } : {}),
      text: query.text,
      values: query.values ?? (Array.isArray(second) ? (second as unknown[]) : []),
      ...(query.rowMode ? { rowMode: query.rowMode } : {}),
      ...(query.types ? { types: query.types } : {}),
    };
  }
  return null;
}

/** An application in this process on `databaseUrl` that records the statements of the requests it is given. */
export async function apiStatementRecorder(databaseUrl: string, options: { jwtSecret?: string } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'frs-bench-record-'));
  const database = postgresHandle(databaseUrl, 2);
  const app = await buildApp({
    config: {
      jwtSecret: options.jwtSecret ?? randomUUID(),
      jwtExpiresIn: '1h',
      webDistDir: undefined,
      logLevel: 'silent',
      uploadsDir: join(folder, 'uploads'),
      cbaRatesUrl: 'http://127.0.0.1:9/exchangerates.asmx',
      searchCacheMs: 0,
    },
    database,
    logger: false,
  });
  const context = new AsyncLocalStorage<(statement: TRecordedStatement, done: Promise<unknown>) => void>();
  const original = pg.Client.prototype.query as unknown as TQueryFunction;
  const recording = function (this: pg.Client, ...args: unknown[]) {
    const result = original.apply(this, args);
    const record = context.getStore();
    const statement = record && configOf(args);
    if (record && statement)
      record(
        statement,
        Promise.resolve(result).catch(() => undefined),
      );
    return result;
  };
  (pg.Client.prototype as unknown as { query: TQueryFunction }).query = recording;

  const inject = (request: TInjectedRequest) =>
    app.inject({
      method: request.method,
      url: request.url,
      headers: {
        authorization: `Bearer ${request.token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    });

  return {
    /** Signs `email` in on the in-process application (password demo1234): a token it accepts. */
    async login(email: string): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url: AUTH_ENDPOINTS.login.path,
        payload: { email, password: 'demo1234' },
      });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    /** The request's statements, recorded on its second call (the first warms the application's caches). */
    async record(request: TInjectedRequest): Promise<TRecordedRequest> {
      await inject(request);
      const groups: TRecordedStatement[][] = [];
      let inFlight = 0;
      const response = await context.run(
        (statement, done) => {
          // A statement sent while another is in flight joins its group: the API sent them side by side.
          if (inFlight > 0 && groups.length > 0) groups[groups.length - 1]!.push(statement);
          else groups.push([statement]);
          inFlight += 1;
          void done.then(() => (inFlight -= 1));
        },
        // inject gives a thenable that starts on its first `then`: awaited here, inside the context.
        async () => await inject(request),
      );
      const transaction = groups.some((group) => group.some((statement) => /^\s*begin\b/i.test(statement.text)));
      return { status: response.statusCode, groups, transaction };
    },
    async close() {
      (pg.Client.prototype as unknown as { query: TQueryFunction }).query = original;
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Records each request's statements (see apiStatementRecorder); fails if the API did not answer one of them 200. */
export async function recordRequests(
  recorder: Awaited<ReturnType<typeof apiStatementRecorder>>,
  requests: readonly TInjectedRequest[],
): Promise<TRecordedRequest[]> {
  const recorded: TRecordedRequest[] = [];
  for (const request of requests) {
    const one = await recorder.record(request);
    if (one.status !== 200) throw new Error(`${request.method} ${request.url}: ${one.status} while recording`);
    recorded.push(one);
  }
  return recorded;
}

/** One request's statements sent raw on `pool`: groups in turn, a group's statements side by side. */
export async function sendRecorded(pool: pg.Pool, request: TRecordedRequest): Promise<void> {
  const send = (client: pg.Pool | pg.PoolClient, statement: TRecordedStatement) =>
    client.query(statement as unknown as pg.QueryConfig);
  if (request.transaction) {
    // The API's own transaction: its statements on one connection, begin and commit included, as it sent them.
    const client = await pool.connect();
    try {
      for (const group of request.groups) for (const statement of group) await send(client, statement);
    } finally {
      client.release();
    }
    return;
  }
  for (const group of request.groups) await Promise.all(group.map((statement) => send(pool, statement)));
}

/**
 * The recorded requests' statements sent raw through a pool of `workers` connections, `workers` requests at a time,
 * the requests in turn, for `seconds`: a rate of requests and their latencies (each the time of all its statements).
 */
export async function replayRaw(options: {
  name: string;
  databaseUrl: string;
  requests: readonly TRecordedRequest[];
  workers: number;
  seconds: number;
}) {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.workers });
  try {
    return await measure(options.name, options.workers, options.seconds, async (n) => {
      await sendRecorded(pool, options.requests[n % options.requests.length]!);
      return true;
    });
  } finally {
    await pool.end();
  }
}

/** How many statements a request sends, as "3" or "2–4" over the recorded requests. */
export function statementsPerRequest(requests: readonly TRecordedRequest[]): string {
  const counts = requests.map((request) => request.groups.reduce((sum, group) => sum + group.length, 0));
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  return low === high ? String(low) : `${low}–${high}`;
}
