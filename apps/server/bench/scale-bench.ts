/**
 * `npm run bench:scale`: the lists, search and report at scale, on the database `npm run seed:scale` filled
 * (DATABASE_URL=postgres://…, required). It starts a server process on that database (its jobs running, as in
 * production), logs in as the demo admin, the agent with the most orders, a small agent and the Reports user, and
 * measures each scenario for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 1) requests in flight: p50,
 * p95 and p99 in ms against its target (issue 34's goals: the first page of reservations, a PNR, balance history
 * and history p95 ≤ 20 ms; a surname prefix or a common surname in the reservations list ≤ 50; round-trip search
 * over 14 dates ≤ 30; the flight report for 30 days ≤ 200; the other lists ≤ 50). Beside each, its raw side: the
 * statements the API sends for the same requests, recorded from an application in this process on the same
 * database before the runs and sent raw through `pg` as the API sends them (api-statements.ts), at the same
 * concurrency, right after the API's run. It ends with issue 34's rows at scale and their goals.
 *
 * For every scenario over its target (or every scenario with BENCH_EXPLAIN=all) it then runs the same request once
 * on the application in this process, on the same database, records the statements it sends, and prints EXPLAIN
 * (ANALYZE, BUFFERS) of each read. BENCH_ONLY=<part of a name> runs the matching scenarios only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  addDays,
  AUTH_ENDPOINTS,
  HISTORY_ENDPOINTS,
  HOTEL_ORDER_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  PACKAGE_ORDER_ENDPOINTS,
  REPORT_ENDPOINTS,
  SEARCH_ENDPOINTS,
  todayIsoDate,
  USER_ENDPOINTS,
  type TEndpointDefinition,
} from '@frs/contract';
import { buildApp } from '../src/app';
import { isPostgresUrl, postgresHandle } from '../src/db/database';
import { exitOf, startServer } from '../test/server-process';
import {
  apiStatementRecorder,
  recordRequests,
  replayRaw,
  statementsPerRequest,
  type TInjectedRequest,
  type TRecordedRequest,
} from './api-statements';
import { SCALE_AGENT_DOMAIN } from './seed-scale';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const EXPLAIN_ALL = process.env.BENCH_EXPLAIN === 'all';
const ONLY = process.env.BENCH_ONLY;
/** The server process and the in-process app sign and check tokens with this one secret. */
const JWT_SECRET = 'scale-bench-secret-that-is-long-enough-for-hs256';
const LIST_TARGET_MS = 50;
const SEARCH_TARGET_MS = 30;
/** Issue 34's goals: the first page of reservations, a PNR, balance history and history ≤ 20 ms; the report ≤ 200. */
const FIRST_PAGE_TARGET_MS = 20;
const REPORT_TARGET_MS = 200;

interface TScenario {
  name: string;
  endpoint: TEndpointDefinition;
  /** The path when the endpoint's has parameters (balance history: /api/users/balance-history/<id>). */
  path?: string;
  /** The row of issue 34's table this scenario measures (printed with the goal at the end). */
  issueRow?: string;
  token: string;
  /** Bodies sent in turn (POST), or query strings (GET). */
  bodies?: unknown[];
  query?: string;
  targetMs: number | null;
}

interface TResult {
  scenario: string;
  requests: number;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  target: string;
  ok: string;
  /** The list's count as the first answer gave it (and whether it was capped). */
  count: string;
  /** The API's statements for the same requests sent raw (api-statements.ts): p95, and statements per request. */
  'raw p95 ms'?: number | null;
  'raw statements'?: string;
}

const pathOf = (scenario: TScenario) =>
  `${scenario.path ?? scenario.endpoint.path}${scenario.query ? `?${scenario.query}` : ''}`;

async function call(url: string, scenario: TScenario, index: number): Promise<Response> {
  const body = scenario.bodies?.[index % scenario.bodies.length];
  return fetch(`${url}${pathOf(scenario)}`, {
    method: scenario.endpoint.method,
    headers: {
      authorization: `Bearer ${scenario.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const at = (sorted: readonly number[], share: number) =>
  sorted.length ? Math.round(sorted[Math.floor(share * (sorted.length - 1))]! * 10) / 10 : 0;

async function measure(url: string, scenario: TScenario): Promise<TResult> {
  const first = await call(url, scenario, 0);
  const text = await first.text();
  if (!first.ok) throw new Error(`${scenario.name}: ${first.status} ${text}`);
  const answer = JSON.parse(text) as { count?: number; countCapped?: boolean; result?: unknown[] };
  const count =
    typeof answer.count === 'number'
      ? `${answer.count.toLocaleString('en')}${answer.countCapped ? '+' : ''}`
      : Array.isArray(answer.result)
        ? `${answer.result.length} rows`
        : '';
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const index = (next += 1);
        const begun = performance.now();
        const response = await call(url, scenario, index);
        await response.arrayBuffer();
        latencies.push(performance.now() - begun);
        if (!response.ok) failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p95 = at(latencies, 0.95);
  return {
    scenario: scenario.name,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': at(latencies, 0.5),
    'p95 ms': p95,
    'p99 ms': at(latencies, 0.99),
    target: scenario.targetMs === null ? '-' : `≤ ${scenario.targetMs}`,
    ok: failures > 0 ? `${failures} failed` : scenario.targetMs === null || p95 <= scenario.targetMs ? 'yes' : 'NO',
    count,
  };
}

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}${AUTH_ENDPOINTS.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** What the scenarios ask about: taken from the data, so that each filter finds what it looks for. */
async function probe(client: pg.Client) {
  const one = async <T>(text: string): Promise<T> => (await client.query(text)).rows[0] as T;
  const bigAgent = await one<{ id: number; email: string; orders: string }>(
    `select u.id, u.email, count(*) as orders from orders o join users u on u.id = o.agent_id
    where u.email like '%@${SCALE_AGENT_DOMAIN}' group by u.id, u.email order by count(*) desc limit 1`,
  );
  const smallAgent = await one<{ id: number; email: string; orders: string }>(
    `select u.id, u.email, count(*) as orders from orders o join users u on u.id = o.agent_id
    where u.email like '%@${SCALE_AGENT_DOMAIN}' group by u.id, u.email order by count(*) limit 1`,
  );
  const pnrs = (
    await client.query<{ pnr: string }>(
      `select pnr from orders where product_line = 'flight' order by hashint4(id) limit 50`,
    )
  ).rows.map((row) => row.pnr);
  const agentPnrs = (
    await client.query<{ pnr: string }>(
      `select pnr from orders where agent_id = ${bigAgent.id} and product_line = 'flight' order by hashint4(id) limit 50`,
    )
  ).rows.map((row) => row.pnr);
  // A rare surname of flight orders' travellers (a few dozen); the scenarios add a common one (tens of thousands).
  const rare = await one<{ last_name: string; n: string }>(
    `select p.last_name, count(*) as n from order_passengers p join orders o on o.id = p.order_id
    where o.product_line = 'flight' and p.last_name like '%yan' and length(p.last_name) = 9
    group by p.last_name having count(*) >= 5 order by count(*), p.last_name limit 1`,
  );
  const airports = await client.query<{ id: number; iata_code: string }>(
    `select id, iata_code from airports where iata_code in ('EVN', 'SVO')`,
  );
  const airportId = (code: string) => airports.rows.find((row) => row.iata_code === code)!.id;
  return {
    bigAgent,
    smallAgent,
    pnrs,
    agentPnrs,
    rareName: rare.last_name,
    evn: airportId('EVN'),
    svo: airportId('SVO'),
  };
}

function scenariosOf(
  data: Awaited<ReturnType<typeof probe>>,
  tokens: { admin: string; bigAgent: string; smallAgent: string; reports: string },
): TScenario[] {
  const list = (name: string, token: string, bodies: unknown[] = [{}]): TScenario => ({
    name,
    endpoint: FLIGHT_ORDER_ENDPOINTS.list,
    token,
    bodies,
    targetMs: LIST_TARGET_MS,
  });
  const today = todayIsoDate();
  const searchDays = Array.from({ length: 14 }, (_, day) => addDays(today, 7 + day));
  const monthStart = addDays(today, -30);
  return [
    {
      ...list('orders: admin, first page', tokens.admin),
      issueRow: 'first page of reservations',
      targetMs: FIRST_PAGE_TARGET_MS,
    },
    list(`orders: big agent (${Number(data.bigAgent.orders).toLocaleString('en')}), first page`, tokens.bigAgent),
    list(`orders: small agent (${data.smallAgent.orders}), first page`, tokens.smallAgent),
    {
      ...list(
        'orders: admin, PNR (exact)',
        tokens.admin,
        data.pnrs.map((pnr) => ({ pnr })),
      ),
      issueRow: 'PNR',
      targetMs: FIRST_PAGE_TARGET_MS,
    },
    list(
      'orders: admin, PNR (3 first letters)',
      tokens.admin,
      data.pnrs.map((pnr) => ({ pnr: pnr.slice(0, 3) })),
    ),
    list(
      'orders: big agent, PNR (exact)',
      tokens.bigAgent,
      data.agentPnrs.map((pnr) => ({ pnr })),
    ),
    {
      ...list('orders: admin, passenger (common: Petrosyan)', tokens.admin, [{ passengerName: 'Petrosyan' }]),
      issueRow: 'a common surname',
    },
    {
      ...list('orders: admin, passenger (surname prefix: Petro, Sarg, Hako)', tokens.admin, [
        { passengerName: 'Petro' },
        { passengerName: 'Sarg' },
        { passengerName: 'Hako' },
      ]),
      issueRow: 'surname prefix in the reservations list',
    },
    list('orders: admin, passenger (surname prefix: Sa)', tokens.admin, [{ passengerName: 'Sa' }]),
    list('orders: big agent, passenger (common: Petrosyan)', tokens.bigAgent, [{ passengerName: 'Petrosyan' }]),
    list(`orders: admin, passenger (rare: ${data.rareName})`, tokens.admin, [{ passengerName: data.rareName }]),
    list('orders: admin, passenger (full name)', tokens.admin, [{ passengerName: `Anna ${data.rareName}` }]),
    list('orders: admin, passenger (no match)', tokens.admin, [{ passengerName: 'Zzyzx' }]),
    list('orders: big agent, passenger (rare)', tokens.bigAgent, [{ passengerName: data.rareName }]),
    list('orders: big agent, passenger (no match)', tokens.bigAgent, [{ passengerName: 'Zzyzx' }]),
    list('orders: admin, agent filter (big agent)', tokens.admin, [{ agentId: data.bigAgent.id }]),
    list('orders: admin, agent filter (small agent)', tokens.admin, [{ agentId: data.smallAgent.id }]),
    list('orders: admin, status ticketed', tokens.admin, [{ statuses: ['ticketed'] }]),
    {
      name: 'hotel orders: admin, first page',
      endpoint: HOTEL_ORDER_ENDPOINTS.list,
      token: tokens.admin,
      query: 'page=0&pageSize=25',
      targetMs: LIST_TARGET_MS,
    },
    {
      name: 'hotel orders: admin, guest (common: Petrosyan)',
      endpoint: HOTEL_ORDER_ENDPOINTS.list,
      token: tokens.admin,
      query: 'page=0&pageSize=25&guestName=Petrosyan',
      targetMs: LIST_TARGET_MS,
    },
    {
      name: 'package orders: admin, passenger (surname prefix: Petro)',
      endpoint: PACKAGE_ORDER_ENDPOINTS.list,
      token: tokens.admin,
      bodies: [{ passengerName: 'Petro' }],
      targetMs: LIST_TARGET_MS,
    },
    {
      name: 'package orders: admin, first page',
      endpoint: PACKAGE_ORDER_ENDPOINTS.list,
      token: tokens.admin,
      bodies: [{}],
      targetMs: LIST_TARGET_MS,
    },
    {
      name: 'search: EVN→SVO one way, 1 adult (14 dates)',
      endpoint: SEARCH_ENDPOINTS.flights,
      token: tokens.bigAgent,
      bodies: searchDays.map((date) => ({
        travelType: 'oneWay',
        legs: [{ fromAirportId: data.evn, toAirportId: data.svo, date }],
        passengers: { adults: 1, children: 0, infants: 0 },
      })),
      targetMs: SEARCH_TARGET_MS,
    },
    {
      name: 'search: EVN⇄SVO round trip, 2 adults',
      endpoint: SEARCH_ENDPOINTS.flights,
      token: tokens.bigAgent,
      bodies: searchDays.map((date) => ({
        travelType: 'roundTrip',
        legs: [
          { fromAirportId: data.evn, toAirportId: data.svo, date },
          { fromAirportId: data.svo, toAirportId: data.evn, date: addDays(date, 7) },
        ],
        passengers: { adults: 2, children: 0, infants: 0 },
      })),
      targetMs: SEARCH_TARGET_MS,
      issueRow: 'round-trip search over 14 dates',
    },
    {
      name: 'balance history: big agent, first page',
      endpoint: USER_ENDPOINTS.balanceHistory,
      path: USER_ENDPOINTS.balanceHistory.path.replace('{id}', String(data.bigAgent.id)),
      token: tokens.bigAgent,
      bodies: [{}],
      targetMs: FIRST_PAGE_TARGET_MS,
      issueRow: 'balance history',
    },
    {
      name: 'agents: first page',
      endpoint: USER_ENDPOINTS.list,
      token: tokens.admin,
      bodies: [{ role: 'user' }],
      targetMs: LIST_TARGET_MS,
    },
    {
      name: 'agents: search "Scale Travel 01"',
      endpoint: USER_ENDPOINTS.list,
      token: tokens.admin,
      bodies: [{ role: 'user', search: 'Scale Travel 01' }],
      targetMs: LIST_TARGET_MS,
    },
    {
      name: 'history: admin, first page',
      endpoint: HISTORY_ENDPOINTS.list,
      token: tokens.admin,
      bodies: [{ sortField: 'at', sortOrder: 'desc' }],
      targetMs: FIRST_PAGE_TARGET_MS,
      issueRow: 'history',
    },
    {
      name: 'history: big agent, first page',
      endpoint: HISTORY_ENDPOINTS.list,
      token: tokens.bigAgent,
      bodies: [{ sortField: 'at', sortOrder: 'desc' }],
      targetMs: LIST_TARGET_MS,
    },
    {
      name: 'history: admin, PNR',
      endpoint: HISTORY_ENDPOINTS.list,
      token: tokens.admin,
      bodies: data.pnrs.map((pnr) => ({ pnr, sortField: 'at', sortOrder: 'desc' })),
      targetMs: LIST_TARGET_MS,
    },
    {
      name: `flight report: ${monthStart}…${today} by flight`,
      endpoint: REPORT_ENDPOINTS.flightReport,
      token: tokens.reports,
      bodies: [{ startDate: monthStart, endDate: today, groupBy: 'flight' }],
      targetMs: REPORT_TARGET_MS,
      issueRow: 'flight report for 30 days',
    },
    {
      name: `flight report: ${monthStart}…${today} by agent`,
      endpoint: REPORT_ENDPOINTS.flightReport,
      token: tokens.reports,
      bodies: [{ startDate: monthStart, endDate: today, groupBy: 'agent' }],
      targetMs: null,
    },
  ].filter((scenario) => !ONLY || scenario.name.includes(ONLY));
}

/**
 * Runs the scenario's first request once on an app in this process (same database, same secret), recording the
 * statements the driver sends, and prints EXPLAIN (ANALYZE, BUFFERS) of each read.
 */
type TQuery = (this: pg.Client, query: { text: string; values: unknown[] }) => Promise<pg.QueryResult>;

async function explain(url: string, scenarios: readonly TScenario[]) {
  if (scenarios.length === 0) return;
  const uploadsDir = mkdtempSync(join(tmpdir(), 'frs-scale-bench-'));
  const database = postgresHandle(url, 2);
  const app = await buildApp({
    config: {
      jwtSecret: JWT_SECRET,
      jwtExpiresIn: '1h',
      webDistDir: undefined,
      logLevel: 'silent',
      cbaRatesUrl: 'http://127.0.0.1:9/exchangerates.asmx',
      uploadsDir,
    },
    database,
    logger: false,
  });
  const recorded: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query;
  const explainer = new pg.Client({ connectionString: url });
  await explainer.connect();
  try {
    // Every statement the pool's clients send, whatever the caller (Drizzle or a prepared read).
    (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const [first, second] = args;
      if (this !== explainer) {
        if (typeof first === 'string') recorded.push({ text: first, values: (second as unknown[]) ?? [] });
        else if (first && typeof first === 'object' && 'text' in first) {
          const query = first as { text: string; values?: unknown[] };
          recorded.push({ text: query.text, values: query.values ?? (second as unknown[]) ?? [] });
        }
      }
      return (original as (...inner: unknown[]) => unknown).apply(this, args);
    };
    for (const scenario of scenarios) {
      recorded.length = 0;
      const body = scenario.bodies?.[0];
      const response = await app.inject({
        method: scenario.endpoint.method,
        url: pathOf(scenario),
        headers: { authorization: `Bearer ${scenario.token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      console.log(`\n=== ${scenario.name}: ${response.statusCode}, ${recorded.length} statements`);
      for (const statement of recorded.filter((item) => /^\s*(select|with)\b/i.test(item.text))) {
        const plan = await (original as unknown as TQuery).call(explainer, {
          text: `explain (analyze, buffers) ${statement.text}`,
          values: statement.values,
        });
        console.log(`\n${statement.text.replace(/\s+/g, ' ').slice(0, 600)}`);
        console.log(`  params: ${JSON.stringify(statement.values).slice(0, 200)}`);
        for (const row of plan.rows) {
          console.log(`  ${row['QUERY PLAN']}`);
        }
      }
    }
  } finally {
    pg.Client.prototype.query = original;
    await explainer.end();
    await app.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/**
 * The statements the API sends for each scenario's requests (every body or query in turn), recorded on an
 * application in this process on the same database and with the server's secret (api-statements.ts), to be sent
 * raw beside each scenario.
 */
async function recordScenarios(url: string, scenarios: readonly TScenario[]) {
  const recorder = await apiStatementRecorder(url, { jwtSecret: JWT_SECRET });
  const recorded = new Map<TScenario, TRecordedRequest[]>();
  try {
    for (const scenario of scenarios) {
      const requests = (scenario.bodies ?? [undefined]).map((body): TInjectedRequest => ({
        method: scenario.endpoint.method as 'GET' | 'POST',
        url: pathOf(scenario),
        ...(body === undefined ? {} : { body }),
        token: scenario.token,
      }));
      recorded.set(scenario, await recordRequests(recorder, requests));
    }
  } finally {
    await recorder.close();
  }
  return recorded;
}

/** Issue 34's rows at a million orders: each scenario's p95 beside its statements' p95 sent raw, and the goal. */
function printIssueRows(scenarios: readonly TScenario[], results: readonly TResult[]) {
  const rows = scenarios.flatMap((scenario, index) => {
    const result = results[index];
    if (!scenario.issueRow || !result) return [];
    return [
      {
        'issue 34 row (1M orders)': scenario.issueRow,
        scenario: scenario.name,
        'API p95 ms': result['p95 ms'],
        'raw p95 ms': result['raw p95 ms'] ?? '-',
        goal: result.target,
        met: result.ok,
      },
    ];
  });
  console.log(
    `\nIssue 34's rows at scale (p95; raw: the API's own statements sent through pg; load ${loadAverage()}):`,
  );
  console.table(rows);
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function main() {
  const url = process.env.DATABASE_URL;
  if (!isPostgresUrl(url)) {
    console.error('bench:scale needs DATABASE_URL=postgres://… of a database `npm run seed:scale` filled.');
    process.exit(2);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const orders = Number((await client.query<{ n: string }>('select count(*) as n from orders')).rows[0]?.n ?? 0);
  const data = await probe(client);
  await client.end();
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-scale-server-'));
  const server = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET,
    SEED_DEMO: '',
    SEARCH_CACHE_MS: '0',
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
  });
  const slow: TScenario[] = [];
  const results: TResult[] = [];
  try {
    const tokens = {
      admin: await login(server.url, 'superadmin@demo.test'),
      bigAgent: await login(server.url, data.bigAgent.email),
      smallAgent: await login(server.url, data.smallAgent.email),
      reports: await login(server.url, 'reports@demo.test'),
    };
    const scenarios = scenariosOf(data, tokens);
    const recorded = await recordScenarios(url, scenarios);
    for (const scenario of scenarios) {
      const result = await measure(server.url, scenario);
      const statements = recorded.get(scenario)!;
      const raw = await replayRaw({
        name: scenario.name,
        databaseUrl: url,
        requests: statements,
        workers: CONNECTIONS,
        seconds: SECONDS,
      });
      result['raw p95 ms'] = raw['p95 ms'];
      result['raw statements'] = statementsPerRequest(statements);
      results.push(result);
      console.log(
        `${result.scenario}: p50 ${result['p50 ms']} ms, p95 ${result['p95 ms']} ms (${result.ok}); raw p95 ` +
          `${raw['p95 ms']} ms; load ${loadAverage()}`,
      );
      if (EXPLAIN_ALL || result.ok !== 'yes') slow.push(scenario);
    }
    console.log(
      `\nScale bench: ${orders.toLocaleString('en')} orders, ${SECONDS} s per scenario, ${CONNECTIONS} request(s) in flight` +
        ' (figures on a shared machine are noisy: compare within one run):',
    );
    console.table(results);
    printIssueRows(scenarios, results);
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  await explain(url, slow);
}

await main();
