import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZErrorBody, ZSearchRequest, ZSearchResponse } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { searchFlights } from './search-service';

/** Flight search (spec section 7 "Search and orders"). */
export const searchRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  app.post(
    API_PATHS.search,
    {
      preHandler: app.authorize('search.flights'),
      schema: {
        tags: ['search'],
        summary: 'Offers for a trip (one way, round trip, multi destination) with AMD prices and a ±3-day calendar',
        security: BEARER,
        body: ZSearchRequest,
        response: { 200: ZSearchResponse, ...PRIVATE_ERRORS, 409: ZErrorBody },
      },
    },
    async (request) => searchFlights({ db, actor: actorOf(request), input: request.body }),
  );
};
