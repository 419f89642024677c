import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type TLanguage } from '@frs/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLanguage, storeLanguage } from '../storage';
import { en } from './en';
import { hy } from './hy';
import { ru } from './ru';

export const resources = {
  hy: { translation: hy },
  en: { translation: en },
  ru: { translation: ru },
} as const satisfies Record<TLanguage, unknown>;

/** Each language is offered under its own name, so a reader finds theirs whatever the current language is. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { hy: 'Հայերեն', en: 'English', ru: 'Русский' };

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

// Resources are bundled, so initialisation is synchronous and the first render is already translated.
void i18n.use(initReactI18next).init({
  resources,
  lng: readLanguage() ?? DEFAULT_LANGUAGE,
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

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
