import { catalogueLeaves, TEXTS, LANGUAGES, PRIVATE_ROUTES, PUBLIC_ROUTES, ROLES } from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hy } from './hy';
import { i18n } from './index';
import { keysInLanguage } from './plural-forms';
import { ru } from './ru';

describe('translation catalogues', () => {
  const catalogues = { hy, en, ru };
  const reference = [...catalogueLeaves(en).keys()].sort();

  it.each(LANGUAGES)('%s has exactly the keys of the English reference, all non-empty strings', (language) => {
    const entries = catalogueLeaves(catalogues[language]);
    // A plural family has the forms of its language (Russian's `_few` and `_many` beside `_one` and `_other`).
    expect([...entries.keys()].sort()).toEqual(keysInLanguage(reference, language));
    for (const [key, value] of entries) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  // Issue 31: "Super Admin" stayed English in hy and ru (the agents' group column, history's "who").
  it('names every role and group in Armenian and Russian letters, and nowhere the English "Super Admin"', () => {
    const letters = { hy: /^[\u0531-\u058F\s-]+$/, ru: /^[\u0400-\u04FF\s-]+$/ } as const;
    for (const language of ['hy', 'ru'] as const) {
      for (const role of ROLES)
        expect(catalogues[language].roles[role], `${language} ${role}`).toMatch(letters[language]);
      for (const [key, text] of catalogueLeaves(catalogues[language])) {
        expect(text as string, `${language} ${key}`).not.toMatch(/Super Admin/);
      }
    }
  });

  it('has a title for every route of the contract', () => {
    for (const route of [...PUBLIC_ROUTES, ...PRIVATE_ROUTES]) {
      expect(reference, route.key).toContain(`routes.${route.key}`);
    }
  });

  it('takes the error texts from the contract', () => {
    expect(hy.errors.GENERIC).toBe(TEXTS.hy.errors.GENERIC);
    expect(en.errors.INVALID_CREDENTIALS).toBe(TEXTS.en.errors.INVALID_CREDENTIALS);
    expect(ru.fieldErrors.required).toBe(TEXTS.ru.fieldErrors.required);
    expect(en.fieldErrors.tooShort).toBe('Minimum {{n}} characters');
  });

  it('defaults to Armenian with the texts of the specification', () => {
    expect(i18n.language).toBe('hy');
    expect(i18n.t('notFound.message')).toBe('Ներողություն, Ձեր այցելած էջը գոյություն չունի');
    expect(i18n.t('errors.GENERIC')).toBe('Տեղի է ունեցել սխալ');
    expect(i18n.getFixedT('en')('notFound.message')).toBe('Sorry, the page you visited does not exist');
  });

  it('keeps <html lang> and the stored preference in sync with the language', async () => {
    await i18n.changeLanguage('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem('language')).toBe('ru');
  });
});
