import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, pgliteHandle, postgresHandle } from '../src/db/database';
import { databaseUrlWithName, testDatabasePrefix } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data folder: each test file loads its own copy (initdb costs ~3.5 s). */
    pgliteDumpPath: string;
    /** On PostgreSQL: a migrated database each test file clones with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database once for the whole API suite. With TEST_DATABASE_URL set the suite runs on that
 * PostgreSQL server (each file gets its own database); otherwise on PGlite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `frs_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = postgresHandle(databaseUrlWithName(serverUrl, template), 1);
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1) or datname = $2`,
        [testDatabasePrefix(template), template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }

  const folder = mkdtempSync(join(tmpdir(), 'frs-api-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = pgliteHandle(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dumpPath = join(folder, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return () => rmSync(folder, { recursive: true, force: true });
}
