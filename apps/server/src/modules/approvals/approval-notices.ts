import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  ENDPOINT_PERMISSIONS,
  formatMinor,
  interpolate,
  LANGUAGES,
  NO_ADMIN_GROUP,
  textsOf,
  type TLanguage,
  type TMultilingualText,
  routePath,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { approvalRequests, orders, users } from '../../db/schema';
import { sendPersonalNotices, type TPersonalNotice } from '../notifications';
import { personOf } from './approval-view';

/** Where a notice leads: the approvals list. */
const LINK = routePath('approvals');

type TApprovalTexts = ReturnType<typeof textsOf>['approvals'];

function inEveryLanguage(text: (texts: TApprovalTexts) => string): TMultilingualText {
  return Object.fromEntries(
    LANGUAGES.map((language: TLanguage) => [language, text(textsOf(language).approvals)]),
  ) as TMultilingualText;
}

/** The request's kind, what it is about (a PNR or an agent) and its amount, for the notices' texts. */
async function summaryOf(tx: TExecutor, requestId: number) {
  const [row] = await tx
    .select({
      kind: approvalRequests.kind,
      amount: approvalRequests.amount,
      requesterId: approvalRequests.requesterId,
      pnr: orders.pnr,
      agent: {
        id: users.id,
        companyName: users.companyName,
        contactNameSurname: users.contactNameSurname,
        email: users.email,
      },
    })
    .from(approvalRequests)
    .leftJoin(orders, eq(orders.id, approvalRequests.orderId))
    .leftJoin(users, eq(users.id, approvalRequests.agentId))
    .where(eq(approvalRequests.id, requestId))
    .limit(1);
  if (!row) throw new Error(`approval request ${requestId} not found`);
  return {
    kind: row.kind,
    requesterId: row.requesterId,
    target: row.pnr ?? personOf(row.agent)?.name ?? '',
    amount: formatMinor(row.amount),
  };
}

async function nameOf(tx: TExecutor, userId: number): Promise<string> {
  const [user] = await tx
    .select({
      id: users.id,
      companyName: users.companyName,
      contactNameSurname: users.contactNameSurname,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return personOf(user ?? null)?.name ?? '';
}

/** A new request: every active staff member who may decide it (never the requester) is told in the bell. */
export async function noticeApprovers(
  tx: TExecutor,
  options: { requestId: number; requesterId: number },
): Promise<void> {
  const summary = await summaryOf(tx, options.requestId);
  const person = await nameOf(tx, options.requesterId);
  const deciders = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.role, ENDPOINT_PERMISSIONS['approvals.decide'] as unknown as ('Super Admin' | 'Admin')[]),
        eq(users.status, 'approved'),
        // An admin in a group acts as that group, which does not decide.
        or(isNull(users.adminGroups), eq(users.adminGroups, NO_ADMIN_GROUP)),
        ne(users.id, options.requesterId),
        // An account the requester created may not decide it (approval-view.ts isIndependentOf).
        or(isNull(users.createdById), ne(users.createdById, options.requesterId)),
      ),
    );
  const text = inEveryLanguage((texts) =>
    interpolate(texts.requestedText, {
      kind: texts.kinds[summary.kind],
      target: summary.target,
      amount: summary.amount,
      person,
    }),
  );
  const notices: TPersonalNotice[] = deciders.map((decider) => ({
    userId: decider.id,
    kind: 'approval',
    title: inEveryLanguage((texts) => texts.requestedTitle),
    text,
    link: LINK,
  }));
  await sendPersonalNotices(tx, notices);
}

/** A decision: the requester is told who approved or rejected it. */
export async function noticeRequester(
  tx: TExecutor,
  options: { requestId: number; deciderId: number; approved: boolean },
): Promise<void> {
  const summary = await summaryOf(tx, options.requestId);
  const person = await nameOf(tx, options.deciderId);
  await sendPersonalNotices(tx, [
    {
      userId: summary.requesterId,
      kind: 'approval',
      title: inEveryLanguage((texts) => (options.approved ? texts.approvedTitle : texts.rejectedTitle)),
      text: inEveryLanguage((texts) =>
        interpolate(texts.decidedText, {
          kind: texts.kinds[summary.kind],
          target: summary.target,
          amount: summary.amount,
          person,
        }),
      ),
      link: LINK,
    },
  ]);
}
