import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPROVAL_ENDPOINTS,
  type TApprovalKind,
  type TEndpointBody,
  type TEndpointDefinition,
  type TEndpointReply,
  type TPermission,
  type ZIdParams,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { registerEndpoint, type TApp, type THandlerCall } from '../../lib/endpoint-route';
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

/** An operation on the order of the path's `{id}` with a body, as the order lines write theirs (TOrderInputCall). */
type TOrderOperation<TInput, TResult> = (call: {
  db: TExecutor;
  actor: TActor;
  orderId: number;
  input: TInput;
  idempotencyKey: string;
}) => Promise<TResult>;

/** A keyed operation on one order, behind a permission: the calls four-eyes may hold. */
type THeldOrderEndpoint = TEndpointDefinition & { access: TPermission; params: typeof ZIdParams; idempotent: true };

/**
 * Registers an operation on one order that four-eyes may hold (a refund, a discount): a staff member's call above the
 * Super Admin's threshold waits for a second one (202 with the request), every other call runs it (200).
 */
export function registerHeldOrderOperation<const TEndpoint extends THeldOrderEndpoint, TResult extends object>(
  app: TApp,
  endpoint: TEndpoint,
  held: { db: TDatabase; kind: TApprovalKind; operation: TOrderOperation<TEndpointBody<TEndpoint>, TResult> },
): void {
  const { db, kind, operation } = held;
  registerEndpoint(app, endpoint, async (call) => {
    // Every such declaration has a permission and a key, so the call has an actor and a key (TS cannot see it
    // through the generic endpoint).
    const { actor, params, idempotencyKey, reply } = call as THandlerCall<THeldOrderEndpoint>;
    const input = call.body;
    const orderId = params.id;
    const answer = await answerHeld(reply, {
      db,
      actor,
      idempotencyKey,
      kind,
      target: { orderId },
      input,
      run: (executor) => operation({ db: executor, actor, orderId, input, idempotencyKey }),
    });
    return answer as TEndpointReply<TEndpoint>;
  });
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
