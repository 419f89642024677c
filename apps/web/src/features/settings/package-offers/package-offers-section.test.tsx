import {
  HOTELS,
  PACKAGE_OFFERS,
  resourceEndpoints,
  ROOM_CATEGORIES,
  ROOMS,
  SERVICES,
  type TPackageOffer,
} from '@frs/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const OFFER: TPackageOffer = {
  id: 1,
  name: 'Paris week',
  destination: 'Paris',
  fromAirportId: 41,
  toAirportId: 42,
  classType: 'economy',
  roomIds: [11],
  nights: [7],
  services: [{ serviceId: 21, charge: 'perBooking' }],
  tourManagerId: 31,
  markup: { type: 'percent', value: 7.5 },
  commissionPercent: 5,
  saleFrom: '2026-06-01',
  saleTo: '2026-09-30',
  cancellationPolicy: [],
  active: true,
};
const room = (id: number, mealType: string) => ({
  id,
  hotelId: 5,
  roomCategoryId: 3,
  mealType,
  capacity: 2,
  maxAdults: 2,
  maxChildren: 1,
  childMaxAge: 11,
  minStay: 1,
  releaseDays: 0,
  commissionPercent: 10,
  currency: 'EUR',
  pricePerNight: 12_000,
  cancellationPolicy: [],
});
const HOTEL = {
  id: 5,
  providerId: 1,
  name: 'Lutetia',
  city: 'Paris',
  country: 'France',
  category: 5,
  address: '45 Bd Raspail',
  description: { hy: '', en: '', ru: '' },
  photoUploadIds: [],
};

function stubOffers() {
  const offers = resourceEndpoints(PACKAGE_OFFERS);
  return stubShellApi(profileFor('Packages'), {
    [routeOf(offers.list)]: () => jsonResponse(200, { result: [OFFER], count: 1, countCapped: false }),
    [routeOf(offers.update, { id: 1 })]: () =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        errors: { 'roomIds.1': 'No such record', 'services.0.serviceId': 'No such record' },
      }),
    [routeOf(resourceEndpoints(ROOMS).list)]: () =>
      jsonResponse(200, { result: [room(11, 'BB'), room(12, 'HB')], count: 2, countCapped: false }),
    [routeOf(resourceEndpoints(ROOMS).get, { id: 11 })]: () => jsonResponse(200, room(11, 'BB')),
    [routeOf(resourceEndpoints(ROOMS).get, { id: 12 })]: () => jsonResponse(200, room(12, 'HB')),
    [routeOf(resourceEndpoints(HOTELS).get, { id: 5 })]: () => jsonResponse(200, HOTEL),
    [routeOf(resourceEndpoints(ROOM_CATEGORIES).get, { id: 3 })]: () =>
      jsonResponse(200, { id: 3, name: 'Deluxe', description: { hy: '', en: '', ru: '' } }),
    [routeOf(resourceEndpoints(SERVICES).get, { id: 21 })]: () =>
      jsonResponse(200, {
        id: 21,
        name: 'Airport transfer',
        kind: 'transfer',
        currency: 'USD',
        price: 2_500,
        description: { hy: '', en: '', ru: '' },
      }),
  });
}

describe('package offers in the Packages section of /settings', { timeout: 60_000 }, () => {
  it('edits room types, nights, services and the markup with their own widgets, and shows the errors per item', async () => {
    await i18n.changeLanguage('en');
    const { calls } = stubOffers();
    const { user } = renderApp('/settings?section=packages&resource=packageOffers', { loggedIn: true });
    await user.click(await screen.findByTestId('resource-edit-packageOffers-1', {}, { timeout: 20_000 }));
    const form = within(await screen.findByTestId('resource-form'));

    // Room types read "hotel · category · meal"; one more is chosen from the list.
    const roomTypes = within(form.getByTestId('field-roomIds'));
    expect(await roomTypes.findByText('Lutetia · Paris · Deluxe · BB')).toBeInTheDocument();
    await user.click(roomTypes.getByTestId('field-roomIds-input'));
    await user.click(await screen.findByTestId('field-roomIds-option-12'));
    expect(await roomTypes.findByText('Lutetia · Paris · Deluxe · HB')).toBeInTheDocument();

    // Nights: typed with a comma, kept sorted; a word is refused under the input.
    const nights = form.getByTestId('field-nights');
    await user.type(nights, '10,5,');
    expect(form.getByText('5 nights')).toBeInTheDocument();
    expect(form.getByText('10 nights')).toBeInTheDocument();
    await user.type(nights, 'ten{Enter}');
    expect(form.getByText('Enter whole numbers from 1 to 30')).toBeInTheDocument();
    await user.clear(nights);

    // The service row keeps its charge; the markup becomes an amount in AMD.
    expect(form.getByTestId('field-services.0.charge')).toHaveValue('perBooking');
    await user.selectOptions(form.getByTestId('field-markup.type'), 'amount');
    await user.clear(form.getByTestId('field-markup.value'));
    await user.type(form.getByTestId('field-markup.value'), '25000');

    await user.click(screen.getByTestId('resource-form-submit'));
    const [put] = callsOf(calls, resourceEndpoints(PACKAGE_OFFERS).update, { id: 1 });
    expect(put?.body).toMatchObject({
      roomIds: [11, 12],
      nights: [5, 7, 10],
      services: [{ serviceId: 21, charge: 'perBooking' }],
      markup: { type: 'amount', value: 25_000_00 },
    });
    expect(await form.findByText('Lutetia · Paris · Deluxe · HB: No such record')).toBeInTheDocument();
    expect(within(form.getByTestId('field-services.0')).getByText('No such record')).toBeInTheDocument();
  });
});
