import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import {
  checkPasswordLink,
  createUserByAdmin,
  forgotPassword,
  listUserGroups,
  register,
  resendVerification,
  resetPassword,
  setPassword,
  verifyEmail,
} from './accounts-service';

const endpoints = ACCOUNT_ENDPOINTS;
const SUCCESS = { success: true as const };

/** Registration, e-mail verification, set-password links, forgot/reset, user groups and admin-side creation. */
export const accountsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.register, async ({ body, request }) => {
    const result = await register({ db, input: body, language: request.language, ip: request.ip });
    return { success: true as const, email: result.email };
  });

  registerEndpoint(app, endpoints.verifyEmail, async ({ body, request }) => {
    await verifyEmail({ db, input: body, ip: request.ip });
    return SUCCESS;
  });

  registerEndpoint(app, endpoints.resendVerification, async ({ body, request }) => {
    await resendVerification({ db, input: body, ip: request.ip });
    return SUCCESS;
  });

  registerEndpoint(app, endpoints.forgotPassword, async ({ body, request }) => {
    await forgotPassword({ db, input: body, ip: request.ip });
    return SUCCESS;
  });

  registerEndpoint(
    app,
    endpoints.resetPassword,
    async ({ params, body, request }) => {
      await resetPassword({ db, userId: params.userId, input: body, ip: request.ip });
      return SUCCESS;
    },
    { changesSessions: true },
  );

  registerEndpoint(app, endpoints.checkPasswordLink, async ({ query, request }) => {
    const { email } = await checkPasswordLink({ db, input: query, ip: request.ip });
    return { success: true as const, email };
  });

  registerEndpoint(
    app,
    endpoints.setPassword,
    async ({ body, request }) => {
      await setPassword({ db, input: body, ip: request.ip });
      return SUCCESS;
    },
    { changesSessions: true },
  );

  // A visitor (the register form) gets the agent group; with a token, the groups the caller may create.
  registerEndpoint(app, endpoints.userGroups, async ({ actor }) => listUserGroups(actor?.role ?? null));

  registerEndpoint(app, endpoints.createUser, async ({ actor, body, request }) =>
    createUserByAdmin({ db, actor, input: body, language: request.language }),
  );
};
