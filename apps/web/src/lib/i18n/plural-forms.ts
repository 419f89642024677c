import type { TLanguage } from '@frs/contract';

/**
 * Counts are i18next plural families: `key_one` and `key_other` in English and Armenian, and Russian's `key_one`,
 * `key_few`, `key_many` (and `key_other`, for fractions); `t('key', { count })` picks the form by the number.
 */

/** The suffixes of a plural family's forms, in i18next's order. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The forms a plural family needs in `language` (the language's plural categories, as i18next asks Intl). */
export function pluralCategories(language: TLanguage): string[] {
  const categories: readonly string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return PLURAL_FORMS.filter((form) => categories.includes(form));
}

/**
 * A catalogue typed against its English reference, whose plural families (`x_one`, `x_other`) also take the forms
 * English has none of: Russian's `x_few` and `x_many`.
 */
export type TWithPluralForms<T, TForm extends string> = T extends string
  ? string
  : { [K in keyof T]: TWithPluralForms<T[K], TForm> } & {
      [K in keyof T as K extends `${infer TBase}_other` ? `${TBase}_${TForm}` : never]: string;
    };

/** A Russian catalogue of an English reference `T`. */
export type TRussianTexts<T> = TWithPluralForms<T, 'few' | 'many'>;

/**
 * The keys a catalogue in `language` has for its English reference's: each plural family with the forms of the
 * language (Russian adds `_few` and `_many` to English's `_one` and `_other`), every other key as it is.
 */
export function keysInLanguage(reference: Iterable<string>, language: TLanguage): string[] {
  const keys = new Set<string>();
  for (const key of reference) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) {
      keys.add(key);
      continue;
    }
    for (const form of pluralCategories(language)) keys.add(`${key.slice(0, match.index)}_${form}`);
  }
  return [...keys].sort();
}
