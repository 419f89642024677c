import type { TErrorCode } from '@frs/contract';

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
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
