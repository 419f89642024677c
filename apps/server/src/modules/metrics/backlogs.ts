import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database';
import type { TBacklogs } from '../../lib/metrics';

interface TBacklogRow {
  mail_pending: number | string;
  mail_oldest: number | string | null;
  webhooks_pending: number | string;
  webhooks_oldest: number | string | null;
}

/**
 * The mail outbox's and the webhook deliveries' backlogs in one statement: each count and minimum walks only the
 * pending rows, through the partial or leading-status index each table has for its sender (mail_outbox_due_idx,
 * webhook_deliveries_due_idx), so a scrape costs one round trip however many sent rows the tables keep.
 */
export async function readBacklogs(db: TDatabase): Promise<TBacklogs> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from mail_outbox where status = 'pending') as mail_pending,
      (select extract(epoch from now() - min(created_at))::float8 from mail_outbox where status = 'pending')
        as mail_oldest,
      (select count(*)::int from webhook_deliveries where status = 'pending') as webhooks_pending,
      (select extract(epoch from now() - min(created_at))::float8 from webhook_deliveries where status = 'pending')
        as webhooks_oldest`);
  const [row] = (result as unknown as { rows: TBacklogRow[] }).rows;
  if (!row) throw new Error('the backlog statement returned no row');
  return {
    mailPending: Number(row.mail_pending),
    mailOldestPendingSeconds: Math.max(0, Number(row.mail_oldest ?? 0)),
    webhooksPending: Number(row.webhooks_pending),
    webhooksOldestPendingSeconds: Math.max(0, Number(row.webhooks_oldest ?? 0)),
  };
}

/** How long one scrape's reading is shared by the gauges that need it (they are collected one after another). */
const SHARED_READ_MS = 1_000;
/** A scrape does not wait longer than this for the database: the backlog gauges are then left out. */
const READ_TIMEOUT_MS = 2_000;

/**
 * The backlogs for the metrics' gauges: read at most once per scrape (four gauges share one reading), within a time
 * limit; null when the database did not answer (`onError` is told, the scrape goes on without them).
 */
export function backlogReader(db: TDatabase, onError: (error: unknown) => void): () => Promise<TBacklogs | null> {
  let shared: { at: number; reading: Promise<TBacklogs | null> } | null = null;
  const readOnce = async (): Promise<TBacklogs | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('backlog read timed out')), READ_TIMEOUT_MS);
    });
    try {
      return await Promise.race([readBacklogs(db), timeout]);
    } catch (error) {
      onError(error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    const now = Date.now();
    if (!shared || now - shared.at > SHARED_READ_MS) shared = { at: now, reading: readOnce() };
    return shared.reading;
  };
}
