import { historyText, historyWordKeys, type THistoryText } from './history-text';
import type { TLanguage } from './languages';
import { REFERENCE_RESOURCES } from './reference/resources';
import { interpolate, textsOf } from './texts/index';

/**
 * The words of the web's screens that the server writes too (issue 31): the history's lines (`historyText`) in the
 * history export, and the reference lists' enumerations and yes/no in their exports. They are kept in the web
 * catalogues; `npm run texts:screen-words` copies the words of these keys into the contract's `screenWords`
 * (texts/<language>/screen-words.ts), and the web's screen-words.test.ts fails when the two differ.
 */

/** Every key the server reads from `screenWords`. */
export function screenWordKeys(options: Parameters<typeof historyWordKeys>[0]): string[] {
  const keys = new Set(historyWordKeys(options));
  for (const descriptor of Object.values(REFERENCE_RESOURCES)) {
    for (const column of descriptor.columns) {
      if (column.type === 'enum' && column.labels) {
        for (const option of column.options ?? []) keys.add(`enums.${column.labels}.${option}`);
      }
    }
  }
  keys.add('common.yes');
  keys.add('common.no');
  return [...keys].sort();
}

/** A screen's word in `language`, `{{name}}` filled; the key itself when there is none (as i18next answers). */
export function screenWord(language: TLanguage, key: string, values?: Record<string, string | number>): string {
  const words = textsOf(language).screenWords as Readonly<Record<string, string>>;
  const word = Object.hasOwn(words, key) ? words[key] : undefined;
  return word === undefined ? key : interpolate(word, values);
}

/** The history's text in `language` and `timeZone`, with the screens' words: what the history export writes. */
export function historyTextIn(language: TLanguage, timeZone: string): THistoryText {
  const words = textsOf(language).screenWords as Readonly<Record<string, string>>;
  return historyText({
    language,
    timeZone,
    t: (key, values) => screenWord(language, key, values),
    exists: (key) => Object.hasOwn(words, key),
  });
}
