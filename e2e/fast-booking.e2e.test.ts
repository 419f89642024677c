import {
  FLIGHT_ORDER_ENDPOINTS,
  PASSENGER_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  SEARCH_ENDPOINTS,
  USER_ENDPOINTS,
  type TFlightOrder,
} from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, localIsoDate } from './support/api';
import { byTestId, expectNoProblems, inputByTestId, login, useBrowser, withSession } from './support/browser';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();

/** The first departure a new search proposes: a week from today (the form's own default, so no date is typed). */
function inAWeek(): string {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  return localIsoDate(date);
}

/** An agency's own desk as the contact: not one of the order's travellers, so the next booking starts from it. */
const DESK = { name: 'Ararat Travel desk', phone: '+374 10 505050', email: 'desk@ararat.test' };

describe('faster booking (issue 31)', () => {
  it('an agent books a directory traveller from the last route, with the contact filled in, held and ticketed in one step', async () => {
    const { token } = await apiLogin('agent@demo.test', DEMO_PASSWORD);
    const airports = await apiCall(REFERENCE_ENDPOINTS['airports.list'], { token, query: { pageSize: 100 } });
    const evn = airports.result.find((airport) => airport.iataCode === 'EVN')!;
    const date = inAWeek();
    let found: { toId: number; classId: number } | undefined;
    for (const to of airports.result.filter((airport) => airport.id !== evn.id)) {
      const answer = await apiCall(SEARCH_ENDPOINTS.flights, {
        token,
        body: {
          travelType: 'oneWay',
          legs: [{ fromAirportId: evn.id, toAirportId: to.id, date }],
          passengers: { adults: 1, children: 0, infants: 0 },
        },
      });
      const classId = answer.offers[0]?.segments[0]?.class.id;
      if (classId !== undefined) {
        found = { toId: to.id, classId };
        break;
      }
    }
    if (!found) throw new Error(`No one-way trip out of EVN on ${date} in the demo seed`);
    const directory = await apiCall(PASSENGER_ENDPOINTS.list, { token, query: { search: 'Sargsyan' } });
    const traveller = directory.result[0]!;
    // The agent's previous order: this route, the desk as its contact (cancelled again: only its facts count).
    const previous = await apiCall(FLIGHT_ORDER_ENDPOINTS.preOrder, {
      token,
      body: {
        travelType: 'oneWay',
        segments: [{ classId: found.classId }],
        passengers: [
          {
            type: 'adult',
            firstName: traveller.firstName,
            lastName: traveller.lastName,
            gender: traveller.gender,
            dateOfBirth: traveller.dateOfBirth,
            passportNumber: traveller.passportNumber,
            passportExpiry: traveller.passportExpiry,
            citizenship: traveller.citizenship,
            directoryId: traveller.id,
          },
        ],
        contact: DESK,
      },
    });
    await apiCall(FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, { token, params: { id: previous.id } });
    const before = (await apiCall(USER_ENDPOINTS.profile, { token })).balance.currentBalance;

    await withSession(
      browser(),
      async ({ page, problems }) => {
        await login(page, 'agent@demo.test', DEMO_PASSWORD);
        // The form starts from the last order's trip type and route, the caret in "From": Enter searches.
        await expect.poll(() => inputByTestId(page, 'search-to-0').inputValue()).not.toBe('');
        expect(await inputByTestId(page, 'search-from-0').inputValue()).toMatch(/^EVN /);
        expect(await byTestId(page, 'search-travel-oneWay').getAttribute('aria-pressed')).toBe('true');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-from-0');
        await page.keyboard.press('Enter');
        await byTestId(page, 'offer-0-choose').click();

        // The contact is the desk's; the directory search has the caret and Enter picks its first match.
        await byTestId(page, 'checkout-form').waitFor({ state: 'visible' });
        await expect.poll(() => inputByTestId(page, 'contact-name').inputValue()).toBe(DESK.name);
        expect(await inputByTestId(page, 'contact-email').inputValue()).toBe(DESK.email);
        expect(await byTestId(page, 'contact-prefilled').textContent()).toContain(previous.pnr);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
          .toBe('passenger-0-directory');
        await page.keyboard.type('Sargs');
        await byTestId(page, `passenger-0-directory-option-${traveller.id}`).waitFor({ state: 'visible' });
        await page.keyboard.press('Enter');
        await expect.poll(() => inputByTestId(page, 'passenger-0-lastName').inputValue()).toBe(traveller.lastName);

        // One step: the confirmation names the amount, Enter confirms, the tickets are issued.
        await byTestId(page, 'checkout-hold-ticket').click();
        const charge = (await byTestId(page, 'one-step-charge').textContent()) ?? '';
        await page.keyboard.press('Enter');
        await byTestId(page, 'checkout-result').waitFor({ state: 'visible' });
        expect(await byTestId(page, 'checkout-result').getAttribute('data-status')).toBe('ticketed');
        const orderId = Number((await byTestId(page, 'result-open-order').getAttribute('href'))?.split('/').pop());
        const order: TFlightOrder = await apiCall(FLIGHT_ORDER_ENDPOINTS.get, { token, params: { id: orderId } });
        expect(order.status).toBe('ticketed');
        expect(order.contact).toEqual(DESK);
        expect(order.totals.paid).toBe(order.totals.payable);
        const whole = String(Math.trunc(order.totals.paid / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        expect(charge).toContain(`${whole}.${String(order.totals.paid % 100).padStart(2, '0')} ֏`);
        expect((await apiCall(USER_ENDPOINTS.profile, { token })).balance.currentBalance).toBe(
          before - order.totals.paid,
        );
        expectNoProblems(problems);
      },
      { viewport: { width: 1366, height: 768 } },
    );
  });
});
