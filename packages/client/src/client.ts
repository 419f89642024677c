import { randomUUID } from 'node:crypto';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { IDEMPOTENCY_HEADER, type TLanguage } from '@frs/contract';
import type { paths } from './schema';

/** The calls that may change something: each carries an Idempotency-Key (docs/API.md "Idempotency"). */
const KEYED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface TRetryOptions {
  /** How many times a call answered 429 is sent again (after its Retry-After). */
  attempts: number;
  /** The longest wait before a retry, in seconds: a longer Retry-After ends the retries (the 429 is answered). */
  maxWaitSeconds?: number;
}

export interface TFrsClientOptions {
  /** The server's address, without /api ("https://frs.example.am"). */
  baseUrl: string;
  /** The secret shown once on /developers (`frs_live_…`). */
  apiKey: string;
  /** Another fetch (a proxy's, a test's); globalThis.fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** The language of the errors' messages (`Accept-Language`); the server answers in Armenian without one. */
  language?: TLanguage;
  /** Send a call answered 429 again after its Retry-After; off by default (the 429 is the answer). */
  retryRateLimited?: TRetryOptions;
}

export type TFrsClient = Client<paths>;

/** Retry-After in seconds (the server sends whole seconds); a date is read too, as HTTP allows. */
function retryAfterSeconds(response: Response): number {
  const value = response.headers.get('retry-after');
  if (!value) return 1;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 1 : Math.max(0, (date - Date.now()) / 1000);
}

/**
 * Sets the key's `Authorization` and, on every POST, PUT, PATCH and DELETE, an `Idempotency-Key` (a random UUID)
 * unless the caller set one: a caller that retries a call whose answer it lost passes the same key again, and the
 * server answers the first result instead of doing it twice.
 */
export function authMiddleware(apiKey: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${apiKey}`);
      if (KEYED_METHODS.has(request.method) && !request.headers.has(IDEMPOTENCY_HEADER)) {
        request.headers.set(IDEMPOTENCY_HEADER, randomUUID());
      }
      return request;
    },
  };
}

/**
 * Sends a call answered 429 again after its Retry-After, with the same headers (so the same Idempotency-Key) and
 * body: a copy of the request is kept until its answer, since a sent request's body cannot be read again.
 */
export function retryRateLimitedMiddleware(options: TRetryOptions): Middleware {
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id, options: fetchOptions }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (!copy) return undefined;
      let answer = response;
      for (let attempt = 0; attempt < options.attempts && answer.status === 429; attempt += 1) {
        const wait = retryAfterSeconds(answer);
        if (options.maxWaitSeconds !== undefined && wait > options.maxWaitSeconds) break;
        await answer.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        answer = await fetchOptions.fetch(copy.clone());
      }
      return answer;
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}

/**
 * The typed client of the API (docs/API.md "The typed client"): every path, parameter, body and answer of the
 * server's OpenAPI document, authenticated with an API key.
 *
 *   const frs = createFrsClient({ baseUrl, apiKey });
 *   const offers = await ok(frs.POST('/api/search/mainSearch', { body: search }));
 */
export function createFrsClient(options: TFrsClientOptions): TFrsClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
  });
  // openapi-fetch runs onRequest in order and onResponse in reverse: the retry, registered last, sees the request
  // with its headers set and answers before anything else reads the response.
  client.use(authMiddleware(options.apiKey));
  if (options.retryRateLimited) client.use(retryRateLimitedMiddleware(options.retryRateLimited));
  return client;
}
