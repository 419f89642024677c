import { FLIGHT_ORDER_ENDPOINTS, type TFlightOrderListRequest } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { orderFixture, orderListItem } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';

const ROWS = [
  orderListItem(21, 'hold', ['cancelPreOrder', 'book', 'ticket', 'edit']),
  orderListItem(22, 'booked', ['bookingToTicketing', 'cancel', 'split', 'edit']),
  orderListItem(23, 'ticketed', ['split', 'edit']),
  orderListItem(24, 'cancelled', []),
];

function renderList(role: 'user' | 'Admin' | 'Viewer' = 'user', route = '/reservations/flight') {
  const stub = stubShellApi(profileFor(role), {
    [routeOf(FLIGHT_ORDER_ENDPOINTS.list)]: (call) => {
      const request = call.body as TFlightOrderListRequest;
      const rows = request.statuses?.length ? ROWS.filter((row) => request.statuses!.includes(row.status)) : ROWS;
      return jsonResponse(200, { result: rows, count: rows.length, countCapped: false });
    },
    [routeOf(FLIGHT_ORDER_ENDPOINTS.export)]: () =>
      new Response(new Blob(['x']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="flight-orders.xlsx"' },
      }),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, { id: 21 })]: () =>
      jsonResponse(200, orderFixture({ status: 'cancelled', holdExpiresAt: null, operations: [] })),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 22 })]: () =>
      jsonResponse(409, { message: 'Not enough balance', code: 'INSUFFICIENT_BALANCE' }),
  });
  const rendered = renderApp(route, { loggedIn: true });
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { ...rendered, callsTo };
}

describe('ReservationsPage', { timeout: 30_000 }, () => {
  it('lists orders newest first, filters by status chips, and counts down holds and bookings', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderList();
    const grid = await screen.findByTestId('reservations-grid', {}, { timeout: 10_000 });
    await within(grid).findByTestId('order-link-21', {}, { timeout: 5_000 });
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.list)[0]?.body).toEqual({
      page: 0,
      pageSize: 25,
      sortOrder: 'desc',
      sortField: 'createdAt',
      statuses: [],
    });
    expect(within(grid).getByTestId('order-link-21')).toHaveAttribute('href', '/reservation/edit/21');
    expect(within(grid).getByTestId('order-status-21')).toHaveTextContent('On hold');
    expect(within(grid).getByTestId('order-countdown-21')).toHaveTextContent(/^[45]:\d\d$/);
    expect(within(grid).getByTestId('order-countdown-22')).toHaveTextContent(/^3\d:\d\d:\d\d$/);
    expect(within(grid).queryByTestId('order-countdown-23')).not.toBeInTheDocument();
    // Agents see only their own orders: no agent column, no agent filter.
    expect(within(grid).queryByRole('columnheader', { name: 'Agent' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('reservations-agent')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('reservations-status-hold'));
    await user.click(screen.getByTestId('reservations-status-booked'));
    await waitFor(() =>
      expect((callsTo(FLIGHT_ORDER_ENDPOINTS.list).at(-1)?.body as TFlightOrderListRequest).statuses).toEqual([
        'hold',
        'booked',
      ]),
    );
    expect(screen.getByTestId('reservations-status-hold')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(grid).queryByTestId('order-link-23')).not.toBeInTheDocument());
  });

  it('offers per row exactly the quick actions its operations list', async () => {
    await i18n.changeLanguage('en');
    renderList();
    const grid = await screen.findByTestId('reservations-grid', {}, { timeout: 10_000 });
    await within(grid).findByTestId('order-link-21', {}, { timeout: 5_000 });
    const actionsOf = (id: number) =>
      [...grid.querySelectorAll(`[data-testid^="order-action-${id}-"]`)].map((button) =>
        button.getAttribute('data-testid')!.replace(`order-action-${id}-`, ''),
      );
    expect(actionsOf(21)).toEqual(['cancelPreOrder', 'book', 'ticket']);
    expect(actionsOf(22)).toEqual(['bookingToTicketing', 'cancel']);
    expect(actionsOf(23)).toEqual([]);
    expect(actionsOf(24)).toEqual([]);
  });

  it('asks before a quick action, sends it with an idempotency key, and shows a refusal in the dialog', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderList();
    const grid = await screen.findByTestId('reservations-grid', {}, { timeout: 10_000 });
    await user.click(await within(grid).findByTestId('order-action-21-cancelPreOrder', {}, { timeout: 5_000 }));
    const dialog = await screen.findByTestId('operation-dialog-cancelPreOrder');
    expect(dialog).toHaveTextContent('The held seats are released at once.');
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, { id: 21 })).toHaveLength(0);
    await user.click(within(dialog).getByTestId('operation-dialog-cancelPreOrder-confirm'));
    await waitFor(() => expect(screen.queryByTestId('operation-dialog-cancelPreOrder')).not.toBeInTheDocument());
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, { id: 21 })[0]?.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect(screen.getByTestId('reservations-notice')).toHaveTextContent('K7Q2MZ: Cancelled');

    await user.click(within(grid).getByTestId('order-action-22-bookingToTicketing'));
    const ticketing = await screen.findByTestId('operation-dialog-bookingToTicketing');
    await user.click(within(ticketing).getByTestId('operation-dialog-bookingToTicketing-confirm'));
    expect(await within(ticketing).findByTestId('operation-dialog-bookingToTicketing-error')).toHaveTextContent(
      'Not enough balance',
    );
    // A retry of the same action sends the same key: the server answers it once.
    await user.click(within(ticketing).getByTestId('operation-dialog-bookingToTicketing-confirm'));
    await waitFor(() => expect(callsTo(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 22 })).toHaveLength(2));
    const [first, second] = callsTo(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 22 });
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('shows staff the agent and filters by agent', async () => {
    await i18n.changeLanguage('en');
    renderList('Admin');
    const grid = await screen.findByTestId('reservations-grid', {}, { timeout: 10_000 });
    await within(grid).findByTestId('order-link-21', {}, { timeout: 5_000 });
    expect(within(grid).getByRole('columnheader', { name: 'Agent' })).toBeInTheDocument();
    expect(screen.getByTestId('reservations-agent')).toBeInTheDocument();
  });

  it('reads its filters, sort and page from the URL, and exports exactly that list', async () => {
    await i18n.changeLanguage('en');
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    const { user, callsTo } = renderList(
      'Admin',
      '/reservations/flight?statuses=hold,booked&agentId=12&pnr=k7q&sort=pnr&page=2&flightId=5',
    );
    const grid = await screen.findByTestId('reservations-grid', {}, { timeout: 10_000 });
    await within(grid).findByTestId('order-link-21', {}, { timeout: 5_000 });
    const filters = { statuses: ['hold', 'booked'], agentId: 12, pnr: 'K7Q', flightId: 5 };
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.list)[0]?.body).toEqual({
      page: 1,
      pageSize: 25,
      sortOrder: 'asc',
      sortField: 'pnr',
      ...filters,
    });
    expect(screen.getByTestId('reservations-status-booked')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('reservations-pnr')).toHaveValue('k7q');
    expect(screen.getByTestId('reservations-flight-filter')).toBeInTheDocument();

    await user.click(screen.getByTestId('reservations-export'));
    await user.click(await screen.findByTestId('reservations-export-xlsx'));
    await waitFor(() =>
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.export).at(-1)?.body).toEqual({
        sortOrder: 'asc',
        sortField: 'pnr',
        ...filters,
        format: 'xlsx',
      }),
    );

    // A chip's change is a new filter: back to the first page, the export follows it.
    await user.click(screen.getByTestId('reservations-status-hold'));
    await waitFor(() =>
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.list).at(-1)?.body).toMatchObject({ page: 0, statuses: ['booked'] }),
    );
    await user.click(screen.getByTestId('reservations-export'));
    await user.click(await screen.findByTestId('reservations-export-csv'));
    await waitFor(() =>
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.export).at(-1)?.body).toMatchObject({
        statuses: ['booked'],
        format: 'csv',
      }),
    );
  });
});
