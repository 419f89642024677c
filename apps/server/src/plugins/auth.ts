import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { API_KEY_SECRET_PREFIX, effectiveRole, hasPermission, type TPermission } from '@frs/contract';
import { AppError } from '../lib/app-error';
import type { TDatabaseHandle } from '../db/database';
import type { TActor } from '../lib/actor';
import { createKeyGate, type TCallClass, type TKeyRates } from '../modules/api-keys';
import { createSessionCache } from '../modules/auth';

export interface TTokenPayload {
  /** The user id, as a string per RFC 7519. */
  sub: string;
  /** The user's token version when the token was issued. */
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TTokenPayload;
    user: TTokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may revoke or change an API key: see lib/endpoint-route.ts. */
    changesApiKeys?: boolean;
  }
  interface FastifyRequest {
    actor: TActor | null;
    /** The API key the request was made with, once it is known to work (its call is logged after the answer). */
    apiKeyId: number | null;
  }
  interface FastifyInstance {
    /**
     * A key's call of this class is counted (per key, per process): every answer carries RateLimit-Limit,
     * RateLimit-Remaining and RateLimit-Reset; over the limit, 429 RATE_LIMITED with Retry-After.
     */
    limitKeyCall: (request: FastifyRequest, reply: FastifyReply, kind: TCallClass) => void;
    /** Writes the key calls logged so far, without waiting for the next flush (tests). */
    flushApiKeyCalls: () => Promise<void>;
    /** Pre-handler: a valid, unrevoked token of an approved user; sets request.actor. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Pre-handler factory: authenticated and the effective role holds the permission. */
    authorize: (permission: TPermission) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const BEARER = /^Bearer +([^ ]+)$/i;
/** fast-jwt's code (TokenError.codes.expired) for a token past its `exp`, which @fastify/jwt's verify throws. */
const FAST_JWT_EXPIRED = 'FAST_JWT_EXPIRED';

/** The token of an `Authorization: Bearer <token>` header; undefined for no header or another scheme. */
function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { database: TDatabaseHandle; secret: string; expiresIn: string; apiKeyRates: TKeyRates },
  ) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
      // Only HS256: a token claiming "none" or an asymmetric algorithm is refused before its signature is read. A
      // token's verified claims are kept (fast-jwt's cache, by default 1000 tokens, each until it expires), so an
      // active session's signature is checked once, not on every request.
      verify: { algorithms: ['HS256'], cache: true },
    });
    app.decorateRequest('actor', null);
    app.decorateRequest('apiKeyId', null);
    const sessions = await createSessionCache(options.database.db, options.database.events);
    const keys = await createKeyGate({
      db: options.database.db,
      events: options.database.events,
      rates: options.apiKeyRates,
      onError: (error) => app.log.warn({ err: error }, 'API key calls not logged'),
    });
    // After the answer: every call made with a key, refused or not, goes to its log (method, path without the query,
    // status, address, time taken).
    app.addHook('onResponse', (request, reply, done) => {
      if (request.apiKeyId !== null) {
        keys.record({
          keyId: request.apiKeyId,
          at: new Date(),
          method: request.method,
          path: request.url.split('?', 1)[0] ?? request.url,
          status: reply.statusCode,
          ip: request.ip,
          durationMs: Math.round(reply.elapsedTime),
        });
      }
      done();
    });
    app.addHook('onClose', () => keys.close());
    app.decorate('flushApiKeyCalls', () => keys.flush());

    /**
     * A key (`Bearer frs_live_…`, issue 33) acts as its agent: the key must work (not revoked, not expired, known),
     * be used from an address of its list, and its agent must be able to log in now (the session check a token
     * meets). The scopes are the route's business (lib/endpoint-route.ts).
     */
    const keyActor = async (request: FastifyRequest, secret: string): Promise<TActor> => {
      const key = await keys.check(secret, request.ip);
      request.apiKeyId = key.id;
      const user = await sessions.user(key.agentId);
      if (!user || user.role !== 'user') throw new AppError(401, 'API_KEY_INVALID');
      return {
        userId: user.id,
        role: effectiveRole(user),
        baseRole: user.role,
        adminGroups: user.adminGroups,
        apiKey: { id: key.id, name: key.name, scopes: key.scopes },
      };
    };

    app.decorate('limitKeyCall', (request: FastifyRequest, reply: FastifyReply, kind: TCallClass) => {
      if (request.apiKeyId === null) return;
      const decision = keys.take(request.apiKeyId, kind);
      void reply.headers({
        'ratelimit-limit': String(decision.limit),
        'ratelimit-remaining': String(decision.remaining),
        'ratelimit-reset': String(decision.resetSeconds),
      });
      if (!decision.allowed) {
        const seconds = decision.retryAfterSeconds;
        throw new AppError(
          429,
          'RATE_LIMITED',
          undefined,
          { 'retry-after': String(seconds) },
          { params: { seconds: String(seconds) } },
        );
      }
    });
    // The process's own changes take effect before it answers; other processes' arrive as the database's notices.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode < 400) {
        if (request.routeOptions.config.changesSessions) sessions.clear();
        if (request.routeOptions.config.changesApiKeys) keys.clearCache();
      }
      done(null, payload);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new AppError(401, 'UNAUTHORIZED');
      if (token.startsWith(API_KEY_SECRET_PREFIX)) {
        request.actor = await keyActor(request, token);
        return;
      }
      let payload: TTokenPayload;
      try {
        // The plugin's one verifier (no per-request decode and option merging, as request.jwtVerify does), with its
        // verified-token cache.
        payload = app.jwt.verify<TTokenPayload>(token);
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        throw new AppError(401, code === FAST_JWT_EXPIRED ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
      }
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number') throw new AppError(401, 'UNAUTHORIZED');
      const user = await sessions.find(userId, payload.ver);
      if (!user) throw new AppError(401, 'SESSION_EXPIRED');
      request.actor = {
        userId: user.id,
        role: effectiveRole(user),
        baseRole: user.role,
        adminGroups: user.adminGroups,
      };
    });

    app.decorate('authorize', (permission: TPermission) => async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!request.actor || !hasPermission(request.actor.role, permission)) throw new AppError(403, 'FORBIDDEN');
    });
  },
  { name: 'auth' },
);

/** The actor of a route behind `authenticate`; a route without it has no actor, which is a programming error. */
export function actorOf(request: FastifyRequest): TActor {
  if (!request.actor) throw new Error('Route is missing its authenticate pre-handler');
  return request.actor;
}
