import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOADERS_FILE = fileURLToPath(new URL('../src/app/router/page-loaders.ts', import.meta.url));
/** The product lines' screens, which page-loaders.ts registers among the private ones. */
const LINE_SCREENS_FILE = fileURLToPath(new URL('../src/app/router/product-line-screens.ts', import.meta.url));

/** The logged-in shell's module, which every private screen loads with its own. */
export const SHELL_SOURCE = 'src/app/router/authenticated-app.tsx';

/**
 * Screen key → its module (relative to apps/web), read from the loaders of src/app/router/page-loaders.ts (and the
 * product lines' screens it registers, product-line-screens.ts), so that
 * a new screen is preloaded (and so measured by the budget) without a change here.
 * `which` picks the public screens' loaders or the private ones' (PRIVATE_PAGE_LOADERS).
 */
export function pageSources(which: 'public' | 'private'): Map<string, string> {
  const file = readFileSync(LOADERS_FILE, 'utf8');
  const privateStart = file.indexOf('PRIVATE_PAGE_LOADERS');
  const text =
    which === 'public'
      ? file.slice(0, privateStart)
      : file.slice(privateStart) + readFileSync(LINE_SCREENS_FILE, 'utf8');
  const sources = new Map<string, string>();
  for (const [, key, path] of text.matchAll(/(\w+): \(\) => import\('\.\.\/\.\.\/([^']+)'\)/g)) {
    if (key && path) sources.set(key, `src/${path}.tsx`);
  }
  if (sources.size === 0) throw new Error(`no screen loaders found in ${LOADERS_FILE}: update build/page-sources.ts`);
  return sources;
}
