import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  ZWebhookPayload,
  type TWebhookEventType,
  type TWebhookPayload,
} from '@frs/contract';

export { WebhookVerificationError };

/** Every event a delivery may carry: the subscribable ones and the test event of /developers. */
export type TFrsWebhookEventType = TWebhookEventType | typeof WEBHOOK_TEST_EVENT;
export const FRS_WEBHOOK_EVENT_TYPES: readonly TFrsWebhookEventType[] = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];

/**
 * A verified delivery's body. `type` is one of the event types this client knows, or a newer one (an endpoint
 * receives only the types it subscribed to, and the test event): a receiver ignores a type it does not handle.
 */
export type TFrsWebhookEvent = Omit<TWebhookPayload, 'type'> & {
  type: TFrsWebhookEventType | (string & NonNullable<unknown>);
};

/** Node's request headers, a fetch Headers, or a plain object: names in any case. */
export type TWebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

function plainHeaders(headers: TWebhookHeaders): Record<string, string> {
  const entries: [string, string][] = [];
  if (headers instanceof Headers) headers.forEach((value, name) => entries.push([name, value]));
  else {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) entries.push([name.toLowerCase(), typeof value === 'string' ? value : value.join(', ')]);
    }
  }
  return Object.fromEntries(entries);
}

/**
 * Checks a delivery as the Standard Webhooks specification says (docs/API.md "Verifying a delivery"): the
 * `webhook-signature` is an HMAC-SHA256 of `${webhook-id}.${webhook-timestamp}.${body}` under the endpoint's secret
 * (`whsec_…`; during a rotation, either secret's signature is accepted), and the timestamp is within 5 minutes of now.
 * `body` must be the raw body as received: parsing and serialising it again changes the bytes signed.
 *
 * Returns the event; throws WebhookVerificationError on a bad signature or timestamp, and on a body that is not an
 * event of this API.
 */
export function verifyWebhook(secret: string, body: string | Buffer, headers: TWebhookHeaders): TFrsWebhookEvent {
  new Webhook(secret).verify(body, plainHeaders(headers), { jsonParse: false });
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString());
  } catch {
    throw new WebhookVerificationError('Not an event of this API');
  }
  const event = ZWebhookPayload.safeParse(payload);
  if (!event.success) throw new WebhookVerificationError('Not an event of this API');
  return event.data;
}
