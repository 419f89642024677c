import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TMultilingualText, TNotificationAudience } from '@frs/contract';
import { createdAt, updatedAt } from './columns';
import { users } from './core';

/** The agency's announcements (settings console), shown to their audience between the start and end dates. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: jsonb('title').$type<TMultilingualText>().notNull(),
    text: jsonb('text').$type<TMultilingualText>().notNull(),
    audience: text('audience').$type<TNotificationAudience>().notNull(),
    urgent: boolean('urgent').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('notifications_audience', sql`${table.audience} in ('everyone', 'agents', 'staff')`),
    check('notifications_dates', sql`${table.startDate} <= ${table.endDate}`),
    index('notifications_dates_idx').on(table.startDate, table.endDate),
  ],
);

/** Who has read which notification: the bell counts the others. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);
