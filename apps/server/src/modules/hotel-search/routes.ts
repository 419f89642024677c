import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_SEARCH_ENDPOINTS, ZHotelSearchResponse } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { answerJson } from '../../lib/answer-serializer';
import { registerEndpoint } from '../../lib/endpoint-route';
import { hotelSearchTags, questionOf, sendSearchAnswer, type TSearchCache } from '../search';
import { hotelDetail, searchHotels } from './hotel-search-service';

/**
 * Hotel search and a hotel's detail (docs/PRODUCT.md §7 "Search and orders"); the order by PNR is the hotel orders'.
 */
export const hotelSearchRoutes: FastifyPluginAsyncZod<{
  db: TDatabase;
  cache: TSearchCache;
  /** CHECK_ANSWERS: zod checks each answer made (lib/answer-serializer.ts). */
  checkAnswers: boolean;
}> = async (app, { db, cache, checkAnswers }) => {
  // Answered through the search cache (modules/search/README.md), kept as the checked JSON of its answer.
  registerEndpoint(app, HOTEL_SEARCH_ENDPOINTS.search, async ({ actor, query, request, reply }) => {
    const answer = await cache.answer(questionOf('hotel', actor, query), async () => ({
      json: answerJson(ZHotelSearchResponse, await searchHotels({ db, actor, input: query }), { check: checkAnswers }),
      tags: hotelSearchTags(query),
    }));
    return sendSearchAnswer(request, reply, answer);
  });
  registerEndpoint(app, HOTEL_SEARCH_ENDPOINTS.hotel, async ({ actor, params, query }) =>
    hotelDetail({ db, actor, hotelId: params.id, input: query }),
  );
};
