import { fieldMessageOfIssue, parseRuleMessage, ruleMessage } from '@frs/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Client-side validation messages travel through react-hook-form as field-message codes ("tooShort:6"), not texts,
 * and are translated when shown: a language switch then re-translates errors already on screen. The contract
 * decides which code an issue means, for the server and the web alike. Server messages arrive translated and are
 * shown as they are.
 */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  const { code, limit } = fieldMessageOfIssue(issue);
  return ruleMessage(code, limit).message;
};

/** The text to show under a field: a code is translated, any other message (from the server) shown as is. */
export function translateFieldError(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return message;
  const rule = parseRuleMessage(message);
  if (!rule) return message;
  return rule.limit === undefined ? t(`fieldErrors.${rule.code}`) : t(`fieldErrors.${rule.code}`, { n: rule.limit });
}
