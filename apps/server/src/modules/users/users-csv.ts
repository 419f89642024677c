import { effectiveRole, MINOR_UNITS_PER_MAJOR, textsOf, type TLanguage, type TTexts } from '@frs/contract';
import type { users } from '../../db/schema';

type TUserRow = typeof users.$inferSelect;

/** Texts a spreadsheet would run as a formula (CSV injection): such cells get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180): quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Integer minor units as a plain decimal number ("-1234.50"): exact, and a number to any spreadsheet. */
export function minorAsDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const cents = String(absolute % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
  return `${sign}${Math.trunc(absolute / MINOR_UNITS_PER_MAJOR)}.${cents}`;
}

/** The columns in order: each a header of the catalogue's `exports.users`. */
const COLUMNS = [
  'id',
  'email',
  'companyName',
  'businessName',
  'vat',
  'contactName',
  'ceoName',
  'phone',
  'mobilePhone',
  'country',
  'city',
  'address',
  'group',
  'status',
  'balance',
  'creditLimit',
  'registered',
] as const satisfies readonly (keyof TTexts['exports']['users'])[];

/**
 * The /agents export: UTF-8 with a byte-order mark (so that spreadsheet programs read Armenian and Cyrillic), CRLF
 * line ends, headers in the caller's language, amounts as plain decimal numbers.
 */
export function usersCsv(rows: readonly TUserRow[], language: TLanguage): string {
  const headers = textsOf(language).exports.users;
  const lines = [COLUMNS.map((column) => csvCell(headers[column])).join(',')];
  for (const user of rows) {
    lines.push(
      [
        user.id,
        user.email,
        user.companyName,
        user.businessName,
        user.vat,
        user.contactNameSurname,
        user.ceoNameSurname,
        user.phone,
        user.mobilePhone,
        user.country,
        user.city,
        user.address,
        effectiveRole(user),
        user.status,
      ]
        .map(csvCell)
        .concat([minorAsDecimal(user.balance), minorAsDecimal(user.creditLimit), user.createdAt.toISOString()])
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
