import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ENDPOINTS } from '@frs/contract';
import type { TDatabase, TDatabaseKind } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/endpoint-route';

/** How long readiness waits for the database before calling it away. */
const READINESS_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<{ db: TDatabase; kind: TDatabaseKind }> = async (app, options) => {
  const alive = Object.freeze({ status: 'ok' as const, database: options.kind });
  // Liveness: the process runs and its event loop turns. Restarting it would not bring the database back, so this
  // does not ask the database (a load balancer that should stop sending traffic checks readiness).
  registerEndpoint(app, AUTH_ENDPOINTS.health, async () => alive);

  registerEndpoint(app, AUTH_ENDPOINTS.ready, async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('readiness timed out')), READINESS_TIMEOUT_MS);
    });
    try {
      await Promise.race([options.db.execute(sql`select 1`), timeout]);
      return { status: 'ready' as const, database: options.kind };
    } catch {
      throw new AppError(503, 'DATABASE_UNAVAILABLE');
    } finally {
      clearTimeout(timer);
    }
  });
};
