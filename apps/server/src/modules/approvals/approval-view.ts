import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPROVAL_LIST_LIMIT, hasPermission, type TApprovalListResponse, type TApprovalRequest } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { approvalRequests, flights, history, orders, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';

const agentUser = alias(users, 'approval_agent');
const requesterUser = alias(users, 'approval_requester');
const deciderUser = alias(users, 'approval_decider');

type TPersonRow = { id: number; companyName: string | null; contactNameSurname: string | null; email: string };

export function personOf(row: TPersonRow | null): { userId: number; name: string } | null {
  if (!row) return null;
  return { userId: row.id, name: row.companyName || row.contactNameSurname || row.email };
}

/** The requests with the names of the people and the order they are about. */
function selectRequests(db: TExecutor) {
  return db
    .select({
      request: approvalRequests,
      agent: {
        id: agentUser.id,
        companyName: agentUser.companyName,
        contactNameSurname: agentUser.contactNameSurname,
        email: agentUser.email,
      },
      requester: {
        id: requesterUser.id,
        companyName: requesterUser.companyName,
        contactNameSurname: requesterUser.contactNameSurname,
        email: requesterUser.email,
      },
      decider: {
        id: deciderUser.id,
        companyName: deciderUser.companyName,
        contactNameSurname: deciderUser.contactNameSurname,
        email: deciderUser.email,
      },
      order: { id: orders.id, pnr: orders.pnr, productLine: orders.productLine },
      flight: { id: flights.id, flightNumber: flights.flightNumber, departureAt: flights.departureAt },
    })
    .from(approvalRequests)
    .innerJoin(requesterUser, eq(requesterUser.id, approvalRequests.requesterId))
    .leftJoin(agentUser, eq(agentUser.id, approvalRequests.agentId))
    .leftJoin(deciderUser, eq(deciderUser.id, approvalRequests.deciderId))
    .leftJoin(orders, eq(orders.id, approvalRequests.orderId))
    .leftJoin(flights, eq(flights.id, approvalRequests.flightId));
}

type TRequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/** The requester's own words, where the operation's input has them. */
function noteOf(input: unknown): string | null {
  if (input === null || typeof input !== 'object') return null;
  const reason = (input as { reason?: unknown }).reason;
  return typeof reason === 'string' && reason ? reason : null;
}

/**
 * Who the caller is as a decider: an approver must be independent of the requester, so an account the requester
 * created, or one created after the request was made, may not decide it (issue 30: a Super Admin could otherwise
 * register an Admin at an address it controls and approve its own request through it); nor may one whose role the
 * requester gave it, or which got its role after the request (an agent account promoted for the purpose).
 */
export interface TDeciderStanding {
  userId: number;
  createdById: number | null;
  createdAt: Date;
  roleChanges: readonly { at: Date; actorId: number | null }[];
}

export async function deciderStanding(db: TExecutor, userId: number): Promise<TDeciderStanding> {
  const [row] = await db
    .select({ createdById: users.createdById, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const roleChanges = await db
    .select({ at: history.at, actorId: history.actorId })
    .from(history)
    .where(and(eq(history.entity, 'user'), eq(history.entityId, String(userId)), eq(history.action, 'change-role')));
  return { userId, createdById: row?.createdById ?? null, createdAt: row?.createdAt ?? new Date(), roleChanges };
}

export function isIndependentOf(decider: TDeciderStanding, request: { requesterId: number; createdAt: Date }): boolean {
  const requestedAt = request.createdAt.getTime();
  return (
    decider.userId !== request.requesterId &&
    decider.createdById !== request.requesterId &&
    decider.createdAt.getTime() <= requestedAt &&
    decider.roleChanges.every((change) => change.actorId !== request.requesterId && change.at.getTime() <= requestedAt)
  );
}

function viewOf(actor: TActor, decider: TDeciderStanding, row: TRequestRow): TApprovalRequest {
  const { request } = row;
  const pending = request.status === 'pending';
  const own = request.requesterId === actor.userId;
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    agent: personOf(row.agent),
    order: row.order,
    amount: request.amount,
    oldValue: request.oldValue,
    newValue: request.newValue,
    cumulativeAmount: request.cumulativeAmount,
    flight: row.flight ? { ...row.flight, departureAt: row.flight.departureAt.toISOString() } : null,
    closeReason: request.closeReason,
    note: noteOf(request.input),
    requestedBy: personOf(row.requester)!,
    requestedAt: request.createdAt.toISOString(),
    decidedBy: personOf(row.decider),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decisionReason: request.decisionReason,
    canDecide: pending && !own && hasPermission(actor.role, 'approvals.decide') && isIndependentOf(decider, request),
    canCancel: pending && own,
  };
}

/** One request as the caller sees it (the caller's rights on it included); null when there is none. */
export async function approvalView(db: TExecutor, actor: TActor, id: number): Promise<TApprovalRequest | null> {
  const [row] = await selectRequests(db).where(eq(approvalRequests.id, id)).limit(1);
  return row ? viewOf(actor, await deciderStanding(db, actor.userId), row) : null;
}

/** GET /api/approvals: every pending request (oldest first: they wait longest), then the latest decided ones. */
export async function listApprovals(db: TExecutor, actor: TActor): Promise<TApprovalListResponse> {
  const pendingOnly: SQL = eq(approvalRequests.status, 'pending');
  const [pending, decided] = await Promise.all([
    selectRequests(db).where(pendingOnly).orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.id)),
    selectRequests(db)
      .where(ne(approvalRequests.status, 'pending'))
      .orderBy(
        desc(sql`coalesce(${approvalRequests.decidedAt}, ${approvalRequests.createdAt})`),
        desc(approvalRequests.id),
      )
      .limit(APPROVAL_LIST_LIMIT),
  ]);
  const decider = await deciderStanding(db, actor.userId);
  return {
    result: [...pending, ...decided].map((row) => viewOf(actor, decider, row)),
    pendingCount: pending.length,
  };
}
