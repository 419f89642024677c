import { formatBalance, formatMinor, type TRateRow } from '@frs/contract';

/** Shown where a value is missing (no rate for today, rates not loaded). */
export const NO_VALUE = '—';

/** A balance in integer minor units of AMD, e.g. "1,234,567.89 ֏" (the sign comes from the i18n catalogue). */
export function formatAmd(minor: number, sign: string): string {
  return `${formatMinor(minor)} ${sign}`;
}

/** A rate truncated to 2 decimals (docs/PRODUCT.md §9), or the dash when there is none. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? NO_VALUE : formatBalance(rate);
}

/** The row of the given day (yyyy-mm-dd) in a rate-by-range answer. */
export function rateRowForDay(rows: readonly TRateRow[] | undefined, day: string): TRateRow | undefined {
  return rows?.find((row) => row.date === day);
}
