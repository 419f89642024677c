import type { TLanguage } from '@frs/contract';

/** A `{ hy, en, ru }` value in the interface language, or in the first language that has it ('' for none). */
export function textInLanguage(value: unknown, language: string): string {
  if (typeof value !== 'object' || value === null) return '';
  const texts = Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  return texts[language as TLanguage] ?? Object.values(texts)[0] ?? '';
}
