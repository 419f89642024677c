import { ERROR_MESSAGES, FIELD_MESSAGES, type TErrorCode, type TFieldMessageCode, type TLanguage } from '@frs/contract';

/**
 * The error texts live in the contract (the server answers with the same ones); the web app takes them from there
 * instead of typing them again. The contract writes a limit as `{n}`, i18next interpolates `{{n}}`.
 */
function pick<TCode extends string>(
  catalogue: Record<TCode, Record<TLanguage, string>>,
  language: TLanguage,
  convert: (text: string) => string = (text) => text,
): Record<TCode, string> {
  const entries = Object.entries<Record<TLanguage, string>>(catalogue).map(
    ([code, texts]) => [code, convert(texts[language])] as const,
  );
  return Object.fromEntries(entries) as Record<TCode, string>;
}

export function errorCatalogue(language: TLanguage): Record<TErrorCode, string> {
  return pick(ERROR_MESSAGES, language);
}

export function fieldCatalogue(language: TLanguage): Record<TFieldMessageCode, string> {
  return pick(FIELD_MESSAGES, language, (text) => text.replaceAll('{n}', '{{n}}'));
}
