import { z } from 'zod';
import { ruleMessage } from './validation';

/**
 * The dates this product deals in (birth dates, flights, rates). PostgreSQL has no year 0, and day arithmetic past
 * 9999 leaves the yyyy-mm-dd form, so a date outside these years is a field error rather than a 500.
 */
const FIRST_DATE = '1900-01-01';
const LAST_DATE = '2999-12-31';

/** A calendar date as yyyy-mm-dd. */
export const ZIsoDate = z.iso
  .date()
  .refine((value) => value >= FIRST_DATE && value <= LAST_DATE, ruleMessage('invalidDate'));

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The given instant's calendar date as yyyy-mm-dd in the local time zone of the runtime. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today as yyyy-mm-dd, in the runtime's local time zone (the header asks for today's rates). */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** Adds whole days to a yyyy-mm-dd date. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/** Number of days from one yyyy-mm-dd date to another (negative if `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
