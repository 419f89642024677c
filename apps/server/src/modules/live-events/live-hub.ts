import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { TDatabase } from '../../db/database';
import type { TDatabaseEvents } from '../../db/database-events';
import { liveEvents } from '../../db/schema';
import { recordLiveDeliveries } from '../../lib/metrics';
import { SESSION_CHANNEL } from '../auth';
import { readLiveWatermark } from './watermark';

/** The channel migration 0016's triggers send every live event on. */
export const LIVE_CHANNEL = 'frs_live';

/** One event as stored and sent: who may see it, and what it says. */
export interface TLiveEventRow {
  id: number;
  userId: number | null;
  toStaff: boolean;
  toAgents: boolean;
  kind: string;
  payload: unknown;
}

/** Who a stream is for: its user, and whether that user is staff (any role but an agent's). */
export interface TLiveAudience {
  userId: number;
  staff: boolean;
}

/** An agent sees its own events and those for all agents; staff their own and those for the staff. */
export function isVisibleTo(event: Pick<TLiveEventRow, 'userId' | 'toStaff' | 'toAgents'>, audience: TLiveAudience) {
  return event.userId === audience.userId || (audience.staff ? event.toStaff : event.toAgents);
}

export interface TLiveSubscriber {
  audience: TLiveAudience;
  /** An event visible to the audience, in commit order. */
  deliver(event: TLiveEventRow): void;
  /** The stream must end: the user's session changed, notices were missed, or the server closes. */
  end(): void;
}

export interface TLiveHub {
  subscribe(subscriber: TLiveSubscriber): () => void;
  /**
   * Every event up to this id has been released to the streams (or was final before the process listened), every
   * later one will be, in id order: where a stream that subscribes now starts.
   */
  readonly releasedUpTo: number;
  /** Ends every stream (the listening connection was lost). */
  endAll(): void;
  /** Ends every stream and stops (server close). */
  close(): void;
  readonly size: number;
  /** Notices received and held until every id below them is released (the metrics' live backlog). */
  readonly queued: number;
}

/** The NOTIFY payload of migration 0016: `p` is left out when it would not fit in 8000 bytes. */
interface TNotice {
  i: number;
  u: number | null;
  s: boolean;
  a: boolean;
  k: string;
  p?: unknown;
}

function parseNotice(payload: string): TNotice | null {
  try {
    const notice = JSON.parse(payload) as TNotice;
    return Number.isSafeInteger(notice.i) && typeof notice.k === 'string' ? notice : null;
  } catch {
    return null;
  }
}

/** How long a notice waits for a lower id before the hub asks the database whether that id is still committing. */
const FIRST_GAP_CHECK_MS = 5;
/** Then how often, while a lower id is still committing. */
const GAP_CHECK_MS = 50;

/**
 * The process's one listener on the live channel, fanning each event out to the open streams that may see it, in id
 * order. Ids are taken at commit without a lock (migration 0025), so the notices, which arrive in commit order, can
 * come out of id order: one that arrives above a missing id is held until that id arrives, or until the watermark
 * (watermark.ts) passes it: then its transaction has ended, and the hub reads it from the table (committed, its
 * notice not yet here) or skips it (rolled back). `releasedUpTo` is where a new stream starts: every event up to it
 * was released before, every one after it will be. An event whose payload did not fit in its notice is read from the
 * table before it is released, and the ones after it wait.
 *
 * A change of a user's session (the users table's `frs_session` notice: logout, password change, block, role) ends
 * that user's streams: the client reconnects, and is refused if its session is gone. When the listening connection
 * was lost, notices were missed: every stream ends, and each client resumes from its last event id.
 */
export async function createLiveHub(
  db: TDatabase,
  events: TDatabaseEvents,
  onError: (error: unknown) => void,
): Promise<TLiveHub> {
  const subscribers = new Set<TLiveSubscriber>();
  // The lowest id not yet released (null until the first watermark is read), and the notices above it.
  let next: number | null = null;
  const held = new Map<number, TNotice>();
  let work: Promise<void> = Promise.resolve();
  let gapTimer: NodeJS.Timeout | null = null;
  let closed = false;

  /** Runs the hub's steps one after another: a release never overtakes one still reading its row. */
  const serially = (step: () => Promise<void> | void) => {
    work = work.then(step).catch((error: unknown) => {
      // The database away: the held notices wait for the next check.
      onError(error);
      if (held.size > 0) scheduleGapCheck(GAP_CHECK_MS);
    });
  };
  const fanOut = (event: TLiveEventRow) => {
    let delivered = 0;
    for (const subscriber of subscribers) {
      if (isVisibleTo(event, subscriber.audience)) {
        subscriber.deliver(event);
        delivered += 1;
      }
    }
    recordLiveDeliveries(delivered);
  };
  const rowOf = (notice: TNotice): TLiveEventRow => ({
    id: notice.i,
    userId: notice.u,
    toStaff: notice.s,
    toAgents: notice.a,
    kind: notice.k,
    payload: notice.p,
  });
  /** Releases `event` (or skips its id when null): it is the lowest unreleased id. */
  const release = (id: number, event: TLiveEventRow | null) => {
    held.delete(id);
    next = id + 1;
    if (event) fanOut(event);
  };
  /** Releases the held notices that follow without a gap. */
  const drain = async () => {
    while (next !== null && held.has(next)) {
      const notice = held.get(next)!;
      if (notice.p !== undefined || subscribers.size === 0) {
        release(notice.i, rowOf(notice));
        continue;
      }
      const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, notice.i));
      release(notice.i, row ?? null);
    }
    if (held.size > 0) scheduleGapCheck(FIRST_GAP_CHECK_MS);
  };
  /** Every id below the watermark is final: released from the notices held or the table, or skipped. */
  const passGap = async () => {
    if (next === null) return;
    const { below } = await readLiveWatermark(db);
    if (below > next) {
      const from = next;
      const read = subscribers.size > 0 ? await rowsBetween(from, below) : new Map<number, TLiveEventRow>();
      for (let id = from; id < below; id += 1) {
        const notice = held.get(id);
        release(id, notice?.p !== undefined ? rowOf(notice) : (read.get(id) ?? null));
      }
    }
    await drain();
    if (held.size > 0) scheduleGapCheck(GAP_CHECK_MS);
  };
  /** The events from `from` up to `below` that are not held with their payload (few: the gap's, read once). */
  const rowsBetween = async (from: number, below: number) => {
    const rows = await db
      .select()
      .from(liveEvents)
      .where(and(gte(liveEvents.id, from), lt(liveEvents.id, below)))
      .orderBy(asc(liveEvents.id));
    return new Map(rows.map((row) => [row.id, row]));
  };
  /** Where the hub (re)starts: every event below the watermark is final, and a stream reads those from the table. */
  const restart = async () => {
    const { below } = await readLiveWatermark(db);
    next = below;
    for (const id of held.keys()) if (id < below) held.delete(id);
    await drain();
  };
  function scheduleGapCheck(delayMs: number) {
    if (gapTimer || closed) return;
    gapTimer = setTimeout(() => {
      gapTimer = null;
      serially(passGap);
    }, delayMs);
    gapTimer.unref();
  }

  await events.listen(LIVE_CHANNEL, (payload) => {
    const notice = parseNotice(payload);
    if (!notice || (next !== null && notice.i < next)) return;
    held.set(notice.i, notice);
    serially(drain);
  });
  serially(restart);
  await work;
  if (next === null) throw new Error('live events: the watermark could not be read');
  await events.listen(SESSION_CHANNEL, (payload) => {
    const userId = Number(payload);
    for (const subscriber of [...subscribers]) {
      if (!Number.isSafeInteger(userId) || subscriber.audience.userId === userId) subscriber.end();
    }
  });
  const endAll = () => {
    for (const subscriber of [...subscribers]) subscriber.end();
  };
  // Notices were missed while the listening connection was down: every stream ends (each client resumes from its
  // last id) and the hub starts again at the watermark.
  events.onResume(() => {
    endAll();
    serially(restart);
  });

  return {
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    get releasedUpTo() {
      return (next ?? 1) - 1;
    },
    endAll,
    close: () => {
      closed = true;
      if (gapTimer) clearTimeout(gapTimer);
      gapTimer = null;
      endAll();
    },
    get size() {
      return subscribers.size;
    },
    get queued() {
      return held.size;
    },
  };
}
