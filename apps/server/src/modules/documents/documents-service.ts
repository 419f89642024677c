import type { TDocumentKind, TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { invoiceData } from './invoice-data';
import { renderInvoicePdf } from './invoice-pdf';
import { itineraryData } from './itinerary-data';
import { renderItineraryPdf } from './itinerary-pdf';
import { receiptData } from './receipt-data';
import { renderReceiptPdf } from './receipt-pdf';
import { ticketData } from './ticket-data';
import { renderTicketPdf } from './ticket-pdf';
import { voucherData } from './voucher-data';
import { renderVoucherPdf } from './voucher-pdf';

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
  now?: Date;
}

function pdf(fileName: string, content: Buffer): TRenderedDocument {
  return { fileName, contentType: 'application/pdf', content };
}

/** A passenger's e-ticket: `e-ticket-ABC234-2.pdf` (the PNR and the passenger's id). */
export async function ticketDocument(call: TDocumentCall & { orderId: number; passengerId: number }) {
  const data = await ticketData(call);
  return pdf(`e-ticket-${data.pnr}-${call.passengerId}.pdf`, await renderTicketPdf(data, call.language));
}

/** An order's invoice: `invoice-INV-000012.pdf`. */
export async function invoiceDocument(call: TDocumentCall & { orderId: number }) {
  const data = await invoiceData(call);
  return pdf(`invoice-${data.number}.pdf`, await renderInvoicePdf(data, call.language));
}

/** An order's receipt: `receipt-ABC234.pdf`. */
export async function receiptDocument(call: TDocumentCall & { orderId: number }) {
  const data = await receiptData({ ...call, now: call.now ?? new Date() });
  return pdf(`receipt-${data.pnr}.pdf`, await renderReceiptPdf(data, call.language));
}

/**
 * A confirmed hotel order's (or a ticketed package order's) voucher: `voucher-ABC234.pdf` (409 VOUCHER_NOT_ISSUED
 * before the stay is confirmed).
 */
export async function voucherDocument(call: TDocumentCall & { orderId: number }) {
  const data = await voucherData(call);
  return pdf(`voucher-${data.pnr}.pdf`, await renderVoucherPdf(data, call.language));
}

/** A ticketed package order's itinerary: `itinerary-ABC234.pdf` (409 ITINERARY_NOT_ISSUED before). */
export async function itineraryDocument(call: TDocumentCall & { orderId: number }) {
  const data = await itineraryData(call);
  return pdf(`itinerary-${data.pnr}.pdf`, await renderItineraryPdf(data, call.language));
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
