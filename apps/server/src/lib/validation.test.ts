import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues } from './validation';

function errorsOf(schema: z.ZodType, data: unknown, language: 'hy' | 'en' | 'ru' = 'en') {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return fieldErrorsFromIssues(result.error.issues, language);
}

describe('fieldErrorsFromIssues', () => {
  const schema = z.strictObject({
    name: z.string().min(1).max(5),
    password: z.string().min(6),
    email: z.email(),
    age: z.number().int().min(18),
    nested: z.strictObject({ code: z.string() }).optional(),
  });

  it('tells a missing field from a wrong one', () => {
    expect(errorsOf(schema, { name: 7, password: 'abcdef', email: 'a@b.co', age: 20 })).toEqual({
      name: 'Invalid value',
    });
    expect(errorsOf(schema, { password: 'abcdef', email: 'a@b.co', age: 20 })).toEqual({ name: 'Field is required' });
    expect(errorsOf(schema, { name: '', password: 'abcdef', email: 'a@b.co', age: 20 })).toEqual({
      name: 'Field is required',
    });
  });

  it('names the limits', () => {
    expect(errorsOf(schema, { name: 'abcdefg', password: 'abc', email: 'nope', age: 3 })).toEqual({
      name: 'Maximum 5 characters',
      password: 'Minimum 6 characters',
      email: 'Invalid e-mail address',
      age: 'Minimum 18',
    });
  });

  it('reports unknown fields, nested paths, in the language asked for', () => {
    const errors = errorsOf(
      schema,
      { name: 'a', password: 'abcdef', email: 'a@b.co', age: 20, role: 'admin', nested: { code: 1, x: 1 } },
      'ru',
    );
    expect(errors).toEqual({
      role: 'Неизвестное поле',
      'nested.code': 'Неверное значение',
      'nested.x': 'Неизвестное поле',
    });
  });

  it('translates refinements that name a field-message code', () => {
    const confirm = z
      .object({ password: z.string(), confirmation: z.string() })
      .refine((value) => value.password === value.confirmation, {
        path: ['confirmation'],
        message: 'passwordMismatch',
      });
    expect(errorsOf(confirm, { password: 'a', confirmation: 'b' }, 'en')).toEqual({
      confirmation: 'password mismatch',
    });
  });
});
