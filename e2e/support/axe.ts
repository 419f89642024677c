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
  // Legacy mode runs axe in the page itself. The default one finishes the run in a blank page it opens in the same
  // browser context, and opening a page there sometimes moves the checked page's focus to its first focusable
  // element (the skip link): a keyboard test's next key then went there instead of where the test had put the focus.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    );
}
