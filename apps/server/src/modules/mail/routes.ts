import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAIL_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { getSmtpSettings, saveSmtpSettings, sendTestMail } from './smtp-settings-service';
import { mailStatus, type TMailConfig } from './transport';

export const mailRoutes: FastifyPluginAsyncZod<{ db: TDatabase; config: TMailConfig }> = async (
  app,
  { db, config },
) => {
  registerEndpoint(app, MAIL_ENDPOINTS.status, async () => mailStatus(db, config));

  registerEndpoint(app, MAIL_ENDPOINTS.smtpSettings, async () => getSmtpSettings({ db, config }));

  registerEndpoint(app, MAIL_ENDPOINTS.editSmtpSettings, async ({ actor, body }) =>
    saveSmtpSettings({ db, actor, input: body, config }),
  );

  registerEndpoint(app, MAIL_ENDPOINTS.testSmtp, async ({ body, request }) =>
    sendTestMail({ db, config, to: body.to, settings: body.settings, language: request.language }),
  );
};
