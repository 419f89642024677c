import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TManifestEntry, TManifestKind } from '@frs/contract';
import { createdAt } from './columns';
import { users } from './core';
import { flights } from './flights';

/**
 * Issue 19: every manifest mailed to a flight's airline (a PNL, or an ADL of the changes since the one before), with
 * the list it carried: the latest row's `entries` is what the next ADL is computed against. Rows are never changed.
 * `mail_id` names the queued mail without a foreign key: the outbox may drop old mails, the record of the send stays.
 */
export const manifestSends = pgTable(
  'manifest_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    kind: text('kind').$type<TManifestKind>().notNull(),
    recipient: text('recipient').notNull(),
    mailId: integer('mail_id'),
    entries: jsonb('entries').$type<TManifestEntry[]>().notNull(),
    /** The passengers holding a seat (infants travel on an adult's lap and are counted with it) when sent. */
    passengers: integer('passengers').notNull(),
    added: integer('added').notNull(),
    removed: integer('removed').notNull(),
    changed: integer('changed').notNull(),
    sentBy: integer('sent_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('manifest_sends_kind_check', sql`${table.kind} in ('pnl', 'adl')`),
    check(
      'manifest_sends_counts_check',
      sql`${table.passengers} >= 0 and ${table.added} >= 0 and ${table.removed} >= 0 and ${table.changed} >= 0`,
    ),
    index('manifest_sends_flight_idx').on(table.flightId, table.id),
  ],
);
