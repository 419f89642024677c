import { createInstance, type i18n as TI18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hy } from './hy';
import { loggedInEn } from './logged-in/en';
import { loggedInHy } from './logged-in/hy';
import { loggedInRu } from './logged-in/ru';
import { ru } from './ru';
import { createTextLoader } from './text-loader';

/** An i18next of its own, with none of the texts the test setup has loaded into the app's. */
function freshI18n(): TI18n {
  const instance = createInstance();
  void instance.init({ resources: {}, partialBundledLanguages: true, lng: 'hy', fallbackLng: 'hy', initAsync: false });
  return instance;
}

// A language's texts as a logged-in user has them: the main catalogue and the logged-in app's bundle.
const CATALOGUES = {
  hy: async () => ({ ...hy, ...loggedInHy }),
  en: async () => ({ ...en, ...loggedInEn }),
  ru: async () => ({ ...ru, ...loggedInRu }),
};

describe('the text loader', () => {
  it('downloads a feature bundle only when asked, merged into the main catalogue', async () => {
    const i18n = freshI18n();
    const { loadLanguage, loadFeatureTexts } = createTextLoader(i18n, CATALOGUES);
    await loadLanguage('hy');
    expect(i18n.t('packageSearch.tab')).toBe('Փաթեթներ');
    expect(i18n.t('packageSearch.formLabel')).toBe('packageSearch.formLabel');

    await loadFeatureTexts(['packageSearch']);
    expect(i18n.t('packageSearch.formLabel')).toBe('Փաթեթների որոնում');
    // The main catalogue's part of the same namespace is kept.
    expect(i18n.t('packageSearch.tab')).toBe('Փաթեթներ');
    expect(i18n.t('routes.search')).toBe(hy.routes.search);
  });

  it('downloads the bundles in use with every language switched to, and no others', async () => {
    const i18n = freshI18n();
    const { loadLanguage, loadFeatureTexts } = createTextLoader(i18n, CATALOGUES);
    await loadLanguage('hy');
    await loadFeatureTexts(['packageOrders', 'hotelOrders']);
    await loadLanguage('ru');
    await i18n.changeLanguage('ru');
    expect(i18n.t('packageOrders.back')).toBe('Все бронирования туров');
    expect(i18n.t('hotelOrders.back')).toBe('Все бронирования отелей');
    expect(i18n.t('hotelOrders.historyFields.hotel')).toBe(loggedInRu.hotelOrders.historyFields.hotel);
    expect(i18n.t('hotelSearch.submit')).toBe('hotelSearch.submit');
  });

  it('a bundle asked for before its language catalogue arrives is merged all the same', async () => {
    const i18n = freshI18n();
    const { loadLanguage, loadFeatureTexts } = createTextLoader(i18n, CATALOGUES);
    await loadFeatureTexts(['packageSearch']);
    await loadLanguage('hy');
    expect(i18n.t('packageSearch.formLabel')).toBe('Փաթեթների որոնում');
    expect(i18n.t('packageSearch.tab')).toBe('Փաթեթներ');
  });

  it('downloads again after a failure, so that Retry can succeed', async () => {
    const i18n = freshI18n();
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return hy;
    };
    const { loadLanguage } = createTextLoader(i18n, { ...CATALOGUES, hy: flaky });
    await expect(loadLanguage('hy')).rejects.toThrow('offline');
    await loadLanguage('hy');
    await loadLanguage('hy');
    expect(attempts).toBe(2);
    expect(i18n.t('routes.search')).toBe(hy.routes.search);
  });
});
