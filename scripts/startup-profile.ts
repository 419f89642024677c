/**
 * `npm run profile:startup -- /search`: where a cold page load spends the main thread, as Lighthouse's mobile run
 * sees it (a phone's screen, the CPU slowed down 4×; PROFILE_CPU_SLOWDOWN=1 for none). Starts the production build on
 * the demo database as `npm run lighthouse` does (or measures PROFILE_URL), opens the page as the demo agent
 * (PROFILE_AS=admin or none), records a trace until the page has been quiet for a while, and prints the long tasks
 * (over 50 ms: what Total Blocking Time sums) with what filled each. The trace is written to
 * PROFILE_OUT (default /tmp/startup-profile.json): open it in Chromium's DevTools, Performance panel, to see every
 * call; built with `npx vite build --sourcemap` (in apps/web), the calls carry their source names.
 */
import { writeFileSync } from 'node:fs';
import { AUTH_ENDPOINTS, endpointPath, type TLoginResponse } from '@frs/contract';
import puppeteer from 'puppeteer-core';
import { withDemoServer } from '../apps/server/test/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';

const PATH = process.argv[2] ?? '/search';
const CPU_SLOWDOWN = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4);
const OUT = process.env.PROFILE_OUT ?? '/tmp/startup-profile.json';
const USERS = {
  agent: { email: 'agent@demo.test', password: 'demo1234' },
  admin: { email: 'admin@demo.test', password: 'demo1234' },
} as const;
const AS = (process.env.PROFILE_AS ?? 'agent') as keyof typeof USERS | 'none';
/** The page counts as loaded once it has had no long task for this long, times the slowdown (its live stream stays open). */
const QUIET_MS = 3_000;
const LONG_TASK_MS = 50;
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface TTraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

async function login(baseUrl: string): Promise<TLoginResponse | undefined> {
  if (AS === 'none') return undefined;
  const response = await fetch(`${baseUrl}${endpointPath(AUTH_ENDPOINTS.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(USERS[AS]),
  });
  if (!response.ok) throw new Error(`the login answered ${response.status}`);
  return (await response.json()) as TLoginResponse;
}

/** What an event was about: a script's file, a function's name, or the event's own name. */
function describe(event: TTraceEvent): string {
  const data = event.args?.data;
  const file = data?.url ? ` ${data.url.replace(/.*\//, '')}` : '';
  const fn = data?.functionName ? ` ${data.functionName}()` : '';
  return `${event.name}${file}${fn}`;
}

function report(events: TTraceEvent[]): void {
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur !== undefined);
  // The renderer's main thread: the one with the most long tasks.
  const threads = new Map<string, number>();
  for (const task of tasks) {
    if (task.dur! / 1000 <= LONG_TASK_MS) continue;
    const thread = `${task.pid}:${task.tid}`;
    threads.set(thread, (threads.get(thread) ?? 0) + 1);
  }
  const main = [...threads].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X');
  const start = Math.min(...onMain.map((event) => event.ts));
  let blocking = 0;
  let busy = 0;
  console.log(`\n${PATH}, CPU ${CPU_SLOWDOWN}× slower, long tasks (start ms, length ms: what filled it):`);
  for (const task of onMain.filter((event) => event.name === 'RunTask')) {
    const ms = task.dur! / 1000;
    busy += ms;
    if (ms <= LONG_TASK_MS) continue;
    blocking += ms - LONG_TASK_MS;
    const inside = onMain
      .filter((event) => event.name !== 'RunTask' && event.ts >= task.ts && event.ts < task.ts + task.dur!)
      .filter((event) => event.dur! >= task.dur! * 0.2)
      .slice(0, 3)
      .map((event) => `${describe(event)} ${(event.dur! / 1000).toFixed(0)}`);
    console.log(
      `  ${((task.ts - start) / 1000).toFixed(0).padStart(6)}  ${ms.toFixed(0).padStart(5)}: ${inside.join(' > ')}`,
    );
  }
  console.log(`main thread busy ${busy.toFixed(0)} ms, of it over 50 ms per task ${blocking.toFixed(0)} ms`);
  console.log(`(Lighthouse's TBT counts the same excess, between the first contentful paint and the page's quiet)`);
}

async function main(): Promise<void> {
  await withDemoServer(process.env.PROFILE_URL, async (baseUrl) => {
    const session = await login(baseUrl);
    const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      const page = await browser.newPage();
      await page.setViewport(PHONE);
      // Any file of the origin without scripts: the session goes into its storage, as the app keeps it.
      await page.goto(`${baseUrl}/logo.svg`);
      if (session) {
        await page.evaluate(
          (stored) => {
            for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
          },
          { token: session.token, userId: String(session.userId), role: session.role },
        );
      }
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      // The page reports each long task as it ends: the load is over once none came for a while.
      let lastLongTask = Date.now();
      await page.exposeFunction('reportLongTask', () => (lastLongTask = Date.now()));
      await page.evaluateOnNewDocument(() => {
        const report = (window as unknown as { reportLongTask: () => void }).reportLongTask;
        new PerformanceObserver(() => report()).observe({ type: 'longtask', buffered: true });
      });
      await page.tracing.start({
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
      });
      await page.goto(`${baseUrl}${PATH}`, { waitUntil: 'load' });
      while (Date.now() - lastLongTask < QUIET_MS * CPU_SLOWDOWN) await new Promise((done) => setTimeout(done, 250));
      const trace = await page.tracing.stop();
      if (!trace) throw new Error('no trace was recorded');
      writeFileSync(OUT, trace);
      const parsed = JSON.parse(Buffer.from(trace).toString('utf8')) as { traceEvents: TTraceEvent[] };
      report(parsed.traceEvents);
      console.log(`\ntrace: ${OUT}`);
    } finally {
      await browser.close();
    }
  });
}

await main();
