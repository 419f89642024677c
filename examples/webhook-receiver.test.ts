import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SAMPLE_DATA } from '@frs/contract';
import type { TFrsWebhookEvent } from '@frs/client';
import { webhookReceiver } from './webhook-receiver';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const events: { event: TFrsWebhookEvent; id: string; repeated: boolean }[] = [];
const server = webhookReceiver(secret, (event, id, repeated) => events.push({ event, id, repeated }));
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A delivery as the server sends it: the body and the Standard Webhooks headers, signed with `key`. */
function deliver(body: string, id: string, key = secret) {
  const at = new Date();
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(key).sign(id, at, body),
    },
    body,
  });
}

describe('examples/webhook-receiver.ts', () => {
  it('accepts a signed delivery once per webhook-id, and refuses a bad signature with 400', async () => {
    const body = JSON.stringify({
      type: 'balance.low',
      timestamp: new Date().toISOString(),
      data: WEBHOOK_SAMPLE_DATA['balance.low'],
    });
    expect((await deliver(body, 'msg_first')).status).toBe(204);
    expect((await deliver(body, 'msg_first')).status).toBe(204);
    const forged = await deliver(body, 'msg_forged', `whsec_${randomBytes(24).toString('base64')}`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toMatch(/signature/i);
    expect(events.map(({ event, id, repeated }) => [event.type, id, repeated])).toEqual([
      ['balance.low', 'msg_first', false],
      ['balance.low', 'msg_first', true],
    ]);
    expect(events[0]!.event.data).toEqual(WEBHOOK_SAMPLE_DATA['balance.low']);
  });
});
