import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_CATEGORIES, HOTEL_ENDPOINTS, MEAL_TYPES } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { hotelInventory, updateInventory } from './inventory-service';

/**
 * The fixed lists of hotel data (categories, meal types) and a hotel's inventory night by night. The records are the
 * generic reference CRUD.
 */
export const hotelsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, HOTEL_ENDPOINTS.categories, async () => [...HOTEL_CATEGORIES]);
  registerEndpoint(app, HOTEL_ENDPOINTS.mealTypes, async () => [...MEAL_TYPES]);
  registerEndpoint(app, HOTEL_ENDPOINTS.inventory, async ({ params, query }) =>
    hotelInventory({ db, hotelId: params.id, month: query.month }),
  );
  registerEndpoint(app, HOTEL_ENDPOINTS.updateInventory, async ({ actor, params, body }) =>
    updateInventory({ db, actor, hotelId: params.id, input: body }),
  );
};
