import { FLIGHT_ENDPOINTS, FLIGHT_ORDER_ENDPOINTS, MANIFEST_ENDPOINTS, type TFlightClass } from '@frs/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { jsonResponse, routeOf } from '../../test/fetch-mock';
import { flightFixture, profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const FLIGHT = flightFixture({ seatCapacity: 120, totals: { seats: 120, sold: 3, held: 1, free: 116 } });

const PRICE = { surchargeMultiDestination: 0, surchargeLongRange: 0, surchargeShortRange: 0, commission: 0 };

function flightClass(id: number, name: string, type: TFlightClass['type'], seats: number, fare: number): TFlightClass {
  return {
    id,
    flightId: 11,
    name,
    type,
    travelType: 'oneWay',
    seats,
    adminOnly: type === 'business',
    fareRuleId: 7,
    baggageRuleId: 8,
    prices: {
      adult: { ...PRICE, fare, tax: 4550 },
      child: { ...PRICE, fare, tax: 4550 },
      infant: { ...PRICE, fare: 0, tax: 0 },
    },
    sold: 3,
    held: 1,
    free: seats - 4,
  };
}

/** In the server's order, which no column sorts by. */
const CLASSES = [flightClass(21, 'Y', 'economy', 100, 21000), flightClass(22, 'C', 'business', 20, 100000)];

function renderFlight(role: 'Admin' | 'Viewer') {
  stubShellApi(profileFor(role), {
    [routeOf(FLIGHT_ENDPOINTS.get, { id: 11 })]: () => jsonResponse(200, FLIGHT),
    [routeOf(FLIGHT_ENDPOINTS.classes, { id: 11 })]: () =>
      jsonResponse(200, { result: CLASSES, count: CLASSES.length, countCapped: false }),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.flightPassengers, { id: 11 })]: () =>
      jsonResponse(200, { flightId: 11, classes: [] }),
    [routeOf(MANIFEST_ENDPOINTS.get, { id: 11 })]: () => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
  });
  return renderApp('/flights/11', { loggedIn: true });
}

describe('FlightClassesPage classes', { timeout: 30_000 }, () => {
  it("shows every class with its seats, price and the writer's buttons, and sorts them by a clicked title", async () => {
    await i18n.changeLanguage('en');
    const { user } = renderFlight('Admin');
    const table = await screen.findByRole('table', { name: 'Classes: list' }, { timeout: 10_000 });
    const ids = () => Array.from(table.querySelectorAll('tbody tr[data-id]')).map((row) => row.getAttribute('data-id'));
    await within(table).findByText('Y');
    expect(ids()).toEqual(['21', '22']);

    const economy = table.querySelector<HTMLElement>('tr[data-id="21"]')!;
    expect(economy).toHaveTextContent('Economy');
    expect(economy).toHaveTextContent('210.00 + 45.50 EUR');
    expect(within(economy).getByTestId('class-occupancy-21')).toBeInTheDocument();
    expect(within(economy).getByRole('img', { name: 'No' })).toBeInTheDocument();
    expect(within(economy).getByTestId('class-edit-Y')).toHaveAccessibleName('Edit class Y');
    expect(within(economy).getByTestId('class-delete-Y')).toHaveAccessibleName('Delete class Y');
    const business = table.querySelector<HTMLElement>('tr[data-id="22"]')!;
    expect(within(business).getByRole('img', { name: 'Yes' })).toBeInTheDocument();
    expect(business).toHaveTextContent('1,000.00 + 45.50 EUR');

    const seats = within(table).getByRole('columnheader', { name: 'Seats' });
    await user.click(within(seats).getByRole('button', { name: 'Seats' }));
    expect(ids()).toEqual(['22', '21']);
    expect(seats).toHaveAttribute('aria-sort', 'ascending');
    // By the fare as a figure: its text would put "1,000.00" before "210.00".
    const price = within(table).getByRole('columnheader', { name: 'Adult: fare + tax' });
    await user.click(within(price).getByRole('button'));
    expect(ids()).toEqual(['21', '22']);
    await user.click(within(price).getByRole('button'));
    expect(ids()).toEqual(['22', '21']);
    expect(price).toHaveAttribute('aria-sort', 'descending');
    expect(
      within(within(table).getByRole('columnheader', { name: 'Sold / held / free' })).queryByRole('button'),
    ).toBeNull();

    await user.click(within(economy).getByTestId('class-delete-Y'));
    expect(await screen.findByRole('dialog', { name: 'Delete class Y?' })).toBeInTheDocument();
  });

  it('gives Viewer the classes without their buttons', async () => {
    await i18n.changeLanguage('en');
    renderFlight('Viewer');
    const table = await screen.findByRole('table', { name: 'Classes: list' }, { timeout: 10_000 });
    await within(table).findByText('Y');
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByTestId('class-edit-Y')).toBeNull();
    expect(screen.queryByTestId('class-create')).toBeNull();
  });
});
