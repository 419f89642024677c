import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits until no CSS transition runs (MUI dialogs, popovers and menus fade and grow in): axe measures colours as
 * they are painted, and a half-faded dialog fails the contrast rules it passes once settled. Animations that never
 * end (spinners) are not transitions and do not hold the wait.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/** Serious and critical axe violations of the settled page, summarised so that a failure names the rule and the elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    );
}
