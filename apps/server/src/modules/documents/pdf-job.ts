import type { TLanguage } from '@frs/contract';
import type { TBranding } from './branding';
import { renderInvoicePdf, type TInvoiceDocument } from './invoice-pdf';
import { renderItineraryPdf, type TItineraryDocument } from './itinerary-pdf';
import { renderReceiptPdf, type TReceiptDocument } from './receipt-pdf';
import { drawReportPdf, type TReportTable } from './report-pdf';
import { renderTicketPdf, type TTicketDocument } from './ticket-pdf';
import { renderVoucherPdf, type TVoucherDocument } from './voucher-pdf';

/**
 * One PDF to draw, as it crosses to a worker of the PDF pool (`pdf-pool.ts`): plain data only (the document's data
 * as its `*-data.ts` gathered it, the language, the branding with its images' bytes), so it survives the structured
 * clone of postMessage. Buffers arrive on the other side as plain Uint8Arrays (`drawPdf` makes them Buffers again).
 */
export type TPdfJob =
  | { kind: 'ticket'; language: TLanguage; data: TTicketDocument }
  | { kind: 'invoice'; language: TLanguage; data: TInvoiceDocument }
  | { kind: 'receipt'; language: TLanguage; data: TReceiptDocument }
  | { kind: 'voucher'; language: TLanguage; data: TVoucherDocument }
  | { kind: 'itinerary'; language: TLanguage; data: TItineraryDocument }
  | { kind: 'report'; language: TLanguage; report: TReportTable; branding: TBranding };

/** A Buffer over the same bytes (pdfkit takes a Buffer for an image, and reads a Uint8Array as a file's path). */
function asBuffer(bytes: Uint8Array | null): Buffer | null {
  if (bytes === null || Buffer.isBuffer(bytes)) return bytes;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function withBufferImages(branding: TBranding): TBranding {
  return { ...branding, logo: asBuffer(branding.logo), signature: asBuffer(branding.signature) };
}

/** Draws the job's PDF: what a worker of the pool runs (and nothing on the request's thread does). */
export function drawPdf(job: TPdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'ticket':
      return renderTicketPdf({ ...job.data, branding: withBufferImages(job.data.branding) }, job.language);
    case 'invoice':
      return renderInvoicePdf({ ...job.data, branding: withBufferImages(job.data.branding) }, job.language);
    case 'receipt':
      return renderReceiptPdf({ ...job.data, branding: withBufferImages(job.data.branding) }, job.language);
    case 'voucher':
      return renderVoucherPdf({ ...job.data, branding: withBufferImages(job.data.branding) }, job.language);
    case 'itinerary':
      return renderItineraryPdf({ ...job.data, branding: withBufferImages(job.data.branding) }, job.language);
    case 'report':
      return drawReportPdf(job.report, withBufferImages(job.branding), job.language);
  }
}
