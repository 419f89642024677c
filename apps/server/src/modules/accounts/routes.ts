import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ZCheckPasswordPageQuery,
  ZCheckPasswordPageResponse,
  ZCreateUserRequest,
  ZEmailRequest,
  ZErrorBody,
  ZProfile,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordParams,
  ZResetPasswordRequest,
  ZSetPasswordRequest,
  ZSuccessResponse,
  ZUserGroupsResponse,
  ZVerifyEmailRequest,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS, PUBLIC_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
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

const THROTTLED = { 429: ZErrorBody } as const;
const SUCCESS = { success: true as const };

/** Registration, e-mail verification, set-password links, forgot/reset, user groups and admin-side creation. */
export const accountsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  app.post(
    API_PATHS.register,
    {
      config: { sendsMail: true },
      schema: {
        tags: ['accounts'],
        summary: 'Register an agency as an agent (a verification code is mailed)',
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...PUBLIC_ERRORS, 409: ZErrorBody, ...THROTTLED },
      },
    },
    async (request, reply) => {
      const result = await register({ db, input: request.body, language: request.language, ip: request.ip });
      return reply.status(201).send({ success: true as const, email: result.email });
    },
  );

  app.post(
    API_PATHS.verifyEmail,
    {
      schema: {
        tags: ['accounts'],
        summary: "Confirm a registration's e-mail with the mailed code",
        body: ZVerifyEmailRequest,
        response: { 200: ZSuccessResponse, ...PUBLIC_ERRORS, ...THROTTLED },
      },
    },
    async (request) => {
      await verifyEmail({ db, input: request.body, ip: request.ip });
      return SUCCESS;
    },
  );

  app.post(
    API_PATHS.resendVerification,
    {
      config: { sendsMail: true },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new verification code (same answer whatever the e-mail)',
        body: ZEmailRequest,
        response: { 200: ZSuccessResponse, ...PUBLIC_ERRORS, ...THROTTLED },
      },
    },
    async (request) => {
      await resendVerification({ db, input: request.body, ip: request.ip });
      return SUCCESS;
    },
  );

  app.post(
    API_PATHS.forgotPassword,
    {
      config: { sendsMail: true },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password-reset code and link (same answer whatever the e-mail)',
        body: ZEmailRequest,
        response: { 200: ZSuccessResponse, ...PUBLIC_ERRORS, ...THROTTLED },
      },
    },
    async (request) => {
      await forgotPassword({ db, input: request.body, ip: request.ip });
      return SUCCESS;
    },
  );

  app.post(
    API_PATHS.resetPassword(':userId'),
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the mailed reset code',
        params: ZResetPasswordParams,
        body: ZResetPasswordRequest,
        response: { 200: ZSuccessResponse, ...PUBLIC_ERRORS, ...THROTTLED },
      },
    },
    async (request) => {
      await resetPassword({ db, userId: request.params.userId, input: request.body, ip: request.ip });
      return SUCCESS;
    },
  );

  app.get(
    API_PATHS.checkChangePasswordPage,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether a set-password link still works (410 when used, expired or wrong)',
        querystring: ZCheckPasswordPageQuery,
        response: { 200: ZCheckPasswordPageResponse, ...PUBLIC_ERRORS, 410: ZErrorBody, ...THROTTLED },
      },
    },
    async (request) => {
      const { email } = await checkPasswordLink({ db, input: request.query, ip: request.ip });
      return { success: true as const, email };
    },
  );

  app.put(
    API_PATHS.setPassword,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set the password through a set-password link (the link is then used up)',
        body: ZSetPasswordRequest,
        response: { 200: ZSuccessResponse, ...PUBLIC_ERRORS, 410: ZErrorBody, ...THROTTLED },
      },
    },
    async (request) => {
      await setPassword({ db, input: request.body, ip: request.ip });
      return SUCCESS;
    },
  );

  app.get(
    API_PATHS.userGroups,
    {
      // Public: a visitor (the register form) gets the agent group; with a token, the groups the caller may create.
      preHandler: async (request, reply) => {
        if (request.headers.authorization) await app.authenticate(request, reply);
      },
      schema: {
        tags: ['accounts'],
        summary: 'The user groups the caller may give a new user',
        security: [{}, ...BEARER],
        response: { 200: ZUserGroupsResponse, ...PUBLIC_ERRORS, 401: ZErrorBody },
      },
    },
    async (request) => listUserGroups(request.actor?.role ?? null),
  );

  app.post(
    API_PATHS.createUser,
    {
      preHandler: app.authorize('users.create'),
      config: { sendsMail: true },
      schema: {
        tags: ['accounts'],
        summary: 'Create a user (admins); the user is mailed a set-password link',
        security: BEARER,
        body: ZCreateUserRequest,
        response: { 201: ZProfile, ...PRIVATE_ERRORS, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const profile = await createUserByAdmin({
        db,
        actor: actorOf(request),
        input: request.body,
        language: request.language,
      });
      return reply.status(201).send(profile);
    },
  );
};
