import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type TLanguage } from '@frs/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLanguage, storeLanguage } from '../storage';
import type { TTranslations } from './en';
import type { TFeature } from './feature-texts';
import { createTextLoader } from './text-loader';

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
export { LANGUAGE_NAMES } from '@frs/contract';

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

const loader = createTextLoader(i18n, CATALOGUES);

/** Downloads a language's texts once (with the feature bundles in use); later calls resolve at once. */
export const loadLanguage = loader.loadLanguage;

/**
 * Downloads the texts of features in the current language, and from now on in every language switched to. A screen
 * that uses them is imported together with them (withFeatureTexts), so it never renders a bare key.
 */
export const loadFeatureTexts = loader.loadFeatureTexts;

/** A lazy import that resolves only once the features' texts are there too (both are downloaded at once). */
export function withFeatureTexts<TModule>(
  features: readonly TFeature[],
  load: () => Promise<TModule>,
): () => Promise<TModule> {
  return () => Promise.all([load(), loadFeatureTexts(features)]).then(([module]) => module);
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
