import { FLIGHT_ORDER_ENDPOINTS, type TFlightOrderListRequest } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { orderListItem, ticketedOrder } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';

const ROWS = [
  orderListItem(51, 'booked', ['bookingToTicketing', 'cancel'], { pnr: 'AAA111', payable: 100_000 }),
  orderListItem(52, 'booked', ['bookingToTicketing', 'cancel'], { pnr: 'BBB222', payable: 250_000 }),
  orderListItem(53, 'booked', ['bookingToTicketing'], { pnr: 'CCC333', payable: 50_000 }),
  // Listed for reading, but this caller may not ticket it.
  orderListItem(54, 'booked', [], { pnr: 'DDD444' }),
];

function renderConfirm() {
  let shortOnce = true;
  const stub = stubShellApi(profileFor('Admin'), {
    [routeOf(FLIGHT_ORDER_ENDPOINTS.list)]: () =>
      jsonResponse(200, { result: ROWS, count: ROWS.length, countCapped: false }),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 51 })]: () =>
      jsonResponse(200, ticketedOrder({ id: 51, pnr: 'AAA111' })),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 52 })]: () => {
      if (shortOnce) {
        shortOnce = false;
        return jsonResponse(409, {
          message: "The agent's balance and credit are not enough",
          code: 'INSUFFICIENT_BALANCE',
        });
      }
      return jsonResponse(200, ticketedOrder({ id: 52, pnr: 'BBB222' }));
    },
    [routeOf(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 53 })]: () =>
      jsonResponse(200, ticketedOrder({ id: 53, pnr: 'CCC333' })),
  });
  const rendered = renderApp('/confirm', { loggedIn: true });
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { ...rendered, callsTo };
}

/** The row checkbox of an order in the grid. */
function rowCheckbox(grid: HTMLElement, id: number): HTMLInputElement {
  const row = grid.querySelector(`[data-id="${id}"]`) as HTMLElement;
  return within(row).getByRole('checkbox') as HTMLInputElement;
}

describe('ConfirmPage', { timeout: 30_000 }, () => {
  it('lists booked orders, soonest departure first; only those the caller may ticket can be chosen', async () => {
    await i18n.changeLanguage('en');
    const { callsTo } = renderConfirm();
    const grid = await screen.findByTestId('confirm-grid', {}, { timeout: 10_000 });
    await within(grid).findByTestId('confirm-link-51', {}, { timeout: 5_000 });
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.list)[0]?.body as TFlightOrderListRequest).toMatchObject({
      statuses: ['booked'],
      sortField: 'firstDepartureAt',
      sortOrder: 'asc',
    });
    expect(within(grid).getByTestId('confirm-one-51')).toBeInTheDocument();
    expect(within(grid).queryByTestId('confirm-one-54')).not.toBeInTheDocument();
    expect(rowCheckbox(grid, 54)).toBeDisabled();
    expect(screen.getByTestId('confirm-bulk')).toBeDisabled();
  });

  it('confirms the chosen orders one by one, lists each result, and retries a failure with the same key', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderConfirm();
    const grid = await screen.findByTestId('confirm-grid', {}, { timeout: 10_000 });
    await within(grid).findByTestId('confirm-link-51', {}, { timeout: 5_000 });
    await user.click(rowCheckbox(grid, 51));
    await user.click(rowCheckbox(grid, 52));
    expect(screen.getByTestId('confirm-selected-count')).toHaveTextContent('2 orders chosen');

    await user.click(screen.getByTestId('confirm-bulk'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('confirm-dialog-pnrs')).toHaveTextContent('AAA111, BBB222');
    expect(dialog).toHaveTextContent('together 3,500.00 AMD');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));

    const results = await screen.findByTestId('confirm-results');
    expect(results).toHaveTextContent('Ticketed: 1, failed: 1');
    expect(within(results).getByTestId('confirm-result-51')).toHaveTextContent('AAA111: ticketed');
    expect(within(results).getByTestId('confirm-result-52')).toHaveTextContent(
      "BBB222: not ticketed: The agent's balance and credit are not enough",
    );
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 53 })).toHaveLength(0);
    const firstKey = callsTo(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 52 })[0]?.headers.get('idempotency-key');
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 51 })[0]?.headers.get('idempotency-key')).not.toBe(
      firstKey,
    );
    // The failed order stays chosen, ready for another try.
    expect(screen.getByTestId('confirm-selected-count')).toHaveTextContent('1 order chosen');

    await user.click(screen.getByTestId('confirm-bulk'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('confirm-results')).toHaveTextContent('Ticketed: 1, failed: 0'));
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 52 })[1]?.headers.get('idempotency-key')).toBe(
      firstKey,
    );
  });

  it('confirms a single order from its row', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderConfirm();
    const grid = await screen.findByTestId('confirm-grid', {}, { timeout: 10_000 });
    await user.click(await within(grid).findByTestId('confirm-one-53', {}, { timeout: 5_000 }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByTestId('confirm-result-53')).toHaveTextContent('CCC333: ticketed');
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { id: 53 })).toHaveLength(1);
  });
});
