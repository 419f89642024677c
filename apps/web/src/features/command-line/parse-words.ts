import type { TCommandLineErrorKey } from '../../lib/i18n/command-line/en';
import type { TCommand, TParseError, TParseResult } from './commands';

/**
 * The pieces every command's parser is made of: a result of a piece (a date, a party), the failure that names an
 * error key and the part of the entry it is about, and the words of an entry, read left to right.
 */

/** A piece of an entry read (a date, a party, a name) or why it was not understood. */
export type TParsed<T> = { ok: true; value: T } | { ok: false; error: TParseError };
export type TFailure = { ok: false; error: TParseError };

export function parsed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/**
 * The error `key` (typed by the English texts, so that a key without a text does not compile), about `part` of the
 * entry (left out when there is no text to point at).
 */
export function failure(key: TCommandLineErrorKey, part?: string, values?: Record<string, string | number>): TFailure {
  const error: TParseError = { key };
  if (values) error.values = values;
  if (part) error.part = part;
  return { ok: false, error };
}

export function understood(command: TCommand): TParseResult {
  return { ok: true, command };
}

/** The words of a part of the entry (the entry is already trimmed and its spaces collapsed to one). */
export function wordsOf(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(' ');
}

/** Words left over after a complete command: `ER NOW` → NOW, pointed at whole (the words are a part of the entry). */
export function leftOver(words: string[]): TFailure | null {
  return words.length > 0 ? failure('unexpected', words.join(' ')) : null;
}

/**
 * Takes what `lead` matches at the start of the first word and leaves the rest of that word as the first word: how a
 * compact entry (AN20DECEVNMOW) is read as its spaced form (AN 20DEC EVNMOW) by the same code. `lead` starts with ^.
 */
export function takeLead(words: string[], lead: RegExp): string | null {
  const first = words[0];
  const match = first === undefined ? null : lead.exec(first);
  if (first === undefined || !match || match[0] === '') return null;
  const rest = first.slice(match[0].length);
  if (rest === '') words.shift();
  else words[0] = rest;
  return match[0];
}

/**
 * A count written in digits, within [min, max], or null. At most three digits are read, so that `SS99999999999Y1`
 * is a wrong line number rather than a huge or NaN one.
 */
export function boundedNumber(digits: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(digits)) return null;
  const value = Number(digits);
  return value >= min && value <= max ? value : null;
}
