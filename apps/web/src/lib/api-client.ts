import {
  endpointPath,
  IDEMPOTENCY_HEADER,
  type TEndpointCall,
  type TEndpointDefinition,
  type TEndpointResponse,
} from '@frs/contract';
import type { z } from 'zod';
import { genericError, readJson, routeOptions, send, type TRequestOptions } from './api-transport';

export { ApiError, setUnauthorizedHandler, type TRequestOptions } from './api-transport';

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
 * on any non-2xx answer; a 401 on a call that carried a token ends the session (docs/PRODUCT.md §4 and §8). With a
 * schema, the answer is validated, so a response that drifted from the contract fails loudly here.
 */
async function apiRequest(path: string, options: TRequestOptions & { schema?: z.ZodType } = {}): Promise<unknown> {
  const { schema } = options;
  const response = await send(path, options, 'application/json');
  const data = await readJson(response);
  if (!schema || response.status === 204) return data;
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
    ...routeOptions(endpoint),
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
