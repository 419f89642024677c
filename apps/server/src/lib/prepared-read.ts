import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { TReadExecutor } from '../db/read-replica';

const dialect = new PgDialect();

const names = new Map<string, string>();

/** A statement's name: a hash of its text, computed once per text (the texts are the program's, so they are few). */
function nameOf(prefix: 'p' | 't', text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `${prefix}${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/** The node-postgres pool or connection behind a Drizzle database or transaction (null on PGlite). */
function postgresClientOf(executor: TReadExecutor): pg.Pool | pg.Client | null {
  // Drizzle keeps its driver client on the session of a database and of a transaction (drizzle-orm 0.45: not a
  // public field, so the API tests, which run on both drivers, guard this).
  const client = (executor as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : null;
}

/**
 * Runs a statement as a named prepared statement on PostgreSQL, in or out of a transaction, so that a connection
 * parses and plans it once and then reuses the plan: measured on the order hot paths, planning their joins cost more
 * than running them, and Drizzle's query builder does not name the statements of a transaction. The name is a hash
 * of the text, so the same text always shares its plan. PGlite runs it as a plain statement. Rows come back as the
 * driver gives them (bigint and numeric as text on PostgreSQL, numbers on PGlite; timestamps as text): callers
 * select what they need in a form both give alike (numbers as float8, instants as epoch milliseconds).
 */
export async function preparedQuery<TRow>(executor: TReadExecutor, query: SQL): Promise<TRow[]> {
  const client = postgresClientOf(executor);
  if (client) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query<TRow & pg.QueryResultRow>({ name: nameOf('p', text), text, values: params });
    return result.rows;
  }
  const result = await executor.execute(query);
  return (result as unknown as { rows: TRow[] }).rows;
}

/** The same for reads outside transactions (search, rates). */
export const preparedRead = preparedQuery;

/**
 * A statement written as text with $1… parameters, prepared by name on PostgreSQL (see preparedQuery), run on the
 * driver directly: the hot reads of the order operations, which would otherwise rebuild their SQL on every call.
 */
export async function preparedText<TRow>(executor: TReadExecutor, text: string, values: unknown[]): Promise<TRow[]> {
  const client = (executor as unknown as { session?: { client?: unknown } }).session?.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return (await client.query<TRow & pg.QueryResultRow>({ name: nameOf('t', text), text, values })).rows;
  }
  const pglite = client as { query: (text: string, values: unknown[]) => Promise<{ rows: TRow[] }> };
  return (await pglite.query(text, values)).rows;
}

/**
 * Drizzle queries prepared once per database (or transaction) object: `prepare` runs the first time a database asks,
 * and later calls get the same prepared queries (named ones on PostgreSQL, so each connection plans them once). For
 * the header calls every screen makes (the profile, the bell), where drizzle rebuilding the query cost more than
 * running it (issue 34, item 7).
 */
export function preparedPerDatabase<TDatabase extends object, TPrepared>(
  prepare: (db: TDatabase) => TPrepared,
): (db: TDatabase) => TPrepared {
  const prepared = new WeakMap<TDatabase, TPrepared>();
  return (db) => {
    let queries = prepared.get(db);
    if (!queries) prepared.set(db, (queries = prepare(db)));
    return queries;
  };
}
