import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, HOTEL_CATEGORIES, MEAL_TYPES, ZHotelCategories, ZMealTypes } from '@frs/contract';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';

/** The fixed lists of hotel data: categories (stars) and meal types. The records are the generic reference CRUD. */
export const hotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.hotelCategories,
    {
      preHandler: app.authorize('hotelReference.read'),
      schema: {
        tags: ['hotels'],
        summary: 'Hotel categories (stars)',
        security: BEARER,
        response: { 200: ZHotelCategories, ...PRIVATE_ERRORS },
      },
    },
    async () => [...HOTEL_CATEGORIES],
  );
  app.get(
    API_PATHS.mealTypes,
    {
      preHandler: app.authorize('hotelReference.read'),
      schema: {
        tags: ['hotels'],
        summary: 'Meal types of rooms: RO, BB, HB, FB, AI',
        security: BEARER,
        response: { 200: ZMealTypes, ...PRIVATE_ERRORS },
      },
    },
    async () => [...MEAL_TYPES],
  );
};
