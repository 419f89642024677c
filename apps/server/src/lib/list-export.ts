import { PassThrough, type Writable } from 'node:stream';
import { once, type EventEmitter } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import {
  EXPORT_MEDIA_TYPES,
  formatInstant,
  MINOR_UNITS_PER_MAJOR,
  textsOf,
  todayIsoDate,
  utcToLocal,
  type TExportColumn,
  type TExportColumnType,
  type TExportFormat,
  type TExportListName,
  type TLanguage,
} from '@frs/contract';

/**
 * The exports of the list toolkit: CSV (csv-stringify) and XLSX (exceljs's streaming writer) of rows read batch by
 * batch, streamed to the answer, so that memory stays flat whatever the number of rows. Headers come from the
 * catalogue's `exports.<list>` texts in the reader's language.
 *
 * CSV: UTF-8 with a byte-order mark (so that spreadsheet programs read Armenian and Cyrillic), CRLF line ends,
 * amounts as plain decimal numbers ("-1234.50"), instants as ISO timestamps, and texts a spreadsheet would run as a
 * formula (CSV injection) given a leading apostrophe. XLSX: numbers as numbers (amounts with two decimals), instants
 * as dates with time (UTC), a frozen header row. A file with a `timeZone` (the history's: the reader's zone) writes its
 * instants as that zone's wall-clock time instead, as the screens do: "24.11.2026 14:05" in CSV, a date and time in
 * XLSX.
 */

/** A cell as a list hands it over: money in integer minor units, instants as Date or ISO text. */
export type TExportValue = string | number | boolean | Date | null | undefined;
export type TExportRow<TList extends TExportListName> = Readonly<
  Partial<Record<TExportColumn<TList>['key'], TExportValue>>
>;

export interface TExportFile<TList extends TExportListName> {
  /** The list's name (its header texts) and its columns in order. */
  list: { name: TList; columns: readonly TExportColumn<TList>[] };
  language: TLanguage;
  format: TExportFormat;
  /** The rows, batch by batch (`batchesOfList`, or a report's own reader). */
  batches: AsyncIterable<readonly TExportRow<TList>[]>;
  /** The file's name without the date and extension; the list's name unless said. */
  fileName?: string;
  /** The zone instants are written in (its wall-clock time); UTC timestamps when left out. */
  timeZone?: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell of a CSV that a spreadsheet cannot mistake for a formula. */
function safeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Integer minor units as a plain decimal number ("-1234.50"): exact, and a number to any spreadsheet. */
export function minorAsDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const cents = String(absolute % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
  return `${sign}${Math.trunc(absolute / MINOR_UNITS_PER_MAJOR)}.${cents}`;
}

function asDate(value: TExportValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A row's cell of the column: a coded value (a status, a group) as its word in the reader's language. */
function cellOf<TList extends TExportListName>(
  file: Pick<TExportFile<TList>, 'language'>,
  column: TExportColumn<TList>,
  row: TExportRow<TList>,
): TExportValue {
  const value = row[column.key];
  if (!column.values || typeof value !== 'string') return value;
  const by = column.valuesBy;
  const code = by ? row[by.column] : undefined;
  const group = (typeof code === 'string' ? by?.groups[code] : undefined) ?? column.values;
  const words = textsOf(file.language).exportValues[group] as Readonly<Record<string, string>>;
  return words[value] ?? value;
}

/** An instant as a date whose UTC fields are `zone`'s wall clock: a spreadsheet shows it as that local time. */
function wallClockDate(instant: Date, zone: string): Date {
  return new Date(`${utcToLocal(instant, zone)}:00.000Z`);
}

function csvValue(column: { type: TExportColumnType }, value: TExportValue, timeZone?: string): string {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'money':
      return minorAsDecimal(Number(value));
    case 'instant': {
      const date = asDate(value);
      if (!date) return '';
      return timeZone === undefined ? date.toISOString() : formatInstant(date, { timeZone });
    }
    case 'integer':
    case 'number':
      return String(value);
    default:
      return safeText(value instanceof Date ? value.toISOString() : String(value));
  }
}

function xlsxValue(column: { type: TExportColumnType }, value: TExportValue, timeZone?: string): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'money':
      return Number(value) / MINOR_UNITS_PER_MAJOR;
    case 'instant': {
      const date = asDate(value);
      return date && timeZone !== undefined ? wallClockDate(date, timeZone) : date;
    }
    case 'integer':
    case 'number':
      return Number(value);
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

const XLSX_FORMATS: Partial<Record<TExportColumnType, string>> = {
  money: '#,##0.00',
  instant: 'dd.mm.yyyy hh:mm',
};

/**
 * Waits for `stream`'s 'drain', or fails once the answer `out` is closed first (the reader went away: nothing would
 * drain any more, and the rows need not be read).
 */
async function drainOf(stream: EventEmitter, out: PassThrough): Promise<void> {
  if (out.destroyed) throw new ReaderGoneError();
  const gone = new AbortController();
  const onClose = () => gone.abort();
  out.once('close', onClose);
  try {
    await once(stream, 'drain', { signal: gone.signal });
  } catch (error) {
    throw gone.signal.aborted ? new ReaderGoneError() : error;
  } finally {
    out.off('close', onClose);
  }
}

/** The reader closed the answer before its end (a cancelled download): not a failure of the export. */
class ReaderGoneError extends Error {
  constructor() {
    super('the reader closed the export before its end');
  }
}

/** Writes `chunk`, waiting for the reader when the stream's buffer is full (back-pressure). */
async function writeWithPressure(stream: Writable, chunk: unknown, out: PassThrough): Promise<void> {
  if (!stream.write(chunk)) await drainOf(stream, out);
}

/**
 * What waits for the XLSX's reader. exceljs writes a sheet's XML into the zip without waiting for it (its StreamBuf
 * ignores what `write` answers), into the stream archiver reads the entry from: when the reader is slower than the
 * rows come, that stream's buffer is what grows, off the JS heap and without bound. So the rows wait for that
 * stream to drain (its writable side buffered over its high-water mark: 'drain' comes once the zip took it all),
 * which waits in turn for the reader through the zip's own back-pressure. Reached through exceljs 4's and
 * archiver 5's internals (the worksheet's `stream.pipes`, the stream's `_writableState`); if they ever change, the
 * export still works, only with `out`'s back-pressure alone.
 */
interface TSheetBacklog extends EventEmitter {
  _writableState: { length: number; needDrain: boolean };
}

function sheetBacklogOf(sheet: ExcelJS.Worksheet): TSheetBacklog | null {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  const first: unknown = Array.isArray(pipes) ? pipes[0] : undefined;
  const state = (first as { _writableState?: { length?: unknown; needDrain?: unknown } } | undefined)?._writableState;
  return state && typeof state.length === 'number' && typeof state.needDrain === 'boolean'
    ? (first as TSheetBacklog)
    : null;
}

/** XML of a sheet that may wait in the zip's entry stream before the rows wait for it. */
const XLSX_BACKLOG_BYTES = 256 * 1024;

async function writeCsv<TList extends TExportListName>(file: TExportFile<TList>, out: PassThrough): Promise<void> {
  const headers = textsOf(file.language).exports[file.list.name] as Record<string, string>;
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  csv.pipe(out);
  await writeWithPressure(
    csv,
    file.list.columns.map((column) => safeText(headers[column.key] ?? column.key)),
    out,
  );
  for await (const batch of file.batches) {
    for (const row of batch) {
      await writeWithPressure(
        csv,
        file.list.columns.map((column) => csvValue(column, cellOf(file, column, row), file.timeZone)),
        out,
      );
    }
  }
  csv.end();
  await once(out, 'finish');
}

async function writeXlsx<TList extends TExportListName>(file: TExportFile<TList>, out: PassThrough): Promise<void> {
  const headers = textsOf(file.language).exports[file.list.name] as Record<string, string>;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(file.fileName ?? file.list.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = file.list.columns.map((column) => {
    const header = headers[column.key] ?? column.key;
    const numFmt = XLSX_FORMATS[column.type];
    return {
      header,
      key: column.key,
      width: Math.min(40, Math.max(10, header.length + 2)),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  // One style object per column, shared by its cells, and one shared by the rows: exceljs then finds a cell's style
  // in its cache (by object) instead of writing and comparing the style's XML for every cell, which was most of an
  // XLSX export's time and garbage. The file is the same.
  const cellStyles = file.list.columns.map((column): Partial<ExcelJS.Style> => {
    const numFmt = XLSX_FORMATS[column.type];
    return numFmt ? { numFmt } : {};
  });
  const rowStyle: Partial<ExcelJS.Style> = {};
  for await (const batch of file.batches) {
    for (const row of batch) {
      const written = sheet.addRow(
        file.list.columns.map((column) => xlsxValue(column, cellOf(file, column, row), file.timeZone)),
      );
      // Row.style is exceljs's own (its typings leave it out).
      (written as unknown as { style: Partial<ExcelJS.Style> }).style = rowStyle;
      cellStyles.forEach((style, index) => {
        written.getCell(index + 1).style = style;
      });
      written.commit();
      // Wait for the reader (see TSheetBacklog) before the next rows, and before the next batch is read.
      const backlog = sheetBacklogOf(sheet);
      if (backlog && backlog._writableState.needDrain && backlog._writableState.length > XLSX_BACKLOG_BYTES) {
        await drainOf(backlog, out);
      }
    }
    if (out.writableNeedDrain) await drainOf(out, out);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The export as bytes rather than an answer: for a file made to be kept or mailed (a flight's manifest), written by
 * the same writers as a download. For lists small enough to hold in memory.
 */
export async function exportBuffer<TList extends TExportListName>(file: TExportFile<TList>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(out, 'end');
  await (file.format === 'xlsx' ? writeXlsx(file, out) : writeCsv(file, out));
  await ended;
  return Buffer.concat(chunks);
}

/** The file's name: the list's (or the given) name, today's date and the format's extension. */
export function exportFileName(name: string, format: TExportFormat): string {
  return `${name}-${todayIsoDate()}.${format}`;
}

/**
 * Streams the export as the answer: the headers go at once, the rows follow as they are read. A failure after the
 * first bytes ends the answer early (the client sees a broken download, never a half file that looks whole); it is
 * logged.
 */
export function sendExport<TList extends TExportListName>(reply: FastifyReply, file: TExportFile<TList>): FastifyReply {
  const out = new PassThrough();
  const write = file.format === 'xlsx' ? writeXlsx(file, out) : writeCsv(file, out);
  write.catch((error: unknown) => {
    if (error instanceof ReaderGoneError) {
      reply.log.info('export stopped: the reader closed it');
      return;
    }
    reply.log.error({ err: error }, 'export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .type(EXPORT_MEDIA_TYPES[file.format])
    .header(
      'content-disposition',
      `attachment; filename="${exportFileName(file.fileName ?? file.list.name, file.format)}"`,
    )
    .header('cache-control', 'no-store')
    .send(out);
}
