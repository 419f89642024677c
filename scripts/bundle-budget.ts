/**
 * `npm run budget` (after `npm run build`): the JavaScript each screen loads, gzip, from the build's manifest, against
 * its budget: the goal of its kind (GOAL_KB), or a raise explained in docs/ARCHITECTURE.md. Prints the table on every
 * run; exits 1 when a screen is over its budget or a raise is not explained.
 *
 * What a screen loads is the static-import closure of the entry (index.html) and of the texts of the reader's language,
 * counted for Armenian (the default, and the longest texts), and of the feature bundles the screen downloads with its
 * chunk (SCREEN_TEXTS in apps/web/src/lib/i18n/feature-texts.ts), plus the scripts the server preloads for the screen's URL
 * (the build's route-preloads.json: the screen, its imports and, for a private screen, the logged-in shell; see
 * apps/web/build/route-preloads.ts). So the budget measures exactly what a browser is told to fetch. Chunks a screen
 * imports later, on a click (dialogs, menus), are not counted: they are not part of its first paint.
 *
 * It also checks that every script and stylesheet of the build has its brotli and gzip copies (build/precompress.ts) and that they
 * decompress to the script: the server sends those copies as they are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '@frs/contract';
import { ROUTE_PRELOADS_FILE } from '../apps/web/build/route-preloads';
import { FEATURE_FOLDERS, LOGGED_IN_TEXTS, SCREEN_TEXTS, type TFeature } from '../apps/web/src/lib/i18n/feature-texts';

const WEB = fileURLToPath(new URL('../apps/web/', import.meta.url));
const DIST = join(WEB, 'dist');
const KB = 1024;

/**
 * The budgets, gzip KB of a screen's first load, by kind of screen: fixed goals, not what a screen loads today. The
 * public pages are a visitor's first contact, the booking screens an agent's working screens, opened many times a
 * day on any connection; every other screen is a list, an order or an admin screen.
 */
const GOAL_KB = { public: 150, booking: 250, screen: 350 } as const;
const BOOKING_SCREENS: ReadonlySet<string> = new Set(['search', 'checkout', 'hotelCheckout', 'packageCheckout']);

/**
 * Screens allowed above their goal for now, each with the reason. Every one must also be named (as `key`) in
 * docs/ARCHITECTURE.md "Bundle budgets" with what would bring it to its goal: the check fails otherwise, so a raise
 * is a decision written where the team reads it, never a number moved quietly.
 */
const RAISED_KB: Readonly<Record<string, { kb: number; why: string }>> = {
  login: { kb: 175, why: 'the entry (161 KB: React DOM, MUI and emotion, the router, i18next, the main catalogue)' },
  register: { kb: 260, why: 'the entry, and the form kit: zod with the contract schemas, react-hook-form, TextField' },
  reset: { kb: 260, why: 'as register' },
  resetVerification: { kb: 260, why: 'as register' },
  verification: { kb: 260, why: 'as register' },
  passwordSetting: { kb: 260, why: 'as register' },
  search: { kb: 380, why: 'the entry, the logged-in shell with TanStack Query, zod, the form kit, Autocomplete' },
  checkout: { kb: 380, why: 'as search' },
  hotelCheckout: { kb: 380, why: 'as search' },
  packageCheckout: { kb: 380, why: 'as search' },
};

/** Where a raise must be explained. */
const ARCHITECTURE_DOC = fileURLToPath(new URL('../docs/ARCHITECTURE.md', import.meta.url));
const RAISES_SECTION = '## Bundle budgets';

function goalOf(screen: string, isPublic: boolean): number {
  if (isPublic) return GOAL_KB.public;
  return BOOKING_SCREENS.has(screen) ? GOAL_KB.booking : GOAL_KB.screen;
}

/** The texts counted in every screen: the default language's catalogue. */
const LANGUAGE_SOURCE = 'src/lib/i18n/hy.ts';

interface TManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type TManifest = Record<string, TManifestChunk>;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as TManifest;

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function chunkOf(source: string): TManifestChunk {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`the build's manifest has no chunk for ${source}: rebuild, or update this script`);
  return chunk;
}

/** Output files a source loads before it runs: its chunk and, recursively, the chunks it imports statically. */
function closure(sources: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunkOf(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

interface TRow {
  screen: string;
  path: string;
  kb: number;
  goal: number;
  budget: number;
}

/**
 * A screen's feature bundles in the default language, downloaded before it renders: a private screen's own, with its
 * chunk, and the logged-in app's, with the shell.
 */
function textFiles(key: string, isPublic: boolean): Set<string> {
  const own: readonly TFeature[] = (SCREEN_TEXTS as Partial<Record<string, readonly TFeature[]>>)[key] ?? [];
  const features = isPublic ? own : [...LOGGED_IN_TEXTS, ...own];
  return closure(features.map((feature) => `src/lib/i18n/${FEATURE_FOLDERS[feature]}/hy.ts`));
}

/** Screen key → the scripts the server preloads for its URL, as the build listed them ("/assets/…"). */
const preloads = JSON.parse(readFileSync(join(DIST, ROUTE_PRELOADS_FILE), 'utf8')) as Record<string, string[]>;
function screenFiles(key: string, isPublic: boolean): Set<string> {
  const listed = preloads[key];
  if (!listed) throw new Error(`${ROUTE_PRELOADS_FILE} lists no scripts for the screen ${key}: rebuild`);
  return new Set([...entryFiles, ...textFiles(key, isPublic), ...listed.map((href) => href.replace(/^\//, ''))]);
}

const entryFiles = closure(['index.html', LANGUAGE_SOURCE]);
const rows: TRow[] = [];
// One row per screen: `/` and `/login` are the same login screen.
const screens = new Map<string, { path: string; isPublic: boolean }>();
for (const route of PUBLIC_ROUTES)
  if (!screens.has(route.key)) screens.set(route.key, { path: route.path, isPublic: true });
for (const route of PRIVATE_ROUTES) screens.set(route.key, { path: route.path, isPublic: false });
for (const [key, { path, isPublic }] of screens) {
  const goal = goalOf(key, isPublic);
  rows.push({ screen: key, path, kb: sum(screenFiles(key, isPublic)) / KB, goal, budget: RAISED_KB[key]?.kb ?? goal });
}

console.log(`the entry, part of every screen: ${(sum(entryFiles) / KB).toFixed(1)} KB in ${entryFiles.size} file(s)\n`);
const table = [['screen', 'path', 'JS gzip KB', 'goal KB', 'budget KB', '']];
for (const row of rows) {
  const verdict = row.kb > row.budget ? 'OVER' : row.kb > row.goal ? 'raised' : 'ok';
  table.push([row.screen, row.path, row.kb.toFixed(1), String(row.goal), String(row.budget), verdict]);
}
const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
for (const line of table) {
  console.log(
    line
      .map((cell, column) => (column >= 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  '),
  );
}

/** Scripts and stylesheets whose .br or .gz copy is missing or does not decompress to the script itself. */
function badCopies(): string[] {
  const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  const scripts = new Set(files.filter((file) => /\.(js|css)$/.test(file)));
  const bad: string[] = [];
  for (const file of scripts) {
    const path = join(DIST, file);
    const content = readFileSync(path);
    if (content.length < 1024) continue;
    const copies = [
      [`${path}.br`, brotliDecompressSync],
      [`${path}.gz`, gunzipSync],
    ] as const;
    for (const [copy, decompress] of copies) {
      if (!existsSync(copy) || !decompress(readFileSync(copy)).equals(content)) bad.push(copy.slice(DIST.length + 1));
    }
  }
  return bad;
}

const bad = badCopies();
if (bad.length > 0) {
  console.error(`\ncompressed copies missing or wrong: ${bad.join(', ')}`);
  process.exitCode = 1;
}

/** Raised screens that docs/ARCHITECTURE.md's budget section does not name, and raises nothing needs any more. */
function unexplainedRaises(): string[] {
  const doc = readFileSync(ARCHITECTURE_DOC, 'utf8');
  const start = doc.indexOf(RAISES_SECTION);
  const end = doc.indexOf('\n## ', start + RAISES_SECTION.length);
  const section = start < 0 ? '' : doc.slice(start, end < 0 ? undefined : end);
  const problems: string[] = [];
  for (const [screen, raise] of Object.entries(RAISED_KB)) {
    const row = rows.find((candidate) => candidate.screen === screen);
    if (!row) problems.push(`${screen}: raised, but no such screen`);
    else if (raise.kb <= row.goal) problems.push(`${screen}: "raised" to ${raise.kb} KB, not above its goal`);
    else if (row.kb <= row.goal)
      problems.push(`${screen}: within its goal now (${row.kb.toFixed(1)} KB): drop the raise`);
    if (!section.includes(`\`${screen}\``))
      problems.push(`${screen}: raised, but docs/ARCHITECTURE.md "Bundle budgets" does not name \`${screen}\``);
  }
  return problems;
}

const raiseProblems = unexplainedRaises();
if (raiseProblems.length > 0) {
  console.error(`\nraised budgets to fix:\n${raiseProblems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
}

const over = rows.filter((row) => row.kb > row.budget);
if (over.length > 0) {
  console.error(`\n${over.length} screen(s) over budget: ${over.map((row) => row.screen).join(', ')}`);
  process.exitCode = 1;
} else {
  const raised = rows.filter((row) => row.kb > row.goal).length;
  console.log(`\nevery screen within its budget (${rows.length} measured, ${raised} above its goal under a raise)`);
}
