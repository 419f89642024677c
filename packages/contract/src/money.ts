/**
 * Money is stored and moved as integer minor units (1/100 of the currency unit), never as floats.
 */
export const CURRENCIES = ['AMD', 'USD', 'EUR'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const LOCAL_CURRENCY: TCurrency = 'AMD';
export const MINOR_UNITS_PER_MAJOR = 100;

/** Largest amount accepted anywhere: 12 digits of minor units. */
export const MAX_MINOR_AMOUNT = 999_999_999_999;

/** Thousands grouped by commas as the app writes amounts ("12,345.67"): 1 to 3 digits, then groups of exactly 3. */
const GROUPED_AMOUNT = /^(-?)(\d{1,3}(?:,\d{3})+)(\.\d{1,2})?$/;
/** A decimal comma instead of the point ("125,5"), as many keyboards type it. */
const DECIMAL_COMMA_AMOUNT = /^(-?\d+),(\d{1,2})$/;
const PLAIN_AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/**
 * An amount as a person types it, in the plain form "12345.67": the app's own format with thousands separators
 * ("12,345.67", "1,050"), a plain decimal ("12345.67"), or a decimal comma ("125,5"). Null for anything else,
 * including misplaced separators ("1,23,456", "12,34.5") and more than 2 decimals.
 */
export function plainMajorText(text: string): string | null {
  const trimmed = text.trim();
  const grouped = GROUPED_AMOUNT.exec(trimmed);
  if (grouped) return `${grouped[1]}${grouped[2]!.replaceAll(',', '')}${grouped[3] ?? ''}`;
  const decimalComma = DECIMAL_COMMA_AMOUNT.exec(trimmed);
  if (decimalComma) return `${decimalComma[1]}.${decimalComma[2]}`;
  return PLAIN_AMOUNT.test(trimmed) ? trimmed : null;
}

/**
 * Converts a decimal text such as "1234.5" (or as `plainMajorText` reads it: "1,234.5") to minor units without
 * going through floating point.
 */
export function parseMajorToMinor(text: string): number {
  const plain = plainMajorText(text);
  const match = plain === null ? null : /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
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
 * The balance format of docs/PRODUCT.md §9: truncated (never rounded) to 2 decimals, with thousands separators.
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

/** Rates keep 4 decimals: a rate as an integer number of 1/10000 AMD. */
function rateTenThousandths(rate: number): bigint {
  return BigInt(Math.round(rate * 10_000));
}

/**
 * Converts minor units of a currency to AMD minor units (docs/DOMAIN.md): amount x agency rate, rounded half up to
 * whole AMD. Exact: BigInt arithmetic on the minor units and the rate's 4 decimals, never a float product.
 */
export function toAmdMinor(minor: number, currency: TCurrency, rate: number | null): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  if (currency === 'AMD') return minor;
  if (rate === null || !(rate > 0)) throw new RangeError(`No ${currency} rate to convert with`);
  // minor/100 units x rate AMD = minor x rate4 / 1,000,000 whole AMD.
  const numerator = BigInt(Math.abs(minor)) * rateTenThousandths(rate);
  const wholeAmd = (numerator * 2n + 1_000_000n) / 2_000_000n;
  const amdMinor = Number(wholeAmd) * 100;
  return minor < 0 ? -amdMinor : amdMinor;
}
