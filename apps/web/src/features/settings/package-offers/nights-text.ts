import { MAX_PACKAGE_NIGHT_OPTIONS, MAX_PACKAGE_NIGHTS } from '@frs/contract';

/**
 * The stay lengths of a package offer as typed: "7, 10" or "7 10" adds 7 and 10. Each part must be a whole number
 * of nights from 1 to MAX_PACKAGE_NIGHTS; the list stays sorted, without repeats, and at most
 * MAX_PACKAGE_NIGHT_OPTIONS long. The server checks the same rules (ZPackageOfferInput); this only keeps typing easy.
 */

/** The whole numbers of `text`, or null when any part is not a stay length. Blank text is an empty list. */
export function parseNights(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const nights = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  return nights.every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PACKAGE_NIGHTS) ? nights : null;
}

/** `current` with `added` joined: sorted, each length once, cut at the most an offer may list. */
export function withNights(current: readonly number[], added: readonly number[]): number[] {
  return [...new Set([...current, ...added])].sort((a, b) => a - b).slice(0, MAX_PACKAGE_NIGHT_OPTIONS);
}

/** Whether the text typed so far ends an entry: a separator after a digit ("7," or "7 "). */
export function endsEntry(text: string): boolean {
  return /\d[\s,;]$/.test(text);
}
