import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { TFrsWebhookEvent } from '@frs/client';
import {
  API_KEY_SCOPES,
  AUTH_ENDPOINTS,
  DEVELOPER_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  USER_ENDPOINTS,
  ZApiKeyCreated,
  ZFlightOrder,
  ZWebhookEndpointCreated,
  ZLoginResponse,
  ZProfile,
  type TApiKeyScope,
} from '@frs/contract';
import { fetchEndpoint } from '../apps/server/test/endpoint-call';
import { withDemoServer } from '../apps/server/test/server-process';
import { deliveryHandler } from './webhook-receiver';

/**
 * The examples of docs/API.md "Examples" as an agency runs them: `examples/sell-with-api-key.ts` in a process of its
 * own, with a key an agent created, against a started server on the demo data; it must ticket a real order. The
 * agency's webhook endpoint is `examples/webhook-receiver.ts`, which must verify the server's real deliveries of it.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('./sell-with-api-key.ts', import.meta.url));

function runExample(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', EXAMPLE], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function createKey(baseUrl: string, token: string, name: string, scopes: readonly TApiKeyScope[]) {
  const response = await fetchEndpoint(baseUrl, DEVELOPER_ENDPOINTS.createKey, {
    token,
    body: { name, scopes: [...scopes] },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ZApiKeyCreated.parse(await response.json()).secret;
}

async function balanceOf(baseUrl: string, token: string): Promise<number> {
  const response = await fetchEndpoint(baseUrl, USER_ENDPOINTS.profile, { token });
  expect(response.status).toBe(200);
  return ZProfile.parse(await response.json()).balance.currentBalance;
}

describe('examples/sell-with-api-key.ts', () => {
  it('sells with an API key against a started server, and the example receiver verifies its webhooks', async () => {
    // The receiver runs here, on loopback: the server allows it only with WEBHOOK_ALLOW_INSECURE=true.
    // The endpoint's secret is known once it is registered, at the receiver's address: the handler comes then.
    const events: { event: TFrsWebhookEvent; id: string; repeated: boolean }[] = [];
    let handler: RequestListener = (_request, response) => response.writeHead(503).end();
    const receiver = createServer((request, response) => handler(request, response));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
    try {
      await withDemoServer(
        undefined,
        async (baseUrl) => {
          const login = await fetchEndpoint(baseUrl, AUTH_ENDPOINTS.login, {
            body: { email: 'agent@demo.test', password: 'demo1234' },
          });
          expect(login.status).toBe(200);
          const { token } = ZLoginResponse.parse(await login.json());
          const endpoint = await fetchEndpoint(baseUrl, DEVELOPER_ENDPOINTS.createWebhook, {
            token,
            body: { url: receiverUrl, eventTypes: ['order.held', 'order.ticketed'] },
          });
          expect(endpoint.status, await endpoint.clone().text()).toBe(201);
          const { secret } = ZWebhookEndpointCreated.parse(await endpoint.json());
          handler = deliveryHandler(secret, (event, id, repeated) => events.push({ event, id, repeated }));
          await sellAndCheck(baseUrl, token, events);
        },
        { WEBHOOK_ALLOW_INSECURE: 'true' },
      );
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  }, 180_000);
});

/** Runs the sale example with a key of every scope, then with one without `tickets`, and checks what they did. */
async function sellAndCheck(
  baseUrl: string,
  token: string,
  events: readonly { event: TFrsWebhookEvent; id: string; repeated: boolean }[],
) {
  const secret = await createKey(baseUrl, token, 'Website', API_KEY_SCOPES);
  expect(secret).toMatch(/^frs_live_/);
  const balanceBefore = await balanceOf(baseUrl, token);

  const run = await runExample({ FRS_BASE_URL: baseUrl, FRS_API_KEY: secret });
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  const summary = /^PNR (\w{6}) ticket (\d{13}) order (\d+) status ticketed$/m.exec(run.stdout);
  expect(summary, run.stdout).not.toBeNull();
  const [, pnr, ticketNumber, orderId] = summary!;
  const pdf = /^E-ticket (\S+\.pdf) \((\d+) bytes\)$/m.exec(run.stdout);
  expect(pdf, run.stdout).not.toBeNull();
  const file = readFileSync(pdf![1]!);
  rmSync(pdf![1]!);
  expect(file.length).toBe(Number(pdf![2]));
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  // The order as the key reads it back: ticketed, the printed ticket, and the agency charged for it.
  const read = await fetchEndpoint(baseUrl, FLIGHT_ORDER_ENDPOINTS.get, {
    token: secret,
    params: { id: Number(orderId) },
  });
  expect(read.status).toBe(200);
  const order = ZFlightOrder.parse(await read.json());
  expect(order).toMatchObject({ id: Number(orderId), pnr, status: 'ticketed' });
  expect(order.passengers.map((passenger) => passenger.ticketNumber)).toEqual([ticketNumber]);
  expect(order.totals.paid).toBeGreaterThan(0);
  expect(await balanceOf(baseUrl, token)).toBe(balanceBefore - order.totals.paid);

  // Without the `tickets` scope the same script holds a seat but cannot charge: it fails, and says why.
  const noTickets = await createKey(
    baseUrl,
    token,
    'Website without ticketing',
    API_KEY_SCOPES.filter((scope) => scope !== 'tickets'),
  );
  const refused = await runExample({ FRS_BASE_URL: baseUrl, FRS_API_KEY: noTickets });
  expect(refused.code).toBe(1);
  expect(refused.stdout).toMatch(/^Held order \d+/m);
  expect(refused.stderr).toMatch(/^Failed: 403 API_KEY_SCOPE /m);
  expect(await balanceOf(baseUrl, token)).toBe(balanceBefore - order.totals.paid);

  // The agency's receiver verified the server's deliveries of the sale: held, then ticketed, each once.
  const ofOrder = () =>
    events.filter(({ event }) => event.data.orderId === order.id).map(({ event }) => [event.type, event.data.pnr]);
  await expect.poll(ofOrder, { timeout: 15_000 }).toEqual([
    ['order.held', pnr],
    ['order.ticketed', pnr],
  ]);
  expect(events.filter(({ repeated }) => repeated)).toEqual([]);
}
