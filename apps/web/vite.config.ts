import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Where `npm run dev` sends API calls; the server listens on 8080 unless told otherwise. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  // Pinned so that Vitest (run from the repository root) and `vite build` resolve the same folder.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    // One pattern for the three API prefixes, so client routes such as /users… are never proxied by accident.
    proxy: { '^/(api|user|exchange)/': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The production CSP has font-src 'self' (no data:): a small font inlined into the stylesheet would be blocked.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // zod and src/lib/zod-config.ts share a chunk, so `z.config({ jitless: true })` has run before any chunk that
        // builds schemas (@frs/contract) is evaluated. Otherwise zod probes for eval when a schema is built, and the
        // production CSP reports the probe as a violation. (strictExecutionOrder would also do it, for ~9 KB gzip.)
        codeSplitting: {
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config/ }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A screen test types into MUI forms under jsdom: seconds of CPU each, more on a busy 2-core CI machine.
    testTimeout: 20_000,
  },
});
