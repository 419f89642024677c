import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDatabase } from '../../db/database';

export const flightReportRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async () => {};
