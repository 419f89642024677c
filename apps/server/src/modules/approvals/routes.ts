import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPROVAL_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { approveRequest, cancelRequest, rejectRequest, type TApprovalOperations } from './approval-decisions';
import { holdForApproval, type THeldAnswer, type THoldCall } from './approval-gate';
import { readApprovalSettings, updateApprovalSettings } from './approval-settings';
import { listApprovals } from './approval-view';

const endpoints = APPROVAL_ENDPOINTS;

/**
 * A route's answer for an operation that may be held for approval: the operation is done (200), or it waits for a
 * second staff member (202 with the request).
 */
export async function answerHeld<TResult extends object>(
  reply: FastifyReply,
  call: THoldCall<TResult>,
): Promise<THeldAnswer<TResult>> {
  const answer = await holdForApproval(call);
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
