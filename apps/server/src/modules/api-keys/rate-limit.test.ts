import { describe, expect, it } from 'vitest';
import { createKeyRateLimiter } from './rate-limit';

describe('createKeyRateLimiter', () => {
  it('lets a burst through, refuses the next call, and refills at the sustained rate', () => {
    let now = 1_000_000;
    const limiter = createKeyRateLimiter(
      { calls: { perSecond: 2, burst: 4 }, searches: { perSecond: 1, burst: 2 } },
      () => now,
    );
    const answers = Array.from({ length: 4 }, () => limiter.take(1, 'read'));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, true]);
    expect(answers.map((answer) => answer.remaining)).toEqual([3, 2, 1, 0]);
    const refused = limiter.take(1, 'read');
    expect(refused).toMatchObject({ allowed: false, limit: 4, remaining: 0, retryAfterSeconds: 1, resetSeconds: 2 });
    // Writes, searches and another key are counted apart.
    expect(limiter.take(1, 'write').allowed).toBe(true);
    expect(limiter.take(2, 'read').allowed).toBe(true);
    expect(limiter.take(1, 'search')).toMatchObject({ allowed: true, limit: 2, remaining: 1 });
    now += 500;
    expect(limiter.take(1, 'read')).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.take(1, 'read').allowed).toBe(false);
    now += 10_000;
    expect(limiter.take(1, 'read')).toMatchObject({ allowed: true, remaining: 3 });
  });

  it('tells a refused search when to retry at a slow rate', () => {
    const now = 0;
    const limiter = createKeyRateLimiter(
      { calls: { perSecond: 20, burst: 40 }, searches: { perSecond: 0.25, burst: 1 } },
      () => now,
    );
    expect(limiter.take(7, 'search').allowed).toBe(true);
    expect(limiter.take(7, 'search')).toMatchObject({ allowed: false, retryAfterSeconds: 4, resetSeconds: 4 });
  });
});
