import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * Column widths and header height that show every column title whole: a title wraps between its words or at a soft
 * hyphen (at most MAX_TITLE_LINES lines), a column is never narrower than the longest word (or hyphenated part) of
 * its title, and the header is as tall as its tallest title. The grid draws its header at a fixed height, so the height is worked out here from the text.
 */

/** The grid's column header font: MUI X draws titles in the theme's font at 14 px, weight 500. */
const TITLE_FONT_SIZE = 14;
const TITLE_FONT_WEIGHT = 500;
/** Line height of a wrapped title (the grid's styles set it on `.MuiDataGrid-columnHeaderTitle`). */
export const TITLE_LINE_HEIGHT = 1.25;
/** A header's horizontal padding (10 px a side) and the gap the grid keeps before the column separator. */
const HEADER_PADDING = 20;
/**
 * The sort arrow takes this much of the title's room in the sorted column, and so does the column menu's button,
 * which a touch screen (no hover) shows all the time. (With a mouse, both also show while the pointer is over a
 * header; a title may then break inside a word for that moment, see FITTED_GRID_SX.)
 */
const HEADER_ICON = 28;
/** Rounding of measured text up to whole pixels and the font's overhang. */
const TEXT_SLACK = 4;
const MAX_TITLE_LINES = 3;
/** The grid's own default header height, kept as the least. */
const MIN_HEADER_HEIGHT = 56;
const HEADER_VERTICAL_PADDING = 16;
/** MUI X's own column width and least width when a column names none. */
const GRID_DEFAULT_WIDTH = 100;
const GRID_MIN_WIDTH = 50;

export type TMeasureText = (text: string) => number;

/** The CSS font of the column titles. */
export function titleFont(fontFamily: string): string {
  return `${TITLE_FONT_WEIGHT} ${TITLE_FONT_SIZE}px ${fontFamily}`;
}

/**
 * Measures text in the titles' font with a canvas; without one (jsdom), a generous 9 px per character. Until the web
 * fonts of the text are loaded the canvas measures a fallback font, so the grid measures again once they are.
 */
export function headerTextMeasure(font: string): TMeasureText {
  // An offscreen canvas: jsdom has none (and complains about a canvas's context), browsers share the page's fonts.
  const context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (context) context.font = font;
  const cache = new Map<string, number>();
  return (text) => {
    let width = cache.get(text);
    if (width === undefined) {
      width = context ? context.measureText(text).width : text.length * 9;
      cache.set(text, width);
    }
    return width;
  };
}

/**
 * A title's pieces between break opportunities: its words, and the parts of a word a soft hyphen (U+00AD) divides
 * ("Գործողու\u00adթյուններ": a long Armenian title may break there, with a hyphen, rather than widen its column).
 */
interface TTitlePiece {
  text: string;
  /** The piece continues the word before it: no space between them, and a hyphen at the line's end if it breaks. */
  glued: boolean;
}

const SOFT_HYPHEN = '\u00ad';

function titlePieces(title: string): TTitlePiece[] {
  return title
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) =>
      word
        .split(SOFT_HYPHEN)
        .filter(Boolean)
        .map((text, index) => ({ text, glued: index > 0 })),
    );
}

/** The room a piece needs on a line of its own: its text, and the hyphen drawn after it if its word goes on. */
function pieceWidth(pieces: readonly TTitlePiece[], index: number, measure: TMeasureText): number {
  return measure(pieces[index]!.text) + (pieces[index + 1]?.glued ? measure('-') : 0);
}

/**
 * How many lines the pieces take when wrapped greedily into `room` pixels (a line that ends inside a word ends with
 * the hyphen, one that goes on with the word's next piece does not).
 */
function lineCount(pieces: readonly TTitlePiece[], room: number, measure: TMeasureText): number {
  const space = measure(' ');
  let lines = 1;
  let used = 0;
  pieces.forEach((piece, index) => {
    const text = measure(piece.text);
    const gap = used > 0 && !piece.glued ? space : 0;
    if (used > 0 && used + gap + pieceWidth(pieces, index, measure) > room) {
      lines += 1;
      used = text;
    } else {
      used += gap + text;
    }
  });
  return lines;
}

export interface TFittedColumns<TRow extends GridValidRowModel> {
  columns: GridColDef<TRow>[];
  headerHeight: number;
}

export function fitColumnsToTitles<TRow extends GridValidRowModel>(
  columns: readonly GridColDef<TRow>[],
  measure: TMeasureText,
  options: { menuButtonShown: boolean; sortedField?: string },
): TFittedColumns<TRow> {
  let tallest = 1;
  const fitted = columns.map((column) => {
    const words = titlePieces(column.headerName ?? '');
    if (words.length === 0) return column;
    const icons =
      (column.field === options.sortedField ? 1 : 0) +
      (options.menuButtonShown && column.disableColumnMenu !== true ? 1 : 0);
    const chrome = HEADER_PADDING + TEXT_SLACK + icons * HEADER_ICON;
    let room = Math.ceil(Math.max(...words.map((_, index) => pieceWidth(words, index, measure))));
    while (lineCount(words, room, measure) > MAX_TITLE_LINES) room += 8;
    const least = room + chrome;
    // The width the grid gives a column at the least (its own default width is 100 px); titles are wrapped there.
    const minWidth = column.minWidth ?? GRID_MIN_WIDTH;
    const given = column.width ?? (column.flex ? minWidth : Math.max(minWidth, GRID_DEFAULT_WIDTH));
    tallest = Math.max(tallest, lineCount(words, Math.max(given, least) - chrome, measure));
    if (given >= least) return column;
    return column.width === undefined ? { ...column, minWidth: least } : { ...column, width: least, minWidth: least };
  });
  const titleHeight = Math.ceil(tallest * TITLE_FONT_SIZE * TITLE_LINE_HEIGHT) + HEADER_VERTICAL_PADDING;
  return { columns: fitted, headerHeight: Math.max(MIN_HEADER_HEIGHT, titleHeight) };
}

/** Cell text wider than this breaks inside its longest word rather than widen its column further (a long e-mail). */
export const MAX_CONTENT_WIDTH = 320;

/**
 * The columns made at least as wide as their cells' longest words (`contentWidths`: per field, the widest cell
 * at its min-content width, measured on the page, see use-content-widths.ts), so that a cell wraps between its words
 * and never inside one ("Ադմինիստր" over "ատոր"), up to MAX_CONTENT_WIDTH. A column of a fixed width grows; a
 * flexible one gets the width as its least.
 */
export function widenToContent<TRow extends GridValidRowModel>(
  columns: readonly GridColDef<TRow>[],
  contentWidths: Readonly<Record<string, number>>,
): GridColDef<TRow>[] {
  return columns.map((column) => {
    const measured = contentWidths[column.field];
    if (measured === undefined) return column;
    const content = Math.ceil(Math.min(measured, MAX_CONTENT_WIDTH));
    if (column.width !== undefined) {
      return content > column.width
        ? { ...column, width: content, minWidth: Math.max(column.minWidth ?? 0, content) }
        : column;
    }
    const minWidth = column.minWidth ?? GRID_MIN_WIDTH;
    if (content <= minWidth) return column;
    if (!column.flex && content <= GRID_DEFAULT_WIDTH) return column;
    return { ...column, minWidth: content };
  });
}

/** The field names a grid's row actions live in: they come first on a phone, so they need no sideways scrolling. */
const ACTION_FIELDS = new Set(['actions', '__actions']);

export function isActionsColumn<TRow extends GridValidRowModel>(column: GridColDef<TRow>): boolean {
  return ACTION_FIELDS.has(column.field) || column.type === 'actions';
}

/**
 * A wide grid scrolls sideways on a phone anyway, so its text columns need not be squeezed to the laptop's least
 * widths (a list of four passengers would wrap into ten lines): each flexible column gets at least this much.
 */
const PHONE_FLEX_MIN_WIDTH = 180;

/** The columns as a phone shows them: the row actions first, the flexible text columns not squeezed. */
export function phoneColumns<TRow extends GridValidRowModel>(columns: readonly GridColDef<TRow>[]): GridColDef<TRow>[] {
  const widened = columns.map((column) =>
    column.flex && (column.minWidth ?? 0) < PHONE_FLEX_MIN_WIDTH
      ? { ...column, minWidth: PHONE_FLEX_MIN_WIDTH }
      : column,
  );
  return [...widened.filter(isActionsColumn), ...widened.filter((column) => !isActionsColumn(column))];
}
