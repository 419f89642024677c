import {
  addDays,
  formatIsoDate,
  HOTEL_SEARCH_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  SEARCH_ENDPOINTS,
  type THotelDetail,
  type THotelSearchResponse,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { setDateField } from '../../../test/date-input';
import { callsOf, jsonResponse, routeOf, type TRecordedCall } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { daysFromToday } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';
import { hotelOffer, hotelResult } from './hotel-search-fixtures';
import { HOTEL_STORAGE_KEYS, readHotelCheckoutDraft } from './hotel-search-storage';
import type { THotelSearch } from './hotel-search-values';

const CHECK_IN = daysFromToday(20);
const CHECK_OUT = addDays(CHECK_IN, 3);

/** Three hotels of Paris: the cheapest first by the server, as it answers. */
const LOUVRE = hotelResult(1, 'Louvre Palace', {
  stars: 5,
  photos: ['photo-louvre-1', 'photo-louvre-2'],
  offers: [
    hotelOffer(12, { category: 'Classic double', meal: 'BB', payable: 6_000_000, rooms: 2 }),
    hotelOffer(11, {
      category: 'Deluxe king',
      meal: 'AI',
      payable: 9_000_000,
      rooms: 2,
      free: 2,
      policy: [{ daysBefore: 7, type: 'percent', value: 50 }],
    }),
  ],
});
const BASTILLE = hotelResult(2, 'Bastille Inn', {
  stars: 3,
  offers: [hotelOffer(21, { category: 'Budget twin', meal: 'RO', payable: 3_000_000, rooms: 2 })],
});
const MARAIS = hotelResult(3, 'Marais Suites', {
  stars: 4,
  photos: ['photo-marais'],
  offers: [hotelOffer(31, { category: 'Junior suite', meal: 'HB', payable: 4_500_000, rooms: 2 })],
});
const RESPONSE: THotelSearchResponse = { nights: 3, hotels: [BASTILLE, MARAIS, LOUVRE] };

/** The hotels reference list, as the destination field's suggestions read it. */
const HOTEL_RECORDS = [LOUVRE, BASTILLE].map((hotel) => ({
  id: hotel.id,
  providerId: 1,
  name: hotel.name,
  city: hotel.city,
  country: hotel.country,
  category: hotel.category,
  address: hotel.address,
  description: { hy: '', en: '', ru: '' },
  photoUploadIds: hotel.photoUploadIds,
}));

const LAST_SEARCH: THotelSearch = {
  city: 'Paris',
  hotelId: null,
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  rooms: 2,
  adults: 2,
  childAges: [5, 8],
};

function rememberSearch(search: THotelSearch, userId = 7) {
  sessionStorage.setItem(HOTEL_STORAGE_KEYS.lastSearch, JSON.stringify({ userId, search }));
}

const amd = (minor: number) => `${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} AMD`;

function renderHotels(
  options: {
    role?: 'user' | 'Admin' | 'Viewer';
    route?: string;
    answer?: (call: TRecordedCall) => Response;
    extra?: Parameters<typeof stubShellApi>[1];
  } = {},
) {
  const stub = stubShellApi(profileFor(options.role ?? 'user'), {
    [routeOf(REFERENCE_ENDPOINTS['hotels.list'])]: () =>
      jsonResponse(200, { result: HOTEL_RECORDS, count: HOTEL_RECORDS.length, countCapped: false }),
    [routeOf(HOTEL_SEARCH_ENDPOINTS.search)]: options.answer ?? (() => jsonResponse(200, RESPONSE)),
    ...options.extra,
  });
  const rendered = renderApp(options.route ?? '/search?tab=hotels', { loggedIn: true });
  const searches = () => callsOf(stub.calls, HOTEL_SEARCH_ENDPOINTS.search);
  return { ...rendered, searches, callsTo: (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route) };
}

const hotelIds = () => screen.getAllByRole('article').map((article) => article.getAttribute('data-hotel-id'));

/** The error shown under the field whose input has this test id, or null. */
function errorOf(testId: string): string | null {
  const control = screen.getByTestId(testId).closest('.MuiFormControl-root');
  return control?.querySelector('.MuiFormHelperText-root.Mui-error')?.textContent ?? null;
}

describe('The tabs of /search', { timeout: 40_000 }, () => {
  it('opens on Flights, switches to Hotels and back by mouse and keyboard, the flight search unchanged', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderHotels({ route: '/search' });
    const flights = await screen.findByRole('tab', { name: 'Flights' }, { timeout: 10_000 });
    const hotels = screen.getByRole('tab', { name: 'Hotels' });
    expect(screen.getByRole('tablist', { name: 'What to search' })).toBeInTheDocument();
    expect(flights).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Search');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'search-tab-flights');
    expect(within(screen.getByRole('tabpanel')).getByTestId('search-form')).toBeInTheDocument();

    await user.click(hotels);
    expect(await screen.findByTestId('hotel-search-form', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(hotels).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('search-form')).not.toBeInTheDocument();
    // Still on /search: the tab is a parameter, not another screen.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);

    // The keyboard: the arrow moves to Flights, Enter chooses it, and the focus stays on the tab.
    expect(hotels).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(flights).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('search-form')).toBeInTheDocument();
    expect(flights).toHaveAttribute('aria-selected', 'true');
    expect(flights).toHaveFocus();
    expect(screen.queryByTestId('hotel-search-form')).not.toBeInTheDocument();
    // Switching tabs asks nothing of the server by itself.
    expect(callsTo(SEARCH_ENDPOINTS.flights)).toHaveLength(0);
  });

  it('opens on the Hotels tab when the URL asks for it', async () => {
    await i18n.changeLanguage('en');
    renderHotels();
    expect(await screen.findByTestId('hotel-search-form', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('search-form')).not.toBeInTheDocument();
  });
});

describe('HotelSearchTab', { timeout: 40_000 }, () => {
  it('checks the form with the contract: destination required, check-out after check-in, every child’s age', async () => {
    await i18n.changeLanguage('en');
    const { user, searches } = renderHotels();
    await screen.findByTestId('hotel-search-form', {}, { timeout: 10_000 });
    setDateField(screen.getByTestId('hotel-search-check-in'), CHECK_IN);
    // Check-in moved past the proposed check-out: the check-out follows it.
    await waitFor(() =>
      expect(screen.getByTestId('hotel-search-check-out')).toHaveValue(formatIsoDate(addDays(CHECK_IN, 1))),
    );
    setDateField(screen.getByTestId('hotel-search-check-out'), CHECK_IN);
    await user.selectOptions(screen.getByTestId('hotel-search-children'), '1');
    await user.click(screen.getByTestId('hotel-search-submit'));

    await waitFor(() => expect(errorOf('hotel-search-destination')).toBe('Field is required'));
    expect(errorOf('hotel-search-check-out')).toBe('Check-out must be after check-in');
    expect(errorOf('hotel-search-child-age-0')).toBe('Field is required');
    expect(searches()).toHaveLength(0);
  });

  it('sends the stay and the party, childAges included, and shows the hotels with photos, stars and prices', async () => {
    await i18n.changeLanguage('en');
    const { user, searches } = renderHotels();
    await screen.findByTestId('hotel-search-form', {}, { timeout: 10_000 });

    // The suggestions: the cities of the hotel list, then its hotels.
    await user.type(screen.getByTestId('hotel-search-destination'), 'Par');
    await user.click(await screen.findByTestId('hotel-search-destination-city-paris'));
    expect(screen.getByTestId('hotel-search-destination')).toHaveValue('Paris');
    setDateField(screen.getByTestId('hotel-search-check-in'), CHECK_IN);
    setDateField(screen.getByTestId('hotel-search-check-out'), CHECK_OUT);
    await waitFor(() => expect(screen.getByText('3 nights')).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId('hotel-search-rooms'), '2');
    await user.selectOptions(screen.getByTestId('hotel-search-children'), '2');
    await user.selectOptions(screen.getByTestId('hotel-search-child-age-0'), '5');
    await user.selectOptions(screen.getByTestId('hotel-search-child-age-1'), '8');
    await user.click(screen.getByTestId('hotel-search-submit'));

    await screen.findByTestId('hotel-1', {}, { timeout: 10_000 });
    const [call] = searches();
    expect(Object.fromEntries(call!.query)).toEqual({
      city: 'Paris',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: '2',
      adults: '2',
      childAges: '5,8',
    });
    // Remembered for the tab's session.
    expect(JSON.parse(sessionStorage.getItem(HOTEL_STORAGE_KEYS.lastSearch) ?? '{}')).toEqual({
      userId: 7,
      search: LAST_SEARCH,
    });

    // Cheapest first; the count and the stay.
    expect(hotelIds()).toEqual(['2', '3', '1']);
    expect(screen.getByTestId('hotel-search-count')).toHaveTextContent(
      '3 hotels shown of 3 · prices for the whole stay: nights 3, rooms 2',
    );
    const louvre = screen.getByTestId('hotel-1');
    const photo = within(louvre).getByRole('img', { name: 'Louvre Palace' });
    expect(photo).toHaveAttribute('src', '/api/uploads/photo-louvre-1');
    expect(within(louvre).getByRole('img', { name: '5-star hotel' })).toHaveTextContent('★★★★★');
    expect(louvre).toHaveTextContent('Paris, France · 1 Rue de Rivoli');
    // The hotel without photos gets the placeholder, and no image named after it.
    const bastille = screen.getByTestId('hotel-2');
    expect(within(bastille).getByTestId('hotel-2-photo-placeholder')).toBeInTheDocument();
    expect(within(bastille).queryByRole('img', { name: 'Bastille Inn' })).not.toBeInTheDocument();
    expect(within(bastille).getByRole('img', { name: '3-star hotel' })).toBeInTheDocument();

    // An offer: room type, meal, what is left, the policy in words, the stay's price and a night's, the commission.
    const classic = within(louvre).getByTestId('hotel-1-offer-12');
    expect(classic).toHaveTextContent('Classic double');
    expect(within(classic).getByTestId('hotel-1-offer-12-meal')).toHaveTextContent('Bed and breakfast (BB)');
    expect(within(classic).queryByTestId('hotel-1-offer-12-free')).not.toBeInTheDocument();
    expect(within(classic).getByTestId('hotel-1-offer-12-policy')).toHaveTextContent('Free cancellation');
    expect(within(classic).getByTestId('hotel-1-offer-12-payable')).toHaveTextContent(amd(6_000_000));
    expect(within(classic).getByTestId('hotel-1-offer-12-per-night')).toHaveTextContent(
      `for the stay · ${amd(1_000_000)} a night for one room`,
    );
    expect(within(classic).getByTestId('hotel-1-offer-12-commission')).toHaveTextContent(
      `your commission ${amd(666_667)}`,
    );
    const deluxe = within(louvre).getByTestId('hotel-1-offer-11');
    expect(within(deluxe).getByTestId('hotel-1-offer-11-meal')).toHaveTextContent('All inclusive (AI)');
    expect(within(deluxe).getByTestId('hotel-1-offer-11-free')).toHaveTextContent('2 rooms left');
    expect(within(deluxe).getByTestId('hotel-1-offer-11-policy')).toHaveTextContent(
      `Free cancellation until ${formatIsoDate(addDays(CHECK_IN, -8))}; from ${formatIsoDate(addDays(CHECK_IN, -7))}: 50% of the stay`,
    );
  });

  it('filters by stars, meal and price and sorts by price, stars and name, over the one answer', async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    const { user, searches } = renderHotels();
    await screen.findByTestId('hotel-1', {}, { timeout: 10_000 });
    expect(searches()).toHaveLength(1);

    await user.selectOptions(screen.getByTestId('hotel-search-sort'), 'stars');
    expect(hotelIds()).toEqual(['1', '3', '2']);
    await user.selectOptions(screen.getByTestId('hotel-search-sort'), 'name');
    expect(hotelIds()).toEqual(['2', '1', '3']);
    await user.selectOptions(screen.getByTestId('hotel-search-sort'), 'price');
    expect(hotelIds()).toEqual(['2', '3', '1']);

    await user.click(screen.getByTestId('hotel-search-stars-4'));
    expect(hotelIds()).toEqual(['3']);
    await user.click(screen.getByTestId('hotel-search-stars-5'));
    expect(hotelIds()).toEqual(['3', '1']);
    await user.click(screen.getByTestId('hotel-search-stars-4'));
    await user.click(screen.getByTestId('hotel-search-stars-5'));

    // A meal leaves only the offers that have it: the Louvre keeps its all-inclusive room alone.
    await user.click(screen.getByTestId('hotel-search-meal-AI'));
    expect(hotelIds()).toEqual(['1']);
    expect(within(screen.getByTestId('hotel-1')).queryByTestId('hotel-1-offer-12')).not.toBeInTheDocument();
    expect(screen.getByTestId('hotel-1-offer-11')).toBeInTheDocument();
    await user.click(screen.getByTestId('hotel-search-meal-AI'));

    // The most a stay may cost, typed in AMD.
    await user.type(screen.getByTestId('hotel-search-max-price'), '50,000');
    expect(hotelIds()).toEqual(['2', '3']);
    await user.clear(screen.getByTestId('hotel-search-max-price'));
    await user.type(screen.getByTestId('hotel-search-max-price'), '1000');
    expect(screen.queryByTestId('hotel-results-list')).toBeNull();
    expect(screen.getByTestId('hotel-search-filtered-out')).toHaveTextContent('No hotel matches these filters.');
    expect(screen.getByTestId('hotel-search-count')).toHaveTextContent('0 hotels shown of 3');
    // Filtering and sorting never ask the server again.
    expect(searches()).toHaveLength(1);
  });

  it("shows staff the gross price without commission, and opens a hotel's description and photos", async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    const detail: THotelDetail = {
      ...LOUVRE,
      description: { hy: 'Հյուրանոց Լուվրի մոտ', en: 'A palace by the Louvre.', ru: 'Дворец у Лувра.' },
      nights: 3,
      offers: LOUVRE.offers,
    };
    const { user, callsTo } = renderHotels({
      role: 'Admin',
      extra: { [routeOf(HOTEL_SEARCH_ENDPOINTS.hotel, { id: 1 })]: () => jsonResponse(200, detail) },
    });
    const louvre = await screen.findByTestId('hotel-1', {}, { timeout: 10_000 });
    expect(within(louvre).queryByTestId('hotel-1-offer-12-commission')).not.toBeInTheDocument();
    expect(louvre).not.toHaveTextContent(/commission/);

    await user.click(within(louvre).getByTestId('hotel-1-details'));
    const dialog = await screen.findByRole('dialog', { name: /Louvre Palace/ });
    expect(await within(dialog).findByTestId('hotel-details-description')).toHaveTextContent('A palace by the Louvre.');
    const [call] = callsTo(HOTEL_SEARCH_ENDPOINTS.hotel, { id: 1 });
    expect(Object.fromEntries(call!.query)).toEqual({
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: '2',
      adults: '2',
      childAges: '5,8',
    });
    expect(within(dialog).getByTestId('hotel-details-photo')).toHaveAttribute('src', '/api/uploads/photo-louvre-1');
    await user.click(within(dialog).getByRole('button', { name: 'Show photo 2 of 2' }));
    expect(within(dialog).getByTestId('hotel-details-photo')).toHaveAttribute('src', '/api/uploads/photo-louvre-2');
    expect(within(dialog).getByRole('img', { name: 'Louvre Palace, photo 2 of 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("puts the server's field errors under the inputs and its message in an alert", async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    renderHotels({
      answer: () =>
        jsonResponse(400, {
          message: 'Check the highlighted fields',
          code: 'VALIDATION',
          errors: { checkOut: 'A stay cannot be longer than 30 nights', city: 'No hotels in this city' },
        }),
    });
    expect(await screen.findByTestId('hotel-search-error', {}, { timeout: 10_000 })).toHaveTextContent(
      'Check the highlighted fields',
    );
    await waitFor(() => expect(errorOf('hotel-search-check-out')).toBe('A stay cannot be longer than 30 nights'));
    expect(errorOf('hotel-search-destination')).toBe('No hotels in this city');
  });

  it('says why when there is no exchange rate', async () => {
    await i18n.changeLanguage('en');
    rememberSearch(LAST_SEARCH);
    renderHotels({
      answer: () =>
        jsonResponse(409, {
          message: "Today's exchange rate is missing; please contact the agency",
          code: 'NO_EXCHANGE_RATE',
        }),
    });
    expect(await screen.findByTestId('hotel-search-error', {}, { timeout: 10_000 })).toHaveTextContent(
      "Today's exchange rate is missing; please contact the agency",
    );
  });

  it('says so when no hotel has rooms', async () => {
    await i18n.changeLanguage('ru');
    rememberSearch(LAST_SEARCH);
    renderHotels({ answer: () => jsonResponse(200, { nights: 3, hotels: [] }) });
    expect(await screen.findByTestId('hotel-search-empty', {}, { timeout: 10_000 })).toHaveTextContent(
      'Нет отелей со свободными номерами',
    );
  });

  it('ignores a search remembered for another user', async () => {
    rememberSearch(LAST_SEARCH, 8);
    const { searches } = renderHotels();
    await screen.findByTestId('hotel-search-form', {}, { timeout: 10_000 });
    expect(screen.getByTestId('hotel-search-destination')).toHaveValue('');
    expect(searches()).toHaveLength(0);
  });

  it('takes the chosen offer to the hotel checkout with the stay and the party', async () => {
    rememberSearch(LAST_SEARCH);
    const { user } = renderHotels();
    await user.click(await screen.findByTestId('hotel-1-offer-11-choose', {}, { timeout: 10_000 }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/hotel'));
    const draft = readHotelCheckoutDraft();
    expect(draft?.search).toEqual(LAST_SEARCH);
    expect(draft?.hotel).toMatchObject({ id: 1, name: 'Louvre Palace', photoUploadIds: LOUVRE.photoUploadIds });
    expect(draft?.offer.roomId).toBe(11);
    expect(draft?.nights).toBe(3);
  });

  it('offers no choice to a role that may not order hotels', async () => {
    rememberSearch(LAST_SEARCH);
    renderHotels({ role: 'Viewer' });
    await screen.findByTestId('hotel-1', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('hotel-1-offer-11-choose')).not.toBeInTheDocument();
  });
});
