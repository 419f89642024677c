import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PACKAGE_SEARCH_ENDPOINTS, ZPackageSearchResponse } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { packageSearchTags, questionOf, sendSearchAnswer, type TSearchCache } from '../search';
import { searchPackages } from './package-search-service';

/** Package search (docs/PRODUCT.md §7 "Search and orders"); the package orders are modules/package-orders'. */
export const packageSearchRoutes: FastifyPluginAsyncZod<{ db: TDatabase; cache: TSearchCache }> = async (
  app,
  { db, cache },
) => {
  // Answered through the search cache (modules/search/README.md): the offers' routes and hotels are read first.
  registerEndpoint(app, PACKAGE_SEARCH_ENDPOINTS.search, async ({ actor, body, request, reply }) => {
    const answer = await cache.answer(questionOf('package', actor, body), async () => {
      const tags = await packageSearchTags(db, body);
      const json = JSON.stringify(ZPackageSearchResponse.parse(await searchPackages({ db, actor, input: body })));
      return { json, tags };
    });
    return sendSearchAnswer(request, reply, answer);
  });
};
