import { describe, expect, it } from 'vitest';
import { addMonths, currentMonth, firstNightOf, firstOpenNightOf, isIsoMonth, lastNightOf } from './month';

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

  it('offers a range from today in the current month, from the first night in any other', () => {
    expect(firstOpenNightOf('2026-11', '2026-11-26')).toBe('2026-11-26');
    expect(firstOpenNightOf('2026-12', '2026-11-26')).toBe('2026-12-01');
    expect(firstOpenNightOf('2026-10', '2026-11-26')).toBe('2026-10-01');
  });

  it('reads only yyyy-mm from the address, and today in the local zone', () => {
    expect(isIsoMonth('2026-03')).toBe(true);
    expect(isIsoMonth('2026-13')).toBe(false);
    expect(isIsoMonth('2026-3')).toBe(false);
    expect(isIsoMonth(null)).toBe(false);
    expect(currentMonth(new Date(2026, 6, 31, 23, 59))).toBe('2026-07');
  });
});
