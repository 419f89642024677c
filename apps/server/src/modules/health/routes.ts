import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZErrorBody, ZHealthResponse } from '@frs/contract';
import type { TDatabase, TDatabaseKind } from '../../db/database';

export const healthRoutes: FastifyPluginAsyncZod<{ db: TDatabase; kind: TDatabaseKind }> = async (app, options) => {
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponse, 500: ZErrorBody },
      },
    },
    async () => {
      // A real round trip, so a load balancer stops sending traffic to an instance whose database is gone.
      await options.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: options.kind };
    },
  );
};
