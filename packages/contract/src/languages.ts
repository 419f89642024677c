/** Interface languages; Armenian is the default. */
export const LANGUAGES = ['hy', 'en', 'ru'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'hy';

export function isLanguage(value: unknown): value is TLanguage {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header, or the default. */
export function languageFromHeader(header: string | undefined | null): TLanguage {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}
