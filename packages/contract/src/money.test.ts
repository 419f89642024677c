import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBalance, formatMinor, parseMajorToMinor, plainMajorText } from './money';

describe('formatBalance', () => {
  it('truncates to 2 decimals, never rounds', () => {
    expect(formatBalance(391.4567)).toBe('391.45');
    expect(formatBalance(0.999)).toBe('0.99');
    expect(formatBalance(1234567.899)).toBe('1,234,567.89');
    expect(formatBalance(-1234.5678)).toBe('-1,234.56');
  });

  it('keeps decimals that binary floating point cannot hold exactly', () => {
    expect(formatBalance(0.29)).toBe('0.29');
    expect(formatBalance(1.005)).toBe('1.00');
    expect(formatBalance(4.35)).toBe('4.35');
  });

  it('adds thousands separators and pads to 2 decimals', () => {
    expect(formatBalance(1_000_000)).toBe('1,000,000.00');
    expect(formatBalance(999)).toBe('999.00');
    expect(formatBalance(1000.5)).toBe('1,000.50');
    expect(formatBalance(0)).toBe('0.00');
    expect(formatBalance(-0.001)).toBe('0.00');
    expect(formatBalance(549755813888.84)).toBe('549,755,813,888.84');
    expect(formatBalance(1e-7)).toBe('0.00');
    expect(formatBalance(1.5e21)).toBe('1,500,000,000,000,000,000,000.00');
  });

  it('never shows more than the value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 9999 }), (whole, fraction) => {
        // Compared as decimal text, exactly: the shown amount is the value's first two decimals.
        const decimals = String(fraction).padStart(4, '0');
        const value = Number(`${whole}.${decimals}`);
        const expectedDecimals = String(value).split('.')[1] ?? '';
        const expected = `${whole.toLocaleString('en-US')}.${expectedDecimals.slice(0, 2).padEnd(2, '0')}`;
        return formatBalance(value) === expected;
      }),
    );
  });

  it('refuses values that are not finite', () => {
    expect(() => formatBalance(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatMinor', () => {
  it('formats integer minor units exactly', () => {
    expect(formatMinor(100_000_000)).toBe('1,000,000.00');
    expect(formatMinor(25_000_000)).toBe('250,000.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-123_456)).toBe('-1,234.56');
    expect(formatMinor(999_999_999_999)).toBe('9,999,999,999.99');
  });

  it('refuses non-integer minor units', () => {
    expect(() => formatMinor(1.5)).toThrow(RangeError);
  });

  it('round-trips with parseMajorToMinor (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (minor) => {
        return parseMajorToMinor(formatMinor(minor).replaceAll(',', '')) === minor;
      }),
    );
  });
});

describe('parseMajorToMinor', () => {
  it('reads decimal text without floating point', () => {
    expect(parseMajorToMinor('1234.5')).toBe(123_450);
    expect(parseMajorToMinor('0.29')).toBe(29);
    expect(parseMajorToMinor('-7')).toBe(-700);
  });

  it('refuses more than 2 decimals and non-numbers', () => {
    expect(() => parseMajorToMinor('1.234')).toThrow(RangeError);
    expect(() => parseMajorToMinor('abc')).toThrow(RangeError);
    expect(() => parseMajorToMinor('1e5')).toThrow(RangeError);
  });

  it('reads the format the app shows ("12,345.67") as well as the plain one, and a decimal comma', () => {
    expect(parseMajorToMinor('12,345.67')).toBe(1_234_567);
    expect(parseMajorToMinor('12345.67')).toBe(1_234_567);
    expect(parseMajorToMinor('-1,234,567.8')).toBe(-123_456_780);
    expect(parseMajorToMinor('1,050')).toBe(105_000);
    expect(parseMajorToMinor('125,5')).toBe(12_550);
    expect(parseMajorToMinor(' 999 ')).toBe(99_900);
  });

  it('refuses thousands separators in the wrong places', () => {
    for (const text of ['1,23,456.00', '12,34.5', '1,2345', ',123', '123,', '1,,234', '1.234,56', '12,345,67']) {
      expect(() => parseMajorToMinor(text), text).toThrow(RangeError);
    }
  });

  it('reads back every amount the app writes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 13), max: 10 ** 13 }),
        (minor) => parseMajorToMinor(formatMinor(minor)) === minor,
      ),
    );
  });
});

describe('plainMajorText', () => {
  it('writes a typed amount plain, or says it is none', () => {
    expect(plainMajorText('12,345.67')).toBe('12345.67');
    expect(plainMajorText('0,29')).toBe('0.29');
    expect(plainMajorText('-7')).toBe('-7');
    expect(plainMajorText('12,34.5')).toBeNull();
    expect(plainMajorText('')).toBeNull();
  });
});
