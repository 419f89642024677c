import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_SCOPES,
  AUTH_ENDPOINTS,
  DEVELOPER_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  USER_ENDPOINTS,
  ZApiKeyCreated,
  ZFlightOrder,
  ZLoginResponse,
  ZProfile,
  type TApiKeyScope,
} from '@frs/contract';
import { fetchEndpoint } from '../apps/server/test/endpoint-call';
import { withDemoServer } from '../apps/server/test/server-process';

/**
 * The example of docs/API.md "Examples" as an agency runs it: `examples/sell-with-api-key.ts` in a process of its
 * own, with a key an agent created, against a started server on the demo data. It must ticket a real order.
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
  it('searches, holds, tickets and downloads the e-ticket with an API key against a started server', async () => {
    await withDemoServer(undefined, async (baseUrl) => {
      const login = await fetchEndpoint(baseUrl, AUTH_ENDPOINTS.login, {
        body: { email: 'agent@demo.test', password: 'demo1234' },
      });
      expect(login.status).toBe(200);
      const { token } = ZLoginResponse.parse(await login.json());
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
    });
  }, 180_000);
});
