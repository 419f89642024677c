import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';

/**
 * Table ownership (docs/CODE_STYLE.md rule 16, docs/server.md): every table has one owner, and only its owner
 * writes it; another module asks the owner through its public index (a pre-order saves travellers through the
 * passengers module, moves seats through the flights module and money through the ledger module). Reads across
 * modules are allowed.
 *
 * The test reads the server's sources (modules/, lib/, jobs/, plugins/ and the files beside app.ts; not the tests)
 * and finds every write: Drizzle's `.insert(table)`, `.update(table)` and `.delete(table)`, and raw SQL
 * `insert into ${table}`, `update ${table}`, `delete from ${table}` or the same with the table's SQL name. The demo
 * seed (src/seed) is not read: it is the composition root of the demo data and may write any table. Nor are tests and
 * their helpers: they write the rows they start from.
 */

/** Table (SQL name) -> the module that owns it, or `lib` for the platform's tables. */
const OWNERS: Record<string, string> = {
  // Platform: the audit trail, Idempotency-Keys, job leases, the login throttle.
  history: 'lib',
  idempotency_keys: 'lib',
  job_leases: 'lib',
  login_failures: 'lib',
  // Identity and money (the ledger also writes the balance columns of `users`: see CO_WRITERS).
  users: 'users',
  user_tokens: 'users',
  balance_entries: 'ledger',
  // Mail.
  mail_outbox: 'mail',
  smtp_settings: 'mail',
  mail_attachments: 'mail',
  invoice_numbers: 'documents',
  // Rates and margins (currency_settings is a reference resource declared by the currency module).
  exchange_rates: 'currency',
  rate_provider_state: 'currency',
  currency_settings: 'currency',
  // Settings and files.
  // API keys and their call log (issue 33).
  api_keys: 'api-keys',
  api_key_calls: 'api-keys',
  // Four-eyes approval (issue 19).
  approval_requests: 'approvals',
  approval_settings: 'approvals',
  company_settings: 'settings',
  ticket_settings: 'settings',
  uploads: 'uploads',
  // The flight reference resources, declared by the reference module itself.
  airports: 'reference',
  airlines: 'reference',
  aircraft: 'reference',
  fare_rules: 'reference',
  baggage_rules: 'reference',
  time_limits: 'reference',
  // Flights (seat counters included) and their templates (reference resources declared by the flights module).
  flights: 'flights',
  classes: 'flights',
  flight_templates: 'flights',
  class_templates: 'flights',
  // Hotels (reference resources).
  hotel_providers: 'hotels',
  hotels: 'hotels',
  room_categories: 'hotels',
  rooms: 'hotels',
  room_nights: 'hotels',
  services: 'hotels',
  tour_managers: 'hotels',
  // Notifications (a reference resource) and who read them.
  notifications: 'notifications',
  notification_reads: 'notifications',
  user_notices: 'notifications',
  // Orders: the row every product line shares, the flight line's items, the travellers directory.
  orders: 'order-engine',
  order_segments: 'flight-orders',
  order_passengers: 'flight-orders',
  hotel_order_rooms: 'hotel-orders',
  hotel_order_guests: 'hotel-orders',
  // Packages: the offers (a reference resource of the packages module) and what a package order adds to its row.
  package_offers: 'packages',
  package_orders: 'package-orders',
  directory_passengers: 'passengers',
  // Passenger manifests mailed to airlines (issue 19).
  manifest_sends: 'manifests',
  // Alerts (issue 19): the agency's rules, each user's switches and low balance state, the reminders sent.
  alert_settings: 'alerts',
  user_alerts: 'alerts',
  deadline_reminders: 'alerts',
  // Own-flight disruption: its batches.
  flight_disruption_batches: 'disruption',
  // Live screens: written by the migrations' triggers; the module prunes them.
  live_events: 'live-events',
  // Webhooks (issue 33): an agency's endpoints, and the deliveries migration 0024's triggers write and it sends.
  webhook_endpoints: 'webhooks',
  webhook_deliveries: 'webhooks',
  // The flight report's rollups (issue 34): written by migration 0028's triggers; the reports module reads them.
  flight_class_rollups: 'reports',
};

/**
 * Table (SQL name) -> the one other module that writes some of its columns, and which. The ledger moves balances by
 * conditional UPDATEs of the user's row (balance, credit limit, ledger sequence), in the transaction of its entry.
 */
const CO_WRITERS: Record<string, { writer: string; columns: string }> = {
  users: { writer: 'ledger', columns: 'balance, credit_limit, ledger_sequence' },
};

/** Whether `writer` may write `table`: its owner, or its declared co-writer. */
const mayWrite = (table: string, writer: string) => OWNERS[table] === writer || CO_WRITERS[table]?.writer === writer;

const SRC = fileURLToPath(new URL('..', import.meta.url));
const MODULES = join(SRC, 'modules');
/** Read apart from the rest: demo data (may write anything), migrations (SQL, not code). */
const NOT_READ = [join(SRC, 'seed'), join(SRC, 'db')];

/** The SQL name of every table of the schema, by the name the schema exports it under. */
const TABLES = new Map(
  Object.entries(schema as Record<string, unknown>).flatMap(([exportName, value]) =>
    is(value, PgTable) ? [[exportName, getTableConfig(value).name] as const] : [],
  ),
);
const SQL_NAMES = new Set(TABLES.values());

interface TWrite {
  /** Path from src/, with its line. */
  where: string;
  /** The writing area: a module's name, or `lib`, `jobs`, `plugins`, a file beside app.ts. */
  writer: string;
  table: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return NOT_READ.includes(path) ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** modules/<name>/… is the module <name>; anything else is its top folder (lib, jobs, plugins) or its file. */
function writerOf(path: string): string {
  const parts = relative(SRC, path).split(sep);
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  return parts[0]!;
}

/** Comments blanked (keeping line numbers), so that a comment saying "update users" is no write. */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/^\s*\/\/.*$/gm, blank);
}

/** Local name -> table SQL name, from the file's imports of db/schema (`{ users }`, `{ users as people }`). */
function schemaImports(text: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list] of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[./]*\/db\/schema'/g)) {
    for (const item of list!.split(',')) {
      const [exported, local = exported] = item
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((name) => name.trim());
      const table = exported && TABLES.get(exported);
      if (table && local) names.set(local, table);
    }
  }
  return names;
}

/** The top-level `table:` of each `defineServerResource({ … })`: the generic reference service writes it. */
function declaredResourceTables(text: string): { name: string; index: number }[] {
  const found: { name: string; index: number }[] = [];
  for (const call of text.matchAll(/defineServerResource\(\s*\{/g)) {
    let depth = 0;
    for (let index = call.index + call[0].length - 1; index < text.length; index += 1) {
      const char = text[index]!;
      if ('{[('.includes(char)) depth += 1;
      else if ('}])'.includes(char)) depth -= 1;
      if (depth === 0) break;
      if (depth === 1) {
        const property = /^table:\s*([A-Za-z_$][\w$]*)/.exec(text.slice(index, index + 100));
        if (property && /[\s,{]/.test(text[index - 1]!)) found.push({ name: property[1]!, index });
      }
    }
  }
  return found;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every write of `text` (a file at `path`), and the targets it could not name (a failure of their own). */
function writesOf(path: string, source: string): { writes: TWrite[]; unknown: string[] } {
  const text = withoutComments(source);
  const local = schemaImports(text);
  const writer = writerOf(path);
  const where = (index: number) => `${relative(SRC, path)}:${lineOf(text, index)}`;
  const writes: TWrite[] = [];
  const unknown: string[] = [];
  // Drizzle: tx.insert(users), db.update(users), executor.delete(users) (the receiver may be on the line before).
  for (const match of text.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_$][\w$.]*)\s*\)/g)) {
    const [, verb, target] = match;
    const table = local.get(target!);
    if (table) writes.push({ where: where(match.index), writer, table });
    // The generic reference service writes the table of the resource it is given (see the declarations below).
    else if (target === 'resource.table' && writer === 'reference') continue;
    // `.update(…)` and `.delete(…)` are also a hash's and a Map's; `.insert(…)` is only Drizzle's.
    else if (verb === 'insert') unknown.push(`${where(match.index)}: .insert(${target})`);
  }
  // Raw SQL: insert into ${users}, update ${users}, delete from ${users}.
  for (const match of text.matchAll(/\b(insert\s+into|update|delete\s+from)\s+\$\{\s*([^}]+?)\s*\}/gi)) {
    const table = local.get(match[2]!);
    if (table) writes.push({ where: where(match.index), writer, table });
    else unknown.push(`${where(match.index)}: ${match[1]} \${${match[2]}}`);
  }
  // Raw SQL by name: insert into users, update users [u] set, delete from users.
  for (const match of text.matchAll(
    /\b(?:insert\s+into\s+"?([a-z_]+)"?|update\s+"?([a-z_]+)"?(?:\s+(?:as\s+)?[a-z_]+)?\s+set\b|delete\s+from\s+"?([a-z_]+)"?)/gi,
  )) {
    const table = (match[1] ?? match[2] ?? match[3])!.toLowerCase();
    if (SQL_NAMES.has(table)) writes.push({ where: where(match.index), writer, table });
  }
  // A reference resource's table is written by the generic service on behalf of the module that declares it.
  for (const declared of declaredResourceTables(text)) {
    const table = local.get(declared.name);
    if (table) writes.push({ where: where(declared.index), writer, table });
    else unknown.push(`${where(declared.index)}: defineServerResource({ table: ${declared.name} })`);
  }
  return { writes, unknown };
}

function allWrites() {
  const results = sourceFiles(SRC).map((path) => writesOf(path, readFileSync(path, 'utf8')));
  return { writes: results.flatMap((result) => result.writes), unknown: results.flatMap((result) => result.unknown) };
}

describe('table ownership', () => {
  it('names an owner for every table of the schema, and only existing modules (or lib) as owners', () => {
    expect(Object.keys(OWNERS).sort()).toEqual([...SQL_NAMES].sort());
    const modules = readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const strangers = Object.values(OWNERS).filter((owner) => owner !== 'lib' && !modules.includes(owner));
    expect(strangers).toEqual([]);
  });

  it('finds the writes it checks: Drizzle, raw SQL and reference resources', () => {
    const { writes } = allWrites();
    const found = (where: string, table: string) =>
      writes.some((write) => write.where.startsWith(where) && write.table === table);
    expect(found('modules/ledger/ledger-service.ts', 'balance_entries')).toBe(true); // insert into ${balanceEntries}
    expect(found('modules/ledger/ledger-service.ts', 'users')).toBe(true); // update ${users}
    expect(found('modules/flights/seat-counters.ts', 'classes')).toBe(true); // tx.update(classes)
    expect(found('lib/history.ts', 'history')).toBe(true); // the order engine's history row, in lib
    expect(found('modules/currency/currency-settings-resource.ts', 'currency_settings')).toBe(true);
  });

  it('lets only the owner write a table', () => {
    const { writes, unknown } = allWrites();
    expect(unknown, 'writes of something that is not a table of the schema').toEqual([]);
    const trespasses = writes
      .filter((write) => !mayWrite(write.table, write.writer))
      .map((write) => `${write.where}: ${write.writer} writes ${write.table}, owned by ${OWNERS[write.table]}`);
    expect(trespasses).toEqual([]);
  });

  it('catches a write by another module in every form', () => {
    const path = join(MODULES, 'flight-orders', 'example.ts');
    const source = [
      "import { users as people, directoryPassengers } from '../../db/schema';",
      'await tx',
      '  .update(people)',
      '  .set({ balance: 0 });',
      'await tx.insert(directoryPassengers).values(row);',
      'await tx.execute(sql`insert into ${directoryPassengers} (agent_id) values (1)`);',
      "await preparedText(tx, 'update users u set balance = 0 where id = $1', [id]);",
      'await tx.execute(sql`delete from login_failures`);',
      '// update users set nothing: a comment is no write',
    ].join('\n');
    const { writes } = writesOf(path, source);
    expect(writes.map((write) => `${write.where} ${write.writer} ${write.table}`)).toEqual([
      'modules/flight-orders/example.ts:3 flight-orders users',
      'modules/flight-orders/example.ts:5 flight-orders directory_passengers',
      'modules/flight-orders/example.ts:6 flight-orders directory_passengers',
      'modules/flight-orders/example.ts:7 flight-orders users',
      'modules/flight-orders/example.ts:8 flight-orders login_failures',
    ]);
    expect(writes.every((write) => !mayWrite(write.table, write.writer))).toBe(true);
  });
});
