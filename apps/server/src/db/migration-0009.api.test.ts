import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassRow, createFlightRow, createFlightSetup } from '../../test/flight-factories';
import { emptyDatabase, migrateFrom, migrationsUpTo, rowsOf } from '../../test/migration-steps';
import { type TDatabaseHandle } from './database';

/**
 * Migration 0009 on a database that already holds data: the rows the order operations and the ledger wrote before
 * it (English reasons, entries in clock order, history rows with ids) are rewritten as they are written from now on.
 */

const BEFORE = 8;
let handle: TDatabaseHandle;
let folder: string;

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(handle, query);

const ids = { agent: 0, admin: 0, order: 0, passenger: 0, otherPassenger: 0, segment: 0 };
let classNames = { sold: '', receiving: '' };
let flightCode = '';

beforeAll(async () => {
  handle = await emptyDatabase();
  folder = migrationsUpTo(BEFORE);
  await migrateFrom(handle, folder);
  const db = handle.db;
  // Users as 0008 knows them (no ledger sequence yet): raw SQL, as the schema of today has more columns.
  const [agent] = await rows<{ id: number }>(sql`insert into users (email, role, status, company_name, balance)
    values ('agent@old.test', 'user', 'approved', 'Old Travel', 0) returning id`);
  const [admin] = await rows<{ id: number }>(sql`insert into users (email, role, status, contact_name_surname)
    values ('admin@old.test', 'Admin', 'approved', 'Anna Admin') returning id`);
  ids.agent = agent!.id;
  ids.admin = admin!.id;
  // The airline as 0008 knows it (no manifest address yet), by hand like the users.
  const [airline] = await rows<{ id: number; iata_code: string; icao_code: string; name: string }>(sql`insert into
    airlines (iata_code, icao_code, name) values ('TL', 'ATM', 'Test Air') returning id, iata_code, icao_code, name`);
  const setup = await createFlightSetup(db, {
    airline: {
      id: airline!.id,
      iataCode: airline!.iata_code,
      icaoCode: airline!.icao_code,
      name: airline!.name,
      logoUrl: null,
      manifestEmail: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    },
  });
  const flight = await createFlightRow(db, setup, { departureAt: new Date('2030-01-15T06:00:00Z') });
  const later = await createFlightRow(db, setup, { departureAt: new Date('2030-01-20T06:00:00Z') });
  const sold = await createClassRow(db, setup, flight.id, { name: 'Y' });
  const receiving = await createClassRow(db, setup, flight.id, { name: 'PROMO' });
  classNames = { sold: sold.name, receiving: receiving.name };
  flightCode = `${setup.airline.iataCode} ${flight.flightNumber}`;
  const [order] = await rows<{ id: number }>(sql`insert into orders (pnr, agent_id, created_by_id, status, travel_type,
      rate_date, order_date, first_departure_at, contact_name, contact_phone, contact_email)
    values ('MD6HWQ', ${ids.agent}, ${ids.agent}, 'ticketed', 'oneWay', '2030-01-01', '2030-01-15',
      '2030-01-15T06:00:00Z', 'Client', '+374 99 123456', 'client@example.test') returning id`);
  ids.order = order!.id;
  const [segment] = await rows<{ id: number }>(sql`insert into order_segments (order_id, leg_index, flight_id, class_id)
    values (${ids.order}, 0, ${flight.id}, ${sold.id}) returning id`);
  ids.segment = segment!.id;
  const passenger = (first: string, last: string) =>
    rows<{ id: number }>(sql`insert into order_passengers (order_id, type, first_name, last_name, gender, date_of_birth,
        passport_number, passport_expiry, citizenship, segment_prices)
      values (${ids.order}, 'adult', ${first}, ${last}, 'male', '1990-01-01', 'AM1234567', '2035-01-01', 'AM', '{}')
      returning id`);
  ids.passenger = (await passenger('Aram', 'Petrosyan'))[0]!.id;
  ids.otherPassenger = (await passenger('Anna', 'Petrosyan'))[0]!.id;

  // The ledger as 0008 wrote it. The clock of a later transaction may be earlier: created_at is out of order here.
  const entry = (kind: string, amount: number, after: number, reason: string | null, minute: number, pnr?: string) =>
    db.execute(sql`insert into balance_entries (user_id, kind, amount, balance_after, reason, order_reference, created_at)
      values (${ids.agent}, ${kind}, ${amount}, ${after}, ${reason}, ${pnr ?? null},
        ${new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString()}::timestamptz)`);
  await entry('top-up', 1_000_000, 1_000_000, 'Cash deposit', 0);
  await entry('ticketing', -300_000, 700_000, 'Tickets MD6HWQ', 9, 'MD6HWQ');
  await entry('ticketing', -200_000, 500_000, 'Tickets KX4ZRT', 5, 'KX4ZRT');
  await entry('refund', 150_000, 650_000, 'Refund MD6HWQ: Aram Petrosyan, Anna Petrosyan', 20, 'MD6HWQ');
  await entry('penalty', -50_000, 600_000, 'Refund penalty MD6HWQ: Aram Petrosyan, Anna Petrosyan', 21, 'MD6HWQ');
  await entry('penalty', -2_000, 598_000, 'Name change MD6HWQ: Aram Petrosyan → Armen Petrosyan', 22, 'MD6HWQ');
  await entry('price-correction', 10_000, 608_000, 'Date change MD6HWQ', 23, 'MD6HWQ');
  await entry('price-correction', 5_000, 613_000, 'Discount MD6HWQ: Loyal client: 5%', 24, 'MD6HWQ');
  // An admin's own words that look like a system reason, and a reason naming another order: both stay text.
  await entry('top-up', 1_000, 614_000, 'Refund MD6HWQ: paid back in cash', 25);
  await entry('ticketing', -1_000, 613_000, 'Tickets ABCDEF', 26, 'MD6HWQ');
  await db.execute(sql`update users set balance = 613000 where id = ${ids.agent}`);

  // History rows as 0008 wrote them.
  const historyRow = (action: string, oldValues: object | null, newValues: object) =>
    db.execute(sql`insert into history (actor_id, entity, entity_id, action, old_values, new_values)
      values (${ids.agent}, 'order', ${String(ids.order)}, ${action}, ${oldValues ? JSON.stringify(oldValues) : null}::jsonb,
        ${JSON.stringify(newValues)}::jsonb)`);
  await historyRow('preOrder', null, {
    pnr: 'MD6HWQ',
    status: 'hold',
    agentId: ids.agent,
    classIds: [sold.id],
    passengers: 2,
    payable: 500_000,
  });
  await historyRow(
    'refund',
    { status: 'ticketed', payable: 500_000, paid: 500_000 },
    {
      status: 'ticketed',
      passengers: [{ id: ids.passenger, name: 'Aram Petrosyan', refundAmount: 100_000, penalty: 50_000 }],
      receivingClasses: { [String(ids.segment)]: receiving.id },
      payable: 250_000,
      paid: 400_000,
    },
  );
  await historyRow(
    'refund',
    { status: 'ticketed' },
    { status: 'ticketed', passengers: [{ id: 1, name: 'X Y', refundAmount: 1, penalty: 0 }], receivingClasses: {} },
  );
  await historyRow('split', { payable: 1 }, { passengerIds: [ids.otherPassenger], newOrderId: 99, newPnr: 'KX4ZRT' });
  await historyRow('changeOrderDate', { flights: [flight.id], payable: 1 }, { flights: [later.id], payable: 2 });
  await historyRow(
    'edit',
    { [`passenger ${ids.passenger}`]: { passportNumber: 'AM1234567' }, comment: null },
    { [`passenger ${ids.passenger}`]: { passportNumber: 'BB7654321' }, comment: 'Window' },
  );
  await historyRow(
    'editPassengerName',
    { passengerId: ids.passenger, name: 'Aram Petrosyan' },
    { passengerId: ids.passenger, name: 'Armen Petrosyan', fee: 2_000 },
  );
  await historyRow(
    'removePassenger',
    { payable: 1 },
    { passenger: { id: ids.otherPassenger, name: 'Anna Petrosyan' } },
  );

  await handle.migrate();
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0009 on existing data', () => {
  it('numbers each user’s entries in the order their balances moved, and the user row carries the last number', async () => {
    const entries = await rows<{ sequence: number; amount: string; balance_after: string }>(
      sql`select sequence, amount, balance_after from balance_entries where user_id = ${ids.agent} order by sequence`,
    );
    expect(entries.map((entry) => entry.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    let balance = 0;
    for (const entry of entries) {
      balance += Number(entry.amount);
      expect(Number(entry.balance_after)).toBe(balance);
    }
    const [user] = await rows<{ ledger_sequence: number }>(
      sql`select ledger_sequence from users where id = ${ids.agent}`,
    );
    expect(user!.ledger_sequence).toBe(10);
  });

  it('turns the English reasons of the order operations into codes with parameters and keeps free text', async () => {
    const entries = await rows<{ reason: string | null; reason_code: string | null; reason_params: unknown }>(
      sql`select reason, reason_code, reason_params from balance_entries where user_id = ${ids.agent} order by sequence`,
    );
    expect(entries).toEqual([
      { reason: 'Cash deposit', reason_code: null, reason_params: null },
      { reason: null, reason_code: 'tickets', reason_params: { pnr: 'MD6HWQ' } },
      { reason: null, reason_code: 'tickets', reason_params: { pnr: 'KX4ZRT' } },
      {
        reason: null,
        reason_code: 'refund',
        reason_params: { pnr: 'MD6HWQ', passengers: ['Aram Petrosyan', 'Anna Petrosyan'] },
      },
      {
        reason: null,
        reason_code: 'refundPenalty',
        reason_params: { pnr: 'MD6HWQ', passengers: ['Aram Petrosyan', 'Anna Petrosyan'] },
      },
      {
        reason: null,
        reason_code: 'nameChange',
        reason_params: { pnr: 'MD6HWQ', from: 'Aram Petrosyan', to: 'Armen Petrosyan' },
      },
      { reason: null, reason_code: 'dateChange', reason_params: { pnr: 'MD6HWQ' } },
      { reason: null, reason_code: 'discount', reason_params: { pnr: 'MD6HWQ', note: 'Loyal client: 5%' } },
      { reason: 'Refund MD6HWQ: paid back in cash', reason_code: null, reason_params: null },
      { reason: 'Tickets ABCDEF', reason_code: null, reason_params: null },
    ]);
  });

  it('names the agent, flights, classes and passengers of the order history instead of their ids', async () => {
    const history = await rows<{ action: string; old_values: unknown; new_values: unknown }>(
      sql`select action, old_values, new_values from history where entity = 'order' and entity_id = ${String(ids.order)}
        order by id`,
    );
    const flight = { flight: flightCode, route: expect.stringMatching(/^[A-Z]{3} → [A-Z]{3}$/) };
    expect(history).toEqual([
      {
        action: 'preOrder',
        old_values: null,
        new_values: {
          pnr: 'MD6HWQ',
          status: 'hold',
          agent: 'Old Travel',
          flights: [{ ...flight, departure: '2030-01-15T10:00', class: classNames.sold }],
          passengers: 2,
          payable: 500_000,
        },
      },
      {
        action: 'refund',
        old_values: { status: 'ticketed', payable: 500_000, paid: 500_000 },
        new_values: {
          status: 'ticketed',
          refunds: [{ name: 'Aram Petrosyan', amount: 100_000, penalty: 50_000 }],
          seatsTo: [{ ...flight, departure: '2030-01-15T10:00', class: classNames.receiving }],
          payable: 250_000,
          paid: 400_000,
        },
      },
      {
        action: 'refund',
        old_values: { status: 'ticketed' },
        new_values: { status: 'ticketed', refunds: [{ name: 'X Y', amount: 1, penalty: 0 }] },
      },
      {
        action: 'split',
        old_values: { payable: 1 },
        new_values: { passengers: ['Anna Petrosyan'], newPnr: 'KX4ZRT' },
      },
      {
        action: 'changeOrderDate',
        old_values: { flights: [{ ...flight, departure: '2030-01-15T10:00' }], payable: 1 },
        new_values: {
          flights: [{ flight: expect.any(String), route: flight.route, departure: '2030-01-20T10:00' }],
          payable: 2,
        },
      },
      {
        action: 'edit',
        old_values: { comment: null, passengerDetails: [{ name: 'Aram Petrosyan', passportNumber: 'AM1234567' }] },
        new_values: { comment: 'Window', passengerDetails: [{ name: 'Aram Petrosyan', passportNumber: 'BB7654321' }] },
      },
      {
        action: 'editPassengerName',
        old_values: { name: 'Aram Petrosyan' },
        new_values: { name: 'Armen Petrosyan', fee: 2_000 },
      },
      { action: 'removePassenger', old_values: { payable: 1 }, new_values: { passenger: 'Anna Petrosyan' } },
    ]);
  });
});
