import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ZMailStatus,
  ZSmtpSettings,
  ZSmtpSettingsRequest,
  ZSmtpTestRequest,
  ZSmtpTestResult,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { getSmtpSettings, saveSmtpSettings, sendTestMail } from './smtp-settings-service';
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

  app.get(
    API_PATHS.smtpSettings,
    {
      preHandler: app.authorize('smtpSettings.read'),
      schema: {
        tags: ['mail'],
        summary: 'The SMTP settings (the password masked) and where mail goes now',
        security: BEARER,
        response: { 200: ZSmtpSettings, ...PRIVATE_ERRORS },
      },
    },
    async () => getSmtpSettings({ db, config }),
  );

  app.put(
    API_PATHS.smtpSettingsEdit,
    {
      preHandler: app.authorize('smtpSettings.write'),
      schema: {
        tags: ['mail'],
        summary: 'Save the SMTP settings (a password left out or masked keeps the saved one)',
        security: BEARER,
        body: ZSmtpSettingsRequest,
        response: { 200: ZSmtpSettings, ...PRIVATE_ERRORS },
      },
    },
    async (request) => saveSmtpSettings({ db, actor: actorOf(request), input: request.body, config }),
  );

  app.post(
    API_PATHS.smtpTest,
    {
      preHandler: app.authorize('smtpSettings.write'),
      schema: {
        tags: ['mail'],
        summary: "Send a test e-mail and report the SMTP server's answer",
        security: BEARER,
        body: ZSmtpTestRequest,
        response: { 200: ZSmtpTestResult, ...PRIVATE_ERRORS },
      },
    },
    async (request) =>
      sendTestMail({ db, config, to: request.body.to, settings: request.body.settings, language: request.language }),
  );
};
