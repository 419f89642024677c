import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

export interface TThrottleKeys {
  ip: string;
  email: string;
}

/**
 * What is counted: login failures (keys 'ip:…' and 'email:…', as before), and for the other public account calls
 * their own scope, so that one kind of attempt does not lock another ('register:ip:…', 'forgot:email:…').
 */
export type TThrottleScope = 'login' | 'register' | 'verify' | 'forgot' | 'reset' | 'link';

/** The keys of an address and/or an account in a scope. */
export function throttleKeys(scope: TThrottleScope, keys: Partial<TThrottleKeys>): string[] {
  const prefix = scope === 'login' ? '' : `${scope}:`;
  const list: string[] = [];
  if (keys.ip !== undefined) list.push(`${prefix}ip:${keys.ip}`);
  if (keys.email !== undefined) list.push(`${prefix}email:${keys.email}`);
  return list;
}

/** True when any of the keys has had too many attempts within the window. */
export async function isThrottled(db: TExecutor, keys: string[], now: Date): Promise<boolean> {
  if (keys.length === 0) return false;
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, since)))
    .groupBy(loginFailures.key);
  return rows.some((row) => row.failures >= LOGIN_MAX_FAILURES);
}

/** Counts one attempt against each key, and forgets their attempts older than the window. */
export async function recordAttempt(db: TExecutor, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(and(inArray(loginFailures.key, keys), lt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS))));
    await tx.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: now })));
  });
}

/** The 429 every throttled call answers (the window is 15 minutes). */
export function tooManyAttempts(): AppError {
  return new AppError(429, 'TOO_MANY_ATTEMPTS', undefined, { 'retry-after': String(WINDOW_MS / 1000) });
}

/** Refuses the call with 429 while any key is throttled. */
export async function assertNotThrottled(db: TExecutor, keys: string[], now: Date): Promise<void> {
  if (await isThrottled(db, keys, now)) throw tooManyAttempts();
}

/** True when the address or the account has had too many login failures within the window. */
export function isLoginLocked(db: TExecutor, keys: TThrottleKeys, now: Date): Promise<boolean> {
  return isThrottled(db, throttleKeys('login', keys), now);
}

/** Records one failure against both the address and the account, and forgets their failures older than the window. */
export function recordLoginFailure(db: TExecutor, keys: TThrottleKeys, now: Date): Promise<void> {
  return recordAttempt(db, throttleKeys('login', keys), now);
}

/** A successful login clears the account's failures (not the address's: one good account must not unlock an IP). */
export async function clearAccountFailures(db: TExecutor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, `email:${email}`));
}
