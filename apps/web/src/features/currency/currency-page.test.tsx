import { CURRENCY_ENDPOINTS, endpointPath } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor, rateRowForToday } from '../../test/fixtures';
import { setDateField } from '../../test/date-input';
import { renderApp } from '../../test/render';

const STATUS = {
  source: 'cba',
  lastAttemptAt: '2026-11-20T09:00:00.000Z',
  lastSuccessAt: '2026-11-20T09:00:00.000Z',
  lastError: null,
  lastRateDate: '2026-11-20',
};

describe('/currency', { timeout: 30_000 }, () => {
  // The route's code (charts, date pickers) takes seconds to import the first time on a busy machine: loaded once
  // here, so that each test waits for the screen's behaviour, not for the import.
  beforeAll(() => import('./currency-page'), 60_000);

  it("shows today's bank and agency rates and the history chart to every role, without the admin part", async () => {
    const { calls } = stubShellApi(profileFor('user'), {
      [routeOf(CURRENCY_ENDPOINTS.rateByRange)]: () =>
        jsonResponse(200, [{ ...rateRowForToday(391.4567, 452.3391), bankRate: { USD: 388.21, EUR: 449.12 } }]),
    });
    renderApp('/currency', { loggedIn: true });
    const usd = await screen.findByTestId('today-rate-usd', {}, { timeout: 15_000 });
    await waitFor(() => expect(usd).toHaveTextContent('USD388.21391.45'));
    expect(screen.getByTestId('today-rate-eur')).toHaveTextContent('EUR449.12452.33');
    expect(await screen.findByTestId('rates-chart')).toBeInTheDocument();
    expect(screen.queryByTestId('rates-fetch-now')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === endpointPath(CURRENCY_ENDPOINTS.rateProviderStatus))).toBe(false);
  });

  it('refuses a period whose end comes before its start, under the input', async () => {
    const { calls } = stubShellApi(profileFor('Viewer'));
    const { user } = renderApp('/currency', { loggedIn: true });
    const start = await screen.findByTestId('rates-start');
    setDateField(start, '2026-12-31');
    await user.click(screen.getByTestId('rates-show'));
    expect(await screen.findByText('Ավարտի ամսաթիվը չի կարող նախորդել սկզբի ամսաթվին')).toBeInTheDocument();
    // The page's own first calls may still be going out on a busy machine: what matters is that the refused period is
    // never asked for.
    const askedFor = calls
      .filter((call) => call.path === endpointPath(CURRENCY_ENDPOINTS.rateByRange))
      .map((call) => (call.body as { startDate?: string }).startDate);
    expect(askedFor).not.toContain('2026-12-31');
  });

  it('lets an admin fetch rates now and shows the server message when the bank cannot be reached', async () => {
    const { calls } = stubShellApi(profileFor('Admin'), {
      [routeOf(CURRENCY_ENDPOINTS.rateProviderStatus)]: () => jsonResponse(200, STATUS),
      [routeOf(CURRENCY_ENDPOINTS.refreshRates)]: () =>
        jsonResponse(502, { message: 'Կենտրոնական բանկը հասանելի չէ', code: 'RATE_PROVIDER_UNAVAILABLE' }),
    });
    const { user } = renderApp('/currency', { loggedIn: true });
    expect(await screen.findByTestId('rate-status-last-rate-date', {}, { timeout: 15_000 })).toHaveTextContent(
      '20.11.2026',
    );
    await user.click(screen.getByTestId('rates-fetch-now'));
    expect(await screen.findByTestId('rate-admin-notice')).toHaveTextContent('Կենտրոնական բանկը հասանելի չէ');
    expect(callsOf(calls, CURRENCY_ENDPOINTS.refreshRates)).toHaveLength(1);
  });

  it('validates a hand-entered rate, then sends it', async () => {
    const { calls } = stubShellApi(profileFor('Super Admin'), {
      [routeOf(CURRENCY_ENDPOINTS.rateProviderStatus)]: () => jsonResponse(200, { ...STATUS, source: 'manual' }),
      [routeOf(CURRENCY_ENDPOINTS.manualRate)]: () => jsonResponse(200, { success: true }),
    });
    const { user } = renderApp('/currency', { loggedIn: true });
    const value = await screen.findByTestId('manual-rate-value');
    await user.type(value, '-5');
    await user.click(screen.getByTestId('manual-rate-save'));
    expect(await screen.findByText('Արժեքը պետք է լինի դրական')).toBeInTheDocument();
    expect(callsOf(calls, CURRENCY_ENDPOINTS.manualRate)).toHaveLength(0);

    await user.clear(value);
    await user.type(value, '401.25');
    await user.click(screen.getByTestId('manual-rate-save'));
    expect(await screen.findByTestId('manual-rate-message')).toHaveTextContent('Փոխարժեքը պահպանվեց');
    const sent = callsOf(calls, CURRENCY_ENDPOINTS.manualRate)[0];
    expect(sent?.body).toMatchObject({ currency: 'USD', bankRate: 401.25 });
    expect(screen.queryByTestId('rates-fetch-now')).not.toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup')).getByTestId('rate-source-manual')).toBeChecked();
  });
});
