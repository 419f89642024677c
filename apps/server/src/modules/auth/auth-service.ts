import { eq } from 'drizzle-orm';
import type { TErrorCode, TLoginRequest, TUserStatus } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { normalizeEmail } from '../../lib/email';
import { beginLoginAttempt, loginSucceeded } from '../../lib/login-throttle';
import { decoyPasswordHash, verifyPassword } from '../../lib/password';
import { revokeTokens } from '../users';

export interface TLoginResult {
  userId: number;
  role: (typeof users.$inferSelect)['role'];
  adminGroups: (typeof users.$inferSelect)['adminGroups'];
  tokenVersion: number;
}

/**
 * What an account that may not log in is told, once its password was right (never before: a wrong password hears
 * INVALID_CREDENTIALS whatever the account, so the answer tells nobody whether an address is registered): what to do
 * instead, by its status.
 */
const NOT_APPROVED = {
  not_verified: 'ACCOUNT_NOT_VERIFIED',
  verified: 'ACCOUNT_AWAITING_APPROVAL',
  rejected: 'ACCOUNT_REJECTED',
  blocked: 'ACCOUNT_BLOCKED',
} as const satisfies Record<Exclude<TUserStatus, 'approved'>, TErrorCode>;

/**
 * Checks the credentials. Unknown e-mails, missing passwords and wrong passwords fail alike (same message, same
 * time: the decoy hash is checked) so that the answer never tells whether an account exists. The throttle
 * (`lib/login-throttle.ts`) slows the failing address and account pair, and an account's guesses from addresses it
 * does not know, never the account's owner from an address it logged in from.
 */
export async function login(options: {
  db: TDatabase;
  input: TLoginRequest;
  ip: string;
  now?: Date;
}): Promise<TLoginResult> {
  const { db, input, ip } = options;
  const now = options.now ?? new Date();
  const email = normalizeEmail(input.email);
  // Counted as a failure before the password is checked; taken back when it was right.
  const attempt = await beginLoginAttempt(db, { ip, email }, now);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !user.passwordHash || !passwordMatches) throw new AppError(401, 'INVALID_CREDENTIALS');
  await loginSucceeded(db, attempt);
  if (user.status !== 'approved') throw new AppError(403, NOT_APPROVED[user.status]);
  return { userId: user.id, role: user.role, adminGroups: user.adminGroups, tokenVersion: user.tokenVersion };
}

export async function logout(options: { db: TDatabase; actor: TActor }): Promise<void> {
  await revokeTokens(options.db, options.actor.userId);
}
