import { FLIGHT_ENDPOINTS, REFERENCE_ENDPOINTS, type TFlightListResponse } from '@frs/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiStatus, daysFromToday } from './support/api';
import {
  byTestId,
  expectNoProblems,
  fillDate,
  inputByTestId,
  login,
  PHONE_SESSION,
  storedToken,
  useBrowser,
  withSession,
} from './support/browser';
import { seriousViolations } from './support/axe';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();

/** Picks a record in a reference autocomplete by typing part of it and clicking the matching option. */
async function chooseReference(page: Page, testId: string, typed: string, option: RegExp): Promise<void> {
  const input = inputByTestId(page, testId);
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  const input = inputByTestId(page, testId);
  await input.fill('');
  await input.fill(text);
}

/** Narrows the flight list to one day, so that the flights of that day are all on the first page. */
async function showDay(page: Page, date: string): Promise<void> {
  await fillDate(page, 'flights-start-date', date);
  await fillDate(page, 'flights-end-date', date);
}

async function addClass(
  page: Page,
  values: { name: string; type: string; travelType: string; seats: string; fare: string; tax: string },
): Promise<void> {
  await byTestId(page, 'class-create').click();
  await byTestId(page, 'class-form').waitFor({ state: 'visible' });
  await typeInto(page, 'field-name', values.name);
  await page.selectOption('[data-testid="field-type"]', values.type);
  await page.selectOption('[data-testid="field-travelType"]', values.travelType);
  await typeInto(page, 'field-seats', values.seats);
  await chooseReference(page, 'field-fareRuleId', 'Economy', /Economy Flex/);
  await chooseReference(page, 'field-baggageRuleId', 'Standard', /Standard 23 kg/);
  await typeInto(page, 'field-prices.adult.fare', values.fare);
  await typeInto(page, 'field-prices.adult.tax', values.tax);
  await byTestId(page, 'class-form-submit').click();
  await byTestId(page, 'class-form').waitFor({ state: 'detached' });
}

describe('flights', () => {
  it('an admin creates a flight with two classes in the UI and sees it in the list', async () => {
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl('/flights'));
      await byTestId(page, 'flights-grid').waitFor({ state: 'visible' });
      const day = daysFromToday(9);

      await byTestId(page, 'flights-create').click();
      await byTestId(page, 'flight-form').waitFor({ state: 'visible' });
      await chooseReference(page, 'field-airlineId', 'Sevan', /Sevan Jet/);
      await typeInto(page, 'field-flightNumber', '977');
      await chooseReference(page, 'field-aircraftId', 'Embraer', /Embraer E190/);
      await typeInto(page, 'field-seatCapacity', '96');
      await chooseReference(page, 'field-fromAirportId', 'EVN', /^EVN · Yerevan/);
      await chooseReference(page, 'field-toAirportId', 'FCO', /^FCO · Rome/);
      await fillDate(page, 'field-departureLocal', `${day}T09:10`);
      await fillDate(page, 'field-arrivalLocal', `${day}T11:40`);
      await page.selectOption('[data-testid="field-currency"]', 'EUR');
      // The local time is read in each airport's own zone, and the form says which.
      await expect.poll(() => page.getByText(/EVN, Asia\/Yerevan \(UTC\+4\)/).count()).toBe(1);
      await expect.poll(() => page.getByText(/FCO, Europe\/Rome \(UTC\+\d\)/).count()).toBe(1);
      await byTestId(page, 'flight-form-submit').click();
      await byTestId(page, 'flight-form').waitFor({ state: 'detached' });

      await showDay(page, day);
      const link = page.getByRole('link', { name: /7S 977/ });
      await link.waitFor({ state: 'visible' });
      await link.click();
      await byTestId(page, 'flight-header-title').waitFor({ state: 'visible' });
      expect(await byTestId(page, 'flight-header-title').textContent()).toContain('7S 977 · EVN → FCO');

      await addClass(page, {
        name: 'e2y',
        type: 'economy',
        travelType: 'roundTrip',
        seats: '80',
        fare: '210',
        tax: '45.50',
      });
      await addClass(page, {
        name: 'E2C',
        type: 'business',
        travelType: 'oneWay',
        seats: '16',
        fare: '590',
        tax: '60',
      });
      await expect.poll(() => byTestId(page, 'classes-grid').textContent()).toContain('E2Y');
      expect(await byTestId(page, 'classes-grid').textContent()).toContain('210.00 + 45.50 EUR');

      // A class over the seats the flight has left is refused under its input.
      await byTestId(page, 'class-create').click();
      await typeInto(page, 'field-name', 'OVER');
      await typeInto(page, 'field-seats', '5');
      await chooseReference(page, 'field-fareRuleId', 'Economy', /Economy Flex/);
      await chooseReference(page, 'field-baggageRuleId', 'Standard', /Standard 23 kg/);
      await byTestId(page, 'class-form-submit').click();
      await expect.poll(() => page.getByText('Չվերթում այս դասի համար մնացել է 0 տեղ').count()).toBe(1);
      await byTestId(page, 'class-form-cancel').click();

      await page.goto(appUrl('/flights'));
      await showDay(page, day);
      const row = page.getByRole('row', { name: /7S 977/ });
      await expect.poll(() => row.textContent()).toContain('E2C: 16');
      expect(await row.textContent()).toContain('E2Y: 80');
      expect(await row.textContent()).toContain('0 / 0 / 96');
      // The refused class answered 400, which Chromium logs; nothing else may go wrong.
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors.filter((line) => !/status of 400/.test(line))).toEqual([]);
    });
  });

  it('an admin creates a two-week schedule from a template, after its preview', async () => {
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl('/flights'));
      await byTestId(page, 'flights-schedule').click();
      await byTestId(page, 'schedule-form').waitFor({ state: 'visible' });
      await chooseReference(page, 'field-flightTemplateId', 'EVN → BCN', /EVN → BCN/);
      const start = daysFromToday(1);
      const end = daysFromToday(14);
      await fillDate(page, 'field-startDate', start);
      await fillDate(page, 'field-endDate', end);

      // No weekday is a field error, and nothing is asked of the server.
      await byTestId(page, 'schedule-preview-button').click();
      await expect.poll(() => page.getByText('Ընտրեք առնվազն մեկ շաբաթվա օր').count()).toBe(1);

      // Tuesdays and Thursdays: the demo's Barcelona flights leave on Saturdays, so all four are new.
      await byTestId(page, 'field-weekdays-2').click();
      await byTestId(page, 'field-weekdays-4').click();
      await byTestId(page, 'schedule-preview-button').click();
      await byTestId(page, 'schedule-preview').waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid^="schedule-row-"]').count()).toBe(4);
      const create = byTestId(page, 'schedule-create');
      expect(await create.textContent()).toContain('4');
      await create.click();
      await byTestId(page, 'schedule-result').waitFor({ state: 'visible' });
      expect(await byTestId(page, 'schedule-result').textContent()).toContain('Ստեղծվեց 4 չվերթ');

      const token = await storedToken(page);
      // Every flight of the two weeks, page by page (the demo has more than a page of them).
      const listed: TFlightListResponse['result'] = [];
      for (let pageNumber = 0, total = Infinity; listed.length < total; pageNumber += 1) {
        const chunk = await apiCall(FLIGHT_ENDPOINTS.list, {
          token,
          body: { startDate: start, endDate: end, pageSize: 100, page: pageNumber },
        });
        total = chunk.count;
        if (chunk.result.length === 0) break;
        listed.push(...chunk.result);
      }
      const scheduled = listed.filter(
        (flight) =>
          flight.flightNumber === '231' && flight.from.iataCode === 'EVN' && !isSaturday(flight.departureLocal),
      );
      expect(scheduled).toHaveLength(4);
      expect(scheduled.every((flight) => flight.departureLocal.endsWith('T08:00') && flight.classes.length === 2)).toBe(
        true,
      );

      await byTestId(page, 'schedule-close').click();
      await showDay(page, scheduled[0]!.departureLocal.slice(0, 10));
      await page
        .getByRole('link', { name: /4R 231/ })
        .first()
        .waitFor({ state: 'visible' });
      expectNoProblems(problems);
    });
  });

  it('Viewer sees no edit controls, and the API refuses its writes', async () => {
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, 'viewer@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl('/flights'));
      const link = page.locator('[data-testid^="flight-link-"]').first();
      await link.waitFor({ state: 'visible' });
      expect(await byTestId(page, 'flights-create').count()).toBe(0);
      expect(await byTestId(page, 'flights-schedule').count()).toBe(0);
      expect(await page.locator('[data-testid^="flight-edit-"]').count()).toBe(0);
      expect(await page.locator('[data-testid^="flight-delete-"]').count()).toBe(0);

      await link.click();
      await byTestId(page, 'flight-header').waitFor({ state: 'visible' });
      await expect.poll(() => byTestId(page, 'classes-grid').textContent()).toMatch(/Y/);
      expect(await byTestId(page, 'class-create').count()).toBe(0);
      expect(await byTestId(page, 'flight-header-edit').count()).toBe(0);
      expect(await page.locator('[data-testid^="class-edit-"]').count()).toBe(0);

      await page.goto(appUrl('/flights?tab=templates'));
      await byTestId(page, 'resource-grid-flightTemplates').waitFor({ state: 'visible' });
      expect(await byTestId(page, 'resource-add-flightTemplates').count()).toBe(0);
      expect(await page.locator('[data-testid^="resource-edit-"]').count()).toBe(0);

      await page.goto(appUrl('/settings?section=referenceData'));
      await byTestId(page, 'resource-grid-airports').waitFor({ state: 'visible' });
      await expect.poll(() => byTestId(page, 'resource-grid-airports').textContent()).toContain('EVN');
      expect(await byTestId(page, 'resource-add-airports').count()).toBe(0);
      expect(await page.locator('[data-testid^="resource-delete-"]').count()).toBe(0);

      const token = await storedToken(page);
      const flight = {
        airlineId: 1,
        flightNumber: '999',
        aircraftId: 1,
        fromAirportId: 1,
        toAirportId: 2,
        departureLocal: `${daysFromToday(3)}T10:00`,
        arrivalLocal: `${daysFromToday(3)}T12:00`,
        seatCapacity: 100,
        currency: 'USD',
      };
      const first = { id: 1 };
      expect(await apiStatus(FLIGHT_ENDPOINTS.create, token, { body: flight })).toBe(403);
      expect(
        await apiStatus(FLIGHT_ENDPOINTS.edit, token, { params: first, body: { ...flight, status: 'cancelled' } }),
      ).toBe(403);
      expect(await apiStatus(FLIGHT_ENDPOINTS.remove, token, { params: first })).toBe(403);
      expect(await apiStatus(FLIGHT_ENDPOINTS.removeClass, token, { params: first })).toBe(403);
      expect(await apiStatus(REFERENCE_ENDPOINTS['airports.remove'], token, { params: first })).toBe(403);
      expect(
        await apiStatus(FLIGHT_ENDPOINTS.createSchedule, token, {
          body: {
            flightTemplateId: 1,
            startDate: daysFromToday(1),
            endDate: daysFromToday(7),
            weekdays: [1],
          },
        }),
      ).toBe(403);
      expect(await apiStatus(FLIGHT_ENDPOINTS.get, token, { params: first })).toBe(200);
      expectNoProblems(problems);
    });
  });
});

describe('flight screens, accessibility and phones', () => {
  it('have no serious or critical axe violation for an admin', async () => {
    await withSession(browser(), async ({ page }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      const found: string[] = [];
      await page.goto(appUrl('/flights'));
      await page.locator('[data-testid^="flight-link-"]').first().waitFor({ state: 'visible' });
      found.push(...(await seriousViolations(page)));
      await page.locator('[data-testid^="flight-link-"]').first().click();
      await byTestId(page, 'flight-header').waitFor({ state: 'visible' });
      await expect.poll(() => byTestId(page, 'classes-grid').textContent()).toMatch(/Y/);
      found.push(...(await seriousViolations(page)));
      await byTestId(page, 'class-create').click();
      await byTestId(page, 'class-form').waitFor({ state: 'visible' });
      found.push(...(await seriousViolations(page)));
      await page.keyboard.press('Escape');
      await page.goto(appUrl('/settings?section=referenceData&resource=fareRules'));
      await expect.poll(() => byTestId(page, 'resource-grid-fareRules').textContent()).toContain('Economy');
      found.push(...(await seriousViolations(page)));
      expect(found, found.join('\n')).toEqual([]);
    });
  });

  it('fit a 375 px phone: the list scrolls inside its grid, the dialogs take the screen', async () => {
    await withSession(
      browser(),
      async ({ page }) => {
        await login(page, 'admin@demo.test', DEMO_PASSWORD);
        await page.goto(appUrl('/flights'));
        await page.locator('[data-testid^="flight-link-"]').first().waitFor({ state: 'visible' });
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(await overflow()).toBeLessThanOrEqual(0);
        await byTestId(page, 'flights-create').click();
        await byTestId(page, 'flight-form').waitFor({ state: 'visible' });
        const box = await page.getByRole('dialog').boundingBox();
        expect(box?.width).toBeLessThanOrEqual(375);
        expect(await overflow()).toBeLessThanOrEqual(0);
      },
      PHONE_SESSION,
    );
  });
});

function isSaturday(local: string): boolean {
  return new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay() === 6;
}
