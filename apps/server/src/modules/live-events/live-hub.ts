import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database';
import type { TDatabaseEvents } from '../../db/database-events';
import { liveEvents } from '../../db/schema';
import { recordLiveDeliveries } from '../../lib/metrics';
import { SESSION_CHANNEL } from '../auth';

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
  /** Ends every stream (server close). */
  endAll(): void;
  readonly size: number;
  /** Notices received and waiting behind one whose row is being read (the metrics' live backlog). */
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

/**
 * The process's one listener on the live channel, fanning each event out to the open streams that may see it. The
 * database delivers notices in commit order, which is the events' id order; an event whose payload did not fit in
 * its notice is read from the table, and the ones after it wait, so the order holds.
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
  // Only while a notice without its payload is being read: the notices behind it queue here.
  let pending: Promise<void> | null = null;
  let queued = 0;

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
  const readRow = async (notice: TNotice) => {
    const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, notice.i));
    if (row) fanOut(row);
  };
  const handle = (notice: TNotice) => {
    if (notice.p === undefined) return readRow(notice).catch(onError);
    fanOut({
      id: notice.i,
      userId: notice.u,
      toStaff: notice.s,
      toAgents: notice.a,
      kind: notice.k,
      payload: notice.p,
    });
    return undefined;
  };

  await events.listen(LIVE_CHANNEL, (payload) => {
    const notice = parseNotice(payload);
    if (!notice || subscribers.size === 0) return;
    if (pending) {
      queued += 1;
      const next: Promise<void> = pending
        .then(() => {
          queued -= 1;
          return handle(notice);
        })
        .finally(() => {
          if (pending === next) pending = null;
        });
      pending = next;
      return;
    }
    const reading = handle(notice);
    if (reading) {
      const next: Promise<void> = reading.finally(() => {
        if (pending === next) pending = null;
      });
      pending = next;
    }
  });
  await events.listen(SESSION_CHANNEL, (payload) => {
    const userId = Number(payload);
    for (const subscriber of [...subscribers]) {
      if (!Number.isSafeInteger(userId) || subscriber.audience.userId === userId) subscriber.end();
    }
  });
  const endAll = () => {
    for (const subscriber of [...subscribers]) subscriber.end();
  };
  events.onResume(endAll);

  return {
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    endAll,
    get size() {
      return subscribers.size;
    },
    get queued() {
      return queued;
    },
  };
}
