import {
  endpointPath,
  errorMessage,
  IDEMPOTENCY_HEADER,
  ZErrorBody,
  type TEndpointCall,
  type TEndpointDefinition,
  type TEndpointResponse,
  type TErrorBody,
} from '@frs/contract';
import type { z } from 'zod';
import { currentLanguage } from './i18n';
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

function genericError(status: number): ApiError {
  return new ApiError(status, { message: errorMessage('GENERIC', currentLanguage()), code: 'GENERIC' });
}

async function readErrorBody(response: Response): Promise<{ body: TErrorBody; data: unknown } | null> {
  try {
    const data: unknown = await response.json();
    const parsed = ZErrorBody.safeParse(data);
    return parsed.success ? { body: parsed.data, data } : null;
  } catch {
    return null;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Sends the request with the stored bearer token and the interface language, and rejects with an ApiError on any
 * non-2xx answer; a 401 on a call that carried the stored token ends the session (spec sections 4 and 8).
 */
async function send(path: string, options: TRequestOptions, accept: string): Promise<Response> {
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

/** A file the server answers with (a CSV export): its content and the name from Content-Disposition. */
async function apiDownload(
  path: string,
  options: TRequestOptions & { fallbackName: string },
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(path, options, '*/*');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? options.fallbackName;
  return { blob: await response.blob(), fileName };
}

function apiRequest<TSchema extends z.ZodType>(
  path: string,
  options: TRequestOptions & { schema: TSchema },
): Promise<z.output<TSchema>>;
function apiRequest(path: string, options?: TRequestOptions): Promise<unknown>;
/**
 * Calls the API with JSON in and out, the stored bearer token and the interface language. Rejects with an ApiError
 * on any non-2xx answer; a 401 on a call that carried a token ends the session (spec sections 4 and 8). With a
 * schema, the answer is validated, so a response that drifted from the contract fails loudly here.
 */
async function apiRequest(path: string, options: TRequestOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
  const { schema } = options;
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined;
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw genericError(response.status);
  }
  if (!schema) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw genericError(response.status);
  return parsed.data;
}

/** How a call goes out beyond what the declaration says: cancellation, and the session rules of login and logout. */
type TCallOptions = Pick<TRequestOptions, 'signal' | 'handleUnauthorized'>;
type TCallOf<TEndpoint extends TEndpointDefinition> = TEndpointCall<TEndpoint, FormData> & TCallOptions;
/** The call's argument may be left out when the endpoint takes nothing. */
type TCallArguments<TEndpoint extends TEndpointDefinition> =
  Record<string, never> extends TEndpointCall<TEndpoint, FormData>
    ? [call?: TCallOf<TEndpoint>]
    : [call: TCallOf<TEndpoint>];

/** A query object as URL parameters: unset values and empty texts are left out, arrays repeat their key. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function requestOf(endpoint: TEndpointDefinition, call: Partial<TCallOf<TEndpointDefinition>> = {}) {
  const path = `${endpointPath(endpoint, call.params)}${queryString(call.query as Record<string, unknown> | undefined)}`;
  const options: TRequestOptions = {
    method: endpoint.method,
    // A public call never sends the stored token: a stale one must not turn a login into a logout.
    authenticate: endpoint.access !== 'public',
    ...(call.body !== undefined ? { body: call.body } : {}),
    ...(call.formData ? { formData: call.formData } : {}),
    ...(call.idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: call.idempotencyKey } } : {}),
    ...(call.signal ? { signal: call.signal } : {}),
    ...(call.handleUnauthorized === false ? { handleUnauthorized: false } : {}),
  };
  return { path, options };
}

/**
 * Calls an endpoint of the contract: its method and path (with the call's values), its query, its body, the
 * Idempotency-Key where it declares one, and its answer checked against its response schema. The one way the app
 * reaches the API, so that a path or method is never written in the app.
 */
export function callApi<const TEndpoint extends TEndpointDefinition>(
  endpoint: TEndpoint,
  ...[call]: TCallArguments<TEndpoint>
): Promise<TEndpointResponse<TEndpoint>> {
  const { path, options } = requestOf(endpoint, call as Partial<TCallOf<TEndpointDefinition>>);
  const schema = endpoint.response === 'file' ? undefined : endpoint.response;
  return apiRequest(path, { ...options, ...(schema ? { schema } : {}) }) as Promise<TEndpointResponse<TEndpoint>>;
}

/** Downloads what a file endpoint answers (a CSV export), under the name the server gives it. */
export function downloadApi<const TEndpoint extends TEndpointDefinition>(
  endpoint: TEndpoint,
  call: TCallOf<TEndpoint> & { fallbackName: string },
): Promise<{ blob: Blob; fileName: string }> {
  const { path, options } = requestOf(endpoint, call as Partial<TCallOf<TEndpointDefinition>>);
  return apiDownload(path, { ...options, fallbackName: call.fallbackName });
}
