import { ALERT_ENDPOINTS, DEFAULT_ALERT_PREFERENCES } from '@frs/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf, jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { AlertPreferencesSection } from './alert-preferences-section';

describe('alert switches on /profile', () => {
  it("switches one channel of one kind off and saves every switch; an agent's low balance is there", async () => {
    const { calls } = stubFetch({
      [routeOf(ALERT_ENDPOINTS.preferences)]: () => jsonResponse(200, DEFAULT_ALERT_PREFERENCES),
      [routeOf(ALERT_ENDPOINTS.editPreferences)]: (call) => jsonResponse(200, call.body),
    });
    const { user } = renderWithProviders(<AlertPreferencesSection role="user" />);
    const mail = await screen.findByTestId('alert-bookingDeadline-mail');
    expect(mail).toBeChecked();
    // A hold's reminder has no mail switch (a mail would come too late).
    expect(screen.queryByTestId('alert-holdDeadline-mail')).toBeNull();
    expect(screen.getByTestId('alert-lowBalance-inApp')).toBeChecked();
    await user.click(mail);
    await waitFor(() => {
      expect(callsOf(calls, ALERT_ENDPOINTS.editPreferences)[0]?.body).toEqual({
        ...DEFAULT_ALERT_PREFERENCES,
        bookingDeadline: { inApp: true, mail: false },
      });
    });
    expect(screen.getByTestId('alert-bookingDeadline-mail')).not.toBeChecked();
    expect(screen.getByTestId('alert-bookingDeadline-inApp')).toBeChecked();
  });

  it('shows staff the deadline reminders only', async () => {
    stubFetch({ [routeOf(ALERT_ENDPOINTS.preferences)]: () => jsonResponse(200, DEFAULT_ALERT_PREFERENCES) });
    renderWithProviders(<AlertPreferencesSection role="Tickets" />);
    expect(await screen.findByTestId('alert-ticketingDeadline-inApp')).toBeInTheDocument();
    expect(screen.queryByTestId('alert-lowBalance-inApp')).toBeNull();
  });
});
