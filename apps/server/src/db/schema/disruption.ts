import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './core';
import { flights } from './flights';

/**
 * Own-flight disruption (issue 19): the batches staff run on a disrupted flight (notify, move, refund), each under
 * the caller's Idempotency-Key. `result` is stored when the batch is done: a replay answers it; a batch without one
 * (cut off half-way) runs again, each order under a key derived from the batch's (modules/disruption).
 */
export const flightDisruptionBatches = pgTable(
  'flight_disruption_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    action: text('action').$type<'notify' | 'move' | 'refund'>().notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the action, flight and request: the same key with another request is a reuse (422). */
    requestHash: text('request_hash').notNull(),
    request: jsonb('request').notNull(),
    result: jsonb('result'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('flight_disruption_batches_key_unique').on(table.actorId, table.idempotencyKey),
    check('flight_disruption_batches_action_check', sql`${table.action} in ('notify', 'move', 'refund')`),
    index('flight_disruption_batches_flight_idx').on(table.flightId, table.id),
  ],
);
