import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { fieldMessage, type TFieldMessageCode } from './errors';
import { MAX_MINOR_AMOUNT } from './money';
import {
  email,
  fieldMessageOfIssue,
  file,
  float,
  idParam,
  IMAGE_UPLOAD,
  integer,
  integerParam,
  isSafeText,
  MAX_DATABASE_INTEGER,
  latinName,
  minorAmount,
  moneyText,
  optionalPhone,
  optionalText,
  parseRuleMessage,
  phone,
  positiveInteger,
  requiredText,
  ruleMessage,
  signedMinorAmount,
  unsafeTextPaths,
  url,
} from './validation';

/** The English message a schema gives for a value, as the server would put it under the field. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return null;
  const { code, limit } = fieldMessageOfIssue(result.error.issues[0]!);
  return fieldMessage(code, 'en', limit);
}

describe('validation kit', () => {
  it('required text: empty is required, spaces are blank, the value is trimmed, lengths are named', () => {
    const name = requiredText(5, 2);
    expect(messageOf(name, '')).toBe('Field is required');
    expect(messageOf(name, undefined)).toBe('Field is required');
    expect(messageOf(name, '   ')).toBe('Field cannot be blank');
    expect(messageOf(name, 'a')).toBe('Minimum 2 characters');
    expect(messageOf(name, 'abcdef')).toBe('Maximum 5 characters');
    expect(name.parse('  ab  ')).toBe('ab');
  });

  it('optional text stores empty as null', () => {
    expect(optionalText(10).parse('  ')).toBeNull();
    expect(optionalText(10).parse(undefined)).toBeNull();
    expect(optionalText(10).parse(' x ')).toBe('x');
    expect(messageOf(optionalText(3), 'abcd')).toBe('Maximum 3 characters');
  });

  it('e-mail and phone formats', () => {
    expect(messageOf(email(), 'nope')).toBe('Invalid e-mail address');
    expect(messageOf(email(), '')).toBe('Field is required');
    expect(email().parse(' agent@example.am ')).toBe('agent@example.am');
    expect(messageOf(phone(), '+374 (10) 52-52-52')).toBeNull();
    expect(messageOf(phone(), '12345')).toBe('Invalid phone number');
    expect(messageOf(phone(), 'call me')).toBe('Invalid phone number');
    expect(messageOf(phone(), '+1234567890123456')).toBe('Invalid phone number');
    expect(optionalPhone().parse('')).toBeNull();
    expect(messageOf(optionalPhone(), 'abc')).toBe('Invalid phone number');
  });

  it('numbers: integer, float with decimals, positive, limits', () => {
    expect(messageOf(integer({ min: 1, max: 9 }), 1.5)).toBe('Enter a whole number');
    expect(messageOf(integer({ min: 1, max: 9 }), 10)).toBe('Maximum 9');
    expect(messageOf(integer({ min: 1, max: 9 }), 0)).toBe('Minimum 1');
    expect(messageOf(integer(), 'seven')).toBe('Enter a number');
    expect(messageOf(float({ min: 0, decimals: 4 }), 1.23456)).toBe('At most 4 decimal places');
    expect(messageOf(float({ min: 0, decimals: 4 }), -1)).toBe('The value cannot be negative');
    expect(messageOf(float({ decimals: 4 }), 391.4567)).toBeNull();
    expect(messageOf(positiveInteger(), 0)).toBe('The value must be positive');
    expect(messageOf(positiveInteger(9), 10)).toBe('Maximum 9');
  });

  it('whole numbers stay within the integer columns unless a rule widens them (money)', () => {
    const tooBig = `Maximum ${MAX_DATABASE_INTEGER}`;
    expect(messageOf(integer(), MAX_DATABASE_INTEGER)).toBeNull();
    expect(messageOf(integer(), 99_999_999_999)).toBe(tooBig);
    expect(messageOf(integer(), -99_999_999_999)).toBe(`Minimum ${-MAX_DATABASE_INTEGER}`);
    expect(messageOf(positiveInteger(), 99_999_999_999)).toBe(tooBig);
    expect(messageOf(idParam(), '99999999999')).toBe(tooBig);
    expect(idParam().parse('42')).toBe(42);
    expect(messageOf(idParam(), '0')).toBe('The value must be positive');
    expect(messageOf(integerParam({ min: 0 }), '99999999999')).toBe(tooBig);
    expect(messageOf(minorAmount(), 99_999_999_999)).toBeNull();
  });

  it('texts refuse a NUL and a lone surrogate, and keep every other character', () => {
    const refused = 'Contains characters that are not allowed';
    for (const schema of [requiredText(20), optionalText(20), email(), url()]) {
      expect(messageOf(schema, 'a\u0000b')).toBe(refused);
      expect(messageOf(schema, 'a\ud800b')).toBe(refused);
    }
    expect(messageOf(requiredText(20), '\udfffx')).toBe(refused);
    expect(isSafeText('Երևան 😀 Москва \t')).toBe(true);
    expect(isSafeText('\ud83d')).toBe(false);
    expect(isSafeText('\ude00\ud83d')).toBe(false);
  });

  it('finds unsafe texts and keys anywhere in request data, by field path', () => {
    const data = { name: 'ok', list: [{ note: 'a\u0000' }, 'b\ud800'], nested: { 'key\u0000': 1 }, count: 5 };
    expect(unsafeTextPaths(data)).toEqual([
      ['list', 0, 'note'],
      ['list', 1],
      ['nested', 'key\u0000'],
    ]);
    expect(unsafeTextPaths({ emoji: '😀', text: 'Երևան' })).toEqual([]);
    expect(unsafeTextPaths('\u0000')).toEqual([[]]);
  });

  it('walks data of any depth without overflowing the stack', () => {
    const depth = 100_000;
    let data: unknown = 'a\u0000';
    for (let level = 0; level < depth; level += 1) data = level % 2 === 0 ? [data] : { a: data };
    const [path, ...rest] = unsafeTextPaths(data);
    expect(rest).toEqual([]);
    expect(path).toHaveLength(depth);
    expect(path?.slice(0, 2)).toEqual(depth % 2 === 0 ? ['a', 0] : [0, 'a']);
  });

  it('money: whole minor units, at most 12 digits, positive or not negative', () => {
    const transfer = minorAmount({ positive: true });
    expect(messageOf(transfer, 0)).toBe('The value must be positive');
    expect(messageOf(transfer, -100)).toBe('The value must be positive');
    expect(messageOf(transfer, 10.5)).toBe('Enter a whole number');
    expect(messageOf(transfer, MAX_MINOR_AMOUNT + 1)).toBe(`Maximum ${MAX_MINOR_AMOUNT}`);
    expect(messageOf(transfer, MAX_MINOR_AMOUNT)).toBeNull();
    expect(messageOf(minorAmount(), 0)).toBeNull();
    expect(messageOf(minorAmount(), -1)).toBe('The value cannot be negative');
    expect(messageOf(signedMinorAmount(), -500)).toBeNull();
    expect(messageOf(signedMinorAmount(), 0)).toBe('The value cannot be zero');
  });

  it('money typed in major units converts exactly and keeps the API rule', () => {
    const transfer = moneyText({ positive: true });
    expect(transfer.parse('1500.50')).toBe(150_050);
    expect(transfer.parse(' 0.29 ')).toBe(29);
    expect(transfer.parse('1500,5')).toBe(150_050);
    // As the app shows amounts, with thousands separators; misplaced ones are refused.
    expect(transfer.parse('12,345.67')).toBe(1_234_567);
    expect(transfer.parse('9,999,999,999.99')).toBe(MAX_MINOR_AMOUNT);
    expect(messageOf(transfer, '1,23,456.00')).toBe('Enter an amount with at most 2 decimals');
    expect(messageOf(transfer, '10,000,000,000')).toBe('The amount is too large');
    expect(transfer.parse('9999999999.99')).toBe(MAX_MINOR_AMOUNT);
    expect(messageOf(transfer, '')).toBe('Field is required');
    expect(messageOf(transfer, '12.345')).toBe('Enter an amount with at most 2 decimals');
    expect(messageOf(transfer, 'abc')).toBe('Enter an amount with at most 2 decimals');
    expect(messageOf(transfer, '10000000000')).toBe('The amount is too large');
    expect(messageOf(transfer, '0')).toBe('The value must be positive');
    expect(messageOf(transfer, '-5')).toBe('The value must be positive');
    const signed = moneyText({ signed: true });
    expect(signed.parse('-20.05')).toBe(-2005);
    expect(messageOf(signed, '0.00')).toBe('The value cannot be zero');
  });

  it('Latin names and links', () => {
    expect(messageOf(latinName(), "O'Neil-Smith")).toBeNull();
    expect(messageOf(latinName(), 'Արամ')).toBe('Latin letters only');
    expect(messageOf(url(), 'https://example.am/x')).toBeNull();
    expect(messageOf(url(), 'javascript:alert(1)')).toBe('Invalid link');
  });

  it('files: required, size limit in megabytes, types', () => {
    const logo = file(IMAGE_UPLOAD);
    expect(messageOf(logo, null)).toBe('Choose a file');
    expect(messageOf(logo, { size: 3 * 1024 * 1024, type: 'image/png' })).toBe('The file cannot be larger than 2 MB');
    expect(messageOf(logo, { size: 1000, type: 'application/pdf' })).toBe('This type of file is not accepted');
    expect(messageOf(logo, { size: 1000, type: 'image/png' })).toBeNull();
  });
});

describe('rule messages', () => {
  it('round-trip a code and its limit, and refuse any other text', () => {
    expect(parseRuleMessage(ruleMessage('tooShort', 6).message)).toEqual({ code: 'tooShort', limit: 6 });
    expect(parseRuleMessage(ruleMessage('required').message)).toEqual({ code: 'required' });
    for (const text of ['Field is required', 'Поле обязательно', 'unknownCode', 'tooShort:x', 'a:1:2', '']) {
      expect(parseRuleMessage(text), text).toBeNull();
    }
    const code: TFieldMessageCode = 'fileTooLarge';
    expect(parseRuleMessage(`${code}:2.5`)).toEqual({ code, limit: 2.5 });
  });
});
