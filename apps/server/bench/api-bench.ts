/**
 * `npm run bench`: issue 34's table in one run, then the rest of the bench. A real server process (the embedded
 * database by default; DATABASE_URL=postgres://... measures PostgreSQL, on a database of its own: the demo data is
 * seeded into it when it is empty) and bare Fastify (bare-server.ts) in a process of its own; the load comes from a
 * third process (load-process.ts), never from this one nor the server's.
 *
 * 1. The table (table-bench.ts): flight, hotel and package search each ÷ the API's own statements for the same
 *    questions sent raw (recorded from the API per question and replayed through `pg` as it sends them:
 *    api-statements.ts; PostgreSQL only), with the API's p99; the no-op route ÷ bare Fastify; GET /api/profile and
 *    GET /api/notifications/mine ÷ the no-op route. Three interleaved rounds per row (A, B, A, B, A, B).
 * 2. Unless BENCH_ONLY=table: the request pipeline stage by stage (pipeline-bench.ts), the foundation's endpoints,
 *    flight bookings beside their statements raw (booking-bench.ts), hotel and package bookings beside theirs
 *    (hotel-bench.ts, package-bench.ts), the flight report (report-bench.ts).
 * 3. With the server stopped: the booking statements sent raw with 1 and then 10 workers (PostgreSQL), then the
 *    table with the issue's goals beside each row, the server's memory idle and after the runs.
 * 4. Unless BENCH_ONLY=table or BENCH_EXPORT=0: the full order data export of 10k and 100k orders (export-bench.ts).
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune each run; SEARCH_CACHE_MS (default 0 here:
 * every search reads the database) sets the server's; SERVER_CPU_PROFILE_DIR=<folder> has the server write a CPU
 * profile there. On a shared machine the absolute figures move with its load (printed): compare the ratios.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  addDays,
  AUTH_ENDPOINTS,
  CURRENCY_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  SETTINGS_ENDPOINTS,
  todayIsoDate,
  type TEndpointDefinition,
} from '@frs/contract';
import { PGLITE_EXTENSIONS, pgliteHandle } from '../src/db/database';
import { exchangeRates } from '../src/db/schema';
import { createSellableRoom } from '../test/agency-factories';
import { createUser } from '../test/factories';
import { createClassRow, createFlightRow, createFlightSetup } from '../test/flight-factories';
import { exitOf, startServer } from '../test/server-process';
import {
  api,
  flightBookingBench,
  login,
  rawBookingScaling,
  type TBenchClass,
  type TRawDatabase,
} from './booking-bench';
import {
  apiHotelBookings,
  BENCH_CITY,
  createHotelBenchInventory,
  hotelSearchPaths,
  rawHotelBookings,
  type THotelBenchInventory,
} from './hotel-bench';
import { runScenario, type TBookingResult, type TScenario } from './load';
import {
  apiPackageBookings,
  createPackageBenchInventory,
  packageSearchQuestions,
  probePackageSearch,
  rawPackageBookings,
  rawPackagePglite,
  type TPackageBenchInventory,
} from './package-bench';
import { printExportBench, runExportBench } from './export-bench';
import { pipelineBench } from './pipeline-bench';
import { reportBench } from './report-bench';
import { roundTripQuestions } from './search-questions';
import { issueTable, printIssueTable, type TTableRow } from './table-bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_ONLY=table: issue 34's table and nothing else. */
const ONLY_TABLE = process.env.BENCH_ONLY === 'table';
/** The server's search cache; off by default, so that search is measured doing its database work every time. */
const SEARCH_CACHE_MS = process.env.SEARCH_CACHE_MS ?? '0';
/** Flights (one 1000-seat class each) the bookings rotate over, per side. */
const BENCH_FLIGHTS = 24;

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: Math.round(field('VmRSS')), peakMb: Math.round(field('VmHWM')) };
}

/** A scenario of an endpoint that takes no path parameters, named by its method and path. */
function scenarioOf(
  endpoint: TEndpointDefinition,
  options: Pick<TScenario, 'body' | 'token' | 'connections'> = {},
  note = '',
): TScenario {
  const method = endpoint.method === 'GET' ? 'GET' : 'POST';
  return { name: `${method} ${endpoint.path}${note ? ` ${note}` : ''}`, method, path: endpoint.path, ...options };
}

const run = (url: string, scenario: TScenario) =>
  runScenario(url, scenario, { seconds: SECONDS, connections: CONNECTIONS });

/** The bare Fastify process of bare-server.ts. */
async function startBare(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-server.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exitOf(child);
    },
  };
}

const ratio = (value: number, base: number) => (base > 0 ? Math.round((value / base) * 1000) / 1000 : 0);

/** An in-memory PGlite with the schema and a small inventory, for the raw-SQL side on the embedded database. */
async function rawPglite(): Promise<{
  database: TRawDatabase;
  agentIds: number[];
  classes: TBenchClass[];
  close: () => Promise<void>;
}> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = pgliteHandle(client);
  await handle.migrate();
  const db = handle.db;
  await db
    .insert(exchangeRates)
    .values({ rateDate: todayIsoDate(), currency: 'USD', bankRate: '399', agencyRate: '400' });
  const setup = await createFlightSetup(db);
  const agents = [
    await createUser(db, { balance: 900_000_000_000 }),
    await createUser(db, { balance: 900_000_000_000 }),
  ];
  const classes: TBenchClass[] = [];
  for (let index = 0; index < BENCH_FLIGHTS; index += 1) {
    const flight = await createFlightRow(db, setup, {
      departureAt: new Date(Date.now() + (20 + index) * 86_400_000),
      seatCapacity: 1000,
    });
    const flightClass = await createClassRow(db, setup, flight.id, { seats: 1000 });
    classes.push({ classId: flightClass.id, flightId: flight.id, departureAt: flight.departureAt.toISOString() });
  }
  return {
    database: {
      transaction: (work) =>
        client.transaction(async (tx) =>
          work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows),
        ),
    },
    agentIds: agents.map((agent) => agent.id),
    classes,
    close: () => handle.close(),
  };
}

function rawPostgres(
  databaseUrl: string,
  poolSize: number,
): { database: TRawDatabase; pool: pg.Pool; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  return {
    database: {
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(
            async (text, params) => (await client.query(text, params)).rows as Record<string, unknown>[],
          );
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
    },
    pool,
    close: () => pool.end(),
  };
}

/**
 * Flight bookings through the API beside the same statements sent raw and the fewest statements a booking needs
 * (booking-bench.ts), with the statements per operation.
 */
function bookingScenarios(url: string) {
  return flightBookingBench(url, {
    seconds: SECONDS,
    connections: CONNECTIONS,
    flights: BENCH_FLIGHTS,
    databaseUrl: process.env.DATABASE_URL,
    embedded: rawPglite,
  });
}

/** An in-memory PGlite with the schema, today's rates and a hotel of ROOM types, for the raw hotel side. */
async function rawHotelPglite() {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = pgliteHandle(client);
  await handle.migrate();
  const db = handle.db;
  await db
    .insert(exchangeRates)
    .values({ rateDate: todayIsoDate(), currency: 'USD', bankRate: '399', agencyRate: '400' });
  const agents = [
    await createUser(db, { balance: 900_000_000_000 }),
    await createUser(db, { balance: 900_000_000_000 }),
  ];
  const first = await createSellableRoom(db, { from: addDays(todayIsoDate(), 10), nights: 40, allotment: 1000 });
  const inventory: THotelBenchInventory = { hotelId: first.hotelId, roomIds: [first.room.id] };
  for (let index = 1; index < 8; index += 1) {
    const { room } = await createSellableRoom(db, {
      hotelId: first.hotelId,
      from: addDays(todayIsoDate(), 10),
      nights: 40,
      allotment: 1000,
    });
    inventory.roomIds.push(room.id);
  }
  await client.query('update hotels set city = $1 where id = $2', [BENCH_CITY, first.hotelId]);
  return {
    database: {
      transaction: (work) =>
        client.transaction(async (tx) =>
          work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows),
        ),
    } satisfies TRawDatabase,
    agentIds: agents.map((agent) => agent.id),
    inventory,
    close: () => handle.close(),
  };
}

/** Hotel bookings through the API beside the same bookings in raw SQL. */
async function hotelBookingScenarios(url: string, inventory: THotelBenchInventory) {
  const superAdmin = await login(url, 'superadmin@demo.test');
  const agents = [await login(url, 'agent@demo.test'), await login(url, 'agent2@demo.test')];
  const bookings = await apiHotelBookings(url, agents, inventory, CONNECTIONS, SECONDS);
  let raw: TBookingResult;
  if (process.env.DATABASE_URL) {
    // The raw side books a hotel of its own in the same database.
    const rawInventory = await createHotelBenchInventory(url, superAdmin);
    const postgres = rawPostgres(process.env.DATABASE_URL, 10);
    try {
      raw = await rawHotelBookings(
        postgres.database,
        agents.map((agent) => agent.id),
        rawInventory,
        CONNECTIONS,
        SECONDS,
      );
    } finally {
      await postgres.close();
    }
  } else {
    const embedded = await rawHotelPglite();
    try {
      raw = await rawHotelBookings(embedded.database, embedded.agentIds, embedded.inventory, CONNECTIONS, SECONDS);
    } finally {
      await embedded.close();
    }
  }
  console.log('\nHotel bookings (one room, two nights; the API side is two calls, the raw side two transactions):');
  console.table([bookings, raw]);
  return { bookingRatio: ratio(bookings['tx/s'], raw['tx/s']), bookingsPerSecond: bookings['tx/s'] };
}

/** Package bookings through the API beside the same bookings in raw SQL. */
async function packageBookingScenarios(url: string, inventory: TPackageBenchInventory) {
  const superAdmin = await login(url, 'superadmin@demo.test');
  const agents = [await login(url, 'agent@demo.test'), await login(url, 'agent2@demo.test')];
  const bookings = await apiPackageBookings(url, agents, inventory, CONNECTIONS, SECONDS);
  let raw: TBookingResult;
  if (process.env.DATABASE_URL) {
    // The raw side books a package of its own in the same database.
    const rawInventory = await createPackageBenchInventory(url, superAdmin, []);
    const postgres = rawPostgres(process.env.DATABASE_URL, 10);
    try {
      raw = await rawPackageBookings(
        postgres.database,
        agents.map((agent) => agent.id),
        rawInventory,
        CONNECTIONS,
        SECONDS,
      );
    } finally {
      await postgres.close();
    }
  } else {
    const embedded = await rawPackagePglite();
    try {
      raw = await rawPackageBookings(embedded.database, embedded.agentIds, embedded.inventory, CONNECTIONS, SECONDS);
    } finally {
      await embedded.close();
    }
  }
  console.log(
    '\nPackage bookings (two adults, one room, two flights, 7 nights; the API side is two calls, the raw side two ' +
      'transactions):',
  );
  console.table([bookings, raw]);
  return { bookingRatio: ratio(bookings['tx/s'], raw['tx/s']), bookingsPerSecond: bookings['tx/s'] };
}

/**
 * The booking statements sent raw with 1 and then 10 workers (PostgreSQL): booking-bench.ts's rawBookingScaling
 * (its raw side replaying the API's statements on flights of its own). Run with the bench's server stopped.
 */
async function bookingScaling(databaseUrl: string): Promise<{ workers: number; 'tx/s': number }[]> {
  const rows = await rawBookingScaling(databaseUrl, [1, 10], { seconds: SECONDS, flights: BENCH_FLIGHTS });
  return rows.map((row) => ({ workers: row.workers, 'tx/s': row["raw (API's statements) tx/s"] }));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-bench-'));
  const bare = await startBare();
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', SEARCH_CACHE_MS });
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  let rows: TTableRow[];
  let memory: { idleMb: number; afterMb: number; peakMb: number };
  try {
    const { token } = await login(server.url, 'agent@demo.test');
    const idle = memoryOf(server.child.pid!);
    console.log(`\nDatabase: ${database}; ${SECONDS} s per run, ${CONNECTIONS} connections; load ${loadAverage()}.`);
    const superAdmin = await login(server.url, 'superadmin@demo.test');
    const agents = [await login(server.url, 'agent@demo.test'), await login(server.url, 'agent2@demo.test')];
    const airports = await api<{ result: { id: number; iataCode: string }[] }>(
      server.url,
      REFERENCE_ENDPOINTS['airports.list'],
      { token, query: 'pageSize=100' },
    );
    const idOf = (code: string) => airports.result.find((airport) => airport.iataCode === code)!.id;
    const hotelInventory = await createHotelBenchInventory(server.url, superAdmin);
    const packageInventory = await createPackageBenchInventory(server.url, superAdmin, agents);
    // Every package question is asked once first: each must find the package (or the figure would measure nothing).
    await probePackageSearch(server.url, token, packageInventory);
    rows = await issueTable({
      url: server.url,
      bareUrl: bare.url,
      agentEmail: 'agent@demo.test',
      token,
      databaseUrl,
      seconds: SECONDS,
      connections: CONNECTIONS,
      flightQuestions: roundTripQuestions(idOf),
      hotelPaths: hotelSearchPaths(),
      packageQuestions: packageSearchQuestions(packageInventory),
    });
    if (!ONLY_TABLE) await details(server.url, bare.url, token, hotelInventory, packageInventory);
    const loaded = memoryOf(server.child.pid!);
    memory = { idleMb: idle.rssMb, afterMb: loaded.rssMb, peakMb: loaded.peakMb };
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nRaw booking statements by workers (${database}), load ${loadAverage()}:`);
  const scaling = databaseUrl
    ? await bookingScaling(databaseUrl)
    : 'PostgreSQL only (one connection to the embedded database)';
  printIssueTable(rows, { database, bookingScaling: scaling, memory });
  console.log(`Load average at the end: ${loadAverage()} (a shared machine: compare ratios within one run).`);
  // The full order data export of 10k and 100k generated orders, on servers of its own (export-bench.ts; minutes:
  // BENCH_EXPORT=0 skips it).
  if (!ONLY_TABLE && process.env.BENCH_EXPORT !== '0') printExportBench(await runExportBench());
}

/**
 * What `npm run bench` measures beyond the issue's table (BENCH_ONLY=table skips it): the request pipeline stage by
 * stage, the foundation's endpoints, flight, hotel and package bookings each beside their raw SQL, the flight report.
 */
async function details(
  url: string,
  bareUrl: string,
  token: string,
  hotelInventory: THotelBenchInventory,
  packageInventory: TPackageBenchInventory,
) {
  const today = todayIsoDate();
  await pipelineBench({ url, bareUrl, token, seconds: SECONDS, connections: CONNECTIONS });
  const scenarios: TScenario[] = [
    scenarioOf(SETTINGS_ENDPOINTS.company, { token }),
    scenarioOf(CURRENCY_ENDPOINTS.rateByRange, { body: { startDate: today, endDate: today } }, '(today)'),
    scenarioOf(
      AUTH_ENDPOINTS.login,
      { body: { email: 'agent@demo.test', password: 'demo1234' }, connections: 4 },
      '(scrypt)',
    ),
  ];
  const rows = [];
  for (const scenario of scenarios) rows.push(await run(url, scenario));
  console.table(rows);
  const booking = await bookingScenarios(url);
  const hotels = await hotelBookingScenarios(url, hotelInventory);
  const packages = await packageBookingScenarios(url, packageInventory);
  await reportBench(url, { seconds: SECONDS, connections: CONNECTIONS });
  console.log(
    `Bookings: flights ${booking.ratio} of their statements raw, ${booking['ratio to fewest']} of the fewest; ` +
      `hotels ${hotels.bookingsPerSecond}/s, ${hotels.bookingRatio} of raw SQL; packages ` +
      `${packages.bookingsPerSecond}/s, ${packages.bookingRatio} of raw SQL.`,
  );
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// `npm run bench -- --soak`: the long crash run instead (rounds of booking load, kill -9, restart, checks: soak.ts).
if (process.argv.includes('--soak')) {
  const { runSoak } = await import('./soak');
  process.exit((await runSoak()) ? 0 : 1);
}
await main();
