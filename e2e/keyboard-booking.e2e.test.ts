import {
  FLIGHT_ORDER_ENDPOINTS,
  HOTEL_ORDER_ENDPOINTS,
  PACKAGE_ORDER_ENDPOINTS,
  PASSENGER_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  SEARCH_ENDPOINTS,
  type TSearchRequest,
} from '@frs/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, daysFromToday, fundFromSuperAdmin } from './support/api';
import { seriousViolations } from './support/axe';
import { byTestId, expectNoProblems, inputByTestId, useBrowser, waitForPath, withSession } from './support/browser';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

/**
 * Booking with the keyboard only (docs/web.md, "Keyboard"): a one-way flight, a family round trip, a hotel stay and a
 * package, each searched, chosen in the results' list box, filled in, held with Ctrl+Enter, paid with T (on the hold
 * panel, or on the order page after B booked it: its confirmation then takes Enter), found again by its PNR on the
 * line's reservations list and opened with Enter. No pointer: every trusted pointerdown of the page is counted, and
 * there must be none.
 */
const browser = useBrowser();
const AGENT = 'agent@demo.test';
/** The demo agent reads the screens in Armenian: a paid flight or package is "Ticketed", a paid stay "Confirmed". */
const TICKETED = 'Տոմսավորված';
const CONFIRMED = 'Հաստատված';

const POINTER_COUNTER = `
window.__pointerDowns = 0;
document.addEventListener('pointerdown', (event) => { if (event.isTrusted) window.__pointerDowns += 1; }, true);
`;

/** "1,234,567.00 ֏", as the screens write an amount in minor units. */
function amd(minor: number): string {
  const whole = String(Math.trunc(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(minor % 100).padStart(2, '0')} ֏`;
}

/** Presses Tab until the focused element matches `selector` (the page wraps around). */
async function tabTo(page: Page, selector: string, { backward = false, limit = 200 } = {}): Promise<void> {
  const trail: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await page.evaluate((wanted) => {
      const element = document.activeElement;
      if (element?.matches(wanted)) return null;
      return element?.getAttribute('data-testid') ?? `${element?.tagName ?? '-'}:${element?.textContent?.slice(0, 20)}`;
    }, selector);
    if (focused === null) return;
    trail.push(focused);
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${selector} was not reached with ${limit} presses of Tab: ${trail.join(' > ')}`);
}

const input = (testId: string) => `input[data-testid="${testId}"], [data-testid="${testId}"] input`;

async function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
}

/** Types into a text field reached by Tab, replacing what it held. */
async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  await tabTo(page, input(testId));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Types a date into a date field reached by Tab: its day section, cleared, then the digits. */
async function typeDate(page: Page, testId: string, isoDate: string): Promise<void> {
  await tabTo(page, `[role="group"]:has(> input[data-testid="${testId}"]) [role="spinbutton"]`);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  const [year, month, day] = isoDate.split('-');
  await page.keyboard.type(`${day}${month}${year}`);
  await expect.poll(() => page.locator(`input[data-testid="${testId}"]`).inputValue()).toBe(`${day}.${month}.${year}`);
}

/** In an open autocomplete, moves the highlight to the option with this test id and picks it with Enter. */
async function pickOption(page: Page, optionTestId: string): Promise<void> {
  const option = byTestId(page, optionTestId);
  await option.waitFor({ state: 'visible' });
  for (let presses = 0; presses < 20; presses += 1) {
    if (await option.evaluate((element) => element.classList.contains('Mui-focused'))) {
      await page.keyboard.press('Enter');
      await option.waitFor({ state: 'detached' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${optionTestId} was never highlighted`);
}

/** Picks a traveller from the directory search of `prefix` ("passenger-1") by typing their last name. */
async function pickTraveller(page: Page, prefix: string, traveller: { id: number; lastName: string }): Promise<void> {
  await typeInto(page, `${prefix}-directory`, traveller.lastName.slice(0, 5));
  await pickOption(page, `${prefix}-directory-option-${traveller.id}`);
  await expect.poll(() => inputByTestId(page, `${prefix}-lastName`).inputValue()).toBe(traveller.lastName);
}

/** The contact, typed where the screen did not fill it in. */
async function fillContact(page: Page): Promise<void> {
  const contact = {
    'contact-name': 'Aram Petrosyan',
    'contact-phone': '+374 91 111111',
    'contact-email': 'aram@example.am',
  };
  for (const [testId, text] of Object.entries(contact)) {
    if ((await inputByTestId(page, testId).inputValue()) === '') await typeInto(page, testId, text);
  }
}

/** Moves the focus into the results' list box: Tab lands on its active option, the first. */
async function tabIntoResults(page: Page): Promise<void> {
  await tabTo(page, '[role="option"][aria-selected]');
  // The list box, its options and their focus ring pass axe.
  await expectAxeClean(page);
  // The focus is still on the first option after the check (the next key is the option's).
  const first = await page.evaluate(() => {
    const owned = document.querySelector('[role="listbox"][aria-owns]')?.getAttribute('aria-owns')?.split(' ') ?? [];
    return owned[0] === document.activeElement?.id && document.activeElement?.getAttribute('aria-selected') === 'true';
  });
  expect(first).toBe(true);
}

async function expectAxeClean(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, violations.join('\n')).toEqual([]);
}

async function logInByKeyboard(page: Page): Promise<void> {
  await page.goto(appUrl('/'));
  await typeInto(page, 'login-email', AGENT);
  await typeInto(page, 'login-password', DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await waitForPath(page, '/search');
  await byTestId(page, 'search-form').waitFor({ state: 'visible' });
}

/**
 * The line's reservations list filtered by the typed PNR, and the order opened from its link with Enter; then the
 * page's PNR, status and amounts against the API's order.
 */
async function openByPnr(
  page: Page,
  options: {
    listPath: string;
    pnrFilter: string;
    order: { id: number; pnr: string; totals: { payable: number; paid: number } };
    prefix: string;
  },
): Promise<void> {
  await visit(page, options.listPath);
  await typeInto(page, options.pnrFilter, options.order.pnr);
  const link = `[data-testid$="-link-${options.order.id}"]`;
  // The newest order's link is on show before the filter answers (the unfiltered list, then each letter's answer,
  // kept on show while the next one loads): Tab goes to it only once the table lists this order alone and loads
  // nothing more, or the filtered answer redraws the rows under the focused link and Enter opens nothing.
  await page.waitForFunction((wanted) => {
    const links = Array.from(document.querySelectorAll('table a[data-testid*="-link-"]'));
    const table = links[0]?.closest('table');
    return links.length === 1 && links[0]!.matches(wanted) && table?.getAttribute('aria-busy') !== 'true';
  }, link);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.endsWith(`/${options.order.id}`));
  await expect.poll(() => byTestId(page, `${options.prefix}-pnr`).textContent()).toBe(options.order.pnr);
}

/** The amounts and the status the order page shows, against the API's order. */
async function expectPageShows(
  page: Page,
  prefix: string,
  order: { status: string; totals: { payable: number; paid: number } },
  statusText: string,
): Promise<void> {
  await expect.poll(() => byTestId(page, `${prefix}-status`).textContent()).toBe(statusText);
  expect(await byTestId(page, `${prefix}-total-payable`).textContent()).toContain(amd(order.totals.payable));
  expect(await byTestId(page, `${prefix}-total-paid`).textContent()).toContain(amd(order.totals.paid));
  expect(order.totals.paid).toBe(order.totals.payable);
}

/** Ctrl+Enter holds: the hold panel comes, or the test names the form's complaints. */
async function holdWithCtrlEnter(page: Page, activeTestId: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+Enter');
  const active = byTestId(page, activeTestId);
  const errors = page.locator('.MuiFormHelperText-root.Mui-error, [role="alert"]');
  await Promise.race([active.waitFor({ state: 'visible' }), errors.first().waitFor({ state: 'visible' })]);
  if (!(await active.isVisible())) {
    const texts = await errors.allTextContents();
    throw new Error(`Not held (focus on ${await focusedTestId(page)}): ${texts.join(' | ')}`);
  }
}

async function pointerDowns(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __pointerDowns: number }).__pointerDowns);
}

/** Opens a path as a typed address does, after checking that the page left had no pointer press. */
async function visit(page: Page, path: string): Promise<void> {
  expect(await pointerDowns(page)).toBe(0);
  await page.goto(appUrl(path));
}

/** A trip out of Yerevan the demo seed sells: its destination airport. */
async function findTrip(
  token: string,
  travel: Pick<TSearchRequest, 'travelType' | 'passengers'>,
  dates: readonly string[],
): Promise<{ id: number; iataCode: string; evnId: number }> {
  const airports = await apiCall(REFERENCE_ENDPOINTS['airports.list'], { token, query: { pageSize: 100 } });
  const evn = airports.result.find((airport) => airport.iataCode === 'EVN')!;
  for (const to of airports.result.filter((airport) => airport.id !== evn.id)) {
    const legs = dates.map((date, index) =>
      index === 0
        ? { fromAirportId: evn.id, toAirportId: to.id, date }
        : { fromAirportId: to.id, toAirportId: evn.id, date },
    );
    const answer = await apiCall(SEARCH_ENDPOINTS.flights, { token, body: { ...travel, legs } });
    if (answer.offers.length > 0) return { id: to.id, iataCode: to.iataCode, evnId: evn.id };
  }
  throw new Error(`No ${travel.travelType} out of EVN on ${dates.join(', ')} in the demo seed`);
}

/** The agent's directory travellers who are adults. */
async function directoryAdults(token: string) {
  const directory = await apiCall(PASSENGER_ENDPOINTS.list, { token, query: { pageSize: 100 } });
  const adultBorn = daysFromToday(-365 * 19);
  return directory.result.filter((traveller) => traveller.dateOfBirth < adultBorn);
}

/** Searches a flight from the form on /search (the caret starts in "From"), ending with Enter in the last date. */
async function searchFlight(
  page: Page,
  trip: { id: number; iataCode: string; evnId: number },
  travelType: 'oneWay' | 'roundTrip',
  dates: readonly string[],
  passengers: { adults: number; infants: number },
): Promise<void> {
  // The trip type stands before "From", where the caret starts: one Tab stop, the arrows move among its buttons.
  await tabTo(page, '[data-testid^="search-travel-"]', { backward: true });
  for (let presses = 0; presses < 4 && (await focusedTestId(page)) !== `search-travel-${travelType}`; presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  expect(await focusedTestId(page)).toBe(`search-travel-${travelType}`);
  if ((await byTestId(page, `search-travel-${travelType}`).getAttribute('aria-pressed')) !== 'true') {
    await page.keyboard.press('Space');
  }
  await typeInto(page, 'search-from-0', 'EVN');
  await pickOption(page, `search-from-0-option-${trip.evnId}`);
  await typeInto(page, 'search-to-0', trip.iataCode);
  await pickOption(page, `search-to-0-option-${trip.id}`);
  for (const [name, wanted] of Object.entries(passengers)) {
    for (let guard = 0; guard < 9; guard += 1) {
      const shown = Number(await byTestId(page, `search-${name}`).textContent());
      if (shown === wanted) break;
      await tabTo(page, `[data-testid="search-${name}-${shown < wanted ? 'increase' : 'decrease'}"]`);
      await page.keyboard.press('Enter');
    }
    expect(await byTestId(page, `search-${name}`).textContent()).toBe(String(wanted));
  }
  for (const [index, date] of dates.entries()) await typeDate(page, `search-date-${index}`, date);
  // Enter from the date field searches (the remembered search's offers may still be on show until it answers).
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(SEARCH_ENDPOINTS.flights.path),
  );
  await page.keyboard.press('Enter');
  await answered;
  await byTestId(page, 'offer-0').waitFor({ state: 'visible' });
}

describe('booking with the keyboard only', () => {
  // Four bookings paid from the demo agent's balance, a package among them.
  beforeAll(() => fundFromSuperAdmin(AGENT, 150_000_000, DEMO_PASSWORD));

  it('books a one-way flight and a family round trip, a hotel stay and a package without the pointer', async () => {
    const { token } = await apiLogin(AGENT, DEMO_PASSWORD);
    const oneWayDate = daysFromToday(8);
    const roundDates = [daysFromToday(11), daysFromToday(18)];
    const oneWay = await findTrip(token, { travelType: 'oneWay', passengers: { adults: 1, children: 0, infants: 0 } }, [
      oneWayDate,
    ]);
    const family = await findTrip(
      token,
      { travelType: 'roundTrip', passengers: { adults: 2, children: 0, infants: 1 } },
      roundDates,
    );
    const adults = await directoryAdults(token);
    expect(adults.length).toBeGreaterThanOrEqual(2);
    const [first, second] = adults as [(typeof adults)[number], (typeof adults)[number]];

    await withSession(
      browser(),
      async ({ page, problems }) => {
        await page.context().addInitScript({ content: POINTER_COUNTER });
        await logInByKeyboard(page);

        // (a) A one-way flight for one adult from the directory: Ctrl+Enter holds, T tickets.
        await searchFlight(page, oneWay, 'oneWay', [oneWayDate], { adults: 1, infants: 0 });
        await tabIntoResults(page);
        await page.keyboard.press('Enter');
        await waitForPath(page, '/checkout');
        await expect.poll(() => focusedTestId(page)).toBe('passenger-0-directory');
        await pickTraveller(page, 'passenger-0', first);
        await fillContact(page);
        await holdWithCtrlEnter(page, 'hold-active');
        expect(await byTestId(page, 'hold-ticket').getAttribute('aria-keyshortcuts')).toBe('T');
        await page.keyboard.press('t');
        await byTestId(page, 'checkout-result').waitFor({ state: 'visible' });
        const flightId = Number((await byTestId(page, 'result-open-order').getAttribute('href'))?.split('/').pop());
        const flight = await apiCall(FLIGHT_ORDER_ENDPOINTS.get, { token, params: { id: flightId } });
        expect(flight.status).toBe('ticketed');
        await openByPnr(page, {
          listPath: '/reservations/flight',
          pnrFilter: 'reservations-pnr',
          order: flight,
          prefix: 'order',
        });
        await expectPageShows(page, 'order', flight, TICKETED);
        // ? lists the screen's shortcuts and the global ones; Escape closes the list.
        await page.keyboard.press('Shift+?');
        await byTestId(page, 'shortcuts-dialog').waitFor({ state: 'visible' });
        expect(await byTestId(page, 'shortcuts-dialog').textContent()).toContain('Ctrl+K');
        await expectAxeClean(page);
        await page.keyboard.press('Escape');
        await byTestId(page, 'shortcuts-dialog').waitFor({ state: 'detached' });

        // (b) A round trip for two adults and an infant: B books it, T on its order page tickets it (Enter confirms).
        await visit(page, '/search');
        await byTestId(page, 'search-form').waitFor({ state: 'visible' });
        await searchFlight(page, family, 'roundTrip', roundDates, { adults: 2, infants: 1 });
        await tabIntoResults(page);
        await page.keyboard.press('Enter');
        await waitForPath(page, '/checkout');
        await expect.poll(() => focusedTestId(page)).toBe('passenger-0-directory');
        await pickTraveller(page, 'passenger-0', first);
        await pickTraveller(page, 'passenger-1', second);
        await typeInto(page, 'passenger-2-firstName', 'Mane');
        await typeInto(page, 'passenger-2-lastName', first.lastName);
        // A closed select takes the arrow keys: the first gender.
        await tabTo(page, 'select[data-testid="passenger-2-gender"]');
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => page.locator('select[data-testid="passenger-2-gender"]').inputValue()).not.toBe('');
        await typeDate(page, 'passenger-2-dateOfBirth', daysFromToday(-200));
        await typeInto(page, 'passenger-2-passportNumber', 'AP7000123');
        await typeDate(page, 'passenger-2-passportExpiry', daysFromToday(365 * 6));
        await typeInto(page, 'passenger-2-citizenship', 'AM');
        await fillContact(page);
        await holdWithCtrlEnter(page, 'hold-active');
        await page.keyboard.press('b');
        await byTestId(page, 'checkout-result').waitFor({ state: 'visible' });
        const familyId = Number((await byTestId(page, 'result-open-order').getAttribute('href'))?.split('/').pop());
        const booked = await apiCall(FLIGHT_ORDER_ENDPOINTS.get, { token, params: { id: familyId } });
        expect(booked.status).toBe('booked');
        await openByPnr(page, {
          listPath: '/reservations/flight',
          pnrFilter: 'reservations-pnr',
          order: booked,
          prefix: 'order',
        });
        await page.keyboard.press('t');
        await byTestId(page, 'operation-dialog-bookingToTicketing-confirm').waitFor({ state: 'visible' });
        await expect.poll(() => focusedTestId(page)).toBe('operation-dialog-bookingToTicketing-confirm');
        await page.keyboard.press('Enter');
        await byTestId(page, 'operation-dialog-bookingToTicketing').waitFor({ state: 'detached' });
        const ticketed = await apiCall(FLIGHT_ORDER_ENDPOINTS.get, { token, params: { id: familyId } });
        expect(ticketed.status).toBe('ticketed');
        expect(ticketed.passengers).toHaveLength(3);
        await expectPageShows(page, 'order', ticketed, TICKETED);

        // (c) A hotel stay in Paris: the guests typed, Ctrl+Enter holds, T confirms.
        await visit(page, '/search?tab=hotels');
        await byTestId(page, 'hotel-search-form').waitFor({ state: 'visible' });
        await typeInto(page, 'hotel-search-destination', 'Par');
        await pickOption(page, 'hotel-search-destination-city-paris');
        await typeDate(page, 'hotel-search-check-in', daysFromToday(20));
        await typeDate(page, 'hotel-search-check-out', daysFromToday(22));
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="hotel-results-list"]').waitFor({ state: 'attached' });
        await tabIntoResults(page);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/checkout\/hotel$/);
        await byTestId(page, 'hotel-checkout-form').waitFor({ state: 'visible' });
        await expect.poll(() => focusedTestId(page)).toBe('room-0-guest-0-firstName');
        const guests = await page.locator('[data-testid^="room-0-guest-"][data-testid$="-firstName"]').count();
        for (let index = 0; index < guests; index += 1) {
          await typeInto(page, `room-0-guest-${index}-firstName`, ['Aram', 'Anna', 'Davit', 'Lilit'][index]!);
          await typeInto(page, `room-0-guest-${index}-lastName`, 'Petrosyan');
        }
        await fillContact(page);
        await holdWithCtrlEnter(page, 'hotel-hold-active');
        await page.keyboard.press('t');
        await page.waitForURL(/\/reservation\/hotel\/\d+$/);
        const hotelId = Number(new URL(page.url()).pathname.split('/').pop());
        const stay = await apiCall(HOTEL_ORDER_ENDPOINTS.get, { token, params: { id: hotelId } });
        expect(stay.status).toBe('ticketed');
        await openByPnr(page, {
          listPath: '/reservations/hotel',
          pnrFilter: 'hotel-reservations-pnr',
          order: stay,
          prefix: 'hotel-order',
        });
        await expectPageShows(page, 'hotel-order', stay, CONFIRMED);

        // (d) A package to Dubai for the directory's travellers: B books it, T on its order page tickets it.
        await visit(page, '/search?tab=packages');
        await byTestId(page, 'package-search-form').waitFor({ state: 'visible' });
        await typeInto(page, 'package-search-destination', 'Dub');
        await pickOption(page, 'package-search-city-dubai');
        await typeDate(page, 'package-search-departure-from', daysFromToday(1));
        await typeDate(page, 'package-search-departure-to', daysFromToday(14));
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="package-results-list"]').waitFor({ state: 'attached' });
        await tabIntoResults(page);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/checkout\/package$/);
        await byTestId(page, 'package-checkout-form').waitFor({ state: 'visible' });
        await expect.poll(() => focusedTestId(page)).toBe('traveller-0-directory');
        const travellers = await page.locator('fieldset[data-testid^="traveller-"]').count();
        for (let index = 0; index < travellers; index += 1) {
          await pickTraveller(page, `traveller-${index}`, [first, second][index]!);
        }
        await fillContact(page);
        await holdWithCtrlEnter(page, 'package-hold-active');
        await page.keyboard.press('b');
        await page.waitForURL(/\/reservation\/package\/\d+$/);
        const packageId = Number(new URL(page.url()).pathname.split('/').pop());
        const bookedPackage = await apiCall(PACKAGE_ORDER_ENDPOINTS.get, { token, params: { id: packageId } });
        expect(bookedPackage.status).toBe('booked');
        await openByPnr(page, {
          listPath: '/reservations/package',
          pnrFilter: 'package-reservations-pnr',
          order: bookedPackage,
          prefix: 'package-order',
        });
        await page.keyboard.press('t');
        const confirm = page.locator('[data-testid$="-confirm"][data-testid*="operation-dialog"]');
        await confirm.waitFor({ state: 'visible' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
          await confirm.getAttribute('data-testid'),
        );
        await page.keyboard.press('Enter');
        await confirm.waitFor({ state: 'detached' });
        const paidPackage = await apiCall(PACKAGE_ORDER_ENDPOINTS.get, { token, params: { id: packageId } });
        expect(paidPackage.status).toBe('ticketed');
        await expectPageShows(page, 'package-order', paidPackage, TICKETED);

        expect(await pointerDowns(page)).toBe(0);
        expectNoProblems(problems);
      },
      { viewport: { width: 1366, height: 768 } },
    );
  }, 110_000);
});
