import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HISTORY_ENDPOINTS, HISTORY_LIST } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../../lib/list-export';
import { exportHistory, exportTimeZone, listHistory } from './history-service';

/** The history list (POST /api/logs/get) and its CSV/XLSX export. */
export const historyRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, HISTORY_ENDPOINTS.list, async ({ actor, body }) => listHistory({ db, actor, input: body }));

  registerEndpoint(app, HISTORY_ENDPOINTS.export, async ({ actor, body, request, reply }) => {
    const timeZone = exportTimeZone(body.timeZone);
    // The scope is checked (an agent's 404) before the file starts.
    const batches = await exportHistory({ db, actor, input: body, language: request.language, timeZone });
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
