import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import {
  invoiceDocument,
  itineraryDocument,
  receiptDocument,
  ticketDocument,
  voucherDocument,
  type TRenderedDocument,
} from './documents-service';
import type { TDocumentHooks } from './line-documents';
import type { TPdfPool } from './pdf-pool';
import { orderIdOfPnr } from './receipt-data';

/** Sends a PDF to be shown in the browser's window (inline), under its file name. */
function sendDocument(reply: FastifyReply, document: TRenderedDocument): FastifyReply {
  return reply
    .type(document.contentType)
    .header('content-disposition', `inline; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.content);
}

/**
 * The PDF pages of docs/PRODUCT.md §7: an e-ticket, an invoice, a receipt, a hotel voucher, a package's itinerary, in
 * `lang` or the reader's language.
 */
export const documentsRoutes: FastifyPluginAsyncZod<{
  db: TDatabase;
  uploadsDir: string | undefined;
  /** The app's PDF pool: the PDFs are drawn off the requests' thread. */
  pdfs: TPdfPool;
  /** The registered lines' documents, by line (app.ts: `documentHooksOf(productLines)`). */
  lines: TDocumentHooks;
}> = async (app, { db, uploadsDir, pdfs, lines }) => {
  registerEndpoint(app, DOCUMENT_ENDPOINTS.ticket, async ({ actor, params, query, request, reply }) => {
    const language = query.lang ?? request.language;
    const document = await ticketDocument({ db, reader: actor, language, uploadsDir, pdfs, lines, ...params });
    return sendDocument(reply, document);
  });

  registerEndpoint(app, DOCUMENT_ENDPOINTS.invoice, async ({ actor, params, query, request, reply }) => {
    const language = query.lang ?? request.language;
    return sendDocument(
      reply,
      await invoiceDocument({ db, reader: actor, language, uploadsDir, pdfs, lines, orderId: params.id }),
    );
  });

  registerEndpoint(app, DOCUMENT_ENDPOINTS.receipt, async ({ actor, params, query, request, reply }) => {
    const language = query.lang ?? request.language;
    const orderId = await orderIdOfPnr(db, actor, params.pnr);
    return sendDocument(
      reply,
      await receiptDocument({ db, reader: actor, language, uploadsDir, pdfs, lines, orderId }),
    );
  });

  registerEndpoint(app, DOCUMENT_ENDPOINTS.voucher, async ({ actor, params, query, request, reply }) => {
    const language = query.lang ?? request.language;
    return sendDocument(
      reply,
      await voucherDocument({ db, reader: actor, language, uploadsDir, pdfs, lines, orderId: params.id }),
    );
  });

  registerEndpoint(app, DOCUMENT_ENDPOINTS.itinerary, async ({ actor, params, query, request, reply }) => {
    const language = query.lang ?? request.language;
    return sendDocument(
      reply,
      await itineraryDocument({ db, reader: actor, language, uploadsDir, pdfs, lines, orderId: params.id }),
    );
  });
};
