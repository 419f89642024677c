import type { TDatabase } from '../../db/database';
import type { TDatabaseEvents } from '../../db/database-events';
import { AppError } from '../../lib/app-error';
import { addressCheckOf, type TAddressCheck } from './address-list';
import { secretHashOf } from './api-keys-service';
import { createCallLog, type TKeyCall } from './call-log';
import { createApiKeyCache, type TCachedKey } from './key-cache';
import { createKeyRateLimiter, type TCallClass, type TKeyRates, type TRateDecision } from './rate-limit';

/**
 * Everything a request made with a key meets before its handler (plugins/auth.ts and lib/endpoint-route.ts call it):
 * the key by its secret's hash (the cache), its state and client address; its rate limit; and, after the answer, its
 * call log.
 */
export interface TKeyGate {
  /**
   * The key of a secret, if it works: 401 API_KEY_INVALID for an unknown, revoked or expired key, 403
   * API_KEY_ADDRESS from an address outside its list. The caller checks the key's agent may log in.
   */
  check(secret: string, clientAddress: string, now?: Date): Promise<TCachedKey>;
  /** Takes one call of the class from the key's bucket (per process). */
  take(keyId: number, kind: TCallClass): TRateDecision;
  /** Logs a call (written within about a second). */
  record(call: TKeyCall): void;
  /** Forgets every cached key (after this process committed a change to one: its next request sees it at once). */
  clearCache(): void;
  /** Writes the calls logged so far (tests; the app's close). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export async function createKeyGate(options: {
  db: TDatabase;
  events: TDatabaseEvents;
  rates: TKeyRates;
  onError: (error: unknown) => void;
}): Promise<TKeyGate> {
  const cache = await createApiKeyCache(options.db, options.events);
  const limiter = createKeyRateLimiter(options.rates);
  const calls = createCallLog(options.db, options.onError);
  // Built once per cached key object: a key changed is a new object, so its check is rebuilt with it.
  const addressChecks = new WeakMap<TCachedKey, TAddressCheck>();

  return {
    check: async (secret, clientAddress, now = new Date()) => {
      const key = await cache.find(secretHashOf(secret));
      if (!key || key.revokedAt || (key.expiresAt && key.expiresAt.getTime() <= now.getTime())) {
        throw new AppError(401, 'API_KEY_INVALID');
      }
      let allows = addressChecks.get(key);
      if (!allows) {
        allows = addressCheckOf(key.allowedCidrs);
        addressChecks.set(key, allows);
      }
      if (!allows(clientAddress)) throw new AppError(403, 'API_KEY_ADDRESS');
      return key;
    },
    take: (keyId, kind) => limiter.take(keyId, kind),
    clearCache: () => cache.clear(),
    record: (call) => calls.record(call),
    flush: () => calls.flush(),
    close: () => calls.close(),
  };
}
