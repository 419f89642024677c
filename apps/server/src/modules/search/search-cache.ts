import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDatabaseEvents } from '../../db/database-events';
import { recordCacheLookup } from '../../lib/metrics';

/**
 * The answers of flight, hotel and package searches, kept per question until something they read changes
 * (README.md "The search cache"). Each answer is filed under tags that name what it read (a route and its
 * departure days, a hotel's or a city's nights, the offers' routes and hotels, and its line's reference data);
 * migration 0026's triggers announce every change on the channel `frs_search` as such a tag, at commit, from any
 * process, and the cache drops the answers filed under it. Time alone (a sale closing by its time limit, today's date)
 * changes no row: the question includes today, and no answer is kept longer than `maxAgeMs`.
 */

/** The channel of migration 0026's notices. */
export const SEARCH_CHANNEL = 'frs_search';

/** The longest a barrier is waited for (see ownWrite); then everything is dropped instead. */
export const BARRIER_TIMEOUT_MS = 2_000;

export type TSearchLine = 'flight' | 'hotel' | 'package';

export interface TSearchCacheOptions {
  /** The oldest answer served, in ms (SEARCH_CACHE_MS); 0 turns the cache off. */
  maxAgeMs: number;
  /** The most answers kept (SEARCH_CACHE_ENTRIES); the least recently used goes first. */
  maxEntries: number;
  /** Sends a tag on SEARCH_CHANNEL through the database (a barrier after this process's own writes). */
  announce?: (tag: string) => Promise<unknown>;
  /** The clock (tests move it). */
  now?: () => number;
}

/** An answer as the route sends it: its JSON and its entity tag. */
export interface TSearchAnswer {
  json: string;
  etag: string;
  /** Answered from memory (sent as `X-Search-Cache: hit`, else `miss`: the look-to-book bench counts them). */
  hit?: boolean;
}

/** What a computed answer read: its JSON, and the tags it is filed under. */
export interface TComputedAnswer {
  json: string;
  tags: readonly string[];
}

export interface TSearchQuestion {
  line: TSearchLine;
  /** The question in full: the line, today, what the caller pays and may see, the input. */
  key: string;
  /** Who asks (the user id of a token or a key's agent). */
  userId: number;
}

export interface TSearchCache {
  /** The question's answer, from memory when a valid one is kept, else computed (and kept unless stale). */
  answer(question: TSearchQuestion, compute: () => Promise<TComputedAnswer>): Promise<TSearchAnswer>;
  /** Drops the answers a notice's tag covers. */
  invalidate(tag: string): void;
  /** Drops every answer. */
  clear(): void;
  /**
   * This process has just committed a write: until the notices of that commit are in (a barrier notice sent after it
   * has come back), searches here are computed afresh rather than answered from memory.
   */
  ownWrite(): void;
  readonly size: number;
}

interface TEntry {
  answer: TSearchAnswer;
  tags: readonly string[];
  storedAt: number;
}

/**
 * Whether a notice's tag covers an answer's tag: `*` everything; `x:*` every tag under `x` (and `x` itself); else the
 * same tag or one the notice names more precisely (`r:1:2` is covered by `r:1:2:2026-12-01`).
 */
export function covers(notice: string, tag: string): boolean {
  if (notice.endsWith('*')) {
    const prefix = notice.slice(0, -1);
    return tag.startsWith(prefix) || `${tag}:` === prefix;
  }
  return tag === notice || notice.startsWith(`${tag}:`);
}

/** The tags a notice covers exactly: itself and each shorter prefix (`r:1:2:d` → `r:1:2:d`, `r:1:2`, `r:1`, `r`). */
function prefixesOf(notice: string): string[] {
  const parts = notice.split(':');
  return parts.map((_, index) => parts.slice(0, parts.length - index).join(':'));
}

/** A strong entity tag of an answer's bytes. */
export function entityTagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/** The one place a lookup is counted (hit or miss, per line: caches `flight-search`, `hotel-search` …). */
function recordLookup(line: TSearchLine, hit: boolean): void {
  recordCacheLookup(`${line}-search`, hit);
}

/**
 * A cache over the database's notices. Races: an answer is computed from a snapshot read after `generation` was noted;
 * if a notice covering one of its tags arrived meanwhile (its change may have committed after the snapshot), the
 * answer is sent but not kept. Identical questions asked together share one computation only while no notice arrived
 * since it started. While the listening connection is down (notices may be missed) nothing is read from memory or
 * kept, and everything is dropped when it is back.
 */
export function createSearchCache(events: TDatabaseEvents | null, options: TSearchCacheOptions): TSearchCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, TEntry>();
  const index = new Map<string, Set<string>>();
  const inFlight = new Map<string, { generation: number; answer: Promise<TSearchAnswer> }>();
  /** Barriers sent and not yet back, with the time each was sent. */
  const barriers = new Map<string, number>();
  const barrierPrefix = `sync:${process.pid}:${Math.random().toString(36).slice(2)}:`;
  let barrierCount = 0;
  let generation = 0;
  /** Notices since the oldest computation still running started: checked before an answer is kept. */
  const recent: { generation: number; tag: string }[] = [];
  const running = new Map<number, number>();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = index.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) index.delete(tag);
    }
  };

  const clear = () => {
    generation += 1;
    if (running.size > 0) recent.push({ generation, tag: '*' });
    entries.clear();
    index.clear();
    inFlight.clear();
  };

  const invalidate = (tag: string) => {
    if (tag.startsWith('sync:')) {
      barriers.delete(tag);
      return;
    }
    generation += 1;
    if (running.size > 0) recent.push({ generation, tag });
    if (tag.endsWith('*')) {
      for (const [filed, keys] of index) if (covers(tag, filed)) for (const key of [...keys]) remove(key);
    } else {
      for (const filed of prefixesOf(tag)) for (const key of [...(index.get(filed) ?? [])]) remove(key);
    }
  };

  const store = (key: string, answer: TSearchAnswer, tags: readonly string[]) => {
    remove(key);
    while (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      remove(oldest.value);
    }
    entries.set(key, { answer, tags, storedAt: now() });
    for (const tag of tags) {
      let keys = index.get(tag);
      if (!keys) index.set(tag, (keys = new Set()));
      keys.add(key);
    }
  };

  /** Whether a notice since `since` covers one of the tags. */
  const changedSince = (since: number, tags: readonly string[]) =>
    recent.some((notice) => notice.generation > since && tags.some((tag) => covers(notice.tag, tag)));

  const compute = async (
    question: TSearchQuestion,
    run: () => Promise<TComputedAnswer>,
    keep: boolean,
  ): Promise<TSearchAnswer> => {
    const started = generation;
    running.set(started, (running.get(started) ?? 0) + 1);
    try {
      const { json, tags } = await run();
      const answer = { json, etag: entityTagOf(json) };
      if (keep && (events?.live ?? true) && !changedSince(started, tags)) store(question.key, answer, tags);
      return answer;
    } finally {
      const left = (running.get(started) ?? 1) - 1;
      if (left > 0) running.set(started, left);
      else running.delete(started);
      // Notices older than every running computation are no longer needed.
      const oldest = Math.min(...running.keys());
      while (recent.length > 0 && recent[0]!.generation <= oldest) recent.shift();
    }
  };

  if (events) {
    void events.listen(SEARCH_CHANNEL, (tag) => invalidate(tag));
    events.onResume(clear);
  }

  return {
    get size() {
      return entries.size;
    },
    invalidate,
    clear,
    ownWrite: () => {
      if (options.maxAgeMs <= 0 || !options.announce) return;
      const tag = `${barrierPrefix}${(barrierCount += 1)}`;
      barriers.set(tag, now());
      // Sent after the write's commit, so it comes back after that commit's notices (notices arrive in commit order).
      options.announce(tag).catch(() => {
        barriers.delete(tag);
        clear();
      });
    },
    answer: async (question, run) => {
      if (options.maxAgeMs <= 0) return compute(question, run, false);
      for (const [tag, sentAt] of barriers) {
        if (sentAt + BARRIER_TIMEOUT_MS > now()) break;
        // A barrier that never came back: notices may be missing, so nothing kept is trusted.
        barriers.delete(tag);
        clear();
      }
      const fresh = barriers.size > 0;
      const live = events?.live ?? true;
      if (live && !fresh) {
        const entry = entries.get(question.key);
        if (entry && entry.storedAt + options.maxAgeMs > now()) {
          // Most recently used last: the oldest in the map is the first evicted.
          entries.delete(question.key);
          entries.set(question.key, entry);
          recordLookup(question.line, true);
          return { ...entry.answer, hit: true };
        }
        if (entry) remove(question.key);
        const shared = inFlight.get(question.key);
        if (shared && shared.generation === generation) {
          recordLookup(question.line, true);
          return { ...(await shared.answer), hit: true };
        }
      }
      recordLookup(question.line, false);
      const answer = compute(question, run, live);
      if (live && !fresh) {
        const started = { generation, answer };
        inFlight.set(question.key, started);
        void answer
          .catch(() => {})
          .finally(() => {
            if (inFlight.get(question.key) === started) inFlight.delete(question.key);
          });
      }
      return answer;
    },
  };
}

/** Whether an If-None-Match header names the entity tag (or is `*`); weak tags compare by their value. */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const value = item.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

const answeredBySearch = new WeakSet<FastifyRequest>();

/**
 * Sends a search answer: its JSON (already the checked JSON of the line's response: a string payload skips the
 * serializer), `ETag`, and `Cache-Control: private, no-cache` (a browser may keep it, and asks again every time with
 * If-None-Match); 304 Not Modified without a body when the client already holds these bytes.
 */
export function sendSearchAnswer(request: FastifyRequest, reply: FastifyReply, answer: TSearchAnswer): FastifyReply {
  answeredBySearch.add(request);
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header('x-search-cache', answer.hit ? 'hit' : 'miss');
  if (matchesEntityTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

/**
 * After a successful write answered by this process (any method but GET/HEAD/OPTIONS, by a signed-in caller, not a
 * search), its notices may not have come back from the database yet: the next searches here must not be answered
 * from before it, whoever asks (ownWrite). Registered as an onSend hook on the root app.
 */
export function ownWriteHook(cache: TSearchCache) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    const method = request.method;
    if (
      reply.statusCode < 400 &&
      method !== 'GET' &&
      method !== 'HEAD' &&
      method !== 'OPTIONS' &&
      request.actor &&
      !answeredBySearch.has(request)
    ) {
      cache.ownWrite();
    }
    done(null, payload);
  };
}
