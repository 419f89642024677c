import {
  addDays,
  formatIsoDate,
  HOTEL_ORDER_ENDPOINTS,
  USER_ENDPOINTS,
  type THotelOrder,
  type THotelPreOrderRequest,
} from '@frs/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { daysFromToday } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render';
import { hotelOrderFixture } from '../reservations/hotel-order-fixtures';
import { hotelOffer, hotelResult } from '../search/hotel-search-fixtures';
import { HOTEL_STORAGE_KEYS, type THotelCheckoutDraft } from '../search/hotel-search-storage';

const CHECK_IN = daysFromToday(20);
const CHECK_OUT = addDays(CHECK_IN, 3);
const OFFER = hotelOffer(12, {
  category: 'Classic double',
  meal: 'BB',
  payable: 6_000_000,
  rooms: 2,
  policy: [{ daysBefore: 3, type: 'nights', value: 1 }],
});
const {
  offers: _offers,
  lowestPayable: _lowest,
  ...HOTEL
} = hotelResult(1, 'Louvre Palace', {
  stars: 5,
  photos: ['photo-louvre-1'],
  offers: [OFFER],
});
/** Two rooms, each for two adults and a child of 5. */
const DRAFT: THotelCheckoutDraft = {
  search: { city: 'Paris', hotelId: null, checkIn: CHECK_IN, checkOut: CHECK_OUT, rooms: 2, adults: 2, childAges: [5] },
  hotel: HOTEL,
  offer: OFFER,
  nights: 3,
};

function chooseStay(draft: THotelCheckoutDraft = DRAFT) {
  sessionStorage.setItem(HOTEL_STORAGE_KEYS.checkout, JSON.stringify({ userId: 7, ...draft }));
}

/** The hold the pre-order answers: its 10 minutes start when it is answered. */
function heldOrder(overrides: Partial<THotelOrder> = {}): THotelOrder {
  return hotelOrderFixture({
    id: 77,
    pnr: 'HQ7K2M',
    status: 'hold',
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    ticketedAt: null,
    totals: { ...hotelOrderFixture().totals, paid: 0 },
    refundPenaltyToday: null,
    operations: ['cancelPreOrder', 'book', 'ticket', 'edit'],
    ...overrides,
  });
}

/** Puts a whole text into an input at once (text that need not be typed key by key). */
function paste(testId: string, value: string) {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** The error shown under the field whose input has this test id, or null. */
function errorOf(testId: string): string | null {
  const control = screen.getByTestId(testId).closest('.MuiFormControl-root');
  return control?.querySelector('.MuiFormHelperText-root.Mui-error')?.textContent ?? null;
}

const NAMES = [
  ['Aram', 'Petrosyan'],
  ['Anna', 'Petrosyan'],
  ['Davit', 'Petrosyan'],
  ['Karen', 'Sargsyan'],
  ['Lilit', 'Sargsyan'],
  ['Mane', 'Sargsyan'],
] as const;

/** The first name of the first guest is typed; everything else is pasted. */
async function fillGuests(user: UserEvent) {
  for (const [position, [firstName, lastName]] of NAMES.entries()) {
    const prefix = `room-${Math.floor(position / 3)}-guest-${position % 3}`;
    if (position === 0) await user.type(screen.getByTestId(`${prefix}-firstName`), firstName);
    else paste(`${prefix}-firstName`, firstName);
    paste(`${prefix}-lastName`, lastName);
  }
  paste('contact-name', 'Aram Petrosyan');
  paste('contact-phone', '+374 91 123456');
  paste('contact-email', 'aram@example.test');
}

function renderCheckout(
  options: {
    role?: 'user' | 'Admin';
    balance?: number;
    held?: () => THotelOrder;
    extra?: Parameters<typeof stubShellApi>[1];
  } = {},
) {
  const held = options.held ?? (() => heldOrder());
  const profile = profileFor(options.role ?? 'user', {
    balance: { currentBalance: options.balance ?? 50_000_000, creditLimit: 0, currency: 'AMD' },
  });
  const placed = (mode: string) =>
    hotelOrderFixture({
      id: 77,
      status: mode === 'ticketing' ? 'ticketed' : 'booked',
      operations: [],
    });
  const stub = stubShellApi(profile, {
    [routeOf(HOTEL_ORDER_ENDPOINTS.preOrder)]: () => jsonResponse(201, held()),
    [routeOf(HOTEL_ORDER_ENDPOINTS.order)]: (call) => jsonResponse(200, placed((call.body as { mode: string }).mode)),
    [routeOf(HOTEL_ORDER_ENDPOINTS.cancelPreOrder, { id: 77 })]: () =>
      jsonResponse(200, heldOrder({ status: 'cancelled', holdExpiresAt: null, operations: [] })),
    // The order's page, where booking and confirming lead.
    [routeOf(HOTEL_ORDER_ENDPOINTS.get, { id: 77 })]: () => jsonResponse(200, placed('ticketing')),
    ...options.extra,
  });
  const rendered = renderApp('/checkout/hotel', { loggedIn: true });
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { ...rendered, callsTo };
}

describe('HotelCheckoutPage', { timeout: 40_000 }, () => {
  it('asks to search first when no stay is chosen', async () => {
    await i18n.changeLanguage('en');
    stubShellApi(profileFor('user'));
    renderApp('/checkout/hotel', { loggedIn: true });
    const empty = await screen.findByTestId('hotel-checkout-empty', {}, { timeout: 10_000 });
    expect(within(empty).getByRole('link', { name: 'Search for hotels' })).toHaveAttribute(
      'href',
      '/search?tab=hotels',
    );
  });

  it('sums up the stay and has the guests of every room, their types and ages fixed by the search', async () => {
    await i18n.changeLanguage('en');
    chooseStay();
    renderCheckout();
    const summary = await screen.findByTestId('hotel-checkout-summary', {}, { timeout: 10_000 });
    expect(within(summary).getByTestId('hotel-checkout-hotel')).toHaveTextContent('Louvre Palace');
    expect(within(summary).getByRole('img', { name: '5-star hotel' })).toBeInTheDocument();
    expect(within(summary).getByTestId('hotel-checkout-dates')).toHaveTextContent(
      `${formatIsoDate(CHECK_IN)} – ${formatIsoDate(CHECK_OUT)} (3 nights)`,
    );
    expect(within(summary).getByTestId('hotel-checkout-room')).toHaveTextContent(
      'Classic double · Bed and breakfast (BB)',
    );
    expect(within(summary).getByTestId('hotel-checkout-party')).toHaveTextContent(
      'rooms: 2, adults in each: 2 · children’s ages in each: 5',
    );
    expect(within(summary).getByTestId('hotel-checkout-policy')).toHaveTextContent(
      `Free cancellation until ${formatIsoDate(addDays(CHECK_IN, -4))}; from ${formatIsoDate(addDays(CHECK_IN, -3))}: the price of the first night`,
    );
    expect(within(summary).getByTestId('hotel-checkout-price-payable')).toHaveTextContent('60,000.00 AMD');

    const types = [0, 1].map((room) =>
      [0, 1, 2].map((guest) => screen.getByTestId(`room-${room}-guest-${guest}`).getAttribute('data-type')),
    );
    expect(types).toEqual([
      ['adult', 'adult', 'child'],
      ['adult', 'adult', 'child'],
    ]);
    expect(screen.queryByTestId('room-2')).not.toBeInTheDocument();
    expect(screen.getByTestId('room-1-guest-0-title')).toHaveTextContent('Guest 1 · Adult, lead guest');
    expect(screen.getByTestId('room-1-guest-1-title')).toHaveTextContent('Guest 2 · Adult');
    expect(screen.getByTestId('room-1-guest-2-title')).toHaveTextContent('Guest 3 · Child, age 5');
    expect(screen.queryByTestId('hotel-checkout-payer-agent')).not.toBeInTheDocument();
  });

  it('wants names in Latin letters and the contact, with the server’s messages, and sends nothing until then', async () => {
    await i18n.changeLanguage('en');
    chooseStay();
    const { user, callsTo } = renderCheckout();
    await screen.findByTestId('hotel-checkout-form', {}, { timeout: 10_000 });
    await user.type(screen.getByTestId('room-0-guest-0-firstName'), 'Արամ');
    await user.click(screen.getByTestId('hotel-checkout-hold'));
    await waitFor(() => expect(errorOf('room-0-guest-0-firstName')).toBe('Latin letters only'));
    expect(errorOf('room-0-guest-0-lastName')).toBe('Field is required');
    expect(errorOf('room-1-guest-2-firstName')).toBe('Field is required');
    expect(errorOf('contact-email')).toBe('Field is required');
    expect(errorOf('room-0-specialRequests')).toBeNull();
    expect(callsTo(HOTEL_ORDER_ENDPOINTS.preOrder)).toHaveLength(0);
  });

  it('holds with the pre-order the contract asks for: every room, its guests lead first, the child with its age', async () => {
    await i18n.changeLanguage('en');
    chooseStay();
    const { user, callsTo } = renderCheckout();
    await screen.findByTestId('hotel-checkout-form', {}, { timeout: 10_000 });
    await fillGuests(user);
    paste('room-0-specialRequests', 'Late arrival');
    await user.click(screen.getByTestId('hotel-checkout-hold'));

    expect(await screen.findByTestId('hotel-hold-panel', {}, { timeout: 10_000 })).toBeInTheDocument();
    const [preOrder] = callsTo(HOTEL_ORDER_ENDPOINTS.preOrder);
    const guest = (type: 'adult' | 'child', [firstName, lastName]: readonly [string, string], age?: number) => ({
      type,
      firstName,
      lastName,
      ...(age === undefined ? {} : { age }),
    });
    expect(preOrder?.body).toEqual({
      hotelId: 1,
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: [
        {
          roomId: 12,
          guests: [guest('adult', NAMES[0]), guest('adult', NAMES[1]), guest('child', NAMES[2], 5)],
          specialRequests: 'Late arrival',
        },
        {
          roomId: 12,
          guests: [guest('adult', NAMES[3]), guest('adult', NAMES[4]), guest('child', NAMES[5], 5)],
          specialRequests: null,
        },
      ],
      contact: { name: 'Aram Petrosyan', phone: '+374 91 123456', email: 'aram@example.test' },
      comment: null,
    } satisfies THotelPreOrderRequest);
    expect(preOrder?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);

    expect(screen.getByTestId('hotel-hold-active')).toHaveTextContent('The rooms are held under PNR HQ7K2M.');
    const countdown = screen.getByTestId('hotel-hold-countdown');
    expect(Number(countdown.getAttribute('data-remaining'))).toBeGreaterThan(590);
    // The hold survives a reload: it is kept with the chosen stay.
    const stored = JSON.parse(sessionStorage.getItem(HOTEL_STORAGE_KEYS.checkout) ?? '{}') as { order?: THotelOrder };
    expect(stored.order?.id).toBe(77);
  });

  it("puts the server's field errors under the guests' inputs, and the rest of its answer in an alert", async () => {
    await i18n.changeLanguage('en');
    chooseStay();
    const { user } = renderCheckout({
      extra: {
        [routeOf(HOTEL_ORDER_ENDPOINTS.preOrder)]: () =>
          jsonResponse(400, {
            message: 'Check the highlighted fields',
            code: 'VALIDATION',
            errors: {
              'rooms.1.guests.2.lastName': 'Latin letters only',
              'rooms.0.guests.2.age': 'This child is too old for the room',
            },
          }),
      },
    });
    await screen.findByTestId('hotel-checkout-form', {}, { timeout: 10_000 });
    await fillGuests(user);
    await user.click(screen.getByTestId('hotel-checkout-hold'));
    await waitFor(() => expect(errorOf('room-1-guest-2-lastName')).toBe('Latin letters only'));
    expect(errorOf('room-0-guest-2-lastName')).toBeNull();
    expect(screen.getByTestId('room-0-guest-2-age-error')).toHaveTextContent('This child is too old for the room');
    expect(screen.queryByTestId('hotel-checkout-error')).not.toBeInTheDocument();
  });

  it('shows a refusal of the rooms as its message', async () => {
    await i18n.changeLanguage('en');
    chooseStay();
    const { user } = renderCheckout({
      extra: {
        [routeOf(HOTEL_ORDER_ENDPOINTS.preOrder)]: () =>
          jsonResponse(409, {
            message: 'Not enough rooms are free on every night of the stay',
            code: 'NOT_ENOUGH_ROOMS',
          }),
      },
    });
    await screen.findByTestId('hotel-checkout-form', {}, { timeout: 10_000 });
    await fillGuests(user);
    await user.click(screen.getByTestId('hotel-checkout-hold'));
    expect(await screen.findByTestId('hotel-checkout-error')).toHaveTextContent(
      'Not enough rooms are free on every night of the stay',
    );
    expect(screen.queryByTestId('hotel-hold-panel')).not.toBeInTheDocument();
  });

  it('confirms a hold with mode ticketing under a key of its own, and opens the order', async () => {
    await i18n.changeLanguage('en');
    chooseStay();
    const { user, callsTo } = renderCheckout();
    await screen.findByTestId('hotel-checkout-form', {}, { timeout: 10_000 });
    await fillGuests(user);
    await user.click(screen.getByTestId('hotel-checkout-hold'));
    const panel = await screen.findByTestId('hotel-hold-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByTestId('balance-due')).toHaveTextContent('135,000.00 AMD');
    expect(within(panel).queryByTestId('balance-short')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('hotel-hold-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reservation/hotel/77'));
    const [order] = callsTo(HOTEL_ORDER_ENDPOINTS.order);
    expect(order?.body).toEqual({ orderId: 77, mode: 'ticketing' });
    const key = order?.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toBe(callsTo(HOTEL_ORDER_ENDPOINTS.preOrder)[0]?.headers.get('idempotency-key'));
    // The stay is done with: a new checkout starts from the search.
    expect(sessionStorage.getItem(HOTEL_STORAGE_KEYS.checkout)).toBeNull();
    // The header balance is asked again after the charge.
    await waitFor(() => expect(callsTo(USER_ENDPOINTS.profile).length).toBeGreaterThan(1));
  });

  it('refuses to confirm on a short balance, still books, and shows a hold again after a reload', async () => {
    await i18n.changeLanguage('en');
    chooseStay({ ...DRAFT, order: heldOrder() });
    const { user, callsTo } = renderCheckout({ balance: 1_000_000 });
    const panel = await screen.findByTestId('hotel-hold-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByTestId('balance-short')).toBeInTheDocument();
    await user.click(screen.getByTestId('hotel-hold-confirm'));
    expect(screen.getByTestId('hotel-hold-refusal')).toHaveTextContent('Not enough balance to confirm and pay now.');
    expect(callsTo(HOTEL_ORDER_ENDPOINTS.order)).toHaveLength(0);

    await user.click(screen.getByTestId('hotel-hold-book'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reservation/hotel/77'));
    expect(callsTo(HOTEL_ORDER_ENDPOINTS.order)[0]?.body).toEqual({ orderId: 77, mode: 'booking' });
  });

  it('cancels a hold, then offers to hold the same room again', async () => {
    await i18n.changeLanguage('en');
    chooseStay({ ...DRAFT, order: heldOrder() });
    const { user, callsTo } = renderCheckout();
    await user.click(await screen.findByTestId('hotel-hold-cancel', {}, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the hold HQ7K2M?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel hold' }));
    expect(await screen.findByTestId('hotel-checkout-closed')).toHaveTextContent(
      'The hold HQ7K2M was cancelled and its rooms were released.',
    );
    expect(callsTo(HOTEL_ORDER_ENDPOINTS.cancelPreOrder, { id: 77 })[0]?.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{32}$/,
    );
    await user.click(screen.getByTestId('hotel-checkout-start-over'));
    expect(await screen.findByTestId('hotel-checkout-form')).toBeInTheDocument();
  });

  it('says clearly when the hold runs out, and offers nothing but a new hold', async () => {
    await i18n.changeLanguage('en');
    chooseStay({ ...DRAFT, order: heldOrder({ holdExpiresAt: new Date(Date.now() + 1_500).toISOString() }) });
    renderCheckout();
    expect(await screen.findByTestId('hotel-hold-expired', {}, { timeout: 10_000 })).toHaveTextContent(
      'The hold has expired and its rooms were released.',
    );
    expect(screen.queryByTestId('hotel-hold-confirm')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hotel-hold-book')).not.toBeInTheDocument();
    expect(screen.getByTestId('hotel-hold-start-over')).toBeInTheDocument();
  });

  it('lets staff sell for an agent, who is named in the pre-order', async () => {
    await i18n.changeLanguage('en');
    chooseStay({ ...DRAFT, search: { ...DRAFT.search, rooms: 1, childAges: [] } });
    const agents = {
      result: [
        {
          userId: 70,
          email: 'a@x.test',
          role: 'user',
          adminGroups: null,
          status: 'approved',
          companyName: 'Ararat Tours',
          contactNameSurname: null,
          phone: null,
          mobilePhone: null,
          country: 'Armenia',
          city: 'Yerevan',
          balance: 0,
          creditLimit: 0,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      count: 1,
      countCapped: false,
    };
    const { user, callsTo } = renderCheckout({
      role: 'Admin',
      held: () => heldOrder({ agent: { id: 70, name: 'Ararat Tours' } }),
      extra: {
        [routeOf(USER_ENDPOINTS.list)]: () => jsonResponse(200, agents),
        [routeOf(USER_ENDPOINTS.get, { id: 70 })]: () =>
          jsonResponse(
            200,
            profileFor('user', {
              userId: 70,
              companyName: 'Ararat Tours',
              balance: { currentBalance: 100, creditLimit: 0, currency: 'AMD' },
            }),
          ),
      },
    });
    await screen.findByTestId('hotel-checkout-form', {}, { timeout: 10_000 });
    await user.click(screen.getByTestId('hotel-checkout-payer-agent'));
    await user.click(screen.getByTestId('hotel-checkout-hold'));
    await waitFor(() => expect(errorOf('hotel-checkout-agent')).toBe('Field is required'));
    await user.click(screen.getByTestId('hotel-checkout-agent'));
    await user.click(await screen.findByTestId('hotel-checkout-agent-option-70'));
    await user.type(screen.getByTestId('room-0-guest-0-firstName'), 'Aram');
    for (const [testId, value] of [
      ['room-0-guest-0-lastName', 'Petrosyan'],
      ['room-0-guest-1-firstName', 'Anna'],
      ['room-0-guest-1-lastName', 'Petrosyan'],
      ['contact-name', 'Aram Petrosyan'],
      ['contact-phone', '+374 91 123456'],
      ['contact-email', 'aram@example.test'],
    ] as const)
      paste(testId, value);
    await user.click(screen.getByTestId('hotel-checkout-hold'));
    await screen.findByTestId('hotel-hold-panel', {}, { timeout: 10_000 });
    const body = callsTo(HOTEL_ORDER_ENDPOINTS.preOrder)[0]?.body as THotelPreOrderRequest;
    expect(body.agentId).toBe(70);
    expect(body.rooms).toHaveLength(1);
    // The agent's own balance is checked: 1.00 AMD does not pay for the stay.
    expect(await screen.findByTestId('balance-short')).toBeInTheDocument();
  });
});
