import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSENGER_ENDPOINTS, PASSENGER_LIST } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TReadReplica } from '../../db/read-replica';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../../lib/list-export';
import {
  createDirectoryPassenger,
  deleteDirectoryPassenger,
  exportDirectoryPassengers,
  listDirectoryPassengers,
  updateDirectoryPassenger,
} from './directory-service';

/**
 * The passengers directory (docs/PRODUCT.md §7 "Passengers"): GET with query parameters (and its CSV or XLSX export),
 * POST, PATCH and DELETE by id. The export reads on `readReplica` (it may lag a few seconds).
 */
export const passengersRoutes: FastifyPluginAsyncZod<{ db: TDatabase; readReplica: TReadReplica }> = async (
  app,
  { db, readReplica },
) => {
  registerEndpoint(app, PASSENGER_ENDPOINTS.list, async ({ actor, query }) =>
    listDirectoryPassengers({ db, actor, query }),
  );
  registerEndpoint(app, PASSENGER_ENDPOINTS.export, async ({ actor, query, request, reply }) =>
    sendExport(reply, {
      list: PASSENGER_LIST,
      language: request.language,
      format: query.format,
      batches: exportDirectoryPassengers({ db: readReplica.executor(), actor, query }),
      fileName: 'passengers',
    }),
  );
  registerEndpoint(app, PASSENGER_ENDPOINTS.create, async ({ actor, body }) =>
    createDirectoryPassenger({ db, actor, input: body }),
  );
  registerEndpoint(app, PASSENGER_ENDPOINTS.update, async ({ actor, params, body }) =>
    updateDirectoryPassenger({ db, actor, id: params.id, input: body }),
  );
  registerEndpoint(app, PASSENGER_ENDPOINTS.remove, async ({ actor, params }) =>
    deleteDirectoryPassenger({ db, actor, id: params.id }),
  );
};
