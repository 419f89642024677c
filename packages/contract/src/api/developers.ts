import { z } from 'zod';
import { idParam, optionalText, requiredText, ruleMessage, text } from '../validation';

/**
 * Issue 33: a sub-agency's own systems sell our inventory through the API. An agent manages its API keys and webhook
 * endpoints on /developers; a key authenticates `Authorization: Bearer frs_live_…` on the agent's own endpoints within
 * its scopes; webhooks push the agency's events, signed per the Standard Webhooks specification.
 */

// --- API keys ---------------------------------------------------------------------------------------------------------

/**
 * What a key may do. `tickets` is ticketing, which spends the balance (an `orders.write` key holds and books but never
 * charges); `balance.read` the profile's balance and the balance history.
 */
export const API_KEY_SCOPES = [
  'search',
  'orders.read',
  'orders.write',
  'tickets',
  'documents',
  'balance.read',
] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every secret starts so: a leaked one is recognisable (secret scanners), and the server tells it from a login token. */
export const API_KEY_SECRET_PREFIX = 'frs_live_';
/** How much of a secret is kept in clear to show which key it is ("frs_live_Ab3dE"). */
export const API_KEY_DISPLAY_LENGTH = API_KEY_SECRET_PREFIX.length + 6;
export const MAX_API_KEYS = 20;
export const MAX_KEY_CIDRS = 20;
/** How many of a key's calls its screen lists. */
export const KEY_CALLS_SHOWN = 100;

const IPV4_CIDR = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(\/(\d{1,2}))?$/;
const IPV6_CIDR = /^([0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(\/(\d{1,3}))?$/i;

/** An IPv4 or IPv6 address, with an optional prefix length ("203.0.113.0/24", "2001:db8::/32", "198.51.100.7"). */
export function isCidr(value: string): boolean {
  const v4 = IPV4_CIDR.exec(value);
  if (v4) {
    const octetsValid = v4.slice(1, 5).every((octet) => Number(octet) <= 255);
    return octetsValid && (v4[6] === undefined || Number(v4[6]) <= 32);
  }
  const v6 = IPV6_CIDR.exec(value);
  if (!v6 || (value.match(/::/g)?.length ?? 0) > 1) return false;
  return v6[3] === undefined || Number(v6[3]) <= 128;
}

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type TApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const ZApiKey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The secret's first characters, to recognise the key ("frs_live_Ab3dE"). */
    prefix: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    /** Client addresses (CIDR) the key is accepted from; empty: any. */
    allowedCidrs: z.array(z.string()),
    expiresAt: z.string().nullable(),
    status: z.enum(API_KEY_STATUSES),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    lastUsedIp: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.object({ result: z.array(ZApiKey) }).meta({ id: 'ApiKeyList' });

export const ZApiKeyCreateRequest = z
  .strictObject({
    name: requiredText(80),
    scopes: z
      .array(z.enum(API_KEY_SCOPES))
      .min(1)
      .refine((scopes) => new Set(scopes).size === scopes.length, ruleMessage('duplicate')),
    /** An instant in the future (ISO 8601); null or absent: the key never expires. */
    expiresAt: z.iso
      .datetime({ offset: true })
      .nullish()
      .transform((value) => value ?? null),
    allowedCidrs: z
      .array(text().trim().max(64).refine(isCidr, ruleMessage('invalidCidr')))
      .max(MAX_KEY_CIDRS)
      .default([]),
  })
  .meta({ id: 'ApiKeyCreateRequest' });
export type TApiKeyCreateRequest = z.input<typeof ZApiKeyCreateRequest>;

/** The new key with its secret: the only answer that ever carries it (only a hash is stored). */
export const ZApiKeyCreated = ZApiKey.extend({ secret: z.string() }).meta({ id: 'ApiKeyCreated' });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const ZApiKeyCall = z
  .object({
    at: z.string(),
    method: z.string(),
    path: z.string(),
    status: z.number().int(),
    ip: z.string().nullable(),
    durationMs: z.number().int(),
  })
  .meta({ id: 'ApiKeyCall' });
export type TApiKeyCall = z.infer<typeof ZApiKeyCall>;
export const ZApiKeyCalls = z.object({ result: z.array(ZApiKeyCall) }).meta({ id: 'ApiKeyCalls' });

export const ZAgentKeyParams = z.strictObject({ id: idParam(), keyId: idParam() });

// --- Webhooks ---------------------------------------------------------------------------------------------------------

/** The events an endpoint may subscribe to; each carries `productLine` where it is about an order. */
export const WEBHOOK_EVENT_TYPES = [
  'order.held',
  'order.booked',
  'order.ticketed',
  'order.cancelled',
  'order.expired',
  'order.refunded',
  'order.changed',
  'balance.changed',
  'balance.low',
  'flight.changed',
  'approval.decided',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The type of the event "send a test event" delivers; no endpoint subscribes to it, every endpoint may receive it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** How long the secret before a rotation is still signed with, beside the new one. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;
/** How much of a receiver's answer a delivery keeps. */
export const WEBHOOK_RESPONSE_BYTES = 4096;
/** The waits before each retry of a delivery that failed; after the last failure the endpoint is disabled. */
export const WEBHOOK_RETRY_SECONDS = [10, 60, 300, 1800, 7200, 21_600, 86_400] as const;

/**
 * Every delivery's body: the Standard Webhooks shape (`type`, `timestamp`, `data`). `data.productLine` names the
 * product line of an order's event.
 */
export const ZWebhookPayload = z
  .object({
    type: z.string(),
    timestamp: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookPayload' });
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;

export const WEBHOOK_DISABLED_REASONS = ['failures', 'agency'] as const;

export const ZWebhookEndpoint = z
  .object({
    id: z.number().int(),
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    /** Why it is off: the last retry failed (`failures`) or the agency switched it off. */
    disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
    /** The secret's first characters ("whsec_Ab3d"). */
    secretPrefix: z.string(),
    /** Until when the secret before the last rotation is still signed with; null: no old secret. */
    previousSecretExpiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.object({ result: z.array(ZWebhookEndpoint) }).meta({ id: 'WebhookEndpointList' });

/** An https URL; http only for a loopback receiver when the server runs with WEBHOOK_ALLOW_INSECURE=true. */
function webhookUrl() {
  return text()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/[^\s/]+[^\s]*$/i.test(value), ruleMessage('invalidUrl'));
}

const ZEventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .refine((types) => new Set(types).size === types.length, ruleMessage('duplicate'));

export const ZWebhookEndpointCreateRequest = z
  .strictObject({ url: webhookUrl(), description: optionalText(200), eventTypes: ZEventTypes })
  .meta({ id: 'WebhookEndpointCreateRequest' });
export type TWebhookEndpointCreateRequest = z.input<typeof ZWebhookEndpointCreateRequest>;

export const ZWebhookEndpointUpdateRequest = z
  .strictObject({
    url: webhookUrl().optional(),
    description: optionalText(200).optional(),
    eventTypes: ZEventTypes.optional(),
    /** Switch on (also after the retries gave up: its failed deliveries may then be resent) or off. */
    enabled: z.boolean().optional(),
  })
  .meta({ id: 'WebhookEndpointUpdateRequest' });
export type TWebhookEndpointUpdateRequest = z.input<typeof ZWebhookEndpointUpdateRequest>;

/** A new endpoint, or a rotated secret: the only answers that carry the secret. */
export const ZWebhookEndpointCreated = ZWebhookEndpoint.extend({ secret: z.string() }).meta({
  id: 'WebhookEndpointCreated',
});
export type TWebhookEndpointCreated = z.infer<typeof ZWebhookEndpointCreated>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const ZWebhookDelivery = z
  .object({
    id: z.number().int(),
    /** The `webhook-id` header: the same on every attempt and resend of this event. */
    messageId: z.string(),
    eventType: z.string(),
    /** pending: waiting for its (next) attempt; failed: every retry failed, or a 4xx answer. */
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    lastAttemptAt: z.string().nullable(),
    /** The last attempt's time to the answer, in milliseconds. */
    latencyMs: z.number().int().nullable(),
    responseStatus: z.number().int().nullable(),
    /** The first 4 KB of the last answer, or the error that stopped it (timeout, refused, address not allowed). */
    responseBody: z.string().nullable(),
    payload: ZWebhookPayload,
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryQuery = z.strictObject({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  /**
   * Deliveries with a smaller id (the next page of a list sorted newest first); in the range of the ids a delivery's
   * path takes (`idParam`), like every id of the API.
   */
  before: idParam().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZWebhookDeliveryList = z.object({ result: z.array(ZWebhookDelivery) }).meta({ id: 'WebhookDeliveryList' });

export const ZWebhookDeliveryParams = z.strictObject({ id: idParam(), deliveryId: idParam() });

export const ZWebhookResendFailedRequest = z
  .strictObject({ since: z.iso.datetime({ offset: true }) })
  .meta({ id: 'WebhookResendFailedRequest' });
export const ZWebhookResendFailedResponse = z
  .object({ resent: z.number().int() })
  .meta({ id: 'WebhookResendFailedResponse' });

/** Sample `data` of each event type (the guide and docs/API.md show them; the test event sends its own). */
export const WEBHOOK_SAMPLE_DATA: Readonly<Record<TWebhookEventType, Record<string, unknown>>> = {
  'order.held': orderSample('hold'),
  'order.booked': orderSample('booked'),
  'order.ticketed': orderSample('ticketed'),
  'order.cancelled': orderSample('cancelled'),
  'order.expired': orderSample('expired'),
  'order.refunded': orderSample('refunded'),
  'order.changed': { ...orderSample('ticketed'), changed: ['orderDate', 'payable'] },
  'balance.changed': { balance: 125_000_00, creditLimit: 0, currency: 'AMD' },
  'balance.low': { balance: 9_500_00, threshold: 50_000_00, currency: 'AMD' },
  'flight.changed': {
    flightId: 17,
    flightNumber: 'FR 101',
    change: 'retimed',
    departureAt: '2026-12-20T09:30:00Z',
    orderIds: [4211],
  },
  'approval.decided': {
    approvalId: 9,
    kind: 'flightRefund',
    decision: 'approved',
    orderId: 4211,
    productLine: 'flight',
  },
};

function orderSample(status: string): Record<string, unknown> {
  return { orderId: 4211, productLine: 'flight', pnr: 'M3KQ7Z', status, payable: 84_000_00, currency: 'AMD' };
}
