import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, FIELD_MESSAGES, fieldMessage } from './errors';
import { LANGUAGES } from './languages';

describe('message catalogues', () => {
  it('have every message in every language, none empty', () => {
    for (const catalogue of [ERROR_MESSAGES, FIELD_MESSAGES]) {
      for (const [code, texts] of Object.entries(catalogue)) {
        for (const language of LANGUAGES) expect(texts[language], `${code} ${language}`).toMatch(/\S/);
      }
    }
  });

  it('carry the specification texts', () => {
    expect(ERROR_MESSAGES.GENERIC.en).toBe('An error occurred');
    expect(FIELD_MESSAGES.required.en).toBe('Field is required');
    expect(fieldMessage('tooShort', 'en', 6)).toBe('Minimum 6 characters');
    expect(FIELD_MESSAGES.passwordMismatch.en).toBe('password mismatch');
    expect(ERROR_MESSAGES.GENERIC.hy).toMatch(/[\u0531-\u058F]/);
  });
});
