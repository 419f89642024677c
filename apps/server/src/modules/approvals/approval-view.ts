import { asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPROVAL_LIST_LIMIT, hasPermission, type TApprovalListResponse, type TApprovalRequest } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { approvalRequests, orders, users } from '../../db/schema';
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
    })
    .from(approvalRequests)
    .innerJoin(requesterUser, eq(requesterUser.id, approvalRequests.requesterId))
    .leftJoin(agentUser, eq(agentUser.id, approvalRequests.agentId))
    .leftJoin(deciderUser, eq(deciderUser.id, approvalRequests.deciderId))
    .leftJoin(orders, eq(orders.id, approvalRequests.orderId));
}

type TRequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/** The requester's own words, where the operation's input has them. */
function noteOf(input: unknown): string | null {
  if (input === null || typeof input !== 'object') return null;
  const reason = (input as { reason?: unknown }).reason;
  return typeof reason === 'string' && reason ? reason : null;
}

function viewOf(actor: TActor, row: TRequestRow): TApprovalRequest {
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
    note: noteOf(request.input),
    requestedBy: personOf(row.requester)!,
    requestedAt: request.createdAt.toISOString(),
    decidedBy: personOf(row.decider),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decisionReason: request.decisionReason,
    canDecide: pending && !own && hasPermission(actor.role, 'approvals.decide'),
    canCancel: pending && own,
  };
}

/** One request as the caller sees it (the caller's rights on it included); null when there is none. */
export async function approvalView(db: TExecutor, actor: TActor, id: number): Promise<TApprovalRequest | null> {
  const [row] = await selectRequests(db).where(eq(approvalRequests.id, id)).limit(1);
  return row ? viewOf(actor, row) : null;
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
  return { result: [...pending, ...decided].map((row) => viewOf(actor, row)), pendingCount: pending.length };
}
