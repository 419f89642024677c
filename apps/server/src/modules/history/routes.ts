import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HISTORY_ENDPOINTS, HISTORY_LIST } from '@frs/contract';
import type { TReadReplica } from '../../db/read-replica';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../../lib/list-export';
import { exportHistory, exportTimeZone, listHistory } from './history-service';

/**
 * The history list (POST /api/logs/get) and its CSV/XLSX export: reads that may lag a few seconds, on `readReplica`
 * (the replica while it keeps up, else the primary).
 */
export const historyRoutes: FastifyPluginAsyncZod<{ readReplica: TReadReplica }> = async (app, { readReplica }) => {
  registerEndpoint(app, HISTORY_ENDPOINTS.list, async ({ actor, body }) =>
    listHistory({ db: readReplica.executor(), actor, input: body }),
  );

  registerEndpoint(app, HISTORY_ENDPOINTS.export, async ({ actor, body, request, reply }) => {
    const timeZone = exportTimeZone(body.timeZone);
    // The scope is checked (an agent's 404) before the file starts.
    const batches = await exportHistory({
      db: readReplica.executor(),
      actor,
      input: body,
      language: request.language,
      timeZone,
    });
    return sendExport(reply, {
      list: HISTORY_LIST,
      language: request.language,
      format: body.format,
      batches,
      fileName: 'history',
      timeZone,
    });
  });
};
