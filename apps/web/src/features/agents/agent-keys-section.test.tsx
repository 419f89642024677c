import { DEVELOPER_ENDPOINTS, USER_ENDPOINTS, type TApiKey } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const KEY: TApiKey = {
  id: 11,
  name: 'Back office',
  prefix: 'frs_live_Zx9yWv',
  scopes: ['orders.read', 'balance.read'],
  allowedCidrs: [],
  expiresAt: '2027-01-01T00:00:00.000Z',
  status: 'active',
  createdAt: '2026-11-29T10:00:00.000Z',
  lastUsedAt: '2026-11-29T11:00:00.000Z',
  lastUsedIp: '198.51.100.7',
  revokedAt: null,
};

function stubAgentPage(role: 'Admin' | 'Viewer') {
  let keys = [KEY];
  const agent = profileFor('user', { userId: 200, companyName: 'Sunny Tours' });
  const stub = stubShellApi(profileFor(role), {
    [routeOf(USER_ENDPOINTS.get, { id: 200 })]: () => jsonResponse(200, agent),
    [routeOf(DEVELOPER_ENDPOINTS.agentKeys, { id: 200 })]: () => jsonResponse(200, { result: keys }),
    [routeOf(DEVELOPER_ENDPOINTS.revokeAgentKey, { id: 200, keyId: 11 })]: () => {
      keys = [{ ...KEY, status: 'revoked', revokedAt: '2026-11-29T12:00:00.000Z' }];
      return jsonResponse(200, keys[0]);
    },
  });
  return stub;
}

describe("an agent's API keys on /agents/:id", { timeout: 30_000 }, () => {
  it('an admin sees them and revokes one after confirming', async () => {
    await i18n.changeLanguage('en');
    const stub = stubAgentPage('Admin');
    const { user } = renderApp('/agents/200', { loggedIn: true });
    const section = await screen.findByTestId('agent-keys-section', {}, { timeout: 10_000 });
    const card = await within(section).findByTestId('api-key-11');
    expect(card).toHaveTextContent('Back office');
    expect(card).toHaveTextContent('Read orders');
    expect(within(card).getByTestId('api-key-11-last-used')).toHaveTextContent('from 198.51.100.7');

    await user.click(within(card).getByTestId('api-key-11-revoke'));
    const dialog = await screen.findByTestId('revoke-key-dialog');
    expect(callsOf(stub.calls, DEVELOPER_ENDPOINTS.revokeAgentKey, { id: 200, keyId: 11 })).toHaveLength(0);
    await user.click(within(dialog).getByTestId('revoke-key-dialog-confirm'));
    expect(await screen.findByTestId('agent-keys-notice')).toHaveTextContent('The key “Back office” is revoked');
    await waitFor(() => expect(screen.getByTestId('api-key-11-status')).toHaveTextContent('Revoked'));
    expect(callsOf(stub.calls, DEVELOPER_ENDPOINTS.revokeAgentKey, { id: 200, keyId: 11 })).toHaveLength(1);
    expect(screen.queryByTestId('api-key-11-revoke')).not.toBeInTheDocument();
  });

  it('a viewer sees them read-only', async () => {
    await i18n.changeLanguage('en');
    stubAgentPage('Viewer');
    renderApp('/agents/200', { loggedIn: true });
    const card = await screen.findByTestId('api-key-11', {}, { timeout: 10_000 });
    expect(within(card).getByTestId('api-key-11-status')).toHaveTextContent('Active');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
