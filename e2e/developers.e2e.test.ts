import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_KEY_SECRET_PREFIX,
  DEVELOPER_ENDPOINTS,
  USER_ENDPOINTS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
} from '@frs/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, apiStatus } from './support/api';
import { seriousViolations } from './support/axe';
import {
  byTestId,
  expectNoProblems,
  inputByTestId,
  login,
  PHONE_SESSION,
  useBrowser,
  withSession,
} from './support/browser';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();

/** An agency of its own: the endpoint registered here never sees the orders of the other suites' agent. */
const AGENT = 'agent2@demo.test';

interface TReceived {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on 127.0.0.1 (the e2e server runs with WEBHOOK_ALLOW_INSECURE=true): keeps every request. */
function startReceiver(): Promise<{ server: Server; url: string; received: TReceived[] }> {
  const received: TReceived[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/frs-hook`, received });
    });
  });
}

/**
 * The Standard Webhooks signature, written out here (not the server's code): HMAC-SHA256 over
 * `${webhook-id}.${webhook-timestamp}.${body}` with the base64-decoded secret after `whsec_`, one of the
 * space-separated `v1,<base64>` signatures.
 */
function signatureValid(secret: string, { headers, body }: TReceived): boolean {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const signed = `${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`;
  const expected = createHmac('sha256', key).update(signed).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((signature) => {
      const [version, value = ''] = signature.split(',');
      const given = Buffer.from(value, 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** Reads the secret the dialog shows once, and closes the dialog. */
async function takeSecret(page: Page): Promise<string> {
  const dialog = byTestId(page, 'secret-dialog');
  await dialog.waitFor({ state: 'visible' });
  const secret = await byTestId(page, 'secret-value').inputValue();
  await byTestId(page, 'secret-done').click();
  await dialog.waitFor({ state: 'detached' });
  return secret;
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await new Promise((resolve) => receiver.server.close(resolve));
});

describe('developers: API keys and webhooks, end to end', () => {
  it('an agent creates a key (its secret shown once), registers an endpoint and sees a test event delivered', async () => {
    const keyName = `E2E key ${Date.now()}`;
    await withSession(
      browser(),
      async ({ page, problems }) => {
        await login(page, AGENT, DEMO_PASSWORD);
        await byTestId(page, 'nav-developers').click();
        await byTestId(page, 'create-key').click();

        // The key: a name, two scopes, no expiry, any address.
        await inputByTestId(page, 'create-key-name').fill(keyName);
        await byTestId(page, 'create-key-scope-search').check();
        await byTestId(page, 'create-key-scope-balance.read').check();
        await byTestId(page, 'create-key-submit').click();
        await byTestId(page, 'secret-dialog').waitFor({ state: 'visible' });
        await expect.poll(() => byTestId(page, 'secret-warning').textContent()).toBeTruthy();
        await byTestId(page, 'secret-copy').click();
        await byTestId(page, 'secret-copy-result').waitFor({ state: 'visible' });
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        const secret = await takeSecret(page);
        expect(secret.startsWith(API_KEY_SECRET_PREFIX)).toBe(true);
        expect(copied).toBe(secret);

        // Never shown again: not after closing, not after a reload; only its prefix is.
        const card = page.locator('article[data-testid^="api-key-"]', { hasText: keyName });
        await card.waitFor({ state: 'visible' });
        expect(await page.content()).not.toContain(secret);
        await page.reload();
        await card.waitFor({ state: 'visible' });
        expect(await page.content()).not.toContain(secret);
        const prefix = (await card.locator('[data-testid$="-prefix"]').textContent()) ?? '';
        expect(secret.startsWith(prefix.replace('…', ''))).toBe(true);
        // The key copied is the key: it reads the balance.
        expect(await apiStatus(USER_ENDPOINTS.profile, secret)).toBe(200);

        // An endpoint on the receiver, subscribed to an event no other suite causes for this agency.
        await byTestId(page, 'developers-tab-webhooks').click();
        await byTestId(page, 'create-webhook').click();
        await inputByTestId(page, 'create-webhook-url').fill(receiver.url);
        await inputByTestId(page, 'create-webhook-description').fill('E2E receiver');
        await byTestId(page, 'create-webhook-event-approval.decided').check();
        await byTestId(page, 'create-webhook-submit').click();
        const signingSecret = await takeSecret(page);
        expect(signingSecret.startsWith(WEBHOOK_SECRET_PREFIX)).toBe(true);

        const { token } = await apiLogin(AGENT, DEMO_PASSWORD);
        const endpoints = await apiCall(DEVELOPER_ENDPOINTS.webhooks, { token });
        const endpoint = endpoints.result.find((item) => item.url === receiver.url);
        if (!endpoint) throw new Error(`The endpoint ${receiver.url} is not listed: ${JSON.stringify(endpoints)}`);
        try {
          const endpointCard = byTestId(page, `webhook-${endpoint.id}`);
          await endpointCard.waitFor({ state: 'visible' });
          await byTestId(page, `webhook-${endpoint.id}-test`).click();

          // The list shows the test event as delivered (it asks again while the delivery is pending).
          const delivered = page.locator(`[data-testid="deliveries-${endpoint.id}"] tr[data-status="delivered"]`, {
            hasText: WEBHOOK_TEST_EVENT,
          });
          await delivered.first().waitFor({ state: 'visible', timeout: 30_000 });
          expect(await delivered.first().locator('[data-testid$="-response-status"]').textContent()).toBe('200');
          // Opened, the row shows what was sent and the receiver's answer.
          await delivered.first().locator('[data-testid$="-expand"]').click();
          const payload = page.locator(`[data-testid="deliveries-${endpoint.id}"] [data-testid$="-payload"]`).first();
          expect(JSON.parse((await payload.textContent()) ?? '')).toMatchObject({ type: WEBHOOK_TEST_EVENT });
          const answer = page.locator(`[data-testid="deliveries-${endpoint.id}"] [data-testid$="-answer"]`).first();
          expect(await answer.textContent()).toBe('received');
          const violations = await seriousViolations(page);
          expect(violations, violations.join('\n')).toEqual([]);

          // The receiver got it, signed with the secret shown once.
          const got = receiver.received.filter((request) => request.body.includes(WEBHOOK_TEST_EVENT));
          expect(got.length).toBeGreaterThanOrEqual(1);
          const [first] = got;
          expect(JSON.parse(first!.body)).toMatchObject({ type: WEBHOOK_TEST_EVENT });
          expect(signatureValid(signingSecret, first!)).toBe(true);
          const deliveries = await apiCall(DEVELOPER_ENDPOINTS.deliveries, { token, params: { id: endpoint.id } });
          expect(deliveries.result.map((item) => item.messageId)).toContain(first!.headers['webhook-id']);
        } finally {
          // Nothing stays behind for the other suites: the endpoint goes, through the screen.
          await byTestId(page, `webhook-${endpoint.id}-delete`).click();
          await byTestId(page, 'delete-webhook-dialog-confirm').click();
          await byTestId(page, `webhook-${endpoint.id}`).waitFor({ state: 'detached' });
        }

        // Revoked after a confirmation, the key is refused.
        await byTestId(page, 'developers-tab-keys').click();
        await card.locator('[data-testid$="-revoke"]').click();
        await byTestId(page, 'revoke-key-dialog-confirm').click();
        await expect.poll(() => card.locator('[data-testid$="-status"]').getAttribute('data-status')).toBe('revoked');
        await expect.poll(() => apiStatus(USER_ENDPOINTS.profile, secret), { timeout: 5_000 }).toBe(401);
        expectNoProblems(problems);
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
  });

  it('a key is made by keyboard alone on a phone, and the dialogs have no serious accessibility violation', async () => {
    const keyName = `Keyboard ${Date.now()}`;
    await withSession(
      browser(),
      async ({ page, problems }) => {
        await login(page, AGENT, DEMO_PASSWORD);
        await page.goto(appUrl('/developers'));
        await byTestId(page, 'create-key').focus();
        await page.keyboard.press('Enter');
        const name = inputByTestId(page, 'create-key-name');
        await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
        await page.keyboard.type(keyName);
        // Sent without a scope: the message is under the scopes, nothing is created.
        await page.keyboard.press('Enter');
        await byTestId(page, 'create-key-scopes-error').waitFor({ state: 'visible' });
        const formViolations = await seriousViolations(page);
        expect(formViolations, formViolations.join('\n')).toEqual([]);
        // The first scope's box is the next stop after the name; Space ticks it; Enter in the name sends the form.
        await name.focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await expect.poll(() => byTestId(page, 'create-key-scope-search').isChecked()).toBe(true);
        await name.focus();
        await page.keyboard.press('Enter');
        await byTestId(page, 'secret-dialog').waitFor({ state: 'visible' });
        const secretViolations = await seriousViolations(page);
        expect(secretViolations, secretViolations.join('\n')).toEqual([]);
        // "I have stored it" has the focus: Enter closes the dialog.
        await page.keyboard.press('Enter');
        await byTestId(page, 'secret-dialog').waitFor({ state: 'detached' });
        await page.locator('article[data-testid^="api-key-"]', { hasText: keyName }).waitFor({ state: 'visible' });
        const listViolations = await seriousViolations(page);
        expect(listViolations, listViolations.join('\n')).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expectNoProblems(problems);
      },
      PHONE_SESSION,
    );
  });

  it('the guide is there in the app, linked from /developers, and points to the OpenAPI document', async () => {
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, AGENT, DEMO_PASSWORD);
      await page.goto(appUrl('/developers'));
      await byTestId(page, 'developers-guide-link').click();
      await byTestId(page, 'guide-typescript').waitFor({ state: 'visible' });
      expect(await byTestId(page, 'guide-typescript').textContent()).toContain('Webhook');
      expect(await byTestId(page, 'guide-python').textContent()).toContain('hmac.new');
      expect(await byTestId(page, 'guide-openapi').getAttribute('href')).toBe('/api/docs');
      // The sample payloads are the contract's, in the Standard Webhooks shape.
      const sample = JSON.parse((await byTestId(page, 'guide-sample-order.ticketed').textContent()) ?? '') as unknown;
      expect(sample).toMatchObject({ type: 'order.ticketed', data: { productLine: 'flight' } });
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
      expectNoProblems(problems);
    });
  });
});
