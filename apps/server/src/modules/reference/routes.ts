import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceEndpoints, type TReferenceResourceName } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint, type TApp } from '../../lib/endpoint-route';
import { sendExport } from '../../lib/list-export';
import { createRecord, deleteRecord, exportRecords, getRecord, listRecords, updateRecord } from './reference-service';
import type { TServerResource } from './server-resource';

/**
 * The routes of one reference resource, all from its descriptor's endpoints (`resourceEndpoints`): `GET path`
 * (a page), `GET path/{id}`, `POST path`, `PUT path/{id}`, `DELETE path/{id}` (docs/PRODUCT.md §7 "Reference data"),
 * and `GET path/export` (the list as CSV or XLSX; reference columns as their records' labels).
 */
function registerResource(
  app: TApp,
  db: TDatabase,
  resource: TServerResource,
  resources: Readonly<Record<TReferenceResourceName, TServerResource>>,
) {
  const endpoints = resourceEndpoints(resource.descriptor);
  registerEndpoint(app, endpoints.list, async ({ actor, query }) =>
    listRecords({ db, resource, query, role: actor.role }),
  );
  registerEndpoint(app, endpoints.export, async ({ actor, query, request, reply }) => {
    const file = exportRecords({ db, resource, resources, query, role: actor.role, language: request.language });
    return sendExport(reply, {
      ...file,
      language: request.language,
      format: query.format,
      fileName: resource.descriptor.name,
    });
  });
  registerEndpoint(app, endpoints.get, async ({ actor, params }) =>
    getRecord({ db, resource, id: params.id, role: actor.role }),
  );
  registerEndpoint(app, endpoints.create, async ({ actor, body }) =>
    createRecord({ db, actor, resource, input: body }),
  );
  registerEndpoint(app, endpoints.update, async ({ actor, params, body }) =>
    updateRecord({ db, actor, resource, id: params.id, input: body }),
  );
  registerEndpoint(app, endpoints.remove, async ({ actor, params }) =>
    deleteRecord({ db, actor, resource, id: params.id }),
  );
}

/**
 * The routes of every resource of `resources`: the registry of the composition root (src/reference-resources.ts),
 * passed in so that this module never imports the modules that declare resources on it.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{
  db: TDatabase;
  resources: Readonly<Record<TReferenceResourceName, TServerResource>>;
}> = async (app, { db, resources }) => {
  for (const resource of Object.values(resources)) registerResource(app, db, resource, resources);
};
