import {
  addDays,
  FLIGHT_ORDER_ENDPOINTS,
  type TBookingDefaults,
  PASSENGER_ENDPOINTS,
  todayIsoDate,
  USER_ENDPOINTS,
  type TFlightOrder,
  type TFlightPreOrderRequest,
  type TSearchOffer,
  type TSearchRequest,
} from '@frs/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { daysFromToday, orderFixture, roundTripOffer, ticketedOrder } from '../../../test/order-fixtures';
import { setDateField } from '../../../test/date-input';
import { renderApp } from '../../../test/render';
import { SEARCH_STORAGE_KEYS } from '../search-storage';

const OUTBOUND = daysFromToday(10);
const RETURN = daysFromToday(17);
const SEARCH: TSearchRequest = {
  travelType: 'roundTrip',
  legs: [
    { fromAirportId: 1, toAirportId: 2, date: OUTBOUND },
    { fromAirportId: 2, toAirportId: 1, date: RETURN },
  ],
  passengers: { adults: 2, children: 1, infants: 1 },
};
const OFFER = roundTripOffer('11-12', { outbound: OUTBOUND, back: RETURN });

function chooseOffer(orderId?: number) {
  sessionStorage.setItem(
    SEARCH_STORAGE_KEYS.checkout,
    JSON.stringify({ userId: 7, search: SEARCH, offer: OFFER, ...(orderId ? { orderId } : {}) }),
  );
}

/** A one-way trip for one adult on the outbound date. */
const ONE_WAY_SEARCH: TSearchRequest = {
  travelType: 'oneWay',
  legs: [SEARCH.legs[0]!],
  passengers: { adults: 1, children: 0, infants: 0 },
};
const ONE_WAY = roundTripOffer('11-12', { outbound: OUTBOUND, counts: { adult: 1, child: 0, infant: 0 } });
const ONE_WAY_OFFER: TSearchOffer = { ...ONE_WAY, travelType: 'oneWay', segments: ONE_WAY.segments.slice(0, 1) };

function chooseOneWay() {
  sessionStorage.setItem(
    SEARCH_STORAGE_KEYS.checkout,
    JSON.stringify({ userId: 7, search: ONE_WAY_SEARCH, offer: ONE_WAY_OFFER }),
  );
}

/** The error texts shown under the form's fields, in page order. */
function errorTexts(): string[] {
  return [...document.querySelectorAll('.MuiFormHelperText-root.Mui-error')].map((element) => element.textContent);
}

/** The error shown under the field whose input has this test id, or null. */
function errorOf(testId: string): string | null {
  const control = screen.getByTestId(testId).closest('.MuiFormControl-root');
  return control?.querySelector('.MuiFormHelperText-root.Mui-error')?.textContent ?? null;
}

/** A date `years` years before the return flight, shifted by `days`. */
function yearsBeforeReturn(years: number, days = 0): string {
  const [year, month, day] = RETURN.split('-').map(Number) as [number, number, number];
  return addDays(`${year - years}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, days);
}

/** Puts a whole text into an input at once (text that need not be typed key by key). */
function paste(testId: string, value: string) {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** Puts a whole date (yyyy-mm-dd) into a date field. */
function setDate(testId: string, value: string) {
  setDateField(screen.getByTestId(testId), value);
}

const VALID = [
  { firstName: 'Aram', lastName: 'Petrosyan', gender: 'male', dateOfBirth: '1985-04-12' },
  { firstName: 'Anna', lastName: 'Petrosyan', gender: 'female', dateOfBirth: '1987-09-30' },
  { firstName: 'Davit', lastName: 'Petrosyan', gender: 'male', dateOfBirth: yearsBeforeReturn(6) },
  { firstName: 'Mane', lastName: 'Petrosyan', gender: 'female', dateOfBirth: yearsBeforeReturn(1) },
];

/** Typing every character of 30 inputs takes long in jsdom: the first name is typed, the rest is pasted. */
async function fillPassengers(user: UserEvent, { contact = true }: { contact?: boolean } = {}) {
  for (const [index, passenger] of VALID.entries()) {
    await user.type(screen.getByTestId(`passenger-${index}-firstName`), passenger.firstName);
    paste(`passenger-${index}-lastName`, passenger.lastName);
    await user.selectOptions(screen.getByTestId(`passenger-${index}-gender`), passenger.gender);
    setDate(`passenger-${index}-dateOfBirth`, passenger.dateOfBirth);
    paste(`passenger-${index}-passportNumber`, `AN${1234560 + index}`);
    setDate(`passenger-${index}-passportExpiry`, addDays(todayIsoDate(), 1000));
    paste(`passenger-${index}-citizenship`, 'AM');
  }
  if (!contact) return;
  paste('contact-name', 'Aram Petrosyan');
  paste('contact-phone', '+374 91 123456');
  paste('contact-email', 'aram@example.test');
}

function renderCheckout(
  options: {
    role?: 'user' | 'Admin';
    balance?: number;
    creditLimit?: number;
    held?: () => TFlightOrder;
    extra?: Parameters<typeof stubShellApi>[1];
  } = {},
) {
  // A hold starts its 10 minutes when the pre-order is answered.
  const held = options.held ?? (() => orderFixture());
  let current = held();
  const profile = profileFor(options.role ?? 'user', {
    balance: { currentBalance: options.balance ?? 10_000_000, creditLimit: options.creditLimit ?? 0, currency: 'AMD' },
  });
  const stub = stubShellApi(profile, {
    [routeOf(FLIGHT_ORDER_ENDPOINTS.preOrder)]: () => {
      current = held();
      return jsonResponse(201, current);
    },
    [routeOf(FLIGHT_ORDER_ENDPOINTS.get, { id: 21 })]: () => jsonResponse(200, current),
    [routeOf(FLIGHT_ORDER_ENDPOINTS.order)]: (call) => {
      current =
        (call.body as { mode: string }).mode === 'ticketing'
          ? ticketedOrder()
          : orderFixture({
              status: 'booked',
              holdExpiresAt: null,
              bookingExpiresAt: addDays(todayIsoDate(), 2) + 'T10:00:00.000Z',
              operations: [],
            });
      return jsonResponse(200, current);
    },
    ...options.extra,
  });
  const rendered = renderApp('/checkout', { loggedIn: true });
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { ...rendered, callsTo };
}

describe('CheckoutPage', { timeout: 40_000 }, () => {
  it('asks to search first when no offer is chosen', async () => {
    stubShellApi(profileFor('user'));
    renderApp('/checkout', { loggedIn: true });
    expect(await screen.findByTestId('checkout-empty', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('has one form per passenger of the search, its type fixed by the counts', async () => {
    await i18n.changeLanguage('en');
    chooseOffer();
    renderCheckout();
    await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
    const types = [0, 1, 2, 3].map((index) => screen.getByTestId(`passenger-${index}`).getAttribute('data-type'));
    expect(types).toEqual(['adult', 'adult', 'child', 'infant']);
    expect(screen.queryByTestId('passenger-4')).not.toBeInTheDocument();
    expect(screen.getByTestId('passenger-3-title')).toHaveTextContent('Passenger 4 · Infant');
    expect(screen.queryByTestId('checkout-payer-agent')).not.toBeInTheDocument();
  });

  it("shows each passenger rule live, with the server's own messages", async () => {
    await i18n.changeLanguage('en');
    chooseOffer();
    const { user, callsTo } = renderCheckout();
    await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
    const helperOf = (testId: string) => screen.getByTestId(testId).closest('.MuiFormControl-root') as HTMLElement;

    // An adult who is 11 on the last travel date.
    setDate('passenger-0-dateOfBirth', yearsBeforeReturn(12, 1));
    expect(
      await within(helperOf('passenger-0-dateOfBirth')).findByText('An adult must be at least 12'),
    ).toBeInTheDocument();
    setDate('passenger-1-dateOfBirth', addDays(todayIsoDate(), 1));
    expect(
      await within(helperOf('passenger-1-dateOfBirth')).findByText('The date of birth cannot be in the future'),
    ).toBeInTheDocument();
    // A child who turns 12 on the return date is too old: every travel date counts.
    setDate('passenger-2-dateOfBirth', yearsBeforeReturn(12));
    expect(
      await within(helperOf('passenger-2-dateOfBirth')).findByText('A child must be under 12 on every travel date'),
    ).toBeInTheDocument();
    setDate('passenger-3-dateOfBirth', yearsBeforeReturn(2));
    expect(
      await within(helperOf('passenger-3-dateOfBirth')).findByText('An infant must be under 2 on every travel date'),
    ).toBeInTheDocument();
    // A passport that ends between the outbound and the return flight.
    setDate('passenger-0-passportExpiry', addDays(RETURN, -1));
    expect(
      await within(helperOf('passenger-0-passportExpiry')).findByText('The passport expires before the return'),
    ).toBeInTheDocument();
    await user.type(screen.getByTestId('passenger-0-firstName'), 'Արամ');
    await user.tab();
    expect(await within(helperOf('passenger-0-firstName')).findByText(/Latin/)).toBeInTheDocument();

    // The infant turns out younger: its message goes away at once.
    setDate('passenger-3-dateOfBirth', yearsBeforeReturn(1));
    await waitFor(() =>
      expect(within(helperOf('passenger-3-dateOfBirth')).queryByText(/An infant must be/)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByTestId('checkout-hold'));
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.preOrder)).toHaveLength(0);
  });

  it("shows every mistake after one click on Hold, the issue's scenario, and focuses the first", async () => {
    await i18n.changeLanguage('en');
    chooseOneWay();
    const { user, callsTo } = renderCheckout();
    await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
    // An Armenian first name, a birth date in the future, a malformed phone and e-mail; the rest left empty.
    await user.type(screen.getByTestId('passenger-0-firstName'), 'Արամ');
    setDate('passenger-0-dateOfBirth', addDays(todayIsoDate(), 3));
    paste('contact-name', 'Aram Petrosyan');
    await user.type(screen.getByTestId('contact-phone'), '12');
    await user.type(screen.getByTestId('contact-email'), 'aram@');
    const shownBefore = errorTexts();

    // Pressing Hold leaves the focus where it is: no error appears under the e-mail while the button is down, so
    // the form does not grow and move the button from under the pointer (which lost the click in a browser).
    const hold = screen.getByTestId('checkout-hold');
    await user.pointer({ keys: '[MouseLeft>]', target: hold });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errorTexts()).toEqual(shownBefore);
    expect(document.activeElement).toBe(screen.getByTestId('contact-email'));
    await user.pointer({ keys: '[/MouseLeft]', target: hold });

    await waitFor(() => expect(errorTexts()).toHaveLength(9));
    expect(errorOf('passenger-0-firstName')).toBe('Latin letters only');
    expect(errorOf('passenger-0-lastName')).toBe('Field is required');
    expect(errorOf('passenger-0-gender')).toBe('Field is required');
    expect(errorOf('passenger-0-dateOfBirth')).toBe('The date of birth cannot be in the future');
    expect(errorOf('passenger-0-passportNumber')).toBe('Field is required');
    expect(errorOf('passenger-0-passportExpiry')).toBe('Field is required');
    expect(errorOf('passenger-0-citizenship')).toBe('Field is required');
    expect(errorOf('contact-phone')).toBe('Invalid phone number');
    expect(errorOf('contact-email')).toBe('Invalid e-mail address');
    expect(errorOf('contact-name')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('passenger-0-firstName')));
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.preOrder)).toHaveLength(0);
  });

  it('never speaks of a return on a one-way trip: the passport expires "before the flight"', async () => {
    await i18n.changeLanguage('en');
    chooseOneWay();
    renderCheckout();
    await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
    setDate('passenger-0-passportExpiry', addDays(OUTBOUND, -1));
    await waitFor(() => expect(errorOf('passenger-0-passportExpiry')).toBe('The passport expires before the flight'));
    expect(screen.getByTestId('checkout-form')).not.toHaveTextContent(/return/i);
  });

  it('holds, counts down, checks the balance, tickets with an idempotency key and shows the tickets', async () => {
    await i18n.changeLanguage('en');
    chooseOffer();
    const { user, callsTo } = renderCheckout();
    await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
    await fillPassengers(user);
    await user.click(screen.getByTestId('passenger-0-save'));
    await user.click(screen.getByTestId('checkout-hold'));

    expect(await screen.findByTestId('hold-panel', {}, { timeout: 10_000 })).toBeInTheDocument();
    const [preOrder] = callsTo(FLIGHT_ORDER_ENDPOINTS.preOrder);
    const body = preOrder?.body as TFlightPreOrderRequest;
    expect(body.travelType).toBe('roundTrip');
    expect(body.segments).toEqual([{ classId: 11 }, { classId: 12 }]);
    expect(body.passengers.map((passenger) => passenger.type)).toEqual(['adult', 'adult', 'child', 'infant']);
    expect(body.passengers[0]).toMatchObject({ firstName: 'Aram', citizenship: 'AM', save: true });
    expect(body.passengers[1]).toMatchObject({ save: false });
    expect(body).not.toHaveProperty('agentId');
    expect(preOrder?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);

    expect(screen.getByTestId('hold-active')).toHaveTextContent('The seats are held under PNR K7Q2MZ.');
    const countdown = screen.getByTestId('hold-countdown');
    expect(Number(countdown.getAttribute('data-remaining'))).toBeGreaterThan(590);
    expect(countdown).toHaveTextContent(/^(10:00|9:5\d)$/);
    expect(screen.getByTestId('balance-due')).toHaveTextContent('Ticketing charges 3,120.00 AMD');
    expect(screen.queryByTestId('balance-short')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('hold-ticket'));
    expect(await screen.findByTestId('checkout-result', {}, { timeout: 10_000 })).toHaveAttribute(
      'data-status',
      'ticketed',
    );
    const [order] = callsTo(FLIGHT_ORDER_ENDPOINTS.order);
    expect(order?.body).toEqual({ orderId: 21, mode: 'ticketing' });
    expect(order?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(order?.headers.get('idempotency-key')).not.toBe(preOrder?.headers.get('idempotency-key'));
    expect(screen.getByTestId('result-pnr')).toHaveTextContent('K7Q2MZ');
    expect(screen.getByTestId('ticket-number-31')).toHaveTextContent('5700000000001');
    expect(screen.getByTestId('ticket-number-34')).toHaveTextContent('5700000000004');
    expect(screen.getByTestId('result-open-order')).toHaveAttribute('href', '/reservation/edit/21');
    // The papers of a ticketed order: each passenger's e-ticket, the invoice and the receipt.
    expect(screen.getByTestId('document-ticket-31')).toBeInTheDocument();
    expect(screen.getByTestId('document-ticket-34')).toBeInTheDocument();
    expect(screen.getByTestId('document-invoice')).toBeInTheDocument();
    expect(screen.getByTestId('document-receipt')).toBeInTheDocument();
    // The header balance is asked again after the charge.
    await waitFor(() => expect(callsTo(USER_ENDPOINTS.profile).length).toBeGreaterThan(1));
  });

  it('refuses ticketing when balance and credit are short, and still offers the booking', async () => {
    await i18n.changeLanguage('en');
    chooseOffer(21);
    const { user, callsTo } = renderCheckout({ balance: 250_000, creditLimit: 50_000 });
    const panel = await screen.findByTestId('hold-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByTestId('balance-check')).toHaveTextContent(
      'Balance 2,500.00 AMD, credit limit 500.00 AMD: available 3,000.00 AMD',
    );
    expect(within(panel).getByTestId('balance-short')).toHaveTextContent('short by 120.00 AMD');
    await user.click(screen.getByTestId('hold-ticket'));
    expect(screen.getByTestId('checkout-refusal')).toHaveTextContent('Not enough balance for ticketing');
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.order)).toHaveLength(0);

    await user.click(screen.getByTestId('hold-book'));
    expect(await screen.findByTestId('checkout-result')).toHaveAttribute('data-status', 'booked');
    expect(callsTo(FLIGHT_ORDER_ENDPOINTS.order)[0]?.body).toEqual({ orderId: 21, mode: 'booking' });
    expect(screen.getByTestId('booking-countdown')).toBeInTheDocument();
    // A booking has its invoice to pay against, but no ticket and nothing paid yet.
    expect(screen.getByTestId('document-invoice')).toBeInTheDocument();
    expect(screen.queryByTestId('document-receipt')).not.toBeInTheDocument();
    expect(screen.queryByTestId(/^document-ticket-/)).not.toBeInTheDocument();
  });

  it('says clearly when the hold runs out, and offers nothing more', async () => {
    await i18n.changeLanguage('en');
    chooseOffer(21);
    renderCheckout({ held: () => orderFixture({ holdExpiresAt: new Date(Date.now() + 1_500).toISOString() }) });
    // However long the page takes to load, the expiry is noticed from the clock.
    expect(await screen.findByTestId('hold-expired', {}, { timeout: 10_000 })).toHaveTextContent(
      'The hold has expired and its seats were released.',
    );
    expect(screen.queryByTestId('hold-ticket')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hold-book')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the passenger counts as an alert", async () => {
    await i18n.changeLanguage('en');
    chooseOffer();
    const { user } = renderCheckout({
      extra: {
        [routeOf(FLIGHT_ORDER_ENDPOINTS.preOrder)]: () =>
          jsonResponse(400, {
            message: 'Check the highlighted fields',
            code: 'VALIDATION',
            errors: {
              passengers: 'Infants cannot outnumber adults',
              'passengers.1.passportNumber': 'A passport number has 5 to 20 Latin letters or digits',
            },
          }),
      },
    });
    await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
    await fillPassengers(user);
    await user.click(screen.getByTestId('checkout-hold'));
    expect(await screen.findByTestId('checkout-count-error')).toHaveTextContent('Infants cannot outnumber adults');
    expect(screen.getByText('A passport number has 5 to 20 Latin letters or digits')).toBeInTheDocument();
  });

  it('lets staff sell for an agent, whose directory and balance are used', async () => {
    await i18n.changeLanguage('en');
    chooseOffer();
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
      held: () => orderFixture({ agent: { id: 70, name: 'Ararat Tours' } }),
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
        [routeOf(PASSENGER_ENDPOINTS.list)]: () => jsonResponse(200, { result: [], count: 0, countCapped: false }),
      },
    });
    await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
    await user.click(screen.getByTestId('checkout-payer-agent'));
    await user.click(screen.getByTestId('checkout-agent'));
    await user.click(await screen.findByTestId('checkout-agent-option-70'));
    await user.click(screen.getByTestId('passenger-0-directory'));
    await waitFor(() => expect(callsTo(PASSENGER_ENDPOINTS.list)[0]?.query.get('agentId')).toBe('70'));
    await user.keyboard('{Escape}');
    await fillPassengers(user);
    await user.click(screen.getByTestId('checkout-hold'));
    await screen.findByTestId('hold-panel', {}, { timeout: 10_000 });
    expect((callsTo(FLIGHT_ORDER_ENDPOINTS.preOrder)[0]?.body as TFlightPreOrderRequest).agentId).toBe(70);
    expect(await screen.findByTestId('balance-short')).toBeInTheDocument();
  });

  // Issue 31, "Faster booking for agents": before, the contact was typed anew for every order, and ticketing took a
  // hold first and then a second button on the hold's screen.
  describe('faster booking', () => {
    const DESK = { name: 'Ararat Travel desk', phone: '+374 10 505050', email: 'desk@ararat.test' };
    const defaultsFromOrder = {
      [routeOf(FLIGHT_ORDER_ENDPOINTS.bookingDefaults)]: () =>
        jsonResponse(200, {
          contact: { ...DESK, source: 'lastOrder', pnr: 'PQ4R7T' },
          trip: null,
        } satisfies TBookingDefaults),
    };

    it('fills in the contact from the last order, and holds and tickets in one step after confirming the amount', async () => {
      await i18n.changeLanguage('en');
      chooseOffer();
      const { user, callsTo } = renderCheckout({ balance: 1_000_000, extra: defaultsFromOrder });
      await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
      await waitFor(() => expect(screen.getByTestId('contact-name')).toHaveValue(DESK.name));
      expect(screen.getByTestId('contact-phone')).toHaveValue(DESK.phone);
      expect(screen.getByTestId('contact-email')).toHaveValue(DESK.email);
      expect(screen.getByTestId('contact-prefilled')).toHaveTextContent('Filled in from your order PQ4R7T');
      // The first traveller's directory search has the caret.
      expect(document.activeElement).toBe(screen.getByTestId('passenger-0-directory'));
      await fillPassengers(user, { contact: false });

      await user.click(screen.getByTestId('checkout-hold-ticket'));
      const dialog = await screen.findByTestId('one-step-dialog');
      expect(within(dialog).getByTestId('one-step-charge')).toHaveTextContent(
        '3,120.00 AMD will be charged to your balance now (available 10,000.00 AMD, left after: 6,880.00 AMD).',
      );
      expect(document.activeElement).toBe(within(dialog).getByTestId('one-step-dialog-confirm'));
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.preOrder)).toHaveLength(0);
      await user.keyboard('{Enter}');

      expect(await screen.findByTestId('checkout-result', {}, { timeout: 10_000 })).toHaveAttribute(
        'data-status',
        'ticketed',
      );
      const [held] = callsTo(FLIGHT_ORDER_ENDPOINTS.preOrder);
      expect((held?.body as TFlightPreOrderRequest).contact).toEqual(DESK);
      const [ticketing] = callsTo(FLIGHT_ORDER_ENDPOINTS.order);
      expect(ticketing?.body).toEqual({ orderId: 21, mode: 'ticketing' });
      expect(ticketing?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
      expect(ticketing?.headers.get('idempotency-key')).not.toBe(held?.headers.get('idempotency-key'));
      // A reload shows the order; the header's balance is asked again after the charge.
      expect(JSON.parse(sessionStorage.getItem(SEARCH_STORAGE_KEYS.checkout) ?? '{}')).toMatchObject({ orderId: 21 });
      await waitFor(() => expect(callsTo(USER_ENDPOINTS.profile).length).toBeGreaterThan(1));
    });

    it('does not offer the one step when balance and credit do not cover it, and says why', async () => {
      await i18n.changeLanguage('en');
      chooseOffer();
      renderCheckout({ balance: 250_000, creditLimit: 50_000, extra: defaultsFromOrder });
      await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
      expect(screen.queryByTestId('checkout-hold-ticket')).not.toBeInTheDocument();
      expect(screen.getByTestId('checkout-one-step-unavailable')).toHaveTextContent(
        'the balance and credit (3,000.00 AMD) do not cover 3,120.00 AMD',
      );
      expect(screen.getByTestId('checkout-hold')).toBeInTheDocument();
    });

    it('leaves a clear hold when the tickets cannot be issued: the reason, the countdown and the order page', async () => {
      await i18n.changeLanguage('en');
      chooseOffer();
      const { user, callsTo } = renderCheckout({
        balance: 1_000_000,
        extra: {
          ...defaultsFromOrder,
          [routeOf(FLIGHT_ORDER_ENDPOINTS.order)]: () =>
            jsonResponse(409, { message: 'Ticketing is closed for this flight', code: 'SALES_CLOSED' }),
        },
      });
      await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
      await fillPassengers(user, { contact: false });
      await user.click(screen.getByTestId('checkout-hold-ticket'));
      await user.click(await screen.findByTestId('one-step-dialog-confirm'));

      const stopped = await screen.findByTestId('one-step-stopped', {}, { timeout: 10_000 });
      expect(stopped).toHaveTextContent(
        'The seats are held under PNR K7Q2MZ, but the tickets were not issued: Ticketing is closed for this flight',
      );
      expect(within(stopped).getByTestId('one-step-open-order')).toHaveAttribute('href', '/reservation/edit/21');
      expect(screen.getByTestId('hold-countdown')).toBeInTheDocument();
      expect(screen.getByTestId('hold-ticket')).toBeInTheDocument();
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.order)).toHaveLength(1);
      expect(JSON.parse(sessionStorage.getItem(SEARCH_STORAGE_KEYS.checkout) ?? '{}')).toMatchObject({ orderId: 21 });
    });

    it('issues no tickets when the hold is priced otherwise than confirmed', async () => {
      await i18n.changeLanguage('en');
      chooseOffer();
      const { user, callsTo } = renderCheckout({
        balance: 1_000_000,
        held: () => orderFixture({ totals: { ...orderFixture().totals, payable: 315_000 } }),
      });
      await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
      await fillPassengers(user);
      await user.click(screen.getByTestId('checkout-hold-ticket'));
      await user.click(await screen.findByTestId('one-step-dialog-confirm'));
      expect(await screen.findByTestId('one-step-stopped', {}, { timeout: 10_000 })).toHaveTextContent(
        'held under PNR K7Q2MZ at 3,150.00 AMD, not at the 3,120.00 AMD you confirmed',
      );
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.order)).toHaveLength(0);
    });

    it("offers staff the agency's own sale in one step, at the gross price, charging no balance", async () => {
      await i18n.changeLanguage('en');
      chooseOffer();
      const agencySale = () =>
        orderFixture({ agent: null, totals: { ...orderFixture().totals, payable: OFFER.total.gross } });
      const { user, callsTo } = renderCheckout({ role: 'Admin', balance: 0, held: agencySale });
      await screen.findByTestId('checkout-form', {}, { timeout: 10_000 });
      await fillPassengers(user);
      await user.click(screen.getByTestId('checkout-hold-ticket'));
      const dialog = await screen.findByTestId('one-step-dialog');
      expect(within(dialog).getByTestId('one-step-charge')).toHaveTextContent(
        'The agency’s own sale: the tickets are issued at 3,400.00 AMD (gross price) and recorded as paid; no balance is charged.',
      );
      await user.click(within(dialog).getByTestId('one-step-dialog-confirm'));
      expect(await screen.findByTestId('checkout-result', {}, { timeout: 10_000 })).toHaveAttribute(
        'data-status',
        'ticketed',
      );
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.preOrder)[0]?.body).not.toHaveProperty('agentId');
      expect(callsTo(FLIGHT_ORDER_ENDPOINTS.order)[0]?.body).toEqual({ orderId: 21, mode: 'ticketing' });
    });
  });
});
