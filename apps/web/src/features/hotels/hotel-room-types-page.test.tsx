import {
  addDays,
  HOTEL_ENDPOINTS,
  type THotelInventory,
  type TInventoryNight,
  type TInventoryRoomType,
  type TRole,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { setDateField } from '../../test/date-input';
import { callsOf, jsonResponse, routeOf, type TRecordedCall } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { lastNightOf } from './month';

const HOTEL_ID = 5;

/** Every night of a month: 10 rooms, 2 sold, 1 held, the base price; then the nights of `special` as given. */
function monthOfNights(
  month: string,
  price: number,
  special: Readonly<Record<string, Partial<TInventoryNight>>> = {},
): TInventoryNight[] {
  const nights: TInventoryNight[] = [];
  for (let date = `${month}-01`; date <= lastNightOf(month); date = addDays(date, 1)) {
    nights.push({
      date,
      allotment: 10,
      sold: 2,
      held: 1,
      free: 7,
      price,
      ownPrice: false,
      stopSale: false,
      released: false,
      ...special[date],
    });
  }
  return nights;
}

function roomType(overrides: Partial<TInventoryRoomType> & Pick<TInventoryRoomType, 'roomId'>): TInventoryRoomType {
  return {
    categoryName: 'Standard double',
    mealType: 'BB',
    capacity: 3,
    maxAdults: 2,
    maxChildren: 1,
    childMaxAge: 11,
    minStay: 2,
    releaseDays: 3,
    commissionPercent: 10,
    pricePerNight: 12_000,
    currency: 'USD',
    cancellationPolicy: [{ daysBefore: 3, type: 'nights', value: 1 }],
    nights: [],
    ...overrides,
  };
}

function inventoryOf(month: string): THotelInventory {
  return {
    hotel: { id: HOTEL_ID, name: 'Ararat Grand', city: 'Yerevan', category: 4 },
    month,
    roomTypes: [
      roomType({
        roomId: 11,
        nights: monthOfNights(month, 12_000, {
          [`${month}-02`]: { released: true, free: 0 },
          [`${month}-08`]: { price: 15_050, ownPrice: true },
          [`${month}-10`]: { stopSale: true, free: 0 },
        }),
      }),
      roomType({
        roomId: 12,
        categoryName: 'Family suite',
        mealType: 'HB',
        capacity: 4,
        pricePerNight: 20_000,
        currency: 'EUR',
        nights: monthOfNights(month, 20_000),
      }),
    ],
  };
}

function stubInventory(role: TRole, overrides: Parameters<typeof stubShellApi>[1] = {}) {
  return stubShellApi(profileFor(role), {
    [routeOf(HOTEL_ENDPOINTS.inventory, { id: HOTEL_ID })]: (call) =>
      jsonResponse(200, inventoryOf(call.query.get('month') ?? '')),
    ...overrides,
  });
}

const inventoryCalls = (calls: TRecordedCall[]) => callsOf(calls, HOTEL_ENDPOINTS.inventory, { id: HOTEL_ID });
const updates = (calls: TRecordedCall[]) => callsOf(calls, HOTEL_ENDPOINTS.updateInventory, { id: HOTEL_ID });
/** A day of a room type's calendar, and one of its figures (allotment, sold, held, free, price) or its marks (sale). */
const day = (roomId: number, date: string) => screen.getByTestId(`night-${roomId}-${date}`);
const cell = (roomId: number, date: string, figure: string) => screen.getByTestId(`night-${roomId}-${date}-${figure}`);

/**
 * The Set dates dialog once it is open: its module is imported on the first opening, which can take seconds. It is
 * looked for with queryBy, as a failed getBy or findBy prints the whole page (a calendar of hundreds of nights) on
 * each look while it waits.
 */
async function setDatesDialog() {
  await waitFor(() => expect(screen.queryByTestId('set-dates-dialog')).toBeInTheDocument());
  return within(screen.getByTestId('set-dates-dialog'));
}

async function openPage(role: TRole, month = '2026-03', overrides: Parameters<typeof stubShellApi>[1] = {}) {
  await i18n.changeLanguage('en');
  const stub = stubInventory(role, overrides);
  const rendered = renderApp(`/hotels/room_type/${HOTEL_ID}?month=${month}`, { loggedIn: true });
  await screen.findByTestId('room-type-11', {}, { timeout: 20_000 });
  return { ...stub, ...rendered };
}

describe('/hotels/room_type/:id, the room types and their calendar', { timeout: 45_000 }, () => {
  it("shows the hotel, each room type's facts, and a month of nights with their figures and marks", async () => {
    const { calls } = await openPage('Hotels');
    expect(inventoryCalls(calls)[0]?.query.get('month')).toBe('2026-03');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Ararat Grand · Yerevan');
    expect(screen.getByTestId('hotel-stars')).toHaveTextContent('Category: 4 stars');
    expect(screen.getByTestId('month-title')).toHaveTextContent('March 2026');

    expect(screen.getByTestId('room-type-11-meal')).toHaveTextContent('Bed and breakfast (BB)');
    expect(screen.getByTestId('room-type-11-capacity')).toHaveTextContent('3');
    expect(screen.getByTestId('room-type-11-basePrice')).toHaveTextContent('120.00 USD');
    expect(screen.getByTestId('room-type-11-minStay')).toHaveTextContent('2');
    expect(screen.getByTestId('room-type-11-releaseDays')).toHaveTextContent('3');
    expect(screen.getByTestId('room-type-11-commission')).toHaveTextContent('10%');
    expect(screen.getByTestId('room-type-12-basePrice')).toHaveTextContent('200.00 EUR');

    // A month calendar: a column per weekday, Monday first, and a row per week. 1 March 2026 is a Sunday, so the
    // first week holds six days of February (left empty) and the month spans six weeks.
    const region = screen.getByRole('region', { name: 'Standard double · BB: nights of March 2026' });
    const table = within(region);
    // Each weekday shown short and read in full.
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    expect(table.getByRole('columnheader', { name: 'Monday' })).toBeInTheDocument();
    const [, ...weeks] = table.getAllByRole('row');
    expect(weeks).toHaveLength(6);
    const daysOf = (week: HTMLElement | undefined) =>
      within(week ?? document.body)
        .getAllByRole('cell')
        .map((day) => day.getAttribute('data-testid'));
    expect(daysOf(weeks[0])).toEqual([null, null, null, null, null, null, 'night-11-2026-03-01']);
    expect(daysOf(weeks[1])).toEqual([2, 3, 4, 5, 6, 7, 8].map((day) => `night-11-2026-03-0${day}`));
    expect(daysOf(weeks[5])).toEqual(['night-11-2026-03-30', 'night-11-2026-03-31', null, null, null, null, null]);
    const firstWeek = within(weeks[0] ?? document.body).getAllByRole('cell');
    for (const empty of firstWeek.slice(0, 6)) expect(empty).toBeEmptyDOMElement();

    // Each day reads as a whole: its weekday and number, its marks, its labelled figures and its price.
    expect(day(11, '2026-03-01')).toHaveAccessibleName(
      'Sun 1 On sale Allotment 10 Sold 2 Held 1 Free 7 Price 120.00 USD',
    );
    expect(day(11, '2026-03-10')).toHaveAccessibleName(/^Tue 10 Stop sale Allotment 10 .*Free 0 Price 120\.00 USD$/);
    expect(within(day(11, '2026-03-01')).getByText('Allot.')).toHaveAttribute('aria-hidden', 'true');

    expect(cell(11, '2026-03-01', 'allotment')).toHaveTextContent('10');
    expect(cell(11, '2026-03-01', 'sold')).toHaveTextContent('2');
    expect(cell(11, '2026-03-01', 'held')).toHaveTextContent('1');
    expect(cell(11, '2026-03-01', 'free')).toHaveTextContent('7');
    expect(cell(11, '2026-03-01', 'price')).toHaveTextContent(/^120\.00 USD$/);
    expect(cell(11, '2026-03-01', 'sale')).toHaveTextContent('On sale');
    // A season price is marked in words (for screen readers) besides its icon and weight.
    expect(cell(11, '2026-03-08', 'price')).toHaveTextContent('150.50 USD (Season price)');
    expect(cell(11, '2026-03-10', 'sale')).toHaveTextContent('Stop sale');
    expect(cell(11, '2026-03-10', 'free')).toHaveTextContent('0');
    expect(cell(11, '2026-03-02', 'sale')).toHaveTextContent('Released');
    expect(cell(12, '2026-03-10', 'sale')).toHaveTextContent('On sale');
    expect(cell(12, '2026-03-31', 'price')).toHaveTextContent(/^200\.00 EUR$/);
    // Every figure of a day is in that day's cell.
    expect(day(12, '2026-03-31')).toContainElement(cell(12, '2026-03-31', 'price'));
  });

  it('moves a month back and forth, asking the server for each, and names it in the reader’s language', async () => {
    const { calls, user } = await openPage('Viewer');
    await user.click(screen.getByTestId('month-next'));
    await waitFor(() => expect(screen.queryByTestId('night-11-2026-04-30-free')).toBeInTheDocument());
    expect(screen.getByTestId('month-title')).toHaveTextContent('April 2026');
    expect(inventoryCalls(calls).at(-1)?.query.get('month')).toBe('2026-04');
    expect(screen.queryByTestId('night-11-2026-03-31-free')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/hotels/room_type/${HOTEL_ID}`);

    await user.click(screen.getByTestId('month-previous'));
    await user.click(screen.getByTestId('month-previous'));
    await waitFor(() => expect(screen.queryByTestId('night-11-2026-02-28-free')).toBeInTheDocument());
    expect(screen.queryByTestId('night-11-2026-02-29-free')).not.toBeInTheDocument();
    const asked = inventoryCalls(calls).map((call) => call.query.get('month'));
    expect(new Set(asked)).toEqual(new Set(['2026-03', '2026-04', '2026-02']));
    expect(asked.at(-1)).toBe('2026-02');

    // February 2026 runs from a Sunday to a Saturday: five weeks, the 28th on the Saturday of the last.
    const [, ...weeks] = within(screen.getByTestId('nights-11')).getAllByRole('row');
    expect(weeks).toHaveLength(5);
    expect(within(weeks[4] ?? document.body).getAllByRole('cell')[5]).toHaveAttribute(
      'data-testid',
      'night-11-2026-02-28',
    );

    await i18n.changeLanguage('ru');
    expect(await screen.findByTestId('month-title')).toHaveTextContent('Февраль 2026');
    const headers = () => within(screen.getByTestId('nights-11')).getAllByRole('columnheader');
    expect(headers()[0]).toHaveAccessibleName('понедельник');
    expect(day(11, '2026-02-01')).toHaveAccessibleName(/^вс 1 /);
    await i18n.changeLanguage('hy');
    expect(screen.getByTestId('month-title')).toHaveTextContent('Փետրվար 2026 թ.');
    expect(headers()[6]).toHaveAccessibleName('կիրակի');
  });

  it('on a phone, keeps the nights in a sideways-scrolling region and opens Set dates full screen', async () => {
    window.innerWidth = 375;
    const { user } = await openPage('Hotels');
    const region = screen.getByRole('region', { name: 'Family suite · HB: nights of March 2026' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ overflowX: 'auto' });
    await user.click(screen.getByTestId('set-dates-12'));
    await setDatesDialog();
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
  });

  it('gives Viewer the calendar without the Set dates action', async () => {
    await openPage('Viewer');
    expect(cell(11, '2026-03-01', 'free')).toHaveTextContent('7');
    expect(screen.queryByTestId('set-dates-11')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set dates/ })).not.toBeInTheDocument();
  });

  it('sets several room types on some weekdays in one PUT, back to the base price, then refetches the month', async () => {
    const { calls, user } = await openPage('Hotels', '2026-03', {
      [routeOf(HOTEL_ENDPOINTS.updateInventory, { id: HOTEL_ID })]: () => jsonResponse(200, { nights: 14 }),
    });
    await user.click(screen.getByRole('button', { name: 'Set dates: Standard double · BB' }));
    const dialog = await setDatesDialog();
    // The room type the action started from is chosen; the range is the month shown.
    expect(dialog.getByTestId('set-dates-room-11')).toBeChecked();
    expect(dialog.getByTestId('set-dates-room-12')).not.toBeChecked();
    expect(dialog.getByTestId('set-dates-start')).toHaveValue('01.03.2026');
    expect(dialog.getByTestId('set-dates-end')).toHaveValue('31.03.2026');

    await user.click(dialog.getByTestId('set-dates-room-12'));
    setDateField(dialog.getByTestId('set-dates-start'), '2026-03-05');
    setDateField(dialog.getByTestId('set-dates-end'), '2026-03-20');
    for (const day of [6, 0, 5]) await user.click(dialog.getByTestId(`set-dates-weekday-${day}`));
    expect(dialog.getByTestId('set-dates-weekday-6')).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByTestId('set-dates-weekday-1')).toHaveAttribute('aria-pressed', 'false');
    await user.type(dialog.getByTestId('set-dates-allotment'), '8');
    await user.selectOptions(dialog.getByTestId('set-dates-price-mode'), 'base');
    expect(dialog.queryByTestId('set-dates-price')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByTestId('set-dates-stop-sale'), 'off');
    const before = inventoryCalls(calls).length;
    await user.click(dialog.getByTestId('set-dates-submit'));

    await waitFor(() => expect(screen.queryByTestId('set-dates-dialog')).not.toBeInTheDocument());
    expect(updates(calls).map((call) => call.body)).toEqual([
      {
        roomIds: [11, 12],
        startDate: '2026-03-05',
        endDate: '2026-03-20',
        weekdays: [0, 5, 6],
        allotment: 8,
        price: null,
        stopSale: false,
      },
    ]);
    expect(screen.getByTestId('inventory-saved')).toHaveTextContent('Nights changed: 14');
    await waitFor(() => expect(inventoryCalls(calls).length).toBeGreaterThan(before));
    expect(inventoryCalls(calls).at(-1)?.query.get('month')).toBe('2026-03');
  });

  it('sends a typed price in minor units and leaves out what stays unchanged', async () => {
    const { calls, user } = await openPage('Admin', '2026-03', {
      [routeOf(HOTEL_ENDPOINTS.updateInventory, { id: HOTEL_ID })]: () => jsonResponse(200, { nights: 31 }),
    });
    await user.click(screen.getByTestId('set-dates-12'));
    const dialog = await setDatesDialog();
    await user.selectOptions(dialog.getByTestId('set-dates-price-mode'), 'set');
    const price = dialog.getByTestId('set-dates-price');
    // The price is in the chosen room type's currency.
    expect(price.closest('.MuiInputBase-root')).toHaveTextContent('EUR');
    await user.type(price, '1,350.5');
    await user.click(dialog.getByTestId('set-dates-submit'));
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]?.body).toEqual({
      roomIds: [12],
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      price: 135_050,
    });
  });

  it('refuses a change that changes nothing, or a price left empty, without a call', async () => {
    const { calls, user } = await openPage('Hotels');
    await user.click(screen.getByTestId('set-dates-11'));
    const dialog = await setDatesDialog();
    await user.click(dialog.getByTestId('set-dates-submit'));
    expect(await dialog.findByText('Choose what to change: allotment, price or stop-sale')).toBeInTheDocument();
    expect(dialog.getByTestId('set-dates-allotment')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(dialog.getByTestId('set-dates-price-mode'), 'set');
    await user.click(dialog.getByTestId('set-dates-room-11'));
    await user.click(dialog.getByTestId('set-dates-submit'));
    await waitFor(() => expect(dialog.getByTestId('set-dates-price')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog.getByTestId('set-dates-rooms')).getByText('Field is required')).toBeInTheDocument();
    expect(updates(calls)).toHaveLength(0);
  });

  it("puts the server's field errors under their inputs and a 409 message in the dialog", async () => {
    let answer = 400;
    const { calls, user } = await openPage('Hotels', '2026-03', {
      [routeOf(HOTEL_ENDPOINTS.updateInventory, { id: HOTEL_ID })]: () =>
        answer === 400
          ? jsonResponse(400, {
              message: 'Check the fields',
              code: 'VALIDATION_FAILED',
              errors: { allotment: 'Fewer rooms than sold and held on 10.03.2026 (3)' },
            })
          : jsonResponse(409, { message: 'The inventory changed meanwhile; try again', code: 'CONFLICT' }),
    });
    await user.click(screen.getByTestId('set-dates-11'));
    const dialog = await setDatesDialog();
    await user.type(dialog.getByTestId('set-dates-allotment'), '1');
    await user.click(dialog.getByTestId('set-dates-submit'));
    expect(await dialog.findByText('Fewer rooms than sold and held on 10.03.2026 (3)')).toBeInTheDocument();
    expect(dialog.getByTestId('set-dates-allotment')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.queryByTestId('set-dates-error')).not.toBeInTheDocument();
    expect(updates(calls)[0]?.body).toEqual({
      roomIds: [11],
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      allotment: 1,
    });

    answer = 409;
    await user.click(dialog.getByTestId('set-dates-submit'));
    expect(await dialog.findByTestId('set-dates-error')).toHaveTextContent(
      'The inventory changed meanwhile; try again',
    );
    expect(screen.getByTestId('set-dates-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('inventory-saved')).not.toBeInTheDocument();
  });

  it('shows the server’s message for a hotel that does not exist', async () => {
    await i18n.changeLanguage('en');
    stubShellApi(profileFor('Hotels'), {
      [routeOf(HOTEL_ENDPOINTS.inventory, { id: 99 })]: () =>
        jsonResponse(404, { message: 'No such hotel', code: 'NOT_FOUND' }),
    });
    renderApp('/hotels/room_type/99?month=2026-03', { loggedIn: true });
    expect(await screen.findByTestId('inventory-error', {}, { timeout: 20_000 })).toHaveTextContent('No such hotel');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Room types');
  });
});
