import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZMailStatus } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { mailStatus, type TMailConfig } from './transport';

export const mailRoutes: FastifyPluginAsyncZod<{ db: TDatabase; config: TMailConfig }> = async (
  app,
  { db, config },
) => {
  app.get(
    API_PATHS.mailStatus,
    {
      preHandler: app.authorize('mail.status'),
      schema: {
        tags: ['mail'],
        summary: 'Whether mail goes out through SMTP (admin screens warn when it does not)',
        security: BEARER,
        response: { 200: ZMailStatus, ...PRIVATE_ERRORS },
      },
    },
    async () => mailStatus(db, config),
  );
};
