import {
  formatMinor,
  FLIGHT_ORDER_ENDPOINTS,
  SEARCH_ENDPOINTS,
  type TOrderDateQuote,
  ORDER_ACTIVITY_ENDPOINTS,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { daysFromToday, roundTripOffer, searchResponse, ticketedOrder } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';

/**
 * The change-of-date dialog shows the server's quote (the order's payable now and after, and what the payer is
 * charged or credited), not prices of its own, and confirms exactly the quoted payable.
 */

const ORDER = ticketedOrder({
  operations: ['changeOrderDate'],
  totals: { ...ticketedOrder().totals, discount: 50_000 },
});
/** The same trip a day later: flights 51 and 152 in classes of the same name. */
const LATER = roundTripOffer('51-52', { outbound: daysFromToday(11), back: daysFromToday(18), adultNet: 90_000 });

function quote(difference: number, shortfall = 0, changeFees: TOrderDateQuote['changeFees'] = []): TOrderDateQuote {
  const { payable, paid } = ORDER.totals;
  return {
    current: { payable, paid },
    next: { payable: payable + difference, paid: paid + difference },
    difference,
    changeFees,
    changeFee: changeFees.reduce((sum, fee) => sum + fee.amount, 0),
    balanceMovement: -difference,
    shortfall,
  };
}

async function openAndChoose(answer: TOrderDateQuote) {
  await i18n.changeLanguage('en');
  const stub = stubShellApi(profileFor('Admin'), {
    [routeOf(FLIGHT_ORDER_ENDPOINTS.get, { id: 21 })]: () => jsonResponse(200, ORDER),
    [routeOf(ORDER_ACTIVITY_ENDPOINTS.flight, { id: 21 })]: () => jsonResponse(200, { history: [], money: [] }),
    [routeOf(SEARCH_ENDPOINTS.flights)]: () => jsonResponse(200, searchResponse([LATER])),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.changeDateQuote, { id: 21 })]: () => jsonResponse(200, answer),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.changeDate, { id: 21 })]: () => jsonResponse(200, ORDER),
  });
  const { user } = renderApp('/reservation/edit/21', { loggedIn: true });
  await user.click(await screen.findByTestId('order-operation-changeOrderDate', {}, { timeout: 10_000 }));
  const dialog = await screen.findByTestId('order-date-dialog');
  await user.click(within(dialog).getByTestId('order-date-search'));
  await user.click(await within(dialog).findByTestId('order-date-offer-51-52'));
  await within(dialog).findByTestId('order-date-quote');
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { user, dialog, callsTo };
}

describe('OrderDateDialog', { timeout: 30_000 }, () => {
  it("shows the order's payable now and after and the charge, and confirms the quoted payable", async () => {
    const { user, dialog, callsTo } = await openAndChoose(quote(1_250_000));
    const shown = within(dialog).getByTestId('order-date-quote');
    // The search's own price of the offer (today's rates, no discount or fees) is nowhere: only the quote's figures.
    expect(dialog).not.toHaveTextContent(formatMinor(LATER.payable));
    expect(shown).toHaveTextContent('Payable now: 3,120.00 AMD');
    expect(shown).toHaveTextContent('Payable after the change: 15,620.00 AMD');
    expect(within(shown).getByTestId('order-date-consequence')).toHaveTextContent(
      'The difference of 12,500.00 AMD is charged to the balance of Demo Travel.',
    );
    const [asked] = callsTo(FLIGHT_ORDER_ENDPOINTS.changeDateQuote, { id: 21 });
    expect(asked?.body).toEqual({
      changes: [
        { segmentId: 41, flightId: 51 },
        { segmentId: 42, flightId: 152 },
      ],
    });
    await user.click(within(dialog).getByTestId('order-date-dialog-submit'));
    await waitFor(() => expect(callsTo(FLIGHT_ORDER_ENDPOINTS.changeDate, { id: 21 })).toHaveLength(1));
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.changeDate, { id: 21 })[0]?.body).toEqual({
      changes: [
        { segmentId: 41, flightId: 51 },
        { segmentId: 42, flightId: 152 },
      ],
      quotedPayable: ORDER.totals.payable + 1_250_000,
    });
  });

  it("shows the fare rule's change fee per passenger, in AMD and in the rule's own terms, within the charge", async () => {
    // Economy Saver: 50 USD a passenger at the order's 400 AMD; the new flights cost 2,500.00 AMD less.
    const fees = [
      { passengerId: 31, name: 'Anna Petrosyan', amount: 2_000_000, fareRule: 'Economy Saver' },
      { passengerId: 32, name: 'Aram Petrosyan', amount: 2_000_000, fareRule: 'Economy Saver' },
    ].map((fee) => ({ ...fee, penalty: { type: 'amount' as const, value: 5_000 }, currency: 'USD' as const }));
    const { dialog } = await openAndChoose(quote(4_000_000 - 250_000, 0, fees));
    const fee = within(dialog).getByTestId('order-date-fee');
    expect(fee).toHaveTextContent('Date change fee under the fare rules: 40,000.00 AMD');
    expect(fee).toHaveTextContent('Anna Petrosyan: 20,000.00 AMD (Economy Saver: 50.00 USD)');
    expect(fee).toHaveTextContent('Aram Petrosyan: 20,000.00 AMD (Economy Saver: 50.00 USD)');
    expect(within(dialog).queryByTestId('order-date-no-fee')).toBeNull();
    expect(within(dialog).getByTestId('order-date-consequence')).toHaveTextContent(
      'The difference of 37,500.00 AMD is charged to the balance of Demo Travel.',
    );
    expect(dialog).not.toHaveTextContent('nothing is charged');
  });

  it('says so when the price stays the same', async () => {
    const { dialog } = await openAndChoose(quote(0));
    expect(within(dialog).getByTestId('order-date-consequence')).toHaveTextContent(
      'The price does not change: nothing is charged or credited.',
    );
    expect(within(dialog).getByTestId('order-date-no-fee')).toHaveTextContent(
      'The fare rules charge no date change fee.',
    );
  });

  it("says by how much the agent's balance falls short, and does not offer to confirm", async () => {
    const { dialog } = await openAndChoose(quote(1_250_000, 250_000));
    expect(within(dialog).getByTestId('order-date-short')).toHaveTextContent(
      'The balance and credit limit of Demo Travel are 2,500.00 AMD short of this change.',
    );
    expect(within(dialog).getByTestId('order-date-dialog-submit')).toBeDisabled();
  });

  it('offers no day before today in the calendar of a new date', async () => {
    await i18n.changeLanguage('en');
    stubShellApi(profileFor('Admin'), {
      [routeOf(FLIGHT_ORDER_ENDPOINTS.get, { id: 21 })]: () => jsonResponse(200, ORDER),
      [routeOf(ORDER_ACTIVITY_ENDPOINTS.flight, { id: 21 })]: () => jsonResponse(200, { history: [], money: [] }),
    });
    const { user } = renderApp('/reservation/edit/21', { loggedIn: true });
    await user.click(await screen.findByTestId('order-operation-changeOrderDate', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('order-date-dialog');
    await user.click(within(dialog).getAllByRole('button', { name: /Choose a date/ })[0]!);
    await screen.findByRole('grid');
    const today = new Date();
    const monthTitle = new RegExp(`${today.toLocaleString('en', { month: 'long' })} ${today.getFullYear()}`, 'i');
    // The order's flights are ten days ahead: go back to this month if the calendar opened on the next.
    for (let step = 0; step < 2 && !screen.queryByText(monthTitle); step += 1) {
      await user.click(screen.getByRole('button', { name: /Previous month/ }));
    }
    expect(await screen.findByText(monthTitle)).toBeInTheDocument();
    const grid = screen.getByRole('grid');
    expect(within(grid).getByRole('gridcell', { name: String(today.getDate()) })).toBeEnabled();
    for (let day = 1; day < today.getDate(); day += 1) {
      expect(within(grid).getByRole('gridcell', { name: String(day) }), `day ${day}`).toBeDisabled();
    }
  });
});
