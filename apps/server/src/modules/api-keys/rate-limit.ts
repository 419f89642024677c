/** What a key's calls are counted as: searches, writes (any method but GET) and reads each have their own bucket. */
export type TCallClass = 'search' | 'write' | 'read';

/** Sustained rate (tokens a second) and burst (the bucket's size) of a class of calls. */
export interface TRate {
  perSecond: number;
  burst: number;
}

export interface TKeyRates {
  /** Reads and writes (each counted apart). */
  calls: TRate;
  /** Searches (endpoints whose key scope is `search`). */
  searches: TRate;
}

/** The answer of a take: whether the call may go, and what the RateLimit-* headers say. */
export interface TRateDecision {
  allowed: boolean;
  /** The bucket's size (RateLimit-Limit). */
  limit: number;
  /** Whole calls left now (RateLimit-Remaining). */
  remaining: number;
  /** Seconds until the bucket is full again (RateLimit-Reset). */
  resetSeconds: number;
  /** Seconds until the next call may go (Retry-After of a refusal); 0 when allowed. */
  retryAfterSeconds: number;
}

/** Buckets beyond this many are swept of the full ones (a key idle long enough to refill needs no bucket). */
const SWEEP_AT = 10_000;

/**
 * Per-key token buckets, in the process's memory: each key has a bucket per class of call, `burst` tokens deep and
 * refilled at `perSecond`; a call takes one token, and with none left it is refused. The limits hold per process: a
 * key spread over N processes behind a balancer may make up to N times as many calls (docs/OPERATIONS.md).
 */
export function createKeyRateLimiter(rates: TKeyRates, clock: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const rateOf = (kind: TCallClass) => (kind === 'search' ? rates.searches : rates.calls);

  const sweep = (now: number) => {
    for (const [name, bucket] of buckets) {
      const kind = name.slice(name.indexOf(':') + 1) as TCallClass;
      const rate = rateOf(kind);
      if (bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond >= rate.burst) buckets.delete(name);
    }
  };

  return {
    take(keyId: number, kind: TCallClass): TRateDecision {
      const rate = rateOf(kind);
      const now = clock();
      const name = `${keyId}:${kind}`;
      let bucket = buckets.get(name);
      if (!bucket) {
        if (buckets.size >= SWEEP_AT) sweep(now);
        bucket = { tokens: rate.burst, at: now };
        buckets.set(name, bucket);
      }
      bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
      bucket.at = now;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      return {
        allowed,
        limit: rate.burst,
        remaining: Math.floor(bucket.tokens),
        resetSeconds: Math.ceil((rate.burst - bucket.tokens) / rate.perSecond),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / rate.perSecond)),
      };
    },
  };
}
export type TKeyRateLimiter = ReturnType<typeof createKeyRateLimiter>;
