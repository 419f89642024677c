import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PRIVATE_ROUTES, PUBLIC_ROUTES, routePath } from './routes';

/**
 * Every link to a screen is built by `routePath` from the route table (routes.ts), so that a screen moves by one line
 * there. This test reads every production source file of the apps and the contract (the TypeScript syntax tree, so a
 * path in a comment is no offence) and lists each string or template literal that is a screen path of the table.
 * Read through the TypeScript compiler's own file access: the contract is typed without Node's library.
 */

/** The repository's root: the folder above the working directory that holds the contract. */
function repositoryRoot(): string {
  let folder = ts.sys.getCurrentDirectory();
  while (!ts.sys.fileExists(`${folder}/packages/contract/src/routes.ts`)) {
    const parent = folder.replace(/\/[^/]+$/, '');
    if (parent === folder || parent === '') throw new Error('The repository root is not above the working directory');
    folder = parent;
  }
  return folder;
}

const ROOT = repositoryRoot();
/** The only file where a screen path is written. */
const ROUTE_TABLE = 'packages/contract/src/routes.ts';
/** Not production code: tests and their kits. */
const NOT_PRODUCTION = [/\.test\.tsx?$/, /\/test\//, /test-kit/];

/** Production sources: every app's `src` and the contract's. */
function productionFiles(): string[] {
  const folders = [
    ...ts.sys.getDirectories(`${ROOT}/apps`).map((app) => `${ROOT}/apps/${app}/src`),
    `${ROOT}/packages/contract/src`,
  ];
  return folders
    .flatMap((folder) => ts.sys.readDirectory(folder, ['.ts', '.tsx'], ['**/node_modules']))
    .map((file) => file.slice(ROOT.length + 1))
    .filter((file) => file !== ROUTE_TABLE && !NOT_PRODUCTION.some((pattern) => pattern.test(`/${file}`)))
    .sort();
}

/** What stands for a template's `${…}` or for a route's `:name` when matching. */
const HOLE = '\u0000';

/** A literal's text, each `${…}` of a template as a hole (it may fill a route's `:id`). */
function literalTexts(source: ts.SourceFile): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      text = node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
    }
    if (text !== null) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The screen paths of the route table as patterns. A literal is a screen path when it is a route's path (a `:name`
 * filled by anything, a hole included), with or without a query or a fragment, after an origin or not, or the
 * beginning of a route up to a parameter ('/reservation/hotel/' + id, or `${page}/${id}` with page '/reservation/hotel'). The public route '/' is left out: a lone slash is a separator far more often
 * than a link (its screen, the login, is also at '/login', which counts).
 */
function screenPathPatterns(): RegExp[] {
  const paths = [...new Set([...PRIVATE_ROUTES, ...PUBLIC_ROUTES].map((route) => route.path as string))];
  return paths
    .filter((path) => path !== '/')
    .flatMap((path) => {
      const segments = path.split(/(:[A-Za-z]+)/).filter((part) => part !== '');
      const pattern = segments.map((part) => (part.startsWith(':') ? `[^/?#]+` : escapeRegExp(part))).join('');
      const whole = new RegExp(`^${pattern}(?:[?#].*)?$`, 's');
      const firstParameter = path.indexOf('/:');
      const prefix = firstParameter === -1 ? [] : [new RegExp(`^${escapeRegExp(path.slice(0, firstParameter))}/?$`)];
      return [whole, ...prefix];
    });
}

/** A link's path: the text after an origin (`${origin}/…`, `https://host/…`), if any. */
function pathOf(text: string): string {
  return text.replace(new RegExp(`^(?:${HOLE}|https?://[^/]+)(?=/)`), '');
}

function isScreenPath(text: string, patterns: readonly RegExp[]): boolean {
  const path = pathOf(text);
  return !path.startsWith('/api/') && patterns.some((pattern) => pattern.test(path));
}

describe('screen paths are written only in the route table', () => {
  const patterns = screenPathPatterns();

  it('recognises the paths of the table, filled or with a query, and leaves API paths and plain text alone', () => {
    for (const route of PRIVATE_ROUTES) {
      const filled = route.path.replace(/:([A-Za-z]+)/g, '42');
      expect(isScreenPath(filled, patterns), route.path).toBe(true);
    }
    expect(isScreenPath(routePath('hotelOrder', { id: 7 }), patterns)).toBe(true);
    expect(isScreenPath(routePath('reservations', {}, { pnr: 'M3KQ7Z' }), patterns)).toBe(true);
    expect(isScreenPath(`/reservation/hotel/${HOLE}`, patterns)).toBe(true);
    expect(isScreenPath('/reservation/hotel/', patterns)).toBe(true);
    expect(isScreenPath('/reservation/edit', patterns)).toBe(true);
    expect(isScreenPath(`${HOLE}/reservations/flight`, patterns)).toBe(true);
    expect(isScreenPath('https://agency.example/agents/7', patterns)).toBe(true);
    expect(isScreenPath('https://agency.example/api/agents/7', patterns)).toBe(false);
    expect(isScreenPath('/reservation', patterns)).toBe(false);
    expect(isScreenPath('/login', patterns)).toBe(true);
    expect(isScreenPath('/api/search/mainSearch', patterns)).toBe(false);
    expect(isScreenPath('/api/orders/pre-order', patterns)).toBe(false);
    expect(isScreenPath('/', patterns)).toBe(false);
    expect(isScreenPath('Open /search to begin', patterns)).toBe(false);
    expect(isScreenPath('/searching', patterns)).toBe(false);
  });

  it('finds a literal in code and not in a comment', () => {
    const source = ts.createSourceFile(
      'probe.ts',
      "// see '/agents'\nconst a = '/agents';\nconst b = `/reservation/hotel/${id}`;\nconst c = '/api/agents';",
      ts.ScriptTarget.Latest,
    );
    const lines = literalTexts(source)
      .filter(({ text }) => isScreenPath(text, patterns))
      .map(({ line }) => line);
    expect(lines).toEqual([2, 3]);
  });

  it('finds no screen path literal outside routes.ts', () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(300);
    const offenders: string[] = [];
    for (const file of files) {
      const text = ts.sys.readFile(`${ROOT}/${file}`) ?? '';
      const source = ts.createSourceFile(
        file,
        text,
        ts.ScriptTarget.Latest,
        false,
        file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      for (const literal of literalTexts(source)) {
        if (isScreenPath(literal.text, patterns)) {
          offenders.push(`${file}:${literal.line}: ${JSON.stringify(literal.text.replaceAll(HOLE, '${…}'))}`);
        }
      }
    }
    expect(offenders).toEqual([]);
    // Parsing every source takes seconds on a busy machine.
  }, 60_000);
});
