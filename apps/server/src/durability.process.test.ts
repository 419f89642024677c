import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT_ORDER_ENDPOINTS } from '@frs/contract';
import {
  findLostOrders,
  killUnderLoad,
  prepareBookingRun,
  startBookingLoad,
  startServerOn,
  withQuery,
  type TBookingLoad,
  type TBookingRun,
  type TCrashDatabase,
} from '../test/crash-load';
import { fetchEndpoint } from '../test/endpoint-call';
import { backupDataFolder, dataLocationOf, restoreDataFolder } from './cli/data-backup';
import { findInvariantBreaches } from '../test/invariants';
import { exitOf, type TServerProcess } from '../test/server-process';

const run = promisify(execFile);
const CLI = (name: string) => fileURLToPath(new URL(`./cli/${name}.ts`, import.meta.url));

/** `npm run backup` / `npm run restore` as a user runs them (no terminal: no prompt). */
async function command(name: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI(name), ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const folder = mkdtempSync(join(tmpdir(), 'frs-durability-'));
const database: TCrashDatabase = { kind: 'pglite', dataDir: join(folder, 'data') };
const servers: TServerProcess[] = [];
let bookingRun: TBookingRun;
let load: TBookingLoad;

async function start() {
  const server = await startServerOn(database);
  servers.push(server);
  return server;
}

async function stop(server: TServerProcess) {
  server.child.kill('SIGTERM');
  expect(await exitOf(server.child)).toBe(0);
}

/** The status of an order through the API, as its booker sees it. */
async function statusOf(url: string, orderId: number, token: string) {
  const response = await fetchEndpoint(url, FLIGHT_ORDER_ENDPOINTS.get, { params: { id: orderId }, token });
  return { http: response.status, status: ((await response.json()) as { status?: string }).status };
}

beforeAll(async () => {
  const server = await start();
  bookingRun = await prepareBookingRun(server.url, 4);
  load = startBookingLoad(server.url, bookingRun, 6);
  await killUnderLoad(server, load, { seconds: 30, acknowledgedAtLeast: 16 });
}, 120_000);

afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('keeps every acknowledged order and its invariants through a kill -9 under booking load', async () => {
    expect(load.unexpected).toEqual([]);
    expect(load.acknowledged.size).toBeGreaterThanOrEqual(16);
    expect([...load.acknowledged.values()].some((order) => order.status === 'ticketed')).toBe(true);
    // The killed server left its lock behind: the next start takes it over.
    expect(existsSync(join(database.dataDir, 'server.lock'))).toBe(true);

    const server = await start();
    const [orderId, order] = [...load.acknowledged].at(-1)!;
    const seen = await statusOf(server.url, orderId, bookingRun.admin.token);
    expect(seen.http, `order ${orderId} as the Super Admin`).toBe(200);
    expect([order.status, order.inFlight]).toContain(seen.status);
    await stop(server);

    await withQuery(database, async (query) => {
      expect(await findLostOrders(query, load.acknowledged)).toEqual([]);
      expect(await findInvariantBreaches(query)).toEqual([]);
    });
  }, 120_000);

  it('is backed up and restored by npm run backup / npm run restore, which refuse while a server runs', async () => {
    const archive = join(folder, 'backup.tar.gz');
    const env = { DATA_DIR: database.dataDir };

    // A live process holds the lock (the test runner's pid stands for a running server): both refuse.
    const location = dataLocationOf({ DATA_DIR: database.dataDir });
    if ('postgresUrl' in location) throw new Error('not the embedded database');
    const lock = join(database.dataDir, 'server.lock');
    const running = `A server is running on ${database.dataDir} (pid ${process.ppid}). Stop it first`;
    writeFileSync(lock, String(process.ppid));
    await expect(backupDataFolder(location, archive)).rejects.toThrow(running);
    expect(existsSync(archive)).toBe(false);
    rmSync(lock);

    const backup = await command('backup', [archive], env);
    expect(backup.output).toContain(`to ${archive}`);
    expect(backup.code).toBe(0);

    writeFileSync(lock, String(process.ppid));
    await expect(restoreDataFolder(location, archive, { replace: true })).rejects.toThrow(running);
    rmSync(lock);

    // Without a terminal, restore never prompts: it refuses to replace data without --force.
    const overwrite = await command('restore', [archive], env);
    expect(overwrite.output).toContain('already holds data. Run npm run restore');
    expect(overwrite.code).toBe(1);

    rmSync(database.dataDir, { recursive: true });
    const restore = await command('restore', [archive], env);
    expect(restore.output).toMatch(/Restored .* \(made .*; \d+ users, \d+ orders\)/);
    expect(restore.code).toBe(0);

    // Same orders, same JWT secret: a token from before the backup still opens them.
    const server = await start();
    for (const [orderId, order] of [...load.acknowledged].slice(0, 3)) {
      const seen = await statusOf(server.url, orderId, bookingRun.admin.token);
      expect(seen.http, `order ${orderId}`).toBe(200);
      expect([order.status, order.inFlight]).toContain(seen.status);
    }
    await stop(server);

    const postgres = await command('backup', [], { DATABASE_URL: 'postgres://frs@db.internal/frs' });
    expect(postgres.code).toBe(0);
    expect(postgres.output).toContain('pg_dump --format=custom --dbname="$DATABASE_URL"');
  }, 120_000);
});
