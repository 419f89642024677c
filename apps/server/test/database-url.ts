import pg from 'pg';

/** The same server URL pointing at another database. */
export function databaseUrlWithName(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** The name prefix of the per-file test databases cloned from a run's template (`frs_template_<pid>`). */
export function testDatabasePrefix(template: string): string {
  return `frs_test_${template.replace(/^frs_template_/, '')}_`;
}

/** Runs one statement on the server's maintenance connection (creating or dropping a database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database `name` on the server (a copy of `template` when given), and its URL. */
export async function createDatabaseOn(serverUrl: string, name: string, template?: string): Promise<string> {
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return databaseUrlWithName(serverUrl, name);
}
