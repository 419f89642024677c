import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TExecutor, TTransaction } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';

/** JSON with object keys sorted, so that the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(scope: string, request: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonicalJson(request)).digest('hex');
}

export interface TIdempotencyOptions {
  db: TExecutor;
  actorId: number;
  /** The Idempotency-Key header. */
  key: string;
  /** The operation and its target, e.g. `users.transfer:42`: the same key on another operation is a reuse. */
  scope: string;
  /** The request body (and anything else that must match for a replay). */
  request: unknown;
}

/**
 * Runs a money-moving operation at most once per (caller, Idempotency-Key). The key row is inserted first, in the
 * operation's own transaction: a concurrent call with the same key waits on that row (PostgreSQL's unique index;
 * PGlite runs transactions one at a time) and, once the first commits, gets its stored answer. The same key with
 * another body or operation is refused with 422. A failed operation rolls its key row back with it, so the caller
 * may retry. The answer must be plain JSON: the replay returns it from the database.
 */
export async function runIdempotent<TResult>(
  options: TIdempotencyOptions,
  operation: (tx: TTransaction) => Promise<TResult>,
): Promise<TResult> {
  const { db, actorId, key, scope } = options;
  const hash = requestHash(scope, options.request);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ actorId, key, scope, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.actorId, actorId), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!existing || existing.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
      return existing.response as TResult;
    }
    const result = await operation(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result ?? null })
      .where(and(eq(idempotencyKeys.actorId, actorId), eq(idempotencyKeys.key, key)));
    return result;
  });
}

/**
 * Runs an operation under its Idempotency-Key when it has one (every call through the API does: the declaration
 * requires it), otherwise in a plain transaction (the demo seed, the jobs and tests calling a service directly).
 */
export function runWithOptionalKey<TResult>(
  options: Omit<TIdempotencyOptions, 'key'> & { key: string | undefined },
  operation: (tx: TTransaction) => Promise<TResult>,
): Promise<TResult> {
  const { key } = options;
  if (key === undefined) return options.db.transaction(operation);
  return runIdempotent({ ...options, key }, operation);
}
