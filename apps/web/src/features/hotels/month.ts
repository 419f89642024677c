import { addDays, todayIsoDate, ZIsoMonth } from '@frs/contract';

/** Months as `yyyy-mm` (the inventory's `month` parameter) and the nights they hold. */

export function isIsoMonth(value: string | null): value is string {
  return value !== null && ZIsoMonth.safeParse(value).success;
}

/** The month of a yyyy-mm-dd date. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

export function currentMonth(now: Date = new Date()): string {
  return monthOf(todayIsoDate(now));
}

/** The month `count` months after (or before, when negative) `month`. */
export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function firstNightOf(month: string): string {
  return `${month}-01`;
}

export function lastNightOf(month: string): string {
  return addDays(firstNightOf(addMonths(month, 1)), -1);
}

/**
 * The first night the range dialog offers for a month: today in the current month (its past nights can no longer be
 * sold), otherwise the month's first night.
 */
export function firstOpenNightOf(month: string, today: string = todayIsoDate()): string {
  return monthOf(today) === month ? today : firstNightOf(month);
}
