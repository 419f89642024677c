import { defineConfig } from 'vitest/config';

/**
 * End-to-end suite: a real server (fresh embedded database with the demo seed) serving the production build of the
 * web app, driven by Debian's Chromium through playwright-core. Files run one after another (2-core CI machine);
 * each file reuses one browser and opens a fresh context per test.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // expect.poll waits for the UI to settle (a language switch, a query that answers late).
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
