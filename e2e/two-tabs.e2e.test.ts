import { endpointPath, USER_ENDPOINTS } from '@frs/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiStatus, fetchProfile } from './support/api';
import {
  byTestId,
  inputByTestId,
  localStorageOf,
  login,
  pathname,
  storedToken,
  useBrowser,
  waitForPath,
  withSession,
} from './support/browser';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

/**
 * Two tabs of one browser share localStorage (docs/PRODUCT.md §4: the session lives there). A login in one tab must
 * hold whatever the other tab shows, and a logout in one tab ends the session in every tab.
 */
const browser = useBrowser();

/** How long another tab may take to follow a logout. */
const FOLLOW_TIMEOUT_MS = 5_000;

async function showsLoginForm(page: Page): Promise<void> {
  await inputByTestId(page, 'login-email').waitFor({ state: 'visible', timeout: FOLLOW_TIMEOUT_MS });
  expect(pathname(page)).toBe('/');
}

async function showsAppShell(page: Page): Promise<void> {
  await byTestId(page, 'user-menu-button').waitFor({ state: 'visible' });
  await byTestId(page, 'page-title').waitFor({ state: 'visible' });
}

async function submitLogin(page: Page, email: string): Promise<void> {
  await inputByTestId(page, 'login-email').fill(email);
  await inputByTestId(page, 'login-password').fill(DEMO_PASSWORD);
  await byTestId(page, 'login-submit').click();
}

async function logOut(page: Page): Promise<void> {
  await byTestId(page, 'user-menu-button').click();
  await byTestId(page, 'menu-logout').click();
}

/** Gives the other tab time to react to a storage event, so that a wrong reaction has happened before we look. */
function settle(page: Page): Promise<void> {
  return page.waitForTimeout(1_000);
}

describe('two tabs of one browser', () => {
  it('a login in one tab holds while another tab shows the login page', async () => {
    await withSession(browser(), async ({ page: tabA }) => {
      const tabB = await tabA.context().newPage();
      await tabA.goto(appUrl('/'));
      await showsLoginForm(tabA);
      await tabB.goto(appUrl('/'));
      await showsLoginForm(tabB);

      await submitLogin(tabB, 'agent@demo.test');
      await waitForPath(tabB, '/search');
      await showsAppShell(tabB);
      await settle(tabA);

      const token = await storedToken(tabB);
      expect(await apiStatus(USER_ENDPOINTS.profile, token)).toBe(200);
      // Tab A may follow into the app (it sees the session) or stay on the login page, but it never clears it.
      expect(['/', '/search']).toContain(pathname(tabA));
      expect((await localStorageOf(tabA)).token).toBe(token);

      await tabB.reload();
      await waitForPath(tabB, '/search');
      await showsAppShell(tabB);
      expect(await storedToken(tabB)).toBe(token);
    });
  });

  it('a logout in one tab sends every tab to the login page and leaves the storage empty', async () => {
    await withSession(browser(), async ({ page: tabA }) => {
      await login(tabA, 'agent@demo.test', DEMO_PASSWORD);
      const tabB = await tabA.context().newPage();
      await tabB.goto(appUrl('/search'));
      await showsAppShell(tabB);

      await logOut(tabB);
      await showsLoginForm(tabB);
      await showsLoginForm(tabA);
      expect(await localStorageOf(tabA)).toEqual({});
      expect(await tabA.evaluate(() => window.sessionStorage.length)).toBe(0);
    });
  });

  it('a late 401 of an old token in one tab does not end the newer session another tab stored', async () => {
    await withSession(browser(), async ({ page: tabB }) => {
      await login(tabB, 'agent2@demo.test', DEMO_PASSWORD);
      const oldToken = await storedToken(tabB);
      const tabA = await tabB.context().newPage();
      await tabA.goto(appUrl('/search'));
      await showsAppShell(tabA);

      // A save in tab B is slow: its request, carrying the old token, reaches the server only after tab A has
      // logged in again, so the server answers 401 (logout revoked the old token).
      let releaseSave: () => void = () => undefined;
      const saveMayGo = new Promise<void>((resolve) => {
        releaseSave = resolve;
      });
      const savePath = endpointPath(USER_ENDPOINTS.update, { id: (await fetchProfile(oldToken)).userId });
      await tabB.route(
        (url) => url.pathname === savePath,
        async (route) => {
          await saveMayGo;
          await route.continue();
        },
      );
      await tabB.goto(appUrl('/profile'));
      await byTestId(tabB, 'profile-save').click();

      await logOut(tabB);
      await showsLoginForm(tabB);
      await showsLoginForm(tabA);

      await submitLogin(tabA, 'agent2@demo.test');
      await waitForPath(tabA, '/search');
      await showsAppShell(tabA);
      const newToken = await storedToken(tabA);
      expect(newToken).not.toBe(oldToken);

      const saveAnswer = tabB.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === savePath && response.request().method() === USER_ENDPOINTS.update.method,
      );
      releaseSave();
      expect((await saveAnswer).status()).toBe(401);
      await settle(tabA);

      expect((await localStorageOf(tabA)).token).toBe(newToken);
      expect(pathname(tabA)).toBe('/search');
      await tabA.reload();
      await waitForPath(tabA, '/search');
      await showsAppShell(tabA);
      expect(await apiStatus(USER_ENDPOINTS.profile, newToken)).toBe(200);
    });
  });
});
