import type { FastifyReply } from 'fastify';
import {
  flightReportColumns,
  formatInstant,
  formatIsoDate,
  formatMinor,
  interpolate,
  loadFactorPercent,
  textsOf,
  todayIsoDate,
  type TExportColumn,
  type TFlightReportFigures,
  type TFlightReportQuery,
  type TLanguage,
  type ZFlightReportExportRequest,
} from '@frs/contract';
import type { z } from 'zod';
import type { TReadExecutor } from '../../db/read-replica';
import { sendExport, type TExportRow } from '../../lib/list-export';
import { renderReportPdf, type TPdfPool, type TReportColumn } from '../documents';
import { flightReport } from './flight-report';

/**
 * The flight report's files: CSV and XLSX through the list toolkit's writers (a report is a list of one batch: its
 * rows, then the totals under the word "Total"), PDF through the documents pipeline (the agency's letterhead, the
 * period, the same table). Headers come from the catalogue's `exports.flightReport` in the reader's language.
 */

type TExportInput = z.output<typeof ZFlightReportExportRequest>;

const FILE_NAME = 'flight-report';
/** Where the report's money and times are read: the agency's zone. */
const AGENCY_TIME_ZONE = 'Asia/Yerevan';

/** A row of the CSV and XLSX files: the group's label, the figures (load factor as a percentage). */
function fileRow(
  groupBy: TFlightReportQuery['groupBy'],
  label: string,
  figures: TFlightReportFigures,
): TExportRow<'flightReport'> {
  const { capacity, sold, held, free, revenueGross, revenueNet, commission, refunds, penalties, passengers } = figures;
  return {
    [groupBy]: label,
    capacity,
    sold,
    held,
    free,
    loadFactor: loadFactorPercent(figures.loadFactor),
    revenueGross,
    revenueNet,
    commission,
    refunds,
    penalties,
    passengers,
  };
}

async function* oneBatch<T>(rows: readonly T[]): AsyncIterable<readonly T[]> {
  yield rows;
}

/** The PDF's cell of a figure: counts as they are, money with its decimals, the load factor in percent. */
function cellOf(column: TExportColumn<'flightReport'>, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (column.type === 'money') return formatMinor(Number(value));
  if (column.key === 'loadFactor') return `${Number(value).toFixed(1)}`;
  return String(value);
}

/** The report as a file of the request's format, sent as the answer. */
export async function sendFlightReportFile(options: {
  db: TReadExecutor;
  input: TExportInput;
  language: TLanguage;
  reply: FastifyReply;
  uploadsDir?: string;
  pdfs?: TPdfPool;
}): Promise<FastifyReply> {
  const { db, input, language, reply } = options;
  const { format, ...query } = input;
  const report = await flightReport({ db, input: query, language });
  const texts = textsOf(language).exports;
  const columns = flightReportColumns(query.groupBy);
  const rows = [
    ...report.result.map((row) => fileRow(query.groupBy, row.label, row)),
    fileRow(query.groupBy, texts.flightReportText.total, report.totals),
  ];
  if (format !== 'pdf') {
    return sendExport(reply, {
      list: { name: 'flightReport', columns },
      language,
      format,
      batches: oneBatch(rows),
      fileName: FILE_NAME,
    });
  }
  const headers = texts.flightReport as Record<string, string>;
  const cells = (row: TExportRow<'flightReport'>) =>
    columns.map((column, index) => (index === 0 ? String(row[column.key] ?? '') : cellOf(column, row[column.key])));
  const pdfColumns: TReportColumn[] = columns.map((column, index) => ({
    label: headers[column.key] ?? column.key,
    weight: index === 0 ? 2.4 : column.type === 'money' ? 1.2 : 1,
    align: index === 0 ? 'left' : 'right',
  }));
  const pdf = await renderReportPdf(db, {
    language,
    uploadsDir: options.uploadsDir,
    pdfs: options.pdfs,
    report: {
      title: texts.flightReportText.title,
      lines: [
        interpolate(texts.flightReportText.period, {
          from: formatIsoDate(query.startDate),
          to: formatIsoDate(query.endDate),
        }),
      ],
      columns: pdfColumns,
      rows: rows.slice(0, -1).map(cells),
      totals: cells(rows.at(-1)!),
      empty: texts.flightReportText.none,
      footer: interpolate(texts.flightReportText.printed, {
        date: formatInstant(new Date(), { timeZone: AGENCY_TIME_ZONE }),
      }),
    },
  });
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${FILE_NAME}-${todayIsoDate()}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
