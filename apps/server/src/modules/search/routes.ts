import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZErrorBody, ZSearchRequest, ZSearchResponse, type TSearchResponse } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { cachedSearch } from './search-service';

/** Flight search (spec section 7 "Search and orders"). */
export const searchRoutes: FastifyPluginAsyncZod<{ db: TDatabase; cacheMs: number }> = async (app, { db, cacheMs }) => {
  const search = cachedSearch(cacheMs);
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
    async (request, reply) => {
      const json = await search({ db, actor: actorOf(request), input: request.body });
      // Already the checked JSON of a SearchResponse (search-service.ts): a string payload skips the serializer.
      return reply.type('application/json; charset=utf-8').send(json as unknown as TSearchResponse);
    },
  );
};
