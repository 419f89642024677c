import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { pageSources, SHELL_SOURCE } from './page-sources.ts';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const ENTRY_SOURCE = 'src/main.tsx';

/** Every module reached from `roots` along static imports (and dynamic ones too with `dynamic`), never entering `stop`. */
function reachable(
  graph: ChunkingContext,
  roots: string[],
  options: { dynamic: boolean; stop: Set<string> },
): Set<string> {
  const seen = new Set<string>();
  const pending = roots.filter((root) => !options.stop.has(root));
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const next = options.dynamic ? [...info.importedIds, ...info.dynamicallyImportedIds] : info.importedIds;
    for (const imported of next) if (!seen.has(imported) && !options.stop.has(imported)) pending.push(imported);
  }
  return seen;
}

/**
 * The modules only the logged-in shell brings: its static imports that no page a logged-out visitor can open (the
 * entry, the public screens and what they load, dynamically too) reaches.
 */
function shellOnlyModules(graph: ChunkingContext): Set<string> {
  const absolute = (source: string) => `${WEB}${source}`;
  const shell = absolute(SHELL_SOURCE);
  const privateScreens = [...pageSources('private').values()].map(absolute);
  // Whatever is reached without passing through the shell or a private screen (their loaders sit in a module the
  // entry imports, but only the shell calls them) may run for a logged-out visitor.
  const outside = reachable(graph, [absolute(ENTRY_SOURCE)], {
    dynamic: true,
    stop: new Set([shell, ...privateScreens]),
  });
  const shellOnly = reachable(graph, [shell], { dynamic: false, stop: outside });
  // The shell's own module stays the chunk its loader imports (and the one the route preloads look for).
  shellOnly.delete(shell);
  if (shellOnly.size === 0)
    throw new Error(`shell-chunk: found no module of ${SHELL_SOURCE}: update build/shell-chunk.ts`);
  return shellOnly;
}

/**
 * One chunk for the logged-in shell and everything only it loads. Left to itself, the bundler cuts the shell's
 * imports into about twenty small chunks (icons, the user's hooks, the approvals' words…), because some dialogs and
 * screens import a few of them too; but every private screen loads the shell first, so each of them downloaded the
 * twenty, each compressed alone. Measured: 4.6 KB gzip more than the same code in one file, on every private screen.
 */
export function shellChunkGroup(): CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    name: (id, graph) => {
      members ??= shellOnlyModules(graph);
      return members.has(id) ? 'logged-in-shell' : null;
    },
  };
}

/**
 * Everything the entry imports statically, in one chunk. Left to itself the bundler cut it into about a dozen files
 * (React DOM, MUI's button base, the router, i18next…) because lazy screens import some of the same modules; but the
 * entry runs first on every page, so the split only cost requests and compression: 6.6 KB gzip more on every screen.
 */
export function entryChunkGroup(): CodeSplittingGroup {
  return { name: 'entry', tags: ['$initial'], priority: 1 };
}
