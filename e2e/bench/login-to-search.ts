/**
 * How long a user waits from clicking "Log in" to a search form they can type into, on the production build.
 *
 *   npm run build && npm run bench:login
 *
 * Starts the server as `npm start` does (a fresh embedded database with the demo seed, in a temporary folder), or
 * measures a running one with BENCH_URL=http://localhost:8080. Logs in as agent@demo.test BENCH_RUNS times (default
 * 10), each in a fresh browser context (empty storage and cache, as a new visitor), and prints every run, the median
 * and the 90th percentile, and the same for the login call alone (the server's share) and for what follows its answer
 * (the web app's share).
 *
 * The clock starts in the page at the submit click and stops at the first change of the page after which the search
 * form's first input is on screen and enabled; the script then types into it to prove it accepts input (that typing
 * is not timed).
 */
import { AUTH_ENDPOINTS, endpointPath } from '@frs/contract';
import type { Page } from 'playwright-core';
import { withDemoServer } from '../../apps/server/test/server-process';
import { launchBrowser } from '../support/browser';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/**
 * How long a person spends on the login page before the click (typing an e-mail and a password takes longer). The
 * app may use it (it loads the logged-in app's code meanwhile); BENCH_TYPING_MS=0 submits at once.
 */
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 2_000);
const EMAIL = 'agent@demo.test';
const PASSWORD = 'demo1234';
/** The search form's first input: the departure airport of the first leg. */
const FIRST_INPUT = 'input[data-testid="search-from-0"]';

/** How long one login may take before the run counts as failed. */
const RUN_TIMEOUT_MS = 30_000;

declare global {
  interface Window {
    __benchSubmittedAt?: number;
    __benchUsableAt?: number;
  }
}

/**
 * Installed before the click: notes the time of the click and, from then on, checks after every change of the page
 * whether the first input is usable.
 */
function armStopwatch(page: Page): Promise<void> {
  return page.evaluate((selector) => {
    document.addEventListener(
      'click',
      () => {
        window.__benchSubmittedAt = performance.now();
        const observer = new MutationObserver(() => {
          const input = document.querySelector<HTMLInputElement>(selector);
          if (input && !input.disabled && !input.readOnly && input.getClientRects().length > 0) {
            window.__benchUsableAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      },
      { capture: true, once: true },
    );
  }, FIRST_INPUT);
}

interface TRun {
  /** Submit click to a usable search form. */
  total: number;
  /** Submit click to the end of the login call's answer: the server's share (and the machine's load). */
  loginCall: number;
}

async function measureOnce(page: Page, baseUrl: string): Promise<TRun> {
  await page.goto(`${baseUrl}/`);
  await page.locator('input[data-testid="login-email"]').waitFor();
  await page.waitForTimeout(TYPING_MS);
  await page.locator('input[data-testid="login-email"]').fill(EMAIL);
  await page.locator('input[data-testid="login-password"]').fill(PASSWORD);
  await armStopwatch(page);
  await page.locator('[data-testid="login-submit"]').click();
  try {
    await page.waitForFunction(() => window.__benchUsableAt !== undefined, undefined, { timeout: RUN_TIMEOUT_MS });
  } catch (error) {
    throw new Error(`No usable search form at ${page.url()}`, { cause: error });
  }
  const { submittedAt, usableAt, loginAnsweredAt } = await page.evaluate(
    (loginPath) => ({
      submittedAt: window.__benchSubmittedAt,
      usableAt: window.__benchUsableAt,
      loginAnsweredAt: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (entry) => new URL(entry.name).pathname === loginPath,
      )?.responseEnd,
    }),
    endpointPath(AUTH_ENDPOINTS.login),
  );
  if (usableAt === undefined || submittedAt === undefined || loginAnsweredAt === undefined) {
    throw new Error('The stopwatch did not run');
  }
  if (new URL(page.url()).pathname !== '/search') throw new Error(`Landed on ${page.url()}, not /search`);
  const input = page.locator(FIRST_INPUT);
  await input.pressSequentially('EVN');
  const typed = await input.inputValue();
  if (typed !== 'EVN') throw new Error(`The first input did not take the typing (it reads "${typed}")`);
  return { total: usableAt - submittedAt, loginCall: loginAnsweredAt - submittedAt };
}

function median(sorted: number[]): number {
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
    : (sorted[Math.floor(middle)] ?? Number.NaN);
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function main(): Promise<void> {
  await withDemoServer(process.env.BENCH_URL, async (baseUrl) => {
    const browser = await launchBrowser();
    try {
      const runs: TRun[] = [];
      // One unmeasured run: the server's first answers (compiling routes, warming the database) are not a login's.
      for (let run = 0; run <= RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
        try {
          const measured = await measureOnce(await context.newPage(), baseUrl);
          if (run === 0) continue;
          runs.push(measured);
          console.log(
            `run ${String(run).padStart(2)}: ${measured.total.toFixed(0)} ms ` +
              `(login call ${measured.loginCall.toFixed(0)} ms, then ${(measured.total - measured.loginCall).toFixed(0)} ms)`,
          );
        } finally {
          await context.close();
        }
      }
      const summary = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return `median ${median(sorted).toFixed(0)} ms, p90 ${percentile(sorted, 0.9).toFixed(0)} ms`;
      };
      console.log(`login → usable search form (${RUNS} runs): ${summary(runs.map((run) => run.total))}`);
      console.log(`  of which the login call: ${summary(runs.map((run) => run.loginCall))}`);
      console.log(`  and after its answer: ${summary(runs.map((run) => run.total - run.loginCall))}`);
    } finally {
      await browser.close();
    }
  });
}

await main();
