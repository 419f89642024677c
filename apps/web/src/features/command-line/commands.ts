/**
 * What the agent's command line understands: the parsed form of every entry (parse-command.ts makes it, the runner
 * runs it through the API's own endpoints). Dates are resolved by the parser to ISO `yyyy-mm-dd` against the day it
 * is given, so a command means the same whatever the clock says while it runs.
 */

/** A name's title: the gender it gives (MR, MSTR male; MRS, MS, MISS female). */
export type TTitle = 'MR' | 'MRS' | 'MS' | 'MSTR' | 'MISS';
export type TNamedType = 'adult' | 'child' | 'infant';

export interface TNamedPassenger {
  lastName: string;
  firstName: string;
  /** null when the entry named none (the documents or the directory must then give the gender). */
  title: TTitle | null;
  type: TNamedType;
  /** Given with (CHD/…) or (INF/…). */
  dateOfBirth: string | null;
}

export interface TTravelDocument {
  /** The name's number (P1 is the first named passenger). */
  passenger: number;
  passportNumber: string;
  /** ISO 3166-1 alpha-2, as the API takes it. */
  citizenship: string;
  dateOfBirth: string;
  passportExpiry: string;
  /** From the GDS form; the short form leaves it to the name's title. */
  gender: 'male' | 'female' | null;
  lastName: string | null;
  firstName: string | null;
}

/** The party of a hotel or package search: `2A`, children by age `C5`, rooms `2R`. */
export interface TParty {
  adults: number;
  childAges: number[];
  rooms: number;
}

export type TCommand =
  /** AN: a day's flights (and the ±3-day calendar); `*date` adds the return. Places are as typed: a code or a city. */
  | { kind: 'flightAvailability'; from: string; to: string; date: string; returnDate: string | null }
  /** HA: hotels of a city (a code or a name) for a stay. */
  | { kind: 'hotelAvailability'; place: string; checkIn: string; nights: number; party: TParty }
  /** PA: packages to a destination leaving on a day (7N: only that length). */
  | { kind: 'packageAvailability'; place: string; date: string; nights: number | null; party: TParty }
  /** SS: sell from the last availability: line, the class's name (flights), how many seats or rooms. */
  | { kind: 'sell'; line: number; classCode: string | null; count: number | null }
  /** NM: one or more names. */
  | { kind: 'names'; passengers: TNamedPassenger[] }
  /** SRDOCS: a passport. */
  | { kind: 'document'; document: TTravelDocument }
  /** AP: the order's contact (any of the three; the rest come from the booking defaults). */
  | { kind: 'contact'; phone: string | null; email: string | null; name: string | null }
  /** ER: hold what is sold, for the names given. */
  | { kind: 'end' }
  /** TK / TKOK: pay the order now from the balance. */
  | { kind: 'ticket' }
  /** BK: book unpaid. */
  | { kind: 'book' }
  /** XI: cancel the order. */
  | { kind: 'cancel' }
  /** RT: retrieve an order by PNR (any line), or show the current one again. */
  | { kind: 'retrieve'; pnr: string | null }
  /** RF: refund the current order (staff). */
  | { kind: 'refund' }
  /** IG: forget the work in progress (what is sold and named), nothing is cancelled. */
  | { kind: 'ignore' }
  /** HE: help, on one command or all. */
  | { kind: 'help'; topic: TCommandCode | null };

export const COMMAND_CODES = [
  'AN',
  'HA',
  'PA',
  'SS',
  'NM',
  'SRDOCS',
  'AP',
  'ER',
  'TK',
  'BK',
  'XI',
  'RT',
  'RF',
  'IG',
  'HE',
] as const;
export type TCommandCode = (typeof COMMAND_CODES)[number];

/**
 * Why an entry was not understood: a key of the `commandLine.errors` texts, its values, and the part of the entry
 * it is about (shown under the entry, as a form shows a field error under its input).
 */
export interface TParseError {
  key: string;
  values?: Record<string, string | number>;
  /** The text of the entry the error points at (`20DXC`, `Y0`), when there is one. */
  part?: string;
}

export type TParseResult = { ok: true; command: TCommand } | { ok: false; error: TParseError };
