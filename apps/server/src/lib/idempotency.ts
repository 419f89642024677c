import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TExecutor, TTransaction } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';
import { preparedText } from './prepared-read';

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
 * Registers a write to run at the very end of the operation's transaction, after its answer is stored under the
 * Idempotency-Key: the write of a row that many operations wait on (an agent's balance), so that its lock is held
 * only until the commit that follows. Writes run in the order given; one that fails rolls everything back, the
 * stored answer with it. The answer must not depend on them.
 */
export type TAtEnd = (write: () => Promise<unknown>) => void;

/** An operation run in a transaction, with the means to put its last writes at the end. */
export type TTransactionWork<TResult> = (tx: TTransaction, atEnd: TAtEnd) => Promise<TResult>;

/** Runs `work`, then the writes it put at the end, with `beforeEnd` (storing the answer) between the two. */
async function withLastWrites<TResult>(
  tx: TTransaction,
  work: TTransactionWork<TResult>,
  beforeEnd: (result: TResult) => Promise<void>,
): Promise<TResult> {
  const last: (() => Promise<unknown>)[] = [];
  const result = await work(tx, (write) => last.push(write));
  await beforeEnd(result);
  for (const write of last) await write();
  return result;
}

// Static statements, prepared by name on PostgreSQL (lib/prepared-read.ts): every call through the API runs them (and
// the booking bench replays them).
export const CLAIM_KEY = `insert into idempotency_keys (actor_id, key, scope, request_hash) values ($1, $2, $3, $4)
  on conflict do nothing returning key`;
export const STORE_ANSWER = 'update idempotency_keys set response = $3::jsonb where actor_id = $1 and key = $2';

/**
 * Runs a money-moving operation at most once per (caller, Idempotency-Key). The key row is inserted first, in the
 * operation's own transaction: a concurrent call with the same key waits on that row (PostgreSQL's unique index;
 * PGlite runs transactions one at a time) and, once the first commits, gets its stored answer. The same key with
 * another body or operation is refused with 422. A failed operation rolls its key row back with it, so the caller
 * may retry. The answer must be plain JSON: the replay returns it from the database. The answer is stored before the
 * writes the operation put at the end (TAtEnd).
 */
export async function runIdempotent<TResult>(
  options: TIdempotencyOptions,
  operation: TTransactionWork<TResult>,
): Promise<TResult> {
  const { db, actorId, key, scope } = options;
  const hash = requestHash(scope, options.request);
  return db.transaction(async (tx) => {
    const claimed = await preparedText<{ key: string }>(tx, CLAIM_KEY, [actorId, key, scope, hash]);
    if (claimed.length === 0) {
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.actorId, actorId), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!existing || existing.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
      return existing.response as TResult;
    }
    return withLastWrites(tx, operation, async (result) => {
      await preparedText(tx, STORE_ANSWER, [actorId, key, JSON.stringify(result ?? null)]);
    });
  });
}

/**
 * Runs an operation under its Idempotency-Key when it has one (every call through the API does: the declaration
 * requires it), otherwise in a plain transaction (the demo seed, the jobs and tests calling a service directly).
 */
export function runWithOptionalKey<TResult>(
  options: Omit<TIdempotencyOptions, 'key'> & { key: string | undefined },
  operation: TTransactionWork<TResult>,
): Promise<TResult> {
  const { key } = options;
  if (key === undefined) return options.db.transaction((tx) => withLastWrites(tx, operation, async () => {}));
  return runIdempotent({ ...options, key }, operation);
}
