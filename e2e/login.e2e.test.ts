import { TEXTS, USER_ENDPOINTS } from '@frs/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiStatus } from './support/api';
import {
  byTestId,
  chooseLanguage,
  inputByTestId,
  localStorageOf,
  login,
  pathname,
  sessionStorageLength,
  storedToken,
  useBrowser,
  waitForPath,
  withSession,
} from './support/browser';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

describe('login', () => {
  it('a wrong password shows the server message in Armenian and stores nothing', async () => {
    // The only failed login of the whole suite: the server locks an IP after 10 failures in 15 minutes.
    await withSession(browser(), async ({ page }) => {
      await page.goto(appUrl('/'));
      await inputByTestId(page, 'login-email').fill('agent2@demo.test');
      await inputByTestId(page, 'login-password').fill('not-the-password');
      await byTestId(page, 'login-submit').click();
      const alert = byTestId(page, 'login-error');
      await alert.waitFor({ state: 'visible' });
      await expect.poll(() => alert.textContent()).toContain(TEXTS.hy.errors.INVALID_CREDENTIALS);
      expect(pathname(page)).toBe('/');
      const stored = await localStorageOf(page);
      expect(stored.token).toBeUndefined();
      expect(stored.userId).toBeUndefined();
    });
  });

  it('the login form can be filled and submitted with the keyboard only', async () => {
    await withSession(browser(), async ({ page }) => {
      await page.goto(appUrl('/'));
      const email = inputByTestId(page, 'login-email');
      const password = inputByTestId(page, 'login-password');
      await email.waitFor({ state: 'visible' });
      let presses = 0;
      while (!(await isFocused(email))) {
        presses += 1;
        expect(presses, 'Tab never reached the e-mail field').toBeLessThanOrEqual(15);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.type('agent@demo.test');
      await page.keyboard.press('Tab');
      expect(await isFocused(password), 'Tab from the e-mail field goes to the password field').toBe(true);
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/search');
      await byTestId(page, 'page-title').waitFor({ state: 'visible' });
    });
  });

  it('an anonymous visitor of a private route is sent to /, a logged-in user on /login to /search', async () => {
    await withSession(browser(), async ({ page }) => {
      await page.goto(appUrl('/flights'));
      await waitForPath(page, '/');
      await inputByTestId(page, 'login-email').waitFor({ state: 'visible' });
      expect(await byTestId(page, 'footer').count(), 'no footer without a stored userId').toBe(0);

      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl('/login'));
      await waitForPath(page, '/search');
    });
  });

  it('the login goes back to the private page asked for (a bookmark, a link), with its query', async () => {
    await withSession(browser(), async ({ page }) => {
      await page.goto(appUrl('/agents?status=verified'));
      await waitForPath(page, '/');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/agents?status=verified');
      await inputByTestId(page, 'login-email').fill('admin@demo.test');
      await inputByTestId(page, 'login-password').fill(DEMO_PASSWORD);
      await byTestId(page, 'login-submit').click();
      await waitForPath(page, '/agents');
      expect(new URL(page.url()).search).toBe('?status=verified');
      await byTestId(page, 'agents-grid').waitFor({ state: 'visible' });
    });
  });
});

describe('logout and invalid sessions', () => {
  it('logout clears the stored session except the language, goes to / and revokes the token', async () => {
    await withSession(browser(), async ({ page }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      const before = await localStorageOf(page);
      expect(before.token).toBeTruthy();
      expect(before.userId).toBeTruthy();
      const token = await storedToken(page);
      expect(await apiStatus(USER_ENDPOINTS.profile, token)).toBe(200);
      await chooseLanguage(page, 'en');

      await byTestId(page, 'user-menu-button').click();
      await byTestId(page, 'menu-logout').click();
      await waitForPath(page, '/');
      await inputByTestId(page, 'login-email').waitFor({ state: 'visible' });

      const after = await localStorageOf(page);
      expect(after).toEqual({ language: 'en' });
      expect(await sessionStorageLength(page)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await apiStatus(USER_ENDPOINTS.profile, token)).toBe(401);
    });
  });

  it('an invalid stored token sends the user to the login page and clears the storage', async () => {
    await withSession(browser(), async ({ page }) => {
      await page.goto(appUrl('/'));
      await inputByTestId(page, 'login-email').waitFor({ state: 'visible' });
      await page.evaluate(() => {
        window.localStorage.setItem('token', 'garbage.not-a.token');
        window.localStorage.setItem('userId', '1');
      });
      await page.goto(appUrl('/search'));
      await waitForPath(page, '/');
      await inputByTestId(page, 'login-email').waitFor({ state: 'visible' });
      const stored = await localStorageOf(page);
      expect(stored.token).toBeUndefined();
      expect(stored.userId).toBeUndefined();
    });
  });
});
