import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type TLanguage } from '@frs/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLanguage, storeLanguage } from '../storage';
import type { TTranslations } from './en';

/**
 * Each language's texts (error texts included) are a chunk of their own: a reader downloads only theirs, and another
 * language when they switch to it.
 */
const CATALOGUES: Record<TLanguage, () => Promise<TTranslations>> = {
  hy: () => import('./hy').then((module) => module.hy),
  en: () => import('./en').then((module) => module.en),
  ru: () => import('./ru').then((module) => module.ru),
};

/** Each language is offered under its own name, so a reader finds theirs whatever the current language is. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { hy: 'Հայերեն', en: 'English', ru: 'Русский' };

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

const initialLanguage = readLanguage() ?? DEFAULT_LANGUAGE;

// No resources yet: the first render waits for `i18nReady` (main.tsx), so it is already translated.
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});
syncDocumentLanguage(i18n.language);

i18n.on('languageChanged', (language) => {
  syncDocumentLanguage(language);
  if (isLanguage(language)) storeLanguage(language);
});

/** Downloads a language's texts once; later calls resolve at once. */
export async function loadLanguage(language: TLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const texts = await CATALOGUES[language]();
  i18n.addResourceBundle(language, 'translation', texts);
}

/** Resolves when the texts of the language the app starts in are there (or could not be fetched). */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage).catch(() => undefined);

/** Switches the app's language, downloading its texts first so that no screen shows bare keys meanwhile. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
