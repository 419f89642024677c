/**
 * `npm run lighthouse`: Lighthouse (12.8, Debian's Chromium) on the login page, /search, /reservations/flight,
 * /reservations/hotel, /history, /reports/flight and an order's /reservation/edit/:id, desktop and mobile, LIGHTHOUSE_RUNS times each (default 3); prints the median
 * scores with LCP, TBT and the JavaScript transferred, and exits 1 when a target of the fast-screens issue is missed:
 * performance ≥ 0.95 on desktop and ≥ 0.80 on mobile, accessibility and best practices 1.0.
 *
 * Starts the production build on a fresh embedded database with the demo seed (as `npm start` does; run
 * `npm run build` first), or measures a running server with LIGHTHOUSE_URL=http://localhost:8080. The private pages
 * are measured as the demo agent (the reports as the demo Admin): the session is put in localStorage, and the
 * browser cache is emptied before every run, so each run is a first visit of a logged-in user.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AUTH_ENDPOINTS,
  endpointPath,
  FLIGHT_ORDER_ENDPOINTS,
  type TEndpointDefinition,
  type TEndpointResponse,
} from '@frs/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { withDemoServer } from '../apps/server/test/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const AGENT = { email: 'agent@demo.test', password: 'demo1234' };
/** The reports are the staff's: /reports/flight is measured as the demo Admin. */
const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
/** LIGHTHOUSE_SAVE_DIR=<folder>: every run's full report is written there as JSON (to see which audit costs what). */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE_DIR;
/** LIGHTHOUSE_ONLY=search,desktop: only the pages whose path contains one of the words, and only the named modes. */
const ONLY = (process.env.LIGHTHOUSE_ONLY ?? '').split(',').filter(Boolean);
const MODES = (['desktop', 'mobile'] as const).filter(
  (mode) => !ONLY.some((word) => word === 'desktop' || word === 'mobile') || ONLY.includes(mode),
);
const pageWanted = (path: string) => {
  const words = ONLY.filter((word) => word !== 'desktop' && word !== 'mobile');
  return words.length === 0 || words.some((word) => (word === 'login' ? path === '/' : path.includes(word)));
};
const TARGETS = { desktop: 0.95, mobile: 0.8, accessibility: 1, bestPractices: 1 };

type TMode = 'desktop' | 'mobile';
interface TPage {
  name: string;
  path: string;
  /** Whose session the page opens with (none: logged out). */
  as?: 'agent' | 'admin';
}
interface TMeasure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  scriptKb: number;
}

/** Calls a declared endpoint (its method and path) with a JSON body; its answer as the declaration types it. */
async function call<const TEndpoint extends TEndpointDefinition>(
  baseUrl: string,
  endpoint: TEndpoint,
  body: unknown,
  token?: string,
): Promise<TEndpointResponse<TEndpoint>> {
  const path = endpointPath(endpoint);
  const response = await fetch(`${baseUrl}${path}`, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TEndpointResponse<TEndpoint>;
}

const score = (result: Result, category: string) => result.categories[category]?.score ?? 0;
const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

function scriptBytes(result: Result): number {
  const items = (
    result.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  await withDemoServer(process.env.LIGHTHOUSE_URL, async (baseUrl) => {
    const session = await call(baseUrl, AUTH_ENDPOINTS.login, AGENT);
    const sessions = { agent: session, admin: await call(baseUrl, AUTH_ENDPOINTS.login, ADMIN) };
    const orders = await call(baseUrl, FLIGHT_ORDER_ENDPOINTS.list, { page: 0, pageSize: 1 }, session.token);
    const orderId = orders.result[0]?.id;
    if (!orderId) throw new Error('the demo agent has no order to open at /reservation/edit/:id');
    const pages: TPage[] = [
      { name: '/ (login)', path: '/' },
      { name: '/search', path: '/search', as: 'agent' },
      { name: '/reservations/flight', path: '/reservations/flight', as: 'agent' },
      { name: '/reservations/hotel', path: '/reservations/hotel', as: 'agent' },
      { name: '/history', path: '/history', as: 'agent' },
      { name: '/reports/flight', path: '/reports/flight', as: 'admin' },
      { name: '/reservation/edit/:id', path: `/reservation/edit/${orderId}`, as: 'agent' },
    ];

    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_ARGS],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const helper = await browser.newPage();
      const cdp = await helper.createCDPSession();
      // Any file of the origin without scripts: storage is per origin.
      await helper.goto(`${baseUrl}/logo.svg`);

      /** A first visit: nothing cached; logged in or not. */
      const prepare = async (as: TPage['as']) => {
        const user = as ? sessions[as] : undefined;
        await cdp.send('Network.clearBrowserCache');
        await helper.evaluate(
          (stored: Record<string, string> | null) => {
            localStorage.clear();
            sessionStorage.clear();
            for (const [key, value] of Object.entries(stored ?? {})) localStorage.setItem(key, value);
          },
          user ? { token: user.token, userId: String(user.userId), role: user.role } : null,
        );
      };

      /**
       * One Lighthouse run after `prepare`. Lighthouse now and then fails to record a trace (NO_NAVSTART) and says to
       * run it again: such a run is repeated, up to twice.
       */
      const measure = async (url: string, mode: TMode, prepareRun: () => Promise<void>): Promise<Result> => {
        for (let attempt = 1; ; attempt += 1) {
          await prepareRun();
          const flags: Flags = { port: chrome.port, disableStorageReset: true, logLevel: 'error', output: 'json' };
          const outcome = await lighthouse(url, flags, mode === 'desktop' ? desktopConfig : undefined);
          if (!outcome) throw new Error(`Lighthouse gave no result for ${url}`);
          const error = outcome.lhr.runtimeError;
          if (!error) return outcome.lhr;
          if (attempt === 3) throw new Error(`${url}: ${error.message}`);
          console.error(`  ${url} ${mode}: ${error.code}, running again`);
        }
      };

      const results = new Map<string, Partial<Record<TMode, TMeasure>>>();
      const benchmarkIndexes: number[] = [];
      for (const page of pages.filter((candidate) => pageWanted(candidate.path))) {
        const byMode = {} as Partial<Record<TMode, TMeasure>>;
        for (const mode of MODES) {
          const runs: TMeasure[] = [];
          for (let run = 0; run < RUNS; run += 1) {
            const result = await measure(`${baseUrl}${page.path}`, mode, () => prepare(page.as));
            if (SAVE_DIR) {
              mkdirSync(SAVE_DIR, { recursive: true });
              const name = `${page.path.replace(/\W+/g, '_') || 'root'}-${mode}-${run + 1}.json`;
              writeFileSync(join(SAVE_DIR, name), JSON.stringify(result));
            }
            benchmarkIndexes.push(result.environment.benchmarkIndex);
            runs.push({
              performance: score(result, 'performance'),
              accessibility: score(result, 'accessibility'),
              bestPractices: score(result, 'best-practices'),
              lcpMs: numeric(result, 'largest-contentful-paint'),
              tbtMs: numeric(result, 'total-blocking-time'),
              scriptKb: scriptBytes(result) / 1024,
            });
            console.error(`  ${page.name} ${mode} run ${run + 1}: performance ${runs.at(-1)?.performance}`);
          }
          byMode[mode] = {
            performance: median(runs.map((measure) => measure.performance)),
            accessibility: Math.min(...runs.map((measure) => measure.accessibility)),
            bestPractices: Math.min(...runs.map((measure) => measure.bestPractices)),
            lcpMs: median(runs.map((measure) => measure.lcpMs)),
            tbtMs: median(runs.map((measure) => measure.tbtMs)),
            scriptKb: median(runs.map((measure) => measure.scriptKb)),
          };
        }
        results.set(page.name, byMode);
      }
      report(results, median(benchmarkIndexes));
    } finally {
      await browser.disconnect();
      chrome.kill();
    }
  });
}

/**
 * `benchmarkIndex`: the machine's CPU speed as Lighthouse measures it. The mobile preset slows the CPU down 4×, which
 * models a mid-range phone on a machine of about 1000; on a slower machine the same 4× models a slower phone, and
 * TBT and LCP grow with it, so the figures of two machines compare only with this index beside them.
 */
function report(results: Map<string, Partial<Record<TMode, TMeasure>>>, benchmarkIndex: number): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const header = [
    'page',
    'desktop perf',
    'desktop LCP / TBT',
    'mobile perf',
    'mobile LCP / TBT',
    'JS KB (transferred)',
    'a11y',
    'best practices',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  const misses: string[] = [];
  const perf = (measure: TMeasure | undefined) => measure?.performance.toFixed(2) ?? '-';
  const timing = (measure: TMeasure | undefined) =>
    measure ? `${seconds(measure.lcpMs)} / ${measure.tbtMs.toFixed(0)} ms` : '-';
  for (const [page, { desktop, mobile }] of results) {
    const measures = [desktop, mobile].filter((measure): measure is TMeasure => measure !== undefined);
    const accessibility = Math.min(...measures.map((measure) => measure.accessibility));
    const bestPractices = Math.min(...measures.map((measure) => measure.bestPractices));
    const scriptKb = measures[0]?.scriptKb ?? Number.NaN;
    lines.push(
      `| ${[page, perf(desktop), timing(desktop), perf(mobile), timing(mobile), scriptKb.toFixed(0), accessibility.toFixed(2), bestPractices.toFixed(2)].join(' | ')} |`,
    );
    if (desktop && desktop.performance < TARGETS.desktop) misses.push(`${page}: desktop performance ${perf(desktop)}`);
    if (mobile && mobile.performance < TARGETS.mobile) misses.push(`${page}: mobile performance ${perf(mobile)}`);
    if (accessibility < TARGETS.accessibility) misses.push(`${page}: accessibility ${accessibility}`);
    if (bestPractices < TARGETS.bestPractices) misses.push(`${page}: best practices ${bestPractices}`);
  }
  console.log(`\nLighthouse, median of ${RUNS} runs each (CPU benchmark index ${benchmarkIndex.toFixed(0)}):\n`);
  console.log(`${lines.join('\n')}\n`);
  if (misses.length > 0) {
    console.log(`targets missed:\n- ${[...new Set(misses)].join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('every target met');
  }
}

await main();
