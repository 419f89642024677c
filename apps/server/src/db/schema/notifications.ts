import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TMultilingualText, TNoticeKind, TNotificationAudience } from '@frs/contract';
import { createdAt, updatedAt } from './columns';
import { users } from './core';
import { orders } from './orders';

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
    /**
     * A deadline reminder's order and deadline (issue 31): the notice is resolved (`resolved_at`, and read) when the
     * deadline no longer applies. Migration 0022's trigger on `orders` resolves it when the order leaves the
     * deadline's status or the deadline moves, by whatever path; a newer reminder of the same order and kind
     * supersedes it; a deadline passed reads as resolved.
     */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    deadline: timestamp('deadline', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('user_notices_user_created_idx').on(table.userId, table.createdAt),
    index('user_notices_order_idx')
      .on(table.orderId)
      .where(sql`${table.orderId} is not null`),
  ],
);
