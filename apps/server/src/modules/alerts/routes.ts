import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALERT_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { readAlertSettings, saveAlertSettings } from './alert-settings';
import { readAgentAlert, saveAgentAlert } from './low-balance';
import { readOwnPreferences, saveOwnPreferences } from './preferences';

export const alertsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, ALERT_ENDPOINTS.settings, async () => readAlertSettings(db));

  registerEndpoint(app, ALERT_ENDPOINTS.editSettings, async ({ actor, body }) =>
    saveAlertSettings({ db, actor, input: body }),
  );

  registerEndpoint(app, ALERT_ENDPOINTS.agent, async ({ params }) => readAgentAlert({ db, userId: params.id }));

  registerEndpoint(app, ALERT_ENDPOINTS.editAgent, async ({ actor, params, body }) =>
    saveAgentAlert({ db, actor, userId: params.id, input: body }),
  );

  registerEndpoint(app, ALERT_ENDPOINTS.preferences, async ({ actor }) => readOwnPreferences({ db, actor }));

  registerEndpoint(app, ALERT_ENDPOINTS.editPreferences, async ({ actor, body }) =>
    saveOwnPreferences({ db, actor, input: body }),
  );
};
