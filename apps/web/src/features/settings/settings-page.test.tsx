import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIL_ENDPOINTS, type TRole } from '@frs/contract';
import { i18n } from '../../lib/i18n';
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
  fallback: 'environment',
};

async function sectionsOf(role: TRole): Promise<string[]> {
  stubShellApi(profileFor(role), { [routeOf(MAIL_ENDPOINTS.smtpSettings)]: () => jsonResponse(200, SMTP) });
  renderApp('/settings', { loggedIn: true });
  await screen.findByTestId('settings-section-company', {}, { timeout: 10_000 });
  return screen.getAllByTestId(/^settings-section-/).map((tab) => tab.getAttribute('data-testid') ?? '');
}

describe('/settings sections per role (docs/PRODUCT.md §6 and the permission table)', () => {
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

  it("goes back to the server's settings after a confirmation, and the /agents warning follows", async () => {
    await i18n.changeLanguage('en');
    const ENVIRONMENT = {
      ...SMTP,
      saved: false,
      host: 'env.agency.test',
      username: null,
      password: '',
      fromAddress: 'env@agency.test',
      status: { configured: true, transport: 'environment' },
    };
    let status = { configured: true, transport: 'smtp-settings' };
    const { calls } = stubShellApi(profileFor('Admin'), {
      [routeOf(MAIL_ENDPOINTS.smtpSettings)]: () => jsonResponse(200, SMTP),
      [routeOf(MAIL_ENDPOINTS.removeSmtpSettings)]: () => {
        status = { configured: false, transport: 'none' };
        return jsonResponse(200, { ...ENVIRONMENT, status });
      },
      [routeOf(MAIL_ENDPOINTS.status)]: () => jsonResponse(200, status),
    });
    // /agents first: mail is configured, no warning (its status is cached for minutes).
    const { user } = renderApp('/agents', { loggedIn: true });
    await waitFor(() => expect(callsOf(calls, MAIL_ENDPOINTS.status)).toHaveLength(1), { timeout: 10_000 });
    expect(screen.queryByTestId('mail-not-configured')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('user-menu-button'));
    await user.click(await screen.findByTestId('menu-settings'));
    await user.click(await screen.findByTestId('settings-section-mail', {}, { timeout: 10_000 }));
    await user.click(await screen.findByTestId('mail-use-server', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('mail-use-server-dialog');
    expect(dialog).toHaveTextContent("Mail will go out through the server's own settings (SMTP_* environment)");
    expect(callsOf(calls, MAIL_ENDPOINTS.removeSmtpSettings)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('mail-use-server-dialog-confirm'));
    expect(await screen.findByTestId('mail-settings-notice')).toHaveTextContent(
      "The saved settings were removed: the server's settings apply.",
    );
    expect(callsOf(calls, MAIL_ENDPOINTS.removeSmtpSettings)).toHaveLength(1);
    expect(screen.queryByTestId('mail-use-server-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('mail-host')).toHaveValue('env.agency.test');
    expect(screen.getByTestId('mail-password')).toHaveValue('');
    expect(screen.getByTestId('mail-status')).toHaveTextContent('Mail is not configured');
    expect(screen.queryByTestId('mail-use-server')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('nav-agents'));
    expect(await screen.findByTestId('mail-not-configured', {}, { timeout: 10_000 })).toHaveTextContent(/./);
  });

  it('is read-only for Viewer, without a test e-mail', async () => {
    stubShellApi(profileFor('Viewer'), { [routeOf(MAIL_ENDPOINTS.smtpSettings)]: () => jsonResponse(200, SMTP) });
    renderApp('/settings?section=mail', { loggedIn: true });
    expect(await screen.findByTestId('mail-host', {}, { timeout: 10_000 })).toBeDisabled();
    expect(screen.queryByTestId('mail-settings-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mail-test-send')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mail-use-server')).not.toBeInTheDocument();
  });
});
