import {
  AIRPORTS,
  CLASS_TEMPLATES,
  FARE_RULES,
  FLIGHT_TEMPLATES,
  HOTELS,
  resourceEndpoints,
  ROOM_CATEGORIES,
  ROOMS,
  type TAirport,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { callsOf, jsonResponse, routeOf, stubFetch, type TRecordedCall } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { ResourceList } from './resource-list';

const AIRPORT_ENDPOINTS = resourceEndpoints(AIRPORTS);

const EVN: TAirport = {
  id: 1,
  iataCode: 'EVN',
  name: 'Zvartnots',
  city: 'Yerevan',
  country: 'Armenia',
  timeZone: 'Asia/Yerevan',
};
const CDG: TAirport = {
  id: 2,
  iataCode: 'CDG',
  name: 'Charles de Gaulle',
  city: 'Paris',
  country: 'France',
  timeZone: 'Europe/Paris',
};

function stubAirports(handlers: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [routeOf(AIRPORT_ENDPOINTS.list)]: () => jsonResponse(200, { result: [EVN, CDG], count: 27, countCapped: false }),
    ...handlers,
  });
}

const lists = (calls: TRecordedCall[]) => callsOf(calls, AIRPORT_ENDPOINTS.list);

// Typing into MUI inputs key by key is slow in jsdom on a shared 2-core machine.
describe('ResourceList (generic list of a reference resource)', { timeout: 30_000 }, () => {
  it('shows a server page with its total, and asks the server for other pages, sorting and searches', async () => {
    const { calls } = stubAirports();
    const { user } = renderWithProviders(<ResourceList descriptor={AIRPORTS} canWrite />);
    expect(await screen.findByText('Zvartnots')).toBeInTheDocument();
    expect(screen.getByText('Charles de Gaulle')).toBeInTheDocument();
    expect(lists(calls)[0]?.query.toString()).toBe('page=0&pageSize=25');
    expect(screen.getByRole('columnheader', { name: /IATA կոդ/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next page|հաջորդ/i }));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('page')).toBe('1'));

    await user.click(screen.getByRole('columnheader', { name: /Քաղաք/ }));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('sortField')).toBe('city'));
    expect(lists(calls).at(-1)?.query.get('sortOrder')).toBe('asc');
    expect(lists(calls).at(-1)?.query.get('page')).toBe('0');

    await user.type(screen.getByTestId('resource-search-airports'), 'yer');
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('search')).toBe('yer'));
  });

  it('reads its search, column filter and sort from the URL, and exports exactly that list', async () => {
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    const { calls } = stubAirports({
      [routeOf(AIRPORT_ENDPOINTS.export)]: () =>
        new Response(new Blob(['x']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="airports.xlsx"' },
        }),
    });
    const { user } = renderWithProviders(<ResourceList descriptor={AIRPORTS} canWrite={false} />, {
      route: '/?airports.search=yer&airports.country=Armenia&airports.sort=-city&airports.page=2&other=1',
    });
    expect(await screen.findByText('Zvartnots')).toBeInTheDocument();
    expect(Object.fromEntries(lists(calls)[0]?.query ?? [])).toEqual({
      page: '1',
      pageSize: '25',
      sortField: 'city',
      sortOrder: 'desc',
      search: 'yer',
      country: 'Armenia',
    });
    expect(screen.getByTestId('resource-search-airports')).toHaveValue('yer');
    await user.click(screen.getByTestId('resource-export-airports'));
    await user.click(await screen.findByTestId('resource-export-airports-xlsx'));
    await waitFor(() => expect(callsOf(calls, AIRPORT_ENDPOINTS.export)).toHaveLength(1));
    expect(Object.fromEntries(callsOf(calls, AIRPORT_ENDPOINTS.export)[0]?.query ?? [])).toEqual({
      sortField: 'city',
      sortOrder: 'desc',
      search: 'yer',
      country: 'Armenia',
      format: 'xlsx',
    });
  });

  it("puts the grid's column filter into the URL's request, keeping the input while it is typed in", async () => {
    await i18n.changeLanguage('en');
    const { calls } = stubAirports();
    const { user } = renderWithProviders(<ResourceList descriptor={AIRPORTS} canWrite={false} />);
    await screen.findByText('Zvartnots');
    const city = screen.getByRole('columnheader', { name: /City/ });
    await user.click(within(city).getByLabelText('City column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /filter/i }));
    const input = await screen.findByPlaceholderText(/filter value/i);
    await user.type(input, 'Yer');
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('city')).toBe('Yer'));
    // The same input, still focused: the URL's filter did not remount it.
    expect(input).toHaveFocus();
    expect(lists(calls).at(-1)?.query.get('page')).toBe('0');
  });

  it('gives readers no add, edit or delete controls', async () => {
    stubAirports();
    renderWithProviders(<ResourceList descriptor={AIRPORTS} canWrite={false} />);
    expect(await screen.findByText('Zvartnots')).toBeInTheDocument();
    expect(screen.queryByTestId('resource-add-airports')).not.toBeInTheDocument();
    expect(screen.queryByTestId('resource-edit-airports-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('resource-delete-airports-1')).not.toBeInTheDocument();
    expect(screen.getByText('Դուք կարող եք դիտել այս գրառումները, բայց ոչ փոփոխել։')).toBeInTheDocument();
  });

  it('creates with the contract schema: translated errors first, then the POST, then a fresh list', async () => {
    const { calls } = stubAirports({
      [routeOf(AIRPORT_ENDPOINTS.create)]: (call) => jsonResponse(200, { id: 3, ...(call.body as object) }),
    });
    const { user } = renderWithProviders(<ResourceList descriptor={AIRPORTS} canWrite />);
    await user.click(await screen.findByTestId('resource-add-airports'));
    const form = await screen.findByTestId('resource-form');
    expect(screen.getByRole('dialog', { name: 'Նոր օդանավակայան' })).toBeInTheDocument();

    await user.click(screen.getByTestId('resource-form-submit'));
    expect(await within(form).findAllByText('Դաշտը պարտադիր է')).toHaveLength(5);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByTestId('field-iataCode'), 'evn');
    await user.type(screen.getByTestId('field-name'), 'Zvartnots');
    await user.type(screen.getByTestId('field-city'), 'Yerevan');
    await user.type(screen.getByTestId('field-country'), 'Armenia');
    await user.type(screen.getByTestId('field-timeZone'), 'Asia/Yere');
    await user.click(await screen.findByRole('option', { name: /Asia\/Yerevan/ }));
    const listsBefore = lists(calls).length;
    await user.click(screen.getByTestId('resource-form-submit'));

    await waitFor(() => expect(screen.queryByTestId('resource-form')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      iataCode: 'EVN',
      name: 'Zvartnots',
      city: 'Yerevan',
      country: 'Armenia',
      timeZone: 'Asia/Yerevan',
    });
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(listsBefore));
  });

  it("puts the server's field errors under the inputs", async () => {
    stubAirports({
      [routeOf(AIRPORT_ENDPOINTS.create)]: () =>
        jsonResponse(400, {
          message: 'Ստուգեք լրացված դաշտերը',
          code: 'VALIDATION_FAILED',
          errors: { iataCode: 'Այս արժեքն արդեն օգտագործվում է' },
        }),
    });
    const { user } = renderWithProviders(<ResourceList descriptor={AIRPORTS} canWrite />);
    await user.click(await screen.findByTestId('resource-add-airports'));
    await user.type(await screen.findByTestId('field-iataCode'), 'EVN');
    await user.type(screen.getByTestId('field-name'), 'Zvartnots');
    await user.type(screen.getByTestId('field-city'), 'Yerevan');
    await user.type(screen.getByTestId('field-country'), 'Armenia');
    await user.type(screen.getByTestId('field-timeZone'), 'Asia/Yere');
    await user.click(await screen.findByRole('option', { name: /Asia\/Yerevan/ }));
    await user.click(screen.getByTestId('resource-form-submit'));
    expect(await screen.findByText('Այս արժեքն արդեն օգտագործվում է')).toBeInTheDocument();
    expect(screen.getByTestId('field-iataCode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('resource-form-error')).not.toBeInTheDocument();
  });

  it('edits a record in the same form, filled from the record, and sends PUT', async () => {
    const { calls } = stubAirports({
      [routeOf(AIRPORT_ENDPOINTS.update, { id: 1 })]: (call) => jsonResponse(200, { id: 1, ...(call.body as object) }),
    });
    const { user } = renderWithProviders(<ResourceList descriptor={AIRPORTS} canWrite />);
    await user.click(await screen.findByTestId('resource-edit-airports-1'));
    expect(await screen.findByRole('dialog', { name: 'Խմբագրել օդանավակայանը' })).toBeInTheDocument();
    const name = screen.getByTestId('field-name');
    expect(name).toHaveValue('Zvartnots');
    await user.clear(name);
    await user.type(name, 'Zvartnots International');
    await user.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...AIRPORTS.toInput(EVN),
      name: 'Zvartnots International',
    });
  });

  it('asks before deleting, and shows the 409 that says where the record is used', async () => {
    const { calls } = stubAirports({
      [routeOf(AIRPORT_ENDPOINTS.remove, { id: 1 })]: () =>
        jsonResponse(409, {
          code: 'IN_USE',
          message: 'Գրառումն օգտագործվում է և չի կարող ջնջվել։ Օգտագործվում է՝ չվերթներ (12)',
        }),
    });
    const { user } = renderWithProviders(<ResourceList descriptor={AIRPORTS} canWrite />);
    await user.click(await screen.findByTestId('resource-delete-airports-1'));
    expect(await screen.findByText(/«EVN · Yerevan» գրառումը կջնջվի/)).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-dialog-confirm'));
    expect(await screen.findByTestId('confirm-dialog-error')).toHaveTextContent('չվերթներ (12)');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  // Issue 31: a room type was named "#1 · BB · 2" (its internal id, the meal code and the capacity).
  it('names a room type by its hotel, category and meal type in the delete confirmation and the row buttons', async () => {
    await i18n.changeLanguage('en');
    const room = {
      id: 1,
      hotelId: 3,
      roomCategoryId: 4,
      mealType: 'BB',
      capacity: 2,
      maxAdults: 2,
      maxChildren: 1,
      childMaxAge: 11,
      minStay: 1,
      releaseDays: 0,
      commissionPercent: 10,
      pricePerNight: 12_000,
      currency: 'EUR',
      cancellationPolicy: [],
    };
    stubFetch({
      [routeOf(resourceEndpoints(ROOMS).list)]: () =>
        jsonResponse(200, { result: [room], count: 1, countCapped: false }),
      [routeOf(resourceEndpoints(HOTELS).get, { id: 3 })]: () =>
        jsonResponse(200, {
          id: 3,
          providerId: 1,
          name: 'Lutetia',
          city: 'Paris',
          country: 'France',
          category: 4,
          address: '45 Boulevard Raspail',
          description: { hy: '', en: '', ru: '' },
          photoUploadIds: [],
        }),
      [routeOf(resourceEndpoints(ROOM_CATEGORIES).get, { id: 4 })]: () =>
        jsonResponse(200, { id: 4, name: 'Deluxe double', description: { hy: '', en: '', ru: '' } }),
    });
    const { user } = renderWithProviders(<ResourceList descriptor={ROOMS} canWrite />);
    const name = 'Lutetia · Paris · Deluxe double · Bed and breakfast (BB)';
    const remove = await screen.findByTestId('resource-delete-rooms-1');
    await waitFor(() => expect(remove).toHaveAccessibleName(`Delete ${name}`));
    expect(screen.getByTestId('resource-edit-rooms-1')).toHaveAccessibleName(`Edit ${name}`);
    await user.click(remove);
    expect(await screen.findByText(`“${name}” will be deleted. This cannot be undone.`)).toBeInTheDocument();
    expect(screen.queryByText(/#1/)).not.toBeInTheDocument();
    await i18n.changeLanguage('hy');
  });

  it('refuses a negative price before sending, under its input in a passenger-type group', async () => {
    const { calls } = stubFetch({
      [routeOf(resourceEndpoints(CLASS_TEMPLATES).list)]: () =>
        jsonResponse(200, { result: [], count: 0, countCapped: false }),
      [routeOf(resourceEndpoints(FLIGHT_TEMPLATES).get, { id: 4 })]: () =>
        jsonResponse(200, {
          id: 4,
          name: 'EVN-CDG Tue',
          airlineId: 1,
          flightNumber: '801',
          aircraftId: 1,
          fromAirportId: 1,
          toAirportId: 2,
          departureTime: '08:00',
          durationMinutes: 300,
          seatCapacity: 150,
          currency: 'EUR',
        }),
      [routeOf(resourceEndpoints(FLIGHT_TEMPLATES).list)]: () =>
        jsonResponse(200, { result: [], count: 0, countCapped: false }),
    });
    const { user } = renderWithProviders(<ResourceList descriptor={CLASS_TEMPLATES} canWrite />);
    await user.click(await screen.findByTestId('resource-add-classTemplates'));
    const fare = await screen.findByTestId('field-prices.adult.fare');
    await user.clear(fare);
    await user.type(fare, '-5');
    await user.click(screen.getByTestId('resource-form-submit'));
    expect(await screen.findByText('Արժեքը չի կարող լինել բացասական')).toBeInTheDocument();
    await user.clear(fare);
    await user.type(fare, '125.50');
    await user.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(screen.queryByText('Արժեքը չի կարող լինել բացասական')).not.toBeInTheDocument());
    expect(fare).toHaveValue('125.50');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('types money in major units and sends minor units, penalties as a kind and a value', async () => {
    const { calls } = stubFetch({
      [routeOf(resourceEndpoints(FARE_RULES).list)]: () =>
        jsonResponse(200, { result: [], count: 0, countCapped: false }),
      [routeOf(resourceEndpoints(FARE_RULES).create)]: (call) => jsonResponse(200, { id: 9, ...(call.body as object) }),
    });
    const { user } = renderWithProviders(<ResourceList descriptor={FARE_RULES} canWrite />);
    await user.click(await screen.findByTestId('resource-add-fareRules'));
    await user.type(await screen.findByTestId('field-name'), 'Promo');
    const fee = screen.getByTestId('field-nameChangeFee');
    await user.clear(fee);
    await user.type(fee, '125.5');
    const kind = screen.getByTestId('field-penalties.infant.refund.type');
    expect(kind).toHaveValue('percent');
    await user.selectOptions(kind, 'amount');
    const amount = screen.getByTestId('field-penalties.infant.refund.value');
    expect(amount).toHaveValue('0.00');
    await user.clear(amount);
    await user.type(amount, '7');
    expect(screen.getAllByText('Նորածին').length).toBeGreaterThan(0);
    await user.type(screen.getByTestId('field-texts.en'), 'Non-refundable');
    await user.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Promo',
      nameChangeFee: 12_550,
      texts: { hy: '', en: 'Non-refundable', ru: '' },
      penalties: {
        adult: { refund: { type: 'percent', value: 0 } },
        infant: { refund: { type: 'amount', value: 700 } },
      },
    });
  });
});
