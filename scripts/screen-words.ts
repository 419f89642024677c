import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type TLanguage } from '@frs/contract';
import { screenWordsOf } from '../apps/web/src/lib/i18n/screen-words';

/**
 * `npm run texts:screen-words`: copies the screens' words the server writes too (the history export's lines, the
 * reference exports' enumerations: the contract's `screenWordKeys`) from the web catalogues, where they are kept,
 * into packages/contract/src/texts/<language>/screen-words.ts. Run it after changing such a word (a field's label, a
 * status, an action); apps/web/src/lib/i18n/screen-words.test.ts fails until then.
 */

const NAMES: Readonly<Record<TLanguage, string>> = { en: 'En', hy: 'Hy', ru: 'Ru' };

function fileOf(language: TLanguage): string {
  const words = screenWordsOf(language);
  const lines = Object.entries(words).map(([key, word]) => `  ${JSON.stringify(key)}: ${JSON.stringify(word)},`);
  const name = `screenWords${NAMES[language]}`;
  const header =
    language === 'en'
      ? [
          '/**',
          " * The screens' words the server writes too (the history export, the reference exports), by the web catalogues'",
          ' * keys: written by `npm run texts:screen-words` from them (screen-words.test.ts checks they are the same). Do',
          ' * not edit by hand.',
          ' */',
          `export const ${name} = {`,
        ]
      : [
          "import type { screenWordsEn } from '../en/screen-words';",
          '',
          '/** Written by `npm run texts:screen-words` from the web catalogues (see ../en/screen-words.ts). */',
          `export const ${name}: Readonly<Record<keyof typeof screenWordsEn, string>> = {`,
        ];
  return [...header, ...lines, '};', ''].join('\n');
}

for (const language of LANGUAGES) {
  const path = fileURLToPath(new URL(`../packages/contract/src/texts/${language}/screen-words.ts`, import.meta.url));
  const options = await prettier.resolveConfig(path);
  writeFileSync(path, await prettier.format(fileOf(language), { ...options, filepath: path }));
  console.log(`wrote ${path}`);
}
