import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_ENDPOINTS } from '@frs/contract';
import type { TDatabase, TDatabaseKind } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';

export const healthRoutes: FastifyPluginAsyncZod<{ db: TDatabase; kind: TDatabaseKind }> = async (app, options) => {
  registerEndpoint(app, AUTH_ENDPOINTS.health, async () => {
    // A real round trip, so a load balancer stops sending traffic to an instance whose database is gone.
    await options.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: options.kind };
  });
};
