import { effectiveRole, MINOR_UNITS_PER_MAJOR, type TLanguage } from '@frs/contract';
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

const HEADERS: Record<TLanguage, string[]> = {
  hy: [
    'ID',
    'Էլ. փոստ',
    'Ընկերություն',
    'Բիզնես անվանում',
    'ՀՎՀՀ',
    'Կոնտակտային անձ',
    'Տնօրեն',
    'Հեռախոս',
    'Բջջային',
    'Երկիր',
    'Քաղաք',
    'Հասցե',
    'Խումբ',
    'Կարգավիճակ',
    'Հաշվեկշիռ (AMD)',
    'Վարկային սահմանաչափ (AMD)',
    'Գրանցված',
  ],
  en: [
    'ID',
    'E-mail',
    'Company',
    'Business name',
    'VAT',
    'Contact person',
    'CEO',
    'Phone',
    'Mobile phone',
    'Country',
    'City',
    'Address',
    'Group',
    'Status',
    'Balance (AMD)',
    'Credit limit (AMD)',
    'Registered',
  ],
  ru: [
    'ID',
    'E-mail',
    'Компания',
    'Коммерческое название',
    'ИНН',
    'Контактное лицо',
    'Директор',
    'Телефон',
    'Мобильный',
    'Страна',
    'Город',
    'Адрес',
    'Группа',
    'Статус',
    'Баланс (AMD)',
    'Кредитный лимит (AMD)',
    'Зарегистрирован',
  ],
};

/**
 * The /agents export: UTF-8 with a byte-order mark (so that spreadsheet programs read Armenian and Cyrillic), CRLF
 * line ends, headers in the caller's language, amounts as plain decimal numbers.
 */
export function usersCsv(rows: readonly TUserRow[], language: TLanguage): string {
  const lines = [HEADERS[language].map(csvCell).join(',')];
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
