import { describe, expect, it } from 'vitest';
import { minorFromText } from './form-money-field';

describe('minorFromText', () => {
  it('reads decimals with up to two places as minor units, without floating point', () => {
    expect(minorFromText('125.5')).toBe(12_550);
    expect(minorFromText('0.29')).toBe(29);
    expect(minorFromText(' 1,05 ')).toBe(105);
    expect(minorFromText('-3')).toBe(-300);
  });

  it('reads amounts as the app shows them, with thousands separators, and refuses misplaced ones', () => {
    expect(minorFromText('12,345.67')).toBe(1_234_567);
    expect(minorFromText('1,234,567.89')).toBe(123_456_789);
    expect(minorFromText('-1,050')).toBe(-105_000);
    expect(minorFromText('12345.67')).toBe(1_234_567);
    expect(minorFromText('1,23,456.00')).toBe('1,23,456.00');
    expect(minorFromText('12,34.5')).toBe('12,34.5');
    expect(minorFromText('1,2345')).toBe('1,2345');
  });

  it('leaves empty as null and anything else as text, for the schema to name the mistake', () => {
    expect(minorFromText('')).toBeNull();
    expect(minorFromText('1.234')).toBe('1.234');
    expect(minorFromText('12 dollars')).toBe('12 dollars');
    expect(minorFromText('99999999999999999999')).toBe('99999999999999999999');
  });
});
