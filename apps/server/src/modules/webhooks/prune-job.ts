import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { webhookDeliveries } from '../../db/schema';
import type { TJob } from '../../lib/job-runner';

/**
 * How long a finished delivery (delivered, or failed for good) stays on the endpoint's list and can be resent. Far
 * beyond the retries' last wait (24 h), so an agency back from a long outage still finds and resends what failed.
 */
export const WEBHOOK_DELIVERIES_KEPT_DAYS = 30;
/** Rows deleted per statement: a backlog is worked off over several runs, never in one long lock. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes finished deliveries older than the kept days, a batch at a time; a pending one is never deleted, however
 * old (it is still owed to its endpoint). Answers how many rows went.
 */
export async function pruneWebhookDeliveries(db: TExecutor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_DELIVERIES_KEPT_DAYS * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const deleted = await db
      .delete(webhookDeliveries)
      .where(
        sql`${webhookDeliveries.id} in (select id from ${webhookDeliveries}
          where ${webhookDeliveries.status} <> 'pending' and ${webhookDeliveries.createdAt} < ${cutoff.toISOString()}
          limit ${PRUNE_BATCH})`,
      )
      .returning({ id: webhookDeliveries.id });
    total += deleted.length;
    if (deleted.length < PRUNE_BATCH) return total;
  }
}

export function webhookDeliveriesPruneJob(): TJob {
  return {
    name: 'webhook-deliveries-prune',
    intervalMs: 60 * 60 * 1000,
    run: async ({ db, now }) => {
      await pruneWebhookDeliveries(db, now);
    },
  };
}
