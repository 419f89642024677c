import { PassThrough, type Writable } from 'node:stream';
import { once } from 'node:events';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import {
  EXPORT_MEDIA_TYPES,
  MINOR_UNITS_PER_MAJOR,
  textsOf,
  todayIsoDate,
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
 * as dates with time (UTC), a frozen header row.
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

function csvValue(column: { type: TExportColumnType }, value: TExportValue): string {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'money':
      return minorAsDecimal(Number(value));
    case 'instant':
      return asDate(value)?.toISOString() ?? '';
    case 'integer':
    case 'number':
      return String(value);
    default:
      return safeText(value instanceof Date ? value.toISOString() : String(value));
  }
}

function xlsxValue(column: { type: TExportColumnType }, value: TExportValue): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'money':
      return Number(value) / MINOR_UNITS_PER_MAJOR;
    case 'instant':
      return asDate(value);
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

/** Writes `chunk`, waiting for the reader when the stream's buffer is full (back-pressure). */
async function writeWithPressure(stream: Writable, chunk: unknown): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function writeCsv<TList extends TExportListName>(file: TExportFile<TList>, out: PassThrough): Promise<void> {
  const headers = textsOf(file.language).exports[file.list.name] as Record<string, string>;
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  csv.pipe(out);
  await writeWithPressure(
    csv,
    file.list.columns.map((column) => safeText(headers[column.key] ?? column.key)),
  );
  for await (const batch of file.batches) {
    for (const row of batch) {
      await writeWithPressure(
        csv,
        file.list.columns.map((column) => csvValue(column, row[column.key])),
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
  for await (const batch of file.batches) {
    for (const row of batch) {
      sheet.addRow(file.list.columns.map((column) => xlsxValue(column, row[column.key]))).commit();
    }
    // The zip stream fills `out`; wait for the reader before reading the next batch.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
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
