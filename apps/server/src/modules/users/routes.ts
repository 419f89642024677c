import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BALANCE_HISTORY_LIST, USER_ENDPOINTS, USER_LIST } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { answerHeld } from '../approvals';
import { sendExport } from '../../lib/list-export';
import {
  balanceHistory,
  balanceHistoryExport,
  setAgentCreditLimit,
  transferToAgent,
  useAgentBalance,
} from './ledger-service';
import { changePassword, exportUsers, getUserProfile, listUsers, setUserStatus, updateUser } from './users-service';

const endpoints = USER_ENDPOINTS;

/** Profiles, the /agents list and its CSV, user edits and status, passwords, and the agents' ledger. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.profile, async ({ actor }) => getUserProfile({ db, actor, userId: actor.userId }));

  registerEndpoint(app, endpoints.get, async ({ actor, params }) => getUserProfile({ db, actor, userId: params.id }));

  registerEndpoint(app, endpoints.list, async ({ body }) => listUsers({ db, input: body }));

  registerEndpoint(app, endpoints.export, async ({ body, request, reply }) => {
    const batches = exportUsers({ db, input: body });
    return sendExport(reply, {
      list: USER_LIST,
      language: request.language,
      format: body.format,
      batches,
      fileName: 'agents',
    });
  });

  registerEndpoint(
    app,
    endpoints.update,
    async ({ actor, params, body }) => updateUser({ db, actor, userId: params.id, input: body }),
    { changesSessions: true },
  );

  registerEndpoint(
    app,
    endpoints.setStatus,
    async ({ actor, params, body }) => setUserStatus({ db, actor, userId: params.id, action: body.action }),
    { changesSessions: true },
  );

  registerEndpoint(
    app,
    endpoints.changePassword,
    async ({ actor, params, body, request }) => {
      const change = await changePassword({ db, actor, userId: params.id, input: body, ip: request.ip });
      if (!change.own) return { success: true as const, session: null };
      // Every token of the user was revoked; this browser gets a fresh one so that it stays logged in.
      const { user } = change;
      const token = await app.jwt.sign({ sub: String(user.id), ver: user.tokenVersion });
      return {
        success: true as const,
        session: { token, userId: user.id, role: user.role, adminGroups: user.adminGroups ?? null },
      };
    },
    { changesSessions: true },
  );

  registerEndpoint(app, endpoints.balanceHistory, async ({ actor, params, body }) =>
    balanceHistory({ db, actor, userId: params.id, input: body }),
  );

  registerEndpoint(app, endpoints.balanceHistoryExport, async ({ actor, params, body, request, reply }) => {
    const batches = await balanceHistoryExport({ db, actor, userId: params.id, input: body });
    return sendExport(reply, {
      list: BALANCE_HISTORY_LIST,
      language: request.language,
      format: body.format,
      batches,
      fileName: `balance-history-${params.id}`,
    });
  });

  registerEndpoint(app, endpoints.transfer, async ({ actor, params, body, idempotencyKey }) =>
    transferToAgent({ db, actor, agentId: params.id, input: body, idempotencyKey }),
  );

  // Four-eyes: a manual balance or credit change waits for another staff member's approval (modules/approvals).
  registerEndpoint(app, endpoints.useBalance, async ({ actor, params, body, idempotencyKey, reply }) => {
    const agentId = params.id;
    return answerHeld(reply, {
      db,
      actor,
      idempotencyKey,
      kind: 'useBalance',
      target: { agentId },
      input: body,
      run: (executor) => useAgentBalance({ db: executor, actor, agentId, input: body, idempotencyKey }),
    });
  });

  registerEndpoint(app, endpoints.creditLimit, async ({ actor, params, body, idempotencyKey, reply }) => {
    const agentId = params.id;
    return answerHeld(reply, {
      db,
      actor,
      idempotencyKey,
      kind: 'creditLimit',
      target: { agentId },
      input: body,
      run: (executor) => setAgentCreditLimit({ db: executor, actor, agentId, input: body, idempotencyKey }),
    });
  });
};
