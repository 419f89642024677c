import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { loginFailures } from '../../db/schema';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

export interface TThrottleKeys {
  ip: string;
  email: string;
}

function keysOf({ ip, email }: TThrottleKeys): [string, string] {
  return [`ip:${ip}`, `email:${email}`];
}

/** True when the address or the account has had too many failures within the window. */
export async function isLoginLocked(db: TExecutor, keys: TThrottleKeys, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keysOf(keys)), gt(loginFailures.failedAt, since)))
    .groupBy(loginFailures.key);
  return rows.some((row) => row.failures >= LOGIN_MAX_FAILURES);
}

/** Records one failure against both the address and the account, and forgets their failures older than the window. */
export async function recordLoginFailure(db: TExecutor, keys: TThrottleKeys, now: Date): Promise<void> {
  const keyList = keysOf(keys);
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(and(inArray(loginFailures.key, keyList), lt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS))));
    await tx.insert(loginFailures).values(keyList.map((key) => ({ key, failedAt: now })));
  });
}

/** A successful login clears the account's failures (not the address's: one good account must not unlock an IP). */
export async function clearAccountFailures(db: TExecutor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, `email:${email}`));
}
