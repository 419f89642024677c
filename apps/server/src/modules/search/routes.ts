import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_ENDPOINTS, type TSearchResponse } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { cachedSearch } from './search-service';

/** Flight search (docs/PRODUCT.md §7 "Search and orders"). */
export const searchRoutes: FastifyPluginAsyncZod<{ db: TDatabase; cacheMs: number }> = async (app, { db, cacheMs }) => {
  const search = cachedSearch(cacheMs);
  registerEndpoint(app, SEARCH_ENDPOINTS.flights, async ({ actor, body, reply }) => {
    const json = await search({ db, actor, input: body });
    // Already the checked JSON of a SearchResponse (search-service.ts): a string payload skips the serializer.
    return reply.type('application/json; charset=utf-8').send(json as unknown as TSearchResponse);
  });
};
