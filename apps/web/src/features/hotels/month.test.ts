import { describe, expect, it } from 'vitest';
import { addMonths, currentMonth, firstNightOf, isIsoMonth, lastNightOf } from './month';

describe('months of the inventory calendar', () => {
  it('steps across years both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });

  it('knows the first and last night of a month, leap years included', () => {
    expect(firstNightOf('2026-02')).toBe('2026-02-01');
    expect(lastNightOf('2026-02')).toBe('2026-02-28');
    expect(lastNightOf('2028-02')).toBe('2028-02-29');
    expect(lastNightOf('2026-12')).toBe('2026-12-31');
  });

  it('reads only yyyy-mm from the address, and today in the local zone', () => {
    expect(isIsoMonth('2026-03')).toBe(true);
    expect(isIsoMonth('2026-13')).toBe(false);
    expect(isIsoMonth('2026-3')).toBe(false);
    expect(isIsoMonth(null)).toBe(false);
    expect(currentMonth(new Date(2026, 6, 31, 23, 59))).toBe('2026-07');
  });
});
