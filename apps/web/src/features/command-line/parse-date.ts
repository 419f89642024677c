import { failure, parsed, type TParsed } from './parse-words';

/**
 * The dates of the command line, resolved to ISO yyyy-mm-dd against `today` (ISO too): travel dates (20DEC, 20DEC26,
 * +3), birth dates (05MAR19, 05MAR2019) and passport expiries (20JAN31, 20JAN2031). Calendar arithmetic is done in
 * UTC so that the clock's time zone never moves a day.
 */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** How far ahead `+N` may count: a GDS schedule is open about a year ahead. */
const MAX_DAYS_AHEAD = 365;

const DAY_MONTH_YEAR = /^(\d{1,2})([A-Z]{3})(\d{2}|\d{4})?$/;
const DAYS_FROM_TODAY = /^\+(\d+)$/;

interface TDayMonth {
  day: number;
  /** 1 to 12. */
  month: number;
  /** The year as written (two or four digits), or undefined. */
  year: string | undefined;
}

interface TCalendarDay {
  year: number;
  month: number;
  day: number;
}

function readDayMonth(text: string): TDayMonth | null {
  const match = DAY_MONTH_YEAR.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  if (!match || month === 0) return null;
  return { day: Number(match[1]), month, year: match[3] };
}

function calendarDay(iso: string): TCalendarDay {
  const [year, month, day] = iso.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined || [year, month, day].some(Number.isNaN)) {
    throw new Error(`today must be an ISO date (yyyy-mm-dd), not "${iso}"`);
  }
  return { year, month, day };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** `yyyy-mm-dd` of a day, without checking it exists (ISO strings compare as the days they name). */
function isoOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The day's ISO date, or null when the month has no such day (31FEB, 00DEC, 29FEB27). */
function existingDay(year: number, month: number, day: number): string | null {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth ? isoOf(year, month, day) : null;
}

function addDays(today: string, days: number): string {
  const { year, month, day } = calendarDay(today);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether a text has the shape of a travel date (its day and month may still be wrong): the word is the date. */
export function looksLikeTravelDate(text: string): boolean {
  return /^(?:\+\d+|\d+[A-Z]{3}\d*)$/.test(text);
}

/**
 * A travel date: `+3` days from today, `20DEC26` as written (not past), or `20DEC`, the next 20 December on or after
 * today (this year if it has not passed, else next year; 29FEB in a year without one is wrong, not moved on).
 */
export function resolveTravelDate(text: string, today: string): TParsed<string> {
  const offset = DAYS_FROM_TODAY.exec(text);
  if (offset) {
    const days = offset[1]!.length <= 3 ? Number(offset[1]) : Infinity;
    return days <= MAX_DAYS_AHEAD ? parsed(addDays(today, days)) : failure('dayOffsetTooFar', text);
  }
  const given = readDayMonth(text);
  if (!given || (given.year !== undefined && given.year.length !== 2)) return failure('invalidDate', text);
  const now = calendarDay(today);
  const notPassedThisYear = isoOf(now.year, given.month, given.day) >= today;
  const year = given.year !== undefined ? 2000 + Number(given.year) : notPassedThisYear ? now.year : now.year + 1;
  const date = existingDay(year, given.month, given.day);
  if (!date) return failure('invalidDate', text);
  return date < today ? failure('pastDate', text) : parsed(date);
}

/**
 * A birth date: `05MAR2019`, or `05MAR19` in the century that puts it not after today (19 → 2019, 84 → 1984 when
 * today is in 2026). It must not be after today (only a four-digit year can be).
 */
export function resolveBirthDate(text: string, today: string): TParsed<string> {
  const given = readDayMonth(text);
  if (!given || given.year === undefined) return failure('invalidBirthDate', text);
  const written = Number(given.year);
  const year =
    given.year.length === 4
      ? written
      : isoOf(2000 + written, given.month, given.day) <= today
        ? 2000 + written
        : 1900 + written;
  const date = year >= 1900 ? existingDay(year, given.month, given.day) : null;
  if (!date) return failure('invalidBirthDate', text);
  return date > today ? failure('futureBirthDate', text) : parsed(date);
}

/** A passport's expiry: `20JAN31` is 2031 (a passport expires ahead, never a century back), `20JAN2031`; not past. */
export function resolveExpiryDate(text: string, today: string): TParsed<string> {
  const given = readDayMonth(text);
  if (!given || given.year === undefined) return failure('expiryDate', text);
  const year = given.year.length === 4 ? Number(given.year) : 2000 + Number(given.year);
  const date = existingDay(year, given.month, given.day);
  if (!date) return failure('expiryDate', text);
  return date < today ? failure('passportExpired', text) : parsed(date);
}

/** Full years of age on `today` of someone born on `dateOfBirth` (both ISO). */
export function ageOn(dateOfBirth: string, today: string): number {
  const birth = calendarDay(dateOfBirth);
  const now = calendarDay(today);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}
