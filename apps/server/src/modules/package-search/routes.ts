import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PACKAGE_SEARCH_ENDPOINTS, ZPackageSearchResponse } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { answerJson } from '../../lib/answer-serializer';
import { registerEndpoint } from '../../lib/endpoint-route';
import { packageSearchTags, questionOf, sendSearchAnswer, type TSearchCache } from '../search';
import { searchPackages } from './package-search-service';

/** Package search (docs/PRODUCT.md §7 "Search and orders"); the package orders are modules/package-orders'. */
export const packageSearchRoutes: FastifyPluginAsyncZod<{
  db: TDatabase;
  cache: TSearchCache;
  /** CHECK_ANSWERS: zod checks each answer made (lib/answer-serializer.ts). */
  checkAnswers: boolean;
}> = async (app, { db, cache, checkAnswers }) => {
  // Answered through the search cache (modules/search/README.md): the offers' routes and hotels are read first.
  registerEndpoint(app, PACKAGE_SEARCH_ENDPOINTS.search, async ({ actor, body, request, reply }) => {
    const answer = await cache.answer(questionOf('package', actor, body), async () => {
      const tags = await packageSearchTags(db, body);
      const answer = await searchPackages({ db, actor, input: body });
      const json = answerJson(ZPackageSearchResponse, answer, { check: checkAnswers });
      return { json, tags };
    });
    return sendSearchAnswer(request, reply, answer);
  });
};
