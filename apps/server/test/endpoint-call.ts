import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { endpointPath, IDEMPOTENCY_HEADER, type TEndpointDefinition } from '@frs/contract';

export interface TInjectCall {
  /** Values of the path's `{name}` parameters. */
  params?: Readonly<Record<string, string | number>>;
  /** Query parameters (unset values are left out). */
  query?: Readonly<Record<string, unknown>>;
  /** The JSON body, sent as it is (tests send bad bodies on purpose). */
  body?: unknown;
  /** A bearer token, or headers that carry one (`userWithToken`'s `headers`). */
  token?: string;
  headers?: Readonly<Record<string, string>>;
  /** The Idempotency-Key of an idempotent endpoint: a fresh one unless given; `null` sends none. */
  idempotencyKey?: string | null;
  /** The client's address (login and registration are throttled per address). */
  remoteAddress?: string;
}

/** `METHOD path` of a declaration, for the titles of tests about one endpoint. */
export function endpointTitle(endpoint: Pick<TEndpointDefinition, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The URL of a call: the declaration's path with the values filled in, and the query. */
export function urlOf(endpoint: TEndpointDefinition, call: Pick<TInjectCall, 'params' | 'query'> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return `${endpointPath(endpoint, call.params)}${query ? `?${query}` : ''}`;
}

/**
 * Calls an endpoint of the contract through `app.inject`: its method and path from the declaration, the caller's
 * token, and an Idempotency-Key wherever the endpoint declares one (so a test names the key only to replay it).
 */
export function injectEndpoint(
  app: FastifyInstance,
  endpoint: TEndpointDefinition,
  call: TInjectCall = {},
): Promise<LightMyRequestResponse> {
  const key = call.idempotencyKey === undefined ? randomUUID() : call.idempotencyKey;
  const headers: Record<string, string> = {
    ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    ...(endpoint.idempotent && key !== null ? { [IDEMPOTENCY_HEADER]: key } : {}),
    ...call.headers,
  };
  return app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, call),
    headers,
    ...(call.body === undefined ? {} : { payload: call.body as object }),
    ...(call.remoteAddress === undefined ? {} : { remoteAddress: call.remoteAddress }),
    // An event stream stays open: the answer is its head, and the body is left unread (the app's close ends it).
    ...(endpoint.eventStream ? { payloadAsStream: true } : {}),
  });
}

/** A call over HTTP to a server running at `baseUrl` (a process of its own); no Idempotency-Key is sent. */
export function fetchEndpoint(
  baseUrl: string,
  endpoint: TEndpointDefinition,
  call: Pick<TInjectCall, 'params' | 'query' | 'body' | 'token'> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${urlOf(endpoint, call)}`, {
    method: endpoint.method,
    headers: {
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
}
