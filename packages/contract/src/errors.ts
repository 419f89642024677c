import { z } from 'zod';
import type { TErrorCode } from './error-messages';
import type { TFieldMessageCode } from './field-messages';
import type { TLanguage } from './languages';
import { fieldErrorsEn } from './texts/en/fields';
import { interpolate, textsOf } from './texts/index';

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
  return Object.hasOwn(fieldErrorsEn, value);
}

/** A value put into a message's `{name}` placeholder: the same text in every language, or one per language. */
export type TMessageParam = string | Readonly<Record<TLanguage, string>>;

export function errorMessage(
  code: TErrorCode,
  language: TLanguage,
  params: Readonly<Record<string, TMessageParam>> = {},
): string {
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : value[language]]),
  );
  return interpolate(textsOf(language).errors[code], values);
}

export function fieldMessage(code: TFieldMessageCode, language: TLanguage, limit?: number | bigint): string {
  return interpolate(textsOf(language).fieldErrors[code], limit === undefined ? {} : { n: limit });
}
