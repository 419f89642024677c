import { describe, expect, it } from 'vitest';
import { errorMessage, fieldMessage } from '../errors';
import { LANGUAGES } from '../languages';
import { catalogueLeaves, interpolate, TEXTS } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the text catalogues (errors, field errors, mails, documents, exports)', () => {
  const reference = catalogueLeaves(TEXTS.en);

  it.each(LANGUAGES)('%s has exactly the keys of the English reference, every one a non-blank text', (language) => {
    const entries = catalogueLeaves(TEXTS[language]);
    expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, value] of entries) {
      expect(typeof value, key).toBe('string');
      expect(value as string, `${language} ${key}`).toMatch(/\S/);
    }
  });

  it.each(LANGUAGES)('%s fills the same {{placeholders}} as English, and no single-brace leftovers', (language) => {
    for (const [key, value] of catalogueLeaves(TEXTS[language])) {
      expect(placeholders(value as string), `${language} ${key}`).toEqual(placeholders(reference.get(key) as string));
      expect(value as string, `${language} ${key}`).not.toMatch(/(^|[^{])\{\w+\}([^}]|$)/);
    }
  });

  it('writes Armenian in Armenian letters and Russian in Cyrillic ones', () => {
    expect(TEXTS.hy.errors.GENERIC).toMatch(/[\u0531-\u058F]/);
    expect(TEXTS.ru.errors.GENERIC).toMatch(/[\u0400-\u04FF]/);
  });

  // Issue 31: "Super Admin" stayed English in hy and ru (the agents' group column, history's "who", the exports).
  it('names every role in the language of the text, in Armenian and Russian letters', () => {
    const letters = { hy: /^[\u0531-\u058F\s-]+$/, ru: /^[\u0400-\u04FF\s-]+$/ } as const;
    for (const language of ['hy', 'ru'] as const) {
      for (const [role, name] of Object.entries(TEXTS[language].exportValues.role)) {
        expect(name, `${language} ${role}`).toMatch(letters[language]);
      }
      for (const [key, text] of catalogueLeaves(TEXTS[language])) {
        expect(text as string, `${language} ${key}`).not.toMatch(/Super Admin/);
      }
    }
  });

  it('carries the specification texts and fills placeholders', () => {
    expect(errorMessage('GENERIC', 'en')).toBe('An error occurred');
    expect(TEXTS.en.fieldErrors.required).toBe('Field is required');
    expect(fieldMessage('tooShort', 'en', 6)).toBe('Minimum 6 characters');
    expect(TEXTS.en.fieldErrors.passwordMismatch).toBe('password mismatch');
    expect(errorMessage('TOO_MANY_ATTEMPTS', 'en', { minutes: '3' })).not.toContain('{');
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
  });
});
