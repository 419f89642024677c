import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_CATEGORIES, HOTEL_ENDPOINTS, MEAL_TYPES } from '@frs/contract';
import { registerEndpoint } from '../../lib/endpoint-route';

/** The fixed lists of hotel data: categories (stars) and meal types. The records are the generic reference CRUD. */
export const hotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, HOTEL_ENDPOINTS.categories, async () => [...HOTEL_CATEGORIES]);
  registerEndpoint(app, HOTEL_ENDPOINTS.mealTypes, async () => [...MEAL_TYPES]);
};
