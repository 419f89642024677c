import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { effectiveRole, hasPermission, type TPermission } from '@frs/contract';
import { AppError } from '../lib/app-error';
import type { TDatabase } from '../db/database';
import type { TActor } from '../lib/actor';
import { findActiveSessionUser } from '../modules/auth';

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
  interface FastifyRequest {
    actor: TActor | null;
  }
  interface FastifyInstance {
    /** Pre-handler: a valid, unrevoked token of an approved user; sets request.actor. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Pre-handler factory: authenticated and the effective role holds the permission. */
    authorize: (permission: TPermission) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const JWT_ERRORS_MEANING_EXPIRED = new Set(['FST_JWT_AUTHORIZATION_TOKEN_EXPIRED']);

export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: TDatabase; secret: string; expiresIn: string }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
      // Only HS256: a token claiming "none" or an asymmetric algorithm is refused before its signature is read.
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('actor', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      let payload: TTokenPayload;
      try {
        payload = await request.jwtVerify<TTokenPayload>();
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code === 'FST_JWT_NO_AUTHORIZATION_IN_HEADER') throw new AppError(401, 'UNAUTHORIZED');
        throw new AppError(401, JWT_ERRORS_MEANING_EXPIRED.has(code) ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
      }
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number') throw new AppError(401, 'UNAUTHORIZED');
      const user = await findActiveSessionUser(options.db, userId, payload.ver);
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
