import { z } from 'zod';
import { isFieldMessageCode, type TFieldMessageCode } from './errors';
import { MAX_MINOR_AMOUNT, parseMajorToMinor, plainMajorText } from './money';

/**
 * The one set of form-validation rules of the product (docs/PRODUCT.md §9: required, non-blank, e-mail format, integer,
 * float, positive, min and max number, min and max length, file, max file size, file types). Every request schema
 * in `api/` builds its fields from these, so the server's validation and the web forms (zodResolver on the same
 * schema) apply the same rules and show the same translated messages.
 *
 * Messages: zod's own checks (min/max length, min/max number, e-mail) are translated from their issue codes by the
 * server (`lib/validation.ts`) and the web app (`lib/field-errors.ts`). Rules zod has no issue code for name a
 * field-message code of the catalogues' `fieldErrors` as their message; a `{{n}}` in the text comes from `params.limit`.
 */

/**
 * The message of a custom check: the field-message code, and `:limit` where the text has `{n}` ("fileTooLarge:2").
 * The server and the web app both translate it (the web form sees only the message, not the issue's params).
 */
export function ruleMessage(code: TFieldMessageCode, limit?: number) {
  return { message: limit === undefined ? code : `${code}:${limit}` };
}

/** Reads a message written by `ruleMessage` back: its code and limit, or null for any other text. */
export function parseRuleMessage(message: string): { code: TFieldMessageCode; limit?: number } | null {
  const [code = '', limitText, ...rest] = message.split(':');
  if (rest.length > 0 || !isFieldMessageCode(code)) return null;
  if (limitText === undefined) return { code };
  const limit = Number(limitText);
  return limitText !== '' && Number.isFinite(limit) ? { code, limit } : null;
}

/**
 * Characters no request may carry in a text: U+0000 (PostgreSQL's text cannot hold it) and a UTF-16 surrogate
 * without its pair (no UTF-8 encoding exists for it). JSON can spell both ("\u0000", "\ud800").
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Where a request's data (a parsed JSON body, query, params) holds a text or an object key that is not safe text,
 * as field paths. The server refuses these for every operation at once, before its schema sees them; the text rules
 * below refuse the same, so a form says it under the input.
 */
export function unsafeTextPaths(data: unknown): (string | number)[][] {
  // An explicit stack, not recursion: no nesting of the data can overflow the call stack (the server also refuses
  // JSON nested deeper than 64 levels before this runs). Each step knows its parent, so a path is built only when
  // found; children are stacked last first, so paths come out in the data's order.
  interface TStep {
    value: unknown;
    key: string | number | null;
    parent: TStep | null;
    /** The key itself is unsafe text: its path is found, its value not visited. */
    unsafeKey: boolean;
  }
  const pathOf = (step: TStep) => {
    const path: (string | number)[] = [];
    for (let at: TStep | null = step; at !== null && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const found: (string | number)[][] = [];
  const pending: TStep[] = [{ value: data, key: null, parent: null, unsafeKey: false }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const { value } = step;
    if (step.unsafeKey || (typeof value === 'string' && !isSafeText(value))) {
      found.push(pathOf(step));
    } else if (typeof value === 'object' && value !== null) {
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((item, index) => [index, item])
        : Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string | number, unknown];
        pending.push({ value: item, key, parent: step, unsafeKey: typeof key === 'string' && !isSafeText(key) });
      }
    }
  }
  return found;
}

/** Any text of a request: the base of the text rules, refusing what `isSafeText` refuses. */
export function text() {
  return z.string().refine(isSafeText, ruleMessage('invalidCharacters'));
}

/**
 * The range of PostgreSQL's integer columns (ids, counts, seats, minutes). A whole number beyond it would fail in
 * the database, so every integer rule is held to it unless it says otherwise (money is `bigint`: `minorAmount`).
 */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/** Letters, digits, spaces and the usual phone punctuation; 7 to 15 digits (E.164 allows at most 15). */
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;
/** Names on tickets and passports: Latin letters, spaces, hyphens and apostrophes. */
const LATIN_NAME_PATTERN = /^[A-Za-z][A-Za-z\s'-]*$/;

/**
 * A required single-line text: '' is "required", only spaces is "non-blank", the stored value is trimmed and at
 * most `max` characters.
 */
export function requiredText(max: number, min = 1) {
  return text()
    .min(1)
    .refine((value) => value.trim().length > 0, ruleMessage('nonBlank'))
    .trim()
    .min(min)
    .max(max);
}

/** An optional text: trimmed; empty becomes null, so "cleared" and "never set" are stored alike. */
export function optionalText(max: number) {
  return text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

export function email() {
  return text().trim().min(1).max(254).pipe(z.email());
}

export function phone() {
  return requiredText(32)
    .regex(PHONE_PATTERN, ruleMessage('invalidPhone'))
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
    }, ruleMessage('invalidPhone'));
}

export function optionalPhone() {
  return z.union([z.literal('').transform(() => null), phone()]).nullish();
}

/** A name as written in Latin letters (passports, tickets). */
export function latinName(max = 50) {
  return requiredText(max).regex(LATIN_NAME_PATTERN, ruleMessage('latinOnly'));
}

/** A whole number, within the integer columns' range unless `min`/`max` narrow it. */
export function integer(options: { min?: number; max?: number } = {}) {
  return z
    .number()
    .int()
    .min(options.min ?? -MAX_DATABASE_INTEGER)
    .max(options.max ?? MAX_DATABASE_INTEGER);
}

/** A decimal number with at most `decimals` places (rates, percentages). */
export function float(options: { min?: number; max?: number; decimals?: number } = {}) {
  let schema = z.number().refine(Number.isFinite, ruleMessage('number'));
  if (options.min !== undefined) schema = schema.min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  const decimals = options.decimals;
  if (decimals === undefined) return schema;
  return schema.refine((value) => hasAtMostDecimals(value, decimals), ruleMessage('maxDecimals', decimals));
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const [, fraction = ''] = String(value).split('.');
  return !String(value).includes('e') && fraction.length <= decimals;
}

/** A strictly positive whole number (ids, counts), at most `max` (by default the integer columns' range). */
export function positiveInteger(max = MAX_DATABASE_INTEGER) {
  return z
    .number()
    .int()
    .refine((value) => value > 0, ruleMessage('positive'))
    .max(max, ruleMessage('tooBig', max));
}

/** A record's id in a path or a query: text converted to a positive whole number in the integer columns' range. */
export function idParam() {
  return z.coerce.number().int().positive().max(MAX_DATABASE_INTEGER);
}

/** A whole number in a query (text converted), within `min`…`max` (by default the integer columns' range). */
export function integerParam(options: { min?: number; max?: number } = {}) {
  return z.coerce
    .number()
    .int()
    .min(options.min ?? -MAX_DATABASE_INTEGER)
    .max(options.max ?? MAX_DATABASE_INTEGER);
}

/**
 * Money in integer minor units: a whole number, at most 12 digits. `positive` refuses zero and negatives (a
 * transfer); otherwise zero is allowed and negatives are refused (a price).
 */
export function minorAmount(options: { positive?: boolean } = {}) {
  const schema = z.number().int().max(MAX_MINOR_AMOUNT);
  return options.positive
    ? schema.refine((value) => value > 0, ruleMessage('positive'))
    : schema.refine((value) => value >= 0, ruleMessage('notNegative'));
}

/** A signed amount in minor units (a correction, a top-up or a charge): not zero, at most 12 digits either way. */
export function signedMinorAmount() {
  return z
    .number()
    .int()
    .min(-MAX_MINOR_AMOUNT)
    .max(MAX_MINOR_AMOUNT)
    .refine((value) => value !== 0, ruleMessage('notZero'));
}

/** 12 digits of minor units are 10 digits before the decimal point. */
const MAX_MAJOR_DIGITS = String(MAX_MINOR_AMOUNT).length - 2;
/** The digits before the decimal point of a plain amount ("-0012.5" has 2). */
const wholeDigits = (plain: string) => (plain.replace(/^-/, '').split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length;

/**
 * A money field of a form: the text the user typed in major units (plain, with the thousands separators the app
 * shows, or a decimal comma: `plainMajorText`), checked and converted exactly to integer minor
 * units (`parseMajorToMinor`, never through a float), then held to the same rule as the API's field. Its output is
 * what the request schema takes, so a form resolves on `z.strictObject({ amount: moneyText(...) })` and sends the
 * result as it is.
 */
export function moneyText(options: { positive?: boolean; signed?: boolean } = {}) {
  return z
    .string()
    .trim()
    .min(1)
    .refine((text) => plainMajorText(text) !== null, ruleMessage('invalidAmount'))
    .refine((text) => wholeDigits(plainMajorText(text) ?? '') <= MAX_MAJOR_DIGITS, ruleMessage('amountTooLarge'))
    .transform((text) => parseMajorToMinor(text))
    .pipe(options.signed ? signedMinorAmount() : minorAmount({ positive: options.positive }));
}

export function url(max = 500) {
  return text()
    .trim()
    .max(max)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), ruleMessage('invalidUrl'));
}

export function optionalUrl(max = 500) {
  return z.union([z.literal('').transform(() => null), url(max)]).nullish();
}

/** What an upload rule allows: its size limit and its MIME types. The server checks uploads against the same. */
export interface TFileRule {
  maxBytes: number;
  types: readonly string[];
}

/**
 * Images: PNG, JPEG and WebP. SVG is refused on purpose: it can carry scripts, and uploads are served from the app's
 * own origin.
 */
export const IMAGE_UPLOAD: TFileRule = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
};

/** The size limit in whole megabytes, as the messages show it. */
export function fileRuleMegabytes(rule: TFileRule): number {
  return Math.round((rule.maxBytes / (1024 * 1024)) * 10) / 10;
}

/** Why a file breaks the rule, as a field-message code, or null when it is acceptable. */
export function fileRuleViolation(
  file: { size: number; type: string } | null | undefined,
  rule: TFileRule,
): TFieldMessageCode | null {
  if (!file) return 'fileRequired';
  if (file.size > rule.maxBytes) return 'fileTooLarge';
  if (!rule.types.includes(file.type)) return 'fileType';
  return null;
}

/**
 * A file chosen in a form (web only: a File has `size` and `type`). The server checks the multipart part with
 * `fileRuleViolation` on the same rule.
 */
export function file(rule: TFileRule) {
  return z
    .custom<{ size: number; type: string }>(
      (value) => typeof value === 'object' && value !== null && 'size' in value && 'type' in value,
      ruleMessage('fileRequired'),
    )
    .refine((value) => value.size <= rule.maxBytes, ruleMessage('fileTooLarge', fileRuleMegabytes(rule)))
    .refine((value) => rule.types.includes(value.type), ruleMessage('fileType'));
}

/** A `{ startDate, endDate }` refinement: the end may not come before the start. */
export function endNotBeforeStart<T extends { startDate: string; endDate: string }>(range: T): boolean {
  return range.startDate <= range.endDate;
}
export const END_NOT_BEFORE_START = { path: ['endDate'], ...ruleMessage('endBeforeStart') };

/** A field message to show: its code in the catalogues' `fieldErrors` and the limit its `{{n}}` stands for. */
export interface TFieldMessageRef {
  code: TFieldMessageCode;
  limit?: number;
}

/**
 * Which field message a zod issue means. The server translates it for the error body and the web app for the
 * form, so both say the same for the same mistake. A missing value and a wrong one are told apart by the issue's
 * input, which the server parses with `reportInput` and the web's error map always sees.
 */
export function fieldMessageOfIssue(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): TFieldMessageRef {
  if (typeof issue.message === 'string') {
    const rule = parseRuleMessage(issue.message);
    if (rule) return rule;
  }
  const input: unknown = issue.input;
  const missing = input === undefined || input === null;
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return { code: 'required' };
      if (issue.expected === 'int') return { code: 'integer' };
      if (issue.expected === 'number') return { code: 'number' };
      return { code: 'invalidType' };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return input === '' || minimum <= 1 ? { code: 'required' } : { code: 'tooShort', limit: minimum };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'required' };
      if (minimum === 0) return { code: issue.inclusive === false ? 'positive' : 'notNegative' };
      return { code: 'tooSmall', limit: minimum };
    }
    case 'too_big':
      return { code: issue.origin === 'string' ? 'tooLong' : 'tooBig', limit: Number(issue.maximum) };
    case 'invalid_format':
      if (input === '') return { code: 'required' };
      if (issue.format === 'email') return { code: 'invalidEmail' };
      if (issue.format === 'date' || issue.format === 'datetime') return { code: 'invalidDate' };
      if (issue.format === 'url') return { code: 'invalidUrl' };
      return { code: 'invalidType' };
    case 'invalid_value':
    case 'invalid_union':
      return missing || input === '' ? { code: 'required' } : { code: 'invalidType' };
    case 'unrecognized_keys':
      return { code: 'unknownField' };
    default:
      return { code: 'invalidType' };
  }
}
