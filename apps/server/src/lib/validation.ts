import type { FastifySchemaCompiler } from 'fastify';
import { fieldMessage, fieldMessageOfIssue, ruleMessage, unsafeTextPaths, type TLanguage } from '@frs/contract';
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

function messageFor(issue: z.core.$ZodIssue, language: TLanguage): string {
  const { code, limit } = fieldMessageOfIssue(issue);
  return fieldMessage(code, language, limit);
}

/** Turns zod issues into the error body's `errors`: field path -> one translated message (the first wins). */
export function fieldErrorsFromIssues(issues: z.core.$ZodIssue[], language: TLanguage): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    if (path && !(path in errors)) errors[path] = message;
  };
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(path ? `${path}.${key}` : key, fieldMessage('unknownField', language));
    } else {
      add(path, messageFor(issue, language));
    }
  }
  return errors;
}
