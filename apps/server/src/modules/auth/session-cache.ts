import type { TDatabase } from '../../db/database';
import type { TDatabaseEvents } from '../../db/database-events';
import { recordCacheLookup } from '../../lib/metrics';
import { findSessionUser, type TSessionUser } from './session';

/** The channel the users table's trigger announces a session change on (migration 0014), with the user's id. */
export const SESSION_CHANNEL = 'frs_session';
/** Enough for every active user of an agency; beyond it the oldest entries are dropped. */
const MAX_ENTRIES = 20_000;

export interface TSessionCache {
  /** The user behind a token if its version is current and the account may log in; null otherwise. */
  find(userId: number, tokenVersion: number): Promise<TSessionUser | null>;
  /** The user if the account may log in, whatever its token version (an API key's agent: issue 33); null otherwise. */
  user(userId: number): Promise<TSessionUser | null>;
  /** Forgets every cached session (after this process committed a change to one). */
  clear(): void;
}

/**
 * Sessions without a round trip: what the session check reads of a user (token version, role, groups, and that the
 * account is approved) is kept in the process. Any change of those columns, by any process or by hand, reaches
 * every process as a notice from the users table's trigger, and the process forgets that user. While notices may
 * be missed (the listening connection is down) the cache is not read, and it is emptied when the connection is back.
 *
 * A read that started before a notice arrived could bring back the value the notice made stale, so it is stored only
 * if no notice arrived meanwhile (`generation`).
 */
export async function createSessionCache(db: TDatabase, events: TDatabaseEvents): Promise<TSessionCache> {
  const entries = new Map<number, TSessionUser & { tokenVersion: number }>();
  let generation = 0;
  const forget = (userId: number | null) => {
    generation += 1;
    if (userId === null) entries.clear();
    else entries.delete(userId);
  };
  await events.listen(SESSION_CHANNEL, (payload) => {
    const userId = Number(payload);
    forget(Number.isSafeInteger(userId) ? userId : null);
  });
  events.onResume(() => forget(null));

  const lookup = async (userId: number) => {
    const cached = events.live ? entries.get(userId) : undefined;
    recordCacheLookup('session', cached !== undefined);
    if (cached) return cached;
    const readAt = generation;
    const user = await findSessionUser(db, userId);
    if (user && events.live && readAt === generation) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as number);
      entries.set(userId, user);
    }
    return user ?? null;
  };

  return {
    find: async (userId, tokenVersion) => {
      const user = await lookup(userId);
      return user && user.tokenVersion === tokenVersion ? user : null;
    },
    user: lookup,
    clear: () => forget(null),
  };
}
