import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { routePreloads } from './build/route-preloads.ts';
import { formControlChunkGroup } from './build/form-control-chunk.ts';
import { entryChunkGroup, shellChunkGroup } from './build/shell-chunk.ts';

/** Where `npm run dev` sends API calls; the server listens on 8080 unless told otherwise. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  // Pinned so that Vitest (run from the repository root) and `vite build` resolve the same folder.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), preloadFonts(), routePreloads(), precompress()],
  resolve: {
    // Exactly `zod` (not zod/v4/…): the configured module, see src/lib/zod-jitless.ts.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url)) }],
  },
  server: {
    // One pattern for the three API prefixes, so client routes such as /users… are never proxied by accident.
    proxy: { '^/(api|user|exchange)/': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The production CSP has font-src 'self' (no data:): a small font inlined into the stylesheet would be blocked.
    assetsInlineLimit: 0,
    // scripts/bundle-budget.ts reads what each screen loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // The shell's group takes exactly the modules it names (build/shell-chunk.ts), not what they import.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [entryChunkGroup(), shellChunkGroup(), formControlChunkGroup()],
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
    // The files of a worker share one module graph: MUI, the DataGrid and the catalogues are imported once per worker
    // rather than once per file. What a test leaves behind (the DOM, emotion's styles, the language, storage, stubs
    // and mocks) is reset after each test by src/test/setup.ts, which is what makes sharing safe.
    isolate: false,
  },
});
