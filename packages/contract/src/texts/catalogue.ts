import type { en } from './en';

/** The shape of a catalogue: the English one's keys, every leaf a string. */
type TDeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : TDeepStrings<T[K]> };
export type TTexts = TDeepStrings<typeof en>;

/** A value put into a text's `{{name}}` placeholder. */
export type TTextParams = Readonly<Record<string, string | number | bigint>>;

/**
 * Fills a text's `{{name}}` placeholders: the one placeholder syntax of every catalogue (the web's i18next reads the
 * same). A placeholder without a value stays as written, so a missing parameter shows rather than vanishing.
 */
export function interpolate(text: string, params: TTextParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** Every leaf of a catalogue as its dotted key ("errors.GENERIC"), with its value: what the completeness tests compare. */
export function catalogueLeaves(tree: object, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leafPath, leafValue] of catalogueLeaves(value as object, path)) result.set(leafPath, leafValue);
    } else {
      result.set(path, value);
    }
  }
  return result;
}
