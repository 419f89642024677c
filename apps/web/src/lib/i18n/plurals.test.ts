import { catalogueLeaves, LANGUAGES, TEXTS, type TLanguage } from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { FEATURE_TEXTS, FEATURES } from './feature-texts';
import { hy } from './hy';
import { i18n, loadFeatureTexts, loadLanguage } from './index';
import { PLURAL_SUFFIX, pluralCategories } from './plural-forms';
import { ru } from './ru';

/**
 * Issue 31: "You pay for 1 passengers", "Move 1 orders". Every text that shows a count is an i18next plural family
 * (`key_one`, `key_other`, and Russian's `key_few`, `key_many`): this walks every catalogue, the web's (main and
 * feature bundles) and the contract's (mails, documents, errors), for a `{{count}}` outside a family, a family
 * missing a form its language needs, and, in English, a number followed by a counted noun outside a family.
 */

const MAIN = { hy, en, ru } as const;

async function webCatalogues(language: TLanguage): Promise<[string, Map<string, unknown>][]> {
  const bundles = await Promise.all(
    FEATURES.map(async (feature): Promise<[string, Map<string, unknown>]> => [
      feature,
      catalogueLeaves(await FEATURE_TEXTS[feature][language]()),
    ]),
  );
  return [['main', catalogueLeaves(MAIN[language])], ...bundles];
}

/** The plural families of a catalogue: base key → the forms it has. */
function families(leaves: Map<string, unknown>): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const key of leaves.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match) result.set(key.slice(0, match.index), [...(result.get(key.slice(0, match.index)) ?? []), match[1]!]);
  }
  return result;
}

/** What is wrong with the plurals of a catalogue in `language`, one line a mistake. */
function pluralMistakes(name: string, leaves: Map<string, unknown>, language: TLanguage): string[] {
  const mistakes: string[] = [];
  const forms = pluralCategories(language);
  for (const [key, value] of leaves) {
    if (typeof value === 'string' && value.includes('{{count}}') && !PLURAL_SUFFIX.test(key)) {
      mistakes.push(`${name}: ${key} shows {{count}} without plural forms`);
    }
  }
  for (const [base, present] of families(leaves)) {
    const missing = forms.filter((form) => !present.includes(form));
    if (missing.length > 0) mistakes.push(`${name}: ${base} lacks the ${missing.join(', ')} form(s) of ${language}`);
    if (leaves.has(base)) mistakes.push(`${name}: ${base} is both a text and a plural family`);
  }
  return mistakes;
}

/**
 * Nouns that agree with a number before them in English: a text "{{n}} passengers" shows a count and must be a plural
 * family of `count` (units such as "MB" or "kg" do not agree).
 */
const COUNTED =
  /\{\{(\w+)\}\} (passengers?|orders?|flights?|agents?|nights?|seats?|rooms?|guests?|adults?|child(?:ren)?|infants?|hours?|minutes?|seconds?|days?|stars?|travell?ers?|tickets?|files?|addresses|address|recipients?|parts?|levels?|characters?|pixels?|times|records?|entries|entry|rows?|offers?|packages?|hotels?|changes?|decimals?)\b/;

describe('plurals', () => {
  it.each(LANGUAGES)('%s: every {{count}} is a plural family with the forms of the language', async (language) => {
    const mistakes = (await webCatalogues(language)).flatMap(([name, leaves]) =>
      pluralMistakes(name, leaves, language),
    );
    mistakes.push(...pluralMistakes('contract', catalogueLeaves(TEXTS[language]), language));
    expect(mistakes).toEqual([]);
  });

  it('writes no English count before a noun outside a plural family of count', async () => {
    const mistakes: string[] = [];
    for (const [name, leaves] of await webCatalogues('en')) {
      for (const [key, value] of leaves) {
        // The contract's texts (errors, field errors) are filled by the server; their limits are written as such.
        if (typeof value !== 'string' || key.startsWith('errors.') || key.startsWith('fieldErrors.')) continue;
        const counted = COUNTED.exec(value);
        if (counted && (counted[1] !== 'count' || !PLURAL_SUFFIX.test(key))) {
          mistakes.push(`${name}: ${key}: "${value}"`);
        }
      }
    }
    expect(mistakes).toEqual([]);
  });

  it('chooses the form by the number, as i18next does in each language', async () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('hy')).toEqual(['one', 'other']);
    expect(pluralCategories('ru')).toEqual(['one', 'few', 'many', 'other']);
    await Promise.all([loadLanguage('en'), loadLanguage('ru'), loadFeatureTexts(['disruption'])]);
    const english = i18n.getFixedT('en');
    expect(english('search.payableStaff', { count: 1 })).toBe('Price for 1 passenger');
    expect(english('search.payableStaff', { count: 2 })).toBe('Price for 2 passengers');
    expect(english('disruption.moveTitle', { count: 1 })).toBe('Move 1 order');
    expect(english('disruption.refundTitle', { count: 1 })).toBe('Refund 1 order in full');
    const russian = i18n.getFixedT('ru');
    expect([1, 3, 5, 21].map((count) => russian('disruption.moveTitle', { count }))).toEqual([
      'Перенести 1 заказ',
      'Перенести 3 заказа',
      'Перенести 5 заказов',
      'Перенести 21 заказ',
    ]);
  });
});
