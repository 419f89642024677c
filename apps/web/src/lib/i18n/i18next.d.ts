import 'i18next';
import type { TAllTexts } from './feature-texts';

// Typed keys: t('routes.search') is checked against the English reference catalogue and the feature bundles.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TAllTexts };
  }
}
