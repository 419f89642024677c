import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETTINGS_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import {
  createCompanySettings,
  getCompanySettings,
  getTicketSettings,
  saveTicketSettings,
  updateCompanySettings,
} from './settings-service';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, SETTINGS_ENDPOINTS.company, async () => getCompanySettings({ db }));

  registerEndpoint(app, SETTINGS_ENDPOINTS.createCompany, async ({ actor, body }) =>
    createCompanySettings({ db, actor, input: body }),
  );

  registerEndpoint(app, SETTINGS_ENDPOINTS.editCompany, async ({ actor, body }) =>
    updateCompanySettings({ db, actor, input: body }),
  );

  registerEndpoint(app, SETTINGS_ENDPOINTS.tickets, async () => getTicketSettings({ db }));

  registerEndpoint(app, SETTINGS_ENDPOINTS.editTickets, async ({ actor, body }) =>
    saveTicketSettings({ db, actor, input: body }),
  );
};
