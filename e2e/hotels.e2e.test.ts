import { HOTEL_ORDER_ENDPOINTS, type THotelOrder } from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, daysFromToday, fetchProfile } from './support/api';
import { seriousViolations } from './support/axe';
import { byTestId, expectNoProblems, fillDate, login, useBrowser, withSession } from './support/browser';
import { appUrl } from './support/env';
import { settle } from './support/layout';
import { DEMO_PASSWORD } from './support/users';

/**
 * A hotel stay sold the way a flight is (issue 15): an agent searches Paris for 2 adults and a 5-year-old for 3
 * nights, holds a room, confirms it (charged, voucher issued), opens the voucher; an admin refunds it with the
 * cancellation policy's penalty; the agent's balance and the order page agree.
 */
const browser = useBrowser();
const AGENT = 'agent@demo.test';

describe('a hotel stay from search to refund', () => {
  it('is searched, held, confirmed with its voucher, and refunded with the policy penalty', async () => {
    const agent = await apiLogin(AGENT, DEMO_PASSWORD);
    const before = (await fetchProfile(agent.token)).balance.currentBalance;
    let order: THotelOrder | undefined;

    await withSession(browser(), async ({ page, problems }) => {
      await login(page, AGENT, DEMO_PASSWORD);
      await page.goto(appUrl('/search?tab=hotels'));
      await byTestId(page, 'hotel-search-destination').fill('Par');
      await byTestId(page, 'hotel-search-destination-city-paris').click();
      // Five days ahead: close enough to check-in for a tier of every Paris policy to charge.
      await fillDate(page, 'hotel-search-check-in', daysFromToday(5));
      await fillDate(page, 'hotel-search-check-out', daysFromToday(8));
      await byTestId(page, 'hotel-search-children').selectOption('1');
      await byTestId(page, 'hotel-search-child-age-0').selectOption('5');
      await byTestId(page, 'hotel-search-submit').click();
      const choose = page.locator('[data-testid^="hotel-"][data-testid$="-choose"]').first();
      await choose.waitFor();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await choose.click();

      await byTestId(page, 'hotel-checkout-form').waitFor();
      const guests = [
        ['Aram', 'Petrosyan'],
        ['Anna', 'Petrosyan'],
        ['Davit', 'Petrosyan'],
      ];
      for (const [index, [firstName, lastName]] of guests.entries()) {
        await byTestId(page, `room-0-guest-${index}-firstName`).fill(firstName!);
        await byTestId(page, `room-0-guest-${index}-lastName`).fill(lastName!);
      }
      await byTestId(page, 'contact-name').fill('Aram Petrosyan');
      await byTestId(page, 'contact-phone').fill('+374 91 111111');
      await byTestId(page, 'contact-email').fill('aram.petrosyan@example.am');
      await byTestId(page, 'hotel-checkout-hold').click();
      await byTestId(page, 'hotel-hold-active').waitFor();
      await byTestId(page, 'hotel-hold-confirm').click();
      await page.waitForURL(/\/reservation\/hotel\/\d+$/);
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect.poll(() => byTestId(page, 'hotel-order-status').textContent()).toBeTruthy();

      order = await apiCall(HOTEL_ORDER_ENDPOINTS.get, { params: { id: orderId }, token: agent.token });
      expect(order.status).toBe('ticketed');
      expect(order.rooms[0]!.voucherNumber).toMatch(/^HV-\d{6}$/);
      expect(order.rooms[0]!.guests.map((guest) => guest.age)).toEqual([null, null, 5]);
      expect((await fetchProfile(agent.token)).balance.currentBalance).toBe(before - order.totals.payable);

      // The voucher opens as a PDF in a new window.
      const answers: { type: string | undefined; start: string }[] = [];
      await page.route(`**/api/pdf/voucher/${orderId}?*`, async (route) => {
        const response = await route.fetch();
        const body = await response.body();
        answers.push({ type: response.headers()['content-type'], start: body.subarray(0, 5).toString('latin1') });
        await route.fulfill({ response, body });
      });
      const [popup] = await Promise.all([page.waitForEvent('popup'), byTestId(page, 'hotel-voucher').click()]);
      await expect.poll(() => answers).toEqual([{ type: 'application/pdf', start: '%PDF-' }]);
      await expect.poll(() => popup.url()).toMatch(/^blob:/);
      // An agent may not refund.
      expect(await byTestId(page, 'hotel-order-operation-refund').count()).toBe(0);
      expectNoProblems(problems);
    });

    const confirmed = order!;
    const penalty = confirmed.refundPenaltyToday!;
    expect(penalty).toBeGreaterThan(0);
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl(`/reservation/hotel/${confirmed.id}`));
      await byTestId(page, 'hotel-order-operation-refund').click();
      await byTestId(page, 'hotel-refund-dialog').waitFor();
      // Checked once the dialog has faded in (a colour half-way through its transition is not the colour).
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await byTestId(page, 'hotel-refund-dialog-submit').click();
      await expect.poll(() => byTestId(page, 'hotel-refund-dialog').count()).toBe(0);
      await expect.poll(() => byTestId(page, 'hotel-order-total-penalties').isVisible()).toBe(true);
      expectNoProblems(problems);
    });

    const refunded = await apiCall(HOTEL_ORDER_ENDPOINTS.get, { params: { id: confirmed.id }, token: agent.token });
    expect(refunded.status).toBe('refunded');
    expect(refunded.totals.penalties).toBe(penalty);
    expect((await fetchProfile(agent.token)).balance.currentBalance).toBe(before - penalty);

    // The agent's order page says the same.
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, AGENT, DEMO_PASSWORD);
      await page.goto(appUrl(`/reservation/hotel/${confirmed.id}`));
      const penalties = await byTestId(page, 'hotel-order-total-penalties').textContent();
      expect(penalties?.replace(/\D/g, '')).toContain(String(penalty / 100).replace(/\D/g, ''));
      expectNoProblems(problems);
    });
  });
});
