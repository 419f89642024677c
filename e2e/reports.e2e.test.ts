import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { daysFromToday } from './support/api';
import { seriousViolations } from './support/axe';
import { byTestId, expectNoProblems, fillDate, login, PHONE_SESSION, useBrowser, withSession } from './support/browser';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();
const REPORTS = 'reports@demo.test';

/** The demo seed's orders leave 3 to 21 days from today: a month from today holds them all. */
const START = daysFromToday(0);
const END = daysFromToday(29);

describe('flight reports (/reports/flight)', () => {
  it('lets a Reports user run a month of the demo data, see the charts and download the XLSX', async () => {
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, REPORTS, DEMO_PASSWORD);
      await byTestId(page, 'nav-flightReports').first().click();
      await byTestId(page, 'report-table').waitFor({ state: 'visible' });
      await fillDate(page, 'report-start', START);
      await expect.poll(() => new URL(page.url()).searchParams.get('start')).toBe(START);
      await fillDate(page, 'report-end', END);
      // The request is in the URL: the report can be bookmarked.
      await expect.poll(() => new URL(page.url()).searchParams.get('end')).toBe(END);
      expect(new URL(page.url()).searchParams.get('start')).toBe(START);

      const totals = byTestId(page, 'report-totals');
      await expect.poll(async () => Number((await totals.locator('td').nth(1).textContent()) ?? 0)).toBeGreaterThan(0);
      for (const chart of ['chart-load-factor', 'chart-agents', 'chart-revenue']) {
        await expect.poll(() => byTestId(page, chart).locator('svg').count()).toBeGreaterThan(0);
      }
      // The revenue axis writes amounts short, in Armenian's own words, whole (not cut to "2…" for want of room).
      const revenueAxis = byTestId(page, 'chart-revenue').locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
      await expect.poll(() => revenueAxis.count()).toBeGreaterThan(2);
      const amounts = await revenueAxis.evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
      expect(
        amounts.some((amount) => /\u00a0(հզր|մլն)$/.test(amount)),
        amounts.join(' | '),
      ).toBe(true);
      for (const amount of amounts) expect(amount).toMatch(/^\d+(,\d+)?(\u00a0(հզր|մլն|մլրդ))?$/);
      // No passenger of the demo orders is on the page (the Reports role sees figures only).
      expect(await page.locator('body').textContent()).not.toContain('Grigoryan');

      await byTestId(page, 'report-export').click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        byTestId(page, 'report-export-xlsx').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^flight-report-.*\.xlsx$/);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expectNoProblems(problems);
    });
  });

  it('fits a phone (the charts inside the screen, the table scrolling in its own region), with no axe violation', async () => {
    await withSession(
      browser(),
      async ({ page, problems }) => {
        await login(page, REPORTS, DEMO_PASSWORD);
        await page.goto(appUrl(`/reports/flight?start=${START}&end=${END}&group=agent`));
        await byTestId(page, 'report-table').waitFor({ state: 'visible' });
        for (const chart of ['chart-load-factor', 'chart-agents', 'chart-revenue']) {
          const svg = byTestId(page, chart).locator('svg').first();
          await svg.waitFor({ state: 'visible' });
          const box = await svg.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(375);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        // Grouped by agent the table is short, so axe reads the form, the table and the charts quickly.
        const violations = await seriousViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);
        expectNoProblems(problems);
      },
      PHONE_SESSION,
    );
  });
});
