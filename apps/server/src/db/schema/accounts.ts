import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './core';

export const USER_TOKEN_PURPOSES = ['verify-email', 'set-password', 'reset-password'] as const;
export type TUserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * Secrets sent to a user by e-mail: the e-mail verification code, the set-password link and the reset code. Only a
 * SHA-256 of the secret (salted with the user id and the purpose) is kept. A secret is single-use (`used_at`), expires,
 * and a code dies after a few wrong tries. Issuing a new secret of a purpose voids the user's older ones.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TUserTokenPurpose>().notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was used, or voided by a newer secret, a password change or a block. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong tries of a code. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_tokens_user_purpose_idx').on(table.userId, table.purpose),
    check('user_tokens_purpose_check', sql`${table.purpose} in ('verify-email', 'set-password', 'reset-password')`),
  ],
);
