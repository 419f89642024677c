import { and, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { liveEvents } from '../../db/schema';
import type { TJob } from '../../lib/job-runner';

/** How long events are kept for streams that reconnect; a client away longer is told to refetch (`reset`). */
export const LIVE_EVENTS_KEPT_MS = 60 * 60 * 1000;

/**
 * Deletes the events older than the kept hour, all but the newest: the newest id tells a reconnecting client that
 * nothing after its id was pruned, even when nothing happened for an hour.
 */
export async function pruneLiveEvents(db: TExecutor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LIVE_EVENTS_KEPT_MS);
  const deleted = await db
    .delete(liveEvents)
    .where(
      and(lt(liveEvents.createdAt, cutoff), lt(liveEvents.id, sql`(select max(${liveEvents.id}) from ${liveEvents})`)),
    )
    .returning({ id: liveEvents.id });
  return deleted.length;
}

export function liveEventsPruneJob(): TJob {
  return {
    name: 'live-events-prune',
    intervalMs: 5 * 60 * 1000,
    run: async ({ db, now }) => {
      await pruneLiveEvents(db, now);
    },
  };
}
