import { toBuffer } from 'bwip-js/node';
import {
  formatInstantDate,
  formatIsoDate,
  formatMinor,
  interpolate,
  textsOf,
  type TBaggageAllowance,
  type TCurrency,
  type TLanguage,
  type TPassengerPenalties,
  type TPassengerType,
  type TPenalty,
} from '@frs/contract';
import type { TBranding } from './branding';
import type { TPrintedFlight } from './printed-flight';
import { brandColour, drawHeading, drawLetterhead } from './letterhead';
import {
  CONTENT_WIDTH,
  drawRow,
  drawText,
  ensureSpace,
  MUTED_COLOUR,
  newDocument,
  PAGE,
  type TColumn,
} from './pdf-text';

/** What an e-ticket shows: one passenger's ticket on an order. */
export interface TTicketDocument {
  branding: TBranding;
  pnr: string;
  ticketNumber: string;
  /** When the order was ticketed (an instant). */
  issuedAt: string;
  passenger: { name: string; type: TPassengerType; passportNumber: string };
  segments: (TPrintedFlight & { baggage: TBaggageAllowance })[];
  /** The fare rules of the segments, each once, with this passenger type's penalties. */
  fareRules: { name: string; text: string; penalties: TPassengerPenalties; currency: TCurrency }[];
}

/** The agency works in Armenia: dates of issue are Yerevan's. */
export const AGENCY_TIME_ZONE = 'Asia/Yerevan';

const SEGMENT_COLUMNS: TColumn[] = [
  { width: 70 },
  { width: 66 },
  { width: 95 },
  { width: 95 },
  { width: 50 },
  { width: CONTENT_WIDTH - 376 },
];

function timeOf(local: string): string {
  return local.slice(11, 16);
}

function penaltyText(penalty: TPenalty, currency: TCurrency, free: string): string {
  if (penalty.value === 0) return free;
  return penalty.type === 'percent' ? `${penalty.value}%` : `${formatMinor(penalty.value)} ${currency}`;
}

async function barcodeOf(ticketNumber: string, pnr: string): Promise<Buffer> {
  return toBuffer({ bcid: 'qrcode', text: `${ticketNumber} ${pnr}`, scale: 4 });
}

/** Draws a label over its value (the passenger block). */
function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number): void {
  drawText(doc, label, { x, y }, { size: 8, color: MUTED_COLOUR, width });
  drawText(doc, value, { x }, { size: 11, weight: 'bold', width });
}

export async function renderTicketPdf(data: TTicketDocument, language: TLanguage): Promise<Buffer> {
  const texts = textsOf(language).documents;
  const t = texts.ticket;
  const colour = brandColour(data.branding);
  const { doc, done } = newDocument(`${t.title} ${data.pnr} ${data.ticketNumber}`);
  const barcode = await barcodeOf(data.ticketNumber, data.pnr);

  drawLetterhead(doc, data.branding, language);
  const blockTop = doc.y;
  drawText(doc, t.title, { x: PAGE.margin, y: blockTop }, { size: 18, weight: 'bold', color: colour, width: 360 });
  const fieldsTop = doc.y + 8;
  const half = 180;
  field(doc, t.passenger, data.passenger.name, PAGE.margin, fieldsTop, 2 * half);
  const second = doc.y + 6;
  field(doc, t.passengerType, texts.passengerTypes[data.passenger.type], PAGE.margin, second, half);
  field(doc, t.passport, data.passenger.passportNumber, PAGE.margin + half, second, half);
  const third = doc.y + 6;
  field(doc, t.pnr, data.pnr, PAGE.margin, third, half);
  field(doc, t.ticketNumber, data.ticketNumber, PAGE.margin + half, third, half);
  const fourth = doc.y + 6;
  field(doc, t.issueDate, formatInstantDate(data.issuedAt, { timeZone: AGENCY_TIME_ZONE }), PAGE.margin, fourth, half);
  const fieldsBottom = doc.y;
  const codeSize = 110;
  doc.image(barcode, PAGE.width - PAGE.margin - codeSize, blockTop, { fit: [codeSize, codeSize] });
  doc.x = PAGE.margin;
  doc.y = Math.max(fieldsBottom, blockTop + codeSize) + 10;

  drawHeading(doc, t.itinerary, colour);
  drawRow(doc, SEGMENT_COLUMNS, [t.flight, t.date, t.departure, t.arrival, t.class, t.baggage], {
    size: 8,
    weight: 'bold',
    color: MUTED_COLOUR,
  });
  for (const segment of data.segments) {
    const departureDate = segment.departureLocal.slice(0, 10);
    const arrivalDate = segment.arrivalLocal.slice(0, 10);
    const arrivalTime =
      arrivalDate === departureDate
        ? timeOf(segment.arrivalLocal)
        : `${timeOf(segment.arrivalLocal)} (${formatIsoDate(arrivalDate)})`;
    const { cabinKg, checkedPieces, checkedKg } = segment.baggage;
    const baggage = [
      interpolate(t.cabinBaggage, { kg: cabinKg }),
      checkedPieces > 0 ? interpolate(t.checkedBaggage, { pieces: checkedPieces, kg: checkedKg }) : t.noCheckedBaggage,
    ].join(', ');
    drawRow(
      doc,
      SEGMENT_COLUMNS,
      [
        `${segment.airline.iataCode} ${segment.flightNumber}\n${segment.airline.name}`,
        formatIsoDate(departureDate),
        `${segment.from.iataCode} ${segment.from.city}\n${timeOf(segment.departureLocal)}`,
        `${segment.to.iataCode} ${segment.to.city}\n${arrivalTime}`,
        segment.className,
        baggage,
      ],
      { size: 9 },
    );
  }
  drawText(doc, t.localTimes, { x: PAGE.margin }, { size: 8, color: MUTED_COLOUR });

  if (data.fareRules.length > 0) {
    drawHeading(doc, t.fareRules, colour);
    for (const rule of data.fareRules) {
      ensureSpace(doc, 40);
      drawText(doc, rule.name, { x: PAGE.margin }, { size: 10, weight: 'bold' });
      if (rule.text) drawText(doc, rule.text, { x: PAGE.margin }, { size: 9 });
      const penalties = [
        interpolate(t.refund, { penalty: penaltyText(rule.penalties.refund, rule.currency, t.free) }),
        interpolate(t.change, { penalty: penaltyText(rule.penalties.change, rule.currency, t.free) }),
        interpolate(t.cancel, { penalty: penaltyText(rule.penalties.cancel, rule.currency, t.free) }),
      ];
      drawText(doc, penalties.join(' · '), { x: PAGE.margin }, { size: 9, color: MUTED_COLOUR });
      doc.y += 4;
    }
  }

  if (data.branding.terms.trim()) {
    drawHeading(doc, t.terms, colour);
    drawText(doc, data.branding.terms, { x: PAGE.margin }, { size: 8, lineGap: 2 });
  }

  if (data.branding.signature) {
    ensureSpace(doc, 80);
    doc.y += 10;
    drawText(doc, t.signature, { x: PAGE.margin }, { size: 8, color: MUTED_COLOUR });
    try {
      doc.image(data.branding.signature, PAGE.margin, doc.y + 2, { fit: [140, 50] });
    } catch {
      // An image pdfkit cannot decode is left out rather than failing the document.
    }
  }

  doc.end();
  return done;
}
