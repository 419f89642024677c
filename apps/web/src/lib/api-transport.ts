/**
 * The API's transport: the stored token, the language, the error body and the end of a session on a 401. Without zod
 * or the contract's schemas, so that the login screen can use it; api-client.ts adds the declared endpoints on top.
 */
import type { TEndpointRoute, TErrorBody } from '@frs/contract';
import { currentLanguage, i18n } from './i18n';
import { clearSession, readToken } from './storage';

/** A rejected API call: the HTTP status (0 when the server could not be reached) and the server's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: TErrorBody;
  /** The error body as it came, with any fields beyond `ZErrorBody` (the affected orders of a 409). */
  readonly data: unknown;

  constructor(status: number, body: TErrorBody, data: unknown = body) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.data = data;
  }

  get code(): string | undefined {
    return this.body.code;
  }

  /** Field path → message, already in the request's language. */
  get fieldErrors(): Readonly<Record<string, string>> {
    return this.body.errors ?? {};
  }
}

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of a JSON body (file uploads); the browser sets the boundary. */
  formData?: FormData;
  signal?: AbortSignal;
  /** Send the stored bearer token (default). The login call does not: a stale token must not turn into a logout. */
  authenticate?: boolean;
  /** End the session on a 401 (default). Logout itself turns it off: its 401 just means "already revoked". */
  handleUnauthorized?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key of a money call. */
  headers?: Record<string, string>;
}

type TUnauthorizedHandler = () => void;

// Without a mounted auth provider (e.g. a call made before React starts) the only way to "go to /" is a reload.
const defaultUnauthorizedHandler: TUnauthorizedHandler = () => {
  window.location.assign('/');
};
let unauthorizedHandler = defaultUnauthorizedHandler;

/**
 * The auth provider installs the handler that switches the app to the logged-out state; the route guards then
 * send the user to /. Returns a function that restores the previous handler.
 */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

export function genericError(status: number): ApiError {
  return new ApiError(status, { message: i18n.t('errors.GENERIC'), code: 'GENERIC' });
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The contract's error body (ZErrorBody), checked by hand: this module is part of the first download, zod is not. */
function isErrorBody(data: unknown): data is TErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const { message, code, errors } = data as Record<string, unknown>;
  if (!isText(message) || (code !== undefined && !isText(code))) return false;
  return errors === undefined || (typeof errors === 'object' && errors !== null && Object.values(errors).every(isText));
}

async function readErrorBody(response: Response): Promise<{ body: TErrorBody; data: unknown } | null> {
  try {
    const data: unknown = await response.json();
    return isErrorBody(data) ? { body: data, data } : null;
  } catch {
    return null;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Sends the request with the stored bearer token and the interface language, and rejects with an ApiError on any
 * non-2xx answer; a 401 on a call that carried the stored token ends the session (docs/PRODUCT.md §4 and §8).
 */
export async function send(path: string, options: TRequestOptions, accept: string): Promise<Response> {
  const { body, formData, signal, authenticate = true, handleUnauthorized = true } = options;
  const method = options.method ?? (body === undefined && formData === undefined ? 'GET' : 'POST');
  // Read before the first await: logout clears storage right after starting its own call.
  const token = authenticate ? readToken() : null;
  const headers = new Headers({ ...options.headers, Accept: accept, 'Accept-Language': currentLanguage() });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !formData) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(formData ? { body: formData } : body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // A cancelled query must stay a cancellation for TanStack Query, not become an error message.
    if (isAbort(error, signal)) throw error;
    throw genericError(0);
  }

  if (!response.ok) {
    const error = await readErrorBody(response);
    // Only the session that failed ends: if another tab logged in again while this call was on its way, the stored
    // token is a newer one, and this 401 (of a token logout revoked) says nothing about it.
    if (response.status === 401 && token && handleUnauthorized && readToken() === token) {
      clearSession();
      unauthorizedHandler();
    }
    throw error ? new ApiError(response.status, error.body, error.data) : genericError(response.status);
  }
  return response;
}

/** The JSON of a successful answer (undefined for 204); an answer that is not JSON is a generic error. */
export async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    throw genericError(response.status);
  }
}

/**
 * The method and the token rule of a declared route: a public call never sends the stored token, since a stale one
 * must not turn a login into a logout.
 */
export function routeOptions(route: TEndpointRoute): Pick<TRequestOptions, 'method' | 'authenticate'> {
  return { method: route.method, authenticate: route.access !== 'public' };
}

/** Calls a route of the contract without its schemas (the login screen's calls); the answer is not checked. */
export async function sendRoute(route: TEndpointRoute, options: Omit<TRequestOptions, 'method' | 'authenticate'> = {}) {
  return readJson(await send(route.path, { ...options, ...routeOptions(route) }, 'application/json'));
}
