import { FLIGHT_ORDER_ENDPOINTS } from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './support/api';
import {
  byTestId,
  expectNoProblems,
  inputByTestId,
  login,
  useBrowser,
  waitForPath,
  withSession,
} from './support/browser';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();
const ADMIN = 'admin@demo.test';

describe('history, end to end', () => {
  it("an admin filters the history by an order's PNR, opens the order from it, and comes back to its history", async () => {
    const { token } = await apiLogin(ADMIN, DEMO_PASSWORD);
    const { result } = await apiCall(FLIGHT_ORDER_ENDPOINTS.list, { token, body: { pageSize: 1 } });
    const order = result[0];
    if (!order) throw new Error('The demo seed has no flight order');

    await withSession(browser(), async ({ page, problems }) => {
      await login(page, ADMIN, DEMO_PASSWORD);
      await byTestId(page, 'nav-history').first().click();
      await waitForPath(page, '/history');
      await inputByTestId(page, 'history-filter-pnr').fill(order.pnr.toLowerCase());
      await expect.poll(() => new URL(page.url()).searchParams.get('pnr')).toBe(order.pnr.toLowerCase());
      const records = page.locator('[data-testid="history-grid"] a[data-testid^="history-record-"]');
      // Every row left is the order's ("PNR · flights" in the interface language).
      const pnrs = async () => new Set((await records.allTextContents()).map((text) => text.split(' · ')[0]));
      await expect.poll(pnrs).toEqual(new Set([order.pnr]));

      await records.first().click();
      await waitForPath(page, `/reservation/edit/${order.id}`);
      await expect.poll(() => byTestId(page, 'order-pnr').textContent()).toBe(order.pnr);

      await byTestId(page, 'order-history-link').click();
      await waitForPath(page, '/history');
      expect(new URL(page.url()).searchParams.get('entityId')).toBe(String(order.id));
      await expect.poll(pnrs).toEqual(new Set([order.pnr]));
      expectNoProblems(problems);
    });
  });
});
