import { NOTIFICATION_ENDPOINTS } from '@frs/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, daysFromToday, fetchRateRow, localIsoDate, truncateTwoDecimals } from './support/api';
import {
  byTestId,
  chooseLanguage,
  expectNoProblems,
  fillDate,
  inputByTestId,
  login,
  PHONE_SESSION,
  useBrowser,
  withSession,
} from './support/browser';
import { appUrl } from './support/env';
import { waitForMail } from './support/mail';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();

const ADMIN = 'admin@demo.test';
const AGENT = 'agent@demo.test';

async function text(page: Page, testId: string): Promise<string> {
  return (await byTestId(page, testId).textContent()) ?? '';
}

async function unreadOf(email: string): Promise<number> {
  const { token } = await apiLogin(email, DEMO_PASSWORD);
  return (await apiCall(NOTIFICATION_ENDPOINTS.mine, { token })).unread;
}

/**
 * Whether the caller has read the notification with this English title (undefined: not shown to them). The test follows
 * its own notification rather than the unread count, which other suites' holds move (deadline notices come and resolve).
 */
async function readMarkOf(email: string, titleEn: string): Promise<boolean | undefined> {
  const { token } = await apiLogin(email, DEMO_PASSWORD);
  const mine = await apiCall(NOTIFICATION_ENDPOINTS.mine, { token });
  return mine.result.find((notification) => notification.title.en === titleEn)?.read;
}

describe('settings console and currency, end to end', () => {
  it('an admin changes the company phone, and the footer shows the new one, also after a reload', async () => {
    const phone = `+374 10 ${String(Date.now()).slice(-6)}`;
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, ADMIN, DEMO_PASSWORD);
      await page.goto(appUrl('/settings?section=company'));
      const input = inputByTestId(page, 'company-compTelephone');
      await input.fill(phone);
      await byTestId(page, 'company-settings-save').click();
      await byTestId(page, 'company-settings-notice').waitFor({ state: 'visible' });
      await expect.poll(() => text(page, 'footer-phone')).toContain(phone);
      await page.reload();
      await expect.poll(() => text(page, 'footer-phone')).toContain(phone);
      expectNoProblems(problems);
    });
  });

  it('an admin sets a 2% margin on USD, and the header rate changes accordingly', async () => {
    const today = localIsoDate();
    const bank = (await fetchRateRow(today)).bankRate.USD;
    if (bank === null) throw new Error('The demo has no USD rate today');
    const expected = truncateTwoDecimals(Math.round(bank * 1.02 * 10_000) / 10_000);
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, ADMIN, DEMO_PASSWORD);
      await chooseLanguage(page, 'en');
      await page.goto(appUrl('/currency'));
      const margins = byTestId(page, 'resource-list-currencySettings');
      await margins.getByRole('button', { name: 'Edit USD' }).click();
      await page.selectOption('[data-testid="field-marginType"]', 'percentage');
      await inputByTestId(page, 'field-marginValue').fill('2');
      await byTestId(page, 'resource-form-submit').click();
      await byTestId(page, 'resource-form').waitFor({ state: 'detached' });
      await page.reload();
      await expect.poll(() => text(page, 'header-rate-usd')).toContain(expected);
      expect((await fetchRateRow(today)).flightRate.USD).toBe(Math.round(bank * 1.02 * 10_000) / 10_000);
      expectNoProblems(problems);
    });
  });

  it('an admin posts a notification; an agent sees it on the bell and marks it read', async () => {
    const title = `New route to Barcelona ${Date.now()}`;
    expect(await readMarkOf(AGENT, title)).toBeUndefined();
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, ADMIN, DEMO_PASSWORD);
      await page.goto(appUrl('/settings?section=notifications'));
      await byTestId(page, 'resource-add-notifications').click();
      await inputByTestId(page, 'field-title.en').fill(title);
      await inputByTestId(page, 'field-title.hy').fill('Նոր ուղղություն՝ Բարսելոնա');
      await byTestId(page, 'field-text.en').fill('Every Saturday from December.');
      await page.selectOption('[data-testid="field-audience"]', 'agents');
      await fillDate(page, 'field-startDate', localIsoDate());
      await fillDate(page, 'field-endDate', daysFromToday(7));
      await byTestId(page, 'resource-form-submit').click();
      await byTestId(page, 'resource-form').waitFor({ state: 'detached' });
      expectNoProblems(problems);
    });
    expect(await readMarkOf(AGENT, title)).toBe(false);

    await withSession(
      browser(),
      async ({ page, problems }) => {
        await login(page, AGENT, DEMO_PASSWORD);
        // The bell counts what the server counts (polled together: other suites' holds move the count meanwhile).
        await expect
          .poll(async () => (await text(page, 'notification-count')).includes(String(await unreadOf(AGENT))))
          .toBe(true);
        await byTestId(page, 'notification-bell').click();
        const item = byTestId(page, 'notification-list').locator('li', { hasText: 'Նոր ուղղություն՝ Բարսելոնա' });
        await item.getByRole('button').click();
        await expect.poll(async () => await item.getByRole('button').count()).toBe(0);
        expect(await readMarkOf(AGENT, title)).toBe(true);
        expectNoProblems(problems);
      },
      PHONE_SESSION,
    );
  });

  it('an upload that is too large shows the field error, and so does a file that is not really an image', async () => {
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, ADMIN, DEMO_PASSWORD);
      await chooseLanguage(page, 'en');
      await page.goto(appUrl('/settings?section=company'));
      const input = byTestId(page, 'company-logo-input');
      await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
      await expect.poll(() => text(page, 'company-logo-message')).toBe('The file cannot be larger than 2 MB');
      // Small and named .png, so the browser lets it go: the server reads its bytes and refuses it.
      await input.setInputFiles({
        name: 'script.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg onload=alert(1)>'),
      });
      await expect.poll(() => text(page, 'company-logo-message')).toBe('This type of file is not accepted');
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  it('an admin sends a test e-mail through the SMTP settings and it arrives', async () => {
    const to = `smtp-test-${Date.now()}@agency.test`;
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, ADMIN, DEMO_PASSWORD);
      await page.goto(appUrl('/settings?section=mail'));
      await inputByTestId(page, 'mail-test-to').fill(to);
      await byTestId(page, 'mail-test-send').click();
      await byTestId(page, 'mail-test-result').waitFor({ state: 'visible' });
      expectNoProblems(problems);
    });
    const mail = await waitForMail(to);
    expect(mail.subject).toContain('Flights Reservation System');
  });
});
