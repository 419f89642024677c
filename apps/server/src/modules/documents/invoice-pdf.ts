import {
  formatInstantDate,
  formatMinor,
  interpolate,
  textsOf,
  type TLanguage,
  type TPassengerType,
} from '@frs/contract';
import type { TBranding } from './branding';
import { brandColour, drawHeading, drawLetterhead } from './letterhead';
import { CONTENT_WIDTH, drawRow, drawRule, drawText, MUTED_COLOUR, newDocument, PAGE, type TColumn } from './pdf-text';
import { AGENCY_TIME_ZONE } from './ticket-pdf';

/** What an invoice shows: the seller (the agency), the buyer, a line per passenger and the totals, in AMD minor units. */
export interface TInvoiceDocument {
  branding: TBranding;
  /** Formatted, "INV-000012". */
  number: string;
  /** When the invoice number was given (an instant). */
  issuedAt: string;
  pnr: string;
  route: string;
  buyer: { name: string; vat: string | null; address: string | null };
  lines: { name: string; type: TPassengerType; ticketNumber: string | null; amount: number }[];
  subtotal: number;
  discount: number;
  fees: number;
  total: number;
}

/** The invoices' numbers as printed: "INV-000012". */
export function invoiceNumberText(serial: number): string {
  return `INV-${String(serial).padStart(6, '0')}`;
}

const LINE_COLUMNS: TColumn[] = [
  { width: 30 },
  { width: CONTENT_WIDTH - 250 },
  { width: 120 },
  { width: 100, align: 'right' },
];

export async function renderInvoicePdf(data: TInvoiceDocument, language: TLanguage): Promise<Buffer> {
  const texts = textsOf(language).documents;
  const t = texts.invoice;
  const colour = brandColour(data.branding);
  const { doc, done } = newDocument(interpolate(t.title, { number: data.number }));
  drawLetterhead(doc, data.branding, language);

  const top = doc.y;
  drawText(
    doc,
    interpolate(t.title, { number: data.number }),
    { x: PAGE.margin, y: top },
    {
      size: 18,
      weight: 'bold',
      color: colour,
      width: 330,
    },
  );
  const right = { x: PAGE.margin + 330, width: CONTENT_WIDTH - 330, align: 'right' as const, size: 10 };
  drawText(
    doc,
    interpolate(t.date, { date: formatInstantDate(data.issuedAt, { timeZone: AGENCY_TIME_ZONE }) }),
    {
      x: right.x,
      y: top + 2,
    },
    right,
  );
  drawText(doc, interpolate(t.order, { pnr: data.pnr }), { x: right.x }, right);
  if (data.route) drawText(doc, interpolate(t.route, { route: data.route }), { x: right.x }, right);
  doc.y = Math.max(doc.y, top + 30) + 10;

  const partiesTop = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const { branding } = data;
  drawText(doc, t.seller, { x: PAGE.margin, y: partiesTop }, { size: 8, color: MUTED_COLOUR, width: half });
  drawText(doc, branding.legalName, { x: PAGE.margin }, { size: 11, weight: 'bold', width: half });
  const sellerLines = [
    branding.address,
    branding.taxId && interpolate(t.taxId, { taxId: branding.taxId }),
    branding.bankName && interpolate(t.bank, { bank: branding.bankName }),
    branding.bankAccount && interpolate(t.account, { account: branding.bankAccount }),
    branding.bankSwift && interpolate(t.swift, { swift: branding.bankSwift }),
  ];
  for (const line of sellerLines) if (line) drawText(doc, line, { x: PAGE.margin }, { size: 9, width: half });
  const sellerBottom = doc.y;
  const buyerX = PAGE.margin + half + 20;
  drawText(doc, t.buyer, { x: buyerX, y: partiesTop }, { size: 8, color: MUTED_COLOUR, width: half });
  drawText(doc, data.buyer.name, { x: buyerX }, { size: 11, weight: 'bold', width: half });
  if (data.buyer.address) drawText(doc, data.buyer.address, { x: buyerX }, { size: 9, width: half });
  if (data.buyer.vat)
    drawText(doc, interpolate(t.vat, { vat: data.buyer.vat }), { x: buyerX }, { size: 9, width: half });
  doc.x = PAGE.margin;
  doc.y = Math.max(sellerBottom, doc.y) + 14;

  drawHeading(doc, t.description, colour);
  drawRow(doc, LINE_COLUMNS, [t.number, t.description, t.ticketNumber, t.amount], {
    size: 8,
    weight: 'bold',
    color: MUTED_COLOUR,
  });
  data.lines.forEach((line, index) => {
    drawRow(
      doc,
      LINE_COLUMNS,
      [
        String(index + 1),
        interpolate(t.line, { type: texts.passengerTypes[line.type], name: line.name }),
        line.ticketNumber ?? '',
        formatMinor(line.amount),
      ],
      { size: 9 },
    );
  });
  drawRule(doc, doc.y + 2, colour, 0.5);
  doc.y += 8;

  const totals: [string, number, boolean][] = [
    [t.subtotal, data.subtotal, false],
    ...(data.discount !== 0 ? ([[t.discount, -data.discount, false]] as [string, number, boolean][]) : []),
    ...(data.fees !== 0 ? ([[t.fees, data.fees, false]] as [string, number, boolean][]) : []),
    [t.total, data.total, true],
  ];
  const totalColumns: TColumn[] = [
    { width: CONTENT_WIDTH - 320 },
    { width: 220, align: 'right' },
    { width: 100, align: 'right' },
  ];
  for (const [label, amount, strong] of totals) {
    drawRow(doc, totalColumns, ['', label, formatMinor(amount)], {
      size: strong ? 11 : 9,
      weight: strong ? 'bold' : 'regular',
      color: strong ? colour : undefined,
    });
  }
  doc.y += 10;
  drawText(doc, t.currencyNote, { x: PAGE.margin }, { size: 8, color: MUTED_COLOUR });

  doc.end();
  return done;
}
