import type { TLanguage } from './languages';
import { interpolate } from './texts/catalogue';
import { datesEn } from './texts/en/dates';
import { datesHy } from './texts/hy/dates';
import { datesRu } from './texts/ru/dates';
import { isoWeekday, utcToLocal } from './time-zones';

/**
 * The one date formatter of the product, for the web app and the server's texts (mails) alike. It writes its own
 * month and weekday names instead of asking `Intl` for them: browsers ship no Armenian date data (Chromium falls
 * back to en-US and shows "11/24/26, 3:00 AM"), so the output must not depend on the runtime's locale data. Time
 * zones still come from `Intl` with a `timeZone` (`utcToLocal`), which needs no locale data.
 *
 * Numbers are written the same in every language: "24.11.2026" and "24.11.2026 14:05" (a 24-hour clock), as the
 * date inputs show them. Names follow the language: "շբթ, 28 նոյ", "Sat, 28 Nov", "сб, 28 нояб.".
 */

type TDateNames = typeof datesEn;

/** Each language's names, area by area (not whole catalogues), so the web's entry carries no mail or PDF texts. */
const NAMES: Record<TLanguage, TDateNames> = { hy: datesHy, en: datesEn, ru: datesRu };

/** The names of months ("ноябрь", "ноября" after a day) and weekdays (Sunday first) in a language. */
export function dateNames(language: TLanguage): Readonly<TDateNames> {
  return NAMES[language];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME = /T(\d{2}):(\d{2})/;

function parts(isoDate: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a yyyy-mm-dd date: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A calendar date (yyyy-mm-dd, or the date of a local date-time): "24.11.2026". */
export function formatIsoDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${pad(day)}.${pad(month)}.${year}`;
}

/** A local date-time as a form or an airport holds it (yyyy-mm-ddThh:mm): "24.11.2026 14:05". */
export function formatLocalDateTime(local: string): string {
  const time = TIME.exec(local);
  if (!time) throw new RangeError(`Not a yyyy-mm-ddThh:mm date-time: ${local}`);
  return `${formatIsoDate(local)} ${time[1]}:${time[2]}`;
}

/** An instant's local date-time (yyyy-mm-ddThh:mm) in a zone, or in the runtime's own zone when none is given. */
function localOf(instant: string | Date, timeZone: string | undefined): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  if (timeZone) return utcToLocal(date, timeZone);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An instant (ISO text or Date) as "24.11.2026 14:05", in `timeZone` or the reader's own zone. */
export function formatInstant(instant: string | Date, options: { timeZone?: string } = {}): string {
  return formatLocalDateTime(localOf(instant, options.timeZone));
}

/** The calendar date of an instant as "24.11.2026", in `timeZone` or the reader's own zone. */
export function formatInstantDate(instant: string | Date, options: { timeZone?: string } = {}): string {
  return formatIsoDate(localOf(instant, options.timeZone));
}

/** A day with its weekday, short: "շբթ, 28 նոյ", "Sat, 28 Nov", "сб, 28 нояб." (the search calendar). */
export function formatDayLabel(isoDate: string, language: TLanguage): string {
  const { month, day } = parts(isoDate);
  const names = NAMES[language];
  const weekday = isoWeekday(isoDate.slice(0, 10)) % 7;
  return `${names.shortWeekdays[weekday]}, ${day} ${names.shortMonths[month - 1]}`;
}

/** A day and its month, short: "28 նոյ", "28 Nov", "28 нояб." (chart axes). */
export function formatDayMonth(isoDate: string, language: TLanguage): string {
  const { month, day } = parts(isoDate);
  return `${day} ${NAMES[language].shortMonths[month - 1]}`;
}

/** A date in words: "28 նոյեմբերի 2026 թ.", "28 November 2026", "28 ноября 2026 г.". */
export function formatLongDate(isoDate: string, language: TLanguage): string {
  const { year, month, day } = parts(isoDate);
  const names = NAMES[language];
  return interpolate(names.longDate, { day, month: names.monthsAfterDay[month - 1]!, year });
}
