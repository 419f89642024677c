import { ZErrorBody } from '@frs/contract';

/** The error responses every route may give, for the OpenAPI document (rule: each route declares every status). */
export const PUBLIC_ERRORS = { 400: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody, 500: ZErrorBody } as const;
export const PRIVATE_ERRORS = { ...PUBLIC_ERRORS, 401: ZErrorBody, 403: ZErrorBody } as const;
/** OpenAPI security requirement of routes behind a bearer token. */
export const BEARER = [{ bearerAuth: [] }];
