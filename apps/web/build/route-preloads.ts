import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { pageSources, SHELL_SOURCE } from './page-sources.ts';

/** The file the server reads (apps/server/src/plugins/web.ts): screen key → the scripts it loads beyond the entry. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

function chunkOf(bundle: OutputBundle, source: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (item): item is OutputChunk => item.type === 'chunk' && (item.facadeModuleId?.endsWith(`/${source}`) ?? false),
  );
}

/** A chunk's file and, recursively, the files of the chunks it imports statically. */
function closure(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') closure(bundle, next, files);
  }
  return files;
}

/**
 * Writes, for each screen, the scripts it loads beyond the entry: the screen and what it imports, and for a private
 * screen the logged-in shell too. The server lists them as `<link rel="modulepreload">` in the index.html of that
 * screen's URL, so the browser fetches them with the entry, instead of after the entry has run and asked for them.
 */
export function routePreloads(): Plugin {
  return {
    name: 'frs-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
      const shell = chunkOf(bundle, SHELL_SOURCE);
      if (!entry || !shell) throw new Error('route-preloads: no entry or no logged-in shell chunk in the bundle');
      const loadedFirst = closure(bundle, entry);
      const preloads: Record<string, string[]> = {};
      for (const which of ['public', 'private'] as const) {
        for (const [key, source] of pageSources(which)) {
          const page = chunkOf(bundle, source);
          if (!page) continue;
          const files = closure(bundle, page, which === 'private' ? closure(bundle, shell) : new Set());
          preloads[key] = [...files].filter((file) => !loadedFirst.has(file)).map((file) => `/${file}`);
        }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
