import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API suites. The end-to-end suite has its own config (e2e/vitest.config.ts) because it needs the
 * production build and a running server.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core to its main process (one worker on a 2-core CI machine), but the main process
    // idles while the files run: every core runs test files (unit 254 s -> 158 s, API 252 s -> 170 s there).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The typed client (packages/client) and its examples, run against a started server (examples/).
          name: 'client',
          include: ['packages/client/src/**/*.test.ts', 'examples/**/*.test.ts'],
          exclude: ['**/*.process.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.api.test.ts', '**/*.process.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // Tests that start servers, PostgreSQL clusters or replicas as processes of their own and mostly wait on
          // them (kill -9, two servers, a standby): a project of their own, which `npm test` runs beside the API suite
          // on PostgreSQL, where their waits cost the run no wall time.
          name: 'process',
          include: ['apps/server/src/**/*.process.test.ts', 'examples/**/*.process.test.ts'],
          environment: 'node',
          // Beside the API suite their children start and answer slower than alone: a test waits for them longer.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          // `*.postgres.api.test.ts`: tests of PostgreSQL itself (its plans), registered only when the suite runs on
          // PostgreSQL (TEST_DATABASE_URL, as CI sets it for its second API run), never skipped on PGlite.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['apps/server/src/**/*.postgres.api.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // The files of a worker share one module graph: the server's modules are imported once per worker, not once
          // per file (import time was 131 s of the suite's 308 on 2 cores). Each file builds its own app on its own
          // database, so no state of a file reaches another through them.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
