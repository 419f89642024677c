import { LIVE_ENDPOINTS } from '@frs/contract';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { appUrl } from './env';

/** Debian's Chromium; the suite never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
export const PHONE_VIEWPORT = { width: 375, height: 667 } as const;

/** Context options of a phone: its screen size, a touch screen and the mobile meta viewport. */
export const PHONE_SESSION: BrowserContextOptions = { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true };

/** The flags this machine's Chromium runs with (tests, benches, Lighthouse): headless, nothing fetched on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
] as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/**
 * One browser for the whole test file: launched before its first test, closed after its last. Call it at the top
 * level of the file; the accessor it returns gives the browser inside the tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet: call useBrowser() at the top level of the file');
    return browser;
  };
}

/** What went wrong in the page, collected for assertions and for failure messages. */
export interface TPageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
  /** Every HTTP answer with status >= 400: not a failure by itself, but it explains console errors. */
  failedResponses: string[];
}

export interface TSession {
  page: Page;
  problems: TPageProblems;
}

const CSP_REPORTER = `
document.addEventListener('securitypolicyviolation', (event) => {
  window.__e2eReportCsp(
    event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') +
      ' at ' + event.sourceFile + ':' + event.lineNumber,
  );
});
`;

/**
 * Runs `run` in a fresh browser context (empty storage) with one page, and closes the context afterwards, whether
 * `run` succeeds or throws. The browser's own locale is English on purpose: the app must still start in Armenian, its
 * default language.
 */
export async function withSession<T>(
  browser: Browser,
  run: (session: TSession) => Promise<T>,
  options: BrowserContextOptions = {},
): Promise<T> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'en-US', ...options });
  trackNetwork(context);
  try {
    const problems: TPageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [], failedResponses: [] };
    await context.exposeBinding('__e2eReportCsp', (_source, text: unknown) => {
      problems.cspViolations.push(String(text));
    });
    await context.addInitScript({ content: CSP_REPORTER });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      problems.consoleErrors.push(`${message.text()} (${url}:${lineNumber})`);
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) {
        problems.failedResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    return await run({ page, problems });
  } finally {
    await context.close();
  }
}

export function expectNoProblems(problems: TPageProblems): void {
  const details = JSON.stringify(problems, null, 2);
  expect(problems.cspViolations, `CSP violations:\n${details}`).toEqual([]);
  expect(problems.pageErrors, `Uncaught errors:\n${details}`).toEqual([]);
  expect(problems.consoleErrors, `Console errors:\n${details}`).toEqual([]);
}

export function byTestId(page: Page, testId: string): Locator {
  return page.getByTestId(testId);
}

/** The input element of a field, whether the test id sits on the input itself or on the field around it. */
export function inputByTestId(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/**
 * Types a date into one of the app's date fields the way a person does: clicks its first section (the day), clears
 * it, and types the digits ("24112026"), which move on from section to section by themselves. The click waits for
 * the picker, which replaces the light field it loads behind (apps/web/src/components/form/lazy-picker-field.tsx). `value` is what the
 * form holds: yyyy-mm-dd, yyyy-mm-ddThh:mm or hh:mm.
 */
export async function fillDate(page: Page, testId: string, value: string): Promise<void> {
  const field = page.locator(`[role="group"]:has(> input[data-testid="${testId}"])`);
  const [date = '', time = ''] = /^\d{2}:\d{2}$/.test(value) ? ['', value] : value.split('T');
  const [year = '', month = '', day = ''] = date ? date.split('-') : [];
  await field.locator('[role="spinbutton"]').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(`${day}${month}${year}${time.replace(':', '')}`);
  await expect.poll(() => page.locator(`input[data-testid="${testId}"]`).inputValue()).not.toBe('');
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

export async function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key !== null) entries[key] = window.localStorage.getItem(key) ?? '';
    }
    return entries;
  });
}

export async function sessionStorageLength(page: Page): Promise<number> {
  return page.evaluate(() => window.sessionStorage.length);
}

/**
 * Logs in through the login form and waits for the landing page (/search) inside the app's shell. (The URL changes
 * before the app is drawn: the switch waits for the screen's code in a transition, showing the login page meanwhile,
 * whose title and language switch would otherwise be what the test finds.)
 */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto(appUrl('/'));
  await inputByTestId(page, 'login-email').fill(email);
  await inputByTestId(page, 'login-password').fill(password);
  await byTestId(page, 'login-submit').click();
  await waitForPath(page, '/search');
  await byTestId(page, 'user-menu-button').waitFor({ state: 'visible' });
  await byTestId(page, 'page-title').waitFor({ state: 'visible' });
}

/** The stored bearer token of the logged-in user. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('No token in localStorage');
  return token;
}

export async function chooseLanguage(page: Page, language: 'hy' | 'en' | 'ru'): Promise<void> {
  await byTestId(page, 'language-switch').click();
  await byTestId(page, `language-${language}`).click();
  await page.waitForFunction((expected) => document.documentElement.lang === expected, language);
}

/** Test ids of the navigation links shown in the drawer (`nav-<key>`). */
export async function navigationTestIds(page: Page, container: Locator): Promise<string[]> {
  await container.waitFor({ state: 'visible' });
  const ids = await container
    .locator('[data-testid^="nav-"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid') ?? ''));
  return [...new Set(ids)].filter((id) => id !== 'nav-drawer').sort();
}

/** The requests in flight in a browser context, counted from its events (`networkIdle`). */
interface TNetworkTracker {
  inFlight: Set<Request>;
  lastChange: number;
}
const networkTrackers = new WeakMap<BrowserContext, TNetworkTracker>();

/**
 * Starts counting a context's requests (withSession does it as it creates the context, so that none is missed). The
 * live events stream (GET /api/events, issue 19) stays open as long as a page is signed in: it never counts.
 */
function trackNetwork(context: BrowserContext): TNetworkTracker {
  const known = networkTrackers.get(context);
  if (known) return known;
  const tracker: TNetworkTracker = { inFlight: new Set(), lastChange: Date.now() };
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === LIVE_ENDPOINTS.events.path) return;
    tracker.inFlight.add(request);
    tracker.lastChange = Date.now();
  });
  const finished = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.lastChange = Date.now();
  };
  context.on('requestfinished', finished);
  context.on('requestfailed', finished);
  networkTrackers.set(context, tracker);
  return tracker;
}

/**
 * Playwright's `waitForLoadState('networkidle')` (no request in flight for 500 ms), except that the live events
 * stream, which never ends, does not count: with it, `networkidle` would never come.
 */
export async function networkIdle(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const tracker = trackNetwork(page.context());
  const deadline = Date.now() + timeoutMs;
  while (tracker.inFlight.size > 0 || Date.now() - tracker.lastChange < quietMs) {
    if (Date.now() > deadline) {
      const urls = [...tracker.inFlight].map((request) => request.url());
      throw new Error(`requests still in flight after ${timeoutMs} ms: ${urls.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
