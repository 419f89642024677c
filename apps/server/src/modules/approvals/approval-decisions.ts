import { and, eq } from 'drizzle-orm';
import { effectiveRole, type TApprovalKind, type TApprovalRequest } from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { approvalRequests, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import { runIdempotent } from '../../lib/idempotency';
import type { TActor } from '../../lib/actor';
import { noticeRequester } from './approval-notices';
import { approvalView, deciderStanding, isIndependentOf } from './approval-view';

/**
 * Deciding a held request (issue 19). Approve and reject are for another staff member than the requester, and one
 * independent of it (issue 30: not an account the requester created, nor one created after the request was made);
 * the requester may withdraw its own. Each decision is a conditional update on the pending status, so of two approvers at
 * once one wins and the other is told it is decided; each is idempotent under the decider's key.
 *
 * An approval runs the operation then, in the approval's transaction, as the requester (the one who asked; its ledger
 * entries and history rows name the requester) under the request's own Idempotency-Key, with the approver recorded
 * on the request and in its history row. If the operation fails now (the balance no longer allows it, the order
 * changed), the approval answers that error and everything rolls back: the request stays pending.
 */

/** Runs a held operation: the operations of the users and order modules, wired by the app (approval-operations.ts). */
export type TApprovalExecutor = (call: {
  db: TExecutor;
  actor: TActor;
  agentId: number | null;
  orderId: number | null;
  input: unknown;
  idempotencyKey: string;
}) => Promise<unknown>;
export type TApprovalOperations = Readonly<Record<TApprovalKind, TApprovalExecutor>>;

interface TDecisionCall {
  db: TDatabase;
  actor: TActor;
  id: number;
  idempotencyKey: string;
}

/** The request, locked; 404 when there is none. */
async function lockRequest(tx: TExecutor, id: number) {
  const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).limit(1).for('update');
  if (!request) throw notFound();
  return request;
}

/** Refuses a decider who is the requester, or not independent of it (an account it made, or made after the request). */
async function assertMayDecide(tx: TExecutor, actor: TActor, request: { requesterId: number; createdAt: Date }) {
  if (request.requesterId === actor.userId) throw new AppError(403, 'APPROVAL_OWN_REQUEST');
  if (!isIndependentOf(await deciderStanding(tx, actor.userId), request)) {
    throw new AppError(403, 'APPROVAL_NOT_INDEPENDENT');
  }
}

/** Sets the decision if the request is still pending (the race's one winner); otherwise 409. */
async function decide(
  tx: TExecutor,
  id: number,
  set: Pick<typeof approvalRequests.$inferInsert, 'status' | 'deciderId' | 'decisionReason'>,
) {
  const now = new Date();
  const [updated] = await tx
    .update(approvalRequests)
    .set({ ...set, decidedAt: now, updatedAt: now })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'pending')))
    .returning({ id: approvalRequests.id });
  if (!updated) throw new AppError(409, 'APPROVAL_DECIDED');
}

async function answer(tx: TExecutor, actor: TActor, id: number): Promise<TApprovalRequest> {
  const view = await approvalView(tx, actor, id);
  if (!view) throw notFound();
  return view;
}

/** The requester as the actor of its operation, as it is now (a role taken away since is refused by the operation). */
async function requesterActor(tx: TExecutor, requesterId: number): Promise<TActor> {
  const [user] = await tx
    .select({ id: users.id, role: users.role, adminGroups: users.adminGroups })
    .from(users)
    .where(eq(users.id, requesterId))
    .limit(1);
  if (!user) throw notFound();
  return { userId: user.id, role: effectiveRole(user), baseRole: user.role, adminGroups: user.adminGroups };
}

/** POST /api/approvals/approve/{id}: another staff member approves; the operation runs now, or nothing does. */
export async function approveRequest(
  call: TDecisionCall & { reason: string | null; operations: TApprovalOperations },
): Promise<TApprovalRequest> {
  const { db, actor, id, reason } = call;
  return runIdempotent(
    { db, actorId: actor.userId, key: call.idempotencyKey, scope: `approvals.approve:${id}`, request: { reason } },
    async (tx) => {
      const request = await lockRequest(tx, id);
      await assertMayDecide(tx, actor, request);
      await decide(tx, id, { status: 'approved', deciderId: actor.userId, decisionReason: reason });
      const requester = await requesterActor(tx, request.requesterId);
      await call.operations[request.kind]({
        db: tx,
        actor: requester,
        agentId: request.agentId,
        orderId: request.orderId,
        input: request.input,
        idempotencyKey: request.idempotencyKey,
      });
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'approvalRequest',
        entityId: id,
        action: 'approve',
        oldValues: { status: 'pending' },
        newValues: { status: 'approved', kind: request.kind, requesterId: request.requesterId, reason },
      });
      await noticeRequester(tx, { requestId: id, deciderId: actor.userId, approved: true });
      return answer(tx, actor, id);
    },
  );
}

/** POST /api/approvals/reject/{id}: another staff member rejects, with a reason; nothing moves. */
export async function rejectRequest(call: TDecisionCall & { reason: string }): Promise<TApprovalRequest> {
  const { db, actor, id, reason } = call;
  return runIdempotent(
    { db, actorId: actor.userId, key: call.idempotencyKey, scope: `approvals.reject:${id}`, request: { reason } },
    async (tx) => {
      const request = await lockRequest(tx, id);
      await assertMayDecide(tx, actor, request);
      await decide(tx, id, { status: 'rejected', deciderId: actor.userId, decisionReason: reason });
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'approvalRequest',
        entityId: id,
        action: 'reject',
        oldValues: { status: 'pending' },
        newValues: { status: 'rejected', kind: request.kind, requesterId: request.requesterId, reason },
      });
      await noticeRequester(tx, { requestId: id, deciderId: actor.userId, approved: false });
      return answer(tx, actor, id);
    },
  );
}

/** POST /api/approvals/cancel/{id}: the requester withdraws its own pending request. */
export async function cancelRequest(call: TDecisionCall): Promise<TApprovalRequest> {
  const { db, actor, id } = call;
  return runIdempotent(
    { db, actorId: actor.userId, key: call.idempotencyKey, scope: `approvals.cancel:${id}`, request: {} },
    async (tx) => {
      const request = await lockRequest(tx, id);
      if (request.requesterId !== actor.userId) throw new AppError(403, 'APPROVAL_NOT_REQUESTER');
      await decide(tx, id, { status: 'cancelled', deciderId: actor.userId, decisionReason: null });
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'approvalRequest',
        entityId: id,
        action: 'cancel-approval',
        oldValues: { status: 'pending' },
        newValues: { status: 'cancelled', kind: request.kind },
      });
      return answer(tx, actor, id);
    },
  );
}
