/**
 * `npm run bench:export`: the full order data export (GET /api/reports/orders-full-data) of 10k and then 100k
 * generated orders, CSV and XLSX, on a server process of its own, with the time of each download and the server's
 * memory while it streams: its resident memory sampled every 20 ms during the download and its high-water mark
 * (VmHWM), on a fresh process per download, so that each figure is that download's own. The export streams in keyset
 * batches, so the peak must stay flat from 10k to 100k orders.
 *
 * The orders are written in SQL, a few statements per 10k orders (generate_series: orders of the three lines, their
 * passengers, segments, rooms, guests and package rows, within the schema's checks), not through the API: the bench
 * measures the export, not the making of 100k orders. DATABASE_URL=postgres://… runs it on PostgreSQL, in a database
 * it creates next to the one named (and drops afterwards); without it, on the embedded database in a temporary folder.
 * EXPORT_BENCH_SIZES (default "10000,100000") sets the sizes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { max, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createDatabaseOn, onServer } from '../test/database-url';
import { AUTH_ENDPOINTS, PNR_ALPHABET, REPORT_ENDPOINTS, type TExportFormat, type TLoginResponse } from '@frs/contract';
import { openDatabase, type TDatabase } from '../src/db/database';
import { orders } from '../src/db/schema';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createClassRow, createFlightRow, createFlightSetup } from '../test/flight-factories';
import { createHotelFixture } from '../test/hotel-order-factories';
import { createPackageOffer, createService } from '../test/package-offer-factories';
import { exitOf, startServer } from '../test/server-process';
import { fetchEndpoint, urlOf } from '../test/endpoint-call';

const DEFAULT_SIZES = [10_000, 100_000];
/** Orders written per round of statements. */
const CHUNK = 10_000;
/** The generated orders' creation days: one year, so that one export's period (at most 366 days) holds them all. */
const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2025-12-31';
const ADMIN_EMAIL = 'export-bench@example.test';

export interface TExportBenchRow {
  orders: number;
  format: TExportFormat;
  rows: number;
  MB: number;
  seconds: number;
  'RSS before MB': number;
  'peak RSS MB': number;
  'VmHWM MB': number;
}

/** What the generated orders point at: users, flights with a class each, a hotel and a package offer. */
interface TFixture {
  adminId: number;
  agentIds: number[];
  outbound: { flightId: number; classId: number }[];
  inbound: { flightId: number; classId: number }[];
  hotelId: number;
  roomId: number;
  offerId: number;
  tourManagerId: number;
  services: { serviceId: number; name: string; kind: string; charge: string }[];
}

async function createFixture(db: TDatabase): Promise<TFixture> {
  const admin = await createUser(db, { role: 'Super Admin', email: ADMIN_EMAIL });
  const agentIds = [];
  for (let index = 0; index < 8; index += 1) agentIds.push((await createUser(db, { balance: 0 })).id);
  const setup = await createFlightSetup(db);
  const outbound = [];
  const inbound = [];
  for (let index = 0; index < 12; index += 1) {
    const departure = Date.parse(`${FIRST_DAY}T08:00:00Z`) + index * 30 * 86_400_000;
    const out = await createFlightRow(db, setup, { departureAt: new Date(departure) });
    const back = await createFlightRow(db, setup, {
      departureAt: new Date(departure + 7 * 86_400_000),
      fromAirportId: setup.to.id,
      toAirportId: setup.from.id,
    });
    outbound.push({ flightId: out.id, classId: (await createClassRow(db, setup, out.id, { seats: 150 })).id });
    inbound.push({ flightId: back.id, classId: (await createClassRow(db, setup, back.id, { seats: 150 })).id });
  }
  const hotel = await createHotelFixture(db);
  const offer = await createPackageOffer(db, setup);
  const serviceRows = [await createService(db, 'transfer'), await createService(db, 'insurance')];
  return {
    adminId: admin.id,
    agentIds,
    outbound,
    inbound,
    hotelId: hotel.hotel.id,
    roomId: hotel.roomTypes.double.id,
    offerId: offer.id,
    tourManagerId: offer.tourManagerId,
    services: serviceRows.map((service, index) => ({
      serviceId: service.id,
      name: service.name,
      kind: service.kind,
      charge: index === 0 ? 'perBooking' : 'perPerson',
    })),
  };
}

const intArray = (values: readonly number[]) => `array[${values.join(',')}]::int[]`;
/** The i-th PNR: i written in base 32 with the PNR alphabet (32 letters and digits), six places. */
const PNR_OF_I = Array.from(
  { length: 6 },
  (_, place) => `substr('${PNR_ALPHABET}', ((i >> ${5 * (5 - place)}) & 31)::int + 1, 1)`,
).join(' || ');
const NAMES = `array['Anna','Aram','Karen','Lilit','Davit','Mariam','Narek','Ani']`;
const SURNAMES = `array['Petrosyan','Sargsyan','Hakobyan','Grigoryan','Harutyunyan','Khachatryan']`;

/** Orders `from`…`to` (their sequence numbers) with everything their line stores, in a few statements. */
async function generateOrders(db: TDatabase, fixture: TFixture, from: number, to: number): Promise<void> {
  const [{ last } = { last: 0 }] = await db.select({ last: max(orders.id) }).from(orders);
  const agents = intArray(fixture.agentIds);
  await db.execute(
    sql.raw(`
    insert into orders (pnr, agent_id, created_by_id, product_line, status, travel_type, rate_date, usd_rate, eur_rate,
      ticketed_at, order_date, first_departure_at, contact_name, contact_phone, contact_email, comment,
      gross, commission, net, payable, paid, refunded, penalties, created_at, updated_at)
    select ${PNR_OF_I}, agent_id, ${fixture.adminId}, line, status,
      case when line = 'hotel' then null else 'roundTrip' end, '${FIRST_DAY}', 400, 450,
      case when status in ('ticketed', 'refunded') then created + interval '1 hour' end,
      departure, departure + time '10:00', 'Client ' || i, '+374 99 ' || lpad((i % 1000000)::text, 6, '0'),
      'client' || i || '@example.test', case when i % 3 = 0 then 'Window seats, please' end,
      gross, gross / 10, gross - gross / 10, payable,
      case when status in ('ticketed', 'refunded') then payable else 0 end,
      case when status = 'refunded' then payable - 500000 else 0 end,
      case when status = 'refunded' then 500000 else 0 end, created, created
    from (
      select i, line, status, created, departure, gross, agent_id,
        case when agent_id is null then gross else gross - gross / 10 end as payable
      from (
        select i,
          case when i % 10 < 6 then 'flight' when i % 10 < 8 then 'hotel' else 'package' end as line,
          case when i % 7 = 0 then 'cancelled' when i % 11 = 0 then 'refunded' when i % 13 = 0 then 'expired'
            else 'ticketed' end as status,
          timestamptz '${FIRST_DAY} 06:00+00' + (i % 360) * interval '1 day' + (i % 600) * interval '1 minute' as created,
          date '${FIRST_DAY}' + 20 + (i % 330)::int as departure,
          20000000 + (i % 1000) * 1000 as gross,
          case when i % 5 = 0 then null else (${agents})[1 + i % ${fixture.agentIds.length}] end as agent_id
        from generate_series(${from}::bigint, ${to}::bigint) as i
      ) numbered
    ) priced`),
  );
  const outbound = fixture.outbound;
  const inbound = fixture.inbound;
  await db.execute(
    sql.raw(`
    insert into order_passengers (order_id, type, first_name, last_name, gender, date_of_birth, passport_number,
      passport_expiry, citizenship, status, ticket_number, fare, tax, surcharge, gross, commission, net, segment_prices)
    select o.id, case when p = 2 and o.id % 4 = 0 then 'child' else 'adult' end,
      (${NAMES})[1 + (o.id + p) % 8], (${SURNAMES})[1 + o.id % 6], case when p = 1 then 'male' else 'female' end,
      case when p = 2 and o.id % 4 = 0 then date '2018-05-01' else date '1985-03-01' end,
      'AM' || lpad((o.id * 2 + p)::text, 8, '0'), date '2035-01-01', 'AM',
      case when o.status = 'refunded' then 'refunded' else 'active' end,
      case when o.status in ('ticketed', 'refunded') then '575' || lpad((o.id * 2 + p)::text, 10, '0') end,
      8000000, 1500000, 500000, 10000000, 1000000, 9000000, '{}'::jsonb
    from orders o cross join generate_series(1, 2) as p
    where o.id > ${last ?? 0} and o.product_line in ('flight', 'package')`),
  );
  await db.execute(
    sql.raw(`
    insert into order_segments (order_id, leg_index, flight_id, class_id)
    select o.id, leg,
      case when leg = 0 then (${intArray(outbound.map((item) => item.flightId))})[1 + o.id % ${outbound.length}]
        else (${intArray(inbound.map((item) => item.flightId))})[1 + o.id % ${inbound.length}] end,
      case when leg = 0 then (${intArray(outbound.map((item) => item.classId))})[1 + o.id % ${outbound.length}]
        else (${intArray(inbound.map((item) => item.classId))})[1 + o.id % ${inbound.length}] end
    from orders o cross join generate_series(0, 1) as leg
    where o.id > ${last ?? 0} and o.product_line in ('flight', 'package')`),
  );
  await db.execute(
    sql.raw(`
    insert into hotel_order_rooms (order_id, room_index, hotel_id, room_id, check_in, check_out, status, night_prices,
      gross, commission, net, cancellation_policy, voucher_number)
    select o.id, 0, ${fixture.hotelId}, ${fixture.roomId}, o.order_date,
      o.order_date + case when o.product_line = 'package' then 7 else 3 end,
      case when o.status = 'refunded' then 'refunded' else 'active' end, '[]'::jsonb,
      9000000, 900000, 8100000, '[]'::jsonb,
      case when o.status in ('ticketed', 'refunded') then 'HV-' || lpad(o.id::text, 8, '0') end
    from orders o
    where o.id > ${last ?? 0} and o.product_line in ('hotel', 'package')`),
  );
  await db.execute(
    sql.raw(`
    insert into hotel_order_guests (order_id, order_room_id, guest_index, type, first_name, last_name, age, passenger_id)
    select r.order_id, r.id, g - 1, 'adult', (${NAMES})[1 + (r.order_id + g) % 8], (${SURNAMES})[1 + r.order_id % 6],
      null, null
    from hotel_order_rooms r join orders o on o.id = r.order_id cross join generate_series(1, 2) as g
    where o.id > ${last ?? 0} and o.product_line = 'hotel'
    union all
    select r.order_id, r.id, (row_number() over (partition by r.id order by p.id) - 1)::int,
      case when p.type = 'adult' then 'adult' else 'child' end, p.first_name, p.last_name,
      case when p.type = 'adult' then null else 6 end, p.id
    from hotel_order_rooms r join orders o on o.id = r.order_id join order_passengers p on p.order_id = o.id
    where o.id > ${last ?? 0} and o.product_line = 'package'`),
  );
  const services = JSON.stringify(fixture.services).replaceAll("'", "''");
  await db.execute(
    sql.raw(`
    insert into package_orders (order_id, offer_id, hotel_id, tour_manager_id, nights, check_in, check_out, services,
      breakdown, commission_percent, cancellation_policy)
    select o.id, ${fixture.offerId}, ${fixture.hotelId}, ${fixture.tourManagerId}, 7, o.order_date, o.order_date + 7,
      '${services}'::jsonb, '{"flights": 16000000, "hotel": 2000000, "services": 1000000, "markup": 1000000}'::jsonb,
      5, '[]'::jsonb
    from orders o
    where o.id > ${last ?? 0} and o.product_line = 'package'`),
  );
}

/** The database of the bench: a PostgreSQL database of its own next to DATABASE_URL's, or PGlite in a folder. */
async function benchDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) return { databaseUrl: '', drop: async () => undefined };
  const name = `frs_export_bench_${process.pid}`;
  return {
    databaseUrl: await createDatabaseOn(url, name),
    drop: () => onServer(url, `drop database if exists ${name} with (force)`),
  };
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: Math.round(field('VmRSS')), peakMb: Math.round(field('VmHWM')) };
}

/** Counts the rows of a downloaded XLSX with exceljs's streaming reader. */
async function xlsxRowCount(body: Buffer): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([body]), { worksheets: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<unknown>) if (row) rows += 1;
  }
  return rows;
}

/** The body of a download: its size, and its lines when it is a CSV (an XLSX is kept to count its rows). */
async function readDownload(body: AsyncIterable<Uint8Array>, format: TExportFormat) {
  let bytes = 0;
  let lines = 0;
  const kept: Buffer[] = [];
  for await (const chunk of body) {
    const buffer = Buffer.from(chunk);
    bytes += buffer.length;
    if (format === 'csv') for (const byte of buffer) lines += byte === 10 ? 1 : 0;
    else kept.push(buffer);
  }
  return { bytes, rows: async () => (format === 'csv' ? lines : xlsxRowCount(Buffer.concat(kept))) };
}

/** One download on a fresh server process: its time, size, rows, and the server's memory meanwhile. */
async function measure(env: NodeJS.ProcessEnv, orders: number, format: TExportFormat): Promise<TExportBenchRow> {
  const server = await startServer(env);
  const pid = server.child.pid!;
  let peak = 0;
  const sampler = setInterval(() => {
    if (server.child.exitCode === null) peak = Math.max(peak, memoryOf(pid).rssMb);
  }, 20);
  try {
    const login = await fetchEndpoint(server.url, AUTH_ENDPOINTS.login, {
      body: { email: ADMIN_EMAIL, password: TEST_PASSWORD },
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const { token } = (await login.json()) as TLoginResponse;
    const before = memoryOf(pid);
    peak = before.rssMb;
    const started = performance.now();
    const query = { format, createdFrom: FIRST_DAY, createdTo: LAST_DAY };
    const response = await fetch(`${server.url}${urlOf(REPORT_ENDPOINTS.ordersFullData, { query })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}`);
    const download = await readDownload(response.body, format);
    const seconds = (performance.now() - started) / 1000;
    const after = memoryOf(pid);
    clearInterval(sampler);
    return {
      orders,
      format,
      rows: await download.rows(),
      MB: Math.round((download.bytes / 2 ** 20) * 10) / 10,
      seconds: Math.round(seconds * 10) / 10,
      'RSS before MB': before.rssMb,
      'peak RSS MB': Math.max(peak, after.rssMb),
      'VmHWM MB': after.peakMb,
    };
  } finally {
    clearInterval(sampler);
    server.child.kill('SIGTERM');
    await exitOf(server.child);
  }
}

/** Generates the orders size by size and measures each size's CSV and XLSX; answers the figures. */
export async function runExportBench(sizes: readonly number[] = DEFAULT_SIZES): Promise<TExportBenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-export-bench-'));
  const database = await benchDatabase();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    SEED_DEMO: 'false',
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
  };
  const results: TExportBenchRow[] = [];
  try {
    let made = 0;
    let fixture: TFixture | undefined;
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir });
      try {
        await handle.migrate();
        fixture ??= await createFixture(handle.db);
        const started = performance.now();
        for (let from = made + 1; from <= size; from += CHUNK) {
          await generateOrders(handle.db, fixture, from, Math.min(size, from + CHUNK - 1));
        }
        await handle.db.execute(sql`analyze`);
        console.log(
          `export bench: ${size - made} orders generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        made = size;
      } finally {
        await handle.close();
      }
      for (const format of ['csv', 'xlsx'] as const) {
        const row = await measure(env, size, format);
        if (row.rows !== size + 1) throw new Error(`${format} of ${size} orders has ${row.rows} rows`);
        results.push(row);
      }
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** The figures as a table and one line per format: the peak's change from the smallest size to the largest. */
export function printExportBench(results: readonly TExportBenchRow[]): void {
  console.log(
    `\nFull order data export (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; one fresh server process a ` +
      'download, its resident memory sampled every 20 ms):',
  );
  console.table(results);
  for (const format of ['csv', 'xlsx'] as const) {
    const rows = results.filter((row) => row.format === format);
    const first = rows[0];
    const last = rows.at(-1);
    if (first && last && first !== last) {
      console.log(
        `${format}: peak RSS ${first['peak RSS MB']} MB at ${first.orders} orders, ${last['peak RSS MB']} MB at ` +
          `${last.orders} (${last.orders / first.orders}× the orders, ${Math.round((last.seconds / first.seconds) * 10) / 10}× the time).`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = process.env.EXPORT_BENCH_SIZES?.split(',').map(Number) ?? DEFAULT_SIZES;
  printExportBench(await runExportBench(sizes));
}
