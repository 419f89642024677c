import { describe, expect, it } from 'vitest';
import { byTestId, login, networkIdle, PHONE_SESSION, useBrowser, withSession } from './support/browser';
import { seriousViolations } from './support/axe';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();

describe('accessibility (axe)', () => {
  it('the login page has no serious or critical violation', async () => {
    await withSession(browser(), async ({ page }) => {
      await page.goto(appUrl('/'));
      await byTestId(page, 'login-submit').waitFor({ state: 'visible' });
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  });

  it('the shell of an admin on /search has no serious or critical violation', async () => {
    await withSession(browser(), async ({ page }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      await byTestId(page, 'footer').waitFor({ state: 'visible' });
      await byTestId(page, 'header-rate-usd').waitFor({ state: 'visible' });
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  });

  it('the shell of an agent on a phone, with the navigation open, has no serious or critical violation', async () => {
    await withSession(
      browser(),
      async ({ page }) => {
        await login(page, 'agent@demo.test', DEMO_PASSWORD);
        await byTestId(page, 'header-balance').waitFor({ state: 'visible' });
        await byTestId(page, 'drawer-toggle').click();
        await byTestId(page, 'nav-search').waitFor({ state: 'visible' });
        const violations = await seriousViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);
      },
      PHONE_SESSION,
    );
  });

  it('the register page, with its validation messages shown, has no serious or critical violation', async () => {
    await withSession(browser(), async ({ page }) => {
      await page.goto(appUrl('/register'));
      await byTestId(page, 'register-submit').click();
      await page.locator('.MuiFormHelperText-root.Mui-error').first().waitFor({ state: 'visible' });
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });
  });

  it("the agents list and an agent's page (with its balance history) have no serious or critical violation", async () => {
    await withSession(browser(), async ({ page }) => {
      await login(page, 'superadmin@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl('/agents'));
      await page.locator('[data-testid^="agent-link-"]').first().waitFor({ state: 'visible' });
      const listViolations = await seriousViolations(page);
      expect(listViolations, listViolations.join('\n')).toEqual([]);
      await page.locator('[data-testid^="agent-link-"]', { hasText: 'Ararat Travel LLC' }).click();
      await byTestId(page, 'balance-history-grid').locator('tbody tr[data-id]').first().waitFor({ state: 'visible' });
      const agentViolations = await seriousViolations(page);
      expect(agentViolations, agentViolations.join('\n')).toEqual([]);
    });
  });

  it('the profile page on a phone has no serious or critical violation', async () => {
    await withSession(
      browser(),
      async ({ page }) => {
        await login(page, 'agent@demo.test', DEMO_PASSWORD);
        await page.goto(appUrl('/profile'));
        await byTestId(page, 'profile-save').waitFor({ state: 'visible' });
        const violations = await seriousViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      },
      PHONE_SESSION,
    );
  });
});

describe('accessibility of the settings console and currency (axe)', () => {
  it('each settings section, the currency page and the open notification bell have no serious or critical violation', async () => {
    await withSession(browser(), async ({ page }) => {
      await login(page, 'superadmin@demo.test', DEMO_PASSWORD);
      const failures: string[] = [];
      for (const section of ['company', 'tickets', 'mail', 'currency', 'notifications', 'hotels', 'packages']) {
        await page.goto(appUrl(`/settings?section=${section}`));
        await byTestId(page, `settings-section-${section}`).waitFor({ state: 'visible' });
        await networkIdle(page);
        failures.push(...(await seriousViolations(page)).map((violation) => `${section}: ${violation}`));
      }
      await page.goto(appUrl('/currency'));
      await byTestId(page, 'rates-chart').waitFor({ state: 'visible' });
      await byTestId(page, 'resource-list-currencySettings').waitFor({ state: 'visible' });
      failures.push(...(await seriousViolations(page)).map((violation) => `currency page: ${violation}`));
      await byTestId(page, 'notification-bell').click();
      await byTestId(page, 'notification-list').waitFor({ state: 'visible' });
      failures.push(...(await seriousViolations(page)).map((violation) => `bell: ${violation}`));
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
});
