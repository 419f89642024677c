import { HOTEL_ORDER_ENDPOINTS, HOTELS, FLIGHT_ORDER_ENDPOINTS, resourceEndpoints } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { setDateField } from '../../../test/date-input';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { hotelOrderFixture, hotelOrderListItem } from './hotel-order-fixtures';

const ROWS = [
  hotelOrderListItem(21, 'hold', ['cancelPreOrder', 'book', 'ticket', 'edit']),
  hotelOrderListItem(22, 'booked', ['ticketing', 'cancel', 'edit'], {
    guests: ['SARGSYAN Lilit', 'SARGSYAN Davit'],
    rooms: 2,
  }),
  hotelOrderListItem(23, 'ticketed', ['edit']),
  hotelOrderListItem(24, 'cancelled', []),
];

const HOTEL_RECORD = {
  id: 3,
  providerId: 1,
  name: 'Ani Plaza',
  city: 'Yerevan',
  country: 'Armenia',
  category: 4,
  address: '19 Sayat-Nova Ave',
  description: { hy: '', en: '', ru: '' },
  photoUploadIds: [],
};

function renderList(role: 'user' | 'Admin' = 'user', route = '/reservations/hotel') {
  const stub = stubShellApi(profileFor(role), {
    [routeOf(HOTEL_ORDER_ENDPOINTS.list)]: (call) => {
      const statuses = call.query.get('statuses')?.split(',') ?? [];
      const rows = statuses.length ? ROWS.filter((row) => statuses.includes(row.status)) : ROWS;
      return jsonResponse(200, { result: rows, count: rows.length, countCapped: false });
    },
    [routeOf(FLIGHT_ORDER_ENDPOINTS.list)]: () => jsonResponse(200, { result: [], count: 0, countCapped: false }),
    [routeOf(resourceEndpoints(HOTELS).list)]: () =>
      jsonResponse(200, { result: [HOTEL_RECORD], count: 1, countCapped: false }),
    [routeOf(resourceEndpoints(HOTELS).get, { id: 3 })]: () => jsonResponse(200, HOTEL_RECORD),
    [routeOf(HOTEL_ORDER_ENDPOINTS.order)]: () =>
      jsonResponse(200, hotelOrderFixture({ id: 21, pnr: 'HTL21', status: 'ticketed', operations: [] })),
    [routeOf(HOTEL_ORDER_ENDPOINTS.cancel, { id: 22 })]: () =>
      jsonResponse(409, { message: 'The order is no longer booked', code: 'ORDER_STATUS_CONFLICT' }),
  });
  const rendered = renderApp(route, { loggedIn: true });
  const listCalls = () => callsOf(stub.calls, HOTEL_ORDER_ENDPOINTS.list);
  const lastQuery = () => Object.fromEntries(listCalls().at(-1)?.query ?? []);
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { ...rendered, listCalls, lastQuery, callsTo };
}

async function gridWithRows() {
  const grid = await screen.findByTestId('hotel-reservations-grid', {}, { timeout: 10_000 });
  await within(grid).findByTestId('hotel-order-link-21', {}, { timeout: 5_000 });
  return grid;
}

describe('HotelReservationsPage', { timeout: 30_000 }, () => {
  it('lists hotel orders newest first with status chips, countdowns and links to each order', async () => {
    await i18n.changeLanguage('en');
    const { listCalls } = renderList();
    const grid = await gridWithRows();
    expect(Object.fromEntries(listCalls()[0]!.query)).toEqual({
      page: '0',
      pageSize: '25',
      sortOrder: 'desc',
      sortField: 'createdAt',
    });
    expect(within(grid).getByTestId('hotel-order-link-21')).toHaveAttribute('href', '/reservation/hotel/21');
    expect(within(grid).getByTestId('hotel-order-status-21')).toHaveTextContent('On hold');
    // Issue 31: a paid stay is confirmed in the chip and in the status filter alike.
    expect(within(grid).getByTestId('hotel-order-status-23')).toHaveTextContent('Confirmed');
    expect(screen.getByTestId('hotel-reservations-status-ticketed')).toHaveTextContent('Confirmed');
    expect(within(grid).getByTestId('hotel-order-countdown-21')).toHaveTextContent(/^[45]:\d\d$/);
    expect(within(grid).getByTestId('hotel-order-countdown-22')).toHaveTextContent(/^3\d:\d\d:\d\d$/);
    expect(within(grid).queryByTestId('hotel-order-countdown-23')).not.toBeInTheDocument();
    expect(within(grid).queryByTestId('hotel-order-countdown-24')).not.toBeInTheDocument();
    const hotel = within(grid).getByTestId('hotel-order-hotel-21');
    expect(hotel).toHaveTextContent('Ani Plaza');
    expect(hotel).toHaveTextContent('Yerevan');
    expect(within(hotel).getByRole('img', { name: '4-star' })).toHaveTextContent('★★★★');
    const bookedRow = grid.querySelector('[data-id="22"]')!;
    expect(bookedRow).toHaveTextContent('SARGSYAN Lilit, SARGSYAN Davit');
    expect(bookedRow).toHaveTextContent('Rooms: 2');
    expect(bookedRow).toHaveTextContent(/nights: 3/);
    // Agents see only their own orders: no agent column, no agent filter.
    expect(within(grid).queryByRole('columnheader', { name: 'Agent' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('hotel-reservations-agent')).not.toBeInTheDocument();
    // Quick actions: exactly the simple operations each row lists.
    const actionsOf = (id: number) =>
      [...grid.querySelectorAll(`[data-testid^="hotel-order-action-${id}-"]`)].map((button) =>
        button.getAttribute('data-testid')!.replace(`hotel-order-action-${id}-`, ''),
      );
    expect(actionsOf(21)).toEqual(['cancelPreOrder', 'book', 'ticket']);
    expect(actionsOf(22)).toEqual(['ticketing', 'cancel']);
    expect(actionsOf(23)).toEqual([]);
  });

  it('sends every filter as the query parameters of the list call', { timeout: 60_000 }, async () => {
    await i18n.changeLanguage('en');
    const { user, lastQuery } = renderList();
    const grid = await gridWithRows();

    await user.click(screen.getByTestId('hotel-reservations-status-hold'));
    await user.click(screen.getByTestId('hotel-reservations-status-booked'));
    await waitFor(() => expect(lastQuery().statuses).toBe('hold,booked'));
    expect(screen.getByTestId('hotel-reservations-status-hold')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(grid).queryByTestId('hotel-order-link-23')).not.toBeInTheDocument());

    // Pasted, not typed key by key: every key would re-render the grid, and the query is what is under test.
    await user.click(screen.getByTestId('hotel-reservations-pnr'));
    await user.paste('htl21');
    await user.click(screen.getByTestId('hotel-reservations-guest'));
    await user.paste(' Petrosyan ');
    await waitFor(() => expect(lastQuery()).toMatchObject({ pnr: 'HTL21', guestName: 'Petrosyan' }));

    await user.click(screen.getByTestId('hotel-reservations-hotel'));
    await user.click(await screen.findByTestId('hotel-reservations-hotel-option-3'));
    await waitFor(() => expect(lastQuery().hotelId).toBe('3'));

    setDateField(screen.getByTestId('hotel-reservations-check-in-from'), '2026-12-01');
    setDateField(screen.getByTestId('hotel-reservations-check-in-to'), '2026-12-31');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: '0',
        pageSize: '25',
        sortOrder: 'desc',
        sortField: 'createdAt',
        statuses: 'hold,booked',
        hotelId: '3',
        pnr: 'HTL21',
        guestName: 'Petrosyan',
        checkInFrom: '2026-12-01',
        checkInTo: '2026-12-31',
      }),
    );
  });

  it('shows staff the agent column and filter', async () => {
    await i18n.changeLanguage('en');
    renderList('Admin');
    const grid = await gridWithRows();
    expect(within(grid).getByRole('columnheader', { name: 'Agent' })).toBeInTheDocument();
    expect(screen.getByTestId('hotel-reservations-agent')).toBeInTheDocument();
  });

  it('runs a quick action with an idempotency key and keeps a refusal in its dialog', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderList();
    const grid = await gridWithRows();

    await user.click(within(grid).getByTestId('hotel-order-action-21-ticket'));
    const confirm = await screen.findByTestId('hotel-operation-dialog-ticket');
    expect(confirm).toHaveTextContent('Confirm HTL21?');
    await user.click(within(confirm).getByTestId('hotel-operation-dialog-ticket-confirm'));
    await waitFor(() => expect(screen.queryByTestId('hotel-operation-dialog-ticket')).not.toBeInTheDocument());
    const [order] = callsTo(HOTEL_ORDER_ENDPOINTS.order);
    expect(order?.body).toEqual({ orderId: 21, mode: 'ticketing' });
    expect(order?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByTestId('hotel-reservations-notice')).toHaveTextContent('HTL21: Confirmed');

    await user.click(within(grid).getByTestId('hotel-order-action-22-cancel'));
    const cancel = await screen.findByTestId('hotel-operation-dialog-cancel');
    await user.click(within(cancel).getByTestId('hotel-operation-dialog-cancel-confirm'));
    expect(await within(cancel).findByTestId('hotel-operation-dialog-cancel-error')).toHaveTextContent(
      'The order is no longer booked',
    );
  });

  it('puts Flights and Hotels tabs above both lists, as links', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderList('user', '/reservations/flight');
    const hotels = await screen.findByTestId('reservation-tab-hotel', {}, { timeout: 10_000 });
    expect(screen.getByTestId('reservation-tab-flight')).toHaveAttribute('aria-current', 'page');
    expect(hotels).toHaveAttribute('href', '/reservations/hotel');
    expect(hotels).not.toHaveAttribute('aria-current');

    // Keyboard: focus the current tab, move to Hotels with the arrow key and follow it with Enter.
    screen.getByTestId('reservation-tab-flight').focus();
    await user.keyboard('{ArrowRight}');
    expect(hotels).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reservations/hotel'));
    await gridWithRows();
    expect(screen.getByTestId('reservation-tab-hotel')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('reservation-tab-flight')).toHaveAttribute('href', '/reservations/flight');
  });
});
