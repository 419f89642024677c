import { FLIGHT_ENDPOINTS, FLIGHT_ORDER_ENDPOINTS, type TFlightPassenger, type TFlightPassengers } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { flightFixture, profileFor } from '../../test/fixtures';
import { orderFixture } from '../../test/order-fixtures';
import { renderApp } from '../../test/render';

const FLIGHT = flightFixture({ totals: { seats: 150, sold: 2, held: 1, free: 147 } });

function traveller(
  id: number,
  orderStatus: TFlightPassenger['orderStatus'],
  lastName: string,
  orderLine: TFlightPassenger['orderLine'] = 'flight',
): TFlightPassenger {
  return {
    id,
    orderId: id + 1000,
    orderLine,
    pnr: `PN${id}`,
    orderStatus,
    agent: { id: 7, name: 'Demo Travel' },
    type: 'adult',
    firstName: 'Test',
    lastName,
    gender: 'male',
    dateOfBirth: '1980-01-01',
    passportNumber: `AN${id}0000`,
    citizenship: 'AM',
    ticketNumber: orderStatus === 'ticketed' ? '5700000000001' : null,
  };
}

const PASSENGERS: TFlightPassengers = {
  flightId: 11,
  classes: [
    {
      id: 21,
      name: 'Y',
      type: 'economy',
      seats: 100,
      sold: 2,
      held: 1,
      free: 97,
      passengers: [
        traveller(301, 'ticketed', 'Ticketed'),
        traveller(302, 'booked', 'Booked'),
        traveller(303, 'hold', 'Held'),
        traveller(304, 'ticketed', 'Packaged', 'package'),
      ],
    },
    { id: 22, name: 'C', type: 'business', seats: 50, sold: 0, held: 0, free: 50, passengers: [] },
  ],
};

function renderFlight(role: 'Admin' | 'Viewer') {
  const stub = stubShellApi(profileFor(role), {
    [routeOf(FLIGHT_ENDPOINTS.get, { id: 11 })]: () => jsonResponse(200, FLIGHT),
    [routeOf(FLIGHT_ENDPOINTS.classes, { id: 11 })]: () =>
      jsonResponse(200, { result: [], count: 0, countCapped: false }),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.flightPassengers, { id: 11 })]: () => jsonResponse(200, PASSENGERS),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.removePassenger, { flightId: 11, passengerId: 302 })]: () =>
      jsonResponse(200, { ...orderFixture({ status: 'booked' }), outcome: 'done' }),
  });
  const rendered = renderApp('/flights/11', { loggedIn: true });
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { ...rendered, callsTo };
}

describe('FlightClassesPage passengers', { timeout: 30_000 }, () => {
  it("lists each class's passengers; the order staff remove a booked or ticketed one with an idempotency key", async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderFlight('Admin');
    const list = await screen.findByTestId('flight-passengers', {}, { timeout: 10_000 });
    expect(list).toHaveTextContent('Class Y · Economy: 2 sold, 1 held, 97 free');
    expect(within(list).getByTestId('flight-class-empty-22')).toHaveTextContent('No passengers in this class.');
    expect(within(list).getByTestId('flight-passenger-remove-301')).toBeInTheDocument();
    expect(within(list).getByTestId('flight-passenger-remove-302')).toBeInTheDocument();
    // A hold is not a sale: it cannot lose a passenger (the transition table).
    expect(within(list).queryByTestId('flight-passenger-remove-303')).not.toBeInTheDocument();
    // A package's traveller leaves through the package, whose page the PNR opens.
    const packaged = within(list).getByTestId('flight-passenger-304');
    expect(within(packaged).queryByTestId('flight-passenger-remove-304')).not.toBeInTheDocument();
    expect(within(packaged).getByRole('link', { name: 'PN304' })).toHaveAttribute('href', '/reservation/package/1304');

    await user.click(within(list).getByTestId('flight-passenger-remove-302'));
    const dialog = await screen.findByTestId('flight-remove-dialog');
    expect(dialog).toHaveTextContent('the order is repriced');
    await user.click(within(dialog).getByTestId('flight-remove-dialog-confirm'));
    await waitFor(() =>
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.removePassenger, { flightId: 11, passengerId: 302 })).toHaveLength(1),
    );
    expect(
      callsTo(FLIGHT_ORDER_ENDPOINTS.removePassenger, { flightId: 11, passengerId: 302 })[0]?.headers.get(
        'idempotency-key',
      ),
    ).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(callsTo(FLIGHT_ORDER_ENDPOINTS.flightPassengers, { id: 11 }).length).toBeGreaterThan(1));
  });

  it('shows Viewer the passengers without remove', async () => {
    renderFlight('Viewer');
    const list = await screen.findByTestId('flight-passengers', {}, { timeout: 10_000 });
    expect(within(list).getByTestId('flight-passenger-301')).toBeInTheDocument();
    expect(within(list).queryByTestId('flight-passenger-remove-301')).not.toBeInTheDocument();
  });
});
