import { sql } from 'drizzle-orm';
import {
  check,
  char,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, minorUnits, updatedAt } from './columns';
import type { TAdminGroup, TBalanceEntryKind, TBaseRole, TLanguage, TLedgerReason, TUserStatus } from '@frs/contract';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    /** Null until the user sets a password through a set-password link. */
    passwordHash: text('password_hash'),
    role: text('role').$type<TBaseRole>().notNull(),
    adminGroups: text('admin_groups').$type<TAdminGroup | '...'>(),
    privilege: text('privilege'),
    status: text('status').$type<TUserStatus>().notNull(),
    companyName: text('company_name'),
    businessName: text('business_name'),
    vat: text('vat'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    ceoNameSurname: text('ceo_name_surname'),
    contactNameSurname: text('contact_name_surname'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    language: text('language').$type<TLanguage>().notNull().default('hy'),
    /** Cached sum of the user's balance entries; only ever changed together with a new entry. */
    balance: minorUnits('balance').notNull().default(0),
    creditLimit: minorUnits('credit_limit').notNull().default(0),
    /**
     * The sequence number of the user's last ledger entry. It is raised by the same UPDATE that moves the balance,
     * so entries are numbered in the order their balance changes committed (the row lock's order), whatever the
     * clocks of concurrent transactions said.
     */
    ledgerSequence: integer('ledger_sequence').notNull().default(0),
    /** Part of every token; raising it revokes all outstanding tokens (logout, password change, block). */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The staff member who created the account (admin-side creation); null for a registration, the seed and the
     * first Super Admin. Four-eyes approval asks it: an account its requester made cannot approve the request.
     */
    createdById: integer('created_by_id').references((): AnyPgColumn => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('Super Admin', 'Admin', 'user', 'Viewer')`),
    check(
      'users_admin_groups_check',
      sql`${table.adminGroups} is null or ${table.adminGroups} in ('...', 'Reports', 'Tickets', 'Hotels', 'Packages')`,
    ),
    check(
      'users_status_check',
      sql`${table.status} in ('not_verified', 'verified', 'approved', 'rejected', 'blocked')`,
    ),
    check('users_language_check', sql`${table.language} in ('hy', 'en', 'ru')`),
    // The ledger's invariant, kept by conditional updates and backed here: never below minus the credit limit.
    check('users_credit_limit_check', sql`${table.creditLimit} >= 0`),
    check('users_balance_within_credit_check', sql`${table.balance} + ${table.creditLimit} >= 0`),
    index('users_status_idx').on(table.status, table.createdAt),
  ],
);

/** The ledger: every change of a balance is one row here (docs/DOMAIN.md "Money"). */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<TBalanceEntryKind>().notNull(),
    /** Signed integer minor units of AMD. */
    amount: minorUnits('amount').notNull(),
    balanceAfter: minorUnits('balance_after').notNull(),
    /** Set on credit-limit entries: the credit limit from this entry on. */
    creditLimitAfter: minorUnits('credit_limit_after'),
    /** The position of the entry in its user's ledger (1, 2, …): what lists and running balances follow. */
    sequence: integer('sequence').notNull(),
    /** Free text: what an admin wrote (a top-up, a transfer); null when the system gave a coded reason. */
    reason: text('reason'),
    /** A reason the system wrote, as a code and its parameters, rendered in the reader's language. */
    reasonCode: text('reason_code').$type<TLedgerReason['code']>(),
    reasonParams: jsonb('reason_params').$type<TLedgerReason['params']>(),
    actorId: integer('actor_id').references(() => users.id),
    /** The other side of a transfer: the agent on the admin's debit, the admin on the agent's credit. */
    counterpartyId: integer('counterparty_id').references(() => users.id),
    orderReference: text('order_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    index('balance_entries_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('balance_entries_user_sequence_idx').on(table.userId, table.sequence),
    check('balance_entries_reason_params_check', sql`(${table.reasonCode} is null) = (${table.reasonParams} is null)`),
    check(
      'balance_entries_credit_limit_check',
      sql`${table.kind} <> 'credit-limit' or ${table.creditLimitAfter} is not null`,
    ),
  ],
);

/** One row per day and currency: the bank's rate and the agency's selling rate, in AMD per unit. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    bankRate: numeric('bank_rate', { precision: 12, scale: 4 }).notNull(),
    agencyRate: numeric('agency_rate', { precision: 12, scale: 4 }).notNull(),
    source: text('source').notNull().default('manual'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.rateDate, table.currency] })],
);

/**
 * Failed logins, kept in the database (not in memory) so that throttling holds across several server processes.
 * `key` is 'ip:<address>' or 'email:<address>'.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_idx').on(table.key, table.failedAt)],
);
