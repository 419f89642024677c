import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TApiKeyScope, TWebhookDeliveryStatus, TWebhookEventType } from '@frs/contract';
import { createdAt, updatedAt } from './columns';
import { users } from './core';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An agency's API keys (issue 33, modules/api-keys). Only the secret's SHA-256 is stored (a secret is 32 random
 * bytes, so a fast hash is enough: nothing to brute-force), with its first characters for display. A change of a
 * key's scopes, addresses, expiry or revocation is announced on the channel `frs_api_key` (migration 0023), so that
 * every process forgets its cached copy at once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes').array().$type<TApiKeyScope[]>().notNull(),
    allowedCidrs: text('allowed_cidrs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: instant('expires_at'),
    createdAt: createdAt(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    revokedAt: instant('revoked_at'),
    revokedById: integer('revoked_by_id').references(() => users.id),
    lastUsedAt: instant('last_used_at'),
    lastUsedIp: text('last_used_ip'),
  },
  (table) => [index('api_keys_agent_idx').on(table.agentId, table.createdAt)],
);

/** Every call made with a key (method, path, status, time); its screen lists the last 100, a job prunes the rest. */
export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    at: instant('at').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    ip: text('ip'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('api_key_calls_key_idx').on(table.keyId, table.id)],
);

/**
 * An agency's webhook endpoints (issue 33, modules/webhooks). The signing secret is kept in clear (HMAC needs it); after a rotation the previous
 * one signs too until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    description: text('description'),
    eventTypes: text('event_types').array().$type<TWebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: instant('previous_secret_expires_at'),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason').$type<'failures' | 'agency'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhook_endpoints_agent_idx').on(table.agentId)],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction of the change (migration 0024's triggers),
 * delivered at least once, in order per order id, retried on the schedule of WEBHOOK_RETRY_SECONDS.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header ("msg_…"): the same on every attempt and resend. */
    messageId: text('message_id').notNull().unique(),
    eventType: text('event_type').notNull(),
    /** The order the event is about: deliveries of one order go out in id order. */
    orderId: integer('order_id'),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<TWebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').defaultNow(),
    /** A process sending it holds it until then (a crash mid-send frees it). */
    claimedUntil: instant('claimed_until'),
    lastAttemptAt: instant('last_attempt_at'),
    deliveredAt: instant('delivered_at'),
    latencyMs: integer('latency_ms'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_order_idx')
      .on(table.endpointId, table.orderId, table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);
