import PDFDocument from 'pdfkit';
import { fontFiles, fontName, type TScript, type TWeight } from './fonts';

/**
 * Drawing text of any of the three languages with pdfkit: a string is cut into runs by script, and each run is drawn
 * in the font that has its letters, one after another on the same line (`continued: true`), so "Ուղևոր / Пассажир"
 * is one line of real text (searchable, copyable, read back by pdftotext), never an image.
 */

export interface TScriptRun {
  script: TScript;
  text: string;
}

function scriptOf(codePoint: number): TScript {
  // Armenian, and the Armenian ligatures of the Alphabetic Presentation Forms.
  if ((codePoint >= 0x0530 && codePoint <= 0x058f) || (codePoint >= 0xfb13 && codePoint <= 0xfb17)) return 'armenian';
  // Cyrillic, and the numero sign, which Noto Sans keeps in its Cyrillic subset.
  if ((codePoint >= 0x0400 && codePoint <= 0x04ff) || codePoint === 0x2116) return 'cyrillic';
  return 'latin';
}

/** The runs of a text, each of one script, in order (spaces and punctuation take the Latin font). */
export function scriptRuns(text: string): TScriptRun[] {
  const runs: TScriptRun[] = [];
  for (const character of text) {
    const script = scriptOf(character.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last.script === script) last.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}

export interface TTextStyle {
  size?: number;
  weight?: TWeight;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** The box's width; text wraps inside it. */
  width?: number;
  lineGap?: number;
}

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const TEXT_COLOUR = '#222222';
export const MUTED_COLOUR = '#666666';

/**
 * A new A4 document with the fonts registered, its metadata set, and the bytes collected. A landscape page (a wide
 * report) keeps the margins; the rules, the letterhead and the page breaks follow the page's own size.
 */
export function newDocument(
  title: string,
  layout: 'portrait' | 'landscape' = 'portrait',
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: PAGE.margin,
    info: { Title: title, Creator: 'FRS', Producer: 'FRS' },
    lang: 'hy',
  });
  for (const [name, bytes] of fontFiles()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * Draws a text at (x, y) (or where the last text ended) in runs by script; afterwards `doc.y` is below it. An
 * empty text draws nothing and leaves the position as it was.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  position: { x?: number; y?: number } = {},
  style: TTextStyle = {},
): void {
  const runs = scriptRuns(text);
  if (runs.length === 0) return;
  doc.fontSize(style.size ?? 10).fillColor(style.color ?? TEXT_COLOUR);
  const options: PDFKit.Mixins.TextOptions = {
    width: style.width ?? CONTENT_WIDTH,
    align: style.align ?? 'left',
    lineGap: style.lineGap ?? 1,
  };
  const weight = style.weight ?? 'regular';
  const x = position.x ?? doc.x;
  const y = position.y ?? doc.y;
  if (options.align !== 'left' && runs.length > 1 && !text.includes('\n')) {
    // pdfkit aligns each continued run on its own; a line that fits is laid out here, run by run, as one piece.
    const widths = runs.map((run) => doc.font(fontName(run.script, weight)).widthOfString(run.text));
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (total <= options.width!) {
      let left = x + (options.align === 'right' ? options.width! - total : (options.width! - total) / 2);
      runs.forEach((run, index) => {
        doc.font(fontName(run.script, weight)).text(run.text, left, y, { lineBreak: false });
        left += widths[index]!;
      });
      doc.x = x;
      doc.y = y + doc.currentLineHeight(true) + (options.lineGap ?? 0);
      return;
    }
    options.align = 'left';
  }
  runs.forEach((run, index) => {
    doc.font(fontName(run.script, weight));
    const continued = index < runs.length - 1;
    if (index === 0) {
      doc.text(run.text, x, y, { ...options, continued });
    } else {
      doc.text(run.text, { continued });
    }
  });
}

/** A horizontal rule across the content, in the brand's colour. */
export function drawRule(doc: PDFKit.PDFDocument, y: number, colour: string, width = 1): void {
  doc
    .save()
    .moveTo(PAGE.margin, y)
    .lineTo(doc.page.width - PAGE.margin, y)
    .lineWidth(width)
    .strokeColor(colour)
    .stroke()
    .restore();
}

/** A colour pdfkit accepts (#rgb or #rrggbb), or the fallback. */
export function safeColour(colour: string | null | undefined, fallback: string): string {
  return colour && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour) ? colour : fallback;
}

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > doc.page.height - PAGE.margin) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}

export interface TColumn {
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * One row of a table: each cell in its column, wrapped inside it; `doc.y` ends below the tallest cell. A row that
 * would cross the bottom margin starts a new page.
 */
export function drawRow(
  doc: PDFKit.PDFDocument,
  columns: readonly TColumn[],
  cells: readonly string[],
  style: TTextStyle = {},
): void {
  ensureSpace(doc, 30);
  const top = doc.y;
  let bottom = top;
  let x = PAGE.margin;
  columns.forEach((column, index) => {
    const cell = cells[index] ?? '';
    if (cell !== '') {
      drawText(doc, cell, { x: x + 2, y: top }, { ...style, width: column.width - 4, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
    }
    x += column.width;
  });
  doc.x = PAGE.margin;
  doc.y = Math.max(bottom, top + (style.size ?? 10) * 1.3) + 3;
}
