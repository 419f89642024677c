/**
 * How long a user waits from clicking "Log in" to a search form they can type into, on the production build.
 *
 *   npm run build && npm run bench:login
 *
 * Starts the server as `npm start` does (a fresh embedded database with the demo seed, in a temporary folder), or
 * measures a running one with BENCH_URL=http://localhost:8080. Logs in as agent@demo.test BENCH_RUNS times (default
 * 10), each in a fresh browser context (empty storage and cache, as a new visitor), and prints every run, the median
 * and the 90th percentile.
 *
 * The clock starts in the page at the submit click and stops at the first change of the page after which the search
 * form's first input is on screen and enabled; the script then types into it to prove it accepts input (that typing
 * is not timed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { exitOf, startServer } from '../../apps/server/test/server-process';
import { launchBrowser } from '../support/browser';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
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

async function measureOnce(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/`);
  await page.locator('input[data-testid="login-email"]').fill(EMAIL);
  await page.locator('input[data-testid="login-password"]').fill(PASSWORD);
  await armStopwatch(page);
  await page.locator('[data-testid="login-submit"]').click();
  try {
    await page.waitForFunction(() => window.__benchUsableAt !== undefined, undefined, { timeout: RUN_TIMEOUT_MS });
  } catch (error) {
    throw new Error(`No usable search form at ${page.url()}`, { cause: error });
  }
  const { submittedAt, usableAt } = await page.evaluate(() => ({
    submittedAt: window.__benchSubmittedAt,
    usableAt: window.__benchUsableAt,
  }));
  if (usableAt === undefined || submittedAt === undefined) throw new Error('The stopwatch did not run');
  if (new URL(page.url()).pathname !== '/search') throw new Error(`Landed on ${page.url()}, not /search`);
  const input = page.locator(FIRST_INPUT);
  await input.pressSequentially('EVN');
  const typed = await input.inputValue();
  if (typed !== 'EVN') throw new Error(`The first input did not take the typing (it reads "${typed}")`);
  return usableAt - submittedAt;
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

async function withServer<T>(run: (baseUrl: string) => Promise<T>): Promise<T> {
  const running = process.env.BENCH_URL;
  if (running) return run(running.replace(/\/$/, ''));
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-bench-login-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    // Nothing leaves the machine: the Central Bank's service is a closed local port.
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
    DATABASE_URL: '',
  });
  try {
    return await run(server.url);
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await withServer(async (baseUrl) => {
    const browser = await launchBrowser();
    try {
      const timings: number[] = [];
      // One unmeasured run: the server's first answers (compiling routes, warming the database) are not a login's.
      for (let run = 0; run <= RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
        try {
          const milliseconds = await measureOnce(await context.newPage(), baseUrl);
          if (run === 0) continue;
          timings.push(milliseconds);
          console.log(`run ${String(run).padStart(2)}: ${milliseconds.toFixed(0)} ms`);
        } finally {
          await context.close();
        }
      }
      const sorted = [...timings].sort((a, b) => a - b);
      console.log(
        `login → usable search form (${RUNS} runs): median ${median(sorted).toFixed(0)} ms, ` +
          `p90 ${percentile(sorted, 0.9).toFixed(0)} ms`,
      );
    } finally {
      await browser.close();
    }
  });
}

await main();
