import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDatabase } from '../../db/database';
import { flightReportRoutes } from './flight-report-routes';
import { ordersFullDataRoutes } from './orders-full-data-routes';

/** The reports' routes: the flight reports and their exports, and the full order data export. */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  await app.register(flightReportRoutes, { db });
  await app.register(ordersFullDataRoutes, { db });
};
