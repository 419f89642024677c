import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { APPROVAL_ENDPOINTS, type TEndpointDefinition, type TPendingApproval } from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import { injectEndpoint, type TInjectCall } from './endpoint-call';
import { userWithToken } from './factories';

/** One approving Admin per app, made on first use. */
const approvers = new WeakMap<FastifyInstance, Promise<{ headers: Record<string, string> }>>();

function approverOf(app: FastifyInstance, db: TDatabase) {
  let approver = approvers.get(app);
  if (!approver) {
    approver = userWithToken(app, db, 'Admin');
    approvers.set(app, approver);
  }
  return approver;
}

/**
 * A call that four-eyes approval holds (use-balance, credit-limit; a discount or refund above its threshold), made and
 * let through: the call (202, held), an Admin's approval, then the call replayed under its key, which answers the
 * operation's result (200). An answer other than 202 (a 400, a 409 of the operation) is returned as it is.
 */
export async function callApproved(
  app: FastifyInstance,
  db: TDatabase,
  endpoint: TEndpointDefinition,
  call: TInjectCall,
): Promise<LightMyRequestResponse> {
  if (call.idempotencyKey === null) return injectEndpoint(app, endpoint, call);
  const key = call.idempotencyKey ?? randomUUID();
  // Made before the request: an account created after it is not independent enough to approve it.
  const approver = await approverOf(app, db);
  const held = await injectEndpoint(app, endpoint, { ...call, idempotencyKey: key });
  if (held.statusCode !== 202) return held;
  const { approval } = held.json<TPendingApproval>();
  const approved = await injectEndpoint(app, APPROVAL_ENDPOINTS.approve, {
    params: { id: approval.id },
    body: {},
    headers: approver.headers,
  });
  // The operation's own refusal now (e.g. 409): the caller sees it as the operation's answer.
  if (approved.statusCode !== 200) return approved;
  return injectEndpoint(app, endpoint, { ...call, idempotencyKey: key });
}
