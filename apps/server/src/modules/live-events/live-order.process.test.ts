import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSseMessage } from '@frs/contract';
import { buildApp } from '../../app';
import { postgresHandle, type TDatabaseHandle } from '../../db/database';
import { userWithToken } from '../../../test/factories';
import { dataOf, openLiveReader, type TLiveReader } from '../../../test/live-stream';
import { startPostgresCluster, type TPostgresCluster } from '../../../test/postgres-cluster';
import { TEST_JWT_SECRET } from '../../../test/test-app';

/**
 * Live events numbered without a lock (migration 0025) on a real PostgreSQL, with transactions on connections of
 * their own that commit out of id order: the first to take an id (its deferred triggers fired early by
 * `SET CONSTRAINTS ALL IMMEDIATE`) commits last. An open stream and a client resuming with Last-Event-ID while it is
 * still open must both get every event once, in id order, and never skip the lower id that commits later; an id whose
 * transaction rolls back must not hold the stream back.
 */

let cluster: TPostgresCluster;
let database: TDatabaseHandle;
let app: FastifyInstance;
let baseUrl = '';
let token = '';
const readers: TLiveReader[] = [];
const clients: pg.Client[] = [];
const folder = mkdtempSync(join(tmpdir(), 'frs-live-order-'));

async function connection() {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  clients.push(client);
  return client;
}

/** An announcement to everyone, inserted on `client` (its live event is published at its commit, or at once). */
function announce(client: pg.Client, title: string) {
  const text = JSON.stringify({ en: title, hy: title, ru: title });
  return client.query<{ id: number }>(
    `insert into notifications (title, text, audience, start_date, end_date)
     values ($1, $1, 'everyone', current_date, current_date + 1) returning id`,
    [text],
  );
}

/** Begins a transaction that announces and takes its event's id now (deferred triggers fired), but commits later. */
async function announceEarlyCommitLate(client: pg.Client, title: string) {
  await client.query('begin');
  const { rows } = await announce(client, title);
  await client.query('set constraints all immediate');
  const [event] = (
    await client.query<{ id: string }>(
      `select id::text from live_events where kind = 'announcement' and (payload->>'id')::int = $1`,
      [rows[0]!.id],
    )
  ).rows;
  return { announcementId: rows[0]!.id, eventId: Number(event!.id) };
}

async function open(lastEventId?: string) {
  const reader = await openLiveReader(baseUrl, token, { lastEventId });
  readers.push(reader);
  await reader.next((message) => message.event === 'ready' || message.event === 'reset');
  return reader;
}

const announcementIds = (reader: TLiveReader) =>
  reader.messages.filter((message) => message.event === 'announcement').map((message) => Number(dataOf(message).id));
const idsOf = (reader: TLiveReader) =>
  reader.messages.filter((message) => message.event === 'announcement').map((message) => Number(message.id));
const announcementIs = (id: number) => (message: TSseMessage) =>
  message.event === 'announcement' && Number(dataOf(message).id) === id;

/** Each id once, rising. */
function expectOnceInOrder(ids: number[]) {
  expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  database = postgresHandle(cluster.url, 5);
  await database.migrate();
  app = await buildApp({
    config: {
      jwtSecret: TEST_JWT_SECRET,
      jwtExpiresIn: '1h',
      webDistDir: undefined,
      logLevel: 'silent',
      cbaRatesUrl: 'http://127.0.0.1:9/exchangerates.asmx',
      uploadsDir: folder,
    },
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  token = (await userWithToken(app, database.db, 'Admin')).token;
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.end().catch(() => {});
  // The server ends the open streams as it closes.
  await app?.close();
  for (const reader of readers) reader.close();
  await cluster?.destroy();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('live events committed out of id order (PostgreSQL)', () => {
  it('an open stream and a resuming one get every event once, in id order, the lower id committed last included', async () => {
    const [first, second] = [await connection(), await connection()];
    const live = await open();
    const before = await open();
    const position = before.messages[0]!.id;
    before.close();

    const early = await announceEarlyCommitLate(first, 'taken first, committed last');
    const { rows } = await announce(second, 'taken second, committed first');
    const later = rows[0]!.id;
    // The second transaction's event has the higher id and is committed and visible while the first is open.
    const [{ newest } = { newest: '0' }] = (
      await second.query<{ newest: string }>('select max(id)::text as newest from live_events')
    ).rows;
    expect(Number(newest)).toBeGreaterThan(early.eventId);

    // A client resuming now, while the lower id is still committing, must not be moved past it.
    const resumedDuring = await open(position);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(announcementIds(live)).toEqual([]);
    expect(announcementIds(resumedDuring)).toEqual([]);

    await first.query('commit');
    for (const reader of [live, resumedDuring]) {
      await reader.next(announcementIs(later));
      expect(announcementIds(reader)).toEqual([early.announcementId, later]);
      expectOnceInOrder(idsOf(reader));
    }
    // A client resuming afterwards from the same position gets both, once and in order.
    const resumedAfter = await open(position);
    await resumedAfter.next(announcementIs(later));
    expect(announcementIds(resumedAfter)).toEqual([early.announcementId, later]);
    expectOnceInOrder(idsOf(resumedAfter));
  });

  it('an id whose transaction rolls back does not hold the stream back', async () => {
    const [first, second] = [await connection(), await connection()];
    const live = await open();
    const position = live.messages[0]!.id;
    const abandoned = await announceEarlyCommitLate(first, 'rolled back');
    const { rows } = await announce(second, 'committed');
    await first.query('rollback');
    await live.next(announcementIs(rows[0]!.id));
    const resumed = await open(position);
    await resumed.next(announcementIs(rows[0]!.id));
    for (const reader of [live, resumed]) {
      expect(announcementIds(reader)).toEqual([rows[0]!.id]);
      expect(idsOf(reader)[0]).toBeGreaterThan(abandoned.eventId);
    }
  });
});
