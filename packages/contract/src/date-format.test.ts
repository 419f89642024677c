import { describe, expect, it } from 'vitest';
import {
  dateNames,
  formatDayLabel,
  formatDayMonth,
  formatInstant,
  formatInstantDate,
  formatIsoDate,
  formatLocalDateTime,
  formatLongDate,
} from './date-format';
import { LANGUAGES } from './languages';

describe('the date formatter', () => {
  it('writes numbers the same in every language: dd.mm.yyyy and a 24-hour clock', () => {
    expect(formatIsoDate('2026-11-24')).toBe('24.11.2026');
    expect(formatIsoDate('2027-01-05')).toBe('05.01.2027');
    expect(formatLocalDateTime('2026-11-24T14:05')).toBe('24.11.2026 14:05');
    expect(formatLocalDateTime('2026-11-24T00:00')).toBe('24.11.2026 00:00');
  });

  it('writes an instant in a given zone, or in the reader’s own one', () => {
    expect(formatInstant('2026-11-24T10:05:00.000Z', { timeZone: 'Asia/Yerevan' })).toBe('24.11.2026 14:05');
    expect(formatInstant('2026-11-23T23:30:00.000Z', { timeZone: 'Asia/Yerevan' })).toBe('24.11.2026 03:30');
    expect(formatInstantDate('2026-11-23T23:30:00.000Z', { timeZone: 'Europe/Paris' })).toBe('24.11.2026');
    expect(formatInstantDate('2026-11-23T22:30:00.000Z', { timeZone: 'Europe/Paris' })).toBe('23.11.2026');
    const instant = new Date(2026, 10, 24, 15, 7);
    expect(formatInstant(instant)).toBe('24.11.2026 15:07');
    expect(formatInstant(instant.toISOString())).toBe('24.11.2026 15:07');
    expect(() => formatInstant('not a date')).toThrow(RangeError);
  });

  it('Armenian: short weekday and month, months declined after a day', () => {
    // 28 November 2026 is a Saturday.
    expect(formatDayLabel('2026-11-28', 'hy')).toBe('շբթ, 28 նոյ');
    expect(formatDayLabel('2026-11-29', 'hy')).toBe('կիր, 29 նոյ');
    expect(formatDayMonth('2026-05-03', 'hy')).toBe('3 մյս');
    expect(formatLongDate('2026-11-28', 'hy')).toBe('28 նոյեմբերի 2026 թ.');
    expect(dateNames('hy').months[10]).toBe('նոյեմբեր');
  });

  it('English', () => {
    expect(formatDayLabel('2026-11-28', 'en')).toBe('Sat, 28 Nov');
    expect(formatDayLabel('2026-11-30', 'en')).toBe('Mon, 30 Nov');
    expect(formatDayMonth('2026-05-03', 'en')).toBe('3 May');
    expect(formatLongDate('2026-11-28', 'en')).toBe('28 November 2026');
  });

  it('Russian: the genitive month after a day, the nominative alone', () => {
    expect(formatDayLabel('2026-11-28', 'ru')).toBe('сб, 28 нояб.');
    expect(formatDayLabel('2026-05-01', 'ru')).toBe('пт, 1 мая');
    expect(formatLongDate('2026-03-08', 'ru')).toBe('8 марта 2026 г.');
    expect(formatLongDate('2026-05-09', 'ru')).toBe('9 мая 2026 г.');
    expect(formatLongDate('2026-08-31', 'ru')).toBe('31 августа 2026 г.');
    expect(dateNames('ru').months[4]).toBe('май');
    expect(dateNames('ru').monthsAfterDay[4]).toBe('мая');
  });

  it('has 12 months and 7 weekdays, full and short, in every language', () => {
    for (const language of LANGUAGES) {
      const names = dateNames(language);
      for (const list of [names.months, names.monthsAfterDay, names.shortMonths]) {
        expect(list, language).toHaveLength(12);
        expect(new Set(list).size, language).toBe(12);
      }
      for (const list of [names.weekdays, names.shortWeekdays]) {
        expect(list, language).toHaveLength(7);
        expect(new Set(list).size, language).toBe(7);
      }
    }
  });

  it('does not ask the runtime for names, so a browser without Armenian data still writes Armenian', () => {
    const original = Intl.DateTimeFormat;
    // A runtime whose date data knows only en-US, as Chromium for Armenian.
    Intl.DateTimeFormat = function (locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new original('en-US', options);
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      expect(formatDayLabel('2026-11-28', 'hy')).toBe('շբթ, 28 նոյ');
      expect(formatInstant('2026-11-24T10:05:00.000Z', { timeZone: 'Asia/Yerevan' })).toBe('24.11.2026 14:05');
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});
