import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrateFrom, migrationsUpTo, rowsOf } from '../../test/migration-steps';
import { MIGRATIONS_FOLDER, type TDatabaseHandle } from './database';

/**
 * Migration 0029 on a database that already holds history: each row of an order, a directory passenger (kept or
 * deleted) or an agent's own user gets its agent, the rest none; from then on the trigger fills the rows written.
 */

const BEFORE = 28;
let handle: TDatabaseHandle;
let folder: string;

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(handle, query);

async function idOf(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ id: number }>(query);
  return row!.id;
}

const ids = { agent: 0, other: 0, admin: 0, order: 0, agencyOrder: 0, passenger: 0, deleted: 0 };

function orderInsert(pnr: string, agentId: number | null) {
  return sql`insert into orders (pnr, agent_id, created_by_id, status, travel_type, rate_date, order_date,
      first_departure_at, hold_expires_at, contact_name, contact_phone, contact_email)
    values (${pnr}, ${agentId}, ${agentId ?? ids.admin}, 'hold', 'oneWay', '2030-01-01', '2030-01-15',
      '2030-01-15T06:00:00Z', '2030-01-10T00:00:00Z', 'Client', '+374 99 123456', 'client@example.test')
    returning id`;
}

function passengerInsert(agentId: number) {
  return sql`insert into directory_passengers (agent_id, type, first_name, last_name, gender, date_of_birth,
      passport_number, passport_expiry, citizenship)
    values (${agentId}, 'adult', 'Aram', 'Petrosyan', 'male', '1990-01-01', 'AM1234567', '2035-01-01', 'AM')
    returning id`;
}

function historyInsert(entity: string, entityId: string, values: Record<string, unknown> | null = null) {
  const json = values === null ? null : JSON.stringify(values);
  return sql`insert into history (actor_id, entity, entity_id, action, old_values, new_values)
    values (${ids.admin}, ${entity}, ${entityId}, 'update', ${json}::jsonb, ${json}::jsonb)`;
}

const AGENTS = sql`select entity, entity_id, agent_id from history order by id`;

beforeAll(async () => {
  handle = await emptyDatabase();
  folder = migrationsUpTo(BEFORE);
  await migrateFrom(handle, folder);
  ids.agent = await idOf(sql`insert into users (email, role, status, company_name, balance)
    values ('agent@old.test', 'user', 'approved', 'Old Travel', 0) returning id`);
  ids.other = await idOf(sql`insert into users (email, role, status, company_name, balance)
    values ('other@old.test', 'user', 'approved', 'Other Travel', 0) returning id`);
  ids.admin = await idOf(sql`insert into users (email, role, status, contact_name_surname)
    values ('admin@old.test', 'Admin', 'approved', 'Anna Admin') returning id`);
  ids.order = await idOf(orderInsert('MD6HWQ', ids.agent));
  ids.agencyOrder = await idOf(orderInsert('KX4ZRT', null));
  ids.passenger = await idOf(passengerInsert(ids.other));
  ids.deleted = await idOf(passengerInsert(ids.other));
  await handle.db.execute(sql`delete from directory_passengers where id = ${ids.deleted}`);
  for (const insert of [
    historyInsert('order', String(ids.order)),
    historyInsert('order', String(ids.agencyOrder)),
    historyInsert('passenger', String(ids.passenger)),
    historyInsert('passenger', String(ids.deleted), { agentId: ids.other }),
    historyInsert('user', String(ids.agent)),
    historyInsert('user', String(ids.admin)),
    historyInsert('flight', String(ids.order)),
    historyInsert('exchangeRate', 'USD'),
    historyInsert('order', '99999999999'),
  ]) {
    await handle.db.execute(insert);
  }
  await migrateFrom(handle, MIGRATIONS_FOLDER);
}, 120_000);
afterAll(async () => {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0029 on existing history', () => {
  it('gives each row its agent, and the trigger gives the rows written after it theirs', async () => {
    const before = [
      { entity: 'order', entity_id: String(ids.order), agent_id: ids.agent },
      { entity: 'order', entity_id: String(ids.agencyOrder), agent_id: null },
      { entity: 'passenger', entity_id: String(ids.passenger), agent_id: ids.other },
      { entity: 'passenger', entity_id: String(ids.deleted), agent_id: ids.other },
      { entity: 'user', entity_id: String(ids.agent), agent_id: ids.agent },
      { entity: 'user', entity_id: String(ids.admin), agent_id: null },
      { entity: 'flight', entity_id: String(ids.order), agent_id: null },
      { entity: 'exchangeRate', entity_id: 'USD', agent_id: null },
      { entity: 'order', entity_id: '99999999999', agent_id: null },
    ];
    expect(await rows(AGENTS)).toEqual(before);
    // Written after: an order and its history row in one statement (the order engine's CTE), a user's row.
    await handle.db.execute(sql`with o as (${orderInsert('PQ7RST', ids.other)})
      insert into history (actor_id, entity, entity_id, action) select ${ids.other}, 'order', o.id::text, 'create'
      from o`);
    await handle.db.execute(historyInsert('user', String(ids.other)));
    const after = await rows<{ entity: string; agent_id: number | null }>(AGENTS);
    expect(after.slice(before.length)).toEqual([
      { entity: 'order', entity_id: expect.any(String), agent_id: ids.other },
      { entity: 'user', entity_id: String(ids.other), agent_id: ids.other },
    ]);
  });
});
