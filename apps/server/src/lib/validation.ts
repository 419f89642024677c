import type { FastifySchemaCompiler } from 'fastify';
import {
  fieldMessage,
  fieldMessageOfIssue,
  parseRuleMessage,
  ruleMessage,
  unsafeTextPaths,
  type TLanguage,
} from '@frs/contract';
import type { z } from 'zod';

/** Keeps the zod issue on the Fastify validation error so the error handler can translate it. */
export interface TValidationItem {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: { issue: z.core.$ZodIssue };
}

/**
 * A NUL or a lone surrogate anywhere in the data, values and keys alike, whatever the field's schema: PostgreSQL
 * cannot store either, so every operation refuses them here rather than failing later (issue 11's fuzz).
 */
function unsafeTextIssues(data: unknown): z.core.$ZodIssue[] {
  return unsafeTextPaths(data).map((path) => ({
    code: 'custom',
    path,
    input: undefined,
    ...ruleMessage('invalidCharacters'),
  }));
}

/**
 * Like fastify-type-provider-zod's compiler, but parses with `reportInput` so that a missing field can be told
 * apart from a field of the wrong type ("Field is required" versus "Invalid value"), and refuses unsafe text in any
 * field or key (the first message of a field wins, so these come first).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    const issues = [...unsafeTextIssues(data), ...(result.success ? [] : result.error.issues)];
    if (result.success && issues.length === 0) return { value: result.data };
    const items: TValidationItem[] = issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
      message: issue.message,
      params: { issue },
    }));
    return { error: items };
  };

/**
 * Turns zod issues into field-message codes by field path (`ruleMessage` form: "tooShort:6"), the first per path:
 * what a service puts in an AppError's field errors, so schema and service mistakes can leave in one answer.
 */
export function fieldCodesFromIssues(issues: z.core.$ZodIssue[]): Record<string, string> {
  const codes: Record<string, string> = {};
  const add = (path: string, code: string) => {
    if (path && !(path in codes)) codes[path] = code;
  };
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(path ? `${path}.${key}` : key, ruleMessage('unknownField').message);
    } else {
      const { code, limit } = fieldMessageOfIssue(issue);
      add(path, ruleMessage(code, limit).message);
    }
  }
  return codes;
}

/** Turns zod issues into the error body's `errors`: field path -> one translated message (the first wins). */
export function fieldErrorsFromIssues(issues: z.core.$ZodIssue[], language: TLanguage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldCodesFromIssues(issues)).map(([path, message]) => {
      const rule = parseRuleMessage(message);
      return [path, rule ? fieldMessage(rule.code, language, rule.limit) : message];
    }),
  );
}
