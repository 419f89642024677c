import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';

/** Where the finished events end (migration 0025's frs_live_watermark). */
export interface TLiveWatermark {
  /** Every event with an id below it is final: its transaction ended, committed (visible from now on) or not. */
  below: number;
  /** The id the sequence gives next: an id at or above it was never handed out. */
  nextId: number;
}

/**
 * The live events' watermark (migration 0025). Events are numbered at commit without a lock, so one with a lower id
 * may still be committing while a higher one is visible; below the watermark none is. Read it before the snapshot
 * that reads the events (its own statement, outside that transaction): then that snapshot sees every committed event
 * below it.
 */
export async function readLiveWatermark(db: TExecutor): Promise<TLiveWatermark> {
  const result = await db.execute(sql`select below::text as below, next_id::text as next_id from frs_live_watermark()`);
  const [row] = (result as unknown as { rows: { below: string; next_id: string }[] }).rows;
  return { below: Number(row!.below), nextId: Number(row!.next_id) };
}
