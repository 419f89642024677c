import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { TExecutor } from '../db/database';

const dialect = new PgDialect();

/**
 * Runs a read outside any transaction as a named prepared statement when the database is a PostgreSQL pool, so
 * that each connection plans the statement once instead of on every call (measured: planning a search took longer
 * than running it). The name is a hash of the text, so the same text always shares its plan. PGlite and open
 * transactions run it as a plain statement. Rows come back as the driver gives them: callers convert bigint
 * (text) and numeric columns themselves.
 */
export async function preparedRead<TRow>(db: TExecutor, query: SQL): Promise<TRow[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `p${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    const result = await client.query<TRow & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  }
  const result = await db.execute(query);
  return (result as unknown as { rows: TRow[] }).rows;
}
