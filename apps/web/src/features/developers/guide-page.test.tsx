import { DEVELOPER_ENDPOINTS, WEBHOOK_EVENT_TYPES, WEBHOOK_SAMPLE_DATA, type TApiKey } from '@frs/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const KEY: TApiKey = {
  id: 1,
  name: 'Website',
  prefix: 'frs_live_Ab3dEf',
  scopes: ['search'],
  allowedCidrs: [],
  expiresAt: null,
  status: 'active',
  createdAt: '2026-11-29T10:00:00.000Z',
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
};

describe('/developers/guide', { timeout: 30_000 }, () => {
  it('translates the prose, keeps the code, shows every event with its sample and the reader’s setup', async () => {
    stubShellApi(profileFor('user'), {
      [routeOf(DEVELOPER_ENDPOINTS.keys)]: () =>
        jsonResponse(200, { result: [KEY, { ...KEY, id: 2, status: 'revoked' }] }),
      [routeOf(DEVELOPER_ENDPOINTS.webhooks)]: () => jsonResponse(200, { result: [] }),
    });
    await i18n.changeLanguage('ru');
    renderApp('/developers/guide', { loggedIn: true });
    expect(await screen.findByTestId('guide-setup-keys', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Действующих API-ключей: 1')).toBeInTheDocument();
    expect(screen.getByTestId('guide-setup-webhooks')).toHaveTextContent('Адреса вебхука пока нет');
    expect(within(screen.getByTestId('guide-setup-webhooks')).getByRole('link')).toHaveAttribute(
      'href',
      '/developers?tab=webhooks',
    );
    expect(screen.getByRole('heading', { name: 'Проверка подписи' })).toBeInTheDocument();
    // The code is the same in every language; the samples ask for answers in the reader's.
    expect(screen.getByTestId('guide-auth-sample')).toHaveTextContent('Authorization: Bearer frs_live_…');
    expect(screen.getByTestId('guide-auth-sample')).toHaveTextContent('Accept-Language: ru');
    expect(screen.getByTestId('guide-typescript')).toHaveTextContent("import { Webhook } from 'standardwebhooks'");
    expect(screen.getByTestId('guide-python')).toHaveTextContent('secret.removeprefix("whsec_")');
    for (const type of WEBHOOK_EVENT_TYPES) {
      const sample = JSON.parse(screen.getByTestId(`guide-sample-${type}`).textContent ?? '') as unknown;
      expect(sample).toEqual({ type, timestamp: expect.any(String) as string, data: WEBHOOK_SAMPLE_DATA[type] });
    }
    expect(screen.getByTestId('guide-scopes')).toHaveTextContent('tickets');
    expect(screen.getByTestId('guide-openapi')).toHaveAttribute('href', '/api/docs');
    await i18n.changeLanguage('en');
  });
});
