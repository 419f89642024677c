import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TReadReplica } from '../../db/read-replica';
import type { TPdfPool } from '../documents';
import { flightReportRoutes } from './flight-report-routes';
import { ordersFullDataRoutes } from './orders-full-data-routes';

/**
 * The reports' routes: the flight reports and their exports, and the full order data export. They only read, and may
 * lag a few seconds: they run on `readReplica` (the replica while it keeps up, else the primary). `uploadsDir` holds
 * the agency's logo for the report's PDF, and `pdfs` (the app's PDF pool) draws it.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  readReplica: TReadReplica;
  uploadsDir?: string;
  pdfs?: TPdfPool;
}> = async (app, { readReplica, uploadsDir, pdfs }) => {
  await app.register(flightReportRoutes, { readReplica, uploadsDir, pdfs });
  await app.register(ordersFullDataRoutes, { readReplica });
};
