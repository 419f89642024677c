import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BALANCE_HISTORY_LIST, USER_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TReadReplica } from '../../db/read-replica';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../../lib/list-export';
import { answerHeld } from '../approvals';
import {
  balanceHistory,
  balanceHistoryExport,
  setAgentCreditLimit,
  transferToAgent,
  useAgentBalance,
} from './ledger-service';

const endpoints = USER_ENDPOINTS;

/**
 * The agents' ledger: balance history and its export, transfers, and the four-eyes balance and credit changes. Only
 * the export reads on `readReplica` (it may lag a few seconds); the page, and everything that moves money, on `db`.
 */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: TDatabase; readReplica: TReadReplica }> = async (
  app,
  { db, readReplica },
) => {
  registerEndpoint(app, endpoints.balanceHistory, async ({ actor, params, body }) =>
    balanceHistory({ db, actor, userId: params.id, input: body }),
  );

  registerEndpoint(app, endpoints.balanceHistoryExport, async ({ actor, params, body, request, reply }) => {
    const batches = await balanceHistoryExport({
      db: readReplica.executor(),
      actor,
      userId: params.id,
      input: body,
    });
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
