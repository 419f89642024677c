import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDatabase } from '../../db/database';
import type { TPdfPool } from '../documents';
import { flightReportRoutes } from './flight-report-routes';
import { ordersFullDataRoutes } from './orders-full-data-routes';

/**
 * The reports' routes: the flight reports and their exports, and the full order data export. `uploadsDir` holds the
 * agency's logo for the report's PDF, and `pdfs` (the app's PDF pool) draws it.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: TDatabase; uploadsDir?: string; pdfs?: TPdfPool }> = async (
  app,
  { db, uploadsDir, pdfs },
) => {
  await app.register(flightReportRoutes, { db, uploadsDir, pdfs });
  await app.register(ordersFullDataRoutes, { db });
};
