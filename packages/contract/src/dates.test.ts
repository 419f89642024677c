import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, todayIsoDate } from './dates';
import { languageFromHeader } from './languages';

describe('dates', () => {
  it('formats today as yyyy-mm-dd in local time', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIsoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-05', '2026-03-01')).toBe(-4);
  });
});

describe('languageFromHeader', () => {
  it('picks the first supported language, Armenian by default', () => {
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageFromHeader('de-DE,ru;q=0.8')).toBe('ru');
    expect(languageFromHeader('fr')).toBe('hy');
    expect(languageFromHeader(undefined)).toBe('hy');
  });
});
