import { z } from 'zod';
import { ERROR_MESSAGES, type TErrorCode } from './error-messages';
import { FIELD_MESSAGES, type TFieldMessageCode } from './field-messages';
import type { TLanguage } from './languages';

/** Every error the API answers with has this body. `errors` maps a field path to its message. */
export const ZErrorBody = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type TErrorBody = z.infer<typeof ZErrorBody>;

export * from './error-messages';
export * from './field-messages';

export function isFieldMessageCode(value: string): value is TFieldMessageCode {
  return Object.hasOwn(FIELD_MESSAGES, value);
}

/** A value put into a message's `{name}` placeholder: the same text in every language, or one per language. */
export type TMessageParam = string | Readonly<Record<TLanguage, string>>;

export function errorMessage(
  code: TErrorCode,
  language: TLanguage,
  params: Readonly<Record<string, TMessageParam>> = {},
): string {
  let text: string = ERROR_MESSAGES[code][language];
  for (const [name, value] of Object.entries(params)) {
    text = text.replaceAll(`{${name}}`, typeof value === 'string' ? value : value[language]);
  }
  return text;
}

export function fieldMessage(code: TFieldMessageCode, language: TLanguage, limit?: number | bigint): string {
  const text: string = FIELD_MESSAGES[code][language];
  return limit === undefined ? text : text.replace('{n}', String(limit));
}
