import { SETTINGS_ENDPOINTS, UPLOAD_ENDPOINTS } from '@frs/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys';
import { callsOf, jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { COMPANY_SETTINGS } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CompanySettingsTab } from './company-settings-form';
import { TicketSettingsTab } from './ticket-settings-form';

const TICKET_SETTINGS = {
  ticketPrefix: '575',
  termsHy: 'Պայմաններ',
  termsEn: 'Terms',
  termsRu: 'Условия',
  logoUploadId: null,
  logoUrl: null,
  signatureUploadId: null,
  signatureUrl: null,
  primaryColour: '#33a8ae',
  accentColour: '#1f6f73',
};

describe('Company tab', () => {
  it('saves a changed phone with PUT …/edit and hands the new settings to the footer', async () => {
    const { calls } = stubFetch({
      [routeOf(SETTINGS_ENDPOINTS.company)]: () => jsonResponse(200, COMPANY_SETTINGS),
      [routeOf(SETTINGS_ENDPOINTS.editCompany)]: (call) =>
        jsonResponse(200, { ...COMPANY_SETTINGS, ...(call.body as object), logoUrl: null }),
    });
    const { user, queryClient } = renderWithProviders(<CompanySettingsTab readOnly={false} />);
    const phone = await screen.findByTestId('company-compTelephone');
    await user.clear(phone);
    await user.type(phone, '+374 10 999 999');
    await user.click(screen.getByTestId('company-settings-save'));
    expect(await screen.findByTestId('company-settings-notice')).toHaveTextContent(
      'Ընկերության կարգավորումները պահպանվեցին',
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ compTelephone: '+374 10 999 999', compEmail: COMPANY_SETTINGS.compEmail });
    expect(queryClient.getQueryData<{ compTelephone: string }>(queryKeys.companySettings())?.compTelephone).toBe(
      '+374 10 999 999',
    );
  });

  it('shows field errors under the inputs before calling the server', async () => {
    const { calls } = stubFetch({ [routeOf(SETTINGS_ENDPOINTS.company)]: () => jsonResponse(200, COMPANY_SETTINGS) });
    const { user } = renderWithProviders(<CompanySettingsTab readOnly={false} />);
    const email = await screen.findByTestId('company-compEmail');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByTestId('company-settings-save'));
    expect(await screen.findByText('Սխալ էլ. փոստի հասցե')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('creates the settings with POST when there are none yet', async () => {
    const { calls } = stubFetch({
      [routeOf(SETTINGS_ENDPOINTS.company)]: () => jsonResponse(404, { message: 'Չի գտնվել', code: 'NOT_FOUND' }),
      [routeOf(SETTINGS_ENDPOINTS.createCompany)]: () => jsonResponse(201, COMPANY_SETTINGS),
    });
    const { user } = renderWithProviders(<CompanySettingsTab readOnly={false} />);
    await user.type(await screen.findByTestId('company-compName'), 'Agency');
    await user.type(screen.getByTestId('company-compTelephone'), '+374 10 111111');
    await user.type(screen.getByTestId('company-compEmail'), 'office@agency.test');
    await user.type(screen.getByTestId('company-compAddressEng'), '5 Main St');
    await user.click(screen.getByTestId('company-settings-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });

  it('refuses a logo that is too large or not an image, under the field, without uploading it', async () => {
    const { calls } = stubFetch({ [routeOf(SETTINGS_ENDPOINTS.company)]: () => jsonResponse(200, COMPANY_SETTINGS) });
    const { user } = renderWithProviders(<CompanySettingsTab readOnly={false} />);
    const input = await screen.findByTestId('company-logo-input');
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByTestId('company-logo-message')).toHaveTextContent('Ֆայլը չի կարող գերազանցել 2 ՄԲ-ը');
    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(callsOf(calls, UPLOAD_ENDPOINTS.upload, { kind: 'companyLogo' })).toHaveLength(0);
  });

  it('is read-only for a role that may not change it', async () => {
    stubFetch({ [routeOf(SETTINGS_ENDPOINTS.company)]: () => jsonResponse(200, COMPANY_SETTINGS) });
    renderWithProviders(<CompanySettingsTab readOnly />);
    expect(await screen.findByTestId('company-compName')).toBeDisabled();
    expect(screen.queryByTestId('company-settings-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('company-logo-remove')).not.toBeInTheDocument();
  });
});

describe('Tickets tab', () => {
  it('refuses a prefix that is not three digits and saves a valid one', async () => {
    const { calls } = stubFetch({
      [routeOf(SETTINGS_ENDPOINTS.tickets)]: () => jsonResponse(200, TICKET_SETTINGS),
      [routeOf(SETTINGS_ENDPOINTS.editTickets)]: (call) =>
        jsonResponse(200, { ...TICKET_SETTINGS, ...(call.body as object) }),
    });
    const { user } = renderWithProviders(<TicketSettingsTab readOnly={false} />);
    const prefix = await screen.findByTestId('ticket-prefix');
    await user.clear(prefix);
    await user.type(prefix, '57A');
    await user.click(screen.getByTestId('ticket-settings-save'));
    expect(await screen.findByText('Երեք թվանշան, օրինակ՝ 123')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(prefix);
    await user.type(prefix, '123');
    await user.click(screen.getByTestId('ticket-settings-save'));
    expect(await screen.findByTestId('ticket-settings-notice')).toHaveTextContent(
      'Տոմսերի կարգավորումները պահպանվեցին',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ ticketPrefix: '123' });
  });
});
