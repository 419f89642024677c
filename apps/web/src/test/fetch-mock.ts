import { endpointPath, type TEndpointDefinition } from '@frs/contract';
import { vi } from 'vitest';

export interface TRecordedCall {
  method: string;
  path: string;
  /** The query parameters of the call. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type THandler = (call: TRecordedCall) => Response | Promise<Response>;

type TEndpointRoute = Pick<TEndpointDefinition, 'method' | 'path'>;
type TPathValues = Readonly<Record<string, string | number>>;

/**
 * The key of a `stubFetch` handler for a call of the endpoint: its declared method and its path with `params` filled
 * in (`routeOf(FLIGHT_ORDER_ENDPOINTS.cancel, { id: 7 })` is `POST` and the cancel path of order 7), so that a test never
 * writes a path or a method itself.
 */
export function routeOf(endpoint: TEndpointRoute, params?: TPathValues): string {
  return `${endpoint.method} ${endpointPath(endpoint, params)}`;
}

/** The recorded calls of the endpoint (its method, and its path with `params` filled in), in order. */
export function callsOf(calls: readonly TRecordedCall[], endpoint: TEndpointRoute, params?: TPathValues) {
  const route = routeOf(endpoint, params);
  return calls.filter((call) => `${call.method} ${call.path}` === route);
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with a table of "METHOD /path" handlers, keyed by `routeOf`, and records every call. An unlisted call
 * answers 404, so a test notices a request it did not expect.
 */
export function stubFetch(handlers: Record<string, THandler>) {
  const calls: TRecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: TRecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(call) : jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
