import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  MAX_WEBHOOK_ENDPOINTS,
  ruleMessage,
  WEBHOOK_OLD_SECRET_HOURS,
  type TWebhookEndpoint,
  type TWebhookEndpointCreated,
  type ZWebhookEndpointCreateRequest,
  type ZWebhookEndpointUpdateRequest,
} from '@frs/contract';
import type { z } from 'zod';
import type { TDatabase, TExecutor } from '../../db/database';
import { users, webhookEndpoints } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError, fieldErrors, notFound } from '../../lib/app-error';
import { urlRefusal } from './address-policy';
import { newWebhookSecret, secretPrefixOf } from './signing';

/**
 * An agency's webhook endpoints (/developers). The caller is the agency (permission developers.manage: agents only),
 * so every query is bounded by `agent_id = actor`: another agency's endpoint is a 404, like one that does not exist.
 */

type TEndpointRow = typeof webhookEndpoints.$inferSelect;

export function endpointView(row: TEndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    secretPrefix: secretPrefixOf(row.secret),
    previousSecretExpiresAt:
      row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The agency's own endpoint, or 404. */
export async function ownEndpoint(db: TExecutor, actor: TActor, id: number): Promise<TEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.agentId, actor.userId)));
  if (!row) throw notFound();
  return row;
}

function checkUrl(url: string, allowInsecure: boolean) {
  const refusal = urlRefusal(url, allowInsecure);
  if (refusal) throw fieldErrors({ url: ruleMessage(refusal).message });
}

export async function listEndpoints(options: { db: TDatabase; actor: TActor }) {
  const rows = await options.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.agentId, options.actor.userId))
    .orderBy(asc(webhookEndpoints.id));
  return { result: rows.map(endpointView) };
}

export async function createEndpoint(options: {
  db: TDatabase;
  actor: TActor;
  input: z.output<typeof ZWebhookEndpointCreateRequest>;
  allowInsecure: boolean;
}): Promise<TWebhookEndpointCreated> {
  const { db, actor, input } = options;
  checkUrl(input.url, options.allowInsecure);
  return db.transaction(async (tx) => {
    // The agency's row is the lock that keeps two concurrent registrations from both passing the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.agentId, actor.userId));
    if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError(409, 'WEBHOOK_ENDPOINT_LIMIT', undefined, undefined, {
        params: { n: String(MAX_WEBHOOK_ENDPOINTS) },
      });
    }
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        agentId: actor.userId,
        url: input.url,
        description: input.description ?? null,
        eventTypes: input.eventTypes,
        secret,
      })
      .returning();
    return { ...endpointView(row!), secret };
  });
}

export async function updateEndpoint(options: {
  db: TDatabase;
  actor: TActor;
  id: number;
  input: z.output<typeof ZWebhookEndpointUpdateRequest>;
  allowInsecure: boolean;
}): Promise<TWebhookEndpoint> {
  const { db, actor, id, input } = options;
  if (input.url !== undefined) checkUrl(input.url, options.allowInsecure);
  return db.transaction(async (tx) => {
    await ownEndpoint(tx, actor, id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.description !== undefined ? { description: input.description ?? null } : {}),
        ...(input.eventTypes !== undefined ? { eventTypes: input.eventTypes } : {}),
        ...(input.enabled !== undefined
          ? { enabled: input.enabled, disabledReason: input.enabled ? null : ('agency' as const) }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.agentId, actor.userId)))
      .returning();
    return endpointView(row!);
  });
}

export async function deleteEndpoint(options: { db: TDatabase; actor: TActor; id: number }) {
  const { db, actor, id } = options;
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.agentId, actor.userId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound();
  return { success: true as const };
}

/**
 * A new secret; the one it replaces keeps signing beside it for WEBHOOK_OLD_SECRET_HOURS (deliveries carry both
 * signatures), so the agency can switch its receiver over without losing an event.
 */
export async function rotateSecret(options: {
  db: TDatabase;
  actor: TActor;
  id: number;
}): Promise<TWebhookEndpointCreated> {
  const { db, actor, id } = options;
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: webhookEndpoints.secret,
      previousSecretExpiresAt: sql`now() + make_interval(hours => ${WEBHOOK_OLD_SECRET_HOURS})`,
      updatedAt: new Date(),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.agentId, actor.userId)))
    .returning();
  if (!row) throw notFound();
  return { ...endpointView(row), secret };
}
