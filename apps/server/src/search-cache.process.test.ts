import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  FLIGHT_ORDER_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  SEARCH_ENDPOINTS,
  todayIsoDate,
  type TSearchRequest,
  type TSearchResponse,
} from '@frs/contract';
import { postgresHandle, type TDatabaseHandle } from './db/database';
import { classes } from './db/schema';
import { urlOf } from '../test/endpoint-call';
import { createUser } from '../test/factories';
import { createFlightSetup } from '../test/flight-factories';
import { preOrderBody, seedRatesAndTickets, sellableClass } from '../test/order-factories';
import { startPostgresCluster, type TPostgresCluster } from '../test/postgres-cluster';
import { exitOf, loginOn, startServer, type TServerProcess } from '../test/server-process';

/**
 * The search cache across processes (issue 34, item 4): two API processes (src/main.ts) with the cache on, on one
 * PostgreSQL cluster of this file's own. A search cached in B is dropped when a seat is sold through A or a price is
 * changed in SQL by a third connection, by migration 0026's notices; B's next search shows the change.
 */

let cluster: TPostgresCluster;
let database: TDatabaseHandle;
let servers: TServerProcess[] = [];
const folders: string[] = [];
let classId = 0;
let question: TSearchRequest;
let seller: string;
let searcher: string;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  database = postgresHandle(cluster.url, 2);
  const env = {
    DATABASE_URL: cluster.url,
    JWT_SECRET: 'search-cache-process-test-secret-of-32-characters',
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
    SEARCH_CACHE_MS: '600000',
  };
  const starting = Promise.all(
    ['a', 'b'].map((name) => {
      const dataDir = mkdtempSync(join(tmpdir(), `frs-search-cache-${name}-`));
      folders.push(dataDir);
      return startServer({ ...env, DATA_DIR: dataDir, UPLOADS_DIR: dataDir });
    }),
  );
  servers = await starting;
  const setup = await createFlightSetup(database.db);
  await seedRatesAndTickets(database.db);
  classId = (await sellableClass(database.db, setup, { seats: 5, daysAhead: 12 })).flightClass.id;
  question = {
    travelType: 'oneWay',
    legs: [{ fromAirportId: setup.from.id, toAirportId: setup.to.id, date: addDays(todayIsoDate(), 12) }],
    passengers: { adults: 1, children: 0, infants: 0 },
  };
  const [x, y] = [await createUser(database.db), await createUser(database.db)];
  seller = await loginOn(servers[0]!, x.email);
  searcher = await loginOn(servers[1]!, y.email);
}, 180_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => exitOf(server.child)));
  await database?.close();
  await cluster?.destroy();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** The searched class's offer as process B answers it. */
async function offerOnB() {
  const response = await fetch(`${servers[1]!.url}${urlOf(SEARCH_ENDPOINTS.flights)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${searcher}`, 'content-type': 'application/json' },
    body: JSON.stringify(question),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as TSearchResponse).offers.find((offer) => offer.id === String(classId));
}

/** Waits until B's answer meets the check; the milliseconds it took. */
async function untilOnB(check: (offer: Awaited<ReturnType<typeof offerOnB>>) => boolean): Promise<number> {
  const started = Date.now();
  while (!check(await offerOnB())) {
    if (Date.now() - started > 5_000) throw new Error("B's cached answer was not dropped within 5 s");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

describe('the search cache across two API processes on one PostgreSQL', () => {
  it("drops B's cached answer when a seat is sold through A or a price changes in SQL", async () => {
    expect((await offerOnB())?.freeSeats).toBe(5);
    // A change that announces nothing (triggers off for this transaction): B keeps answering from its cache.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(classes).set({ seats: 50 }).where(eq(classes.id, classId));
    });
    expect((await offerOnB())?.freeSeats).toBe(5);
    await database.db.update(classes).set({ seats: 5 }).where(eq(classes.id, classId));

    const sale = await fetch(`${servers[0]!.url}${urlOf(FLIGHT_ORDER_ENDPOINTS.preOrder)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${seller}`,
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: randomUUID(),
      },
      body: JSON.stringify(preOrderBody([classId])),
    });
    expect(sale.status).toBe(200);
    const afterSale = await untilOnB((offer) => offer?.freeSeats === 4);

    const payable = (await offerOnB())!.payable;
    await database.db.update(classes).set({ adultFare: 90_000 }).where(eq(classes.id, classId));
    const afterPrice = await untilOnB((offer) => offer !== undefined && offer.payable > payable);
    // The window in which B may still answer from before a change: the notice's way back, milliseconds.
    expect(Math.max(afterSale, afterPrice)).toBeLessThan(2_000);
  });
});
