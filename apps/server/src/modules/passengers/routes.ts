import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ZDirectoryPassenger,
  ZDirectoryPassengerInput,
  ZDirectoryPassengerPage,
  ZDirectoryPassengerQuery,
  ZErrorBody,
  ZIdParams,
  ZSuccessResponse,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import {
  createDirectoryPassenger,
  deleteDirectoryPassenger,
  listDirectoryPassengers,
  updateDirectoryPassenger,
} from './directory-service';

/** The passengers directory (spec section 7 "Passengers"): GET with query parameters, POST, PATCH and DELETE by id. */
export const passengersRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  const tags = ['passengers'];
  const read = app.authorize('passengers.read');
  const write = app.authorize('passengers.write');

  app.get(
    API_PATHS.passengers,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A page of saved travellers (agents: their own), searched by name or passport',
        security: BEARER,
        querystring: ZDirectoryPassengerQuery,
        response: { 200: ZDirectoryPassengerPage, ...PRIVATE_ERRORS },
      },
    },
    async (request) => listDirectoryPassengers({ db, actor: actorOf(request), query: request.query }),
  );

  app.post(
    API_PATHS.passengers,
    {
      preHandler: write,
      schema: {
        tags,
        summary: "Save a traveller (an agent's own; the staff's for the agency)",
        security: BEARER,
        body: ZDirectoryPassengerInput,
        response: { 200: ZDirectoryPassenger, ...PRIVATE_ERRORS },
      },
    },
    async (request) => createDirectoryPassenger({ db, actor: actorOf(request), input: request.body }),
  );

  app.patch(
    API_PATHS.passengerById(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Change a saved traveller',
        security: BEARER,
        params: ZIdParams,
        body: ZDirectoryPassengerInput,
        response: { 200: ZDirectoryPassenger, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) =>
      updateDirectoryPassenger({ db, actor: actorOf(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    API_PATHS.passengerById(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Delete a saved traveller',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZSuccessResponse, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => deleteDirectoryPassenger({ db, actor: actorOf(request), id: request.params.id }),
  );
};
