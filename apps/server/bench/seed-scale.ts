/**
 * `npm run seed:scale`: fills a PostgreSQL database (DATABASE_URL, required; the embedded database is refused) with
 * the scale issue's data set, for `npm run bench:scale`: by default 1,000,000 orders (70% flights, 15% hotels, 15%
 * packages), 100,000 flights with two classes each (30% of them on the busy route EVN→SVO, 30% back), 500 agents, and
 * everything the orders hold: passengers, segments, rooms, guests, package rows, the agents' ledger and the history.
 *
 * It migrates first (the server's migrations), seeds the demo data when the database has no users (the reference
 * data, the demo users and their password), and then writes the rest in set-based SQL (`insert … select` over
 * `generate_series`), a few statements per table, within the schema's checks and with its counters consistent:
 * every class's `sold` and `held` are its orders' active passengers (booked and ticketed: sold; hold: held), every
 * room night's counts its stays', every agent's balance and ledger sequence the sum and count of its ledger entries,
 * whose `balance_after` runs in sequence. Holds and bookings expire 30 days after the seed, so that the server's
 * expiry jobs leave the data alone during a bench. Ids are given explicitly (above the demo's) and the identity
 * sequences moved past them.
 *
 * SCALE_ORDERS, SCALE_FLIGHTS and SCALE_AGENTS change the sizes. A database that already holds the scale data is
 * left as it is (the command prints its counts).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { isPostgresUrl, postgresHandle } from '../src/db/database';
import { hasNoUsers, seedDemoData } from '../src/seed/demo-seed';

/** The sizes of the data set (SCALE_ORDERS, SCALE_FLIGHTS, SCALE_AGENTS; a test seeds a small one). */
export interface TScaleSizes {
  orders: number;
  flights: number;
  agents: number;
}
const SIZES_FROM_ENV: TScaleSizes = {
  orders: Number(process.env.SCALE_ORDERS ?? 1_000_000),
  flights: Number(process.env.SCALE_FLIGHTS ?? 100_000),
  agents: Number(process.env.SCALE_AGENTS ?? 500),
};
/** The agents' e-mail domain: how the bench finds them. */
export const SCALE_AGENT_DOMAIN = 'scale.test';
/** Days of flights before today and after it. */
const PAST_DAYS = 730;
const FUTURE_DAYS = 365;
/** The destinations of the other routes (the busy route is EVN↔SVO). */
const OTHER_DESTINATIONS = ['VKO', 'CDG', 'DXB', 'BCN', 'TLV', 'IST', 'FCO', 'BEY'];

const FIRST_NAMES = [
  'Anna',
  'Aram',
  'Karen',
  'Lilit',
  'Davit',
  'Mariam',
  'Narek',
  'Ani',
  'Tigran',
  'Gayane',
  'Armen',
  'Sona',
  'Hayk',
  'Nare',
  'Vahe',
  'Elen',
  'Levon',
  'Astghik',
  'Samvel',
  'Hasmik',
  'Ivan',
  'Olga',
  'Sergey',
  'Elena',
  'Dmitry',
  'Natalia',
  'Pierre',
  'Marie',
  'John',
  'Emma',
  'David',
  'Sarah',
  'Michael',
  'Laura',
  'Ruben',
  'Gohar',
  'Artur',
  'Milena',
  'Edgar',
  'Liana',
];
const LAST_NAMES = [
  'Petrosyan',
  'Sargsyan',
  'Hakobyan',
  'Grigoryan',
  'Harutyunyan',
  'Khachatryan',
  'Vardanyan',
  'Karapetyan',
  'Gevorgyan',
  'Avetisyan',
  'Mkrtchyan',
  'Ghazaryan',
  'Martirosyan',
  'Arakelyan',
  'Sahakyan',
  'Hovhannisyan',
  'Manukyan',
  'Poghosyan',
  'Mnatsakanyan',
  'Asatryan',
  'Ivanov',
  'Smirnov',
  'Kuznetsov',
  'Popov',
  'Sokolov',
  'Lebedev',
  'Kozlov',
  'Novikov',
  'Morozov',
  'Volkov',
  'Martin',
  'Bernard',
  'Dubois',
  'Durand',
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Davies',
];
/** A tenth of the travellers have a rarer surname made of three of these and "yan" (8,000 of them). */
const SYLLABLES = [
  'ka',
  'ra',
  'te',
  'mo',
  'li',
  'sa',
  'vo',
  'ne',
  'du',
  'pi',
  'go',
  'ha',
  'zo',
  'me',
  'tu',
  'ba',
  'ri',
  'fe',
  'lo',
  'ze',
];

const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]::text[]`;
/** A pseudo-random non-negative number from an integer expression and a salt. */
const hash = (expression: string, salt: number) => `abs(hashint8((${expression})::bigint * 7 + ${salt}))`;
const firstNameOf = (key: string) => `(${textArray(FIRST_NAMES)})[1 + ${hash(key, 11)} % ${FIRST_NAMES.length}]`;
const lastNameOf = (key: string) => `(case when ${hash(key, 13)} % 10 = 0
  then initcap((${textArray(SYLLABLES)})[1 + ${hash(key, 17)} % 20] || (${textArray(SYLLABLES)})[1 + ${hash(key, 19)} % 20]
    || (${textArray(SYLLABLES)})[1 + ${hash(key, 23)} % 20] || 'yan')
  else (${textArray(LAST_NAMES)})[1 + ${hash(key, 29)} % ${LAST_NAMES.length}] end)`;
/** The traveller key of an order's p-th person (passengers and guests share it: a package's guest is its passenger). */
const personKey = (orderId: string, index: string) => `(${orderId}) * 4 + (${index})`;
/** The PNR alphabet (contract PNR_ALPHABET: no 0/O, 1/I), 32 symbols: a PNR is 30 bits written in it. */
const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The PNR of a number below 2^30, scrambled (an odd multiplier is a bijection modulo 2^30): unique and random-looking. */
const pnrOf = (expression: string) => {
  const scrambled = `(((${expression})::bigint * 387420489 + 12345) & 1073741823)`;
  return Array.from(
    { length: 6 },
    (_, place) => `substr('${PNR_ALPHABET}', ((${scrambled} >> ${5 * (5 - place)}) & 31)::int + 1, 1)`,
  ).join(' || ');
};

interface TTimed {
  step: string;
  rows: number;
  seconds: number;
}

/**
 * Seeds the scale data set into the PostgreSQL database at `url` (migrating it and seeding the demo data first when it
 * has none); `log` prints the steps. The EXPLAIN test of the lists (`lib/list-plans.postgres.api.test.ts`) seeds a small
 * one with it.
 */
export async function seedScale(
  url: string,
  sizes: TScaleSizes = SIZES_FROM_ENV,
  log: (line: string) => void = console.log,
): Promise<void> {
  const { orders: ORDERS, flights: FLIGHTS, agents: AGENTS } = sizes;
  const started = performance.now();
  const steps: TTimed[] = [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (step: string, statement: string): Promise<number> => {
    const begun = performance.now();
    const result = await client.query(statement);
    const rows = result.rowCount ?? 0;
    const seconds = Math.round((performance.now() - begun) / 100) / 10;
    steps.push({ step, rows, seconds });
    log(`  ${step}: ${rows.toLocaleString('en')} rows, ${seconds} s`);
    return rows;
  };
  const value = async (statement: string): Promise<number> => {
    const result = await client.query<{ value: string | number | null }>(statement);
    return Number(result.rows[0]?.value ?? 0);
  };

  const handle = postgresHandle(url, 2);
  try {
    log('Migrating…');
    await handle.migrate();
    if (await hasNoUsers(handle.db)) {
      log('Seeding the demo data (reference data, demo users)…');
      const uploadsDir = process.env.UPLOADS_DIR ?? join(tmpdir(), 'frs-scale-uploads');
      mkdirSync(uploadsDir, { recursive: true });
      await seedDemoData(handle.db, new Date(), { uploadsDir });
    }
  } finally {
    await handle.close();
  }
  const existing = await value(`select count(*) as value from users where email like '%@${SCALE_AGENT_DOMAIN}'`);
  if (existing > 0) {
    log(`The database already holds the scale data (${existing} scale agents): left as it is.`);
    await printCounts(client, log);
    await client.end();
    return;
  }
  log(`Writing ${ORDERS.toLocaleString('en')} orders, ${FLIGHTS.toLocaleString('en')} flights, ${AGENTS} agents…`);
  const base = async (table: string) => value(`select coalesce(max(id), 0) as value from ${table}`);
  const baseOrder = await base('orders');
  const baseFlight = await base('flights');
  const baseClass = await base('classes');
  const basePassenger = await base('order_passengers');
  const baseSegment = await base('order_segments');
  const baseRoom = await base('hotel_order_rooms');
  const baseGuest = await base('hotel_order_guests');
  const adminId = await value(`select id as value from users where role = 'Super Admin' order by id limit 1`);
  const airport = (code: string) => `(select id from airports where iata_code = '${code}')`;
  const evn = await value(`select id as value from airports where iata_code = 'EVN'`);
  if (!evn || !adminId) throw new Error('seed:scale needs the demo reference data (EVN, a Super Admin)');

  // One session: its temporary tables hold the plan; the bulk work needs no durability of each commit.
  await client.query(`set synchronous_commit = off`);
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query('begin');

  // Agents: approved, with the demo password (its hash copied from the demo agent), a company profile.
  await run(
    'agents',
    `insert into users (email, password_hash, role, status, company_name, business_name, vat, country, city, address,
      ceo_name_surname, contact_name_surname, phone, mobile_phone, language, created_at, updated_at)
    select 'agent-' || lpad(a::text, 4, '0') || '@${SCALE_AGENT_DOMAIN}',
      (select password_hash from users where email = 'agent@demo.test'), 'user', 'approved',
      'Scale Travel ' || lpad(a::text, 4, '0') || ' LLC', 'Scale Travel ' || lpad(a::text, 4, '0'),
      lpad((10000000 + a)::text, 8, '0'), 'Armenia', 'Yerevan', a || ' Abovyan St',
      ${firstNameOf('a')} || ' ' || ${lastNameOf('a')}, ${firstNameOf('a + 1')} || ' ' || ${lastNameOf('a + 1')},
      '+374 10 ' || lpad(a::text, 6, '0'), '+374 99 ' || lpad(a::text, 6, '0'),
      (array['hy', 'en', 'ru'])[1 + a % 3], now() - interval '${PAST_DAYS + 90} days' + a * interval '1 hour',
      now() - interval '${PAST_DAYS + 90} days' + a * interval '1 hour'
    from generate_series(1, ${AGENTS}) as a`,
  );
  await client.query(`create temp table scale_agents as
    select row_number() over (order by id) as k, id from users where email like '%@${SCALE_AGENT_DOMAIN}'`);

  // Flights: n-th every (365 + 730) days / FLIGHTS; of every 20, 6 EVN→SVO, 6 SVO→EVN, 8 to and from the others.
  const spacingSeconds = Math.floor(((PAST_DAYS + FUTURE_DAYS) * 86_400) / FLIGHTS);
  await client.query(`create temp table scale_flight_plan as
    select n, ${baseFlight} + n as id,
      case when n % 20 < 6 then ${evn} when n % 20 < 12 then ${airport('SVO')}
        when n % 2 = 0 then ${evn} else d.id end as from_id,
      case when n % 20 < 6 then ${airport('SVO')} when n % 20 < 12 then ${evn}
        when n % 2 = 0 then d.id else ${evn} end as to_id,
      date_trunc('minute', date_trunc('day', now()) - interval '${PAST_DAYS} days' + n * interval '${spacingSeconds} seconds')
        as departure_at,
      case when n % 20 < 12 then 190 else 240 end as duration
    from generate_series(1, ${FLIGHTS}) as n
    join airports d on d.iata_code = (${textArray(OTHER_DESTINATIONS)})[1 + (n / 20) % ${OTHER_DESTINATIONS.length}]`);
  await run(
    'flights',
    `insert into flights (id, airline_id, flight_number, aircraft_id, from_airport_id, to_airport_id, departure_at,
      arrival_at, duration_minutes, seat_capacity, currency, status, created_at, updated_at)
    overriding system value
    select p.id, (select array_agg(id order by id) from airlines)[1 + n % (select count(*) from airlines)::int],
      (5000 + n % 1000)::text, (select min(id) from aircraft), p.from_id, p.to_id, p.departure_at,
      p.departure_at + p.duration * interval '1 minute', p.duration, 300, 'USD',
      case when p.departure_at < now() then 'departed' else 'upcoming' end,
      p.departure_at - interval '120 days', p.departure_at - interval '120 days'
    from scale_flight_plan p order by n`,
  );
  // Two classes a flight: Y (one way) and R (round trip), 150 seats each; USD minor units.
  await run(
    'classes',
    `insert into classes (id, flight_id, name, type, travel_type, seats, fare_rule_id, baggage_rule_id,
      adult_fare, adult_tax, adult_commission, child_fare, child_tax, child_commission, infant_fare, infant_tax,
      created_at, updated_at)
    overriding system value
    select ${baseClass} + 2 * (f.id - ${baseFlight}) - 1 + k, f.id, case when k = 0 then 'Y' else 'R' end, 'economy',
      case when k = 0 then 'oneWay' else 'roundTrip' end, 150,
      (select min(id) from fare_rules), (select min(id) from baggage_rules),
      15000 + k * 1000 + f.id % 50 * 100, 4000, 1200, 12000, 4000, 1000, 2000, 0, f.created_at, f.created_at
    from flights f cross join generate_series(0, 1) as k
    where f.id > ${baseFlight}
    order by 1`,
  );

  // The statistics of what this transaction wrote, so that the statements below are planned for its sizes.
  await client.query('analyze flights, classes');
  // The outbound flights from EVN with a return a week later (one of the first few after it, to spread the load),
  // numbered overall and per destination.
  await client.query(`create temp table scale_out as
    select o.id as flight_id, o.departure_at, o.to_airport_id, b.id as back_id, b.departure_at as back_at,
      row_number() over (order by o.id) as k,
      row_number() over (partition by o.to_airport_id order by o.id) as kd
    from flights o
    cross join lateral (select r.id, r.departure_at from flights r
      where r.from_airport_id = o.to_airport_id and r.to_airport_id = o.from_airport_id
        and r.departure_at >= o.departure_at + interval '7 days' and r.id > ${baseFlight}
      -- Each of a batch of outbound flights takes another of the batch of returns (6 to SVO, 4 to the others).
      order by r.departure_at
      offset case when (o.id - ${baseFlight}) % 20 < 6 then (o.id - ${baseFlight}) % 20 else ((o.id - ${baseFlight}) % 20 - 12) / 2 end
      limit 1) b
    where o.id > ${baseFlight} and o.from_airport_id = ${evn}`);
  await client.query(`create index on scale_out (k)`);
  await client.query(`create index on scale_out (to_airport_id, kd)`);
  const outCount = await value(`select count(*) as value from scale_out`);
  await client.query(`create temp table scale_offers as
    select row_number() over (order by po.id) as no, po.id, po.to_airport_id, po.tour_manager_id, po.commission_percent,
      r.id as room_id, r.hotel_id, d.count as flights
    from package_offers po
    join rooms r on r.id = (po.room_ids ->> 0)::int
    join (select to_airport_id, count(*) from scale_out group by to_airport_id) d on d.to_airport_id = po.to_airport_id
    where po.from_airport_id = ${evn}`);
  const offerCount = await value(`select count(*) as value from scale_offers`);
  await client.query(`create temp table scale_rooms as
    select row_number() over (order by id) as no, id, hotel_id from rooms`);
  const roomCount = await value(`select count(*) as value from scale_rooms`);
  if (!outCount || !offerCount || !roomCount) throw new Error('seed:scale: no flights, package offers or rooms to use');

  // The plan of every order: its line, flights or stay, status, people, agent, times and amounts.
  await client.query(`create temp table scale_draw as
    select i, ${baseOrder} + i as order_id, ${hash('i', 1)} as h1, ${hash('i', 2)} as h2, ${hash('i', 3)} as h3,
      ${hash('i', 4)} as h4, ${hash('i', 5)} as h5
    from generate_series(1, ${ORDERS}) as i`);
  await client.query(`create temp table scale_plan as
    with drawn as (
      select d.*, case when h1 % 20 < 14 then 'flight' when h1 % 20 < 17 then 'hotel' else 'package' end as line,
        case when h3 % 10 < 5 then 1 when h3 % 10 < 8 then 2 else 3 end as people
      from scale_draw d
    ), placed as (
      select d.*, so.id as offer_id, so.tour_manager_id, so.commission_percent,
        coalesce(so.room_id, sr.id) as room_id, coalesce(so.hotel_id, sr.hotel_id) as hotel_id,
        coalesce(fo.flight_id, po.flight_id) as out_flight,
        case when d.line = 'package' or (d.line = 'flight' and d.h4 % 3 = 0) then coalesce(fo.back_id, po.back_id) end
          as back_flight,
        coalesce(fo.departure_at, po.departure_at,
          (date_trunc('day', now()) - interval '${PAST_DAYS} days' + (d.h3 % ${PAST_DAYS + FUTURE_DAYS}) * interval '1 day'
            + interval '10 hours')) as anchor
      from drawn d
      left join scale_out fo on d.line = 'flight' and fo.k = 1 + d.h2 % ${outCount}
      left join scale_offers so on d.line = 'package' and so.no = 1 + d.h2 % ${offerCount}
      left join scale_out po on d.line = 'package' and po.to_airport_id = so.to_airport_id and po.kd = 1 + d.h3 % so.flights
      left join scale_rooms sr on d.line = 'hotel' and sr.no = 1 + d.h2 % ${roomCount}
    ), timed as (
      select p.*, case when p.line = 'package' then 2 else p.people end as persons,
        case when p.back_flight is null then 1 else 2 end as legs,
        case when p.line = 'hotel' then 2 + p.h1 % 6 else 7 end as nights,
        p.anchor > now() as future, (p.h1 / 20) % 100 as roll,
        case when p.h4 / 3 % 100 >= 10 then 1 + floor(${AGENTS} * power((p.h5 % 10000) / 10000.0, 2))::int end
          as agent_k
      from placed p
    ), statused as (
      select t.*, ag.id as agent_id,
        case when not t.future then
          case when roll < 78 then 'ticketed' when roll < 83 then 'refunded' when roll < 93 then 'cancelled' else 'expired' end
        else
          case when roll < 60 then 'ticketed' when roll < 75 then 'booked' when roll < 77 then 'hold'
            when roll < 92 then 'cancelled' else 'expired' end
        end as status,
        -- Booked 1 to 60 days before the stay or flight; what that puts in the future, within the last 60 days.
        case when t.anchor - (1 + t.h2 % 60) * interval '1 day' < now() - interval '2 hours'
          then t.anchor - (1 + t.h2 % 60) * interval '1 day' - (t.h3 % 86400) * interval '1 second'
          else now() - interval '2 hours' - (t.h4 % (60 * 86400)) * interval '1 second' end as created_raw
      from timed t
      left join scale_agents ag on ag.k = t.agent_k
    ), amounts as (
      select s.*,
        case when s.status = 'hold' then now() - (s.h3 % 5) * interval '1 minute' else s.created_raw end as created,
        -- One person's items: flights (AMD minor units, per leg) and the stay (per night).
        case when s.line = 'hotel' then 0 else s.persons end as passengers,
        case when s.line = 'hotel' then 0 else 6000000 * s.legs end as pax_fare,
        case when s.line = 'hotel' then 0 else 1500000 * s.legs end as pax_tax,
        case when s.line = 'hotel' then 0 else 500000 * s.legs end as pax_commission,
        case when s.line = 'flight' then 0 else 4000000 * s.nights end as room_gross,
        case when s.line = 'flight' then 0 else 400000 * s.nights end as room_commission
      from statused s
    )
    select a.*, ${pnrOf('a.i')} as pnr,
      a.passengers * (a.pax_fare + a.pax_tax) + a.room_gross as items_gross,
      a.passengers * a.pax_commission + a.room_commission as items_commission
    from amounts a`);
  await client.query(`alter table scale_plan add column payer_basis bigint, add column penalty bigint`);
  await client.query(`update scale_plan set
    payer_basis = case when agent_id is null then items_gross else items_gross - items_commission end,
    penalty = (case when agent_id is null then items_gross else items_gross - items_commission end) / 10`);
  // A scale PNR that a demo order already has takes the PNR of a number past the plan's.
  await client.query(`update scale_plan set pnr = ${pnrOf(`i + ${ORDERS}`)} where pnr in (select pnr from orders)`);
  await client.query(`create index on scale_plan (i)`);
  await client.query(`analyze scale_plan`);

  await run(
    'orders',
    `insert into orders (id, pnr, agent_id, created_by_id, product_line, status, travel_type, rate_date, usd_rate,
      eur_rate, hold_expires_at, booking_expires_at, ticketed_at, order_date, first_departure_at, contact_name,
      contact_phone, contact_email, comment, gross, commission, net, discount, fees, payable, paid, refunded, penalties,
      created_at, updated_at)
    overriding system value
    select order_id, pnr, agent_id, coalesce(agent_id, ${adminId}), line, status,
      case when line = 'hotel' then null when legs = 2 then 'roundTrip' else 'oneWay' end,
      (created at time zone 'Asia/Yerevan')::date, 390.5000, 425.2500,
      case when status = 'hold' then now() + interval '30 days' end,
      case when status = 'booked' then now() + interval '30 days' end,
      case when status in ('ticketed', 'refunded') then created + interval '30 minutes' end,
      (anchor at time zone 'Asia/Yerevan')::date, anchor,
      ${firstNameOf(personKey('order_id', '1'))} || ' ' || ${lastNameOf(personKey('order_id', '1'))},
      '+374 9' || (h4 % 10) || ' ' || lpad((h5 % 1000000)::text, 6, '0'), 'client' || i || '@example.test',
      case when h5 % 7 = 0 then 'Window seats, please' end,
      case when status = 'refunded' then 0 else items_gross end,
      case when status = 'refunded' then 0 else items_commission end,
      case when status = 'refunded' then 0 else items_gross - items_commission end, 0, 0,
      case when status = 'refunded' then 0 else payer_basis end,
      case when status = 'ticketed' then payer_basis when status = 'refunded' then penalty else 0 end,
      case when status = 'refunded' then payer_basis - penalty else 0 end,
      case when status = 'refunded' then penalty else 0 end,
      created, created
    from scale_plan order by i`,
  );
  await client.query('analyze orders');
  // Passengers (flight and package orders): the i-th order's p-th has the id basePassenger + 3 (i - 1) + p.
  await run(
    'order_passengers',
    `insert into order_passengers (id, order_id, type, first_name, last_name, gender, date_of_birth, passport_number,
      passport_expiry, citizenship, status, ticket_number, fare, tax, surcharge, gross, commission, net,
      segment_prices, refund_penalty, refund_amount, created_at, updated_at)
    overriding system value
    select ${basePassenger} + 3 * (s.i - 1) + p, s.order_id, case when p = 3 and s.h2 % 2 = 0 then 'child' else 'adult' end,
      ${firstNameOf(personKey('s.order_id', 'p'))}, ${lastNameOf(personKey('s.order_id', 'p'))},
      case when ${hash(personKey('s.order_id', 'p'), 31)} % 2 = 0 then 'male' else 'female' end,
      case when p = 3 and s.h2 % 2 = 0 then date '2016-01-01' else date '1960-01-01' end
        + (${hash(personKey('s.order_id', 'p'), 37)} % 9000)::int % case when p = 3 and s.h2 % 2 = 0 then 2500 else 12000 end,
      'AP' || lpad((${basePassenger} + 3 * (s.i - 1) + p)::text, 8, '0'), date '2034-06-30',
      (array['AM', 'AM', 'AM', 'RU', 'FR', 'US'])[1 + ${hash(personKey('s.order_id', 'p'), 41)} % 6],
      case when s.status = 'refunded' then 'refunded' else 'active' end,
      case when s.status in ('ticketed', 'refunded') then '808' || lpad((${basePassenger} + 3 * (s.i - 1) + p)::text, 10, '0') end,
      s.pax_fare, s.pax_tax, 0, s.pax_fare + s.pax_tax, s.pax_commission, s.pax_fare + s.pax_tax - s.pax_commission,
      (select jsonb_object_agg(leg::text, jsonb_build_object('fare', s.pax_fare / s.legs, 'tax', s.pax_tax / s.legs,
        'surcharge', 0, 'gross', (s.pax_fare + s.pax_tax) / s.legs, 'commission', s.pax_commission / s.legs,
        'net', (s.pax_fare + s.pax_tax - s.pax_commission) / s.legs)) from generate_series(0, s.legs - 1) as leg),
      case when s.status = 'refunded' then (s.pax_fare + s.pax_tax - case when s.agent_id is null then 0 else s.pax_commission end) / 10 end,
      case when s.status = 'refunded' then (s.pax_fare + s.pax_tax - case when s.agent_id is null then 0 else s.pax_commission end)
        - (s.pax_fare + s.pax_tax - case when s.agent_id is null then 0 else s.pax_commission end) / 10 end,
      s.created, s.created
    from scale_plan s cross join generate_series(1, 3) as p
    where s.line <> 'hotel' and p <= s.passengers
    order by 1`,
  );
  await run(
    'order_segments',
    `insert into order_segments (id, order_id, leg_index, flight_id, class_id, created_at, updated_at)
    overriding system value
    select ${baseSegment} + 2 * (s.i - 1) + leg + 1, s.order_id, leg,
      case when leg = 0 then s.out_flight else s.back_flight end,
      ${baseClass} + 2 * ((case when leg = 0 then s.out_flight else s.back_flight end) - ${baseFlight}) - 1
        + case when s.legs = 2 then 1 else 0 end,
      s.created, s.created
    from scale_plan s cross join generate_series(0, 1) as leg
    where s.line <> 'hotel' and leg < s.legs
    order by 1`,
  );
  await run(
    'hotel_order_rooms',
    `insert into hotel_order_rooms (id, order_id, room_index, hotel_id, room_id, check_in, check_out, status,
      night_prices, gross, commission, net, cancellation_policy, voucher_number, refund_penalty, refund_amount,
      created_at, updated_at)
    overriding system value
    select ${baseRoom} + s.i, s.order_id, 0, s.hotel_id, s.room_id, (s.anchor at time zone 'Asia/Yerevan')::date,
      (s.anchor at time zone 'Asia/Yerevan')::date + s.nights,
      case when s.status = 'refunded' then 'refunded' else 'active' end,
      (select jsonb_agg(jsonb_build_object('date', ((s.anchor at time zone 'Asia/Yerevan')::date + night)::text,
        'gross', 4000000, 'commission', 400000)) from generate_series(0, s.nights - 1) as night),
      s.room_gross, s.room_commission, s.room_gross - s.room_commission,
      '[{"daysBefore": 7, "percent": 0}, {"daysBefore": 0, "percent": 50}]'::jsonb,
      case when s.status in ('ticketed', 'refunded') then 'HVS-' || lpad(s.i::text, 7, '0') end,
      case when s.status = 'refunded' and s.line = 'hotel' then s.penalty end,
      case when s.status = 'refunded' and s.line = 'hotel' then s.payer_basis - s.penalty end,
      s.created, s.created
    from scale_plan s
    where s.line <> 'flight'
    order by 1`,
  );
  // Guests: a hotel order's people, or a package's travellers (the same names, linked to the passenger).
  await run(
    'hotel_order_guests',
    `insert into hotel_order_guests (id, order_id, order_room_id, guest_index, type, first_name, last_name, age,
      passenger_id, created_at, updated_at)
    overriding system value
    select ${baseGuest} + 3 * (s.i - 1) + g, s.order_id, ${baseRoom} + s.i, g - 1,
      case when s.line = 'hotel' and g = 3 then 'child' else 'adult' end,
      ${firstNameOf(personKey('s.order_id', 'g'))}, ${lastNameOf(personKey('s.order_id', 'g'))},
      case when s.line = 'hotel' and g = 3 then 8 end,
      case when s.line = 'package' then ${basePassenger} + 3 * (s.i - 1) + g end, s.created, s.created
    from scale_plan s cross join generate_series(1, 3) as g
    where s.line <> 'flight' and g <= s.persons
    order by 1`,
  );
  await run(
    'package_orders',
    `insert into package_orders (order_id, offer_id, hotel_id, tour_manager_id, nights, check_in, check_out, services,
      breakdown, commission_percent, cancellation_policy, created_at, updated_at)
    select s.order_id, s.offer_id, s.hotel_id, s.tour_manager_id, s.nights, (s.anchor at time zone 'Asia/Yerevan')::date,
      (s.anchor at time zone 'Asia/Yerevan')::date + s.nights, '[]'::jsonb,
      jsonb_build_object('flights', s.passengers * (s.pax_fare + s.pax_tax), 'hotel', s.room_gross, 'services', 0,
        'markup', 0),
      s.commission_percent, '[{"daysBefore": 14, "percent": 0}, {"daysBefore": 0, "percent": 100}]'::jsonb,
      s.created, s.created
    from scale_plan s
    where s.line = 'package'
    order by s.i`,
  );

  await client.query('analyze order_passengers, order_segments, hotel_order_rooms');
  // The counters: a class's sold and held are its orders' active passengers; a room night's, its active stays.
  await run(
    'classes counters',
    `update classes c set sold = x.sold, held = x.held
    from (
      select g.class_id, count(*) filter (where s.status in ('booked', 'ticketed')) as sold,
        count(*) filter (where s.status = 'hold') as held
      from order_segments g
      join scale_plan s on s.order_id = g.order_id
      join order_passengers p on p.order_id = g.order_id and p.status = 'active'
      where g.order_id > ${baseOrder}
      group by g.class_id
    ) x
    where c.id = x.class_id`,
  );
  await run(
    'room_nights',
    `insert into room_nights (room_id, night, allotment, sold, held)
    select room_id, night, sold + held + 3, sold, held
    from (
      select r.room_id, night::date as night, count(*) filter (where s.status in ('booked', 'ticketed')) as sold,
        count(*) filter (where s.status = 'hold') as held
      from hotel_order_rooms r
      join scale_plan s on s.order_id = r.order_id
      cross join generate_series(r.check_in, r.check_out - 1, interval '1 day') as night
      where r.order_id > ${baseOrder} and r.status = 'active' and s.status in ('hold', 'booked', 'ticketed')
      group by r.room_id, night::date
    ) x
    on conflict (room_id, night) do update set sold = room_nights.sold + excluded.sold,
      held = room_nights.held + excluded.held,
      allotment = greatest(room_nights.allotment, room_nights.sold + excluded.sold + room_nights.held + excluded.held)`,
  );

  // The ledger of the scale agents: an opening top-up that covers everything, then each order's charge, and a
  // refunded order's refund and penalty; numbered and balanced in time order.
  await client.query(`create temp table scale_moves as
    select s.agent_id as user_id, kind, amount, at, code, s.pnr, s.order_id, step
    from scale_plan s
    cross join lateral (values
      ('ticketing', -s.payer_basis, s.created + interval '30 minutes',
        case s.line when 'flight' then 'tickets' when 'hotel' then 'hotelStay' else 'package' end, 1),
      ('refund', s.payer_basis, least(now() - interval '1 hour', s.created + interval '2 days'), 'refund', 2),
      ('penalty', -s.penalty, least(now() - interval '1 hour', s.created + interval '2 days'), 'refundPenalty', 3)
    ) as m(kind, amount, at, code, step)
    where s.agent_id is not null and s.status in ('ticketed', 'refunded') and (s.status = 'refunded' or step = 1)`);
  await run(
    'balance_entries',
    `insert into balance_entries (user_id, kind, amount, balance_after, sequence, reason, reason_code, reason_params,
      actor_id, order_reference, created_at)
    select user_id, kind, amount, sum(amount) over w, row_number() over w,
      case when kind = 'top-up' then 'Opening balance' end, code,
      case when code is null then null when kind = 'ticketing' then jsonb_build_object('pnr', pnr)
        else jsonb_build_object('pnr', pnr, 'passengers', jsonb_build_array('Passenger')) end,
      case when kind = 'top-up' then ${adminId} else user_id end, pnr, at
    from (
      select user_id, kind, amount, at, code, pnr, order_id, step from scale_moves
      union all
      select a.id, 'top-up', coalesce((select -sum(amount) from scale_moves m where m.user_id = a.id), 0) + 50000000,
        u.created_at + interval '1 hour', null, null, 0, 0
      from scale_agents a join users u on u.id = a.id
    ) entries
    window w as (partition by user_id order by at, order_id, step rows between unbounded preceding and current row)
    order by at`,
  );
  await run(
    'agent balances',
    `update users u set balance = x.balance, ledger_sequence = x.entries
    from (
      select user_id, sum(amount) as balance, count(*) as entries from balance_entries
      where user_id in (select id from scale_agents) group by user_id
    ) x
    where u.id = x.user_id`,
  );

  // The history: each order's pre-order, and what followed it.
  await run(
    'history',
    `insert into history (at, actor_id, entity, entity_id, action, old_values, new_values)
    select at, actor, 'order', order_id::text, action, old_values, new_values
    from (
      select s.created as at, coalesce(s.agent_id, ${adminId}) as actor, s.order_id, 'preOrder' as action,
        null::jsonb as old_values, jsonb_build_object('pnr', s.pnr, 'status', 'hold') as new_values, s.i, 0 as step
      from scale_plan s
      union all
      select s.created + case when s.status = 'expired' then interval '10 minutes' else interval '30 minutes' end,
        case when s.status = 'expired' then null else coalesce(s.agent_id, ${adminId}) end, s.order_id,
        case s.status when 'ticketed' then 'ticket' when 'refunded' then 'ticket' when 'booked' then 'book'
          when 'cancelled' then 'cancelPreOrder' else 'expireHold' end,
        jsonb_build_object('status', 'hold'),
        jsonb_build_object('status', case when s.status = 'refunded' then 'ticketed' else s.status end), s.i, 1
      from scale_plan s where s.status <> 'hold'
      union all
      select least(now() - interval '1 hour', s.created + interval '2 days'), ${adminId}, s.order_id, 'refund',
        jsonb_build_object('status', 'ticketed', 'paid', s.payer_basis),
        jsonb_build_object('status', 'refunded', 'paid', s.penalty), s.i, 2
      from scale_plan s where s.status = 'refunded'
    ) events
    order by at, i, step`,
  );

  // The identity sequences past the ids given here.
  for (const table of [
    'flights',
    'classes',
    'orders',
    'order_passengers',
    'order_segments',
    'hotel_order_rooms',
    'hotel_order_guests',
  ]) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  await client.query('commit');

  log('Vacuum and analyze…');
  const vacuumBegun = performance.now();
  await client.query('vacuum (analyze)');
  steps.push({ step: 'vacuum analyze', rows: 0, seconds: Math.round((performance.now() - vacuumBegun) / 100) / 10 });

  log(`\nseed:scale done in ${Math.round((performance.now() - started) / 1000)} s`);
  log(steps.map((step) => `  ${step.step}: ${step.rows} rows, ${step.seconds} s`).join('\n'));
  await printCounts(client, log);
  await client.end();
}

async function printCounts(client: pg.Client, log: (line: string) => void) {
  const tables = [
    'users',
    'flights',
    'classes',
    'orders',
    'order_passengers',
    'order_segments',
    'hotel_order_rooms',
    'hotel_order_guests',
    'package_orders',
    'room_nights',
    'balance_entries',
    'history',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = Number(
      (await client.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]?.count ?? 0,
    );
  }
  const lines = await client.query<{ product_line: string; count: string }>(
    `select product_line, count(*) from orders group by product_line order by product_line`,
  );
  log(`Row counts: ${JSON.stringify(counts)}`);
  log(
    `Orders by line: ${JSON.stringify(Object.fromEntries(lines.rows.map((row) => [row.product_line, Number(row.count)])))}`,
  );
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!isPostgresUrl(url)) {
    console.error('seed:scale needs DATABASE_URL=postgres://… (a PostgreSQL database: the embedded one is refused).');
    process.exit(2);
  }
  await seedScale(url);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
