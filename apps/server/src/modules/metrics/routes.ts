import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDatabaseHandle } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  observeBacklogs,
  observeDatabasePool,
  recordCollectError,
  recordHttpRequest,
  UNMATCHED_ROUTE,
} from '../../lib/metrics';
import { backlogReader } from './backlogs';
import { METRICS_PATH, scrape, tokenMatcher } from './scrape';

/**
 * The metrics of every request and `GET /metrics` (README.md). Registered before every route (app.ts), so that its
 * onResponse hook times them all, the not-found answers included (labelled `(unmatched)`, never by their URL).
 * Without a token the route answers as if it did not exist; with one, a request without it gets 401.
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance, options: { database: TDatabaseHandle; token: string | undefined }) => {
    const { database } = options;
    app.addHook('onResponse', (request, reply, done) => {
      recordHttpRequest(
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    const unobservePool = observeDatabasePool(() => database.poolUse());
    const unobserveBacklogs = observeBacklogs(
      backlogReader(database.db, (error) => {
        recordCollectError('backlogs');
        app.log.warn({ err: error }, 'metrics: backlogs not read');
      }),
    );
    app.addHook('onClose', async () => {
      unobservePool();
      unobserveBacklogs();
    });

    const authorized = options.token ? tokenMatcher(options.token) : null;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!authorized) return reply.callNotFound();
      if (!authorized(request.headers.authorization)) {
        throw new AppError(401, 'UNAUTHORIZED', undefined, { 'www-authenticate': 'Bearer realm="metrics"' });
      }
      const { contentType, body } = await scrape();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    });
  },
  { name: 'metrics' },
);
