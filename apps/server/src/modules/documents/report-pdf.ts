import type { TLanguage } from '@frs/contract';
import type { TBranding } from './branding';
import { brandColour, drawLetterhead } from './letterhead';
import { drawRow, drawRule, drawText, MUTED_COLOUR, newDocument, PAGE, type TColumn } from './pdf-text';

/**
 * A report as a PDF (the flight report's export), on landscape A4 pages (a dozen figures side by side): the agency's
 * letterhead, the report's title and lines (its period, its filters), then one table: a header row (again on every
 * page), a row per group and the totals. The report gives its texts already in the reader's language and its cells
 * already written out; this only lays them out.
 */

export interface TReportColumn {
  label: string;
  /** Its share of the page's width, against the other columns'. */
  weight: number;
  align?: 'left' | 'right';
}

export interface TReportTable {
  title: string;
  /** Lines under the title: the period, the filters. */
  lines: readonly string[];
  columns: readonly TReportColumn[];
  rows: readonly (readonly string[])[];
  /** The totals row (its first cell names it), or null. */
  totals: readonly string[] | null;
  /** What shows instead of the table when there are no rows. */
  empty: string;
  /** The closing line, e.g. when it was printed. */
  footer: string;
}

/** The table's font size: small enough for a dozen figures across an A4 page. */
const TABLE_SIZE = 7.5;
/** The header's: its words are longer than the figures under them. */
const HEADER_SIZE = 6.5;
/** The room a row needs (drawRow's own page break): a row that has less starts a new page. */
const ROW_ROOM = 30;

function columnsOf(columns: readonly TReportColumn[], contentWidth: number): TColumn[] {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  return columns.map((column) => ({
    width: (contentWidth * column.weight) / total,
    align: column.align ?? 'left',
  }));
}

export async function drawReportPdf(report: TReportTable, branding: TBranding, language: TLanguage): Promise<Buffer> {
  const colour = brandColour(branding);
  const { doc, done } = newDocument(report.title, 'landscape');
  const contentWidth = doc.page.width - 2 * PAGE.margin;
  drawLetterhead(doc, branding, language);
  drawText(doc, report.title, { x: PAGE.margin }, { size: 16, weight: 'bold', color: colour, width: contentWidth });
  for (const line of report.lines) {
    drawText(doc, line, { x: PAGE.margin }, { size: 9, color: MUTED_COLOUR, width: contentWidth });
  }
  doc.y += 8;

  if (report.rows.length === 0) {
    drawText(doc, report.empty, { x: PAGE.margin }, { size: 10 });
  } else {
    const columns = columnsOf(report.columns, contentWidth);
    const header = () => {
      drawRow(
        doc,
        columns,
        report.columns.map((column) => column.label),
        { size: HEADER_SIZE, weight: 'bold', color: MUTED_COLOUR },
      );
      drawRule(doc, doc.y, colour, 0.5);
      doc.y += 3;
    };
    header();
    for (const row of report.rows) {
      // A row that would not fit starts a new page, under the header again.
      if (doc.y + ROW_ROOM > doc.page.height - PAGE.margin) {
        doc.addPage();
        doc.y = PAGE.margin;
        header();
      }
      drawRow(doc, columns, row, { size: TABLE_SIZE });
    }
    if (report.totals) {
      drawRule(doc, doc.y + 1, colour, 0.5);
      doc.y += 4;
      drawRow(doc, columns, report.totals, { size: TABLE_SIZE, weight: 'bold' });
    }
  }
  doc.y += 12;
  drawText(doc, report.footer, { x: PAGE.margin }, { size: 8, color: MUTED_COLOUR });
  doc.end();
  return done;
}
