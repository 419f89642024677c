import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  errorMessage,
  fieldMessage,
  LANGUAGES,
  parseRuleMessage,
  type TDisruptionOrderResult,
  type TLanguage,
  type TMultilingualText,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { flightDisruptionBatches, idempotencyKeys, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TActor } from '../../lib/actor';
import { recordHistory } from '../../lib/history';
import { requestHash } from '../../lib/idempotency';

/**
 * A disruption batch: one audited operation over many orders, each order its own transaction. The batch row is
 * claimed under the caller's Idempotency-Key; once the batch is done its result is stored there and a replay answers
 * it. A batch cut off half-way has no result yet: a replay runs it again, and each order's operation runs under a key
 * derived from the batch's (`orderKey`), so an order done the first time answers its stored result and is not done
 * twice.
 */

export type TDisruptionAction = 'notify' | 'move' | 'refund';

/** What a batch's work receives: its id, and the Idempotency-Key of each order's operation (none without a key). */
export interface TBatchRun {
  batchId: number;
  orderKey: (part: number | string) => string | undefined;
}

export async function runDisruptionBatch<TResult extends object>(
  options: {
    db: TDatabase;
    actor: TActor;
    flightId: number;
    action: TDisruptionAction;
    idempotencyKey: string | undefined;
    request: unknown;
    /** What the history row of the batch keeps of its result. */
    summary: (result: NoInfer<TResult>) => Record<string, unknown>;
    /** Refuses a new batch as a whole before it is claimed (a replay of a finished batch answers its result). */
    before?: () => Promise<void>;
  },
  work: (run: TBatchRun) => Promise<TResult>,
): Promise<NoInfer<TResult> & { batchId: number }> {
  const { db, actor, flightId, action } = options;
  const key = options.idempotencyKey ?? `internal:${crypto.randomUUID()}`;
  const hash = requestHash(`flights.disruption.${action}:${flightId}`, options.request);
  const findBatch = async () => {
    const [existing] = await db
      .select()
      .from(flightDisruptionBatches)
      .where(and(eq(flightDisruptionBatches.actorId, actor.userId), eq(flightDisruptionBatches.idempotencyKey, key)));
    if (existing && existing.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
    return existing;
  };
  let existing = await findBatch();
  if (existing?.result) return existing.result as TResult & { batchId: number };
  // A new batch is checked as a whole first (a refund when the change is material for none of its orders).
  if (!existing) await options.before?.();
  const [claimed] = existing
    ? []
    : await db
        .insert(flightDisruptionBatches)
        .values({
          flightId,
          action,
          actorId: actor.userId,
          idempotencyKey: key,
          requestHash: hash,
          request: options.request,
        })
        .onConflictDoNothing()
        .returning({ id: flightDisruptionBatches.id });
  let batchId = claimed?.id;
  if (batchId === undefined) {
    // Claimed by a concurrent call with the same key, or cut off before its result: run it (again).
    existing ??= await findBatch();
    if (!existing) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
    if (existing.result !== null) return existing.result as TResult & { batchId: number };
    batchId = existing.id;
  }
  // Per-order keys: short and fixed-length whatever the caller's key, distinct per batch and order.
  const base = createHash('sha256').update(`${actor.userId}\n${key}`).digest('hex').slice(0, 32);
  const orderKey = (part: number | string) =>
    options.idempotencyKey === undefined ? undefined : `disruption.${action}:${base}:${part}`;
  const id = batchId;
  const result = { ...(await work({ batchId: id, orderKey })), batchId: id };
  await db.transaction(async (tx) => {
    await tx
      .update(flightDisruptionBatches)
      .set({ result, completedAt: new Date() })
      .where(eq(flightDisruptionBatches.id, id));
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'flight',
      entityId: flightId,
      action: `disruption-${action}` as const,
      newValues: { batchId: id, ...options.summary(result) },
    });
  });
  return result;
}

/** An order's failure in a batch: its code and message in each language (the result is stored and replayed). */
export function failureOf(orderId: number, pnr: string, error: unknown): TDisruptionOrderResult {
  if (!(error instanceof AppError)) throw error;
  const text = (language: TLanguage) => {
    const message = errorMessage(error.code, language, error.details?.params);
    const field = Object.values(error.fieldErrors ?? {})[0];
    if (field === undefined) return message;
    const rule = parseRuleMessage(field);
    return `${message}: ${rule ? fieldMessage(rule.code, language, rule.limit) : field}`;
  };
  const message = Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as TMultilingualText;
  return { orderId, pnr, outcome: 'failed', code: error.code, message };
}

/** A failure of an order the batch refuses itself (not affected, a package to move). */
export function refusal(
  orderId: number,
  pnr: string,
  code: 'DISRUPTION_PACKAGE_NOT_MOVED' | 'DISRUPTION_ORDER_NOT_AFFECTED',
) {
  return failureOf(orderId, pnr, new AppError(409, code));
}

/** The change is not material for the order (affected-orders.ts materialChangeOf): no refund without penalty. */
export function notMaterial(minutes: number): AppError {
  return new AppError(409, 'DISRUPTION_NOT_MATERIAL', undefined, undefined, { params: { minutes: String(minutes) } });
}

/** The answer an order's operation stored under its key, if it ran (a batch cut off after that order). */
export async function storedAnswer<TAnswer>(db: TDatabase, actor: TActor, key: string | undefined) {
  if (key === undefined) return null;
  const [row] = await db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.actorId, actor.userId), eq(idempotencyKeys.key, key)));
  return (row?.response ?? null) as TAnswer | null;
}

/** The PNR of an order the batch found no active booking of on the flight ('' for an id of no order). */
export async function pnrOf(db: TDatabase, orderId: number): Promise<string> {
  const [row] = await db.select({ pnr: orders.pnr }).from(orders).where(eq(orders.id, orderId));
  return row?.pnr ?? '';
}
