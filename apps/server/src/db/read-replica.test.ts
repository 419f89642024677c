import { describe, expect, it } from 'vitest';
import type { TDatabase, TTransaction } from './database';
import { checkIntervalMs, decideReads, parseLsn, primaryReads, replicaLagMs, type TReadExecutor } from './read-replica';

describe('the read replica', () => {
  it('reads WAL positions as numbers that compare across the halves', () => {
    expect(parseLsn('0/3001120')).toBe(0x3001120n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('3001120')).toThrow(/not a WAL position/);
  });

  it('bounds the lag by the newest primary position the replica has replayed; an idle primary is no lag', () => {
    const samples = [
      { at: 1_000, lsn: 100n },
      { at: 2_000, lsn: 200n },
      { at: 3_000, lsn: 300n },
    ];
    // Caught up with the newest sample: as fresh as the check itself.
    expect(replicaLagMs(samples, 300n, 3_050)).toBe(50);
    // Replayed what the primary had at 2 s, not yet what it had at 3 s: at most 1.5 s behind at 3.5 s.
    expect(replicaLagMs(samples, 250n, 3_500)).toBe(1_500);
    // Behind every sample of the window: unknown, and at least the window.
    expect(replicaLagMs(samples, 50n, 3_500)).toBeNull();
    // An idle primary (the same position for minutes) that the replica has reached: no lag at all.
    const idle = [
      { at: 0, lsn: 500n },
      { at: 60_000, lsn: 500n },
      { at: 120_000, lsn: 500n },
    ];
    expect(replicaLagMs(idle, 500n, 120_010)).toBe(10);
  });

  it('serves from the replica only within the limit, and says why it falls back', () => {
    expect(decideReads({ kind: 'lag', lagMs: 4_999 }, 5_000).to).toBe('replica');
    expect(decideReads({ kind: 'lag', lagMs: 5_000 }, 5_000).to).toBe('replica');
    expect(decideReads({ kind: 'lag', lagMs: 7_200 }, 5_000)).toEqual({
      to: 'primary',
      reason: 'replica behind by 7.2 s',
    });
    expect(decideReads({ kind: 'lag', lagMs: null }, 5_000).to).toBe('primary');
    expect(decideReads({ kind: 'unreachable', message: 'connect ECONNREFUSED' }, 5_000)).toEqual({
      to: 'primary',
      reason: 'replica unreachable: connect ECONNREFUSED',
    });
    expect(decideReads({ kind: 'not-standby' }, 5_000).to).toBe('primary');
  });

  it('checks four times within the limit, at most every second', () => {
    expect([checkIntervalMs(1), checkIntervalMs(2), checkIntervalMs(5), checkIntervalMs(3_600)]).toEqual([
      250, 500, 1_000, 1_000,
    ]);
  });

  it('without a replica, reads on the primary; the read type takes a database and a transaction, but no write', () => {
    const db = {} as TDatabase;
    const reads = primaryReads(db);
    expect(reads.executor()).toBe(db);
    expect(reads.serving()).toBe('primary');
    const fromTransaction: TReadExecutor = {} as TTransaction;
    const reader: TReadExecutor = reads.executor();
    // The compiler is the test here (`tsc -p apps/server` in CI): a write on the read executor must not compile.
    // @ts-expect-error insert is not a read
    expect(reader.insert).toBeUndefined();
    // @ts-expect-error update is not a read
    expect(reader.update).toBeUndefined();
    // @ts-expect-error delete is not a read
    expect(reader.delete).toBeUndefined();
    // @ts-expect-error a transaction is how writes are made
    expect(fromTransaction.transaction).toBeUndefined();
  });
});
