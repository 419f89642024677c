import { describe, expect, it } from 'vitest';
import type { TDatabaseEvents } from '../../db/database-events';
import { BARRIER_TIMEOUT_MS, covers, createSearchCache, matchesEntityTag, SEARCH_CHANNEL } from './search-cache';

/** Notices by hand: `send` delivers a tag as the database would; `live` and `resume` play the listening connection. */
function fakeEvents() {
  const handlers: ((payload: string) => void)[] = [];
  const resumes: (() => void)[] = [];
  const events: TDatabaseEvents & { live: boolean } = {
    live: true,
    listen: async (channel, handler) => {
      expect(channel).toBe(SEARCH_CHANNEL);
      handlers.push(handler);
    },
    onResume: (handler) => {
      resumes.push(handler);
    },
    close: async () => {},
  };
  return {
    events,
    send: (tag: string) => handlers.forEach((handler) => handler(tag)),
    resume: () => resumes.forEach((handler) => handler()),
  };
}

const question = (key: string, userId = 1) => ({ line: 'flight' as const, key, userId });

/** A computation that counts its runs and answers its run number, filed under `tags`. */
function counter(tags: string[]) {
  let runs = 0;
  const run = async () => ({ json: JSON.stringify({ run: (runs += 1) }), tags });
  return { run, runs: () => runs };
}

describe('search cache', () => {
  it('matches notices to tags: the same, a more precise notice, a prefix with *, everything with *', () => {
    expect(covers('r:1:2:2026-12-01', 'r:1:2:2026-12-01')).toBe(true);
    expect(covers('r:1:2:2026-12-01', 'r:1:2')).toBe(true);
    expect(covers('r:1:2:2026-12-01', 'r:1:2:2026-12-02')).toBe(false);
    expect(covers('r:1:2:2026-12-01', 'r:1:23')).toBe(false);
    expect(covers('r:1:2', 'r:1:2:2026-12-01')).toBe(false);
    expect(covers('n:5:*', 'n:5:2026-12-01')).toBe(true);
    expect(covers('n:5:*', 'n:5')).toBe(true);
    expect(covers('n:5:*', 'n:51:2026-12-01')).toBe(false);
    expect(covers('*', 'F')).toBe(true);
    expect(covers('F', 'H')).toBe(false);
  });

  it('keeps an answer per question until a notice covers one of its tags, and only those', async () => {
    const { events, send } = fakeEvents();
    const cache = createSearchCache(events, { maxAgeMs: 60_000, maxEntries: 100 });
    const a = counter(['F', 'r:1:2:2026-12-01', 'r:1:2:2026-12-02']);
    const b = counter(['F', 'r:3:4:2026-12-01']);
    await cache.answer(question('a'), a.run);
    await cache.answer(question('b'), b.run);
    const again = await cache.answer(question('a'), a.run);
    expect([a.runs(), JSON.parse(again.json)]).toEqual([1, { run: 1 }]);
    send('r:3:4:2026-12-02');
    send('r:1:2:2026-12-03');
    expect(cache.size).toBe(2);
    send('r:1:2:2026-12-02');
    expect(cache.size).toBe(1);
    expect(JSON.parse((await cache.answer(question('a'), a.run)).json)).toEqual({ run: 2 });
    await cache.answer(question('b'), b.run);
    expect(b.runs()).toBe(1);
    send('F');
    expect(cache.size).toBe(0);
    send('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer computed while a notice covering it arrived (its snapshot may be older)', async () => {
    const { events, send } = fakeEvents();
    const cache = createSearchCache(events, { maxAgeMs: 60_000, maxEntries: 100 });
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const pending = cache.answer(question('a'), async () => {
      await slow;
      return { json: '"old"', tags: ['r:1:2:2026-12-01'] };
    });
    send('r:1:2:2026-12-01');
    // A question asked after the notice does not join the computation started before it.
    const after = cache.answer(question('a'), async () => ({ json: '"new"', tags: ['r:1:2:2026-12-01'] }));
    release();
    expect((await pending).json).toBe('"old"');
    expect((await after).json).toBe('"new"');
    expect((await cache.answer(question('a'), async () => ({ json: '"third"', tags: [] }))).json).toBe('"new"');
    // A notice about something else leaves a running computation free to be kept.
    const other = cache.answer(question('b'), async () => {
      send('r:9:9:2026-12-01');
      return { json: '"b"', tags: ['r:1:2:2026-12-01'] };
    });
    await other;
    expect(cache.size).toBe(2);
  });

  it('shares one computation between identical questions asked together', async () => {
    const { events } = fakeEvents();
    const cache = createSearchCache(events, { maxAgeMs: 60_000, maxEntries: 100 });
    const a = counter(['F']);
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer(question('a'), a.run)));
    expect(a.runs()).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it('serves nothing older than maxAgeMs, keeps at most maxEntries (least recently used out), 0 is off', async () => {
    const { events } = fakeEvents();
    let clock = 1_000;
    const cache = createSearchCache(events, { maxAgeMs: 500, maxEntries: 2, now: () => clock });
    const a = counter(['F']);
    const b = counter(['F']);
    const c = counter(['F']);
    await cache.answer(question('a'), a.run);
    clock += 499;
    await cache.answer(question('a'), a.run);
    expect(a.runs()).toBe(1);
    clock += 1;
    await cache.answer(question('a'), a.run);
    expect(a.runs()).toBe(2);
    await cache.answer(question('b'), b.run);
    await cache.answer(question('a'), a.run);
    await cache.answer(question('c'), c.run);
    expect(cache.size).toBe(2);
    await cache.answer(question('a'), a.run);
    await cache.answer(question('b'), b.run);
    expect([a.runs(), b.runs()]).toEqual([2, 2]);
    const off = createSearchCache(events, { maxAgeMs: 0, maxEntries: 2 });
    const d = counter(['F']);
    await off.answer(question('d'), d.run);
    await off.answer(question('d'), d.run);
    expect([d.runs(), off.size]).toEqual([2, 0]);
  });

  it('answers from the database while notices may be missed, and forgets everything when they resume', async () => {
    const { events, resume } = fakeEvents();
    const cache = createSearchCache(events, { maxAgeMs: 60_000, maxEntries: 100 });
    const a = counter(['F']);
    await cache.answer(question('a'), a.run);
    events.live = false;
    await cache.answer(question('a'), a.run);
    await cache.answer(question('b'), a.run);
    expect([a.runs(), cache.size]).toEqual([3, 1]);
    events.live = true;
    resume();
    expect(cache.size).toBe(0);
  });

  it("computes searches afresh after this process's own write until its barrier notice is back", async () => {
    const { events, send } = fakeEvents();
    let clock = 0;
    const sent: string[] = [];
    const cache = createSearchCache(events, {
      maxAgeMs: 60_000,
      maxEntries: 100,
      now: () => clock,
      announce: async (tag) => sent.push(tag),
    });
    const a = counter(['F']);
    await cache.answer(question('a'), a.run);
    cache.ownWrite();
    expect(sent).toHaveLength(1);
    await cache.answer(question('a'), a.run);
    expect(a.runs()).toBe(2);
    send(sent[0]!);
    await cache.answer(question('a'), a.run);
    expect(a.runs()).toBe(2);
    // A barrier that does not come back in time: everything kept is dropped.
    cache.ownWrite();
    clock += BARRIER_TIMEOUT_MS;
    await cache.answer(question('a'), a.run);
    expect(a.runs()).toBe(3);
    await cache.answer(question('a'), a.run);
    expect(a.runs()).toBe(3);
  });

  it('compares If-None-Match with the entity tag: a list, weak, *', () => {
    expect(matchesEntityTag('"x"', '"x"')).toBe(true);
    expect(matchesEntityTag('"y", W/"x"', '"x"')).toBe(true);
    expect(matchesEntityTag('*', '"x"')).toBe(true);
    expect(matchesEntityTag('"y"', '"x"')).toBe(false);
    expect(matchesEntityTag(undefined, '"x"')).toBe(false);
  });
});
