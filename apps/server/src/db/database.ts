import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { recordPoolAcquire, type TPoolUse } from '../lib/metrics';
import { pgliteEvents, postgresEvents, type TDatabaseEvents } from './database-events';
import { acquireDataDirLock } from './lock';
import { openReadReplica, primaryReads, type TReadReplica } from './read-replica';
import * as schema from './schema';

export type TSchema = typeof schema;
/** The Drizzle database both drivers give; services only ever see this type. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTransaction = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** What a service may run queries on: the database or an open transaction. */
export type TExecutor = TDatabase | TTransaction;
export type TDatabaseKind = 'pglite' | 'postgres';

export interface TDatabaseHandle {
  db: TDatabase;
  kind: TDatabaseKind;
  /** LISTEN/NOTIFY: notices from every process on this database (db/database-events.ts). */
  events: TDatabaseEvents;
  /**
   * Where the reads that may lag go: reports, exports, history (db/read-replica.ts). The replica of
   * `DATABASE_READ_URL` while it keeps up, else (and without one) the primary. Seats and money read `db` only.
   */
  readReplica: TReadReplica;
  /** Where errors of background connections go (the app's logger, once it exists); stderr until then. */
  onBackgroundError(handler: (error: unknown) => void): void;
  /** The connections now: open, idle, waiting callers (the metrics' pool gauges read it at scrape time). */
  poolUse(): TPoolUse;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The extensions the migrations create (0015: pg_trgm, the lists' search indexes). PostgreSQL has them as contrib;
 * every PGlite instance must be opened with them (`PGlite.create(dir, { extensions: PGLITE_EXTENSIONS })`), or a
 * database that has them cannot be read.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** The advisory lock key that serializes migrations among processes ("frs-migrate"). */
const MIGRATION_LOCK_KEY = 0x66_72_73_6d;

export function isPostgresUrl(databaseUrl: string | undefined): databaseUrl is string {
  return !!databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl);
}

/** What a request sets for every transaction it runs (`withRequestSettings`). */
interface TRequestSettings {
  /** The name of the API key the request was made with: the history rows of its transactions carry it. */
  apiKeyName: string;
}

const requestSettings = new AsyncLocalStorage<TRequestSettings>();

/**
 * Runs `work` (a request's handler) so that every transaction it opens on a database handle's `db` first sets the
 * transaction-local `frs.api_key_name`, which the history table's `api_key_name` column takes as its default
 * (migration 0023): every history row a key's call writes names the key, and no service has to pass it along.
 */
export function withRequestSettings<TResult>(settings: TRequestSettings, work: () => Promise<TResult>) {
  return requestSettings.run(settings, work);
}

/**
 * The database's `transaction`, wrapped once per handle: inside `withRequestSettings` each transaction begins with
 * `set_config(…, true)` (local to the transaction, so a pooled connection keeps nothing of it afterwards); elsewhere
 * it is Drizzle's own, with no extra statement.
 */
function withSettingsInTransactions<TDb extends TDatabase>(db: TDb): TDb {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => {
    const settings = requestSettings.getStore();
    if (!settings) return transaction(run, config);
    return transaction(async (tx) => {
      await tx.execute(sql`select set_config('frs.api_key_name', ${settings.apiKeyName}, true)`);
      return run(tx);
    }, config);
  }) as TDb['transaction'];
  return db;
}

/**
 * PGlite has one connection, and a transaction waits for it until the one before it ends: the wait of each is the
 * pool wait (lib/metrics.ts), and those still waiting are the pool's waiting callers.
 */
function withTransactionWaits<TDb extends TDatabase>(db: TDb): { db: TDb; use: () => TPoolUse } {
  const transaction = db.transaction.bind(db);
  let waiting = 0;
  let running = 0;
  db.transaction = ((run, config) => {
    const started = performance.now();
    waiting += 1;
    let entered = false;
    const enter = () => {
      if (entered) return;
      entered = true;
      waiting -= 1;
      running += 1;
      recordPoolAcquire((performance.now() - started) / 1000);
    };
    return transaction(async (tx) => {
      enter();
      return run(tx);
    }, config).finally(() => {
      if (entered) running -= 1;
      else waiting -= 1;
    });
  }) as TDb['transaction'];
  return { db, use: () => ({ open: 1, idle: running === 0 ? 1 : 0, waiting, max: 1 }) };
}

/** Wraps an open PGlite instance (a data folder, or memory in tests). */
export function pgliteHandle(client: PGlite, onClose: () => void = () => {}): TDatabaseHandle {
  const waits = withTransactionWaits(drizzlePglite({ client, schema }));
  const db = withSettingsInTransactions(waits.db);
  return {
    db,
    kind: 'pglite',
    events: pgliteEvents(client),
    readReplica: primaryReads(db),
    onBackgroundError: () => {},
    poolUse: waits.use,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/** Times each wait for a pooled connection (`pool.query` takes one through `connect` too) for the metrics. */
function timeConnectionWaits(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: TConnectCallback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: TConnectCallback) => {
    const started = performance.now();
    const acquired = () => recordPoolAcquire((performance.now() - started) / 1000);
    if (callback) {
      return connect((error, client, release) => {
        if (!error) acquired();
        callback(error, client, release);
      });
    }
    return connect()!.then((client) => {
      acquired();
      return client;
    });
  }) as pg.Pool['connect'];
}
type TConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: () => void) => void;

export function postgresHandle(connectionString: string, poolSize = 10): TDatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  timeConnectionWaits(pool);
  const db = withSettingsInTransactions(drizzlePostgres({ client: pool, schema }));
  let reportError = (error: unknown) => {
    process.stderr.write(`database connection error: ${String(error)}\n`);
  };
  const events = postgresEvents(connectionString, (error) => reportError(error));
  // PostgreSQL restarting (57P01) or a network failure ends the pool's connections: an idle one reports it on the
  // pool, one a transaction has checked out on itself, and an 'error' event nobody listens to ends the process. The
  // pool drops a broken connection and opens a new one when next needed; the query that was on it fails (a 503).
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', (error) => reportError(error));
  return {
    db,
    kind: 'postgres',
    events,
    readReplica: primaryReads(db),
    onBackgroundError: (handler) => {
      reportError = handler;
    },
    poolUse: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    migrate: async () => {
      // Processes started together on an unmigrated database would race on the migrations: one at a time, under a
      // session lock held by a connection of its own (the pool may have a single connection, which migrate needs).
      const lock = new pg.Client({ connectionString });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.end();
      }
    },
    close: async () => {
      await events.close();
      await pool.end();
    },
  };
}

/** The replica of a PostgreSQL database (config: DATABASE_READ_URL and DATABASE_READ_MAX_LAG_SECONDS). */
export interface TReadReplicaSettings {
  url: string;
  maxLagSeconds: number;
}

/** A PostgreSQL handle whose lagging reads go to a streaming replica under the lag guard (db/read-replica.ts). */
export function postgresHandleWithReplica(
  connectionString: string,
  replica: TReadReplicaSettings,
  poolSize = 10,
): TDatabaseHandle {
  const handle = postgresHandle(connectionString, poolSize);
  const readReplica = openReadReplica({
    url: replica.url,
    primaryUrl: connectionString,
    primary: handle.db,
    maxLagSeconds: replica.maxLagSeconds,
    poolSize,
  });
  return {
    ...handle,
    readReplica,
    close: async () => {
      await readReplica.close();
      await handle.close();
    },
  };
}

/**
 * `postgres://...` opens a pool on a PostgreSQL server (and one on its replica when `readReplica` is given); anything
 * else (unset, or a path) opens the embedded PGlite in a data folder, guarded by a lock file.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  readReplica?: TReadReplicaSettings;
}): Promise<TDatabaseHandle> {
  if (isPostgresUrl(options.databaseUrl)) {
    return options.readReplica
      ? postgresHandleWithReplica(options.databaseUrl, options.readReplica)
      : postgresHandle(options.databaseUrl);
  }
  // config.ts refuses DATABASE_READ_URL without a PostgreSQL DATABASE_URL; this is its second line.
  if (options.readReplica) throw new Error('A read replica needs a PostgreSQL DATABASE_URL.');
  const folder = options.databaseUrl || options.dataDir;
  mkdirSync(folder, { recursive: true });
  const releaseLock = acquireDataDirLock(folder);
  try {
    const client = await PGlite.create(`${folder}/pgdata`, { extensions: PGLITE_EXTENSIONS });
    return pgliteHandle(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}
