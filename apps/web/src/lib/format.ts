import { formatBalance, formatMinor, type TLanguage, type TRateRow } from '@frs/contract';

/** Shown where a value is missing (no rate for today, rates not loaded). */
export const NO_VALUE = '—';

/** A balance in integer minor units of AMD, e.g. "1,234,567.89 ֏" (the sign comes from the i18n catalogue). */
export function formatAmd(minor: number, sign: string): string {
  return `${formatMinor(minor)} ${sign}`;
}

/** A rate truncated to 2 decimals (spec section 9), or the dash when there is none. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? NO_VALUE : formatBalance(rate);
}

/** The row of the given day (yyyy-mm-dd) in a rate-by-range answer. */
export function rateRowForDay(rows: readonly TRateRow[] | undefined, day: string): TRateRow | undefined {
  return rows?.find((row) => row.date === day);
}

const DATE_LOCALES: Record<TLanguage, string> = { hy: 'hy-AM', en: 'en-GB', ru: 'ru-RU' };

/** A date (from an ISO instant) in the reader's time zone and language, e.g. "15.01.2026". */
export function formatDate(iso: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'short' }).format(new Date(iso));
}

/** A date and time (from an ISO instant), e.g. "15.01.2026, 12:30". */
export function formatDateTime(iso: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
