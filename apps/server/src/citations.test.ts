import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands on its own (docs/CODE_STYLE.md rule 12): every citation of a document names a file of the
 * repository and a section, heading, rule or anchor that file has, so a reader can follow it without another source.
 * A citation is a repository path of a markdown file followed by any of `§7`, `rule 15` / `rules 6 and 15`,
 * `"Heading"` (several joined by commas or "and") or `#anchor`; markdown links are checked the same way. The forms
 * that named documents outside the repository (the shared specification's sections, its style rules, a document name
 * without its folder) are refused wherever they appear.
 */

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED_FOLDERS = ['apps', 'packages', 'examples', 'e2e', 'scripts', 'docs'];
const SCANNED_ROOT_FILES = ['README.md', 'eslint.config.js', 'vitest.config.ts'];
const SCANNED_FILE = /\.(?:ts|tsx|js|mjs|cjs|sql|md)$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', 'build', 'coverage', '.git']);
/** This file: its checker's examples are wrong on purpose. */
const THIS_FILE = relative(ROOT, import.meta.filename);

const DOCUMENT_PATH = String.raw`(?:docs|apps|packages|examples|e2e|scripts)/[\w./-]*?\.md`;
const CITATION_PART = String.raw`§\d+|rules? \d+(?:(?:,| and) \d+)*|"[^"\n]+"`;
const CITATION = new RegExp(
  String.raw`(?<![\w/.])(${DOCUMENT_PATH})(#[\w-]+)?((?:\s*(?:,|and)?\s*(?:${CITATION_PART}))*)`,
  'g',
);
const MARKDOWN_LINK = /\]\(([^)\s#]+\.md)(#[\w-]+)?\)/g;

/** The forms that point outside the repository, each with what to write instead. */
const OUTSIDE_FORMS: { pattern: RegExp; instead: string }[] = [
  { pattern: /\bspec(?:ification)?(?:'s)? \(?sections? \d/, instead: 'docs/PRODUCT.md §N' },
  { pattern: /(?<![\w/])STYLE\.md/, instead: 'docs/CODE_STYLE.md rule N' },
  {
    pattern: /(?<![\w/[])(?:DOMAIN|PRODUCT|ARCHITECTURE|CODE_STYLE|OPERATIONS)\.md(?!\])/,
    instead: 'docs/NAME.md',
  },
  { pattern: /(?<!\w)shared\/(?:spec\/|DOMAIN|STYLE|ARCHITECTURE)/, instead: 'the docs/ copy' },
];

type THeading = { level: number; text: string; line: number };

function headingsOf(markdown: string): THeading[] {
  const headings: THeading[] = [];
  let inFence = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const match = !inFence && /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) return;
    const [, hashes = '', text = ''] = match;
    headings.push({ level: hashes.length, text, line: index });
  });
  return headings;
}

/** The names a heading answers to: as written, without code marks, its "N. " and a trailing "(…)". */
function namesOf(heading: string): string[] {
  const plain = heading.replaceAll('`', '');
  const unnumbered = plain.replace(/^\d+\.\s+/, '');
  return [plain, unnumbered, unnumbered.replace(/\s*\([^)]*\)$/, '')];
}

/** GitHub's anchor of a heading. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function numberedHeading(headings: THeading[], number: string): THeading | undefined {
  return headings.find((heading) => new RegExp(`^${number}\\.\\s`).test(heading.text));
}

/** The headings under a numbered one, up to the next heading of its level or above. */
function headingsUnder(headings: THeading[], parent: THeading): THeading[] {
  const after = headings.slice(headings.indexOf(parent) + 1);
  const end = after.findIndex((heading) => heading.level <= parent.level);
  return end === -1 ? after : after.slice(0, end);
}

/** What is wrong with one citation of `target` (a repository path), or nothing. */
function citationProblems(
  target: string,
  anchor: string | undefined,
  parts: string,
  readDocument: (path: string) => string | undefined,
): string[] {
  const markdown = readDocument(target);
  if (markdown === undefined) return [`${target} does not exist`];
  const headings = headingsOf(markdown);
  const problems: string[] = [];
  if (anchor && !headings.some((heading) => anchorOf(heading.text) === anchor.slice(1))) {
    problems.push(`${target} has no heading with the anchor ${anchor}`);
  }
  let section: THeading | undefined;
  for (const [part] of parts.matchAll(new RegExp(CITATION_PART, 'g'))) {
    if (part.startsWith('§') || part.startsWith('rule')) {
      for (const [number] of part.matchAll(/\d+/g)) {
        section = numberedHeading(headings, number);
        if (!section) problems.push(`${target} has no ${part.startsWith('§') ? 'section' : 'rule'} ${number}`);
      }
    } else {
      const name = part.slice(1, -1);
      const candidates = section ? headingsUnder(headings, section) : headings;
      if (!candidates.some((heading) => namesOf(heading.text).includes(name))) {
        problems.push(`${target}${section ? ` §${/^\d+/.exec(section.text)?.[0]}` : ''} has no heading "${name}"`);
      }
    }
  }
  return problems;
}

/** The citations of one file's text that do not resolve, and the outside forms it uses, each with its line. */
function problemsOfText(file: string, text: string, readDocument: (path: string) => string | undefined): string[] {
  const problems: string[] = [];
  const isMarkdown = file.endsWith('.md');
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const match of line.matchAll(CITATION)) {
      const [, target = '', anchor, parts = ''] = match;
      // A link's own target is checked below, relative to the file.
      if (isMarkdown && line[match.index - 1] === '(') continue;
      problems.push(...citationProblems(target, anchor, parts, readDocument).map((problem) => `${where}: ${problem}`));
    }
    if (isMarkdown) {
      for (const [, target = '', anchor] of line.matchAll(MARKDOWN_LINK)) {
        if (/^[a-z]+:/.test(target)) continue;
        const path = join(dirname(file), target);
        problems.push(...citationProblems(path, anchor, '', readDocument).map((problem) => `${where}: ${problem}`));
      }
    }
    // A markdown link's target is relative to its file: checked above, not an outside form.
    const prose = isMarkdown ? line.replace(/\]\([^)]*\)/g, ']') : line;
    for (const { pattern, instead } of OUTSIDE_FORMS) {
      const found = pattern.exec(prose);
      if (found) problems.push(`${where}: "${found[0]}" names a document outside the repository; write ${instead}`);
    }
  });
  return problems;
}

function scannedFiles(): string[] {
  const files = SCANNED_ROOT_FILES.filter((file) => existsSync(join(ROOT, file)));
  const walk = (folder: string): void => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      if (NOT_SOURCE.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SCANNED_FILE.test(entry.name)) files.push(path);
    }
  };
  SCANNED_FOLDERS.forEach(walk);
  return files.filter((file) => file !== THIS_FILE);
}

/**
 * A merge's conflict markers at the start of a line, and what prettier makes of them in markdown (a quote seven deep):
 * a conflict resolved by hand once left both sides in docs/ARCHITECTURE.md for a whole issue.
 */
const CONFLICT_MARKER = /^(?:<{7} |>{7} |(?:> ){7})/m;

function readRepositoryDocument(path: string): string | undefined {
  const absolute = join(ROOT, path);
  return relative(ROOT, absolute).startsWith('..') || !existsSync(absolute)
    ? undefined
    : readFileSync(absolute, 'utf8');
}

describe('citations of documents', () => {
  it('name files, sections, headings, rules and anchors the repository has', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) =>
      problemsOfText(file, readFileSync(join(ROOT, file), 'utf8'), readRepositoryDocument),
    );
    expect(problems).toEqual([]);
  });

  it('hold no merge conflict left unresolved', () => {
    const conflicted = scannedFiles().filter((file) => CONFLICT_MARKER.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(conflicted).toEqual([]);
    // The pattern finds what it looks for: both sides of a conflict, and prettier's rewrite of the closing marker.
    expect(CONFLICT_MARKER.test(`text\n${'<'.repeat(7)} HEAD\nours`)).toBe(true);
    expect(CONFLICT_MARKER.test(`${'> '.repeat(7)}fold-w3`)).toBe(true);
    expect(CONFLICT_MARKER.test('> a quote\n> > a nested one')).toBe(false);
  });

  describe('the checker', () => {
    const documents: Record<string, string> = {
      'docs/PRODUCT.md': '# Product\n\n## 7. Calls\n\n### Search and orders\n\n## 8. Errors\n\n### Other\n',
      'docs/CODE_STYLE.md': '# Style\n\n### 15. Row scope in one helper\n\n### 16. A module owns its tables\n',
      'docs/DOMAIN.md': '# Domain\n\n## Money\n\n## Order lifecycle (flights)\n',
    };
    const read = (path: string): string | undefined => documents[path];
    const check = (text: string, file = 'apps/server/src/x.ts'): string[] => problemsOfText(file, text, read);

    it('accepts citations that resolve', () => {
      expect(
        check(
          [
            '/** Search (docs/PRODUCT.md §7 "Search and orders"; docs/DOMAIN.md "Money", "Order lifecycle"). */',
            '// docs/CODE_STYLE.md rules 15 and 16, docs/DOMAIN.md#order-lifecycle-flights, docs/PRODUCT.md §8',
          ].join('\n'),
        ),
      ).toEqual([]);
    });

    it('refuses a missing file, section, heading, rule or anchor', () => {
      expect(check('docs/NOWHERE.md "Money"')).toEqual(['apps/server/src/x.ts:1: docs/NOWHERE.md does not exist']);
      expect(check('docs/PRODUCT.md §10')).toEqual(['apps/server/src/x.ts:1: docs/PRODUCT.md has no section 10']);
      expect(check('docs/PRODUCT.md §8 "Search and orders"')).toEqual([
        'apps/server/src/x.ts:1: docs/PRODUCT.md §8 has no heading "Search and orders"',
      ]);
      expect(check('docs/DOMAIN.md "Hotels"')).toEqual([
        'apps/server/src/x.ts:1: docs/DOMAIN.md has no heading "Hotels"',
      ]);
      expect(check('docs/CODE_STYLE.md rules 15 and 17')).toEqual([
        'apps/server/src/x.ts:1: docs/CODE_STYLE.md has no rule 17',
      ]);
      expect(check('docs/DOMAIN.md#seats')).toEqual([
        'apps/server/src/x.ts:1: docs/DOMAIN.md has no heading with the anchor #seats',
      ]);
    });

    // The old forms are assembled, so that the citations script, which rewrites them everywhere, leaves these alone.
    const bare = (name: string): string => `${name}.md`;

    it('checks markdown links relative to their file', () => {
      expect(check(`[money](${bare('DOMAIN')}#money), [style](${bare('CODE_STYLE')})`, 'docs/ARCHITECTURE.md')).toEqual(
        [],
      );
      expect(check(`[rules](../${bare('DOMAIN')})`, 'docs/ARCHITECTURE.md')).toEqual([
        `docs/ARCHITECTURE.md:1: ${bare('DOMAIN')} does not exist`,
      ]);
    });

    it('refuses the forms that named documents outside the repository', () => {
      const outside = [
        ['spec', 'section 7'].join(' '),
        'the specification (section 6)',
        `${bare('STYLE')} rule 8`,
        `(${bare('DOMAIN')}, Money)`,
        `../shared/spec/${bare('PRODUCT')}`,
      ];
      for (const text of outside) expect(check(text), text).not.toEqual([]);
    });
  });
});
