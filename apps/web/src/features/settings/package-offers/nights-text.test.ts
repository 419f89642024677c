import { MAX_PACKAGE_NIGHT_OPTIONS, MAX_PACKAGE_NIGHTS } from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { endsEntry, parseNights, withNights } from './nights-text';

describe('stay lengths typed into a package offer', () => {
  it('reads whole numbers separated by commas, spaces or semicolons', () => {
    expect(parseNights('7, 10')).toEqual([7, 10]);
    expect(parseNights(' 5;7  14 ')).toEqual([5, 7, 14]);
    expect(parseNights('')).toEqual([]);
    expect(parseNights(' , ')).toEqual([]);
  });

  it('refuses what is not a stay length: fractions, zero, too many nights, words', () => {
    expect(parseNights('7.5')).toBeNull();
    expect(parseNights('0')).toBeNull();
    expect(parseNights(String(MAX_PACKAGE_NIGHTS + 1))).toBeNull();
    expect(parseNights(String(MAX_PACKAGE_NIGHTS))).toEqual([MAX_PACKAGE_NIGHTS]);
    expect(parseNights('7, ten')).toBeNull();
    expect(parseNights('-3')).toBeNull();
  });

  it('joins them sorted, each once, and no more than an offer may list', () => {
    expect(withNights([10], [7, 10])).toEqual([7, 10]);
    const many = Array.from({ length: MAX_PACKAGE_NIGHT_OPTIONS + 3 }, (_, index) => index + 1);
    expect(withNights([], many)).toHaveLength(MAX_PACKAGE_NIGHT_OPTIONS);
  });

  it('ends an entry at a separator typed after a number', () => {
    expect(endsEntry('7,')).toBe(true);
    expect(endsEntry('7 ')).toBe(true);
    expect(endsEntry('7')).toBe(false);
    expect(endsEntry(',')).toBe(false);
  });
});
