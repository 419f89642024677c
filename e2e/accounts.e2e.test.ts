import { ACCOUNT_ENDPOINTS, formatMinor } from '@frs/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, fetchProfile } from './support/api';
import {
  byTestId,
  expectNoProblems,
  inputByTestId,
  login,
  pathname,
  useBrowser,
  waitForPath,
  withSession,
  type TPageProblems,
} from './support/browser';
import { appUrl } from './support/env';
import { codeIn, linkIn, waitForMail } from './support/mail';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();

/** The texts of docs/PRODUCT.md §5 and §8 in Armenian, written out here rather than taken from the app. */
const REQUIRED_HY = 'Դաշտը պարտադիր է';
const MIN_SIX_HY = 'Նվազագույնը 6 նիշ';
const MISMATCH_HY = 'Գաղտնաբառերը չեն համընկնում';
const NOT_AVAILABLE_HY = 'Այս էջն այլևս հասանելի չէ';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@agency.test`;
}

/** CSP violations and uncaught errors fail a test; a console error for an expected 4xx answer does not. */
function expectNoPageErrors(problems: TPageProblems): void {
  expect(problems.cspViolations, problems.cspViolations.join('\n')).toEqual([]);
  expect(problems.pageErrors, problems.pageErrors.join('\n')).toEqual([]);
}

async function fieldMessages(page: Page): Promise<string[]> {
  return page.locator('.MuiFormHelperText-root.Mui-error').allTextContents();
}

async function submitPasswords(page: Page, password: string, confirmation: string): Promise<void> {
  await inputByTestId(page, 'password-setting-password').fill(password);
  await inputByTestId(page, 'password-setting-confirm').fill(confirmation);
  await byTestId(page, 'password-setting-submit').click();
}

describe('accounts, end to end', () => {
  it('registration → code over SMTP → verification → approval → link over SMTP → password → login', async () => {
    const email = uniqueEmail('register');
    const password = 'agent-pass-1';

    await withSession(browser(), async ({ page, problems }) => {
      await page.goto(appUrl('/login'));
      await byTestId(page, 'login-register').click();
      await waitForPath(page, '/register');
      const fields = {
        companyName: 'E2E Travel LLC',
        vat: '02598765',
        country: 'Armenia',
        city: 'Yerevan',
        address: '5 Mashtots Ave',
        ceoNameSurname: 'Aram Sargsyan',
        contactNameSurname: 'Ani Sargsyan',
        phone: '+374 10 555555',
        email,
      };
      for (const [name, value] of Object.entries(fields)) await inputByTestId(page, `register-${name}`).fill(value);
      await byTestId(page, 'register-submit').click();
      await waitForPath(page, '/verification');
      expect(await inputByTestId(page, 'verification-email').inputValue()).toBe(email);

      const confirmMail = await waitForMail(email, 0);
      expect(confirmMail.subject).toBe('Էլ. փոստի հաստատման կոդ');
      await inputByTestId(page, 'verification-code').fill(codeIn(confirmMail));
      await byTestId(page, 'verification-submit').click();
      await byTestId(page, 'verification-done').waitFor({ state: 'visible' });
      expectNoProblems(problems);
    });

    await withSession(browser(), async ({ page, problems }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl('/agents'));
      await inputByTestId(page, 'agents-search').fill(email);
      const row = page.locator('[data-testid^="agent-link-"]', { hasText: 'E2E Travel LLC' });
      await row.click();
      await page.waitForURL((url) => /^\/agents\/\d+$/.test(url.pathname));
      await expect.poll(() => byTestId(page, 'agent-status').getAttribute('data-status')).toBe('verified');
      await byTestId(page, 'agent-approve').click();
      await byTestId(page, 'agent-status-confirm').click();
      await expect.poll(() => byTestId(page, 'agent-status').getAttribute('data-status')).toBe('approved');
      expectNoProblems(problems);
    });

    const approvalMail = await waitForMail(email, 1);
    expect(approvalMail.subject).toBe('Ձեր հաշիվը հաստատված է');
    const link = linkIn(approvalMail, '/passwordSetting');
    expect(link.origin).toBe(new URL(appUrl('/')).origin);

    await withSession(browser(), async ({ page, problems }) => {
      await page.goto(link.toString());
      await byTestId(page, 'password-setting-submit').click();
      await expect.poll(() => fieldMessages(page)).toEqual([REQUIRED_HY, REQUIRED_HY]);
      await submitPasswords(page, 'abc', 'abc');
      await expect.poll(() => fieldMessages(page)).toEqual([MIN_SIX_HY]);
      await submitPasswords(page, password, 'agent-pass-2');
      await expect.poll(() => fieldMessages(page)).toEqual([MISMATCH_HY]);
      await submitPasswords(page, password, password);
      await byTestId(page, 'password-setting-done').waitFor({ state: 'visible' });
      expectNoProblems(problems);

      await byTestId(page, 'password-setting-done-login').click();
      await waitForPath(page, '/');
      await login(page, email, password);
      expect(pathname(page)).toBe('/search');
      await expect.poll(() => byTestId(page, 'header-balance').textContent()).toContain('0.00');
    });

    await withSession(browser(), async ({ page, problems }) => {
      await page.goto(link.toString());
      const warning = byTestId(page, 'password-setting-unavailable');
      await warning.waitFor({ state: 'visible' });
      expect(await warning.textContent()).toContain(NOT_AVAILABLE_HY);
      expect(await byTestId(page, 'password-setting-password').count()).toBe(0);
      expectNoPageErrors(problems);
    });
  });

  it('forgot password → code and link over SMTP → reset → login with the new password', async () => {
    const email = uniqueEmail('reset');
    const superAdmin = await apiLogin('superadmin@demo.test', DEMO_PASSWORD);
    await apiCall(ACCOUNT_ENDPOINTS.createUser, {
      token: superAdmin.token,
      body: {
        email,
        role: 'user',
        language: 'en',
        companyName: 'Reset Tours LLC',
        vat: '02511111',
        country: 'Armenia',
        city: 'Gyumri',
        address: '1 Rizhkov St',
        ceoNameSurname: 'Tigran Petrosyan',
        contactNameSurname: 'Lusine Petrosyan',
        phone: '+374 312 55555',
      },
    });
    const setLink = linkIn(await waitForMail(email, 0), '/passwordSetting');
    await apiCall(ACCOUNT_ENDPOINTS.setPassword, {
      body: {
        user_id: Number(setLink.searchParams.get('user_id')),
        token: setLink.searchParams.get('token'),
        password: 'first-pass-1',
        c_password: 'first-pass-1',
      },
    });

    await withSession(browser(), async ({ page, problems }) => {
      await page.goto(appUrl('/'));
      await byTestId(page, 'login-forgot').click();
      await waitForPath(page, '/reset');
      await inputByTestId(page, 'reset-email').fill(email);
      await byTestId(page, 'reset-submit').click();
      await byTestId(page, 'reset-sent').waitFor({ state: 'visible' });

      // The user's language preference is English: the mail is in English whatever the page's language.
      const mail = await waitForMail(email, 1);
      expect(mail.subject).toBe('Password recovery');
      await page.goto(linkIn(mail, '/resetVerification').toString());
      await inputByTestId(page, 'reset-verification-code').fill(codeIn(mail));
      await inputByTestId(page, 'reset-verification-password').fill('second-pass-2');
      await inputByTestId(page, 'reset-verification-confirm').fill('second-pass-2');
      await byTestId(page, 'reset-verification-submit').click();
      await byTestId(page, 'reset-verification-done').waitFor({ state: 'visible' });
      await byTestId(page, 'reset-verification-done-login').click();
      await login(page, email, 'second-pass-2');
      expectNoProblems(problems);
    });
  });

  it("an admin's transfer shows in the agent's header after a refresh, and in the balance history", async () => {
    const agentLogin = await apiLogin('agent2@demo.test', DEMO_PASSWORD);
    const before = (await fetchProfile(agentLogin.token)).balance.currentBalance;
    const after = before + 150_050;

    await withSession(browser(), async (agent) => {
      await login(agent.page, 'agent2@demo.test', DEMO_PASSWORD);
      await expect.poll(() => byTestId(agent.page, 'header-balance').textContent()).toContain(formatMinor(before));

      await withSession(browser(), async ({ page, problems }) => {
        await login(page, 'admin@demo.test', DEMO_PASSWORD);
        await page.goto(appUrl(`/agents/${agentLogin.userId}`));
        await byTestId(page, 'agent-transfer').click();
        await inputByTestId(page, 'transfer-amount').fill('1,500.50');
        await inputByTestId(page, 'transfer-reason').fill('E2E cash deposit');
        await byTestId(page, 'transfer-dialog-submit').click();
        await byTestId(page, 'agent-notice').waitFor({ state: 'visible' });
        await expect.poll(() => byTestId(page, 'agent-balance').textContent()).toContain(formatMinor(after));
        expectNoProblems(problems);
      });

      await agent.page.reload();
      await expect.poll(() => byTestId(agent.page, 'header-balance').textContent()).toContain(formatMinor(after));
      await agent.page.goto(appUrl('/profile'));
      const firstRow = byTestId(agent.page, 'balance-history-grid').locator('tbody tr[data-id]').first();
      await expect.poll(() => firstRow.textContent()).toContain('1,500.50');
      const text = (await firstRow.textContent()) ?? '';
      expect(text).toContain('Ստացված փոխանցում');
      expect(text).toContain('E2E cash deposit');
      expect(text).toContain(formatMinor(after));
      expectNoProblems(agent.problems);
    });
  });
});
