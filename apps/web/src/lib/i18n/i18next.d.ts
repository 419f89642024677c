import 'i18next';
import type { TTranslations } from './en';

// Typed keys: t('routes.search') is checked against the English reference catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TTranslations };
  }
}
