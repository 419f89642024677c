import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '@frs/contract';

/**
 * Every link the server writes to one of the app's screens (mails, notices, reminders) is built with the contract's
 * `routePath(key, params, query)`, never written as a literal: a screen that moves in the route table moves in every
 * mail and notice. The test reads the server's production sources (not its tests) and finds string literals that
 * start with the first segment of a screen's path; API paths (`/api/…`) are no screen's.
 */

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** The first segments of the screens' paths: '/reservation', '/flights', '/verification' … (not the root '/'). */
const SCREEN_SEGMENTS = [
  ...new Set([...PUBLIC_ROUTES, ...PRIVATE_ROUTES].map((route) => route.path.split('/')[1]).filter(Boolean)),
];
const SCREEN_LITERAL = new RegExp(`['"\`]/(${SCREEN_SEGMENTS.join('|')})(?=[/'"\`?$])`, 'g');

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : productionFiles(path);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|test-kit\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Comments blanked, so that a comment quoting a path is no literal. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function screenLiteralsOf(text: string): string[] {
  return [...withoutComments(text).matchAll(SCREEN_LITERAL)].map((match) => match[0]);
}

describe('screen paths in the server', () => {
  it('are never written as literals: routePath builds them from the route table', () => {
    const found = productionFiles(SRC).flatMap((path) =>
      screenLiteralsOf(readFileSync(path, 'utf8')).map((literal) => `${relative(SRC, path)}: ${literal}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a literal in every form, and no API path or comment', () => {
    const source = [
      "const a = '/reservation/edit';",
      'const b = `/agents/${id}`;',
      'const c = "/profile";',
      "const d = '/verification?email=x';",
      "const api = '/api/orders';",
      "const other = '/profiles-are-not-a-screen';",
      '// link: `/approvals`',
    ].join('\n');
    expect(screenLiteralsOf(source)).toEqual(["'/reservation", '`/agents', '"/profile', "'/verification"]);
  });
});
