import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import {
  MIGRATIONS_FOLDER,
  PGLITE_EXTENSIONS,
  pgliteHandle,
  postgresHandle,
  type TDatabaseHandle,
} from '../src/db/database';
import { createDatabaseOn, testDatabasePrefix } from './database-url';

/**
 * What a migration's test needs to stop the schema before that migration, write rows as the code of then wrote them,
 * and apply the rest (docs/testing.md: a migration that rewrites data gets such a test).
 */

/** The migrations up to and including `last`, in a folder of their own. */
export function migrationsUpTo(last: number): string {
  const copy = mkdtempSync(join(tmpdir(), 'frs-migrations-'));
  cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
  const journalPath = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return copy;
}

/** Applies the migrations of a folder that the database has not had yet. */
export async function migrateFrom(handle: TDatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

/** The rows a statement returns, on either driver (a migration test writes and reads by SQL, as the code of then). */
export async function rowsOf<T>(handle: TDatabaseHandle, query: SQL): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An empty database of the test file's own (PGlite in memory, or a new database on the test server). */
export async function emptyDatabase(): Promise<TDatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  // The suite's teardown drops the databases of its run's prefix.
  const name = `${testDatabasePrefix(inject('postgresTemplate'))}${randomBytes(6).toString('hex')}`;
  return postgresHandle(await createDatabaseOn(serverUrl, name), 2);
}
