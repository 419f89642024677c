import { HISTORY_ACTIONS, HISTORY_ENTITIES, LANGUAGES, historyTextIn, screenWordKeys, textsOf } from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { screenWordsOf } from './screen-words';

/**
 * The server writes some of the screens' words (the history export's lines, the reference exports' enumerations)
 * from the contract's `screenWords`, a copy of the web catalogues' words made by `npm run texts:screen-words`. A word
 * changed on the web without the copy would make the export say something else than the screen.
 */
describe("the contract's copy of the screens' words", () => {
  it.each(LANGUAGES)('%s: the same words as the web catalogues (else run `npm run texts:screen-words`)', (language) => {
    expect(textsOf(language).screenWords).toEqual(screenWordsOf(language));
  });

  it('has a word for every key the server asks for, but the alternatives an action or a record type is looked up in', () => {
    const words = screenWordsOf('en');
    // An action is looked up under its line's, the history's, the order page's and the ledger's names in turn, and a
    // record type under the history's names or a reference list's title: each exists in one of them only.
    const alternatives =
      /^(historyPage\.(actions|entities)|orderPage\.actions|entryKinds|(hotel|package)Orders\.actions)\.|^reference\.\w+\.title$/;
    const missing = screenWordKeys({ settingsFields: {} }).filter((key) => !alternatives.test(key) && !(key in words));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s: names every action and record type (never its code)', (language) => {
    const text = historyTextIn(language, 'Asia/Yerevan');
    for (const action of HISTORY_ACTIONS) expect(text.actionName(action), action).not.toBe(action);
    for (const entity of HISTORY_ENTITIES) expect(text.entityName(entity), entity).not.toBe(entity);
  });
});
