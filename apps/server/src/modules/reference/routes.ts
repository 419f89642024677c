import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceItemPath, ZErrorBody, ZIdParams, ZSuccessResponse } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { SERVER_RESOURCES } from './registry';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './reference-service';
import type { TServerResource } from './server-resource';

type TApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The routes of one reference resource, all from its descriptor: `GET path` (a page), `GET path/{id}`, `POST path`,
 * `PUT path/{id}`, `DELETE path/{id}` (spec section 7, "Reference data").
 */
function registerResource(app: TApp, db: TDatabase, resource: TServerResource) {
  const { descriptor } = resource;
  const { name, path, permissions } = descriptor;
  const itemPath = resourceItemPath(path, ':id');
  const tags = ['reference'];

  app.get(
    path,
    {
      preHandler: app.authorize(permissions.read),
      schema: {
        tags,
        summary: `${name}: a page, sorted and filtered (search matches part of the text)`,
        security: BEARER,
        querystring: descriptor.listQuery,
        response: { 200: descriptor.page, ...PRIVATE_ERRORS },
      },
    },
    async (request) => listRecords({ db, resource, query: request.query, role: actorOf(request).role }),
  );

  app.get(
    itemPath,
    {
      preHandler: app.authorize(permissions.read),
      schema: {
        tags,
        summary: `${name}: one record`,
        security: BEARER,
        params: ZIdParams,
        response: { 200: descriptor.record, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => getRecord({ db, resource, id: request.params.id, role: actorOf(request).role }),
  );

  app.post(
    path,
    {
      preHandler: app.authorize(permissions.write),
      schema: {
        tags,
        summary: `${name}: create`,
        security: BEARER,
        body: descriptor.input,
        response: { 200: descriptor.record, ...PRIVATE_ERRORS, 409: ZErrorBody },
      },
    },
    async (request) => createRecord({ db, actor: actorOf(request), resource, input: request.body }),
  );

  app.put(
    itemPath,
    {
      preHandler: app.authorize(permissions.write),
      schema: {
        tags,
        summary: `${name}: replace`,
        security: BEARER,
        params: ZIdParams,
        body: descriptor.input,
        response: { 200: descriptor.record, ...PRIVATE_ERRORS, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) =>
      updateRecord({ db, actor: actorOf(request), resource, id: request.params.id, input: request.body }),
  );

  app.delete(
    itemPath,
    {
      preHandler: app.authorize(permissions.write),
      schema: {
        tags,
        summary: `${name}: delete (409 with the places it is used in, while anything uses it)`,
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZSuccessResponse, ...PRIVATE_ERRORS, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => deleteRecord({ db, actor: actorOf(request), resource, id: request.params.id }),
  );
}

export const referenceRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  for (const resource of Object.values(SERVER_RESOURCES)) registerResource(app, db, resource);
};
