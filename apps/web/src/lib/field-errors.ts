import { FIELD_MESSAGES, type TFieldMessageCode } from '@frs/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Client-side validation messages travel through react-hook-form as tokens, not texts, and are translated when
 * shown: a language switch then re-translates errors already on screen. Server messages arrive translated and
 * are shown as they are.
 */
const TOKEN_PREFIX = '@field:';

function token(code: TFieldMessageCode, limit?: number): string {
  return limit === undefined ? `${TOKEN_PREFIX}${code}` : `${TOKEN_PREFIX}${code}:${String(limit)}`;
}

/** A zod error map producing tokens; pass it as the `error` parse option of zodResolver. */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? token('required') : token('invalidType');
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? token('required') : token('tooShort', minimum);
      return token('tooSmall', minimum);
    }
    case 'too_big':
      return issue.origin === 'string'
        ? token('tooLong', Number(issue.maximum))
        : token('tooBig', Number(issue.maximum));
    case 'invalid_format':
      if (issue.input === '') return token('required');
      if (issue.format === 'email') return token('invalidEmail');
      if (issue.format === 'date') return token('invalidDate');
      return token('invalidType');
    case 'unrecognized_keys':
      return token('unknownField');
    default:
      return token('invalidType');
  }
};

function isFieldMessageCode(value: string): value is TFieldMessageCode {
  return Object.hasOwn(FIELD_MESSAGES, value);
}

/** The text to show under a field: a token is translated, any other message (from the server) shown as is. */
export function translateFieldError(message: string | undefined, t: TFunction): string | undefined {
  if (!message?.startsWith(TOKEN_PREFIX)) return message;
  const [code = '', limit] = message.slice(TOKEN_PREFIX.length).split(':');
  if (!isFieldMessageCode(code)) return message;
  return limit === undefined ? t(`fieldErrors.${code}`) : t(`fieldErrors.${code}`, { n: Number(limit) });
}
