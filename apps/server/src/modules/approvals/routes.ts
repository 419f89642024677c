import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPROVAL_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { approveRequest, cancelRequest, rejectRequest, type TApprovalOperations } from './approval-decisions';
import type { THeldAnswer } from './approval-gate';
import { readApprovalSettings, updateApprovalSettings } from './approval-settings';
import { listApprovals } from './approval-view';

const endpoints = APPROVAL_ENDPOINTS;

/** A held operation's answer: 202 when it waits for approval, 200 when it was done at once. */
export function replyHeld<TResult>(reply: FastifyReply, answer: THeldAnswer<TResult>): THeldAnswer<TResult> {
  if (answer.outcome === 'pendingApproval') void reply.status(202);
  return answer;
}

/** The approvals list, decisions and thresholds; `operations` runs what an approval lets through. */
export const approvalsRoutes: FastifyPluginAsyncZod<{ db: TDatabase; operations: TApprovalOperations }> = async (
  app,
  { db, operations },
) => {
  registerEndpoint(app, endpoints.list, async ({ actor }) => listApprovals(db, actor));

  registerEndpoint(app, endpoints.approve, async ({ actor, params, body, idempotencyKey }) =>
    approveRequest({ db, actor, id: params.id, idempotencyKey, reason: body.reason, operations }),
  );

  registerEndpoint(app, endpoints.reject, async ({ actor, params, body, idempotencyKey }) =>
    rejectRequest({ db, actor, id: params.id, idempotencyKey, reason: body.reason }),
  );

  registerEndpoint(app, endpoints.cancel, async ({ actor, params, idempotencyKey }) =>
    cancelRequest({ db, actor, id: params.id, idempotencyKey }),
  );

  registerEndpoint(app, endpoints.settings, async () => readApprovalSettings(db));

  registerEndpoint(app, endpoints.updateSettings, async ({ actor, body }) =>
    updateApprovalSettings({ db, actor, input: body }),
  );
};
