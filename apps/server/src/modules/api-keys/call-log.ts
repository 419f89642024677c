import { sql } from 'drizzle-orm';
import { KEY_CALLS_SHOWN } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { apiKeyCalls } from '../../db/schema';

/** One call made with a key, as its screen lists it. */
export interface TKeyCall {
  keyId: number;
  at: Date;
  method: string;
  path: string;
  status: number;
  ip: string | null;
  durationMs: number;
}

/** How often the buffered calls are written. */
const FLUSH_MS = 1_000;
/** Calls buffered beyond this many (a database that is down) are dropped, oldest first: the log must not eat memory. */
const MAX_BUFFERED = 50_000;
const MAX_PATH_LENGTH = 500;
/** Rows per insert statement (7 parameters each). */
const INSERT_ROWS = 5_000;

/**
 * The calls made with keys, written after their answers: buffered in memory and written about once a second in one
 * insert (and when the app closes), so a key's request pays no write of its own. The same transaction sets each
 * key's last use (time and address) and keeps only its last KEY_CALLS_SHOWN calls, which is all its screen shows.
 * A call lost to a crash between its answer and the next flush is lost from the log only.
 */
export function createCallLog(db: TDatabase, onError: (error: unknown) => void) {
  let buffer: TKeyCall[] = [];
  let flushing: Promise<void> | null = null;

  const write = async (calls: TKeyCall[]) => {
    const keyIds = [...new Set(calls.map((call) => call.keyId))];
    await db.transaction(async (tx) => {
      // One insert a second as a rule; a backlog in statements within PostgreSQL's 65,535 parameters.
      for (let start = 0; start < calls.length; start += INSERT_ROWS) {
        await tx.insert(apiKeyCalls).values(calls.slice(start, start + INSERT_ROWS));
      }
      const last = new Map<number, TKeyCall>();
      for (const call of calls) last.set(call.keyId, call);
      for (const call of last.values()) {
        await tx.execute(sql`update api_keys set last_used_at = ${call.at.toISOString()}::timestamptz,
          last_used_ip = ${call.ip} where id = ${call.keyId}
          and (last_used_at is null or last_used_at <= ${call.at.toISOString()}::timestamptz)`);
      }
      // Each key's cut-off is read once (the index on key_id, id), then everything before it goes.
      for (const keyId of keyIds) {
        await tx.execute(sql`delete from api_key_calls where key_id = ${keyId} and id < (select id from api_key_calls
          where key_id = ${keyId} order by id desc offset ${KEY_CALLS_SHOWN - 1} limit 1)`);
      }
    });
  };

  const flush = async (): Promise<void> => {
    if (flushing) await flushing;
    if (buffer.length === 0) return;
    const calls = buffer;
    buffer = [];
    flushing = write(calls)
      .catch(onError)
      .finally(() => {
        flushing = null;
      });
    await flushing;
  };

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    record(call: TKeyCall): void {
      if (buffer.length >= MAX_BUFFERED) buffer.shift();
      buffer.push({ ...call, path: call.path.slice(0, MAX_PATH_LENGTH) });
    },
    flush,
    /** Stops the timer and writes what is left. */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
export type TCallLog = ReturnType<typeof createCallLog>;
