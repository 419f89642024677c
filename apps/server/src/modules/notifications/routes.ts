import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZErrorBody, ZIdParams, ZMyNotifications } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { markNotificationRead, myNotifications } from './notifications-service';

/** The reading side of notifications; writing them is the generic reference CRUD at `/api/notifications/`. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  app.get(
    API_PATHS.myNotifications,
    {
      preHandler: app.authorize('notifications.mine'),
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications in force today, with the number unread",
        security: BEARER,
        response: { 200: ZMyNotifications, ...PRIVATE_ERRORS },
      },
    },
    async (request) => myNotifications({ db, actor: actorOf(request) }),
  );

  app.post(
    API_PATHS.notificationRead(':id'),
    {
      preHandler: app.authorize('notifications.mine'),
      schema: {
        tags: ['notifications'],
        summary: 'Mark a notification read for the caller',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZMyNotifications, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => markNotificationRead({ db, actor: actorOf(request), id: request.params.id }),
  );
};
