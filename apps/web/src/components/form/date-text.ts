import { formatIsoDate, formatLocalDateTime } from '@frs/contract';
import type { TFunction } from 'i18next';
import type { TDateFieldKind } from './date-field';

/**
 * The text of a date field before its picker has loaded (lazy-picker-field.tsx): what the picker would show for a
 * value, and the value of what was typed, without dayjs (which comes with the picker).
 */

/** What each kind shows: the picker's format (picker-props.ts), letter for letter. */
const SHOWN_PATTERN: Record<TDateFieldKind, string> = {
  date: 'DD.MM.YYYY',
  dateTime: 'DD.MM.YYYY HH:mm',
  time: 'HH:mm',
};

/** The form values of each kind ("2026-11-24", "2026-11-24T14:05", "14:05"). */
const VALUE_SHAPE: Record<TDateFieldKind, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  dateTime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
  time: /^\d{2}:\d{2}$/,
};

/**
 * What the field shows for a form value: "24.11.2026", "24.11.2026 14:05", "14:05"; '' for '' and, as the picker, for
 * anything that is not exactly such a value.
 */
export function shownDateText(value: string, kind: TDateFieldKind): string {
  if (!VALUE_SHAPE[kind].test(value)) return '';
  const shown = kind === 'time' ? value : kind === 'dateTime' ? formatLocalDateTime(value) : formatIsoDate(value);
  return parseDateText(shown, kind) === value ? shown : '';
}

const pad = (digits: string) => digits.padStart(2, '0');

/** yyyy-mm-dd of a day typed as "24.11.2026" (or "1.2.2026"), or null when it is no day of a calendar. */
function isoDay(text: string): string | null {
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // A day past its month's end ("31.02") rolls over into the next month: such a text is not a date.
  const real = date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1;
  // As the picker: a year still being typed is no date of this app (picker-props.ts).
  return real && Number(year) >= 1000 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** hh:mm of a time typed as "14:05" (or "9:30"), or null. */
function isoTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, hours = '', minutes = ''] = match;
  return Number(hours) < 24 && Number(minutes) < 60 ? `${pad(hours)}:${minutes}` : null;
}

/** The form value of typed text: the kind's value when it is complete, '' otherwise (as the picker hands it). */
export function parseDateText(text: string, kind: TDateFieldKind): string {
  const trimmed = text.trim();
  if (kind === 'date') return isoDay(trimmed) ?? '';
  if (kind === 'time') return isoTime(trimmed) ?? '';
  const [day = '', time = '', ...rest] = trimmed.split(/\s+/);
  const [date, hours] = [isoDay(day), isoTime(time)];
  return date && hours && rest.length === 0 ? `${date}T${hours}` : '';
}

/**
 * Typed digits laid into the shown pattern, its dots, space and colon put in as the picker's sections move on
 * ("2411" -> "24.11"), so typing the digits alone works before the picker as in it. Text that does not follow the
 * pattern ("1.2.2026") is left as typed.
 */
export function formatTypedDigits(text: string, kind: TDateFieldKind): string {
  const pattern = SHOWN_PATTERN[kind];
  let formatted = '';
  let position = 0;
  for (const character of text) {
    if (/\d/.test(character)) {
      while (position < pattern.length && !/[A-Za-z]/.test(pattern.charAt(position))) {
        formatted += pattern.charAt(position);
        position += 1;
      }
      if (position >= pattern.length) return text;
    } else if (character !== pattern.charAt(position)) {
      return text;
    }
    formatted += character;
    position += 1;
  }
  return formatted;
}

/** The empty field's hint, in the letters the picker's sections show ("ՕՕ.ԱԱ.ՏՏՏՏ"). */
export function datePlaceholder(kind: TDateFieldKind, t: TFunction): string {
  const year = t('datePicker.yearLetter').repeat(4);
  const date = `${t('datePicker.dayPlaceholder')}.${t('datePicker.monthPlaceholder')}.${year}`;
  const time = `${t('datePicker.hoursPlaceholder')}:${t('datePicker.minutesPlaceholder')}`;
  return kind === 'date' ? date : kind === 'time' ? time : `${date} ${time}`;
}
