import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, eq, gt, lte, min, or } from 'drizzle-orm';
import { LAST_EVENT_ID_HEADER } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { liveEvents } from '../../db/schema';
import type { TLiveAudience, TLiveEventRow, TLiveHub } from './live-hub';
import { readLiveWatermark } from './watermark';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream (it is not polling). */
export const HEARTBEAT_MS = 25_000;
/** More missed events than this are not replayed: the client is told to refetch what it shows (`reset`). */
export const MAX_REPLAY = 1_000;
/** A client that reads slower than this much queued output is dropped; it reconnects and resumes. */
const MAX_QUEUED_BYTES = 1 << 20;
/** setTimeout's limit (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** The last event id a reconnecting client sends: a decimal id, null when absent, or `invalid`. */
export function parseLastEventId(header: string | string[] | undefined): number | null | 'invalid' {
  if (header === undefined || header === '') return null;
  const value = Array.isArray(header) ? header[0]! : header;
  if (!/^\d{1,15}$/.test(value)) return 'invalid';
  return Number(value);
}

/** One SSE message; the data is one line of JSON (JSON.stringify escapes line breaks). */
export function sseMessage(id: number, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function visibleCondition(audience: TLiveAudience) {
  return or(
    eq(liveEvents.userId, audience.userId),
    audience.staff ? eq(liveEvents.toStaff, true) : eq(liveEvents.toAgents, true),
  );
}

interface TStart {
  /** Where the stream starts: every event up to it is sent (replayed) or not the caller's. */
  position: number;
  /** What to send first: the missed events, or a reset. */
  replay: TLiveEventRow[] | 'reset';
}

/**
 * What a client that saw `lastId` missed, up to `releasedUpTo`: where the hub was when the stream subscribed (every
 * event up to it released, every later one to come through the hub, in id order). Those events are all final, so a
 * snapshot taken now sees every one that committed. A client that saw an id above it (released by another process's
 * hub first) starts there: it saw everything up to its id. A reset when the id is older than the oldest kept (pruned
 * meanwhile) or was never handed out (another database), or when there is too much to replay.
 */
async function startOf(
  db: TDatabase,
  audience: TLiveAudience,
  lastId: number | null | 'invalid',
  releasedUpTo: number,
): Promise<TStart> {
  if (lastId === null) return { position: releasedUpTo, replay: [] };
  const { nextId } = await readLiveWatermark(db);
  return db.transaction(
    async (tx) => {
      const [bounds] = await tx.select({ oldest: min(liveEvents.id) }).from(liveEvents);
      const oldest = Number(bounds?.oldest ?? 0);
      if (lastId === 'invalid' || lastId >= nextId || (bounds?.oldest != null && lastId < oldest - 1)) {
        return { position: releasedUpTo, replay: 'reset' };
      }
      if (lastId >= releasedUpTo) return { position: lastId, replay: [] };
      const rows = await tx
        .select()
        .from(liveEvents)
        .where(and(gt(liveEvents.id, lastId), lte(liveEvents.id, releasedUpTo), visibleCondition(audience)))
        .orderBy(asc(liveEvents.id))
        .limit(MAX_REPLAY + 1);
      return { position: releasedUpTo, replay: rows.length > MAX_REPLAY ? 'reset' : rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export interface TLiveStreamOptions {
  db: TDatabase;
  hub: TLiveHub;
  audience: TLiveAudience;
  /** When the caller's token expires (ms since the epoch): the stream ends then, and the client signs in again. */
  expiresAt: number | null;
  heartbeatMs?: number;
  onError: (error: unknown) => void;
}

/**
 * Answers GET /api/events: the caller's live events as Server-Sent Events, written straight to the socket (the reply
 * is hijacked, so neither the compression plugin nor any onSend hook buffers it).
 *
 * No gap and no duplicate on a resume: the stream subscribes to the hub first and buffers what arrives, then reads
 * what the client missed (`startOf`), sends it, and then the buffered events after that position, then the live ones.
 */
export async function openLiveStream(request: FastifyRequest, reply: FastifyReply, options: TLiveStreamOptions) {
  const { db, hub, audience } = options;
  const lastId = parseLastEventId(request.headers[LAST_EVENT_ID_HEADER]);
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx buffers proxied answers unless told not to (docs/OPERATIONS.md).
    'x-accel-buffering': 'no',
  });
  raw.write(': live\n\n');

  let ended = false;
  let buffer: TLiveEventRow[] | null = [];
  let sentUpTo = 0;
  const timers: NodeJS.Timeout[] = [];
  const send = (text: string) => {
    if (ended) return;
    raw.write(text);
    if (raw.writableLength > MAX_QUEUED_BYTES) end();
  };
  const deliver = (event: TLiveEventRow) => {
    if (event.id <= sentUpTo) return;
    sentUpTo = event.id;
    send(sseMessage(event.id, event.kind, event.payload));
  };
  const subscriber = {
    audience,
    deliver: (event: TLiveEventRow) => {
      if (buffer) buffer.push(event);
      else deliver(event);
    },
    end: () => end(),
  };
  const unsubscribe = hub.subscribe(subscriber);
  // Read at once with the subscription: the events after it reach the buffer.
  const releasedUpTo = hub.releasedUpTo;
  function end() {
    if (ended) return;
    ended = true;
    unsubscribe();
    for (const timer of timers) clearInterval(timer);
    if (!raw.writableEnded) raw.end();
  }
  raw.on('close', end);

  const heartbeat = setInterval(() => send(': keep-alive\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  timers.push(heartbeat);
  if (options.expiresAt !== null) {
    const expiry = setTimeout(end, Math.min(Math.max(options.expiresAt - Date.now(), 0), MAX_TIMER_MS));
    expiry.unref();
    timers.push(expiry);
  }

  try {
    const start = await startOf(db, audience, lastId, releasedUpTo);
    if (start.replay === 'reset') {
      sentUpTo = start.position;
      send(sseMessage(start.position, 'reset', {}));
    } else {
      for (const event of start.replay) deliver(event);
      sentUpTo = start.position;
      send(sseMessage(start.position, 'ready', {}));
    }
    const buffered = buffer;
    buffer = null;
    for (const event of buffered) deliver(event);
  } catch (error) {
    // The database away: the client retries with its last id.
    options.onError(error);
    end();
  }
}
