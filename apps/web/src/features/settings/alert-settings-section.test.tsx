import { ALERT_ENDPOINTS, DEFAULT_ALERT_SETTINGS } from '@frs/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf, jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { AlertSettingsSection } from './alert-settings-section';

describe('Alerts section of /settings', () => {
  it('saves the low balance rule and the lead times, with a field error under a wrong input', async () => {
    const { calls } = stubFetch({
      [routeOf(ALERT_ENDPOINTS.settings)]: () => jsonResponse(200, DEFAULT_ALERT_SETTINGS),
      [routeOf(ALERT_ENDPOINTS.editSettings)]: (call) => jsonResponse(200, call.body),
    });
    const { user } = renderWithProviders(<AlertSettingsSection readOnly={false} />);
    const percent = await screen.findByTestId('alert-lowBalancePercent');
    await user.clear(percent);
    await user.type(percent, '2000');
    await user.click(screen.getByTestId('alert-settings-save'));
    expect(await screen.findByText(/1000/)).toBeInTheDocument();
    expect(callsOf(calls, ALERT_ENDPOINTS.editSettings)).toHaveLength(0);

    await user.clear(percent);
    await user.type(percent, '25');
    const amount = screen.getByTestId('alert-lowBalanceAmount');
    await user.clear(amount);
    await user.type(amount, '50000');
    await user.click(screen.getByTestId('alert-settings-save'));
    expect(await screen.findByTestId('alert-settings-notice')).toHaveTextContent(
      'Ծանուցումների կարգավորումները պահպանված են',
    );
    expect(callsOf(calls, ALERT_ENDPOINTS.editSettings)[0]?.body).toEqual({
      ...DEFAULT_ALERT_SETTINGS,
      lowBalancePercent: 25,
      lowBalanceAmount: 5_000_000,
    });
  });

  it('is read-only without the right to change it', async () => {
    stubFetch({ [routeOf(ALERT_ENDPOINTS.settings)]: () => jsonResponse(200, DEFAULT_ALERT_SETTINGS) });
    renderWithProviders(<AlertSettingsSection readOnly />);
    expect(await screen.findByTestId('alert-lowBalancePercent')).toBeDisabled();
    expect(screen.queryByTestId('alert-settings-save')).toBeNull();
  });
});
