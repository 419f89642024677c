import { formatInstant, formatMinor, interpolate, textsOf, type TLanguage } from '@frs/contract';
import type { TBranding } from './branding';
import { brandColour, drawHeading, drawLetterhead } from './letterhead';
import { CONTENT_WIDTH, drawRow, drawRule, drawText, MUTED_COLOUR, newDocument, PAGE, type TColumn } from './pdf-text';
import { AGENCY_TIME_ZONE } from './ticket-pdf';

export type TReceiptKind =
  'ticketing' | 'refund' | 'penalty' | 'price-correction' | 'dateChangeFee' | 'nameChangeFee' | 'other';

/** What a receipt shows: the money of an order that actually moved, with its dates, in AMD minor units. */
export interface TReceiptDocument {
  branding: TBranding;
  pnr: string;
  payer: string;
  /** In ledger order; `paid` and `refunded` are not negative, one of them is 0. */
  entries: { at: string; kind: TReceiptKind; paid: number; refunded: number }[];
  printedAt: string;
}

const COLUMNS: TColumn[] = [
  { width: 110 },
  { width: CONTENT_WIDTH - 310 },
  { width: 100, align: 'right' },
  { width: 100, align: 'right' },
];

export async function renderReceiptPdf(data: TReceiptDocument, language: TLanguage): Promise<Buffer> {
  const t = textsOf(language).documents.receipt;
  const colour = brandColour(data.branding);
  const { doc, done } = newDocument(`${t.title} ${data.pnr}`);
  const when = (instant: string) => formatInstant(instant, { timeZone: AGENCY_TIME_ZONE });
  drawLetterhead(doc, data.branding, language);

  drawText(doc, t.title, { x: PAGE.margin }, { size: 18, weight: 'bold', color: colour });
  drawText(doc, interpolate(t.pnr, { pnr: data.pnr }), { x: PAGE.margin }, { size: 11, weight: 'bold' });
  if (data.payer) drawText(doc, interpolate(t.payer, { name: data.payer }), { x: PAGE.margin }, { size: 10 });
  doc.y += 6;

  drawHeading(doc, t.operation, colour);
  if (data.entries.length === 0) {
    drawText(doc, t.none, { x: PAGE.margin }, { size: 10 });
  } else {
    drawRow(doc, COLUMNS, [t.date, t.operation, t.paid, t.refunded], { size: 8, weight: 'bold', color: MUTED_COLOUR });
    for (const entry of data.entries) {
      drawRow(
        doc,
        COLUMNS,
        [
          when(entry.at),
          t.kinds[entry.kind],
          entry.paid ? formatMinor(entry.paid) : '',
          entry.refunded ? formatMinor(entry.refunded) : '',
        ],
        { size: 9 },
      );
    }
    drawRule(doc, doc.y + 2, colour, 0.5);
    doc.y += 8;
    const totalPaid = data.entries.reduce((sum, entry) => sum + entry.paid, 0);
    const totalRefunded = data.entries.reduce((sum, entry) => sum + entry.refunded, 0);
    const totalColumns: TColumn[] = [
      { width: CONTENT_WIDTH - 260 },
      { width: 160, align: 'right' },
      { width: 100, align: 'right' },
    ];
    drawRow(doc, totalColumns, ['', t.totalPaid, formatMinor(totalPaid)], { size: 9 });
    drawRow(doc, totalColumns, ['', t.totalRefunded, formatMinor(totalRefunded)], { size: 9 });
    drawRow(doc, totalColumns, ['', t.balance, formatMinor(totalPaid - totalRefunded)], {
      size: 11,
      weight: 'bold',
      color: colour,
    });
  }
  doc.y += 14;
  drawText(
    doc,
    interpolate(t.printed, { date: when(data.printedAt) }),
    { x: PAGE.margin },
    {
      size: 8,
      color: MUTED_COLOUR,
    },
  );

  doc.end();
  return done;
}
