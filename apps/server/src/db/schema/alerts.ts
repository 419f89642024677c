import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TAlertChannel, TAlertKind } from '@frs/contract';
import { minorUnits, updatedAt } from './columns';
import { users } from './core';
import { orders } from './orders';

/**
 * Alerts (issue 19), owned by modules/alerts. The agency's rules are one row (id = 1; absent: the defaults of the
 * contract's DEFAULT_ALERT_SETTINGS).
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    id: integer('id').primaryKey().default(1),
    lowBalanceEnabled: boolean('low_balance_enabled').notNull(),
    lowBalancePercent: integer('low_balance_percent').notNull(),
    lowBalanceAmount: minorUnits('low_balance_amount').notNull(),
    holdReminderMinutes: integer('hold_reminder_minutes').notNull(),
    bookingReminderHours: integer('booking_reminder_hours').notNull(),
    ticketingReminderHours: integer('ticketing_reminder_hours').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('alert_settings_single_row', sql`${table.id} = 1`),
    check(
      'alert_settings_values_check',
      sql`${table.lowBalancePercent} >= 0 and ${table.lowBalanceAmount} >= 0 and ${table.holdReminderMinutes} >= 0 and ${table.bookingReminderHours} >= 0 and ${table.ticketingReminderHours} >= 0`,
    ),
  ],
);

/** The switches as stored: only what the user set; anything missing is on. */
export type TStoredAlertPreferences = Partial<Record<TAlertKind, Partial<Record<TAlertChannel, boolean>>>>;

/**
 * A user's alert state, one row per user who has any (absent: every switch on, the agency's threshold, armed). Kept
 * beside the user rather than on `users`, which the users module alone writes.
 */
export const userAlerts = pgTable(
  'user_alerts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The switches the user turned off or on; a kind or channel missing is on. */
    preferences: jsonb('preferences').$type<TStoredAlertPreferences>().notNull().default({}),
    /** Staff's own threshold for this agent (minor units of AMD; 0: never), or null: the agency's rule. */
    lowBalanceThreshold: minorUnits('low_balance_threshold'),
    /**
     * The low balance alert fired and waits for the funds to rise back to the threshold (then it re-arms). Set and
     * cleared by conditional updates in the ledger's transaction, so one crossing fires once.
     */
    lowBalanceFired: boolean('low_balance_fired').notNull().default(false),
    lowBalanceFiredAt: timestamp('low_balance_fired_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'user_alerts_threshold_check',
      sql`${table.lowBalanceThreshold} is null or ${table.lowBalanceThreshold} >= 0`,
    ),
  ],
);

export const DEADLINE_REMINDER_KINDS = ['hold', 'booking', 'ticketing'] as const;
export type TDeadlineReminderKind = (typeof DEADLINE_REMINDER_KINDS)[number];

/**
 * The deadline reminders sent: one row per order, kind and deadline instant. Inserting it (on conflict do nothing)
 * is the gate of the reminder, so it goes out once across server processes and restarts; a deadline that moves (a
 * date change) is a new instant and is reminded again.
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TDeadlineReminderKind>().notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** Who was reminded (the order's agent, or the staff member of the agency's own sale). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.kind, table.deadline] }),
    check('deadline_reminders_kind_check', sql`${table.kind} in ('hold', 'booking', 'ticketing')`),
  ],
);
