import { PACKAGE_SEARCH_ENDPOINTS, REFERENCE_ENDPOINTS, type TPackageSearchResponse } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { setDateField } from '../../../test/date-input';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { daysFromToday } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';
import { PACKAGE_STORAGE_KEYS } from '../checkout/package-selection';
import { packageCombination } from './package-search-fixtures';

const DEPARTURE = daysFromToday(20);
const LATER = daysFromToday(22);

function answer(breakdown: boolean): TPackageSearchResponse {
  return {
    combinations: [
      packageCombination({ hotelId: 2, hotelName: 'Bastille Inn', stars: 3, payable: 30_000_000, breakdown }),
      packageCombination({
        hotelId: 1,
        hotelName: 'Louvre Palace',
        stars: 5,
        meal: 'HB',
        payable: 40_000_000,
        breakdown,
      }),
      packageCombination({
        hotelId: 2,
        hotelName: 'Bastille Inn',
        stars: 3,
        date: LATER,
        payable: 50_000_000,
        roomId: 21,
        breakdown,
      }),
    ],
  };
}

const HOTEL_RECORDS = [
  {
    id: 1,
    providerId: 1,
    name: 'Louvre Palace',
    city: 'Paris',
    country: 'France',
    category: 5,
    address: '1 Rue',
    description: { hy: '', en: '', ru: '' },
    photoUploadIds: [],
  },
];

function renderPackages(role: 'user' | 'Admin') {
  const stub = stubShellApi(profileFor(role), {
    [routeOf(REFERENCE_ENDPOINTS['hotels.list'])]: () =>
      jsonResponse(200, { result: HOTEL_RECORDS, count: 1, countCapped: false }),
    [routeOf(PACKAGE_SEARCH_ENDPOINTS.search)]: () => jsonResponse(200, answer(role !== 'user')),
  });
  const rendered = renderApp('/search?tab=packages', { loggedIn: true });
  return { ...rendered, searches: () => callsOf(stub.calls, PACKAGE_SEARCH_ENDPOINTS.search) };
}

describe('PackageSearchTab', { timeout: 40_000 }, () => {
  it('sends the search, groups the combinations by hotel cheapest first, filters, and books one', async () => {
    await i18n.changeLanguage('en');
    const { user, searches } = renderPackages('user');
    await screen.findByTestId('package-search-form', {}, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: 'Packages' })).toHaveAttribute('aria-selected', 'true');

    await user.type(screen.getByTestId('package-search-destination'), 'Par');
    await user.click(await screen.findByTestId('package-search-city-paris'));
    setDateField(screen.getByTestId('package-search-departure-from'), DEPARTURE);
    setDateField(screen.getByTestId('package-search-departure-to'), LATER);
    await user.selectOptions(screen.getByTestId('package-search-nights'), '7');
    await user.selectOptions(screen.getByTestId('package-search-children'), '1');
    await user.selectOptions(screen.getByTestId('package-search-child-age-0'), '1');
    await user.click(screen.getByTestId('package-search-submit'));

    await screen.findByTestId('package-hotel-2', {}, { timeout: 10_000 });
    expect(searches()[0]!.body).toEqual({
      destination: 'Paris',
      departureFrom: DEPARTURE,
      departureTo: LATER,
      nights: 7,
      adults: 2,
      childAges: [1],
      rooms: 1,
    });
    const hotels = screen.getAllByRole('article').map((article) => article.getAttribute('data-testid'));
    expect(hotels).toEqual(['package-hotel-2', 'package-hotel-1']);
    expect(within(screen.getByTestId('package-hotel-2')).getAllByRole('option')).toHaveLength(2);
    // An agent sees the commission, never the breakdown.
    expect(screen.getAllByText(/your commission/)).toHaveLength(3);
    expect(screen.queryByText('Markup')).not.toBeInTheDocument();

    // Filters: five stars, then a departure date.
    await user.click(screen.getByTestId('package-search-stars-5'));
    expect(screen.queryByTestId('package-hotel-2')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('package-search-stars-5'));
    await user.click(screen.getByTestId(`package-search-date-${LATER}`));
    expect(screen.queryByTestId('package-hotel-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('package-search-count')).toHaveTextContent('1 package shown of 3');

    await user.click(screen.getAllByRole('button', { name: 'Book' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout/package'));
    const stored = JSON.parse(sessionStorage.getItem(PACKAGE_STORAGE_KEYS.selection) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ adults: 2, childAges: [1], rooms: 1 });
    expect((stored.combination as { room: { roomId: number } }).room.roomId).toBe(21);
  });

  it('shows the staff the breakdown, and checks the form before asking', async () => {
    await i18n.changeLanguage('en');
    const { user, searches } = renderPackages('Admin');
    await screen.findByTestId('package-search-form', {}, { timeout: 10_000 });
    await user.click(screen.getByTestId('package-search-submit'));
    await waitFor(() => expect(screen.getByText('Field is required')).toBeInTheDocument());
    expect(searches()).toHaveLength(0);

    await user.type(screen.getByTestId('package-search-destination'), 'Paris');
    await user.click(screen.getByTestId('package-search-submit'));
    await screen.findByTestId('package-hotel-1', {}, { timeout: 10_000 });
    expect(screen.getAllByText('Markup')).toHaveLength(3);
    expect(screen.queryByText(/your commission/)).not.toBeInTheDocument();
  });
});
