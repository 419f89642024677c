import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDatabase } from '../../db/database';
import { flightReportRoutes } from './flight-report-routes';
import { ordersFullDataRoutes } from './orders-full-data-routes';

/**
 * The reports' routes: the flight reports and their exports, and the full order data export. `uploadsDir` holds the
 * agency's logo for the report's PDF.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: TDatabase; uploadsDir?: string }> = async (
  app,
  { db, uploadsDir },
) => {
  await app.register(flightReportRoutes, { db, uploadsDir });
  await app.register(ordersFullDataRoutes, { db });
};
