import type { TApiKeyScope } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TDatabaseEvents } from '../../db/database-events';
import { preparedText } from '../../lib/prepared-read';

/** The channel the api_keys table's trigger announces a key's change on (migration 0023), with the key's id. */
export const API_KEY_CHANNEL = 'frs_api_key';
/** Enough for every key of every agency; beyond it the oldest entries are dropped. */
const MAX_ENTRIES = 20_000;

/** What a request made with a key needs of it. */
export interface TCachedKey {
  id: number;
  agentId: number;
  name: string;
  scopes: readonly TApiKeyScope[];
  allowedCidrs: readonly string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export interface TApiKeyCache {
  /** The key whose secret has this SHA-256, or null for none (revoked and expired keys are returned: the caller says). */
  find(secretHash: string): Promise<TCachedKey | null>;
  /** Forgets every cached key. */
  clear(): void;
}

/**
 * Keys without a round trip, as modules/auth/session-cache.ts keeps sessions: a key's row is read once and kept in
 * the process, by its secret's hash. A change of its scopes, addresses, expiry or revocation, by any process or by
 * hand, reaches every process as a notice from the table's trigger and the process forgets that key, so a revocation
 * holds everywhere as soon as the notice arrives (well under a second). While notices may be missed (the listening
 * connection is down) the cache is not read, and it is emptied when the connection is back; a read that raced a
 * notice is not stored (`generation`). Unknown hashes are not cached: a key is created before its secret is known.
 */
export async function createApiKeyCache(db: TDatabase, events: TDatabaseEvents): Promise<TApiKeyCache> {
  const entries = new Map<string, TCachedKey>();
  let generation = 0;
  const forget = (keyId: number | null) => {
    generation += 1;
    if (keyId === null) {
      entries.clear();
      return;
    }
    for (const [hash, key] of entries) if (key.id === keyId) entries.delete(hash);
  };
  await events.listen(API_KEY_CHANNEL, (payload) => {
    const keyId = Number(payload);
    forget(Number.isSafeInteger(keyId) ? keyId : null);
  });
  events.onResume(() => forget(null));

  return {
    find: async (secretHash) => {
      const cached = events.live ? entries.get(secretHash) : undefined;
      if (cached) return cached;
      const readAt = generation;
      const key = await readKey(db, secretHash);
      if (key && events.live && readAt === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(secretHash, key);
      }
      return key;
    },
    clear: () => forget(null),
  };
}

async function readKey(db: TDatabase, secretHash: string): Promise<TCachedKey | null> {
  const [row] = await preparedText<{
    id: number;
    agent_id: number;
    name: string;
    scopes: TApiKeyScope[];
    allowed_cidrs: string[];
    expires_ms: number | null;
    revoked_ms: number | null;
  }>(
    db,
    // Instants as epoch milliseconds, which both drivers give alike (lib/prepared-read.ts).
    `select id, agent_id, name, scopes, allowed_cidrs, (extract(epoch from expires_at) * 1000)::float8 as expires_ms,
      (extract(epoch from revoked_at) * 1000)::float8 as revoked_ms from api_keys where secret_hash = $1 limit 1`,
    [secretHash],
  );
  if (!row) return null;
  const instant = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));
  return {
    id: Number(row.id),
    agentId: Number(row.agent_id),
    name: row.name,
    scopes: row.scopes,
    allowedCidrs: row.allowed_cidrs,
    expiresAt: instant(row.expires_ms),
    revokedAt: instant(row.revoked_ms),
  };
}
