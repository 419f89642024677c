import {
  addDays,
  FLIGHT_ORDER_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  SEARCH_ENDPOINTS,
  todayIsoDate,
  type TBookingDefaults,
  type TSearchRequest,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { AIRLINE, daysFromToday, OTHER_AIRLINE, roundTripOffer, searchResponse } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';
import { readCheckoutDraft, SEARCH_STORAGE_KEYS } from '../search-storage';

const AIRPORTS = [
  { id: 1, iataCode: 'EVN', name: 'Zvartnots', city: 'Yerevan', country: 'Armenia', timeZone: 'Asia/Yerevan' },
  { id: 2, iataCode: 'CDG', name: 'Charles de Gaulle', city: 'Paris', country: 'France', timeZone: 'Europe/Paris' },
];

const airportHandlers = {
  [routeOf(REFERENCE_ENDPOINTS['airports.list'])]: () =>
    jsonResponse(200, { result: AIRPORTS, count: AIRPORTS.length, countCapped: false }),
  [routeOf(REFERENCE_ENDPOINTS['airports.get'], { id: 1 })]: () => jsonResponse(200, AIRPORTS[0]),
  [routeOf(REFERENCE_ENDPOINTS['airports.get'], { id: 2 })]: () => jsonResponse(200, AIRPORTS[1]),
};

const LAST_SEARCH: TSearchRequest = {
  travelType: 'roundTrip',
  legs: [
    { fromAirportId: 1, toAirportId: 2, date: daysFromToday(10) },
    { fromAirportId: 2, toAirportId: 1, date: daysFromToday(17) },
  ],
  passengers: { adults: 2, children: 1, infants: 1 },
};

function rememberSearch(request: TSearchRequest) {
  localStorage.setItem(SEARCH_STORAGE_KEYS.lastSearch, JSON.stringify({ userId: 7, request }));
}

const OFFERS = [
  roundTripOffer('11-12', { adultNet: 150_000, time: '06:30' }),
  roundTripOffer('13-14', { adultNet: 90_000, time: '21:15', airline: OTHER_AIRLINE }),
  roundTripOffer('15-16', { adultNet: 120_000, time: '13:00', airline: AIRLINE }),
];

function renderSearch(role: 'user' | 'Admin' | 'Reports' = 'user', extra: Parameters<typeof stubShellApi>[1] = {}) {
  const stub = stubShellApi(profileFor(role), {
    ...airportHandlers,
    ...extra,
    [routeOf(SEARCH_ENDPOINTS.flights)]: (call) => {
      const request = call.body as TSearchRequest;
      return jsonResponse(200, searchResponse(OFFERS, request.legs[0]?.date));
    },
  });
  const rendered = renderApp('/search', { loggedIn: true });
  const searches = () => callsOf(stub.calls, SEARCH_ENDPOINTS.flights);
  return { ...rendered, searches, calls: stub.calls };
}

/** The booking defaults of a user whose latest order was a one-way trip from EVN to CDG. */
const ONE_WAY_TO_PARIS: TBookingDefaults = {
  contact: null,
  trip: { travelType: 'oneWay', legs: [{ fromAirportId: 1, toAirportId: 2 }] },
};

const offerIds = () => screen.getAllByRole('article').map((article) => article.getAttribute('data-offer-id'));

describe('SearchPage', { timeout: 30_000 }, () => {
  it('checks the form with the contract: airports required, different airports, passenger counts', async () => {
    await i18n.changeLanguage('en');
    const { user, searches } = renderSearch();
    const submit = await screen.findByTestId('search-submit', {}, { timeout: 10_000 });
    await user.click(submit);
    const form = screen.getByTestId('search-form');
    expect(await within(form).findAllByText('Field is required')).toHaveLength(2);

    // Infants above adults: the contract's message, live under the counters, and nothing is sent.
    await user.click(screen.getByTestId('search-infants-increase'));
    await user.click(screen.getByTestId('search-infants-increase'));
    expect(screen.getByTestId('search-passengers-message')).toHaveTextContent('Infants cannot outnumber adults');
    await user.click(screen.getByTestId('search-adults-decrease'));
    expect(screen.getByTestId('search-passengers-message')).toHaveTextContent('At least one adult is needed');
    await user.click(screen.getByTestId('search-infants-decrease'));
    await user.click(screen.getByTestId('search-infants-decrease'));
    expect(screen.getByTestId('search-passengers-message')).toHaveTextContent('At least one adult is needed');

    // Nine passengers at most: the "+" buttons stop there.
    for (let index = 0; index < 9; index += 1) await user.click(screen.getByTestId('search-adults-increase'));
    expect(screen.getByTestId('search-adults')).toHaveTextContent('9');
    expect(screen.getByTestId('search-adults-increase')).toBeDisabled();
    expect(screen.getByTestId('search-children-increase')).toBeDisabled();
    expect(screen.getByTestId('search-passengers-message')).not.toHaveClass('Mui-error');
    expect(searches()).toHaveLength(0);
  });

  it('refuses the same airport at both ends, chosen with the airport autocomplete', async () => {
    await i18n.changeLanguage('en');
    const { user, searches } = renderSearch();
    await user.click(await screen.findByTestId('search-travel-oneWay', {}, { timeout: 10_000 }));
    expect(screen.queryByTestId('search-date-1')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('search-from-0'), 'EV');
    await user.click(await screen.findByTestId('search-from-0-option-1'));
    await user.type(screen.getByTestId('search-to-0'), 'EV');
    await user.click(await screen.findByTestId('search-to-0-option-1'));
    await user.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText('The departure and arrival airports must differ')).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it("puts the server's field errors under the inputs and its message in an alert", async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    stubShellApi(profileFor('user'), {
      ...airportHandlers,
      [routeOf(SEARCH_ENDPOINTS.flights)]: () =>
        jsonResponse(400, {
          message: 'Check the highlighted fields',
          code: 'VALIDATION',
          errors: { 'legs.1.date': 'This date cannot come before the previous leg' },
        }),
    });
    renderApp('/search', { loggedIn: true });
    expect(await screen.findByTestId('search-error', {}, { timeout: 10_000 })).toHaveTextContent(
      'Check the highlighted fields',
    );
    expect(await screen.findByText('This date cannot come before the previous leg')).toBeInTheDocument();
  });

  it('runs the remembered search, shows an agent net prices and commission, sorts and filters', async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    const { user, searches } = renderSearch();
    await screen.findByTestId('offer-0', {}, { timeout: 10_000 });
    expect(searches()[0]?.body).toEqual(LAST_SEARCH);

    // Cheapest first by default.
    expect(offerIds()).toEqual(['13-14', '15-16', '11-12']);
    const first = screen.getByTestId('offer-0');
    const offer = OFFERS[1]!;
    expect(within(first).getByTestId('offer-0-payable')).toHaveTextContent(
      `${(offer.total.net / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} AMD`,
    );
    expect(first).toHaveTextContent(/your commission 280\.00 AMD/);
    await user.click(within(first).getByTestId('offer-0-details'));
    const adultRow = await within(first).findByTestId('offer-0-breakdown-adult');
    expect(within(adultRow).getByText('Adult')).toBeInTheDocument();
    expect(adultRow.querySelector('[data-column="net"]')).toHaveTextContent('900.00 AMD');
    expect(adultRow.querySelector('[data-column="commission"]')).toHaveTextContent('100.00 AMD');

    await user.selectOptions(screen.getByTestId('search-sort'), 'departure');
    expect(offerIds()).toEqual(['11-12', '15-16', '13-14']);

    await user.click(screen.getByTestId('search-airline-7S'));
    expect(offerIds()).toEqual(['13-14']);
    await user.click(screen.getByTestId('search-airline-7S'));
    await user.click(screen.getByTestId('search-daypart-afternoon'));
    expect(offerIds()).toEqual(['15-16']);
    expect(screen.getByTestId('search-count')).toHaveTextContent('1 offer shown of 3');
  });

  it('shows staff the gross price without commission', async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    const { user } = renderSearch('Admin');
    const first = await screen.findByTestId('offer-0', {}, { timeout: 10_000 });
    expect(within(first).getByTestId('offer-0-payable')).toBeInTheDocument();
    await user.click(within(first).getByTestId('offer-0-details'));
    const total = await within(first).findByTestId('offer-0-breakdown-total');
    expect(total.querySelector('[data-column="gross"]')).not.toBeNull();
    expect(total.querySelector('[data-column="commission"]')).toBeNull();
    expect(first).not.toHaveTextContent(/commission/);
  });

  it('opens the fare rules in a popover and closes it with Escape', async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    const { user } = renderSearch();
    const button = await screen.findByTestId('offer-0-rules-0', {}, { timeout: 10_000 });
    await user.click(button);
    const popover = await screen.findByRole('dialog', { name: 'Economy Flex' });
    expect(popover).toHaveTextContent('Refundable with a 10% penalty');
    expect(popover).toHaveTextContent('Refund: 10 %');
    expect(popover).toHaveTextContent('Name change fee: 25.00 EUR');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches another day from the calendar, moving every leg, and remembers it', async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    const { user, searches } = renderSearch();
    await screen.findByTestId('offer-0', {}, { timeout: 10_000 });
    const day = addDays(LAST_SEARCH.legs[0]!.date, 1);
    await user.click(screen.getByTestId(`calendar-day-${day}`));
    await waitFor(() => expect(searches()).toHaveLength(2));
    const sent = searches()[1]?.body as TSearchRequest;
    expect(sent.legs.map((leg) => leg.date)).toEqual([day, addDays(LAST_SEARCH.legs[1]!.date, 1)]);
    // A day without flights cannot be chosen.
    expect(screen.getByTestId(`calendar-day-${addDays(day, 2)}`)).toBeDisabled();
    const stored = JSON.parse(localStorage.getItem(SEARCH_STORAGE_KEYS.lastSearch) ?? '{}') as {
      request: TSearchRequest;
    };
    expect(stored.request.legs[0]?.date).toBe(day);
  });

  it('moves through the offers with the arrows, searches the next day with →, and chooses with Enter', async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    const { user, searches } = renderSearch();
    await screen.findByTestId('offer-0', {}, { timeout: 10_000 });
    const list = screen.getByRole('listbox', { name: 'Offers' });
    const options = screen.getAllByTestId(/^offer-\d+-option$/);
    expect(list.getAttribute('aria-owns')?.split(' ')).toEqual(options.map((option) => option.id));
    expect(options.map((option) => option.tabIndex)).toEqual([0, ...options.slice(1).map(() => -1)]);
    options[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveFocus();
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[0]).toHaveFocus();
    // → is the calendar's next day: the same search a day later, and the new list has the focus.
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(searches()).toHaveLength(2));
    const day = addDays(LAST_SEARCH.legs[0]!.date, 1);
    expect((searches()[1]?.body as TSearchRequest).legs[0]?.date).toBe(day);
    await waitFor(() => expect(screen.getByTestId('offer-0-option')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(readCheckoutDraft()?.search.legs[0]?.date).toBe(day);
  });

  it('ignores a search remembered for another user', async () => {
    localStorage.setItem(SEARCH_STORAGE_KEYS.lastSearch, JSON.stringify({ userId: 8, request: LAST_SEARCH }));
    const { searches } = renderSearch();
    await screen.findByTestId('search-form', {}, { timeout: 10_000 });
    expect(screen.getByTestId('search-adults')).toHaveTextContent('1');
    expect(searches()).toHaveLength(0);
  });

  it('takes the chosen offer to checkout; a role that may not order gets no choice', async () => {
    rememberSearch(LAST_SEARCH);
    const { user } = renderSearch();
    await user.click(await screen.findByTestId('offer-0-choose', {}, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(readCheckoutDraft()?.offer.id).toBe('13-14');
    expect(readCheckoutDraft()?.search).toEqual(LAST_SEARCH);
  });

  // Issue 31: before, nothing had the focus after the login, Enter picked no airport (the first match was not
  // highlighted), and the caret stayed in "From" after its airport was picked.
  it('starts in "From": Enter picks the first match and moves on to "To", where Enter picks it and searches', async () => {
    await i18n.changeLanguage('en');
    const { user, searches } = renderSearch();
    const from = await screen.findByTestId('search-from-0', {}, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(from));
    await user.keyboard('EV');
    await screen.findByTestId('search-from-0-option-1');
    await waitFor(() => expect(from).toHaveAttribute('aria-activedescendant'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(from).toHaveValue('EVN · Yerevan'));
    const to = screen.getByTestId('search-to-0');
    await waitFor(() => expect(document.activeElement).toBe(to));
    await user.keyboard('CD');
    await screen.findByTestId('search-to-0-option-2');
    // Only the typed text's match is offered, and it is the one highlighted.
    await waitFor(() => expect(screen.queryByTestId('search-to-0-option-1')).not.toBeInTheDocument());
    await waitFor(() => expect(to).toHaveAttribute('aria-activedescendant'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(to).toHaveValue('CDG · Paris'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect((searches()[0]?.body as TSearchRequest).legs.map((leg) => [leg.fromAirportId, leg.toAirportId])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("starts after a login from the trip type and route of the user's latest order, on new dates", async () => {
    await i18n.changeLanguage('en');
    const { searches } = renderSearch('user', {
      [routeOf(FLIGHT_ORDER_ENDPOINTS.bookingDefaults)]: () => jsonResponse(200, ONE_WAY_TO_PARIS),
    });
    await waitFor(() => expect(screen.getByTestId('search-to-0')).toHaveValue('CDG · Paris'), { timeout: 10_000 });
    expect(screen.getByTestId('search-from-0')).toHaveValue('EVN · Yerevan');
    expect(screen.getByTestId('search-travel-oneWay')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('search-date-1')).not.toBeInTheDocument();
    const [year, month, day] = addDays(todayIsoDate(), 7).split('-');
    expect(screen.getByTestId('search-date-0')).toHaveValue(`${day}.${month}.${year}`);
    // A suggestion only: nothing is searched until asked.
    expect(searches()).toHaveLength(0);
  });

  it('never lets a late starting point overwrite what the user began, nor a search of this session', async () => {
    await i18n.changeLanguage('en');
    let answer: (response: Response) => void = () => undefined;
    const { user, calls } = renderSearch('user', {
      [routeOf(FLIGHT_ORDER_ENDPOINTS.bookingDefaults)]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByTestId('search-travel-multiDestination', {}, { timeout: 10_000 }));
    await waitFor(() => expect(callsOf(calls, FLIGHT_ORDER_ENDPOINTS.bookingDefaults)).toHaveLength(1));
    answer(jsonResponse(200, ONE_WAY_TO_PARIS));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('search-travel-multiDestination')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('search-to-0')).toHaveValue('');
  });

  it('asks no booking defaults where a search of this session is remembered, or for a role that cannot book', async () => {
    rememberSearch(LAST_SEARCH);
    const agent = renderSearch();
    await screen.findByTestId('offer-0', {}, { timeout: 10_000 });
    expect(callsOf(agent.calls, FLIGHT_ORDER_ENDPOINTS.bookingDefaults)).toHaveLength(0);
    agent.unmount();
    localStorage.clear();
    const reports = renderSearch('Reports');
    await screen.findByTestId('search-form', {}, { timeout: 10_000 });
    expect(callsOf(reports.calls, FLIGHT_ORDER_ENDPOINTS.bookingDefaults)).toHaveLength(0);
  });

  it('offers no choice to Reports', async () => {
    rememberSearch(LAST_SEARCH);
    renderSearch('Reports');
    await screen.findByTestId('offer-0', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('offer-0-choose')).not.toBeInTheDocument();
  });
});
