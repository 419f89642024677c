import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIL_ENDPOINTS, type TRole } from '@frs/contract';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const SMTP = {
  saved: true,
  host: 'smtp.agency.test',
  port: 587,
  security: 'starttls',
  username: 'robot',
  password: '••••••••',
  fromAddress: 'robot@agency.test',
  fromName: null,
  status: { configured: true, transport: 'smtp-settings' },
};

async function sectionsOf(role: TRole): Promise<string[]> {
  stubShellApi(profileFor(role), { [routeOf(MAIL_ENDPOINTS.smtpSettings)]: () => jsonResponse(200, SMTP) });
  renderApp('/settings', { loggedIn: true });
  await screen.findByTestId('settings-section-company', {}, { timeout: 10_000 });
  return screen.getAllByTestId(/^settings-section-/).map((tab) => tab.getAttribute('data-testid') ?? '');
}

describe('/settings sections per role (spec section 6 and the permission table)', () => {
  it.each([
    [
      'Super Admin',
      [
        'company',
        'tickets',
        'mail',
        'mailTemplates',
        'alerts',
        'approvals',
        'currency',
        'notifications',
        'referenceData',
        'hotels',
        'packages',
      ],
    ],
    [
      'Viewer',
      [
        'company',
        'tickets',
        'mail',
        'mailTemplates',
        'alerts',
        'currency',
        'notifications',
        'referenceData',
        'hotels',
        'packages',
      ],
    ],
    ['Tickets', ['company', 'tickets', 'mailTemplates', 'alerts', 'currency', 'notifications', 'referenceData']],
    ['Hotels', ['company', 'tickets', 'mailTemplates', 'alerts', 'currency', 'notifications', 'hotels']],
    [
      'Packages',
      [
        'company',
        'tickets',
        'mailTemplates',
        'alerts',
        'currency',
        'notifications',
        'referenceData',
        'hotels',
        'packages',
      ],
    ],
  ] as const)('%s', async (role, expected) => {
    expect(await sectionsOf(role)).toEqual(expected.map((key) => `settings-section-${key}`));
  });
});

describe('the Mail tab', () => {
  it('sends the masked password back untouched, and shows the result of a test e-mail', async () => {
    const { calls } = stubShellApi(profileFor('Admin', { email: 'owner@agency.test' }), {
      [routeOf(MAIL_ENDPOINTS.smtpSettings)]: () => jsonResponse(200, SMTP),
      [routeOf(MAIL_ENDPOINTS.editSmtpSettings)]: () => jsonResponse(200, SMTP),
      [routeOf(MAIL_ENDPOINTS.testSmtp)]: () =>
        jsonResponse(200, { delivered: false, error: 'Invalid login: 535 Authentication failed' }),
    });
    const { user } = renderApp('/settings?section=mail', { loggedIn: true });
    const host = await screen.findByTestId('mail-host', {}, { timeout: 10_000 });
    await user.clear(host);
    await user.type(host, 'mail.agency.test');
    await user.click(screen.getByTestId('mail-settings-save'));
    await screen.findByTestId('mail-settings-notice');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      host: 'mail.agency.test',
      password: '••••••••',
    });

    await user.click(screen.getByTestId('mail-test-send'));
    expect(await screen.findByTestId('mail-test-result')).toHaveTextContent('535 Authentication failed');
    expect(callsOf(calls, MAIL_ENDPOINTS.testSmtp)[0]?.body).toMatchObject({
      to: 'owner@agency.test',
      settings: { host: 'mail.agency.test' },
    });
  });

  it('refuses a port out of range under the input', async () => {
    const { calls } = stubShellApi(profileFor('Admin'), {
      [routeOf(MAIL_ENDPOINTS.smtpSettings)]: () => jsonResponse(200, SMTP),
    });
    const { user } = renderApp('/settings?section=mail', { loggedIn: true });
    const port = await screen.findByTestId('mail-port', {}, { timeout: 10_000 });
    await user.clear(port);
    await user.type(port, '70000');
    await user.click(screen.getByTestId('mail-settings-save'));
    expect(await screen.findByText('Առավելագույնը 65535')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('is read-only for Viewer, without a test e-mail', async () => {
    stubShellApi(profileFor('Viewer'), { [routeOf(MAIL_ENDPOINTS.smtpSettings)]: () => jsonResponse(200, SMTP) });
    renderApp('/settings?section=mail', { loggedIn: true });
    expect(await screen.findByTestId('mail-host', {}, { timeout: 10_000 })).toBeDisabled();
    expect(screen.queryByTestId('mail-settings-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mail-test-send')).not.toBeInTheDocument();
  });
});
