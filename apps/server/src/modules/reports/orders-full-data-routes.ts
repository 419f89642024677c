import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDERS_FULL_DATA_EXPORT, REPORT_ENDPOINTS } from '@frs/contract';
import type { TReadReplica } from '../../db/read-replica';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../../lib/list-export';
import { exportOrdersFullData } from './orders-full-data';

/**
 * GET /api/reports/orders-full-data: the staff's export of every order of the filters, streamed as it is read, from
 * `readReplica` (one server for the whole file).
 */
export const ordersFullDataRoutes: FastifyPluginAsyncZod<{ readReplica: TReadReplica }> = async (
  app,
  { readReplica },
) => {
  registerEndpoint(app, REPORT_ENDPOINTS.ordersFullData, async ({ actor, query, request, reply }) =>
    sendExport(reply, {
      list: ORDERS_FULL_DATA_EXPORT,
      language: request.language,
      format: query.format,
      batches: exportOrdersFullData({ db: readReplica.executor(), actor, input: query }),
      fileName: 'orders-full-data',
    }),
  );
};
