import { FLIGHT_ORDER_ENDPOINTS, type TFlightOrder } from '@frs/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { byTestId, expectNoProblems, login, useBrowser, withSession } from './support/browser';
import { listOrders } from './support/demo-orders';
import { appUrl } from './support/env';
import { DEMO_PASSWORD } from './support/users';

const browser = useBrowser();
const AGENT = 'agent@demo.test';

/** The demo seed's ticketed order of the agent, as the order page gets it. */
let order: TFlightOrder;

beforeAll(async () => {
  const agent = await apiLogin(AGENT, DEMO_PASSWORD);
  const ticketed = (await listOrders(agent.token)).find((candidate) => candidate.status === 'ticketed');
  if (!ticketed) throw new Error(`The demo seed has no ticketed order of ${AGENT}`);
  order = await apiCall(FLIGHT_ORDER_ENDPOINTS.get, { params: { id: ticketed.id }, token: agent.token });
});

describe('documents on the order page (docs/PRODUCT.md §7 "Mail and PDF service")', () => {
  it("opens a passenger's e-ticket as a PDF in a new window, in the language chosen", async () => {
    const passenger = order.passengers.find((candidate) => candidate.ticketNumber);
    if (!passenger) throw new Error(`Order ${order.pnr} has no passenger with a ticket number`);
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, AGENT, DEMO_PASSWORD);
      await page.goto(appUrl(`/reservation/edit/${order.id}`));
      await byTestId(page, 'document-language').selectOption('en');
      // The server's answer, read on its way to the page (Chromium keeps no copy of a body the page reads as a blob).
      const answers: { lang: string | null; type: string | undefined; start: string }[] = [];
      await page.route(`**/api/pdf/ticket/${order.id}/${passenger.id}?*`, async (route) => {
        const response = await route.fetch();
        const body = await response.body();
        answers.push({
          lang: new URL(route.request().url()).searchParams.get('lang'),
          type: response.headers()['content-type'],
          start: body.subarray(0, 5).toString('latin1'),
        });
        await route.fulfill({ response, body });
      });
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        byTestId(page, `document-ticket-${passenger.id}`).click(),
      ]);
      await expect.poll(() => answers).toEqual([{ lang: 'en', type: 'application/pdf', start: '%PDF-' }]);
      // The new window shows that file: its blob URL (the page's CSP keeps blob: out of fetch, so the window is asked
      // what it displays rather than read again).
      await expect.poll(() => popup.url()).toMatch(/^blob:/);
      await expect.poll(() => popup.evaluate(() => document.contentType)).toBe('application/pdf');
      // An agent sends no mail by hand: the e-mail actions are not there.
      expect(await byTestId(page, 'order-mail-send').count()).toBe(0);
      expectNoProblems(problems);
    });
  });

  it('gives staff the invoice, the receipt and the e-mail actions, whose mail is queued', async () => {
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl(`/reservation/edit/${order.id}`));
      await byTestId(page, 'document-invoice').waitFor();
      await byTestId(page, 'document-receipt').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await byTestId(page, 'order-mail-write').click();
      await expect.poll(() => byTestId(page, 'send-email-dialog').isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await byTestId(page, 'send-email-to').inputValue()).toBe(order.contact.email);
      await byTestId(page, 'send-email-body').fill('Your tickets are attached.');
      await byTestId(page, 'send-email-submit').click();
      await expect.poll(() => byTestId(page, 'order-mail-notice').textContent()).toContain(order.contact.email);

      await byTestId(page, 'order-mail-send').click();
      await expect.poll(() => byTestId(page, 'order-mail-template').inputValue()).toBe('issue-ticket');
      await byTestId(page, 'order-mail-dialog-submit').click();
      await expect.poll(() => byTestId(page, 'order-mail-dialog').count()).toBe(0);
      await expect.poll(() => byTestId(page, 'order-mail-notice').textContent()).toContain(order.contact.email);
      expectNoProblems(problems);
    });
  });

  it("previews a mail template as its recipient sees it, styles included, under the app's security policy", async () => {
    await withSession(browser(), async ({ page, problems }) => {
      await login(page, 'admin@demo.test', DEMO_PASSWORD);
      await page.goto(appUrl('/settings?section=mailTemplates'));
      await byTestId(page, 'mail-template-preview-ticket').click();
      const frame = page.frameLocator('[data-testid=mail-preview-html]');
      await frame.locator('p').first().waitFor();
      // The layout's padding and the brand colour of its top border come from the mail's own style attributes.
      await expect.poll(() => frame.locator('body').evaluate((body) => getComputedStyle(body).paddingTop)).toBe('24px');
      expect(await byTestId(page, 'mail-preview-attachments').textContent()).toContain('.pdf');
      // axe cannot enter a frame that runs no script (it waits for it for ever): the dialog is checked on its text tab.
      await byTestId(page, 'mail-preview-tab-text').click();
      await byTestId(page, 'mail-preview-text').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expectNoProblems(problems);
    });
  });
});
