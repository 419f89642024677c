import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_SECRET_PREFIX } from '@frs/contract';

/** A new signing secret: `whsec_` and 32 random bytes in base64, the form Standard Webhooks libraries take. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** What the endpoint list shows of a secret ("whsec_Ab3d"). */
export function secretPrefixOf(secret: string): string {
  return secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);
}

/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's secret, and
 * after a rotation, until the old secret expires, a second signature with it, space-separated (Standard Webhooks:
 * a receiver accepts the message if any signature verifies), so a receiver still on the old secret keeps working.
 */
export function signatureHeader(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  messageId: string,
  at: Date,
  body: string,
): string {
  const signatures = [new Webhook(endpoint.secret).sign(messageId, at, body)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at) {
    signatures.push(new Webhook(endpoint.previousSecret).sign(messageId, at, body));
  }
  return signatures.join(' ');
}
