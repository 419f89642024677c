import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetchCompanySettings, fetchProfile, fetchRateRow, localIsoDate, truncateTwoDecimals } from './support/api';
import {
  byTestId,
  chooseLanguage,
  expectNoProblems,
  localStorageOf,
  login,
  networkIdle,
  PHONE_SESSION,
  PHONE_VIEWPORT,
  storedToken,
  useBrowser,
  waitForPath,
  withSession,
} from './support/browser';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

const ARMENIAN = /[\u0531-\u058F]/;
const CYRILLIC = /[\u0400-\u04FF]/;

const browser = useBrowser();

async function text(locator: Locator): Promise<string> {
  await locator.waitFor({ state: 'visible' });
  return (await locator.textContent()) ?? '';
}

function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

describe('header and footer', () => {
  it('the footer shows the company settings, with the address in the interface language', async () => {
    await withSession(browser(), async ({ page }) => {
      await login(page, 'agent@demo.test', DEMO_PASSWORD);
      const settings = await fetchCompanySettings(await storedToken(page));
      for (const value of [settings.compTelephone, settings.compEmail, settings.compAddressArm]) {
        expect(value.trim(), 'the demo seed fills the company settings').not.toBe('');
      }
      await byTestId(page, 'footer').waitFor({ state: 'visible' });
      await expect.poll(() => text(byTestId(page, 'footer-phone'))).toContain(settings.compTelephone);
      await expect.poll(() => text(byTestId(page, 'footer-email'))).toContain(settings.compEmail);
      await expect.poll(() => text(byTestId(page, 'footer-address'))).toContain(settings.compAddressArm);

      await chooseLanguage(page, 'en');
      await expect.poll(() => text(byTestId(page, 'footer-address'))).toContain(settings.compAddressEng);
      await chooseLanguage(page, 'ru');
      await expect.poll(() => text(byTestId(page, 'footer-address'))).toContain(settings.compAddressRus);
    });
  });

  it("an agent's header shows the balance and today's USD and EUR flight rates, truncated to 2 decimals", async () => {
    await withSession(browser(), async ({ page }) => {
      await login(page, 'agent@demo.test', DEMO_PASSWORD);
      const today = localIsoDate();
      const row = await fetchRateRow(today);
      const { USD, EUR } = row.flightRate;
      if (USD === null || EUR === null) throw new Error(`The demo seed has no flight rates for ${today}`);

      // Read from the API, not written here: the demo orders, and the order tests that run before, move it.
      const { balance } = await fetchProfile(await storedToken(page));
      await expect
        .poll(() => text(byTestId(page, 'header-balance')))
        .toContain(truncateTwoDecimals(balance.currentBalance / 100));
      await expect.poll(() => text(byTestId(page, 'header-rate-usd'))).toContain(truncateTwoDecimals(USD));
      await expect.poll(() => text(byTestId(page, 'header-rate-eur'))).toContain(truncateTwoDecimals(EUR));

      await byTestId(page, 'header-rate-usd').click();
      await waitForPath(page, '/currency');
    });
  });

  it("a viewer's header shows the rates but no balance", async () => {
    await withSession(browser(), async ({ page }) => {
      await login(page, 'viewer@demo.test', DEMO_PASSWORD);
      await byTestId(page, 'header-rate-usd').waitFor({ state: 'visible' });
      await byTestId(page, 'header-rate-eur').waitFor({ state: 'visible' });
      expect(await byTestId(page, 'header-balance').count()).toBe(0);
    });
  });
});

describe('language', () => {
  it('switches the texts between Armenian, English and Russian and keeps the choice over a reload', async () => {
    await withSession(browser(), async ({ page }) => {
      await page.goto(appUrl('/'));
      await byTestId(page, 'login-submit').waitFor({ state: 'visible' });
      expect(await htmlLang(page), 'Armenian is the default language').toBe('hy');

      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      const label = byTestId(page, 'nav-search');
      const title = byTestId(page, 'page-title');
      expect(await htmlLang(page)).toBe('hy');
      const armenian = await text(label);
      expect(armenian).toMatch(ARMENIAN);
      expect(await text(title)).toMatch(ARMENIAN);

      await chooseLanguage(page, 'en');
      await expect.poll(() => text(label)).toMatch(/search/i);
      await expect.poll(() => text(title)).toMatch(/search/i);

      await chooseLanguage(page, 'ru');
      await expect.poll(() => text(label)).toMatch(CYRILLIC);
      const russian = await text(label);
      expect(await text(title)).toMatch(CYRILLIC);
      expect((await localStorageOf(page)).language).toBe('ru');

      await page.reload();
      await title.waitFor({ state: 'visible' });
      expect(await htmlLang(page)).toBe('ru');
      expect(await text(label)).toBe(russian);

      await chooseLanguage(page, 'hy');
      await expect.poll(() => text(label)).toBe(armenian);
    });
  });
});

describe('phone-sized screen', () => {
  it('hides the drawer behind a toggle that opens the navigation and closes after a choice', async () => {
    await withSession(
      browser(),
      async ({ page }) => {
        const noHorizontalScroll = async (where: string): Promise<void> => {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `horizontal scrollbar on ${where}`).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
        };
        const visibleLinks = page.locator('[data-testid^="nav-"]:not([data-testid="nav-drawer"]):visible');
        await page.goto(appUrl('/'));
        await byTestId(page, 'login-submit').waitFor({ state: 'visible' });
        await noHorizontalScroll('the login page');

        await login(page, 'admin@demo.test', DEMO_PASSWORD);
        const toggle = byTestId(page, 'drawer-toggle');
        await toggle.waitFor({ state: 'visible' });
        expect(await visibleLinks.count(), 'no navigation link is shown before the toggle').toBe(0);
        await noHorizontalScroll('/search');

        await toggle.click();
        await byTestId(page, 'nav-flights').waitFor({ state: 'visible' });
        await expect
          .poll(() => visibleLinks.count(), { message: 'the toggle shows all eight links of an admin' })
          .toBe(8);
        await byTestId(page, 'nav-flights').click();
        await waitForPath(page, '/flights');
        await byTestId(page, 'nav-flights').waitFor({ state: 'hidden' });
        expect(await visibleLinks.count(), 'the navigation closes after a choice').toBe(0);
        await byTestId(page, 'page-title').waitFor({ state: 'visible' });
        await noHorizontalScroll('/flights');
      },
      PHONE_SESSION,
    );
  });
});

describe('navigation', () => {
  it('logging in and visiting every page of the drawer raises no console error and no CSP violation', async () => {
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      const paths: Record<string, string> = {
        'nav-reservations': '/reservations/flight',
        'nav-flights': '/flights',
        'nav-agents': '/agents',
        'nav-passengers': '/passengers',
        'nav-history': '/history',
        'nav-flightReports': '/reports/flight',
        'nav-approvals': '/approvals',
        'nav-search': '/search',
      };
      for (const [testId, path] of Object.entries(paths)) {
        const link = byTestId(page, testId);
        const label = (await link.textContent())?.trim() ?? '';
        await link.click();
        await waitForPath(page, path);
        // The screen has loaded once its title (the route's title, as in the drawer) is shown.
        await expect.poll(async () => (await text(byTestId(page, 'page-title'))).trim()).toBe(label);
        expect(await byTestId(page, 'load-error').count(), `load error on ${path}`).toBe(0);
        expect(await byTestId(page, 'not-found').count(), `not found on ${path}`).toBe(0);
      }
      await byTestId(page, 'user-menu-button').click();
      await byTestId(page, 'menu-profile').click();
      await waitForPath(page, '/profile');
      await byTestId(page, 'user-menu-button').click();
      await byTestId(page, 'menu-settings').click();
      await waitForPath(page, '/settings');
      await chooseLanguage(page, 'en');
      // Let late requests of the last screen settle before judging.
      await networkIdle(page);
      expectNoProblems(problems);
    });
  });

  it('a lazy part that fails to load shows the load error', async () => {
    await withSession(browser(), async ({ page }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      const loaded = new Set<string>();
      // Every script and style sheet fetched so far stays available; anything new fails like a broken deployment.
      for (const entry of await page.evaluate(() =>
        performance.getEntriesByType('resource').map((resource) => resource.name),
      )) {
        loaded.add(entry);
      }
      await page.route('**/*.{js,css}', async (route) => {
        if (loaded.has(route.request().url())) await route.continue();
        else await route.abort('failed');
      });
      await byTestId(page, 'nav-flights').click();
      await byTestId(page, 'load-error').waitFor({ state: 'visible' });
    });
  });
});
