import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  errorMessage,
  fieldMessage,
  LOGIN_FAILURE_WINDOW_MINUTES,
  parseRuleMessage,
  type TErrorBody,
  type TErrorCode,
  type TLanguage,
} from '@frs/contract';
import { AppError } from '../lib/app-error';
import { databaseUnavailableReason } from '../lib/database-errors';
import { multipartProblem } from '../lib/multipart-errors';
import { fieldErrorsFromIssues } from '../lib/validation';

/** Fastify's own error codes that are the client's fault, with the status and message we answer them with. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: TErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'MALFORMED_JSON' },
  FST_ERR_CTP_INVALID_PARSE_TYPE: { status: 400, code: 'MALFORMED_JSON' },
  FST_ERR_NOT_FOUND: { status: 404, code: 'ROUTE_NOT_FOUND' },
};

/** What a 503 tells the client to wait before trying again: a PostgreSQL restart takes a few seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A service's field errors: rule-message codes are translated, ready texts pass as they are. */
function translatedFieldErrors(errors: Record<string, string> | undefined, language: TLanguage) {
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const rule = parseRuleMessage(message);
      return [field, rule ? fieldMessage(rule.code, language, rule.limit) : message];
    }),
  );
}

function sendError(
  reply: FastifyReply,
  status: number,
  body: TErrorBody & Record<string, unknown>,
  headers?: Record<string, string>,
) {
  if (headers) void reply.headers(headers);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function isZodIssue(value: unknown): value is z.core.$ZodIssue {
  return typeof value === 'object' && value !== null && 'code' in value && 'path' in value && 'message' in value;
}

/** The zod issues behind a request validation failure (lib/validation.ts puts each in `params.issue`), if any. */
export function validationIssues(error: FastifyError): z.core.$ZodIssue[] | undefined {
  const issues = (error.validation ?? []).map((item) => item.params?.issue);
  return issues.length > 0 && issues.every(isZodIssue) ? issues : undefined;
}

/** One error handler for the whole API: every failure leaves as `{ message, code, errors? }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.language;
    if (error instanceof AppError) {
      return sendError(
        reply,
        error.statusCode,
        {
          ...error.details?.body,
          message: errorMessage(error.code, language, error.details?.params),
          code: error.code,
          errors: translatedFieldErrors(error.fieldErrors, language),
        },
        error.headers,
      );
    }
    const issues = validationIssues(error);
    if (issues) {
      const errors = fieldErrorsFromIssues(issues, language);
      return sendError(reply, 400, {
        message: errorMessage('VALIDATION_FAILED', language),
        code: 'VALIDATION_FAILED',
        ...(Object.keys(errors).length > 0 ? { errors } : {}),
      });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return sendError(reply, known.status, { message: errorMessage(known.code, language), code: known.code });
    }
    if (multipartProblem(error) === 'unreadable') {
      // A multipart body without a boundary or cut short that a route did not name on its file field itself.
      return sendError(reply, 400, { message: errorMessage('MALFORMED_FORM', language), code: 'MALFORMED_FORM' });
    }
    if (error.statusCode === 429) {
      const minutes = String(LOGIN_FAILURE_WINDOW_MINUTES);
      return sendError(reply, 429, {
        message: errorMessage('TOO_MANY_ATTEMPTS', language, { minutes }),
        code: 'TOO_MANY_ATTEMPTS',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Any other client error Fastify raises (a bad header, a method it cannot parse): say so, hide the details.
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode, { message: errorMessage('GENERIC', language), code: 'GENERIC' });
    }
    const unavailable = databaseUnavailableReason(error);
    if (unavailable) {
      // PostgreSQL restarting or out of reach: the pool reconnects by itself, so the client may simply try again. One
      // short line per request (no stack): an outage under load writes many.
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return sendError(
        reply,
        503,
        { message: errorMessage('DATABASE_UNAVAILABLE', language), code: 'DATABASE_UNAVAILABLE' },
        { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, { message: errorMessage('GENERIC', language), code: 'GENERIC' });
  });
});
