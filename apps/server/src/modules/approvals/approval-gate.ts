import { and, eq } from 'drizzle-orm';
import {
  APPROVAL_ACCOUNT_KINDS,
  APPROVAL_DISCOUNT_KINDS,
  type TApprovalKind,
  type TPendingApproval,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { approvalRequests, orders, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import { requestHash } from '../../lib/idempotency';
import type { TActor } from '../../lib/actor';
import { approvalView } from './approval-view';
import { noticeApprovers } from './approval-notices';
import { readApprovalSettings } from './approval-settings';

/**
 * Four-eyes approval's gate (issue 19). An operation that may need a second staff member's approval runs through
 * here: it is first run for real inside a savepoint, which both checks it (a call that would fail answers its error
 * and nothing is held) and measures what it does; if it needs approval (always for balance and credit changes; above
 * the Super Admin's threshold for discounts and refunds), the savepoint is rolled back, so that nothing moves, and the
 * request is stored with its input, to run again when approved (approval-decisions.ts). Otherwise it stays done.
 */

/** What a held operation changes: an agent's balance or credit, or an order. */
export type TApprovalTarget = { agentId: number; orderId?: never } | { orderId: number; agentId?: never };

export interface THoldCall<TResult> {
  db: TDatabase;
  actor: TActor;
  idempotencyKey: string;
  kind: TApprovalKind;
  target: TApprovalTarget;
  /** The operation's input as its endpoint validated it: stored, and run with on approval. */
  input: unknown;
  /** The disrupted flight a disruption refund names (shown with the request). */
  flightId?: number;
  /** Runs the operation (under the call's Idempotency-Key) on the given executor. */
  run: (executor: TExecutor) => Promise<TResult>;
}

export type THeldAnswer<TResult> = (TResult & { outcome: 'done' }) | TPendingApproval;

/** What the operation changes, read (and locked) before it runs and again after it. */
interface TState {
  agentId: number | null;
  orderId: number | null;
  balance: number | null;
  creditLimit: number | null;
  payable: number | null;
  paid: number | null;
  /** The order's discount and what its refunds gave back, each since it was sold. */
  discount: number | null;
  refunded: number | null;
}

async function stateOf(tx: TExecutor, target: TApprovalTarget): Promise<TState | null> {
  const none = { payable: null, paid: null, discount: null, refunded: null };
  if (target.agentId !== undefined) {
    const [user] = await tx
      .select({ balance: users.balance, creditLimit: users.creditLimit })
      .from(users)
      .where(eq(users.id, target.agentId))
      .limit(1)
      .for('update');
    if (!user) return null;
    return { agentId: target.agentId, orderId: null, ...user, ...none };
  }
  const [order] = await tx
    .select({
      agentId: orders.agentId,
      payable: orders.payable,
      paid: orders.paid,
      discount: orders.discount,
      refunded: orders.refunded,
    })
    .from(orders)
    .where(eq(orders.id, target.orderId))
    .limit(1)
    .for('update');
  if (!order) return null;
  return { ...order, orderId: target.orderId, balance: null, creditLimit: null };
}

/**
 * The measure of a change (minor units of AMD): what this call does, the order's discounts or refunds together since
 * it was sold (this call included; what the threshold is compared with, so that small steps cannot add up past it
 * unseen), and its before → after, as the list shows them.
 */
interface TMeasure {
  amount: number;
  cumulativeAmount: number | null;
  oldValue: number | null;
  newValue: number | null;
}

function measureOf(kind: TApprovalKind, before: TState, after: TState): TMeasure {
  switch (kind) {
    case 'useBalance':
      return {
        amount: after.balance! - before.balance!,
        cumulativeAmount: null,
        oldValue: before.balance,
        newValue: after.balance,
      };
    case 'creditLimit':
      return {
        amount: after.creditLimit! - before.creditLimit!,
        cumulativeAmount: null,
        oldValue: before.creditLimit,
        newValue: after.creditLimit,
      };
    case 'flightDiscount': {
      // A price edit: the absolute change of the order's price. Together: the order's discount after it (an order is
      // sold without one), unless the call lowers the discount, which gives nothing away and counts by itself.
      const amount = Math.abs(after.payable! - before.payable!);
      const cumulativeAmount = after.discount! >= before.discount! ? after.discount! : amount;
      return { amount, cumulativeAmount, oldValue: before.payable, newValue: after.payable };
    }
    default: {
      // A refund: what it gives back (what was paid on the order drops by it); together: every refund of the order.
      const amount = Math.max(0, before.paid! - after.paid!);
      return {
        amount,
        cumulativeAmount: Math.max(amount, after.refunded!),
        oldValue: before.paid,
        newValue: after.paid,
      };
    }
  }
}

/**
 * Whether a change waits for approval: balance and credit changes always; a discount or a refund when it moves money
 * and the order's discounts (or refunds) together pass the kind's threshold (null: never).
 */
export async function needsApproval(tx: TExecutor, kind: TApprovalKind, measure: TMeasure): Promise<boolean> {
  if ((APPROVAL_ACCOUNT_KINDS as readonly TApprovalKind[]).includes(kind)) return true;
  if (measure.amount === 0) return false;
  const settings = await readApprovalSettings(tx);
  const discount = (APPROVAL_DISCOUNT_KINDS as readonly TApprovalKind[]).includes(kind);
  const threshold = discount ? settings.discountThreshold : settings.refundThreshold;
  return threshold !== null && (measure.cumulativeAmount ?? measure.amount) > threshold;
}

/** Thrown inside the savepoint to roll the dry run back. */
class HeldForApproval extends Error {
  constructor(readonly measure: TMeasure) {
    super('held for approval');
  }
}

function scopeOf(kind: TApprovalKind, target: TApprovalTarget): string {
  return `approvals.${kind}:${target.agentId ?? target.orderId}`;
}

/** The stored request of the caller's Idempotency-Key, if any (a reuse for another call is a 422). */
async function requestOfKey(tx: TExecutor, actor: TActor, key: string, hash: string) {
  const [existing] = await tx
    .select({ id: approvalRequests.id, status: approvalRequests.status, requestHash: approvalRequests.requestHash })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.requesterId, actor.userId), eq(approvalRequests.idempotencyKey, key)))
    .limit(1);
  if (existing && existing.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
  return existing ?? null;
}

async function pendingAnswer(tx: TExecutor, actor: TActor, id: number): Promise<TPendingApproval> {
  const approval = await approvalView(tx, actor, id);
  if (!approval) throw new Error(`approval request ${id} vanished`);
  return { outcome: 'pendingApproval', approval };
}

/**
 * Runs the operation, or holds it for approval. One transaction: a replay of the call (same Idempotency-Key) answers
 * the same request, and a request already approved answers the operation's stored result (its own key's replay).
 */
export async function holdForApproval<TResult extends object>(call: THoldCall<TResult>): Promise<THeldAnswer<TResult>> {
  const { db, actor, idempotencyKey: key, kind, target, input } = call;
  const hash = requestHash(scopeOf(kind, target), input);
  return db.transaction(async (tx) => {
    const existing = await requestOfKey(tx, actor, key, hash);
    if (existing && existing.status !== 'approved') return pendingAnswer(tx, actor, existing.id);
    if (existing || actor.role === 'user') return { ...(await call.run(tx)), outcome: 'done' as const };

    const before = await stateOf(tx, target);
    let result: TResult | undefined;
    try {
      await tx.transaction(async (savepoint) => {
        result = await call.run(savepoint);
        // No state: the operation itself answers its 404; nothing to measure.
        const after = before ? await stateOf(savepoint, target) : null;
        if (!before || !after) return;
        const measure = measureOf(kind, before, after);
        if (await needsApproval(savepoint, kind, measure)) throw new HeldForApproval(measure);
      });
    } catch (error) {
      if (!(error instanceof HeldForApproval)) throw error;
      const id = await storeRequest(tx, { ...call, hash, state: before!, measure: error.measure });
      return pendingAnswer(tx, actor, id);
    }
    return { ...result!, outcome: 'done' as const };
  });
}

async function storeRequest(
  tx: TExecutor,
  call: THoldCall<unknown> & { hash: string; state: TState; measure: TMeasure },
): Promise<number> {
  const { actor, kind, input, state, measure } = call;
  // A concurrent first call with the same key (PostgreSQL) waits on the unique key here and then finds its request.
  const [created] = await tx
    .insert(approvalRequests)
    .values({
      kind,
      agentId: state.agentId,
      orderId: state.orderId,
      input: input as object,
      idempotencyKey: call.idempotencyKey,
      requestHash: call.hash,
      ...measure,
      flightId: call.flightId ?? null,
      requesterId: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: approvalRequests.id });
  if (!created) {
    const existing = await requestOfKey(tx, actor, call.idempotencyKey, call.hash);
    if (!existing) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
    return existing.id;
  }
  await recordHistory(tx, {
    actor: { userId: actor.userId },
    entity: 'approvalRequest',
    entityId: created.id,
    action: 'request-approval',
    oldValues: null,
    newValues: { kind, agentId: state.agentId, orderId: state.orderId, flightId: call.flightId, ...measure, input },
  });
  await noticeApprovers(tx, { requestId: created.id, requesterId: actor.userId });
  return created.id;
}
