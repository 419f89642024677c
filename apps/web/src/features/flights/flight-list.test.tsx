import { addDays, FLIGHT_ENDPOINTS, todayIsoDate, type TFlightListRequest } from '@frs/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { setDateField } from '../../test/date-input';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('the flight list filters', { timeout: 30_000 }, () => {
  it('asks for a range once both of its dates are complete, never with a date being typed', async () => {
    await i18n.changeLanguage('en');
    const { calls } = stubShellApi(profileFor('Admin'), {
      [routeOf(FLIGHT_ENDPOINTS.list)]: () => jsonResponse(200, { result: [], count: 0 }),
    });
    renderApp('/flights', { loggedIn: true });
    const start = await screen.findByTestId('flights-start-date', {}, { timeout: 10_000 });
    const lists = () => callsOf(calls, FLIGHT_ENDPOINTS.list).map((call) => call.body as TFlightListRequest);
    await waitFor(() => expect(lists()).toHaveLength(1));
    expect(lists()[0]).toMatchObject({ startDate: todayIsoDate() });

    // Cleared (as when typing a new date over it): nothing is asked with an empty date.
    setDateField(start, '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lists().every((request) => request.startDate !== '')).toBe(true);
    setDateField(start, addDays(todayIsoDate(), 3));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ startDate: addDays(todayIsoDate(), 3) }));
  });
});
