import { ZLoginRequest } from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorMap, translateFieldError } from './field-errors';
import { i18n } from './i18n';

function messagesOf(schema: z.ZodType, input: unknown): Record<string, string | undefined> {
  const result = schema.safeParse(input, { error: fieldErrorMap });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('fieldErrorMap + translateFieldError', () => {
  it('turns empty login fields into "required" in the current language', async () => {
    const messages = messagesOf(ZLoginRequest, { email: '', password: '' });
    expect(translateFieldError(messages.email, i18n.t)).toBe('Դաշտը պարտադիր է');
    await i18n.changeLanguage('en');
    expect(translateFieldError(messages.password, i18n.t)).toBe('Field is required');
  });

  it('reports a malformed e-mail', async () => {
    await i18n.changeLanguage('en');
    const messages = messagesOf(ZLoginRequest, { email: 'nope', password: 'x' });
    expect(translateFieldError(messages.email, i18n.t)).toBe('Invalid e-mail address');
    expect(messages.password).toBeUndefined();
  });

  it('fills in length limits', async () => {
    await i18n.changeLanguage('en');
    const messages = messagesOf(z.object({ password: z.string().min(6), code: z.string().max(3) }), {
      password: 'abc',
      code: 'abcd',
    });
    expect(translateFieldError(messages.password, i18n.t)).toBe('Minimum 6 characters');
    expect(translateFieldError(messages.code, i18n.t)).toBe('Maximum 3 characters');
    await i18n.changeLanguage('ru');
    expect(translateFieldError(messages.password, i18n.t)).toBe('Минимум 6 символов');
  });

  it('shows server messages as they are', () => {
    expect(translateFieldError('Սխալ էլ. փոստ', i18n.t)).toBe('Սխալ էլ. փոստ');
    expect(translateFieldError(undefined, i18n.t)).toBeUndefined();
  });
});
