import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDERS_FULL_DATA_EXPORT, REPORT_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../../lib/list-export';
import { exportOrdersFullData } from './orders-full-data';

/** GET /api/reports/orders-full-data: the staff's export of every order of the filters, streamed as it is read. */
export const ordersFullDataRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, REPORT_ENDPOINTS.ordersFullData, async ({ actor, query, request, reply }) =>
    sendExport(reply, {
      list: ORDERS_FULL_DATA_EXPORT,
      language: request.language,
      format: query.format,
      batches: exportOrdersFullData({ db, actor, input: query }),
      fileName: 'orders-full-data',
    }),
  );
};
