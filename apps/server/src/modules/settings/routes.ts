import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZCompanySettings, ZErrorBody } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { getCompanySettings } from './settings-service';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  app.get(
    API_PATHS.companySettings,
    {
      preHandler: app.authorize('companySettings.read'),
      schema: {
        tags: ['settings'],
        summary: "The agency's contact details and social links",
        security: BEARER,
        response: { 200: ZCompanySettings, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async () => getCompanySettings({ db }),
  );
};
