import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  IDEMPOTENCY_HEADER,
  todayIsoDate,
  ZBalanceHistoryRequest,
  ZBalanceHistoryResponse,
  ZBalanceOperationResponse,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZCreditLimitRequest,
  ZErrorBody,
  ZIdempotencyHeaders,
  ZIdParams,
  ZProfile,
  ZTransferRequest,
  ZUpdateUserRequest,
  ZUseBalanceRequest,
  ZUserExportRequest,
  ZUserListRequest,
  ZUserListResponse,
  ZUserStatusRequest,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { balanceHistory, setAgentCreditLimit, transferToAgent, useAgentBalance } from './ledger-service';
import { usersCsv } from './users-csv';
import { changePassword, exportUsers, getUserProfile, listUsers, setUserStatus, updateUser } from './users-service';

const NOT_FOUND = { 404: ZErrorBody } as const;
const MONEY_ERRORS = { ...PRIVATE_ERRORS, 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody } as const;

export const usersRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  app.get(
    API_PATHS.profile,
    {
      preHandler: app.authorize('profile.read'),
      schema: {
        tags: ['users'],
        summary: "The calling user's profile",
        security: BEARER,
        response: { 200: ZProfile, ...PRIVATE_ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return getUserProfile({ db, actor, userId: actor.userId });
    },
  );

  app.get(
    API_PATHS.userById(':id'),
    {
      preHandler: app.authorize('profile.read'),
      schema: {
        tags: ['users'],
        summary: "A user's profile: one's own, or anyone's for the roles that may see agents",
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZProfile, ...PRIVATE_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => getUserProfile({ db, actor: actorOf(request), userId: request.params.id }),
  );

  app.post(
    API_PATHS.users,
    {
      preHandler: app.authorize('users.list'),
      schema: {
        tags: ['users'],
        summary: 'A page of users (the /agents list) with paging, sorting and filters',
        security: BEARER,
        body: ZUserListRequest,
        response: { 200: ZUserListResponse, ...PRIVATE_ERRORS },
      },
    },
    async (request) => listUsers({ db, input: request.body }),
  );

  app.post(
    API_PATHS.usersExport,
    {
      preHandler: app.authorize('users.list'),
      schema: {
        tags: ['users'],
        summary: 'The filtered user list as CSV (UTF-8 with BOM)',
        security: BEARER,
        body: ZUserExportRequest,
        response: { 200: z.string().describe('text/csv'), ...PRIVATE_ERRORS },
      },
    },
    async (request, reply) => {
      const rows = await exportUsers({ db, input: request.body });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="agents-${todayIsoDate()}.csv"`)
        .header('cache-control', 'no-store')
        .send(usersCsv(rows, request.language));
    },
  );

  app.post(
    API_PATHS.updateUser(':id'),
    {
      preHandler: app.authorize('users.update'),
      schema: {
        tags: ['users'],
        summary: "Edit one's own profile, or (admins) another user's; role and adminGroups for Super Admin",
        security: BEARER,
        params: ZIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZProfile, ...PRIVATE_ERRORS, ...NOT_FOUND, 409: ZErrorBody },
      },
    },
    async (request) => updateUser({ db, actor: actorOf(request), userId: request.params.id, input: request.body }),
  );

  app.post(
    API_PATHS.userStatus(':id'),
    {
      preHandler: app.authorize('users.setStatus'),
      config: { sendsMail: true },
      schema: {
        tags: ['users'],
        summary: 'Approve, reject, block or unblock a user (approval mails the set-password link)',
        security: BEARER,
        params: ZIdParams,
        body: ZUserStatusRequest,
        response: { 200: ZProfile, ...PRIVATE_ERRORS, ...NOT_FOUND, 409: ZErrorBody },
      },
    },
    async (request) =>
      setUserStatus({ db, actor: actorOf(request), userId: request.params.id, action: request.body.action }),
  );

  app.post(
    API_PATHS.changePassword(':id'),
    {
      preHandler: app.authorize('users.changePassword'),
      schema: {
        tags: ['users'],
        summary: "Change one's own password (with the current one), or anyone's (Super Admin)",
        security: BEARER,
        params: ZIdParams,
        body: ZChangePasswordRequest,
        response: { 200: ZChangePasswordResponse, ...PRIVATE_ERRORS, ...NOT_FOUND, 429: ZErrorBody },
      },
    },
    async (request) => {
      const change = await changePassword({
        db,
        actor: actorOf(request),
        userId: request.params.id,
        input: request.body,
        ip: request.ip,
      });
      if (!change.own) return { success: true as const, session: null };
      // Every token of the user was revoked; this browser gets a fresh one so that it stays logged in.
      const { user } = change;
      const token = await app.jwt.sign({ sub: String(user.id), ver: user.tokenVersion });
      return {
        success: true as const,
        session: { token, userId: user.id, role: user.role, adminGroups: user.adminGroups ?? null },
      };
    },
  );

  app.post(
    API_PATHS.balanceHistory(':id'),
    {
      preHandler: app.authorize('users.balanceHistory'),
      schema: {
        tags: ['users'],
        summary: "A page of a user's ledger entries, newest first, within a period",
        security: BEARER,
        params: ZIdParams,
        body: ZBalanceHistoryRequest,
        response: { 200: ZBalanceHistoryResponse, ...PRIVATE_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => balanceHistory({ db, actor: actorOf(request), userId: request.params.id, input: request.body }),
  );

  app.post(
    API_PATHS.transfer(':id'),
    {
      preHandler: app.authorize('users.transfer'),
      schema: {
        tags: ['users'],
        summary: "Transfer from the calling admin's balance to an approved agent",
        security: BEARER,
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        body: ZTransferRequest,
        response: { 200: ZBalanceOperationResponse, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      transferToAgent({
        db,
        actor: actorOf(request),
        agentId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );

  app.post(
    API_PATHS.balanceUse(':id'),
    {
      preHandler: app.authorize('users.useBalance'),
      schema: {
        tags: ['users'],
        summary: "Top up (+) or charge (−) an agent's balance, with a reason (Super Admin)",
        security: BEARER,
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        body: ZUseBalanceRequest,
        response: { 200: ZBalanceOperationResponse, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      useAgentBalance({
        db,
        actor: actorOf(request),
        agentId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );

  app.post(
    API_PATHS.creditLimit(':id'),
    {
      preHandler: app.authorize('users.creditLimit'),
      schema: {
        tags: ['users'],
        summary: "Set an agent's credit limit, as a ledger entry (Super Admin)",
        security: BEARER,
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        body: ZCreditLimitRequest,
        response: { 200: ZBalanceOperationResponse, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      setAgentCreditLimit({
        db,
        actor: actorOf(request),
        agentId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );
};
