import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT_ORDER_ENDPOINTS } from '@frs/contract';
import {
  createPostgresDatabase,
  findLostOrders,
  killUnderLoad,
  prepareBookingRun,
  startBookingLoad,
  startServerOn,
  withQuery,
  type TBookingLoad,
  type TCrashDatabase,
} from '../test/crash-load';
import { fetchEndpoint } from '../test/endpoint-call';
import { findInvariantBreaches } from '../test/invariants';
import { exitOf, type TServerProcess } from '../test/server-process';

/**
 * The kill -9 test on PostgreSQL: a database of its own on TEST_DATABASE_URL's server (CI), or on a throwaway cluster
 * started here when that is unset.
 */
const folder = mkdtempSync(join(tmpdir(), 'frs-durability-pg-'));
const servers: TServerProcess[] = [];
let database: TCrashDatabase;
let dropDatabase: (() => Promise<void>) | undefined;
let load: TBookingLoad;
let adminToken = '';

beforeAll(async () => {
  const created = await createPostgresDatabase();
  dropDatabase = created.drop;
  database = { kind: 'postgres', dataDir: folder, url: created.url };
  const server = await startServerOn(database);
  servers.push(server);
  const run = await prepareBookingRun(server.url, 4);
  adminToken = run.admin.token;
  load = startBookingLoad(server.url, run, 8);
  await killUnderLoad(server, load, { seconds: 30, acknowledgedAtLeast: 40 });
}, 120_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await dropDatabase?.();
  rmSync(folder, { recursive: true, force: true });
});

describe('PostgreSQL', () => {
  it('keeps every acknowledged order and its invariants through a kill -9 of the server under booking load', async () => {
    expect(load.unexpected).toEqual([]);
    expect(load.acknowledged.size).toBeGreaterThanOrEqual(40);

    const server = await startServerOn(database);
    servers.push(server);
    const [orderId, order] = [...load.acknowledged].at(-1)!;
    const response = await fetchEndpoint(server.url, FLIGHT_ORDER_ENDPOINTS.get, {
      params: { id: orderId },
      token: adminToken,
    });
    expect(response.status).toBe(200);
    expect([order.status, order.inFlight]).toContain(((await response.json()) as { status: string }).status);

    await withQuery(database, async (query) => {
      expect(await findLostOrders(query, load.acknowledged)).toEqual([]);
      expect(await findInvariantBreaches(query)).toEqual([]);
    });
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
  }, 120_000);
});
