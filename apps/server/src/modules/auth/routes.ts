import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { login, logout } from './auth-service';

export const authRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, AUTH_ENDPOINTS.login, async ({ body, request }) => {
    const user = await login({ db, input: body, ip: request.ip });
    const token = await app.jwt.sign({ sub: String(user.userId), ver: user.tokenVersion });
    return { token, userId: user.userId, role: user.role, adminGroups: user.adminGroups ?? null };
  });

  registerEndpoint(
    app,
    AUTH_ENDPOINTS.logout,
    async ({ actor }) => {
      await logout({ db, actor });
      return { success: true as const };
    },
    { changesSessions: true },
  );
};
