import type { z } from 'zod';
import { ZErrorBody } from './errors';
import type { TApiKeyScope } from './api/developers';
import type { TPermission } from './permissions';

/**
 * One declaration per endpoint (docs/CODE_STYLE.md rule 14): method, path, schemas, who may call it, idempotency and
 * the OpenAPI meta together. The server registers its route from the declaration (`registerEndpoint`), the web app
 * calls it through `callApi`, and the OpenAPI document is built from the routes so registered: a path or a method is
 * written here and nowhere else.
 */

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` (no token; a token sent is ignored), `optional` (no token needed, but a valid one is read:
 * the answer depends on who asks), or a permission of `ENDPOINT_PERMISSIONS` (a valid token of a role that holds it).
 */
export type TEndpointAccess = 'public' | 'optional' | TPermission;

/**
 * What the ids of a path point to when such a row may belong to an agent: an agent reaches only its own (another
 * agent's row answers 404, like a row that does not exist). `user` is a user id (an agent may name only itself).
 */
export const SCOPED_ROWS = [
  'order',
  'orderPnr',
  'orderPassenger',
  'passenger',
  'user',
  'notification',
  // An agency's API key (issue 33).
  'apiKey',
] as const;
export type TScopedRow = (typeof SCOPED_ROWS)[number];

export interface TEndpointDefinition {
  method: THttpMethod;
  /** The path of docs/PRODUCT.md §7, exactly; `{name}` for each path parameter (OpenAPI's form). */
  path: string;
  access: TEndpointAccess;
  /** The path parameters, the query and the body (JSON unless `consumes` says otherwise). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart uploads: the body is read by the handler, not by a schema. */
  consumes?: readonly ['multipart/form-data'];
  /** The success answer's schema; `file` answers bytes (a CSV, an image) rather than JSON. */
  response: z.ZodType | 'file';
  /**
   * With `response: 'file'`: the answer is a Server-Sent Events stream (text/event-stream) that stays open, so a
   * caller reads its head and then the stream (tests: light-my-request's `payloadAsStream`), never the whole body.
   */
  eventStream?: boolean;
  /** The success status: 200 unless said. */
  status?: 200 | 201;
  /**
   * The call may be held for a second staff member's approval (four-eyes): it then answers 202 instead, with the
   * same response schema (its `pendingApproval` outcome, `withApprovalOutcome`).
   */
  mayAwaitApproval?: boolean;
  /**
   * The answers beyond those every endpoint may give (400, 413, 415, 500, 503; 401 and 403 behind a token), by status,
   * e.g. `NOT_FOUND` or `{ 409: ZOrderConflict }`.
   */
  errors?: Readonly<Partial<Record<401 | 403 | 404 | 409 | 410 | 422 | 429 | 502, z.ZodType>>>;
  /**
   * The call moves money or seats: it requires an Idempotency-Key header, and a replay with the same key and body
   * answers what the first call answered without doing anything again.
   */
  idempotent?: boolean;
  /** Path parameter -> the kind of agent-owned row it names (`SCOPED_ROWS`): checked by the row-scope tests. */
  rowScope?: Readonly<Record<string, TScopedRow>>;
  /**
   * The scope an API key needs for this call, where the permission's own (`PERMISSION_KEY_SCOPES`) is not the one:
   * ticketing (`tickets`, it spends the balance), the PDFs (`documents`), the balance (`balance.read`); `none`: never
   * with a key, only with a login (api-key-scopes.ts).
   */
  keyScope?: TApiKeyScope | 'none';
  /** OpenAPI: the group and one line on what the call does. */
  tag: string;
  summary: string;
}

/** Keeps the literal types of a declaration, so that the server's handler and the web's call are typed from it. */
export function defineEndpoint<const TDefinition extends TEndpointDefinition>(definition: TDefinition): TDefinition {
  if (definition.idempotent && definition.access === 'public') {
    throw new Error(`${definition.method} ${definition.path}: an idempotent call needs a caller to key it by`);
  }
  return definition;
}

/** The common error answers, for declarations. */
export const NOT_FOUND = { 404: ZErrorBody } as const;
export const CONFLICT = { 409: ZErrorBody } as const;
export const NOT_FOUND_OR_CONFLICT = { 404: ZErrorBody, 409: ZErrorBody } as const;

/** The names of the `{name}` parameters of a path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The path with its parameters filled in (each URI-encoded). A missing parameter is a programming error. */
export function endpointPath(
  endpoint: Pick<TEndpointDefinition, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether the endpoint needs a bearer token of a role holding its permission. */
export function needsPermission(endpoint: Pick<TEndpointDefinition, 'access'>): endpoint is { access: TPermission } {
  return endpoint.access !== 'public' && endpoint.access !== 'optional';
}

// --- Types the server's handlers and the web's calls are built from -------------------------------------------------

type TOutput<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : undefined;
type TInput<TSchema> = TSchema extends z.ZodType ? z.input<TSchema> : undefined;

/** What a handler receives, as validated. */
export type TEndpointParams<TEndpoint extends TEndpointDefinition> = TOutput<TEndpoint['params']>;
export type TEndpointQuery<TEndpoint extends TEndpointDefinition> = TOutput<TEndpoint['query']>;
export type TEndpointBody<TEndpoint extends TEndpointDefinition> = TOutput<TEndpoint['body']>;
/** What the endpoint answers on success (JSON), as parsed. */
export type TEndpointResponse<TEndpoint extends TEndpointDefinition> = TEndpoint['response'] extends z.ZodType
  ? z.output<TEndpoint['response']>
  : never;
/** The success answer as the server writes it (before defaults and transforms of the schema apply). */
export type TEndpointReply<TEndpoint extends TEndpointDefinition> = TEndpoint['response'] extends z.ZodType
  ? z.input<TEndpoint['response']>
  : unknown;

/** Path parameters as a caller gives them: numbers or text, by name. */
type TPathValues<TSchema> = TSchema extends z.ZodType ? { [K in keyof z.output<TSchema>]: string | number } : never;

/**
 * What a caller sends: the path's values, the query, the body (or, for an upload, the form data of the caller's
 * platform) and the key, each only where the endpoint has one.
 */
export type TEndpointCall<
  TEndpoint extends TEndpointDefinition,
  TFormData = never,
> = (TEndpoint['params'] extends z.ZodType ? { params: TPathValues<TEndpoint['params']> } : { params?: never }) &
  (TEndpoint['query'] extends z.ZodType ? { query?: Partial<TInput<TEndpoint['query']>> } : { query?: never }) &
  (TEndpoint['body'] extends z.ZodType ? { body: TInput<TEndpoint['body']> } : { body?: never }) &
  (TEndpoint['consumes'] extends readonly ['multipart/form-data'] ? { formData: TFormData } : { formData?: never }) &
  (TEndpoint['idempotent'] extends true ? { idempotencyKey: string } : { idempotencyKey?: never });
