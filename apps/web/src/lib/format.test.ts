import { describe, expect, it } from 'vitest';
import { rateRowForToday } from '../test/fixtures';
import { formatAmd, formatRate, NO_VALUE, rateRowForDay } from './format';

describe('formatAmd', () => {
  it('formats minor units with thousands separators and the sign', () => {
    expect(formatAmd(123_456_789, '֏')).toBe('1,234,567.89 ֏');
    expect(formatAmd(0, 'AMD')).toBe('0.00 AMD');
    expect(formatAmd(-5, 'AMD')).toBe('-0.05 AMD');
  });
});

describe('formatRate', () => {
  it('truncates to 2 decimals rather than rounding', () => {
    expect(formatRate(389.999)).toBe('389.99');
    expect(formatRate(0.29)).toBe('0.29');
    expect(formatRate(1234.5)).toBe('1,234.50');
  });

  it('shows a dash when there is no rate', () => {
    expect(formatRate(null)).toBe(NO_VALUE);
    expect(formatRate(undefined)).toBe('—');
  });
});

describe('rateRowForDay', () => {
  it('finds the row of the day', () => {
    const today = rateRowForToday(390, 420);
    const other = { ...rateRowForToday(1, 2), date: '2000-01-01' };
    expect(rateRowForDay([other, today], today.date)).toBe(today);
    expect(rateRowForDay([other], today.date)).toBeUndefined();
    expect(rateRowForDay(undefined, today.date)).toBeUndefined();
  });
});
