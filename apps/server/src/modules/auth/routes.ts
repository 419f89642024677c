import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZErrorBody, ZLoginRequest, ZLoginResponse, ZLogoutResponse } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { actorOf } from '../../plugins/auth';
import { BEARER, PRIVATE_ERRORS, PUBLIC_ERRORS } from '../../lib/route-schemas';
import { login, logout } from './auth-service';

export const authRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  app.post(
    API_PATHS.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...PUBLIC_ERRORS, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request) => {
      const user = await login({ db, input: request.body, ip: request.ip });
      const token = await app.jwt.sign({ sub: String(user.userId), ver: user.tokenVersion });
      return { token, userId: user.userId, role: user.role, adminGroups: user.adminGroups ?? null };
    },
  );

  app.post(
    API_PATHS.logout,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke every token of the calling user',
        security: BEARER,
        response: { 200: ZLogoutResponse, ...PRIVATE_ERRORS },
      },
    },
    async (request) => {
      await logout({ db, actor: actorOf(request) });
      return { success: true as const };
    },
  );
};
