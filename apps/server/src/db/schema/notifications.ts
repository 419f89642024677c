import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TMultilingualText, TNoticeKind, TNotificationAudience } from '@frs/contract';
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

/**
 * What the system tells one user by itself (issue 19: low balance, deadlines, flight disruptions, approvals), in all
 * three languages. Kept apart from the announcements, which are the agency's reference data with their own CRUD.
 */
export const userNotices = pgTable(
  'user_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<TNoticeKind>().notNull(),
    title: jsonb('title').$type<TMultilingualText>().notNull(),
    text: jsonb('text').$type<TMultilingualText>().notNull(),
    link: text('link'),
    urgent: boolean('urgent').notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('user_notices_user_created_idx').on(table.userId, table.createdAt)],
);
