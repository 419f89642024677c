import { z } from 'zod';

export const ZHealthResponse = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'HealthResponse' });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
