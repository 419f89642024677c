import { sql } from 'drizzle-orm';
import { char, check, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TRateSource } from '@frs/contract';
import { updatedAt } from './columns';

/**
 * The agency's margin per currency: agency rate = bank rate + margin, where the margin is a fixed number of AMD or
 * a percentage of the bank rate (docs/DOMAIN.md "Money").
 */
export const currencySettings = pgTable(
  'currency_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currency: char('currency', { length: 3 }).notNull().unique(),
    marginType: text('margin_type').$type<'fixed' | 'percentage'>().notNull(),
    marginValue: numeric('margin_value', { precision: 12, scale: 4 }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('currency_settings_margin_type', sql`${table.marginType} in ('fixed', 'percentage')`)],
);

/** A single row (id = 1): which rate source is in use and how its last fetch went (the header's stale mark). */
export const rateProviderState = pgTable(
  'rate_provider_state',
  {
    id: integer('id').primaryKey().default(1),
    source: text('source').$type<TRateSource>().notNull().default('cba'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastRateDate: date('last_rate_date', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('rate_provider_state_single_row', sql`${table.id} = 1`),
    check('rate_provider_state_source', sql`${table.source} in ('cba', 'manual')`),
  ],
);
