// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/** Zones are resolved from the repository root (where this file is), whatever directory ESLint runs in. */
const ROOT = import.meta.dirname;
const WEB_FEATURES = './apps/web/src/features';
/**
 * Each top-level folder of features/ is one feature, however deep it goes: a domain folder such as
 * features/flight-orders/ (search/, checkout/, confirm/, reservations/, components/) is one feature whose sub-folders
 * import each other, never a feature per sub-folder. No try/catch: a features folder that cannot be read fails the
 * lint instead of silently dropping every feature boundary.
 */
const featureNames = readdirSync(join(ROOT, WEB_FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SERVER = './apps/server';
const SERVER_MODULES = `${SERVER}/src/modules`;
/** Each folder of the server's modules/ is one module, with its public `index.ts` (docs/server.md). */
const moduleNames = readdirSync(join(ROOT, SERVER_MODULES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleIndexes = moduleNames.map((name) => `./${name}/index.ts`);
/**
 * The product lines' module folders, read from the server's registry (apps/server/src/product-lines.ts: one import
 * of `./modules/<line>` per registered line, beside the engine's type): a line registered there is kept out of the
 * order engine and the mail module without naming it here. An empty list fails the lint instead of silently
 * checking nothing.
 */
const productLineModules = [
  ...readFileSync(join(ROOT, SERVER, 'src', 'product-lines.ts'), 'utf8').matchAll(/from '\.\/modules\/([a-z-]+)'/g),
]
  .map((match) => match[1])
  .filter((name) => name !== 'order-engine');
if (productLineModules.length === 0)
  throw new Error('No product line module found in apps/server/src/product-lines.ts');

/**
 * The server's code outside modules/ that may use modules (through their indexes): the composition root (app.ts,
 * main.ts, reference-resources.ts …), jobs/, plugins/, seed/, and the tests' helpers and the bench. lib/ and db/ are
 * left out: they use no module at all (their own zone).
 */
const serverOutsideModules = [
  ...readdirSync(join(ROOT, SERVER, 'src'), { withFileTypes: true })
    .filter((entry) => !['modules', 'lib', 'db'].includes(entry.name))
    .map((entry) => `${SERVER}/src/${entry.name}`),
  `${SERVER}/test`,
  `${SERVER}/bench`,
];

/**
 * Import boundaries (docs/CODE_STYLE.md rules 10 and 16): the contract imports nothing from the apps; the apps never
 * import each other; in the web app, features never import each other and dependencies run app -> features -> shared;
 * in the server, a module reaches another only through its public index, and lib/ and db/ use no module or plugin.
 */
const boundaryZones = [
  { target: './packages/contract', from: './apps', message: 'The contract imports nothing from the apps.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  ...productLineModules.map((line) => ({
    target: './apps/server/src/modules/mail',
    from: `./apps/server/src/modules/${line}`,
    message:
      "Mail knows no product line: a line's templates come in from the composition root (apps/server/src/modules/mail/README.md).",
  })),
  ...productLineModules.map((line) => ({
    target: './apps/server/src/modules/order-engine',
    from: `./apps/server/src/modules/${line}`,
    message:
      'The order engine knows no product line: a line plugs into it (apps/server/src/modules/order-engine/README.md).',
  })),
  // Disruption acts on the lines' orders only through the hooks their modules bring (`TProductLineModule.disruption`).
  ...productLineModules.map((line) => ({
    target: './apps/server/src/modules/disruption',
    from: `./apps/server/src/modules/${line}`,
    message: "Disruption knows no product line: it calls the lines' disruption hooks, handed in by app.ts.",
  })),
  // A module (with all its sub-folders) may import itself, and of the other modules only their index.ts: `except`
  // matches a whole folder or, as here, one file, so '../flights' passes and '../flights/seat-counters' does not.
  ...moduleNames.map((name) => ({
    target: `${SERVER_MODULES}/${name}`,
    from: SERVER_MODULES,
    except: [`./${name}`, ...moduleIndexes.filter((index) => index !== `./${name}/index.ts`)],
    message: `A module imports another only through its public index ('../<module>'), never its files.`,
  })),
  {
    target: serverOutsideModules,
    from: SERVER_MODULES,
    except: moduleIndexes,
    message: `Code outside modules/ imports a module only through its public index ('modules/<module>').`,
  },
  {
    target: [`${SERVER}/src/lib`, `${SERVER}/src/db`],
    from: [SERVER_MODULES, `${SERVER}/src/plugins`],
    message: 'lib/ and db/ are below every module and plugin: move what they need down into lib/.',
  },
  // A feature (with all its sub-folders) may import only itself from features/; `except` matches whole folders,
  // so flights/ does not let in flight-orders/.
  ...featureNames.map((feature) => ({
    target: `${WEB_FEATURES}/${feature}`,
    from: WEB_FEATURES,
    except: [`./${feature}`],
    message: 'Features never import each other: move the shared piece to components/ or lib/.',
  })),
  {
    target: [WEB_FEATURES, './apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/app',
    message: 'Dependencies run app -> features -> shared, never back.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: WEB_FEATURES,
    message: 'Shared code does not depend on a feature.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/src/db/migrations/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without this resolver no-restricted-paths silently checks nothing on .ts/.tsx files.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without these no-cycle silently finds nothing: it follows only files it may parse.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.test.{ts,tsx}', 'apps/server/test/**', 'apps/server/bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
