import type { TLanguage } from '../languages';

/**
 * The interface languages by their own names (the same in every language): a text people read, so it lives with the
 * catalogues. Kept free of schemas, so that the web's first download, which takes it, does not bring zod along.
 */
export const LANGUAGE_NAMES: Readonly<Record<TLanguage, string>> = { hy: 'Հայերեն', en: 'English', ru: 'Русский' };
