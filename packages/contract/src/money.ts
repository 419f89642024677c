/**
 * Money is stored and moved as integer minor units (1/100 of the currency unit), never as floats.
 */
export const CURRENCIES = ['AMD', 'USD', 'EUR'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const LOCAL_CURRENCY: TCurrency = 'AMD';
export const MINOR_UNITS_PER_MAJOR = 100;

/** Largest amount accepted anywhere: 12 digits of minor units. */
export const MAX_MINOR_AMOUNT = 999_999_999_999;

/** Converts a decimal text such as "1234.5" to minor units without going through floating point. */
export function parseMajorToMinor(text: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount with at most 2 decimals: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * MINOR_UNITS_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of range: ${text}`);
  return sign ? -minor : minor;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats integer minor units as "1,234,567.89" (exact: integer arithmetic only). */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const whole = Math.trunc(absolute / MINOR_UNITS_PER_MAJOR);
  const cents = absolute % MINOR_UNITS_PER_MAJOR;
  return `${sign}${groupThousands(String(whole))}.${String(cents).padStart(2, '0')}`;
}

/**
 * The balance format of spec section 9: truncated (never rounded) to 2 decimals, with thousands separators.
 * Takes a value in major units that may carry more decimals (a rate, a converted amount) and cuts the rest off. It
 * works on the shortest decimal text of the number (what `String` gives), so that 0.29 stays 0.29 instead of
 * becoming 0.28 through its binary approximation 0.28999...
 */
export function formatBalance(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const magnitude = Math.abs(value);
  // String() switches to exponent notation below 1e-6 (which truncates to 0.00) and from 1e21 (no decimals left).
  const text = magnitude < 1e-6 ? '0' : magnitude >= 1e21 ? BigInt(magnitude).toString() : String(magnitude);
  const [whole = '0', fraction = ''] = text.split('.');
  const truncated = `${groupThousands(whole)}.${fraction.slice(0, 2).padEnd(2, '0')}`;
  const isZero = /^[0.,]+$/.test(truncated);
  return value < 0 && !isZero ? `-${truncated}` : truncated;
}

/** Minor units to a major-unit number, for display and rate arithmetic only (never for storage). */
export function minorToMajor(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}
