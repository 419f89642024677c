import type { TErrorCode, TMessageParam } from '@frs/contract';

/** More to an error than its code: values for the message's `{name}` placeholders, and fields added to the body. */
export interface TAppErrorDetails {
  params?: Readonly<Record<string, TMessageParam>>;
  /** E.g. the affected orders of a 409; the route declares them in that status's response schema. */
  body?: Readonly<Record<string, unknown>>;
}

/**
 * A failure a service reports on purpose. The error handler turns it into the error body, with the message in the
 * request's language. `fieldErrors` maps field paths to field-message codes (`ruleMessage(code, limit).message`,
 * translated by the error handler) or to ready texts.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly details?: TAppErrorDetails,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND');
export const forbidden = () => new AppError(403, 'FORBIDDEN');

/** A 400 with field errors found by a service (a check the request schema alone cannot make). */
export const fieldErrors = (errors: Record<string, string>) => new AppError(400, 'VALIDATION_FAILED', errors);
