import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@frs/contract';
import type { i18n as TI18n } from 'i18next';
import { FEATURE_TEXTS, type TFeature } from './feature-texts';

export interface TTextLoader {
  /**
   * Downloads a language's main catalogue once, with the feature bundles in use; later calls resolve at once. Adding
   * texts re-renders nothing: they are all there before the language is switched to or a screen that uses them renders.
   */
  loadLanguage: (language: TLanguage) => Promise<void>;
  /** Downloads features' bundles in the current language, and from now on in every language loaded. */
  loadFeatureTexts: (features: readonly TFeature[]) => Promise<void>;
}

/** The downloads of one i18next instance's texts: the app's (index.ts), or a test's own. */
export function createTextLoader(i18n: TI18n, catalogues: Record<TLanguage, () => Promise<object>>): TTextLoader {
  /** The feature bundles screens have asked for: loading a language downloads them too. */
  const featuresInUse = new Set<TFeature>();
  /**
   * Downloads by `language` or `language:feature`, remembered by promise: two screens asking at once download once,
   * and whether a catalogue is there does not depend on what has been added to its language already. A failure is
   * forgotten, so that a retry downloads again.
   */
  const downloads = new Map<string, Promise<void>>();

  function download(key: string, language: TLanguage, load: () => Promise<object>): Promise<void> {
    let pending = downloads.get(key);
    if (!pending) {
      pending = load().then(
        // Merged key by key: a bundle may add keys to a namespace of the main catalogue (`hotelOrders`), and the two
        // may arrive in either order.
        (texts) => void i18n.addResourceBundle(language, 'translation', texts, true, false),
        (error: unknown) => {
          downloads.delete(key);
          throw error;
        },
      );
      downloads.set(key, pending);
    }
    return pending;
  }

  const downloadFeatures = (language: TLanguage, features: Iterable<TFeature>) =>
    [...features].map((feature) => download(`${language}:${feature}`, language, FEATURE_TEXTS[feature][language]));

  return {
    async loadLanguage(language) {
      let count: number;
      // Again if a screen asked for another feature meanwhile, so that the switch to `language` finds its texts too.
      do {
        count = featuresInUse.size;
        await Promise.all([
          download(language, language, catalogues[language]),
          ...downloadFeatures(language, featuresInUse),
        ]);
      } while (featuresInUse.size !== count);
    },
    async loadFeatureTexts(features) {
      for (const feature of features) featuresInUse.add(feature);
      const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
      await Promise.all(downloadFeatures(language, features));
    },
  };
}
