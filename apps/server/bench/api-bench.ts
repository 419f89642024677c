/**
 * `npm run bench`: throughput and latency of the foundation's endpoints on a real server process (the embedded
 * database by default; DATABASE_URL=postgres://... measures PostgreSQL, on a database of its own: the demo data is
 * seeded into it when it is empty), plus the server's memory; then flight search beside a bare Fastify JSON
 * endpoint, and bookings through the API beside the same bookings in raw SQL; then hotel and package search and
 * bookings (hotel-bench.ts, package-bench.ts), each beside its raw-SQL reference: each pair measured in the same run
 * with its ratio. The load comes from this process over loopback, so on a 2-core machine the figures are a floor,
 * not a ceiling.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune each run; BENCH_ONLY=orders skips the
 * foundation's scenarios, BENCH_ONLY=pipeline runs only the pipeline's stages and search (pipeline-bench.ts); SEARCH_CACHE_MS (default 0 here: every search reads the database) sets the server's;
 * SERVER_CPU_PROFILE_DIR=<folder> has the server write a CPU profile there.
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
  SEARCH_ENDPOINTS,
  SETTINGS_ENDPOINTS,
  todayIsoDate,
  USER_ENDPOINTS,
  type TEndpointDefinition,
  type TSearchRequest,
} from '@frs/contract';
import { PGLITE_EXTENSIONS, pgliteHandle } from '../src/db/database';
import { exchangeRates } from '../src/db/schema';
import { createSellableRoom } from '../test/agency-factories';
import { createUser } from '../test/factories';
import { createClassRow, createFlightRow, createFlightSetup } from '../test/flight-factories';
import { exitOf, startServer } from '../test/server-process';
import { api, flightBookingBench, login, type TBenchClass, type TRawDatabase } from './booking-bench';
import {
  apiHotelBookings,
  apiHotelSearch,
  BENCH_CITY,
  createHotelBenchInventory,
  rawHotelBookings,
  rawHotelSearch,
  type THotelBenchInventory,
} from './hotel-bench';
import { runScenario, searchRow, type TBookingResult, type TScenario } from './load';
import {
  apiPackageBookings,
  apiPackageSearch,
  createPackageBenchInventory,
  rawPackageBookings,
  rawPackagePglite,
  rawPackageSearch,
  readerOf,
} from './package-bench';
import { printExportBench, runExportBench } from './export-bench';
import { pipelineBench, rawSearchStatements } from './pipeline-bench';
import { reportBench } from './report-bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY_ORDERS = process.env.BENCH_ONLY === 'orders';
/** BENCH_ONLY=pipeline: the request pipeline's stages and search, nothing else. */
const ONLY_PIPELINE = process.env.BENCH_ONLY === 'pipeline';
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

/**
 * Round trips EVN ⇄ SVO, in both directions, leaving 1 to 30 days ahead and back a week later, for four passenger
 * mixes: 240 different questions in turn, so that the figure is the database's work, not a cache's.
 */
function searchQuestions(idOf: (code: string) => number) {
  const today = todayIsoDate();
  const mixes = [
    { adults: 2, children: 1, infants: 0 },
    { adults: 1, children: 0, infants: 0 },
    { adults: 2, children: 0, infants: 0 },
    { adults: 1, children: 0, infants: 1 },
  ];
  const questions = [];
  for (let day = 1; day <= 30; day++)
    for (const [from, to] of [
      ['EVN', 'SVO'],
      ['SVO', 'EVN'],
    ] as const)
      for (const passengers of mixes)
        questions.push({
          travelType: 'roundTrip',
          legs: [
            { fromAirportId: idOf(from), toAirportId: idOf(to), date: addDays(today, day) },
            { fromAirportId: idOf(to), toAirportId: idOf(from), date: addDays(today, day + 7) },
          ],
          passengers,
        });
  return questions;
}

/** Search beside the bare endpoint at 10 and 50 connections. */
async function searchScenarios(url: string, bareUrl: string, token: string) {
  const airports = await api<{ result: { id: number; iataCode: string }[] }>(
    url,
    REFERENCE_ENDPOINTS['airports.list'],
    { token, query: 'pageSize=100' },
  );
  const idOf = (code: string) => airports.result.find((airport) => airport.iataCode === code)!.id;
  const questions = searchQuestions(idOf);
  let offers = 0;
  let bytes = 0;
  for (const question of questions) {
    const probe = await fetch(`${url}${SEARCH_ENDPOINTS.flights.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(question),
    });
    const text = await probe.text();
    offers += (JSON.parse(text) as { offers: unknown[] }).offers.length;
    bytes += text.length;
  }
  const rows = [];
  const summary = [];
  // The same statements sent straight through pg, at 10 connections (PostgreSQL only: PGlite is the server's own).
  const raw = process.env.DATABASE_URL
    ? await rawSearchStatements({
        databaseUrl: process.env.DATABASE_URL,
        questions: questions as TSearchRequest[],
        seconds: SECONDS,
        connections: 10,
      })
    : null;
  for (const connections of [10, 50]) {
    const bare = await run(bareUrl, {
      name: `bare Fastify POST (${connections})`,
      method: 'POST',
      path: '/bare',
      body: { n: 1 },
      connections,
    });
    const found = await run(url, {
      name: `POST mainSearch round trip (${connections})`,
      method: 'POST',
      path: SEARCH_ENDPOINTS.flights.path,
      bodies: questions,
      token,
      connections,
    });
    rows.push(bare, found);
    summary.push({
      connections,
      'search req/s': found['req/s'],
      'bare req/s': bare['req/s'],
      ratio: ratio(found['req/s'], bare['req/s']),
      'search p99 ms': found['p99 ms'],
      ...(raw && connections === 10
        ? { 'raw statements/s': raw.rate, 'of raw': ratio(found['req/s'], raw.rate), 'raw p99 ms': raw['p99 ms'] }
        : {}),
    });
  }
  console.log(
    `\nSearch: ${questions.length} round trips EVN ⇄ SVO in turn (on average ${Math.round(offers / questions.length)} ` +
      `offers, ${Math.round(bytes / questions.length)} bytes), SEARCH_CACHE_MS=${SEARCH_CACHE_MS}:`,
  );
  console.table(rows);
  console.table(summary);
  return summary;
}

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

/** Hotel search and hotel bookings through the API, each beside its raw-SQL reference. */
async function hotelScenarios(url: string) {
  const superAdmin = await login(url, 'superadmin@demo.test');
  const agents = [await login(url, 'agent@demo.test'), await login(url, 'agent2@demo.test')];
  const inventory = await createHotelBenchInventory(url, superAdmin);
  const search = await apiHotelSearch(url, agents[0]!.token, CONNECTIONS, SECONDS);
  const bookings = await apiHotelBookings(url, agents, inventory, CONNECTIONS, SECONDS);
  let raw: { search: Awaited<ReturnType<typeof rawHotelSearch>>; bookings: TBookingResult };
  if (process.env.DATABASE_URL) {
    // The raw side books a hotel of its own in the same database (the API's searches keep finding theirs).
    const rawInventory = await createHotelBenchInventory(url, superAdmin);
    const postgres = rawPostgres(process.env.DATABASE_URL, 10);
    try {
      raw = {
        search: await rawHotelSearch(postgres.database, CONNECTIONS, SECONDS),
        bookings: await rawHotelBookings(
          postgres.database,
          agents.map((agent) => agent.id),
          rawInventory,
          CONNECTIONS,
          SECONDS,
        ),
      };
    } finally {
      await postgres.close();
    }
  } else {
    const embedded = await rawHotelPglite();
    try {
      raw = {
        search: await rawHotelSearch(embedded.database, CONNECTIONS, SECONDS),
        bookings: await rawHotelBookings(
          embedded.database,
          embedded.agentIds,
          embedded.inventory,
          CONNECTIONS,
          SECONDS,
        ),
      };
    } finally {
      await embedded.close();
    }
  }
  console.log(`\nHotel search: ${BENCH_CITY}, 8 room types, 2 nights, 30 check-in days in turn:`);
  console.table([search, searchRow(raw.search)]);
  console.log('\nHotel bookings (one room, two nights; the API side is two calls, the raw side two transactions):');
  console.table([bookings, raw.bookings]);
  return {
    searchRatio: ratio(search['req/s'], raw.search.rate),
    searchP99: search['p99 ms'],
    bookingRatio: ratio(bookings['tx/s'], raw.bookings['tx/s']),
    bookingsPerSecond: bookings['tx/s'],
  };
}

/** Package search and package bookings through the API, each beside its raw-SQL reference. */
async function packageScenarios(url: string) {
  const superAdmin = await login(url, 'superadmin@demo.test');
  const agents = [await login(url, 'agent@demo.test'), await login(url, 'agent2@demo.test')];
  const inventory = await createPackageBenchInventory(url, superAdmin, agents);
  const search = await apiPackageSearch(url, agents[0]!.token, inventory, CONNECTIONS, SECONDS);
  const bookings = await apiPackageBookings(url, agents, inventory, CONNECTIONS, SECONDS);
  let raw: { search: Awaited<ReturnType<typeof rawPackageSearch>>; bookings: TBookingResult };
  if (process.env.DATABASE_URL) {
    // The raw side asks the API's questions, and books a package of its own in the same database.
    const rawInventory = await createPackageBenchInventory(url, superAdmin, []);
    const postgres = rawPostgres(process.env.DATABASE_URL, 10);
    try {
      raw = {
        search: await rawPackageSearch(readerOf(postgres.pool), inventory, CONNECTIONS, SECONDS),
        bookings: await rawPackageBookings(
          postgres.database,
          agents.map((agent) => agent.id),
          rawInventory,
          CONNECTIONS,
          SECONDS,
        ),
      };
    } finally {
      await postgres.close();
    }
  } else {
    const embedded = await rawPackagePglite();
    try {
      raw = {
        search: await rawPackageSearch(embedded.reads, embedded.inventory, CONNECTIONS, SECONDS),
        bookings: await rawPackageBookings(
          embedded.database,
          embedded.agentIds,
          embedded.inventory,
          CONNECTIONS,
          SECONDS,
        ),
      };
    } finally {
      await embedded.close();
    }
  }
  console.log(
    `\nPackage search: one offer, ${inventory.roomIds.length} room types, 7 nights, 30 departure dates and two ` +
      `parties in turn (on average ${search.combinations} combinations):`,
  );
  const { combinations: _combinations, ...apiRow } = search;
  console.table([apiRow, searchRow(raw.search)]);
  console.log(
    '\nPackage bookings (two adults, one room, two flights, 7 nights; the API side is two calls, the raw side two ' +
      'transactions):',
  );
  console.table([bookings, raw.bookings]);
  return {
    searchRatio: ratio(search['req/s'], raw.search.rate),
    searchP99: search['p99 ms'],
    bookingRatio: ratio(bookings['tx/s'], raw.bookings['tx/s']),
    bookingsPerSecond: bookings['tx/s'],
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-bench-'));
  const bare = await startBare();
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', SEARCH_CACHE_MS });
  try {
    const { token } = await login(server.url, 'agent@demo.test');
    const today = todayIsoDate();
    const idle = memoryOf(server.child.pid!);
    const scenarios: TScenario[] = [
      scenarioOf(AUTH_ENDPOINTS.health),
      scenarioOf(USER_ENDPOINTS.profile, { token }, '(token check + read)'),
      scenarioOf(SETTINGS_ENDPOINTS.company, { token }),
      scenarioOf(CURRENCY_ENDPOINTS.rateByRange, { body: { startDate: today, endDate: today } }, '(today)'),
      scenarioOf(
        AUTH_ENDPOINTS.login,
        { body: { email: 'agent@demo.test', password: 'demo1234' }, connections: 4 },
        '(scrypt)',
      ),
    ];
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`\nDatabase: ${database}; ${SECONDS} s per scenario.`);
    const pipeline = ONLY_ORDERS
      ? null
      : await pipelineBench({ url: server.url, bareUrl: bare.url, token, seconds: SECONDS, connections: CONNECTIONS });
    if (!ONLY_ORDERS && !ONLY_PIPELINE) {
      const rows = [];
      for (const scenario of scenarios) rows.push(await run(server.url, scenario));
      console.table(rows);
    }
    const search = await searchScenarios(server.url, bare.url, token);
    if (ONLY_PIPELINE) return;
    const booking = await bookingScenarios(server.url);
    const hotels = await hotelScenarios(server.url);
    const packages = await packageScenarios(server.url);
    await reportBench(server.url, { seconds: SECONDS, connections: CONNECTIONS });
    const loaded = memoryOf(server.child.pid!);
    console.log(
      `Server memory: ${idle.rssMb} MB RSS idle, ${loaded.rssMb} MB after the runs, ${loaded.peakMb} MB peak.`,
    );
    const at10 = search.find((row) => row.connections === 10)!;
    if (pipeline) {
      console.log(
        `\n${database}: no-op route ${pipeline.noopRatio} of bare Fastify (target ≥ 0.6); authenticated cheap GET ` +
          `${pipeline.authRatio} of the no-op route (target ≥ 0.5).`,
      );
    }
    console.log(
      `${database}: search ${at10['of raw'] ?? '(PostgreSQL only)'} of its own statements sent raw at 10 connections ` +
        `(target ≥ 0.75), p99 ${at10['search p99 ms']} ms (target ≤ 20); ${at10.ratio} of bare Fastify; booking ` +
        `${booking.ratio} of its statements raw (target ≥ 0.5 on PostgreSQL), ${booking['ratio to fewest']} of ` +
        'the fewest statements.',
    );
    console.log(
      `${database}: hotel search ${hotels.searchRatio} of its raw statement, p99 ${hotels.searchP99} ms at ` +
        `${CONNECTIONS} connections; hotel bookings ${hotels.bookingsPerSecond}/s, ${hotels.bookingRatio} of raw SQL.`,
    );
    console.log(
      `${database}: package search ${packages.searchRatio} of its raw statements, p99 ${packages.searchP99} ms at ` +
        `${CONNECTIONS} connections; package bookings ${packages.bookingsPerSecond}/s, ${packages.bookingRatio} of ` +
        'raw SQL.',
    );
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The full order data export of 10k and 100k generated orders, on servers of its own (export-bench.ts; minutes:
  // BENCH_EXPORT=0 skips it).
  if (process.env.BENCH_EXPORT !== '0') printExportBench(await runExportBench());
}

// `npm run bench -- --soak`: the long crash run instead (rounds of booking load, kill -9, restart, checks: soak.ts).
if (process.argv.includes('--soak')) {
  const { runSoak } = await import('./soak');
  process.exit((await runSoak()) ? 0 : 1);
}
await main();
