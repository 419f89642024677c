import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './core';

/**
 * The history (docs/DOMAIN.md "History and reports"): every change by anyone, and by the system (actor null), with the
 * old and new values of what changed. Written in the same transaction as the change itself.
 */
export const history = pgTable(
  'history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system (expiry jobs, schedules). */
    actorId: integer('actor_id').references(() => users.id),
    /** What kind of record changed: 'user', 'order', 'flight', 'class', a reference resource's name… */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The operation, e.g. 'create', 'update', 'approve', 'transfer', 'pre-order'. */
    action: text('action').notNull(),
    oldValues: jsonb('old_values').$type<Record<string, unknown>>(),
    newValues: jsonb('new_values').$type<Record<string, unknown>>(),
    /**
     * The API key the change was made with (issue 33), by name; null for a login. Never written by the services: the
     * column's default reads the transaction's `frs.api_key_name` setting, which a key's request sets
     * (modules/api-keys/README.md), so every history row of every service carries it without a parameter.
     */
    apiKeyName: text('api_key_name').default(sql`nullif(current_setting('frs.api_key_name', true), '')`),
    /**
     * The agent whose data the row is about (its order, its directory passenger, its own user), null for the rest:
     * what an agent's history list reads. Never written by the services: a trigger of migration 0029 fills it from the
     * record when the row is inserted (modules/history/README.md, "Scope"), so no insert can forget it.
     */
    agentId: integer('agent_id'),
  },
  (table) => [
    index('history_entity_idx').on(table.entity, table.entityId, table.at),
    // Newest first with the id breaking ties, as the list sorts: its first page is the index's last entries.
    index('history_at_idx').on(table.at, table.id),
    index('history_agent_idx').on(table.agentId, table.at, table.id),
    index('history_actor_idx').on(table.actorId, table.at),
  ],
);

/**
 * Answers of money-moving calls by Idempotency-Key: a replay of the same key and body gets the stored answer and
 * moves nothing more. The row is written in the same transaction as the operation, so it exists only if the
 * operation committed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** The operation the key was first used for (e.g. 'users.transfer:42'). */
    scope: text('scope').notNull(),
    /** SHA-256 of the canonical JSON of the request body. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.actorId, table.key] })],
);

/**
 * Leases of the periodic jobs: a process runs a job only while it holds the job's lease, so that several server
 * processes on one database never run the same job at the same time.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
