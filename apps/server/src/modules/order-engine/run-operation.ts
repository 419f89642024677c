import type { TExecutor } from '../../db/database';
import { runWithOptionalKey, type TAtEnd } from '../../lib/idempotency';
import type { TActor } from '../../lib/actor';
import { lockOrder } from './order-lock';
import type { TOrderWithPeople } from './order-row';
import type { TOrderProductLine } from './product-line';

/**
 * The one way an order operation runs: under its Idempotency-Key when it has one (every call through the API does;
 * a replay answers the stored result), in one transaction, on the order locked and checked against the line's
 * table and actor rules. An operation file is then its business logic alone.
 */

/** What every operation is called with. */
export interface TOperationCall {
  db: TExecutor;
  actor: TActor;
  /** The Idempotency-Key header; the demo seed, the jobs and tests calling a service directly may go without. */
  idempotencyKey?: string;
  /** The operation's clock (tests set it). */
  now?: Date;
}

/** An operation on one order. */
export interface TOrderCall extends TOperationCall {
  orderId: number;
}

/** An operation on one order with a request body. */
export interface TOrderInputCall<TInput> extends TOrderCall {
  input: TInput;
}

/** What an operation's logic receives. */
export interface TOperationContext<TDetails> {
  tx: TExecutor;
  actor: TActor;
  /** The order, locked, with the line's details. */
  locked: TDetails;
  now: Date;
  /**
   * Puts a write at the very end of the transaction, after the answer is stored: the shared rows (a class's seats,
   * then the agent's balance: `chargePayable`), so that their locks are held only until the commit that follows.
   */
  atEnd: TAtEnd;
}

export interface TOperationRun<TOperation extends string> {
  orderId: number;
  operation: TOperation;
  /** The Idempotency-Key's scope: the operation and its target, e.g. `orders.refund:42`. */
  scope: string;
  /** What a replay must repeat to be one (the request body; default: nothing). */
  request?: unknown;
}

/** Runs an operation on an existing order: key, transaction, lock, checks, then `logic`. */
export async function runOrderOperation<TDetails extends TOrderWithPeople, TOperation extends string, TResult>(
  line: TOrderProductLine<TDetails, TOperation>,
  call: TOperationCall,
  run: TOperationRun<TOperation>,
  logic: (context: TOperationContext<TDetails>) => Promise<TResult>,
): Promise<TResult> {
  const { actor } = call;
  const now = call.now ?? new Date();
  return inOrderTransaction(call, run.scope, run.request ?? {}, async (tx, atEnd) => {
    const locked = await lockOrder(tx, line, actor, run.orderId, run.operation);
    return logic({ tx, actor, locked, now, atEnd });
  });
}

/**
 * Runs the transaction of an operation under its Idempotency-Key when it has one: what creates an order (there is
 * nothing to lock yet), or what must read before it knows its order (runOrderOperation for the rest).
 */
export function inOrderTransaction<TResult>(
  call: TOperationCall,
  scope: string,
  request: unknown,
  logic: (tx: TExecutor, atEnd: TAtEnd) => Promise<TResult>,
): Promise<TResult> {
  const { db, actor, idempotencyKey } = call;
  return runWithOptionalKey({ db, actorId: actor.userId, key: idempotencyKey, scope, request }, logic);
}
