import { and, count, eq, gt, inArray, lt, max, or, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@frs/contract';
import type { TExecutor } from '../db/database';
import { loginFailures } from '../db/schema';
import { AppError } from './app-error';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

export interface TThrottleKeys {
  ip: string;
  email: string;
}

/** The 429 of a throttled call, with how long to wait (Retry-After in seconds, the message in whole minutes). */
export function tooManyAttempts(waitSeconds = WINDOW_MS / 1000): AppError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  return new AppError(
    429,
    'TOO_MANY_ATTEMPTS',
    undefined,
    { 'retry-after': String(seconds) },
    { params: { minutes: String(Math.ceil(seconds / 60)) } },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The other public account calls (registration, resend-code, forgot-password, wrong codes and links): each scope
// counts its attempts per address (and e-mail where it has one); 10 within 15 minutes answer 429.
// ---------------------------------------------------------------------------------------------------------------

/** Each public account call counts in its own scope, so that one kind of attempt does not throttle another. */
export type TThrottleScope = 'register' | 'verify' | 'forgot' | 'reset' | 'link';

/** The keys of an address and/or an account in a scope ('register:ip:…', 'forgot:email:…'). */
export function throttleKeys(scope: TThrottleScope, keys: Partial<TThrottleKeys>): string[] {
  const list: string[] = [];
  if (keys.ip !== undefined) list.push(`${scope}:ip:${keys.ip}`);
  if (keys.email !== undefined) list.push(`${scope}:email:${keys.email}`);
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

/** Refuses the call with 429 while any key is throttled. */
export async function assertNotThrottled(db: TExecutor, keys: string[], now: Date): Promise<void> {
  if (await isThrottled(db, keys, now)) throw tooManyAttempts();
}

/**
 * Counts a bad try (a wrong link), or answers 429 once the keys have had too many within the window. Call it only
 * after the check failed: a good try is never throttled (a set-password link carries 256 random bits, so only the
 * guessing of bad ones needs slowing), and a refused bad try is not counted (the rows stay bounded).
 */
export async function countBadTry(db: TExecutor, keys: string[], now: Date): Promise<void> {
  await assertNotThrottled(db, keys, now);
  await recordAttempt(db, keys, now);
}

// ---------------------------------------------------------------------------------------------------------------
// Login (and the current password of a password change): the attacker slows itself down, never the owner.
// ---------------------------------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60_000;

/** The login policy (README, "Login throttling"). */
export const LOGIN_POLICY = {
  /** Failures of one account from one address before each further try of that pair has to wait. */
  pairFreeFailures: 5,
  /** The first wait of a pair; each further failure doubles it, up to `pairMaxWaitSeconds`. */
  pairFirstWaitSeconds: 30,
  pairMaxWaitSeconds: 60 * 60,
  /** How long a pair's failures count (a successful login or a password reset forgets them sooner). */
  pairMemoryMs: DAY_MS,
  /**
   * An address or an account with this many failures in the window is under attack: then a pair waits after its
   * first failure already. An account that has not failed at the address is not slowed by this.
   */
  hotFailures: LOGIN_MAX_FAILURES,
  /**
   * An address with this many failures in the window is flooding: every try from it waits, even for accounts that
   * never failed there (1 s, doubling per further failure, at most `floodMaxWaitSeconds`), so that one address
   * cannot try one password on every account; a shared proxy's users wait at most that long.
   */
  floodFailures: 100,
  floodFirstWaitSeconds: 1,
  floodMaxWaitSeconds: 60,
  /**
   * The account's ceiling, whatever the addresses: once an account has this many failures within
   * `accountMemoryMs`, an address not known to it waits for the account's next slot (`accountFirstWaitSeconds` after
   * the account's last failure, doubling with each further failure, at most `accountMaxWaitSeconds`), so that an
   * attacker with any number of addresses gets about one guess per slot.
   */
  accountFreeFailures: LOGIN_MAX_FAILURES,
  accountFirstWaitSeconds: 30,
  accountMaxWaitSeconds: 15 * 60,
  accountMemoryMs: DAY_MS,
  /**
   * An address that logged into an account (or reset its password) is known to it for this long after the last
   * time: the account's ceiling does not slow it, so that its owner gets in while the account is under attack.
   */
  knownAddressMemoryMs: 30 * DAY_MS,
  windowMs: WINDOW_MS,
} as const;

const addressKey = (keys: TThrottleKeys) => `ip:${keys.ip}`;
const accountKey = (email: string) => `email:${email}`;
/** E-mails and addresses hold no spaces, so `pair:<e-mail> ` is the prefix of exactly one account's pairs. */
const pairPrefix = (email: string) => `pair:${email} `;
const pairKey = (keys: TThrottleKeys) => `${pairPrefix(keys.email)}${keys.ip}`;
/** One row, the time of the last login, per account and address that logged in (or reset the password). */
const knownKey = (keys: TThrottleKeys) => `known:${keys.email} ${keys.ip}`;

interface TFailures {
  count: number;
  /** The failures of the last `windowMs` (the account's count reaches back `accountMemoryMs`). */
  recent: number;
  lastMs: number;
}

/** `first` seconds, doubled `doublings` times, at most `cap`. */
function backoffSeconds(doublings: number, first: number, cap: number): number {
  return Math.min(cap, first * 2 ** Math.min(doublings, 30));
}

/**
 * The failures of the pair and the account (24 hours; the account's last 15 minutes too) and of the address
 * (15 minutes), and whether the address is known to the account, in one query.
 */
async function loginFailureCounts(db: TExecutor, keys: TThrottleKeys, now: Date) {
  const pair = pairKey(keys);
  const known = knownKey(keys);
  const since = (ms: number) => new Date(now.getTime() - ms);
  const windowStart = since(LOGIN_POLICY.windowMs).toISOString();
  const rows = await db
    .select({
      key: loginFailures.key,
      failures: count(),
      recent: sql<number>`count(*) filter (where ${loginFailures.failedAt} > ${windowStart}::timestamptz)`.mapWith(
        Number,
      ),
      last: max(loginFailures.failedAt),
    })
    .from(loginFailures)
    .where(
      or(
        and(eq(loginFailures.key, pair), gt(loginFailures.failedAt, since(LOGIN_POLICY.pairMemoryMs))),
        and(
          eq(loginFailures.key, accountKey(keys.email)),
          gt(loginFailures.failedAt, since(LOGIN_POLICY.accountMemoryMs)),
        ),
        and(eq(loginFailures.key, addressKey(keys)), gt(loginFailures.failedAt, since(LOGIN_POLICY.windowMs))),
        and(eq(loginFailures.key, known), gt(loginFailures.failedAt, since(LOGIN_POLICY.knownAddressMemoryMs))),
      ),
    )
    .groupBy(loginFailures.key);
  const of = (key: string): TFailures => {
    const row = rows.find((candidate) => candidate.key === key);
    return {
      count: row?.failures ?? 0,
      recent: row?.recent ?? 0,
      lastMs: row?.last ? new Date(row.last).getTime() : 0,
    };
  };
  return {
    pair: of(pair),
    address: of(addressKey(keys)),
    account: of(accountKey(keys.email)),
    known: of(known).count > 0,
  };
}

/**
 * How many seconds this address must wait before trying this account again (0: it may try now). Decided from
 * counts alone, before the password is checked, so that a refusal says nothing about the password or the account.
 */
export async function loginWaitSeconds(db: TExecutor, keys: TThrottleKeys, now: Date): Promise<number> {
  const { pair, address, account, known } = await loginFailureCounts(db, keys, now);
  const policy = LOGIN_POLICY;
  const underAttack = address.count >= policy.hotFailures || account.recent >= policy.hotFailures;
  const freeFailures = underAttack ? 1 : policy.pairFreeFailures;
  let allowedAtMs = 0;
  if (pair.count >= freeFailures) {
    const wait = backoffSeconds(pair.count - freeFailures, policy.pairFirstWaitSeconds, policy.pairMaxWaitSeconds);
    allowedAtMs = Math.max(allowedAtMs, pair.lastMs + wait * 1000);
  }
  if (address.count >= policy.floodFailures) {
    const wait = backoffSeconds(
      address.count - policy.floodFailures,
      policy.floodFirstWaitSeconds,
      policy.floodMaxWaitSeconds,
    );
    allowedAtMs = Math.max(allowedAtMs, address.lastMs + wait * 1000);
  }
  if (!known && account.count >= policy.accountFreeFailures) {
    const wait = backoffSeconds(
      account.count - policy.accountFreeFailures,
      policy.accountFirstWaitSeconds,
      policy.accountMaxWaitSeconds,
    );
    allowedAtMs = Math.max(allowedAtMs, account.lastMs + wait * 1000);
  }
  return Math.max(0, (allowedAtMs - now.getTime()) / 1000);
}

/** Counts one failure against the pair, the address and the account, and forgets what no rule reads any more. */
async function insertFailure(tx: TExecutor, keys: TThrottleKeys, now: Date): Promise<number[]> {
  const since = (ms: number) => new Date(now.getTime() - ms);
  await tx
    .delete(loginFailures)
    .where(
      or(
        and(eq(loginFailures.key, pairKey(keys)), lt(loginFailures.failedAt, since(LOGIN_POLICY.pairMemoryMs))),
        and(
          eq(loginFailures.key, accountKey(keys.email)),
          lt(loginFailures.failedAt, since(LOGIN_POLICY.accountMemoryMs)),
        ),
        and(eq(loginFailures.key, addressKey(keys)), lt(loginFailures.failedAt, since(LOGIN_POLICY.windowMs))),
      ),
    );
  const rows = await tx
    .insert(loginFailures)
    .values([pairKey(keys), addressKey(keys), accountKey(keys.email)].map((key) => ({ key, failedAt: now })))
    .returning({ id: loginFailures.id });
  return rows.map((row) => row.id);
}

/** A login attempt that was let through, already counted as a failure (`loginSucceeded` takes it back). */
export interface TLoginAttempt {
  keys: TThrottleKeys;
  now: Date;
  rowIds: number[];
}

/**
 * Lets a login attempt through, counting it as a failure at once, or refuses it with 429 and Retry-After while the
 * address must wait for this account. The decision and the count are made under transaction-scoped advisory locks
 * on the account and the address, so that guesses sent at once are decided one after another, each seeing the ones
 * before: parallel requests cannot all pass before any of them has been counted. Call `loginSucceeded` when the
 * password was right; a wrong one needs nothing more.
 */
export async function beginLoginAttempt(db: TExecutor, keys: TThrottleKeys, now: Date): Promise<TLoginAttempt> {
  return db.transaction(async (tx) => {
    // Always in the same order ('email:' before 'ip:'), so that two attempts never wait for each other's lock.
    for (const key of [accountKey(keys.email), addressKey(keys)]) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    const wait = await loginWaitSeconds(tx, keys, now);
    if (wait > 0) throw tooManyAttempts(wait);
    return { keys, now, rowIds: await insertFailure(tx, keys, now) };
  });
}

/**
 * The password was right: the attempt is not a failure, the pair's failures are forgotten (whoever is at this
 * address knows the password) and the address becomes known to the account. The address's and the account's
 * other failures stay (one good login must not unlock an address or end an attack on the account).
 */
export async function loginSucceeded(db: TExecutor, attempt: TLoginAttempt): Promise<void> {
  const { keys, now } = attempt;
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(
        or(inArray(loginFailures.id, attempt.rowIds), inArray(loginFailures.key, [pairKey(keys), knownKey(keys)])),
      );
    await tx.insert(loginFailures).values({ key: knownKey(keys), failedAt: now });
  });
}

/** Counts one failure of the account at the address (tests use it to stage an attack). */
export async function recordLoginFailure(db: TExecutor, keys: TThrottleKeys, now: Date): Promise<void> {
  await db.transaction((tx) => insertFailure(tx, keys, now));
}

/**
 * A password reset (the owner of the mailbox) forgets every failure of the account, from every address, and makes
 * the resetting address known to the account.
 */
export async function clearAccountFailures(
  db: TExecutor,
  email: string,
  resetBy?: { ip: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(
        or(eq(loginFailures.key, accountKey(email)), sql`starts_with(${loginFailures.key}, ${pairPrefix(email)})`),
      );
    if (resetBy) {
      const known = knownKey({ email, ip: resetBy.ip });
      await tx.delete(loginFailures).where(eq(loginFailures.key, known));
      await tx.insert(loginFailures).values({ key: known, failedAt: resetBy.now });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A per-caller quota with a window of its own (send-email: so many mails an hour per sender), in the same table.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Counts one use of `key` unless it already had `limit` uses within `windowMs`: then it answers 429 with the wait
 * until the oldest of them leaves the window (`error` names the message). Call it inside the transaction of the use,
 * so that a use that fails afterwards does not count. The key's uses are counted under a transaction-scoped advisory
 * lock on the key, so that two uses at once cannot both take the last one.
 */
export async function takeQuota(
  db: TExecutor,
  options: { key: string; limit: number; windowMs: number; now: Date; error?: 'TOO_MANY_ATTEMPTS' | 'MAIL_SEND_LIMIT' },
): Promise<void> {
  const { key, limit, windowMs, now } = options;
  const since = new Date(now.getTime() - windowMs);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [row] = await db
    .select({ uses: count(), oldest: sql<Date | string | null>`min(${loginFailures.failedAt})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)));
  if ((row?.uses ?? 0) >= limit) {
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
    throw new AppError(
      429,
      options.error ?? 'TOO_MANY_ATTEMPTS',
      undefined,
      { 'retry-after': String(seconds) },
      { params: { minutes: String(Math.ceil(seconds / 60)) } },
    );
  }
  await db.delete(loginFailures).where(and(eq(loginFailures.key, key), lt(loginFailures.failedAt, since)));
  await db.insert(loginFailures).values({ key, failedAt: now });
}
