import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  CODE_DIGITS,
  CODE_MAX_ATTEMPTS,
  RESET_CODE_MINUTES,
  SET_PASSWORD_LINK_HOURS,
  VERIFICATION_CODE_HOURS,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { userTokens, type TUserTokenPurpose } from '../../db/schema';

const LIFETIME_MS: Record<TUserTokenPurpose, number> = {
  'verify-email': VERIFICATION_CODE_HOURS * 3_600_000,
  'set-password': SET_PASSWORD_LINK_HOURS * 3_600_000,
  'reset-password': RESET_CODE_MINUTES * 60_000,
};

/** Codes are typed by people (6 digits, few tries); links carry 256 random bits. */
function isCode(purpose: TUserTokenPurpose): boolean {
  return purpose !== 'set-password';
}

/** The stored form of a secret: bound to its user and purpose, so a secret never works for anyone else. */
export function hashSecret(userId: number, purpose: TUserTokenPurpose, secret: string): string {
  return createHash('sha256').update(`${purpose}\n${userId}\n${secret}`).digest('hex');
}

function sameHash(stored: string, candidate: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(candidate, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Creates a new secret for the user and purpose, voiding the user's older unused ones of that purpose, and returns
 * it (to be mailed; only its hash is kept). Call it inside the transaction of the change that sends it.
 */
export async function issueToken(
  tx: TExecutor,
  options: { userId: number; purpose: TUserTokenPurpose; now: Date },
): Promise<string> {
  const { userId, purpose, now } = options;
  await voidTokens(tx, { userId, purposes: [purpose], now });
  const secret = isCode(purpose)
    ? String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0')
    : randomBytes(32).toString('base64url');
  await tx.insert(userTokens).values({
    userId,
    purpose,
    secretHash: hashSecret(userId, purpose, secret),
    expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
  });
  return secret;
}

/** Voids the user's unused secrets (of the given purposes, or all): a password change, a block, a newer secret. */
export async function voidTokens(
  tx: TExecutor,
  options: { userId: number; purposes?: readonly TUserTokenPurpose[]; now: Date },
): Promise<void> {
  const { userId, purposes, now } = options;
  await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        isNull(userTokens.usedAt),
        purposes ? inArray(userTokens.purpose, [...purposes]) : undefined,
      ),
    );
}

export type TTokenCheck = 'valid' | 'invalid';

/**
 * Checks a secret against the user's live one of the purpose (unused, unexpired, tries left). With `consume`, a
 * match uses it up. A wrong code counts a try; the caller must commit that even when it then refuses the request,
 * so it returns 'invalid' instead of throwing.
 */
export async function checkToken(
  tx: TExecutor,
  options: { userId: number; purpose: TUserTokenPurpose; secret: string; now: Date; consume: boolean },
): Promise<TTokenCheck> {
  const { userId, purpose, secret, now } = options;
  const [token] = await tx
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
        lt(userTokens.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(userTokens.id))
    .limit(1)
    .for('update');
  if (!token) return 'invalid';
  if (!sameHash(token.secretHash, hashSecret(userId, purpose, secret))) {
    if (isCode(purpose)) {
      await tx
        .update(userTokens)
        .set({ attempts: sql`${userTokens.attempts} + 1` })
        .where(eq(userTokens.id, token.id));
    }
    return 'invalid';
  }
  if (options.consume) {
    // Conditional, so that two concurrent uses of one secret cannot both succeed.
    const used = await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.id, token.id), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id });
    if (used.length === 0) return 'invalid';
  }
  return 'valid';
}
