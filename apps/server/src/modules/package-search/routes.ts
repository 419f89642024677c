import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PACKAGE_SEARCH_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { searchPackages } from './package-search-service';

/** Package search (docs/PRODUCT.md §7 "Search and orders"); the package orders are modules/package-orders'. */
export const packageSearchRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, PACKAGE_SEARCH_ENDPOINTS.search, async ({ actor, body }) =>
    searchPackages({ db, actor, input: body }),
  );
};
