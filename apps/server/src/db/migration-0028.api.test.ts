import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassRow, createFlightRow, createFlightSetup } from '../../test/flight-factories';
import { emptyDatabase, migrateFrom, migrationsUpTo, rowsOf } from '../../test/migration-steps';
import { MIGRATIONS_FOLDER, type TDatabaseHandle } from './database';

/**
 * Migration 0028 on a database that already holds orders: flight_class_rollups is filled from them (per flight, class
 * and payer, by the report's rules), and from then on its triggers keep it as the orders change.
 */

const BEFORE = 27;
let handle: TDatabaseHandle;
let folder: string;

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(handle, query);

const ids = { agent: 0, admin: 0, f: 0, g: 0, fy: 0, fc: 0, gy: 0, hold: 0 };

/** An order with its segments (flight, class by leg) and passengers, by hand as the orders of before 0028. */
async function order(options: {
  pnr: string;
  agentId: number | null;
  status: string;
  legs: [number, number][];
  passengers: { type: string; status: string; legs: [number, number][]; refund?: [number, number] }[];
}) {
  const [row] = await rows<{ id: number }>(sql`insert into orders (pnr, agent_id, created_by_id, status, travel_type,
      rate_date, order_date, first_departure_at, hold_expires_at, booking_expires_at, contact_name, contact_phone,
      contact_email)
    values (${options.pnr}, ${options.agentId}, ${options.agentId ?? ids.admin}, ${options.status},
      ${options.legs.length > 1 ? 'roundTrip' : 'oneWay'}, '2030-01-01', '2030-01-15', '2030-01-15T06:00:00Z',
      ${options.status === 'hold' ? '2030-01-10T00:00:00Z' : null}::timestamptz,
      ${options.status === 'booked' ? '2030-01-10T00:00:00Z' : null}::timestamptz,
      'Client', '+374 99 123456', 'client@example.test') returning id`);
  const id = row!.id;
  for (const [leg, [flightId, classId]] of options.legs.entries()) {
    await handle.db.execute(sql`insert into order_segments (order_id, leg_index, flight_id, class_id)
      values (${id}, ${leg}, ${flightId}, ${classId})`);
  }
  for (const passenger of options.passengers) {
    const prices = Object.fromEntries(
      passenger.legs.map(([gross, commission], leg) => [String(leg), { gross, commission }]),
    );
    const gross = passenger.legs.reduce((sum, [amount]) => sum + amount, 0);
    const commission = passenger.legs.reduce((sum, [, amount]) => sum + amount, 0);
    await handle.db.execute(sql`insert into order_passengers (order_id, type, first_name, last_name, gender,
        date_of_birth, passport_number, passport_expiry, citizenship, status, fare, gross, commission, net,
        segment_prices, refund_amount, refund_penalty)
      values (${id}, ${passenger.type}, 'Aram', 'Petrosyan', 'male', '1990-01-01', 'AM1234567', '2035-01-01', 'AM',
        ${passenger.status}, ${gross}, ${gross}, ${commission}, ${gross - commission}, ${JSON.stringify(prices)}::jsonb,
        ${passenger.refund?.[0] ?? null}, ${passenger.refund?.[1] ?? null})`);
  }
  return id;
}

const ROLLUP = sql`select flight_id, class_id, agent_id, entries, sold, held, passengers, gross::float8 as gross,
    commission::float8 as commission, refunds::float8 as refunds, penalties::float8 as penalties
  from flight_class_rollups order by flight_id, class_id, agent_id nulls first`;

beforeAll(async () => {
  handle = await emptyDatabase();
  folder = migrationsUpTo(BEFORE);
  await migrateFrom(handle, folder);
  const db = handle.db;
  const [agent] = await rows<{ id: number }>(sql`insert into users (email, role, status, company_name, balance)
    values ('agent@old.test', 'user', 'approved', 'Old Travel', 0) returning id`);
  const [admin] = await rows<{ id: number }>(sql`insert into users (email, role, status, contact_name_surname)
    values ('admin@old.test', 'Admin', 'approved', 'Anna Admin') returning id`);
  ids.agent = agent!.id;
  ids.admin = admin!.id;
  const setup = await createFlightSetup(db);
  const f = await createFlightRow(db, setup, { departureAt: new Date('2030-01-15T06:00:00Z') });
  const g = await createFlightRow(db, setup, { departureAt: new Date('2030-01-22T06:00:00Z') });
  ids.f = f.id;
  ids.g = g.id;
  ids.fy = (await createClassRow(db, setup, f.id, { name: 'Y' })).id;
  ids.fc = (await createClassRow(db, setup, f.id, { name: 'C' })).id;
  ids.gy = (await createClassRow(db, setup, g.id, { name: 'Y' })).id;
  // An agent's round trip, ticketed: one traveller flies, the other was refunded 120,000 + a 40,000 penalty.
  await order({
    pnr: 'MD6HWQ',
    agentId: ids.agent,
    status: 'ticketed',
    legs: [
      [ids.f, ids.fy],
      [ids.g, ids.gy],
    ],
    passengers: [
      {
        type: 'adult',
        status: 'active',
        legs: [
          [100_000, 5_000],
          [60_000, 3_000],
        ],
      },
      {
        type: 'adult',
        status: 'refunded',
        legs: [
          [100_000, 5_000],
          [60_000, 3_000],
        ],
        refund: [120_000, 40_000],
      },
    ],
  });
  // The agency's hold: an adult and an infant (no seat).
  ids.hold = await order({
    pnr: 'KX4ZRT',
    agentId: null,
    status: 'hold',
    legs: [[ids.f, ids.fc]],
    passengers: [
      { type: 'adult', status: 'active', legs: [[50_000, 0]] },
      { type: 'infant', status: 'active', legs: [[0, 0]] },
    ],
  });
  // A cancelled order counts nowhere.
  await order({
    pnr: 'PQ7RST',
    agentId: ids.agent,
    status: 'cancelled',
    legs: [[ids.f, ids.fy]],
    passengers: [{ type: 'adult', status: 'active', legs: [[100_000, 5_000]] }],
  });
  await migrateFrom(handle, MIGRATIONS_FOLDER);
}, 120_000);
afterAll(async () => {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

const figures = (entries: number, sold: number, held: number, passengers: number, money: number[]) => {
  const [gross, commission, refunds, penalties] = money;
  return { entries, sold, held, passengers, gross, commission, refunds, penalties };
};

describe('migration 0028 on existing orders', () => {
  it("fills the rollup per flight, class and payer by the report's rules, and its triggers keep it", async () => {
    // The refund (160,000 back, 40,000 kept) shared by the legs' gross 100,000 : 60,000, the first leg the rest.
    expect(await rows(ROLLUP)).toEqual([
      {
        flight_id: ids.f,
        class_id: ids.fy,
        agent_id: ids.agent,
        ...figures(2, 1, 0, 1, [100_000, 5_000, 100_000, 25_000]),
      },
      { flight_id: ids.f, class_id: ids.fc, agent_id: null, ...figures(2, 0, 1, 0, [0, 0, 0, 0]) },
      {
        flight_id: ids.g,
        class_id: ids.gy,
        agent_id: ids.agent,
        ...figures(2, 1, 0, 1, [60_000, 3_000, 60_000, 15_000]),
      },
    ]);
    // The hold booked: its seat moves from held to sold, the agency earns no commission.
    await handle.db.execute(sql`update orders set status = 'booked', hold_expires_at = null,
      booking_expires_at = '2030-01-12T00:00:00Z' where id = ${ids.hold}`);
    const booked = (await rows<{ class_id: number }>(ROLLUP)).find((row) => row.class_id === ids.fc);
    expect(booked).toEqual({
      flight_id: ids.f,
      class_id: ids.fc,
      agent_id: null,
      ...figures(2, 1, 0, 2, [50_000, 0, 0, 0]),
    });
    // The rebuild gives what the triggers kept.
    const kept = await rows(ROLLUP);
    await handle.db.execute(sql`select frs_flight_rollup_rebuild()`);
    expect(await rows(ROLLUP)).toEqual(kept);
  });
});
