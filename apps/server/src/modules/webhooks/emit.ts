import { sql } from 'drizzle-orm';
import type { TWebhookEventType } from '@frs/contract';
import type { TExecutor } from '../../db/database';

/**
 * Emits an event from a service, in its transaction, for what no trigger can see (the low balance alert's threshold):
 * migration 0024's `frs_webhook_emit`, the function the triggers call, so the rows and the notice are the same.
 */
export async function emitWebhookEvent(
  tx: TExecutor,
  event: { agentId: number; type: TWebhookEventType; orderId?: number | null; data: Record<string, unknown> },
): Promise<void> {
  await tx.execute(
    sql`select frs_webhook_emit(${event.agentId}::int, ${event.type}, ${event.orderId ?? null}::int, ${JSON.stringify(event.data)}::jsonb)`,
  );
}
