import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TDatabaseEvents } from '../../db/database-events';
import { registerEndpoint } from '../../lib/endpoint-route';
import { observeLiveHub } from '../../lib/metrics';
import { createLiveHub } from './live-hub';
import { openLiveStream } from './live-stream';

const BEARER = /^Bearer +([^ ]+)$/i;

/** When the request's (already verified) bearer token expires, in ms since the epoch. */
function tokenExpiry(app: Parameters<FastifyPluginAsyncZod>[0], authorization: string | undefined): number | null {
  const token = authorization ? BEARER.exec(authorization)?.[1] : undefined;
  const exp = token ? app.jwt.decode<{ exp?: number }>(token)?.exp : undefined;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * GET /api/events: one Server-Sent Events stream per signed-in tab. The process listens on the live channel once
 * (live-hub.ts); its streams end before the server closes, so that open streams never hold a shutdown.
 */
export const liveEventsRoutes: FastifyPluginAsyncZod<{
  db: TDatabase;
  events: TDatabaseEvents;
  heartbeatMs?: number;
}> = async (app, { db, events, heartbeatMs }) => {
  const onError = (error: unknown) => app.log.warn({ err: error }, 'live events');
  const hub = await createLiveHub(db, events, onError);
  const unobserve = observeLiveHub(() => ({ streams: hub.size, queued: hub.queued }));
  app.addHook('preClose', (done) => {
    hub.close();
    unobserve();
    done();
  });

  registerEndpoint(app, LIVE_ENDPOINTS.events, async ({ actor, request, reply }) => {
    await openLiveStream(request, reply, {
      db,
      hub,
      audience: { userId: actor.userId, staff: actor.role !== 'user' },
      expiresAt: tokenExpiry(app, request.headers.authorization),
      heartbeatMs,
      onError,
    });
    return reply;
  });
};
