import { describe, expect, it } from 'vitest';
import { reportsHy as hy } from '../../lib/i18n/reports/hy';
import { reportsRu as ru } from '../../lib/i18n/reports/ru';
import { compactFormatter, type TCompactUnit } from './flight-report-charts';

const AMOUNTS = [0, 950, 8_500, 200_000, 1_250_000, 12_500_000, 2_500_000_000];

/** The catalogue's words of a language, as the charts use them where the browser has no compact notation. */
function catalogueWords(texts: typeof hy) {
  const words = texts.flightReport.charts.compact;
  return {
    word: (unit: TCompactUnit, value: string) => words[unit].replace('{{value}}', value),
    decimal: words.decimal,
  };
}

describe('the short amounts of the report charts', () => {
  it('are Intl’s compact notation of the language: 200K, 200 тыс., 200 հզր', () => {
    const none = () => '';
    expect(AMOUNTS.map(compactFormatter('en', none, '.'))).toEqual([
      '0',
      '950',
      '8.5K',
      '200K',
      '1.25M',
      '12.5M',
      '2.5B',
    ]);
    expect(AMOUNTS.map(compactFormatter('ru', none, ',')).slice(2, 6)).toEqual([
      '8,5\u00a0тыс.',
      '200\u00a0тыс.',
      '1,25\u00a0млн',
      '12,5\u00a0млн',
    ]);
  });

  it('write Armenian with the catalogue’s words, as Intl does, where the browser has no Armenian data', () => {
    // "xx": a language no runtime has data for, so the catalogue's words are used (Chromium and Armenian).
    const { word, decimal } = catalogueWords(hy);
    const withoutData = compactFormatter('xx', word, decimal);
    expect(AMOUNTS.map(withoutData)).toEqual([
      '0',
      '950',
      '8,5\u00a0հզր',
      '200\u00a0հզր',
      '1,25\u00a0մլն',
      '12,5\u00a0մլն',
      '2,5\u00a0մլրդ',
    ]);
    // Node has Armenian data: its compact notation and the catalogue's agree, so every browser shows the same.
    expect(AMOUNTS.map(compactFormatter('hy', word, decimal))).toEqual(AMOUNTS.map(withoutData));
    const russian = catalogueWords(ru);
    expect(AMOUNTS.map(compactFormatter('xx', russian.word, russian.decimal))).toEqual(
      AMOUNTS.map(compactFormatter('ru', russian.word, russian.decimal)),
    );
  });
});
