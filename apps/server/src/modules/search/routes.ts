import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendSearchAnswer, type TSearchCache } from './search-cache';
import { flightSearchTags, questionOf } from './search-questions';
import { searchAnswerJson } from './search-service';

/** Flight search (docs/PRODUCT.md §7 "Search and orders"), answered through the search cache (README.md). */
export const searchRoutes: FastifyPluginAsyncZod<{
  db: TDatabase;
  cache: TSearchCache;
  /** CHECK_ANSWERS: zod checks each answer made (lib/answer-serializer.ts). */
  checkAnswers: boolean;
}> = async (app, { db, cache, checkAnswers }) => {
  registerEndpoint(app, SEARCH_ENDPOINTS.flights, async ({ actor, body, request, reply }) => {
    const answer = await cache.answer(questionOf('flight', actor, body), async () => ({
      json: await searchAnswerJson({ db, actor, input: body }, { check: checkAnswers }),
      tags: flightSearchTags(body),
    }));
    return sendSearchAnswer(request, reply, answer);
  });
};
