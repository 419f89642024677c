import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  WEBHOOK_TEST_EVENT,
  type TWebhookDelivery,
  type TWebhookPayload,
  type ZWebhookDeliveryQuery,
} from '@frs/contract';
import type { z } from 'zod';
import type { TDatabase } from '../../db/database';
import { webhookDeliveries } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import type { TWebhookDispatcher } from './dispatcher';
import { ownEndpoint } from './endpoints-service';

/** An endpoint's deliveries: the list, a resend, a resend of the failed ones, the test event. */

type TDeliveryRow = typeof webhookDeliveries.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function deliveryView(row: TDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    latencyMs: row.latencyMs,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    payload: row.payload as TWebhookPayload,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first; `before` pages on by id. */
export async function listDeliveries(options: {
  db: TDatabase;
  actor: TActor;
  id: number;
  query: z.output<typeof ZWebhookDeliveryQuery>;
}) {
  const { db, actor, id, query } = options;
  await ownEndpoint(db, actor, id);
  const conditions: SQL[] = [eq(webhookDeliveries.endpointId, id)];
  if (query.status) conditions.push(eq(webhookDeliveries.status, query.status));
  if (query.before !== undefined) conditions.push(lt(webhookDeliveries.id, query.before));
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.id))
    .limit(query.limit);
  return { result: rows.map(deliveryView) };
}

/** Due again at once, with a fresh round of retries; the same `webhook-id`, so a receiver can tell it seen. */
const AGAIN = {
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: sql`now()`,
  claimedUntil: null,
  deliveredAt: null,
};

export async function resendDelivery(options: {
  db: TDatabase;
  actor: TActor;
  id: number;
  deliveryId: number;
  dispatcher: TWebhookDispatcher;
}): Promise<TWebhookDelivery> {
  const { db, actor, id, deliveryId } = options;
  await ownEndpoint(db, actor, id);
  const [row] = await db
    .update(webhookDeliveries)
    .set(AGAIN)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)))
    .returning();
  if (!row) throw notFound();
  options.dispatcher.kick();
  return deliveryView(row);
}

export async function resendFailed(options: {
  db: TDatabase;
  actor: TActor;
  id: number;
  since: string;
  dispatcher: TWebhookDispatcher;
}) {
  const { db, actor, id } = options;
  await ownEndpoint(db, actor, id);
  const rows = await db
    .update(webhookDeliveries)
    .set(AGAIN)
    .where(
      and(
        eq(webhookDeliveries.endpointId, id),
        eq(webhookDeliveries.status, 'failed'),
        gte(webhookDeliveries.createdAt, new Date(options.since)),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  options.dispatcher.kick();
  return { resent: rows.length };
}

/**
 * The test event: a `webhook.test` delivery sent now, by this process (inserted already claimed, so no other process
 * takes it), answered with its outcome. Never retried, and its failure never switches the endpoint off.
 */
export async function sendTestEvent(options: {
  db: TDatabase;
  actor: TActor;
  id: number;
  dispatcher: TWebhookDispatcher;
}): Promise<TWebhookDelivery> {
  const { db, actor, id } = options;
  const endpoint = await ownEndpoint(db, actor, id);
  const payload: TWebhookPayload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { endpointId: endpoint.id, message: 'This is a test event from the Flights Reservation System.' },
  };
  const [inserted] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      messageId: `msg_${randomUUID().replaceAll('-', '')}`,
      eventType: WEBHOOK_TEST_EVENT,
      payload,
      claimedUntil: sql`now() + interval '60 seconds'`,
    })
    .returning({ id: webhookDeliveries.id });
  await options.dispatcher.deliverClaimed(inserted!.id);
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, inserted!.id));
  return deliveryView(row!);
}
