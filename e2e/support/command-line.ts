import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { byTestId } from './browser';

/** Three-letter English month codes as the command line reads them (20DEC). */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** A yyyy-mm-dd day as a GDS writes it with its year: 2026-12-20 → 20DEC26. */
export function gdsDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}${MONTHS[Number(month) - 1]}${year!.slice(2)}`;
}

/** Opens the command line with Ctrl+K (the panel's input takes the caret). */
export async function openCommandLine(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
    .toBe('command-input');
}

/** The scroll-back's lines as text, in order. */
async function scrollBackLines(page: Page): Promise<string[]> {
  return byTestId(page, 'command-scrollback').locator(':scope > div').allInnerTexts();
}

/**
 * Types an entry into the command line and presses Enter, only with the keyboard; answers the lines the command
 * line wrote for it (after its own `> entry` line) once it has answered.
 */
export async function enter(page: Page, entry: string): Promise<string[]> {
  const before = (await scrollBackLines(page)).length;
  const input = page.getByTestId('command-input');
  const current = await input.inputValue();
  // An asked command keeps its entry in the input: Enter alone confirms it.
  if (current !== entry) {
    await page.keyboard.press('Control+a');
    await page.keyboard.type(entry);
  }
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await scrollBackLines(page)).length, { timeout: 30_000 }).toBeGreaterThan(before + 1);
  await expect.poll(() => input.getAttribute('aria-busy')).toBe('false');
  const lines = await scrollBackLines(page);
  const at = lines.lastIndexOf(`> ${entry}`);
  expect(at, `the entry "${entry}" in the scroll-back:\n${lines.join('\n')}`).toBeGreaterThanOrEqual(before);
  return lines.slice(at + 1);
}
