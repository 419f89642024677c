import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDatabase } from '../../db/database';

export const historyRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async () => {};
