import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_SEARCH_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { hotelDetail, searchHotels } from './hotel-search-service';

/**
 * Hotel search and a hotel's detail (docs/PRODUCT.md §7 "Search and orders"); the order by PNR is the hotel orders'.
 */
export const hotelSearchRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, HOTEL_SEARCH_ENDPOINTS.search, async ({ actor, query }) =>
    searchHotels({ db, actor, input: query }),
  );
  registerEndpoint(app, HOTEL_SEARCH_ENDPOINTS.hotel, async ({ actor, params, query }) =>
    hotelDetail({ db, actor, hotelId: params.id, input: query }),
  );
};
