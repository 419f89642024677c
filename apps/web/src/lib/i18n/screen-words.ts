import { catalogueLeaves, screenWordKeys, type TLanguage } from '@frs/contract';
import { en } from './en';
import { historyScreenEn } from './history/en';
import { historyScreenHy } from './history/hy';
import { historyScreenRu } from './history/ru';
import { hotelOrdersEn } from './hotel-orders/en';
import { hotelOrdersHy } from './hotel-orders/hy';
import { hotelOrdersRu } from './hotel-orders/ru';
import { hy } from './hy';
import { loggedInEn } from './logged-in/en';
import { loggedInHy } from './logged-in/hy';
import { loggedInRu } from './logged-in/ru';
import { packageOrdersEn } from './package-orders/en';
import { packageOrdersHy } from './package-orders/hy';
import { packageOrdersRu } from './package-orders/ru';
import { ru } from './ru';
import { settingsFormsEn } from './settings/en';
import { settingsFormsHy } from './settings/hy';
import { settingsFormsRu } from './settings/ru';

/**
 * The words the server writes as the screens do (the contract's `screenWordKeys`: the history's lines, the reference
 * lists' enumerations), from the main catalogue, the logged-in app's and the bundles /history loads (history, settings forms, hotel and
 * package orders). `npm run texts:screen-words` writes them into the contract's `screenWords`, and
 * screen-words.test.ts fails when those differ from these. For the script and the test only: it imports every
 * language, which no screen should.
 */

const CATALOGUES: Readonly<Record<TLanguage, readonly object[]>> = {
  en: [en, loggedInEn, historyScreenEn, settingsFormsEn, hotelOrdersEn, packageOrdersEn],
  hy: [hy, loggedInHy, historyScreenHy, settingsFormsHy, hotelOrdersHy, packageOrdersHy],
  ru: [ru, loggedInRu, historyScreenRu, settingsFormsRu, hotelOrdersRu, packageOrdersRu],
};

/** The settings forms' field names: their groups' texts (what the history's text asks `<group>.<field>` of). */
function settingsFields(): Record<string, string[]> {
  const groups = settingsFormsEn as unknown as Record<string, Record<string, unknown>>;
  return Object.fromEntries(
    ['companySettings', 'ticketSettings', 'mailSettings'].map((group) => [
      group,
      Object.entries(groups[group] ?? {})
        .filter(([, text]) => typeof text === 'string')
        .map(([field]) => field),
    ]),
  );
}

/** Every key the server may ask for, with its word in `language` (the keys the catalogues lack left out). */
export function screenWordsOf(language: TLanguage): Record<string, string> {
  const leaves = new Map<string, unknown>();
  for (const catalogue of CATALOGUES[language]) {
    for (const [key, value] of catalogueLeaves(catalogue)) leaves.set(key, value);
  }
  const words: Record<string, string> = {};
  for (const key of screenWordKeys({ settingsFields: settingsFields() })) {
    const word = leaves.get(key);
    if (typeof word === 'string') words[key] = word;
  }
  return words;
}
