import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TDatabase } from './database';
import * as schema from './schema';

/**
 * The reading half of a database or transaction: selects and raw statements, no insert, update, delete or
 * transaction. A read that may be served by the replica (a report, an export, history) takes this type, so that a
 * write there does not compile; the replica itself refuses one at run time too (a hot standby is read-only).
 * `TDatabase` and `TTransaction` both fit it, so the same functions still run inside an operation's transaction.
 */
export type TReadExecutor = Pick<
  TDatabase,
  'select' | 'selectDistinct' | 'selectDistinctOn' | '$with' | 'with' | 'execute' | 'query' | '$count'
>;

export type TReadTarget = 'replica' | 'primary';

/** A switch of the reads between the replica and the primary, reported once each (`onSwitch`). */
export interface TReadSwitch {
  to: TReadTarget;
  /** Why: "caught up", "behind by 7.2 s", "unreachable: …", "not a standby". */
  reason: string;
}

/**
 * Where the reads that may lag go (docs/OPERATIONS.md "Read replica"): the replica (`DATABASE_READ_URL`) while the
 * lag guard finds it at most `DATABASE_READ_MAX_LAG_SECONDS` behind, the primary otherwise, or always the primary
 * when no replica is configured. Never for anything that decides seats or money: those take the primary's
 * `TDatabase` and nothing else.
 */
export interface TReadReplica {
  /**
   * The executor of one read: take it once per request (a streamed export keeps it to its last batch, so that the
   * whole file comes from one server).
   */
  executor(): TReadExecutor;
  /** What `executor()` gives now. */
  serving(): TReadTarget;
  /** Tells `handler` of every switch from now on (and of the last one already made, so a late logger misses none). */
  onSwitch(handler: (change: TReadSwitch) => void): void;
  close(): Promise<void>;
}

/** No replica configured (or the embedded database): every read on the primary. */
export function primaryReads(db: TDatabase): TReadReplica {
  return {
    executor: () => db,
    serving: () => 'primary',
    onSwitch: () => {},
    close: async () => {},
  };
}

/** `X/Y` (pg_lsn's text: two hexadecimal halves of a 64-bit WAL position) as a number that compares. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** The primary's flushed WAL position (what it can have sent to a standby) and when the guard asked for it. */
export interface TPrimarySample {
  at: number;
  lsn: bigint;
}

/**
 * How far behind the replica is, in milliseconds, from the primary's recent WAL positions (`samples`, oldest first,
 * each taken before the replica was asked) and the position the replica has replayed: if the replica has replayed
 * what the primary had flushed at time t, every commit before t is visible there, so it is at most `now - t` behind.
 * The newest such sample gives the bound. An idle primary writes no WAL, so its position stays where the replica
 * already is and the lag stays 0 (unlike `now() - pg_last_xact_replay_timestamp()`, which grows with idleness).
 * `null` when the replica has not yet reached even the oldest sample: its lag is unknown and at least the window's.
 */
export function replicaLagMs(samples: readonly TPrimarySample[], replayed: bigint, now: number): number | null {
  for (let index = samples.length - 1; index >= 0; index -= 1) {
    const sample = samples[index]!;
    if (sample.lsn <= replayed) return Math.max(0, now - sample.at);
  }
  return null;
}

/** What the guard learnt from one check of the replica. */
export type TReplicaCheck =
  { kind: 'lag'; lagMs: number | null } | { kind: 'unreachable'; message: string } | { kind: 'not-standby' };

/**
 * The decision of one check: serve from the replica only when its lag is known and at most `maxLagMs`; a replica
 * that is unreachable, promoted (no longer a standby: it follows the primary no more), or of unknown lag sends the
 * reads to the primary. The reason says why, for the switch's log line.
 */
export function decideReads(check: TReplicaCheck, maxLagMs: number): TReadSwitch {
  switch (check.kind) {
    case 'unreachable':
      return { to: 'primary', reason: `replica unreachable: ${check.message}` };
    case 'not-standby':
      return { to: 'primary', reason: 'the replica is not a standby (pg_is_in_recovery() is false)' };
    case 'lag':
      if (check.lagMs === null) return { to: 'primary', reason: 'replica lag unknown (behind every recent sample)' };
      if (check.lagMs > maxLagMs) {
        return { to: 'primary', reason: `replica behind by ${(check.lagMs / 1000).toFixed(1)} s` };
      }
      return { to: 'replica', reason: `replica within ${(maxLagMs / 1000).toFixed(1)} s of the primary` };
  }
}

/** A single connection of the guard's own (not the pools': a busy pool must not read as lag), reopened after an error. */
function guardConnection(connectionString: string, timeoutMs: number) {
  let client: pg.Client | undefined;
  return {
    async query<TRow extends pg.QueryResultRow>(text: string): Promise<TRow> {
      try {
        if (!client) {
          client = new pg.Client({
            connectionString,
            application_name: 'frs-read-guard',
            connectionTimeoutMillis: timeoutMs,
            query_timeout: timeoutMs,
          });
          client.on('error', () => {});
          await client.connect();
        }
        const { rows } = await client.query<TRow>(text);
        return rows[0]!;
      } catch (error) {
        const broken = client;
        client = undefined;
        await broken?.end().catch(() => {});
        throw error;
      }
    },
    async close() {
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

export interface TReplicaOptions {
  /** DATABASE_READ_URL. */
  url: string;
  /** DATABASE_URL: the guard reads the primary's WAL position there. */
  primaryUrl: string;
  /** The primary's database: the reads' fallback. */
  primary: TDatabase;
  /** DATABASE_READ_MAX_LAG_SECONDS. */
  maxLagSeconds: number;
  poolSize?: number;
}

/** How often the guard checks: a quarter of the allowed lag, at most every second. */
export function checkIntervalMs(maxLagSeconds: number): number {
  return Math.min(1_000, Math.max(100, (maxLagSeconds * 1_000) / 4));
}

/**
 * Opens the replica's pool and starts its lag guard. Until the first check has shown the replica within the limit,
 * reads go to the primary. Every check asks the primary for `pg_current_wal_flush_lsn()`, then the replica for
 * `pg_last_wal_replay_lsn()` (two one-row statements on connections of the guard's own), and keeps the primary's
 * samples of the last window (the limit plus two checks) to bound the lag (`replicaLagMs`). A failed check of the
 * primary decides nothing (the reads stay where they are); one of the replica sends the reads to the primary.
 */
export function openReadReplica(options: TReplicaOptions): TReadReplica {
  const maxLagMs = options.maxLagSeconds * 1_000;
  const intervalMs = checkIntervalMs(options.maxLagSeconds);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    application_name: 'frs-reads',
  });
  // As the primary's pool (db/database.ts): a broken connection is dropped, the read on it fails, the guard notices.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const replica: TDatabase = drizzlePostgres({ client: pool, schema });
  const primaryGuard = guardConnection(options.primaryUrl, Math.max(intervalMs, 1_000));
  const replicaGuard = guardConnection(options.url, Math.max(intervalMs, 1_000));

  let current: TReadSwitch = { to: 'primary', reason: 'replica not checked yet' };
  let reported = false;
  let handler: (change: TReadSwitch) => void = (change) => {
    process.stderr.write(`reads on the ${change.to}: ${change.reason}\n`);
  };
  let samples: TPrimarySample[] = [];

  async function checkReplica(): Promise<TReplicaCheck | undefined> {
    const at = Date.now();
    let primaryLsn: bigint;
    try {
      const row = await primaryGuard.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn');
      primaryLsn = parseLsn(row.lsn);
    } catch {
      return undefined;
    }
    samples.push({ at, lsn: primaryLsn });
    try {
      const row = await replicaGuard.query<{ standby: boolean; replayed: string | null }>(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed',
      );
      if (!row.standby || row.replayed === null) return { kind: 'not-standby' };
      const now = Date.now();
      samples = samples.filter((sample) => now - sample.at <= maxLagMs + 2 * intervalMs);
      return { kind: 'lag', lagMs: replicaLagMs(samples, parseLsn(row.replayed), now) };
    } catch (error) {
      return { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) };
    }
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  async function tick() {
    const check = await checkReplica();
    if (check && !stopped) {
      const decision = decideReads(check, maxLagMs);
      // Each switch once: a replica that stays behind logs when it fell behind, not at every check.
      if (decision.to !== current.to || !reported) {
        current = decision;
        reported = true;
        handler(decision);
      }
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), intervalMs);
  }
  running = tick();

  return {
    executor: () => (current.to === 'replica' ? replica : options.primary),
    serving: () => current.to,
    onSwitch: (next) => {
      handler = next;
      if (reported) next(current);
    },
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      await Promise.all([primaryGuard.close(), replicaGuard.close(), pool.end()]);
    },
  };
}
