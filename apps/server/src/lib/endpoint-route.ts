import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hasPermission,
  IDEMPOTENCY_HEADER,
  keyScopeOf,
  needsPermission,
  ZErrorBody,
  ZIdempotencyHeaders,
  type TEndpointBody,
  type TEndpointDefinition,
  type TEndpointParams,
  type TEndpointQuery,
  type TEndpointReply,
} from '@frs/contract';
import { withRequestSettings } from '../db/database';
import type { TActor } from './actor';
import { AppError } from './app-error';
import { validatorCompiler, type TValidationItem } from './validation';

export type TApp = Parameters<FastifyPluginAsyncZod>[0];

/** The error responses every route may give, for the OpenAPI document (rule: each route declares every status). */
const PUBLIC_ERRORS = { 400: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody, 500: ZErrorBody, 503: ZErrorBody } as const;
const PRIVATE_ERRORS = { ...PUBLIC_ERRORS, 401: ZErrorBody, 403: ZErrorBody } as const;
/** OpenAPI security requirement of routes behind a bearer token. */
const BEARER = [{ bearerAuth: [] }];

type TActorOf<TEndpoint extends TEndpointDefinition> = TEndpoint['access'] extends 'public'
  ? null
  : TEndpoint['access'] extends 'optional'
    ? TActor | null
    : TActor;

/** What a handler receives: the caller, and the request's parts as the declaration's schemas validated them. */
export interface THandlerCall<TEndpoint extends TEndpointDefinition> {
  actor: TActorOf<TEndpoint>;
  params: TEndpointParams<TEndpoint>;
  query: TEndpointQuery<TEndpoint>;
  body: TEndpointBody<TEndpoint>;
  idempotencyKey: TEndpoint['idempotent'] extends true ? string : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface TRouteOptions {
  /**
   * The route may change what a session check reads (token version, status, role, groups): once it has committed, this
   * process forgets its cached sessions before answering (plugins/auth.ts), not a moment later when the database's
   * notice arrives, so the caller's next request already sees the change.
   */
  changesSessions?: boolean;
  /** The same for API keys (a revocation): this process forgets its cached keys before answering. */
  changesApiKeys?: boolean;
  /** Handles the route's errors before the app's handler (rethrow what it does not handle). */
  errorHandler?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * The access check of a declaration, run as the route's first hook, before the body is even read: so every
 * request meets its checks in one order, authentication (401), permission (403), validation (400), and then the
 * service's row scope (404) and business rules (409, 422).
 */
function accessCheck(app: TApp, endpoint: TEndpointDefinition): onRequestHookHandler | undefined {
  if (endpoint.access === 'public') return undefined;
  // A key's calls are counted in three buckets: its searches, its writes and its reads (plugins/auth.ts).
  const keyScope = keyScopeOf(endpoint);
  const callClass = keyScope === 'search' ? 'search' : endpoint.method === 'GET' ? 'read' : 'write';
  if (endpoint.access === 'optional') {
    // A key is welcome where a token is optional: it acts as its agent.
    return async (request, reply) => {
      if (!request.headers.authorization) return;
      await app.authenticate(request, reply);
      app.limitKeyCall(request, reply, callClass);
    };
  }
  const permission = endpoint.access;
  return async (request, reply) => {
    await app.authenticate(request, reply);
    const actor = request.actor;
    if (actor?.apiKey) {
      // A key (issue 33), after its own checks (plugins/auth.ts): its rate limit, then whether any key may make this
      // call (never the staff's endpoints, /developers, profile or password changes), then the key's scope.
      app.limitKeyCall(request, reply, callClass);
      if (keyScope === null) throw new AppError(403, 'API_KEY_NOT_ALLOWED');
      if (!actor.apiKey.scopes.includes(keyScope)) {
        throw new AppError(403, 'API_KEY_SCOPE', undefined, undefined, { params: { scope: keyScope } });
      }
    }
    if (!actor || !hasPermission(actor.role, permission)) throw new AppError(403, 'FORBIDDEN');
  };
}

/** The validation failures of one part of the request, as Fastify's validation error carries them. */
function itemsOf(schema: unknown, data: unknown): TValidationItem[] {
  const result = validatorCompiler({ schema } as Parameters<typeof validatorCompiler>[0])(data) as {
    error?: unknown;
  };
  return Array.isArray(result.error) ? (result.error as TValidationItem[]) : [];
}

/**
 * An idempotent endpoint's key is checked before Fastify's validation, which stops at the first part that fails
 * (params, then body, query, headers): when the key is missing or bad, the answer names it together with every
 * mistake of the rest of the request, so that nothing needs a second round.
 */
function keyCheck(endpoint: TEndpointDefinition): preValidationHookHandler | undefined {
  if (!endpoint.idempotent) return undefined;
  return async (request) => {
    const keyItems = itemsOf(ZIdempotencyHeaders, request.headers);
    if (keyItems.length === 0) return;
    const items = [
      ...(endpoint.params ? itemsOf(endpoint.params, request.params) : []),
      ...(endpoint.body ? itemsOf(endpoint.body, request.body) : []),
      ...(endpoint.query ? itemsOf(endpoint.query, request.query) : []),
      ...keyItems,
    ];
    throw Object.assign(new Error('The request does not match its schema'), {
      statusCode: 400,
      validation: items,
      validationContext: 'headers',
    });
  };
}

function routeSchema(endpoint: TEndpointDefinition): FastifySchema {
  const success: Record<number, unknown> =
    endpoint.response === 'file' ? {} : { [endpoint.status ?? 200]: endpoint.response };
  if (endpoint.mayAwaitApproval && endpoint.response !== 'file') success[202] = endpoint.response;
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(needsPermission(endpoint) ? { security: BEARER } : {}),
    ...(endpoint.access === 'optional' ? { security: [{}, ...BEARER] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.idempotent ? { headers: ZIdempotencyHeaders } : {}),
    response: {
      ...success,
      ...(endpoint.access === 'public' ? PUBLIC_ERRORS : PRIVATE_ERRORS),
      ...(endpoint.access === 'optional' ? { 401: ZErrorBody } : {}),
      ...endpoint.errors,
    },
  };
}

/**
 * Registers the route of a declaration with its handler: the method and path, the access check, the schemas
 * (validation, serialization, OpenAPI) and the Idempotency-Key header all come from the declaration.
 */
export function registerEndpoint<const TEndpoint extends TEndpointDefinition>(
  app: TApp,
  endpoint: TEndpoint,
  handler: (call: THandlerCall<TEndpoint>) => Promise<TEndpointReply<TEndpoint> | FastifyReply>,
  options: TRouteOptions = {},
): void {
  const onRequest = accessCheck(app, endpoint);
  const preValidation = keyCheck(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
    ...(onRequest ? { onRequest } : {}),
    ...(preValidation ? { preValidation } : {}),
    config: { changesSessions: options.changesSessions ?? false, changesApiKeys: options.changesApiKeys ?? false },
    ...(options.errorHandler ? { errorHandler: options.errorHandler } : {}),
    schema: routeSchema(endpoint),
    handler: async (request, reply) => {
      const call = {
        actor: request.actor,
        params: request.params,
        query: request.query,
        body: request.body,
        idempotencyKey: endpoint.idempotent ? request.headers[IDEMPOTENCY_HEADER] : undefined,
        request,
        reply,
      } as unknown as THandlerCall<TEndpoint>;
      // Every transaction of a key's call names the key, so its history rows do (db/database.ts).
      const apiKey = request.actor?.apiKey;
      const answer = apiKey
        ? await withRequestSettings({ apiKeyName: apiKey.name }, () => handler(call))
        : await handler(call);
      if (endpoint.status && answer !== reply) void reply.status(endpoint.status);
      return answer;
    },
  });
}
