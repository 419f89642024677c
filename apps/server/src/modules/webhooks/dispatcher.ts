import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_RETRY_SECONDS, WEBHOOK_TEST_EVENT } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TDatabaseEvents } from '../../db/database-events';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { enqueueMail } from '../mail';
import { sendWebhook, type TSendResult } from './sender';
import { signatureHeader } from './signing';

/** The channel the emitting function (migration 0024) notifies at commit. */
export const WEBHOOK_CHANNEL = 'frs_webhook';

export interface TWebhookDeliveryOptions {
  /** WEBHOOK_ALLOW_INSECURE=true. */
  allowInsecure: boolean;
  /** The waits before each retry (WEBHOOK_RETRY_SECONDS; tests shorten them). */
  retrySeconds?: readonly number[];
  /** A delivery's whole exchange (5 s). */
  timeoutMs?: number;
}

export interface TWebhookDispatcherOptions extends TWebhookDeliveryOptions {
  db: TDatabase;
  events: TDatabaseEvents;
  log: FastifyBaseLogger;
  /** How often due retries (and deliveries whose sender died) are looked for without a notice: 1 s. */
  sweepMs?: number;
  /** Deliveries in flight at once in this process. */
  concurrency?: number;
}

export interface TWebhookDispatcher {
  /** LISTENs on frs_webhook, sweeps every `sweepMs` and sends what is due; main.ts calls it, tests may. */
  start(): Promise<void>;
  /** Stops claiming and waits for the deliveries in flight. */
  stop(): Promise<void>;
  /** Look for due deliveries now. */
  kick(): void;
  /** Sends a delivery this process already holds (a test event) and waits for the outcome. */
  deliverClaimed(id: number): Promise<void>;
}

const TIMEOUT_MS = 5_000;
/** A claim outlives the exchange's timeout by far: a process that dies mid-send frees its deliveries after it. */
const CLAIM_SECONDS = 60;

/**
 * Claims up to `limit` due deliveries for this process. `FOR UPDATE SKIP LOCKED` lets processes claim side by side
 * without waiting on each other or taking the same row; a claimed row is skipped by the others until its
 * `claimed_until`. A delivery is due only if no earlier delivery of the same order to the same endpoint is still
 * pending: one order's events reach an endpoint in their order, a retried one holding back those after it.
 */
async function claimDue(db: TDatabase, limit: number): Promise<number[]> {
  const result = await db.execute(sql`
    update webhook_deliveries set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    where id in (
      select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'pending' and d.next_attempt_at <= now()
        and (d.claimed_until is null or d.claimed_until < now())
        and (e.enabled or d.event_type = ${WEBHOOK_TEST_EVENT})
        and (d.order_id is null or not exists (
          select 1 from webhook_deliveries earlier
          where earlier.endpoint_id = d.endpoint_id and earlier.order_id = d.order_id
            and earlier.status = 'pending' and earlier.id < d.id))
      order by d.id
      limit ${limit}
      for update of d skip locked)
    returning id`);
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
}

/** One attempt of a claimed delivery, and its outcome written back (retry, failure, disabling, the mail). */
export async function attemptDelivery(db: TDatabase, id: number, options: TWebhookDeliveryOptions): Promise<void> {
  const [row] = await db
    .select({
      messageId: webhookDeliveries.messageId,
      eventType: webhookDeliveries.eventType,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
      endpointId: webhookEndpoints.id,
      agentId: webhookEndpoints.agentId,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
      previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
  if (!row) return;
  const body = JSON.stringify(row.payload);
  const now = new Date();
  const result = await sendWebhook({
    url: row.url,
    body,
    headers: {
      'webhook-id': row.messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signatureHeader(row, row.messageId, now, body),
    },
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    allowInsecure: options.allowInsecure,
  });
  await recordOutcome(db, { id, ...row }, result, options.retrySeconds ?? WEBHOOK_RETRY_SECONDS);
}

async function recordOutcome(
  db: TDatabase,
  delivery: { id: number; attempts: number; eventType: string; endpointId: number; agentId: number; url: string },
  result: TSendResult,
  retrySeconds: readonly number[],
) {
  const attempt = delivery.attempts + 1;
  const answer = {
    attempts: attempt,
    lastAttemptAt: sql`now()`,
    latencyMs: result.latencyMs,
    responseStatus: result.status,
    responseBody: result.body,
    claimedUntil: null,
  };
  const isTest = delivery.eventType === WEBHOOK_TEST_EVENT;
  const wait = retrySeconds[attempt - 1];
  await db.transaction(async (tx) => {
    if (result.ok) {
      await tx
        .update(webhookDeliveries)
        .set({ ...answer, status: 'delivered', deliveredAt: sql`now()`, nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    if (result.retryable && !isTest && wait !== undefined) {
      await tx
        .update(webhookDeliveries)
        .set({ ...answer, nextAttemptAt: sql`now() + make_interval(secs => ${wait})` })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    await tx
      .update(webhookDeliveries)
      .set({ ...answer, status: 'failed', nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    // A 4xx (but 408/429) or a refused address is the receiver's answer, not an outage: only the last retry of an
    // outage switches the endpoint off.
    if (!result.retryable || isTest) return;
    const disabled = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failures' })
      .where(and(eq(webhookEndpoints.id, delivery.endpointId), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (disabled.length > 0) await mailDisabled(tx, delivery, result);
  });
}

/** The agency learns that its endpoint was switched off, in its language (mail template 'webhook-disabled'). */
async function mailDisabled(
  tx: Parameters<Parameters<TDatabase['transaction']>[0]>[0],
  delivery: { agentId: number; url: string; attempts: number },
  result: TSendResult,
) {
  const [agent] = await tx
    .select({
      email: users.email,
      language: users.language,
      companyName: users.companyName,
      contactNameSurname: users.contactNameSurname,
    })
    .from(users)
    .where(eq(users.id, delivery.agentId));
  if (!agent) return;
  await enqueueMail(tx, {
    to: agent.email,
    template: 'webhook-disabled',
    language: agent.language,
    payload: {
      name: agent.companyName || agent.contactNameSurname || agent.email,
      url: delivery.url,
      attempts: delivery.attempts + 1,
      lastError: result.status !== null ? `HTTP ${result.status}` : result.body.slice(0, 200),
    },
  });
}

/**
 * The process's dispatcher: woken by the notice of every commit that emitted an event (any process), by a sweep for
 * retries that came due, and by its own finished deliveries (the next event of that order may go now).
 */
export function createWebhookDispatcher(options: TWebhookDispatcherOptions): TWebhookDispatcher {
  const { db, events, log } = options;
  const concurrency = options.concurrency ?? 16;
  const inFlight = new Set<Promise<void>>();
  let pumping: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stopped = false;
  let sweep: NodeJS.Timeout | null = null;

  const launch = (id: number) => {
    const delivery: Promise<void> = attemptDelivery(db, id, options)
      .catch((error: unknown) => log.warn({ err: error, deliveryId: id }, 'webhook delivery failed to record'))
      .finally(() => {
        inFlight.delete(delivery);
        kick();
      });
    inFlight.add(delivery);
  };

  const pump = async () => {
    while (!stopped && inFlight.size < concurrency) {
      const ids = await claimDue(db, concurrency - inFlight.size);
      if (ids.length === 0) return;
      for (const id of ids) launch(id);
    }
  };

  function kick() {
    if (!started || stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = (async () => {
      do {
        again = false;
        await pump();
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log.warn({ err: error }, 'webhook dispatcher could not claim deliveries'))
      .finally(() => {
        pumping = null;
      });
  }

  return {
    start: async () => {
      if (started) return;
      started = true;
      await events.listen(WEBHOOK_CHANNEL, () => kick());
      // Notices sent while the listening connection was down are lost: look at once.
      events.onResume(() => kick());
      sweep = setInterval(kick, options.sweepMs ?? 1_000);
      sweep.unref();
      kick();
    },
    stop: async () => {
      stopped = true;
      if (sweep) clearInterval(sweep);
      await pumping;
      await Promise.all([...inFlight]);
    },
    kick,
    deliverClaimed: async (id) => {
      await attemptDelivery(db, id, options);
      kick();
    },
  };
}
