import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export function isPostgresUrl(databaseUrl: string | undefined): databaseUrl is string {
  return !!databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl);
}

/** Wraps an open PGlite instance (a data folder, or memory in tests). */
export function pgliteHandle(client: PGlite, onClose: () => void = () => {}): TDatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
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

export function postgresHandle(connectionString: string, poolSize = 10): TDatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * `postgres://...` opens a pool on a PostgreSQL server; anything else (unset, or a path) opens the embedded PGlite
 * in a data folder, guarded by a lock file.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<TDatabaseHandle> {
  if (isPostgresUrl(options.databaseUrl)) return postgresHandle(options.databaseUrl);
  const folder = options.databaseUrl || options.dataDir;
  mkdirSync(folder, { recursive: true });
  const releaseLock = acquireDataDirLock(folder);
  try {
    const client = await PGlite.create(`${folder}/pgdata`);
    return pgliteHandle(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}
