import {
  FLIGHT_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  SEARCH_ENDPOINTS,
  type TFlightClass,
  type TSearchOffer,
  type TSearchRequest,
} from '@frs/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, daysFromToday } from './support/api';
import { byTestId, login, useBrowser, withSession } from './support/browser';
import { DEMO_PASSWORD } from './support/users';

/**
 * Live screens (issue 19): two agents look at the same flight search; a class is left with exactly one free seat
 * (staff edit its seats), the first agent takes it, and the second agent's results drop that offer within 2 s,
 * without a reload, through the live events stream.
 */
const browser = useBrowser();

/** The bound on how soon another agent's screen follows a sale. */
const FOLLOW_MS = 2_000;
const ONE_ADULT = { adults: 1, children: 0, infants: 0 } as const;

/** A one-way trip out of Yerevan the demo seed sells to one adult, away from the dates the other suites use. */
async function findOneWay(token: string): Promise<{ search: TSearchRequest; offer: TSearchOffer }> {
  const airports = await apiCall(REFERENCE_ENDPOINTS['airports.list'], { token, query: { pageSize: 100 } });
  const evn = airports.result.find((airport) => airport.iataCode === 'EVN');
  if (!evn) throw new Error('The demo seed has no EVN airport');
  for (const days of [23, 24, 25, 26, 27, 28, 29]) {
    for (const to of airports.result.filter((airport) => airport.id !== evn.id)) {
      const search: TSearchRequest = {
        travelType: 'oneWay',
        legs: [{ fromAirportId: evn.id, toAirportId: to.id, date: daysFromToday(days) }],
        passengers: ONE_ADULT,
      };
      const answer = await apiCall(SEARCH_ENDPOINTS.flights, { token, body: search });
      const offer = answer.offers.find((candidate) => candidate.segments.length === 1);
      if (offer) return { search, offer };
    }
  }
  throw new Error('No one-way trip out of EVN in the demo seed');
}

/** Sets a class's seats (its other fields as they are), as staff do on the flight's classes screen. */
async function setSeats(token: string, flightClass: TFlightClass, seats: number): Promise<void> {
  const { name, type, travelType, adminOnly, fareRuleId, baggageRuleId, prices } = flightClass;
  await apiCall(FLIGHT_ENDPOINTS.editClass, {
    token,
    params: { id: flightClass.id },
    body: { name, type, travelType, seats, adminOnly, fareRuleId, baggageRuleId, prices },
  });
}

async function showSearch(page: Page, email: string, search: TSearchRequest): Promise<void> {
  await login(page, email, DEMO_PASSWORD);
  // The last search is remembered: the page opens with it and runs it.
  await page.evaluate((request) => {
    const userId = Number(window.localStorage.getItem('userId'));
    window.localStorage.setItem('frs.lastSearch', JSON.stringify({ userId, request }));
  }, search);
  await page.reload();
  await byTestId(page, 'offer-0').waitFor({ state: 'visible' });
}

const OFFERS = '[data-testid$="-choose"]';
const offersOnScreen = (page: Page) => page.locator(OFFERS).count();

describe('live screens', () => {
  it("the last seat sold by one agent drops out of the other agent's results within 2 s, without a reload", async () => {
    const [agentA, staff] = await Promise.all([
      apiLogin('agent@demo.test', DEMO_PASSWORD),
      apiLogin('admin@demo.test', DEMO_PASSWORD),
    ]);
    const { search, offer } = await findOneWay(agentA.token);
    const segment = offer.segments[0]!;
    const classes = await apiCall(FLIGHT_ENDPOINTS.classes, { token: staff.token, params: { id: segment.flight.id } });
    const flightClass = classes.result.find((candidate) => candidate.id === segment.class.id)!;
    let holdId: number | null = null;
    try {
      await setSeats(staff.token, flightClass, flightClass.sold + flightClass.held + 1);
      await withSession(browser(), async ({ page: pageA }) => {
        await withSession(browser(), async ({ page: pageB }) => {
          await Promise.all([
            showSearch(pageA, 'agent@demo.test', search),
            showSearch(pageB, 'agent2@demo.test', search),
          ]);
          const before = await offersOnScreen(pageB);
          expect(before).toBeGreaterThan(0);
          await pageB.evaluate(() => Object.assign(window, { __sameDocument: true }));

          const hold = await apiCall(FLIGHT_ORDER_ENDPOINTS.preOrder, {
            token: agentA.token,
            body: {
              travelType: 'oneWay',
              segments: [{ classId: flightClass.id }],
              passengers: [
                {
                  type: 'adult',
                  firstName: 'Live',
                  lastName: 'Seat',
                  gender: 'female',
                  dateOfBirth: '1990-01-01',
                  passportNumber: 'AM7654321',
                  passportExpiry: daysFromToday(5 * 365),
                  citizenship: 'AM',
                },
              ],
              contact: { name: 'Live Test', phone: '+374 99 123456', email: 'live@example.test' },
            },
          });
          holdId = hold.id;
          const heldAt = Date.now();
          await pageB.waitForFunction(
            ({ selector, count }) => document.querySelectorAll(selector).length === count,
            { selector: OFFERS, count: before - 1 },
            { timeout: FOLLOW_MS },
          );
          expect(Date.now() - heldAt).toBeLessThan(FOLLOW_MS);
          expect(await pageB.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
          // The seller's own screen follows the same way.
          await pageA.waitForFunction(
            ({ selector, count }) => document.querySelectorAll(selector).length === count,
            { selector: OFFERS, count: before - 1 },
            { timeout: FOLLOW_MS },
          );
        });
      });
    } finally {
      if (holdId !== null) {
        await apiCall(FLIGHT_ORDER_ENDPOINTS.cancelPreOrder, { token: agentA.token, params: { id: holdId } });
      }
      await setSeats(staff.token, flightClass, flightClass.seats);
    }
  });
});
