import { PACKAGE_ORDER_ENDPOINTS, type TPackageOrder } from '@frs/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, daysFromToday, fetchProfile } from './support/api';
import { byTestId, expectNoProblems, fillDate, inputByTestId, login, useBrowser, withSession } from './support/browser';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

/**
 * A package sold as one (issue 16): an agent finds a Dubai package for 2 adults, holds it (seats on both flights and
 * the rooms on every night), tickets it (one charge, a ticket per traveller and the voucher), opens the tickets and
 * the voucher; an admin refunds one traveller; the agent's balance and the order agree.
 *
 * The agent finds it on the Packages tab of /search (Dubai, the next two weeks, 2 adults) and books the cheapest
 * combination of the first hotel.
 */
const browser = useBrowser();
const AGENT = 'agent@demo.test';

function yearsBefore(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) - years}${isoDate.slice(4)}`;
}

const TRAVELLERS = [
  { firstName: 'Aram', lastName: 'Petrosyan', gender: 'male', dateOfBirth: '1984-03-15' },
  { firstName: 'Anna', lastName: 'Petrosyan', gender: 'female', dateOfBirth: '1986-07-02' },
];

async function fillTravellers(page: Page): Promise<void> {
  for (const [index, traveller] of TRAVELLERS.entries()) {
    await inputByTestId(page, `traveller-${index}-firstName`).fill(traveller.firstName);
    await inputByTestId(page, `traveller-${index}-lastName`).fill(traveller.lastName);
    await page.selectOption(`[data-testid="traveller-${index}-gender"]`, traveller.gender);
    await fillDate(page, `traveller-${index}-dateOfBirth`, traveller.dateOfBirth);
    await inputByTestId(page, `traveller-${index}-passportNumber`).fill(`AP${5_000_100 + index}`);
    await fillDate(page, `traveller-${index}-passportExpiry`, yearsBefore(daysFromToday(0), -6));
    await inputByTestId(page, `traveller-${index}-citizenship`).fill('AM');
  }
  await inputByTestId(page, 'contact-name').fill('Aram Petrosyan');
  await inputByTestId(page, 'contact-phone').fill('+374 91 222222');
  await inputByTestId(page, 'contact-email').fill('aram.petrosyan@example.am');
}

/** Opens a PDF by its button and checks that a PDF came back and opened in a new window. */
async function opensPdf(page: Page, urlPattern: string, buttonTestId: string): Promise<void> {
  const answers: { type: string | undefined; start: string }[] = [];
  await page.route(urlPattern, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    answers.push({ type: response.headers()['content-type'], start: body.subarray(0, 5).toString('latin1') });
    await route.fulfill({ response, body });
  });
  const [popup] = await Promise.all([page.waitForEvent('popup'), byTestId(page, buttonTestId).click()]);
  await expect.poll(() => answers).toEqual([{ type: 'application/pdf', start: '%PDF-' }]);
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await popup.close();
  await page.unroute(urlPattern);
}

describe('a package from search to refund', () => {
  it('is found, held, ticketed with its papers, and one traveller refunded', async () => {
    const agent = await apiLogin(AGENT, DEMO_PASSWORD);
    const before = (await fetchProfile(agent.token)).balance.currentBalance;
    let order: TPackageOrder | undefined;

    await withSession(browser(), async ({ page, problems }) => {
      await login(page, AGENT, DEMO_PASSWORD);
      await page.goto(appUrl('/search?tab=packages'));
      await byTestId(page, 'package-search-destination').fill('Dub');
      await byTestId(page, 'package-search-city-dubai').click();
      await fillDate(page, 'package-search-departure-from', daysFromToday(1));
      await fillDate(page, 'package-search-departure-to', daysFromToday(14));
      await byTestId(page, 'package-search-adults').selectOption('2');
      await byTestId(page, 'package-search-submit').click();
      // The cheapest combination of the first hotel: its Book button.
      await page.locator('[data-testid^="package-combination-"][data-testid$="-book"]').first().click();
      await page.waitForURL(/\/checkout\/package$/);
      await byTestId(page, 'package-summary').waitFor();
      await byTestId(page, 'package-checkout-form').waitFor();
      await fillTravellers(page);
      await byTestId(page, 'package-checkout-hold').click();
      await byTestId(page, 'package-hold-active').waitFor();
      await byTestId(page, 'package-hold-ticket').click();
      await page.waitForURL(/\/reservation\/package\/\d+$/);
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      await byTestId(page, 'package-order-documents').waitFor();

      order = await apiCall(PACKAGE_ORDER_ENDPOINTS.get, { params: { id: orderId }, token: agent.token });
      expect(order.status).toBe('ticketed');
      expect(order.offer.destination).toMatch(/dubai/i);
      expect(order.passengers.map((passenger) => passenger.ticketNumber)).toEqual([
        expect.stringMatching(/^\d{13}$/),
        expect.stringMatching(/^\d{13}$/),
      ]);
      expect(order.rooms[0]!.voucherNumber).toBeTruthy();
      expect((await fetchProfile(agent.token)).balance.currentBalance).toBe(before - order.totals.payable);

      for (const passenger of order.passengers) {
        await opensPdf(page, `**/api/pdf/ticket/**`, `package-ticket-${passenger.id}`);
      }
      await opensPdf(page, `**/api/pdf/voucher/${orderId}?*`, 'package-voucher');
      // An agent may not refund.
      expect(await byTestId(page, 'package-order-operation-refund').count()).toBe(0);
      expectNoProblems(problems);
    });

    const ticketed = order!;
    const refundedTraveller = ticketed.passengers[1]!;
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl(`/reservation/package/${ticketed.id}`));
      await byTestId(page, 'package-order-operation-refund').click();
      await byTestId(page, 'package-refund-dialog').waitFor();
      // Everyone is chosen at first: keep only the second traveller.
      await inputByTestId(page, `package-refund-traveller-${ticketed.passengers[0]!.id}`).uncheck();
      await byTestId(page, 'package-refund-dialog-submit').click();
      await expect.poll(() => byTestId(page, 'package-refund-dialog').count()).toBe(0);
      expectNoProblems(problems);
    });

    const after = await apiCall(PACKAGE_ORDER_ENDPOINTS.get, { params: { id: ticketed.id }, token: agent.token });
    expect(after.status).toBe('ticketed');
    expect(after.passengers.map((passenger) => passenger.status)).toEqual(['active', 'refunded']);
    const refund = after.passengers.find((passenger) => passenger.id === refundedTraveller.id)!;
    expect(refund.refundAmount).not.toBeNull();
    expect((await fetchProfile(agent.token)).balance.currentBalance).toBe(
      before - ticketed.totals.payable + refund.refundAmount!,
    );
  });
});
