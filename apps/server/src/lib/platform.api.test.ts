import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { history } from '../db/schema';
import { acquireJobLease, startJobs, type TJob } from './job-runner';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import type { TDatabaseHandle } from '../db/database';
import { AppError } from './app-error';
import { changedValues, recordHistory } from './history';
import { runIdempotent } from './idempotency';

let database: TDatabaseHandle;
let actorId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  actorId = (await createUser(database.db, { role: 'Admin' })).id;
});

afterAll(async () => {
  await database.close();
});

async function historyRows(entityId: string) {
  const [row] = await database.db
    .select({ rows: count() })
    .from(history)
    .where(and(eq(history.entity, 'test'), eq(history.entityId, entityId)));
  return row?.rows ?? 0;
}

/** An operation with a visible effect: one history row per run. */
function operation(entityId: string, answer: object) {
  return async (tx: Parameters<Parameters<typeof runIdempotent>[1]>[0]) => {
    await recordHistory(tx, { actor: { userId: actorId }, entity: 'test', entityId, action: 'run' });
    return answer;
  };
}

describe('runIdempotent', () => {
  it('runs 20 concurrent calls with one key exactly once, and answers them all alike', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        runIdempotent(
          { db: database.db, actorId, key: 'same-key', scope: 'test:1', request: { amount: 100, note: 'x' } },
          operation('concurrent', { moved: 100 }),
        ),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, () => ({ moved: 100 })));
    expect(await historyRows('concurrent')).toBe(1);
  });

  it('treats the same body in another key order as the same request', async () => {
    const options = { db: database.db, actorId, key: 'order-key', scope: 'test:2' };
    await runIdempotent({ ...options, request: { a: 1, b: { c: 2, d: 3 } } }, operation('order', { ok: 1 }));
    const replay = await runIdempotent(
      { ...options, request: { b: { d: 3, c: 2 }, a: 1 } },
      operation('order', { ok: 2 }),
    );
    expect(replay).toEqual({ ok: 1 });
    expect(await historyRows('order')).toBe(1);
  });

  it('refuses the same key with another body or another operation with 422, moving nothing', async () => {
    const options = { db: database.db, actorId, key: 'reused-key' };
    await runIdempotent({ ...options, scope: 'test:3', request: { amount: 1 } }, operation('reuse', {}));
    for (const [scope, request] of [
      ['test:3', { amount: 2 }],
      ['test:4', { amount: 1 }],
    ] as const) {
      const attempt = runIdempotent({ ...options, scope, request }, operation('reuse', {}));
      await expect(attempt).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    expect(await historyRows('reuse')).toBe(1);
  });

  it('keeps keys apart per caller', async () => {
    const other = (await createUser(database.db)).id;
    const run = (who: number) =>
      runIdempotent(
        { db: database.db, actorId: who, key: 'shared-name', scope: 'test:5', request: {} },
        operation('callers', { who }),
      );
    expect(await run(actorId)).toEqual({ who: actorId });
    expect(await run(other)).toEqual({ who: other });
    expect(await historyRows('callers')).toBe(2);
  });

  it('lets a failed operation be retried with the same key: nothing of the failure stays', async () => {
    const options = { db: database.db, actorId, key: 'retry-key', scope: 'test:6', request: { amount: 5 } };
    const failing = runIdempotent(options, async (tx) => {
      await operation('retry', {})(tx);
      throw new AppError(409, 'CONFLICT');
    });
    await expect(failing).rejects.toBeInstanceOf(AppError);
    expect(await historyRows('retry')).toBe(0);
    expect(await runIdempotent(options, operation('retry', { second: true }))).toEqual({ second: true });
    expect(await historyRows('retry')).toBe(1);
  });
});

describe('history', () => {
  it('never stores secrets, and stores dates as ISO text', async () => {
    await recordHistory(database.db, {
      actor: null,
      entity: 'test',
      entityId: 'secrets',
      action: 'update',
      oldValues: { passwordHash: 'scrypt$…', email: 'a@b.test' },
      newValues: { password: 'p', token: 't', at: new Date('2026-01-02T03:04:05Z') },
    });
    const [row] = await database.db.select().from(history).where(eq(history.entityId, 'secrets'));
    expect(row?.actorId).toBeNull();
    expect(row?.oldValues).toEqual({ email: 'a@b.test' });
    expect(row?.newValues).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });

  it('changedValues keeps only what differs', () => {
    expect(changedValues({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2] })).toEqual({
      oldValues: { b: 'x', c: [1] },
      newValues: { b: 'y', c: [1, 2] },
    });
  });
});

describe('jobs', () => {
  it('give a lease to one owner at a time, and to another once it has run out', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const lease = (owner: string, at: Date) =>
      acquireJobLease(database.db, { name: 'lease-test', owner, durationMs: 60_000, now: at });
    expect(await lease('a', now)).toBe(true);
    expect(await lease('b', now)).toBe(false);
    expect(await lease('a', new Date(now.getTime() + 30_000))).toBe(false);
    expect(await lease('b', new Date(now.getTime() + 60_000))).toBe(true);
  });

  it('run a job once per interval across several runners, and survive its failure', async () => {
    let runs = 0;
    let failures = 0;
    const clock = () => new Date('2031-01-01T00:00:00Z');
    const counting: TJob = { name: 'counting', intervalMs: 3_600_000, run: async () => void (runs += 1) };
    const failing: TJob = {
      name: 'failing',
      intervalMs: 3_600_000,
      run: async () => {
        failures += 1;
        throw new Error('boom');
      },
    };
    const logged: unknown[] = [];
    const log = { error: (entry: unknown) => logged.push(entry) } as unknown as Parameters<typeof startJobs>[0]['log'];
    const runners = [1, 2, 3].map(() => startJobs({ db: database.db, jobs: [counting, failing], log, clock }));
    await Promise.all(runners.map((runner) => runner.tick()));
    await Promise.all(runners.map((runner) => runner.tick()));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(runs).toBe(1);
    expect(failures).toBe(1);
    expect(logged).toHaveLength(1);
  });
});
