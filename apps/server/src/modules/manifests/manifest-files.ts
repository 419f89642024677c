import {
  EXPORT_MEDIA_TYPES,
  type TExportColumn,
  type TLanguage,
  type TManifestEntry,
  type TManifestFormat,
} from '@frs/contract';
import { exportBuffer, type TExportRow } from '../../lib/list-export';
import type { TManifestChanges } from './manifest-changes';
import type { TManifestFlight } from './manifest-read';
import { adlText, pnlText, remarksOf } from './manifest-text';

/** A manifest file: its name, type and bytes (a download's answer, or a mail's attachment). */
export interface TManifestFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** The spreadsheet's columns: one row per traveller, an infant (INF) right after the adult it travels with. */
const COLUMNS: readonly TExportColumn<'manifest'>[] = [
  { key: 'className', type: 'text' },
  { key: 'number', type: 'integer' },
  { key: 'lastName', type: 'text' },
  { key: 'firstName', type: 'text' },
  { key: 'title', type: 'text' },
  { key: 'passengerType', type: 'text' },
  { key: 'pnr', type: 'text' },
  { key: 'ticketNumber', type: 'text' },
  { key: 'gender', type: 'text' },
  { key: 'dateOfBirth', type: 'date' },
  { key: 'citizenship', type: 'text' },
  { key: 'passportNumber', type: 'text' },
  { key: 'passportExpiry', type: 'date' },
  { key: 'withAdult', type: 'text' },
  { key: 'remarks', type: 'text' },
];

/** The rows of the spreadsheet, numbered within each class (infants take no number: they take no seat). */
export function sheetRows(entries: readonly TManifestEntry[]): TExportRow<'manifest'>[] {
  const rows: TExportRow<'manifest'>[] = [];
  const numbers = new Map<string, number>();
  for (const entry of entries) {
    const number = (numbers.get(entry.className) ?? 0) + 1;
    numbers.set(entry.className, number);
    const person = (traveller: Omit<TManifestEntry['infant'] & object, 'passengerId'>) => ({
      className: entry.className,
      lastName: traveller.lastName,
      firstName: traveller.firstName,
      pnr: entry.pnr,
      ticketNumber: traveller.ticketNumber,
      gender: traveller.gender === 'male' ? 'M' : 'F',
      dateOfBirth: traveller.dateOfBirth,
      citizenship: traveller.citizenship,
      passportNumber: traveller.passportNumber,
      passportExpiry: traveller.passportExpiry,
    });
    rows.push({
      ...person(entry),
      number,
      title: entry.title,
      passengerType: entry.type === 'adult' ? 'ADT' : 'CHD',
      remarks: remarksOf(entry).join('; '),
    });
    if (entry.infant) {
      rows.push({
        ...person(entry.infant),
        passengerType: 'INF',
        withAdult: `${entry.lastName}/${entry.firstName}`,
      });
    }
  }
  return rows;
}

async function* oneBatch<T>(rows: readonly T[]): AsyncIterable<readonly T[]> {
  yield rows;
}

/** "manifest-RM123-2026-11-27": the flight and its local departure date. */
function baseName(flight: TManifestFlight): string {
  return `manifest-${flight.code.replace(/[^A-Za-z0-9]/g, '')}-${flight.departureLocal.slice(0, 10)}`;
}

/** One file of the manifest: the PNL, the ADL of `changes`, or the spreadsheet in the reader's language. */
export async function manifestFile(options: {
  flight: TManifestFlight;
  entries: readonly TManifestEntry[];
  changes: TManifestChanges;
  format: TManifestFormat;
  language: TLanguage;
}): Promise<TManifestFile> {
  const { flight, entries, changes, format, language } = options;
  const name = baseName(flight);
  switch (format) {
    case 'pnl':
    case 'adl':
      return {
        fileName: `${name}-${format}.txt`,
        contentType: 'text/plain; charset=utf-8',
        content: Buffer.from(format === 'pnl' ? pnlText(flight, entries) : adlText(flight, changes), 'utf8'),
      };
    case 'csv':
    case 'xlsx':
      return {
        fileName: `${name}.${format}`,
        contentType: EXPORT_MEDIA_TYPES[format],
        content: await exportBuffer({
          list: { name: 'manifest', columns: COLUMNS },
          language,
          format,
          batches: oneBatch(sheetRows(entries)),
          fileName: 'manifest',
        }),
      };
  }
}
