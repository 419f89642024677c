import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { markNoticeRead, markNotificationRead, myNotifications } from './notifications-service';

/** The reading side of notifications; writing them is the generic reference CRUD at `/api/notifications/`. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, NOTIFICATION_ENDPOINTS.mine, async ({ actor }) => myNotifications({ db, actor }));
  registerEndpoint(app, NOTIFICATION_ENDPOINTS.markRead, async ({ actor, params }) =>
    markNotificationRead({ db, actor, id: params.id }),
  );
  registerEndpoint(app, NOTIFICATION_ENDPOINTS.markNoticeRead, async ({ actor, params }) =>
    markNoticeRead({ db, actor, id: params.id }),
  );
};
