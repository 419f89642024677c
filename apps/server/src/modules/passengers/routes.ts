import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSENGER_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import {
  createDirectoryPassenger,
  deleteDirectoryPassenger,
  listDirectoryPassengers,
  updateDirectoryPassenger,
} from './directory-service';

/** The passengers directory (spec section 7 "Passengers"): GET with query parameters, POST, PATCH and DELETE by id. */
export const passengersRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, PASSENGER_ENDPOINTS.list, async ({ actor, query }) =>
    listDirectoryPassengers({ db, actor, query }),
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
