import { z } from 'zod';

export const ZHealthResponse = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'HealthResponse' });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** Readiness: this process can serve requests now, i.e. its database answers (else 503 DATABASE_UNAVAILABLE). */
export const ZReadinessResponse = z
  .object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'ReadinessResponse' });
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;
