import {
  DEVELOPER_ENDPOINTS,
  WEBHOOK_SAMPLE_DATA,
  type TApiKey,
  type TApiKeyCreated,
  type TWebhookDelivery,
  type TWebhookEndpoint,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { setDateField } from '../../test/date-input';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const SECRET = 'frs_live_Ab3dEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

const KEY: TApiKey = {
  id: 3,
  name: 'Website',
  prefix: 'frs_live_Ab3dEf',
  scopes: ['search', 'tickets'],
  allowedCidrs: ['203.0.113.0/24'],
  expiresAt: null,
  status: 'active',
  createdAt: '2026-11-29T10:00:00.000Z',
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
};

const ENDPOINT: TWebhookEndpoint = {
  id: 5,
  url: 'https://shop.example/hooks',
  description: 'Back office',
  eventTypes: ['order.ticketed', 'balance.low'],
  enabled: true,
  disabledReason: null,
  secretPrefix: 'whsec_Ab3d',
  previousSecretExpiresAt: null,
  createdAt: '2026-11-29T10:00:00.000Z',
};

function delivery(id: number, overrides: Partial<TWebhookDelivery> = {}): TWebhookDelivery {
  return {
    id,
    messageId: `msg_${id}`,
    eventType: 'order.ticketed',
    status: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    lastAttemptAt: '2026-11-29T10:05:00.000Z',
    latencyMs: 42,
    responseStatus: 200,
    responseBody: 'ok',
    payload: {
      type: 'order.ticketed',
      timestamp: '2026-11-29T10:05:00.000Z',
      data: WEBHOOK_SAMPLE_DATA['order.ticketed'],
    },
    createdAt: '2026-11-29T10:05:00.000Z',
    ...overrides,
  };
}

const agent = () => profileFor('user');

describe('/developers: API keys', { timeout: 30_000 }, () => {
  it('creates a key and shows its secret once: copied, then never on screen again', async () => {
    await i18n.changeLanguage('en');
    let keys: TApiKey[] = [];
    const created: TApiKeyCreated = { ...KEY, secret: SECRET };
    const stub = stubShellApi(agent(), {
      [routeOf(DEVELOPER_ENDPOINTS.keys)]: () => jsonResponse(200, { result: keys }),
      [routeOf(DEVELOPER_ENDPOINTS.createKey)]: () => {
        keys = [KEY];
        return jsonResponse(201, created);
      },
    });
    const { user, queryClient } = renderApp('/developers', { loggedIn: true });
    expect(await screen.findByTestId('api-keys-empty', {}, { timeout: 10_000 })).toHaveTextContent('No API keys yet');

    await user.click(screen.getByTestId('create-key'));
    await user.type(await screen.findByTestId('create-key-name'), 'Website');
    // The ticketing scope says that it spends the balance.
    expect(screen.getByText('Ticket and confirm orders: this spends your balance.')).toBeInTheDocument();
    await user.click(screen.getByTestId('create-key-scope-tickets'));
    await user.click(screen.getByTestId('create-key-scope-search'));
    await user.type(screen.getByTestId('create-key-cidrs'), '203.0.113.0/24{enter}{enter}');
    await user.click(screen.getByTestId('create-key-submit'));

    const secretDialog = await screen.findByTestId('secret-dialog');
    const [call] = callsOf(stub.calls, DEVELOPER_ENDPOINTS.createKey);
    // The scopes in the contract's order, whatever order they were ticked in; blank address lines dropped.
    expect(call?.body).toEqual({
      name: 'Website',
      scopes: ['search', 'tickets'],
      expiresAt: null,
      allowedCidrs: ['203.0.113.0/24'],
    });
    expect(within(secretDialog).getByTestId('secret-value')).toHaveValue(SECRET);
    expect(within(secretDialog).getByTestId('secret-warning')).toHaveTextContent('it is shown only this once');
    await user.click(within(secretDialog).getByTestId('secret-copy'));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(secretDialog).getByTestId('secret-copy-result')).toHaveTextContent('Copied');

    await user.click(within(secretDialog).getByTestId('secret-done'));
    await waitFor(() => expect(screen.queryByTestId('secret-dialog')).not.toBeInTheDocument());
    const card = await screen.findByTestId('api-key-3');
    expect(within(card).getByTestId('api-key-3-prefix')).toHaveTextContent('frs_live_Ab3dEf…');
    expect(within(card).getByTestId('api-key-3-status')).toHaveTextContent('Active');
    expect(within(card).getByTestId('api-key-3-addresses')).toHaveTextContent('203.0.113.0/24');
    // Nothing keeps the secret: not the page, not an input, not the query cache.
    expect(document.body.textContent).not.toContain(SECRET);
    expect(
      [...document.querySelectorAll('input, textarea')].map((input) => (input as HTMLInputElement).value),
    ).not.toContain(SECRET);
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
    ).not.toContain(SECRET);
  });

  it('puts the server’s field errors under their inputs, and asks for a scope before sending', async () => {
    await i18n.changeLanguage('en');
    const stub = stubShellApi(agent(), {
      [routeOf(DEVELOPER_ENDPOINTS.keys)]: () => jsonResponse(200, { result: [KEY] }),
      [routeOf(DEVELOPER_ENDPOINTS.createKey)]: () =>
        jsonResponse(400, {
          message: 'Please check the highlighted fields',
          code: 'VALIDATION_FAILED',
          errors: {
            name: 'A key with this name exists already',
            expiresAt: 'Must be in the future',
            'allowedCidrs.1': 'Not an address or CIDR range',
          },
        }),
    });
    const { user } = renderApp('/developers', { loggedIn: true });
    await user.click(await screen.findByTestId('create-key', {}, { timeout: 10_000 }));
    await user.type(await screen.findByTestId('create-key-name'), 'Website');
    await user.click(screen.getByTestId('create-key-submit'));
    expect(await screen.findByTestId('create-key-scopes-error')).toHaveTextContent('Field is required');
    expect(callsOf(stub.calls, DEVELOPER_ENDPOINTS.createKey)).toHaveLength(0);

    await user.click(screen.getByTestId('create-key-scope-orders.read'));
    setDateField(screen.getByTestId('create-key-expires'), '2020-01-01T10:00');
    await user.type(screen.getByTestId('create-key-cidrs'), '198.51.100.7{enter}10.0.0.0/8');
    await user.click(screen.getByTestId('create-key-submit'));

    const form = screen.getByTestId('create-key-form');
    await waitFor(() => expect(form).toHaveTextContent('A key with this name exists already'));
    const [call] = callsOf(stub.calls, DEVELOPER_ENDPOINTS.createKey);
    expect(call?.body).toMatchObject({
      scopes: ['orders.read'],
      expiresAt: new Date('2020-01-01T10:00').toISOString(),
      allowedCidrs: ['198.51.100.7', '10.0.0.0/8'],
    });
    // Each message is the description of its own input (what a screen reader reads with it).
    const described = (testId: string) => {
      const input = screen.getByTestId(testId);
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    };
    expect(described('create-key-name')).toContain('A key with this name exists already');
    expect(described('create-key-cidrs')).toContain('Not an address or CIDR range');
    expect(form).toHaveTextContent('Must be in the future');
    // Every error found its input: no alert above the form.
    expect(screen.queryByTestId('create-key-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('secret-dialog')).not.toBeInTheDocument();
  });
});

describe('/developers: webhook deliveries', { timeout: 30_000 }, () => {
  it('lists an endpoint’s deliveries, opens one, and asks again after a test event and a resend', async () => {
    await i18n.changeLanguage('en');
    let deliveries: TWebhookDelivery[] = [
      delivery(2, {
        eventType: 'balance.low',
        status: 'failed',
        attempts: 8,
        latencyMs: 5000,
        responseStatus: 503,
        responseBody: 'Service Unavailable',
        payload: {
          type: 'balance.low',
          timestamp: '2026-11-29T10:04:00.000Z',
          data: WEBHOOK_SAMPLE_DATA['balance.low'],
        },
      }),
      delivery(1),
    ];
    const stub = stubShellApi(agent(), {
      [routeOf(DEVELOPER_ENDPOINTS.keys)]: () => jsonResponse(200, { result: [] }),
      [routeOf(DEVELOPER_ENDPOINTS.webhooks)]: () => jsonResponse(200, { result: [ENDPOINT] }),
      [routeOf(DEVELOPER_ENDPOINTS.deliveries, { id: 5 })]: () => jsonResponse(200, { result: deliveries }),
      [routeOf(DEVELOPER_ENDPOINTS.testWebhook, { id: 5 })]: () => {
        const test = delivery(3, {
          eventType: 'webhook.test',
          payload: { type: 'webhook.test', timestamp: '2026-11-29T10:06:00.000Z', data: { test: true } },
        });
        deliveries = [test, ...deliveries];
        return jsonResponse(201, test);
      },
      [routeOf(DEVELOPER_ENDPOINTS.resendDelivery, { id: 5, deliveryId: 2 })]: () => {
        deliveries = deliveries.map((item) =>
          item.id === 2 ? { ...item, status: 'delivered', attempts: 9, responseStatus: 200, responseBody: 'ok' } : item,
        );
        return jsonResponse(
          200,
          deliveries.find((item) => item.id === 2),
        );
      },
    });
    const { user } = renderApp('/developers?tab=webhooks', { loggedIn: true });
    const card = await screen.findByTestId('webhook-5', {}, { timeout: 10_000 });
    expect(within(card).getByTestId('webhook-5-url')).toHaveTextContent('https://shop.example/hooks');
    expect(within(card).getByTestId('webhook-5-enabled')).toBeChecked();

    await user.click(within(card).getByTestId('webhook-5-deliveries-toggle'));
    const failed = await screen.findByTestId('delivery-2');
    expect(failed).toHaveAttribute('data-status', 'failed');
    expect(failed).toHaveTextContent('balance.low');
    expect(within(failed).getByTestId('delivery-2-status')).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('8');
    expect(failed).toHaveTextContent('5000 ms');
    expect(within(failed).getByTestId('delivery-2-response-status')).toHaveTextContent('503');
    expect(screen.getByTestId('delivery-1')).toHaveAttribute('data-status', 'delivered');

    // A row opens to what was sent and the answer.
    await user.click(within(failed).getByTestId('delivery-2-expand'));
    expect(await screen.findByTestId('delivery-2-payload')).toHaveTextContent('"type": "balance.low"');
    expect(screen.getByTestId('delivery-2-answer')).toHaveTextContent('Service Unavailable');

    const listed = () => callsOf(stub.calls, DEVELOPER_ENDPOINTS.deliveries, { id: 5 }).length;
    const before = listed();
    await user.click(within(card).getByTestId('webhook-5-test'));
    expect(await screen.findByTestId('delivery-3')).toHaveTextContent('webhook.test');
    expect(callsOf(stub.calls, DEVELOPER_ENDPOINTS.testWebhook, { id: 5 })).toHaveLength(1);
    expect(listed()).toBeGreaterThan(before);

    await user.click(within(screen.getByTestId('delivery-2')).getByTestId('delivery-2-resend'));
    await waitFor(() => expect(screen.getByTestId('delivery-2')).toHaveAttribute('data-status', 'delivered'));
    expect(callsOf(stub.calls, DEVELOPER_ENDPOINTS.resendDelivery, { id: 5, deliveryId: 2 })).toHaveLength(1);
    expect(screen.getByTestId('deliveries-5-notice')).toHaveTextContent('Sent again.');
  });

  it('asks again on its own while a delivery is pending, and stops once none is', async () => {
    await i18n.changeLanguage('en');
    let answered = 0;
    const stub = stubShellApi(agent(), {
      [routeOf(DEVELOPER_ENDPOINTS.keys)]: () => jsonResponse(200, { result: [] }),
      [routeOf(DEVELOPER_ENDPOINTS.webhooks)]: () =>
        jsonResponse(200, { result: [{ ...ENDPOINT, enabled: false, disabledReason: 'failures' }] }),
      [routeOf(DEVELOPER_ENDPOINTS.deliveries, { id: 5 })]: () => {
        answered += 1;
        const status = answered === 1 ? 'pending' : 'delivered';
        return jsonResponse(200, { result: [delivery(1, { status, attempts: answered - 1 })] });
      },
    });
    const { user } = renderApp('/developers?tab=webhooks', { loggedIn: true });
    const card = await screen.findByTestId('webhook-5', {}, { timeout: 10_000 });
    expect(within(card).getByTestId('webhook-5-disabled-failures')).toHaveTextContent(
      'Switched off after the last retry failed',
    );
    expect(within(card).getByTestId('webhook-5-enabled')).not.toBeChecked();
    await user.click(within(card).getByTestId('webhook-5-deliveries-toggle'));
    expect(await screen.findByTestId('delivery-1')).toHaveAttribute('data-status', 'pending');
    await waitFor(() => expect(screen.getByTestId('delivery-1')).toHaveAttribute('data-status', 'delivered'), {
      timeout: 5_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(callsOf(stub.calls, DEVELOPER_ENDPOINTS.deliveries, { id: 5 })).toHaveLength(2);
  });
});
