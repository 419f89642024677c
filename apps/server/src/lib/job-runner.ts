import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../db/database';
import { jobLeases } from '../db/schema';
import { databaseUnavailableReason } from './database-errors';
import { recordJobScheduled, recordJobTick, type TJobOutcome } from './metrics';

export interface TJobContext {
  db: TDatabase;
  now: Date;
  log: FastifyBaseLogger;
}

/** A periodic job: `run` is called about every `intervalMs`, by one server process at a time. */
export interface TJob {
  name: string;
  intervalMs: number;
  /**
   * A cheap check before the lease (a read, say whether anything is due): false skips this tick without writing the
   * lease, so that a job may tick often (the mail outbox every second) and cost one read while there is nothing to do.
   */
  due?: (context: TJobContext) => Promise<boolean>;
  run: (context: TJobContext) => Promise<void>;
}

/**
 * Takes the job's lease for one interval if nobody holds it: true when this owner may run the job now. The lease is
 * not given back after the run, so among several processes ticking at the same rate the job runs about once per
 * interval in all, not once per process.
 */
export async function acquireJobLease(
  db: TDatabase,
  options: { name: string; owner: string; durationMs: number; now: Date },
): Promise<boolean> {
  const until = new Date(options.now.getTime() + options.durationMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name: options.name, owner: options.owner, lockedUntil: until, lastRunAt: options.now })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { owner: options.owner, lockedUntil: until, lastRunAt: options.now },
      setWhere: sql`${jobLeases.lockedUntil} <= ${options.now.toISOString()}::timestamptz`,
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

export interface TJobRunner {
  /** Runs every job once now (each still only if its lease is free): used at start and by tests. */
  tick: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts the periodic jobs of this process. A job's failure is logged and the job runs again at its next interval;
 * a job never runs twice at once in this process.
 */
export function startJobs(options: {
  db: TDatabase;
  jobs: readonly TJob[];
  log: FastifyBaseLogger;
  /** Tests pass a fixed clock. */
  clock?: () => Date;
}): TJobRunner {
  const { db, jobs, log } = options;
  const clock = options.clock ?? (() => new Date());
  const owner = `${process.pid}-${randomUUID()}`;
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  // When each job's next tick is due (performance.now()): its previous start plus its interval. A tick skipped
  // because the run before it is still going leaves it in place, so the run that follows shows the whole delay.
  const dueAt = new Map<string, number>();
  const runOnce = (job: TJob): Promise<void> => {
    const inFlight = running.get(job.name);
    if (inFlight || stopped) return inFlight ?? Promise.resolve();
    const startedAt = performance.now();
    const lagSeconds = Math.max(0, startedAt - (dueAt.get(job.name) ?? startedAt)) / 1000;
    dueAt.set(job.name, startedAt + job.intervalMs);
    const attempt = (async () => {
      const now = clock();
      let outcome: TJobOutcome = 'ran';
      try {
        if (job.due && !(await job.due({ db, now, log }))) outcome = 'not_due';
        else if (!(await acquireJobLease(db, { name: job.name, owner, durationMs: job.intervalMs, now })))
          outcome = 'lease_taken';
        else await job.run({ db, now, log });
      } catch (error) {
        // The database away (PostgreSQL restarting) is no fault of the job: a short warning each interval until it
        // is back, rather than an error with a stack.
        const unavailable = databaseUnavailableReason(error);
        outcome = unavailable ? 'database_unavailable' : 'failed';
        if (unavailable) log.warn({ job: job.name, reason: unavailable }, 'job skipped: database unavailable');
        else log.error({ err: error, job: job.name }, 'job failed');
      }
      recordJobTick(job.name, outcome, lagSeconds, (performance.now() - startedAt) / 1000);
    })().finally(() => running.delete(job.name));
    running.set(job.name, attempt);
    return attempt;
  };

  for (const job of jobs) {
    recordJobScheduled(job.name, job.intervalMs);
    dueAt.set(job.name, performance.now() + job.intervalMs);
    const timer = setInterval(() => void runOnce(job), job.intervalMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    tick: async () => {
      await Promise.all(jobs.map(runOnce));
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
