import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catalogueLeaves,
  historyWordKeys,
  LANGUAGES,
  orderHistoryWordKeys,
  type TPrivateRouteKey,
} from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import {
  FEATURE_FOLDERS,
  FEATURE_TEXTS,
  FEATURES,
  LOGGED_IN_TEXTS,
  SCREEN_TEXTS,
  type TFeature,
} from './feature-texts';
import { PLURAL_SUFFIX, keysInLanguage } from './plural-forms';

// Not `new URL('…', import.meta.url)`: Vite turns that into an asset URL under jsdom.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Screen key → its module, read from page-loaders.ts and the product lines' screens it registers, as
 * build/page-sources.ts reads them (which jsdom cannot import).
 */
function pageSources(): Map<string, string> {
  const file = readFileSync(join(SRC, 'app/router/page-loaders.ts'), 'utf8');
  const lineScreens = readFileSync(join(SRC, 'app/router/product-line-screens.ts'), 'utf8');
  const loaders = file.slice(file.indexOf('PRIVATE_PAGE_LOADERS')) + lineScreens;
  return new Map(
    [...loaders.matchAll(/(\w+): \(\) => import\('\.\.\/\.\.\/([^']+)'\)/g)].map(([, key, path]) => [
      key!,
      `${path!}.tsx`,
    ]),
  );
}
const MAIN_KEYS = [...catalogueLeaves(en).keys()];
const FEATURE_KEYS = new Map<TFeature, string[]>();
for (const feature of FEATURES)
  FEATURE_KEYS.set(feature, [...catalogueLeaves(await FEATURE_TEXTS[feature].en()).keys()]);

/** `a.b` names the key `a.b`, a part of the tree above keys (`a.b.c`), or a plural family (`a.b_one`). */
const names = (key: string, candidate: string) =>
  candidate === key || candidate.startsWith(`${key}.`) || candidate.replace(PLURAL_SUFFIX, '') === key;

describe('feature bundles', () => {
  it.each(FEATURES.flatMap((feature) => LANGUAGES.map((language) => [feature, language] as const)))(
    '%s in %s has exactly the keys of its English bundle, all non-empty strings',
    async (feature, language) => {
      const entries = catalogueLeaves(await FEATURE_TEXTS[feature][language]());
      expect([...entries.keys()].sort()).toEqual(keysInLanguage(FEATURE_KEYS.get(feature)!, language));
      for (const [key, value] of entries) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    },
  );

  it('repeat no key of the main catalogue or of each other, so that merging them overrides nothing', () => {
    const owners = new Map<string, string>(MAIN_KEYS.map((key) => [key, 'main']));
    for (const [feature, keys] of FEATURE_KEYS) {
      for (const key of keys) {
        const clash = [...owners].find(([other]) => names(key, other) || names(other, key));
        expect(clash, `${feature}: ${key}`).toBeUndefined();
        owners.set(key, feature);
      }
    }
  });

  it('are where FEATURE_FOLDERS says (the budget counts those chunks)', async () => {
    for (const feature of FEATURES) {
      const module = (await import(`./${FEATURE_FOLDERS[feature]}/hy.ts`)) as Record<string, unknown>;
      expect(Object.values(module), feature).toContain(await FEATURE_TEXTS[feature].hy());
    }
  });
});

// --- Which code uses which bundle: the modules each gate (a lazy import that downloads bundles with it) imports. ---

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [path] : [];
  });
}
const FILES = new Set(sourceFiles(SRC));
const text = (file: string) => readFileSync(file, 'utf8');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) =>
    FILES.has(path),
  );
}

/** Static and dynamic imports of a module, within src; not into the texts themselves (lib/i18n). */
function importsOf(file: string): string[] {
  const specifiers = [...text(file).matchAll(/(?:from |import\(|import )'(\.[^']+)'/g)].map((match) => match[1]!);
  return specifiers
    .map((specifier) => resolveImport(file, specifier))
    .filter((path): path is string => path !== undefined && !relative(SRC, path).startsWith('lib/i18n/'));
}

/**
 * Gate module → the bundles it is imported with: every private screen (those of SCREEN_TEXTS with theirs), and every
 * `withFeatureTexts([…], () => import(…))`, the logged-in app's `withFeatureTexts(LOGGED_IN_TEXTS, …)` among them.
 */
function gates(): Map<string, TFeature[]> {
  const result = new Map<string, TFeature[]>();
  const screens: Partial<Record<string, readonly TFeature[]>> = SCREEN_TEXTS;
  for (const [key, source] of pageSources()) result.set(join(SRC, source), [...(screens[key] ?? [])]);
  for (const file of FILES) {
    const calls = /withFeatureTexts\(\s*(\[[^\]]*\]|LOGGED_IN_TEXTS),\s*\(\) =>\s*import\('([^']+)'\)/g;
    for (const match of text(file).matchAll(calls)) {
      const features =
        match[1] === 'LOGGED_IN_TEXTS'
          ? [...LOGGED_IN_TEXTS]
          : [...match[1]!.matchAll(/'(\w+)'/g)].map((feature) => feature[1] as TFeature);
      const module = resolveImport(file, match[2]!);
      expect(module, match[0]).toBeDefined();
      result.set(module!, features);
    }
  }
  return result;
}

/** The logged-in shell: every other gate is inside it, so its bundle is there for them all. */
const LOGGED_IN_APP = join(SRC, 'app/router/authenticated-app.tsx');
const ambientTexts = (gate: string): readonly TFeature[] => (gate === LOGGED_IN_APP ? [] : LOGGED_IN_TEXTS);

/**
 * The keys a module looks up through the contract's history text (packages/contract/src/history-text.ts), which
 * reads this catalogue's words by key: an order's rows' alone through `orderHistoryText` (order-history-text.ts).
 */
function historyTextKeys(source: string): string[] {
  if (/\bhistoryText\(/.test(source)) return historyWordKeys({ settingsFields: {} });
  return /\borderHistoryText\(/.test(source) ? orderHistoryWordKeys() : [];
}

/** Bundle → the keys (or key prefixes, `a.b.${c}`) of it that a module looks up. */
function bundleKeysUsed(file: string): Map<TFeature, string[]> {
  const used = new Map<TFeature, string[]>();
  const source = text(file);
  const literal = [...source.matchAll(/['"`]([a-zA-Z]\w*(?:\.\w+)+)\.?(?=['"`]|\$\{)/g)].map((match) => match[1]!);
  for (const key of [...literal, ...historyTextKeys(source)]) {
    for (const [feature, keys] of FEATURE_KEYS) {
      if (keys.some((candidate) => names(key, candidate))) used.set(feature, [...(used.get(feature) ?? []), key]);
    }
  }
  return used;
}

/** The modules `start` loads, stopping at other gates (which download their own bundles). */
function reach(start: string, stops: Set<string>): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of importsOf(queue.shift()!)) {
      if (seen.has(next) || stops.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen];
}

/** `file: key` for each key of a bundle outside `allowed` that the modules look up. */
function strayKeys(modules: string[], allowed: readonly TFeature[]): string[] {
  return modules.flatMap((file) =>
    [...bundleKeysUsed(file)]
      .filter(([feature]) => !allowed.includes(feature))
      .flatMap(([feature, keys]) => keys.map((key) => `${relative(SRC, file)}: ${key} (${feature})`)),
  );
}

describe('screens and their bundles', () => {
  const GATES = gates();
  const STOPS = new Set(GATES.keys());

  it('finds the gates: the logged-in app, its screens, and the tabs and sections that have texts of their own', () => {
    const gated = [...GATES.keys()].map((file) => relative(SRC, file)).sort();
    expect(gated).toContain('app/router/authenticated-app.tsx');
    expect(gated).toContain('app/router/search-tabs-page.tsx');
    expect(gated).toContain('features/package-orders/checkout/package-checkout-page.tsx');
    expect(gated).toContain('features/package-orders/search/package-search-tab.tsx');
    expect(gated).toContain('features/settings/package-offers/packages-section.tsx');
    expect(gated).toContain('features/agents/agent-keys-section.tsx');
    expect(gated).toContain('features/command-line/command-panel.tsx');
    expect(GATES.size).toBe(pageSources().size + 6);
  });

  it('a gate downloads every bundle its code looks up, and none it does not (the logged-in texts come with the shell)', () => {
    for (const [gate, features] of GATES) {
      const modules = reach(gate, STOPS);
      const ambient = ambientTexts(gate);
      expect(strayKeys(modules, [...features, ...ambient]), relative(SRC, gate)).toEqual([]);
      const used = new Set(modules.flatMap((file) => [...bundleKeysUsed(file).keys()]));
      const ownUsed = [...used].filter((feature) => !ambient.includes(feature));
      expect(ownUsed.sort(), relative(SRC, gate)).toEqual([...features].sort());
    }
  });

  it('no screen names the logged-in texts itself (the shell downloads them)', () => {
    for (const features of Object.values(SCREEN_TEXTS) as readonly (readonly TFeature[])[])
      for (const feature of LOGGED_IN_TEXTS) expect(features).not.toContain(feature);
  });

  it('the rest of the app (the public pages and what every page loads) looks up no key of a bundle', () => {
    expect(strayKeys(reach(join(SRC, 'main.tsx'), STOPS), [])).toEqual([]);
  });

  it('every screen with a bundle is a screen of the app', () => {
    const screens = new Set(pageSources().keys());
    for (const key of Object.keys(SCREEN_TEXTS) as TPrivateRouteKey[]) expect(screens, key).toContain(key);
  });
});
