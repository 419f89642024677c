import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_SAMPLE_DATA } from '@frs/contract';
import { verifyWebhook, WebhookVerificationError } from './index';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const body = JSON.stringify({
  type: 'order.ticketed',
  timestamp: '2026-11-29T20:00:00.000Z',
  data: WEBHOOK_SAMPLE_DATA['order.ticketed'],
});

/** The headers a delivery carries, signed by standardwebhooks itself (as the server signs). */
function signed(payload: string, at = new Date(), key = secret) {
  const id = `msg_${randomBytes(8).toString('hex')}`;
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(key).sign(id, at, payload),
  };
}

describe('verifyWebhook', () => {
  it('returns the event of a delivery signed with the secret, from Node or fetch headers', () => {
    const headers = signed(body);
    const event = verifyWebhook(secret, body, headers);
    expect(event).toEqual(JSON.parse(body));
    expect(verifyWebhook(secret, Buffer.from(body), new Headers(headers)).type).toBe('order.ticketed');
    // Node lower-cases header names; a hand-made object may not.
    const upper = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]));
    expect(verifyWebhook(secret, body, upper).data).toEqual(WEBHOOK_SAMPLE_DATA['order.ticketed']);
  });

  it('accepts either signature of a rotation (the header lists both)', () => {
    const old = `whsec_${randomBytes(24).toString('base64')}`;
    const headers = signed(body);
    // One message signed with both secrets: the same id and time, two signatures separated by a space.
    const at = new Date(Number(headers['webhook-timestamp']) * 1000);
    const oldSignature = new Webhook(old).sign(headers['webhook-id'], at, body);
    const both = { ...headers, 'webhook-signature': `${oldSignature} ${headers['webhook-signature']}` };
    expect(verifyWebhook(secret, body, both).type).toBe('order.ticketed');
    expect(verifyWebhook(old, body, both).type).toBe('order.ticketed');
  });

  it('refuses a changed body, another secret, an old timestamp and a body that is not an event', () => {
    const headers = signed(body);
    expect(() => verifyWebhook(secret, body.replace('M3KQ7Z', 'M3KQ7A'), headers)).toThrow(WebhookVerificationError);
    const other = `whsec_${randomBytes(24).toString('base64')}`;
    expect(() => verifyWebhook(other, body, headers)).toThrow(WebhookVerificationError);
    const stale = signed(body, new Date(Date.now() - 6 * 60_000));
    expect(() => verifyWebhook(secret, body, stale)).toThrow(/too old/);
    const notAnEvent = JSON.stringify({ hello: 'world' });
    expect(() => verifyWebhook(secret, notAnEvent, signed(notAnEvent))).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(secret, 'not json', signed('not json'))).toThrow(WebhookVerificationError);
    const { 'webhook-signature': _, ...unsigned } = headers;
    expect(() => verifyWebhook(secret, body, unsigned)).toThrow(WebhookVerificationError);
  });
});
