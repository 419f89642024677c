import { addDays, FLIGHT_ENDPOINTS, todayIsoDate, type TFlightListRequest } from '@frs/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { setDateField } from '../../test/date-input';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('the flight list', { timeout: 30_000 }, () => {
  it('asks for a range once both of its dates are complete, never with a date being typed', async () => {
    await i18n.changeLanguage('en');
    const { calls } = stubShellApi(profileFor('Admin'), {
      [routeOf(FLIGHT_ENDPOINTS.list)]: () => jsonResponse(200, { result: [], count: 0, countCapped: false }),
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

  it('reads its period, classes, sort and page from the URL, and exports exactly that list', async () => {
    await i18n.changeLanguage('en');
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    const { calls } = stubShellApi(profileFor('Viewer'), {
      [routeOf(FLIGHT_ENDPOINTS.list)]: () => jsonResponse(200, { result: [], count: 60, countCapped: false }),
      [routeOf(FLIGHT_ENDPOINTS.export)]: () =>
        new Response(new Blob(['x']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="flights.xlsx"' },
        }),
    });
    const { user } = renderApp(
      '/flights?startDate=2031-05-01&endDate=2031-05-31&classes=y,c&sort=-flightNumber&page=2',
      {
        loggedIn: true,
      },
    );
    await screen.findByTestId('flights-start-date', {}, { timeout: 10_000 });
    await waitFor(() => expect(callsOf(calls, FLIGHT_ENDPOINTS.list)).toHaveLength(1));
    expect(callsOf(calls, FLIGHT_ENDPOINTS.list)[0]?.body).toEqual({
      startDate: '2031-05-01',
      endDate: '2031-05-31',
      classes: ['Y', 'C'],
      page: 1,
      pageSize: 25,
      sortField: 'flightNumber',
      sortOrder: 'desc',
    });
    expect(screen.getByTestId('flights-classes')).toHaveValue('y,c');
    await user.click(screen.getByTestId('flights-export'));
    await user.click(await screen.findByTestId('flights-export-csv'));
    await waitFor(() => expect(callsOf(calls, FLIGHT_ENDPOINTS.export)).toHaveLength(1));
    expect(callsOf(calls, FLIGHT_ENDPOINTS.export)[0]?.body).toEqual({
      startDate: '2031-05-01',
      endDate: '2031-05-31',
      classes: ['Y', 'C'],
      sortField: 'flightNumber',
      sortOrder: 'desc',
      format: 'csv',
    });
  });
});
