import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { byTestId, login, PHONE_SESSION, useBrowser, withSession } from './support/browser';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();

/** Serious and critical axe violations, summarised so that a failure names the rule and the elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    );
}

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
});
