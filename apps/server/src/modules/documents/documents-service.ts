import type { TDocumentKind, TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TReadExecutor } from '../../db/read-replica';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { readBranding } from './branding';
import { invoiceData } from './invoice-data';
import type { TPdfPool } from './pdf-pool';
import { receiptData } from './receipt-data';
import type { TReportTable } from './report-pdf';
import { lineDocumentOf, type TDocumentHooks } from './line-documents';
import { ticketData } from './ticket-data';

/** A document as it leaves: the bytes, their type, and the file name a browser or a mail shows. */
export interface TRenderedDocument {
  fileName: string;
  contentType: 'application/pdf';
  content: Buffer;
}

export interface TDocumentCall {
  db: TExecutor;
  /** The caller, whose row scope applies (404 for another agent's order); the mail's attachments read as the system. */
  reader: TActor;
  language: TLanguage;
  /** Where uploads (the logo, the signature) are stored; without it the images are left out. */
  uploadsDir: string | undefined;
  /** The PDF pool that draws it (off the requests' thread, within its time limit). */
  pdfs: TPdfPool;
  /** The registered lines' documents (a ticket, a voucher, an itinerary are read by the order's line). */
  lines: TDocumentHooks;
  now?: Date;
}

function pdf(fileName: string, content: Buffer): TRenderedDocument {
  return { fileName, contentType: 'application/pdf', content };
}

/** A passenger's e-ticket: `e-ticket-ABC234-2.pdf` (the PNR and the passenger's id). */
export async function ticketDocument(call: TDocumentCall & { orderId: number; passengerId: number }) {
  const data = await ticketData(call);
  return pdf(
    `e-ticket-${data.pnr}-${call.passengerId}.pdf`,
    await call.pdfs.draw({ kind: 'ticket', language: call.language, data }),
  );
}

/** An order's invoice: `invoice-INV-000012.pdf`. */
export async function invoiceDocument(call: TDocumentCall & { orderId: number }) {
  const data = await invoiceData(call);
  return pdf(`invoice-${data.number}.pdf`, await call.pdfs.draw({ kind: 'invoice', language: call.language, data }));
}

/** An order's receipt: `receipt-ABC234.pdf`. */
export async function receiptDocument(call: TDocumentCall & { orderId: number }) {
  const data = await receiptData({ ...call, now: call.now ?? new Date() });
  return pdf(`receipt-${data.pnr}.pdf`, await call.pdfs.draw({ kind: 'receipt', language: call.language, data }));
}

/**
 * A confirmed hotel order's (or a ticketed package order's) voucher: `voucher-ABC234.pdf` (409 VOUCHER_NOT_ISSUED
 * before the stay is confirmed).
 */
export async function voucherDocument(call: TDocumentCall & { orderId: number }) {
  const { hook, line } = await lineDocumentOf(call, 'voucher');
  const data = {
    ...(await hook(line)),
    branding: await readBranding(call.db, call.uploadsDir, call.language),
  };
  return pdf(`voucher-${data.pnr}.pdf`, await call.pdfs.draw({ kind: 'voucher', language: call.language, data }));
}

/** A ticketed package order's itinerary: `itinerary-ABC234.pdf` (409 ITINERARY_NOT_ISSUED before). */
export async function itineraryDocument(call: TDocumentCall & { orderId: number }) {
  const { hook, line } = await lineDocumentOf(call, 'itinerary');
  const data = {
    ...(await hook(line)),
    branding: await readBranding(call.db, call.uploadsDir, call.language),
  };
  return pdf(`itinerary-${data.pnr}.pdf`, await call.pdfs.draw({ kind: 'itinerary', language: call.language, data }));
}

/** Any document by its kind (the mail module's attachments); a ticket needs its passenger. */
export async function documentOfKind(
  call: TDocumentCall & { kind: TDocumentKind; orderId: number; passengerId?: number },
): Promise<TRenderedDocument> {
  switch (call.kind) {
    case 'ticket':
      if (call.passengerId === undefined) throw new AppError(404, 'NOT_FOUND');
      return ticketDocument({ ...call, passengerId: call.passengerId });
    case 'invoice':
      return invoiceDocument(call);
    case 'receipt':
      return receiptDocument(call);
    case 'voucher':
      return voucherDocument(call);
    case 'itinerary':
      return itineraryDocument(call);
  }
}

/** A report's table as a PDF in the agency's branding (`uploadsDir`: where its logo is; left out: no logo). */
export async function reportDocument(
  db: TReadExecutor,
  options: { report: TReportTable; language: TLanguage; uploadsDir: string | undefined; pdfs: TPdfPool },
): Promise<Buffer> {
  const branding = await readBranding(db, options.uploadsDir, options.language);
  return options.pdfs.draw({ kind: 'report', language: options.language, report: options.report, branding });
}
