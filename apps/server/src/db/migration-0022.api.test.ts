import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrateFrom, migrationsUpTo, rowsOf } from '../../test/migration-steps';
import type { TDatabaseHandle } from './database';

/**
 * Migration 0022 (issue 31) on a database that already holds deadline notices: those whose deadline no longer applies
 * are resolved (read, not counted by the bell), the others are tied to their order and deadline so that the trigger
 * resolves them when the order moves on.
 */

const BEFORE = 21;
const HOUR = 3_600_000;
let handle: TDatabaseHandle;
let folder: string;

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(handle, query);

const ids = { agent: 0, held: 0, ticketed: 0, heldNotice: 0, ticketedNotice: 0, lowBalance: 0, foreignLink: 0 };
const holdDeadline = new Date(Date.now() + HOUR);

beforeAll(async () => {
  handle = await emptyDatabase();
  folder = migrationsUpTo(BEFORE);
  await migrateFrom(handle, folder);
  const [agent] = await rows<{ id: number }>(sql`insert into users (email, role, status, company_name, balance)
    values ('agent@old.test', 'user', 'approved', 'Old Travel', 0) returning id`);
  ids.agent = agent!.id;
  const order = async (pnr: string, status: string, holdExpiresAt: Date | null) =>
    (
      await rows<{ id: number }>(sql`insert into orders (pnr, agent_id, created_by_id, status, travel_type, rate_date,
          order_date, first_departure_at, contact_name, contact_phone, contact_email, hold_expires_at)
        values (${pnr}, ${ids.agent}, ${ids.agent}, ${status}, 'oneWay', '2030-01-01', '2030-01-15',
          '2030-01-15T06:00:00Z', 'Client', '+374 99 123456', 'client@example.test',
          ${holdExpiresAt?.toISOString() ?? null}::timestamptz) returning id`)
    )[0]!.id;
  ids.held = await order('MD6HWQ', 'hold', holdDeadline);
  ids.ticketed = await order('KX4ZRT', 'ticketed', null);
  const reminder = (orderId: number, deadline: Date) =>
    handle.db.execute(sql`insert into deadline_reminders (order_id, kind, deadline, user_id)
      values (${orderId}, 'hold', ${deadline.toISOString()}::timestamptz, ${ids.agent})`);
  await reminder(ids.held, holdDeadline);
  await reminder(ids.ticketed, new Date(Date.now() - HOUR));
  const notice = async (kind: string, link: string) =>
    (
      await rows<{ id: number }>(sql`insert into user_notices (user_id, kind, title, text, link, urgent)
        values (${ids.agent}, ${kind}, '{"hy":"","en":"Hold expires soon","ru":""}',
          '{"hy":"","en":"","ru":""}', ${link}, true) returning id`)
    )[0]!.id;
  ids.heldNotice = await notice('holdDeadline', `/reservation/edit/${ids.held}`);
  ids.ticketedNotice = await notice('holdDeadline', `/reservation/edit/${ids.ticketed}`);
  ids.lowBalance = await notice('lowBalance', '/profile');
  ids.foreignLink = await notice('holdDeadline', '/somewhere/else/12');

  await handle.migrate();
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

type TNoticeRow = {
  id: number;
  order_id: number | null;
  deadline: Date | string | null;
  resolved: boolean;
  read: boolean;
};
const noticeRows = () =>
  rows<TNoticeRow>(sql`select id, order_id, deadline, resolved_at is not null as resolved, read_at is not null as read
    from user_notices order by id`);

describe('migration 0022 on existing notices', () => {
  it('resolves the reminders whose order moved on, and ties the others to their order and deadline', async () => {
    const byId = new Map((await noticeRows()).map((row) => [row.id, row]));
    expect(byId.get(ids.ticketedNotice)).toMatchObject({ order_id: ids.ticketed, resolved: true, read: true });
    const held = byId.get(ids.heldNotice);
    expect(held).toMatchObject({ order_id: ids.held, resolved: false, read: false });
    expect(new Date(held!.deadline!).getTime()).toBe(holdDeadline.getTime());
    // Other notices, and links that name no order page, are left as they were.
    expect(byId.get(ids.lowBalance)).toMatchObject({ order_id: null, resolved: false, read: false });
    expect(byId.get(ids.foreignLink)).toMatchObject({ order_id: null, resolved: false, read: false });
  });

  it('resolves the remaining one when its order moves on', async () => {
    await handle.db.execute(sql`update orders set status = 'cancelled' where id = ${ids.held}`);
    const held = (await noticeRows()).find((row) => row.id === ids.heldNotice);
    expect(held).toMatchObject({ resolved: true, read: true });
  });
});
