import type { TManifestEntry } from '@frs/contract';
import type { TManifestChanges } from './manifest-changes';
import type { TManifestFlight } from './manifest-read';

/**
 * The PNL and ADL texts, after IATA's passenger name list messages (PSCRM / AIRIMP), kept simple on purpose:
 *
 *     PNL                                   ADL
 *     RM123/27NOV EVN PART1                 RM123/27NOV EVN PART1
 *     -CDG002Y                              -CDG002Y
 *     1PETROSYAN/ANNA MRS .L/K7Q2ZX         ADD
 *     .I/PETROSYAN/ARAM                     1SMITH/JOHN MR .L/M3P8RT
 *     .R/INFT HK1 12JAN25 PETROSYAN/ARAM    .R/DOCS HK1/P/GB/…
 *     .R/DOCS HK1/P/AM/AM100/AM/15MAR96/F/12JAN31/PETROSYAN/ANNA
 *     .R/TKNE HK1 5751234567890             DEL
 *     1SARGSYAN/DAVIT MSTR .L/Q4WX9Z        1PETROSYAN/ANNA MRS .L/K7Q2ZX
 *     .R/CHLD HK1 05MAY19                   ENDADL
 *     ENDPNL
 *
 * What is simplified: one message of one part (no PART2 split of long lists); the class line carries our class name
 * as the booking class code (classes are named freely, 1-6 characters, not one RBD letter); every name is on a line
 * of its own (no "2PETROSYAN/ANNA/ARAM" grouping of a surname), followed by its PNR on the same line; lines are not
 * wrapped at 64 characters (no .RN/ continuation); the DOCS issuing country is the citizenship (the order does not
 * keep the issuing state); no bag tags, seats, codeshare or onward-flight elements; the ADL's CHG carries the whole
 * name line as it is now, where a real ADL would send some changes as DEL + ADD. CRLF line ends, ASCII only.
 */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** "2026-11-27" → "27NOV". */
function dayMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-');
  return `${day}${MONTHS[Number(month) - 1] ?? ''}`;
}

/** "1996-03-15" → "15MAR96" (IATA's date of SSR elements). */
function ssrDate(isoDate: string): string {
  return `${dayMonth(isoDate)}${isoDate.slice(2, 4)}`;
}

type TPerson = Pick<
  TManifestEntry,
  | 'lastName'
  | 'firstName'
  | 'gender'
  | 'dateOfBirth'
  | 'passportNumber'
  | 'passportExpiry'
  | 'citizenship'
  | 'ticketNumber'
>;

/** DOCS: document type/issuing state/number/nationality/date of birth/gender (FI, MI for an infant)/expiry/names. */
function docs(person: TPerson, infant: boolean): string {
  const gender = `${person.gender === 'male' ? 'M' : 'F'}${infant ? 'I' : ''}`;
  return [
    'DOCS HK1',
    'P',
    person.citizenship,
    person.passportNumber,
    person.citizenship,
    ssrDate(person.dateOfBirth),
    gender,
    ssrDate(person.passportExpiry),
    person.lastName,
    person.firstName,
  ].join('/');
}

/** The remarks (SSR-like) of a name line, in a fixed order: what the CSV's remarks column lists too. */
export function remarksOf(entry: TManifestEntry): string[] {
  const remarks: string[] = [];
  if (entry.infant) {
    remarks.push(`INFT HK1 ${ssrDate(entry.infant.dateOfBirth)} ${entry.infant.lastName}/${entry.infant.firstName}`);
  }
  if (entry.type === 'child') remarks.push(`CHLD HK1 ${ssrDate(entry.dateOfBirth)}`);
  remarks.push(docs(entry, false));
  if (entry.infant) remarks.push(docs(entry.infant, true));
  if (entry.ticketNumber) remarks.push(`TKNE HK1 ${entry.ticketNumber}`);
  if (entry.infant?.ticketNumber) remarks.push(`TKNE HK1 INF${entry.infant.ticketNumber}`);
  return remarks;
}

/** A name line with its PNR, the infant on the lap and the remarks. */
function nameLines(entry: TManifestEntry): string[] {
  return [
    `1${entry.lastName}/${entry.firstName} ${entry.title} .L/${entry.pnr}`,
    ...(entry.infant ? [`.I/${entry.infant.lastName}/${entry.infant.firstName}`] : []),
    ...remarksOf(entry).map((remark) => `.R/${remark}`),
  ];
}

function header(kind: 'PNL' | 'ADL', flight: TManifestFlight): string[] {
  return [kind, `${flight.code}/${dayMonth(flight.departureLocal.slice(0, 10))} ${flight.from} PART1`];
}

/** "-CDG012Y": the destination, the count of names (3 digits) and the class. */
function classLine(flight: TManifestFlight, className: string, count: number): string {
  return `-${flight.to}${String(count).padStart(3, '0')}${className.toUpperCase()}`;
}

const text = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** The PNL: every class of the flight (empty ones with 000), its names in the manifest's order. */
export function pnlText(flight: TManifestFlight, entries: readonly TManifestEntry[]): string {
  const lines = header('PNL', flight);
  const classNames = [...new Set([...flight.classNames, ...entries.map((entry) => entry.className)])].sort();
  for (const className of classNames) {
    const ofClass = entries.filter((entry) => entry.className === className);
    lines.push(classLine(flight, className, ofClass.length), ...ofClass.flatMap(nameLines));
  }
  lines.push('ENDPNL');
  return text(lines);
}

/**
 * The ADL: per class with changes (a DEL under the class it was sent in, an ADD or CHG under its class now), the
 * ADD, DEL and CHG sections, each only when it has names; the class line counts the names listed under it. No
 * changes: the header and "NIL".
 */
export function adlText(flight: TManifestFlight, changes: TManifestChanges): string {
  const lines = header('ADL', flight);
  const sections = [
    { name: 'ADD', entries: changes.added },
    { name: 'DEL', entries: changes.removed },
    { name: 'CHG', entries: changes.changed.map((change) => change.after) },
  ];
  const classNames = [
    ...new Set(sections.flatMap((section) => section.entries.map((entry) => entry.className))),
  ].sort();
  if (classNames.length === 0) lines.push('NIL');
  for (const className of classNames) {
    const ofClass = sections.map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => entry.className === className),
    }));
    lines.push(
      classLine(
        flight,
        className,
        ofClass.reduce((sum, section) => sum + section.entries.length, 0),
      ),
    );
    for (const section of ofClass) {
      if (section.entries.length > 0) lines.push(section.name, ...section.entries.flatMap(nameLines));
    }
  }
  lines.push('ENDADL');
  return text(lines);
}
