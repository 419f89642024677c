import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ZCompanySettings,
  ZCompanySettingsRequest,
  ZErrorBody,
  ZTicketSettings,
  ZTicketSettingsRequest,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import {
  createCompanySettings,
  getCompanySettings,
  getTicketSettings,
  saveTicketSettings,
  updateCompanySettings,
} from './settings-service';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  app.get(
    API_PATHS.companySettings,
    {
      preHandler: app.authorize('companySettings.read'),
      schema: {
        tags: ['settings'],
        summary: "The agency's contact, legal and bank details, logo and social links",
        security: BEARER,
        response: { 200: ZCompanySettings, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async () => getCompanySettings({ db }),
  );

  app.post(
    API_PATHS.companySettings,
    {
      preHandler: app.authorize('companySettings.write'),
      schema: {
        tags: ['settings'],
        summary: 'Save the company settings for the first time',
        security: BEARER,
        body: ZCompanySettingsRequest,
        response: { 201: ZCompanySettings, ...PRIVATE_ERRORS, 409: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCompanySettings({ db, actor: actorOf(request), input: request.body })),
  );

  app.put(
    API_PATHS.companySettingsEdit,
    {
      preHandler: app.authorize('companySettings.write'),
      schema: {
        tags: ['settings'],
        summary: 'Change the company settings',
        security: BEARER,
        body: ZCompanySettingsRequest,
        response: { 200: ZCompanySettings, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => updateCompanySettings({ db, actor: actorOf(request), input: request.body }),
  );

  app.get(
    API_PATHS.ticketSettings,
    {
      preHandler: app.authorize('ticketSettings.read'),
      schema: {
        tags: ['settings'],
        summary: "The e-ticket's number prefix, terms, images and colours",
        security: BEARER,
        response: { 200: ZTicketSettings, ...PRIVATE_ERRORS },
      },
    },
    async () => getTicketSettings({ db }),
  );

  app.put(
    API_PATHS.ticketSettings,
    {
      preHandler: app.authorize('ticketSettings.write'),
      schema: {
        tags: ['settings'],
        summary: 'Change the ticket settings',
        security: BEARER,
        body: ZTicketSettingsRequest,
        response: { 200: ZTicketSettings, ...PRIVATE_ERRORS },
      },
    },
    async (request) => saveTicketSettings({ db, actor: actorOf(request), input: request.body }),
  );
};
