import type { TDocumentKind, TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TReadExecutor } from '../../db/read-replica';
import { documentOfKind, reportDocument, type TRenderedDocument } from './documents-service';
import type { TDocumentHooks } from './line-documents';
import { processPdfPool, type TPdfPool } from './pdf-pool';
import type { TReportTable } from './report-pdf';
import { SYSTEM_READER } from './reader';
import { sampleDocument } from './sample-data';

/**
 * Documents: the PDFs of an order (e-ticket per passenger, invoice, receipt; a hotel or package order's voucher; a
 * package order's itinerary) in hy/en/ru with the agency's branding (docs/how-to-add.md "A document"). Owner of
 * `invoice_numbers` (and the `invoice_serial` counter). The ticket, the voucher and the itinerary are read by the
 * order's product line (its module's `documents`, handed in by app.ts: line-documents.ts); the invoice and the
 * receipt read the order through the flight orders' view, and the settings, users and ledger tables.
 */

export { documentsRoutes } from './routes';
export type { TRenderedDocument } from './documents-service';
/** What a product line brings for its orders' documents (`TProductLineModule.documents`). */
export type { TDocumentHooks, TLineDocumentCall, TLineDocuments, TLineTicket } from './line-documents';
export type { TItineraryDocument } from './itinerary-pdf';
export type { TItineraryFlight, TPrintedFlight, TTicketFlight } from './printed-flight';
export type { TVoucherDocument } from './voucher-pdf';
export type { TReportColumn, TReportTable } from './report-pdf';
/** The PDF pool (worker threads) that draws every document: an app holds it from its build to its close. */
export { openPdfPool, type TPdfPool } from './pdf-pool';

/**
 * An order's document for a mail's attachment: read as the system (no row scope; the mail goes to the order's own
 * recipients). A ticket needs `passengerId` (409 TICKET_NOT_ISSUED while the passenger has no ticket number); an
 * invoice's first rendering gives the order its invoice number; a voucher is a confirmed hotel order's (409
 * VOUCHER_NOT_ISSUED before), an itinerary a ticketed package order's (409 ITINERARY_NOT_ISSUED before). Throws AppError 404 for an order (or passenger) that
 * does not exist.
 */
export function renderOrderDocument(
  db: TExecutor,
  options: {
    kind: TDocumentKind;
    orderId: number;
    passengerId?: number;
    language: TLanguage;
    /** The registered lines' documents (app.ts: `documentHooksOf(productLines)`). */
    lines: TDocumentHooks;
    /** The uploads folder (config.uploadsDir, DATA_DIR/uploads), for the logo and signature; left out: no images. */
    uploadsDir?: string;
    /** The pool that draws it (the app's); left out: the process's pool, unheld. */
    pdfs?: TPdfPool;
    now?: Date;
  },
): Promise<TRenderedDocument> {
  return documentOfKind({
    db,
    reader: SYSTEM_READER,
    ...options,
    uploadsDir: options.uploadsDir,
    pdfs: options.pdfs ?? processPdfPool(),
  });
}

/**
 * A document of the kind over sample data (a made-up order), for template previews and test mails. With `agency`,
 * the agency's real branding (name, contacts, logo, terms) is used; without, sample branding.
 */
export function renderSampleDocument(
  kind: TDocumentKind,
  language: TLanguage,
  agency?: { db: TExecutor; uploadsDir?: string },
  pdfs: TPdfPool = processPdfPool(),
): Promise<TRenderedDocument> {
  return sampleDocument(kind, language, agency && { db: agency.db, uploadsDir: agency.uploadsDir }, pdfs);
}

/**
 * A report's table as a PDF in the agency's branding (the flight report's export): its logo from `uploadsDir` (left
 * out: no logo), drawn by `pdfs` (left out: the process's pool, unheld).
 */
export function renderReportPdf(
  db: TReadExecutor,
  options: { report: TReportTable; language: TLanguage; uploadsDir?: string; pdfs?: TPdfPool },
): Promise<Buffer> {
  return reportDocument(db, {
    ...options,
    uploadsDir: options.uploadsDir,
    pdfs: options.pdfs ?? processPdfPool(),
  });
}
