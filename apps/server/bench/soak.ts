/**
 * `npm run soak` (or `npm run bench -- --soak`): the kill -9 test's longer profile. A server process takes bookings
 * (holds, cancellations, bookings, tickets) from SOAK_WORKERS concurrent clients for a random 50–100 % of SOAK_SECONDS,
 * is killed with SIGKILL mid-load, restarts on the same data, and every order it acknowledged in that round must be
 * there in the status it answered, with the database's invariants intact (test/invariants.ts); SOAK_ROUNDS times.
 * On the embedded database by default; DATABASE_URL=postgres://… runs it on a database of its own on that server.
 * Prints one row per round and exits 1 when any round lost an order or broke an invariant. 'first ok ms' is how long
 * the round's first call waited: after a restart the server first works off what the kill left (the mail outbox).
 *
 *   SOAK_ROUNDS (default 5), SOAK_SECONDS (default 15), SOAK_WORKERS (default 10), SOAK_FLIGHTS (default 20: 1000
 *   seats each, which caps the bookings of the whole run)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isPostgresUrl } from '../src/db/database';
import {
  exited,
  findLostOrders,
  killUnderLoad,
  prepareBookingRun,
  startBookingLoad,
  startServerOn,
  withQuery,
  type TCrashDatabase,
} from '../test/crash-load';
import { databaseUrlWithName } from '../test/database-url';
import { findInvariantBreaches } from '../test/invariants';
import type { TServerProcess } from '../test/server-process';

export interface TSoakRound {
  round: number;
  'load s': number;
  'first ok ms': number | null;
  'calls ok': number;
  'calls/s': number;
  refused: number;
  '5xx': number;
  acknowledged: number;
  'restart ms': number;
  lost: number;
  breaches: number;
}

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

async function stopGracefully(server: TServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await exited(server.child);
}

/** Runs the soak and prints its table; resolves to whether every round kept every order and every invariant. */
export async function runSoak(): Promise<boolean> {
  const rounds = numberFromEnv('SOAK_ROUNDS', 5);
  const seconds = numberFromEnv('SOAK_SECONDS', 15);
  const workers = numberFromEnv('SOAK_WORKERS', 10);
  const flights = numberFromEnv('SOAK_FLIGHTS', 20);
  const folder = mkdtempSync(join(tmpdir(), 'frs-soak-'));
  const serverUrl = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
  const databaseName = `frs_soak_${randomBytes(6).toString('hex')}`;
  const admin = serverUrl ? new pg.Client({ connectionString: serverUrl }) : undefined;
  if (admin) {
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
  }
  const database: TCrashDatabase = serverUrl
    ? { kind: 'postgres', dataDir: folder, url: databaseUrlWithName(serverUrl, databaseName) }
    : { kind: 'pglite', dataDir: join(folder, 'data') };
  const table: TSoakRound[] = [];
  const problems: string[] = [];
  let server: TServerProcess | undefined;
  try {
    process.stdout.write(
      `Soak on ${serverUrl ? 'PostgreSQL' : 'the embedded database'}: ${rounds} rounds of up to ${seconds} s, ${workers} clients\n`,
    );
    server = await startServerOn(database);
    const run = await prepareBookingRun(server.url, flights);
    const step = (text: string) => {
      if (process.env.SOAK_VERBOSE) process.stdout.write(`  ${new Date().toISOString()} ${text}\n`);
    };
    for (let round = 1; round <= rounds; round += 1) {
      step(`round ${round}: load`);
      const load = startBookingLoad(server.url, run, workers);
      const loadSeconds = seconds * (0.5 + Math.random() / 2);
      const began = Date.now();
      await killUnderLoad(server, load, { seconds: loadSeconds });
      const elapsed = (Date.now() - began) / 1000;
      step(`round ${round}: killed; restarting`);
      const restartBegan = Date.now();
      server = await startServerOn(database);
      const restartMs = Date.now() - restartBegan;
      // The embedded database is read from here only while no server holds it.
      step(`round ${round}: restarted; checking`);
      if (database.kind === 'pglite') await stopGracefully(server);
      const [lost, breaches] = await withQuery(database, async (query) => [
        await findLostOrders(query, load.acknowledged),
        await findInvariantBreaches(query),
      ]);
      if (database.kind === 'pglite') server = await startServerOn(database);
      problems.push(...load.unexpected.map((line) => `round ${round}: ${line}`));
      problems.push(...[...lost, ...breaches].map((line) => `round ${round}: ${line}`));
      table.push({
        round,
        'load s': Math.round(elapsed * 10) / 10,
        'first ok ms': load.firstOkMs() ?? null,
        'calls ok': load.counts.ok,
        'calls/s': Math.round(load.counts.ok / elapsed),
        refused: load.counts.refused,
        '5xx': load.counts.serverErrors,
        acknowledged: load.acknowledged.size,
        'restart ms': restartMs,
        lost: lost.length,
        breaches: breaches.length,
      });
      process.stdout.write(`round ${round}: ${JSON.stringify(table.at(-1))}\n`);
    }
  } finally {
    if (server && server.child.exitCode === null) await stopGracefully(server);
    if (admin) {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    rmSync(folder, { recursive: true, force: true });
  }
  console.table(table);
  for (const problem of problems.slice(0, 20)) process.stdout.write(`${problem}\n`);
  process.stdout.write(
    problems.length === 0
      ? 'Every acknowledged order survived every kill, and every invariant held.\n'
      : `${problems.length} problems.\n`,
  );
  return problems.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runSoak().then(
    (healthy) => process.exit(healthy ? 0 : 1),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
