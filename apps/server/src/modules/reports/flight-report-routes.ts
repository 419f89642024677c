import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_ENDPOINTS } from '@frs/contract';
import type { TReadReplica } from '../../db/read-replica';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { TPdfPool } from '../documents';
import { flightReport } from './flight-report';
import { sendFlightReportFile } from './flight-report-export';

/**
 * The flight report and its files (reports.read: Super Admin, Admin, Viewer, Reports). `uploadsDir` is where the
 * agency's logo is, for the PDF's letterhead (left out: the letterhead without the logo); `pdfs` draws the PDF (left
 * out: the process's pool). Both read on `readReplica`.
 */
export const flightReportRoutes: FastifyPluginAsyncZod<{
  readReplica: TReadReplica;
  uploadsDir?: string;
  pdfs?: TPdfPool;
}> = async (app, { readReplica, uploadsDir, pdfs }) => {
  registerEndpoint(app, REPORT_ENDPOINTS.flightReport, async ({ body, request }) =>
    flightReport({ db: readReplica.executor(), input: body, language: request.language }),
  );

  registerEndpoint(app, REPORT_ENDPOINTS.flightReportExport, async ({ body, request, reply }) =>
    sendFlightReportFile({
      db: readReplica.executor(),
      input: body,
      language: request.language,
      reply,
      uploadsDir,
      pdfs,
    }),
  );
};
