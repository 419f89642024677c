import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * What open screens must learn (issue 19, modules/live-events): written only by the triggers of migration 0016, in
 * the transaction of the change, numbered in commit order, and sent on the channel `frs_live`. Kept an hour for
 * streams that reconnect; the live-events job prunes older rows.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    /** The one user the event is for (an agent's order, balance or notice); null: only the audience flags. */
    userId: integer('user_id'),
    toStaff: boolean('to_staff').notNull().default(false),
    toAgents: boolean('to_agents').notNull().default(false),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (table) => [index('live_events_created_idx').on(table.createdAt)],
);
