// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

const WEB_FEATURES = './apps/web/src/features';
const featureNames = (() => {
  try {
    return readdirSync(WEB_FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/**
 * Import boundaries (STYLE.md rule 10): the contract imports nothing from the apps; the apps never import each
 * other; in the web app, features never import each other and dependencies run app -> features -> shared.
 */
const boundaryZones = [
  { target: './packages/contract', from: './apps', message: 'The contract imports nothing from the apps.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
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
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'off',
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
