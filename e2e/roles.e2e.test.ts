import { describe, expect, it } from 'vitest';
import { byTestId, login, navigationTestIds, pathname, storedToken, useBrowser, withSession } from './support/browser';
import { appUrl } from './support/env';
import { DEMO_PASSWORD, DEMO_USERS } from './support/users';

const browser = useBrowser();

describe('each role sees exactly its routes', () => {
  for (const user of DEMO_USERS) {
    it(`${user.email} (${user.role}): drawer, user menu and forbidden paths`, async () => {
      await withSession(browser(), async ({ page }) => {
        await login(page, user.email, DEMO_PASSWORD);
        expect(pathname(page)).toBe('/search');

        const shown = await navigationTestIds(page, byTestId(page, 'nav-drawer'));
        expect(shown).toEqual(user.navigation.map((key) => `nav-${key}`).sort());

        await byTestId(page, 'user-menu-button').click();
        await byTestId(page, 'menu-logout').waitFor({ state: 'visible' });
        await expect.poll(() => byTestId(page, 'menu-profile').isVisible()).toBe(true);
        expect(await byTestId(page, 'menu-settings').count()).toBe(user.seesSettings ? 1 : 0);
        await page.keyboard.press('Escape');

        const forbidden = user.forbiddenPaths.length > 0 ? user.forbiddenPaths : ['/no-such-page'];
        for (const path of forbidden) {
          await page.goto(appUrl(path));
          await byTestId(page, 'not-found').waitFor({ state: 'visible' });
          expect(pathname(page), `${path} must not redirect away`).toBe(path);
          expect(await storedToken(page), `${path} keeps the user logged in`).not.toBe('');
        }
      });
    });
  }
});
