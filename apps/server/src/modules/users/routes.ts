import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZErrorBody, ZProfile, ZIdParams } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { actorOf } from '../../plugins/auth';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { getUserProfile } from './users-service';

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
        response: { 200: ZProfile, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => getUserProfile({ db, actor: actorOf(request), userId: request.params.id }),
  );
};
