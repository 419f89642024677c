import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '@frs/contract';
import { describe, expect, it } from 'vitest';

// Not `new URL('…', import.meta.url)`: Vite turns that into an asset URL under jsdom.
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The web app's production modules (tests may write the URLs they expect). */
function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each screen's first path segment ('reservation', 'flights', …), from the contract's route table. */
const FIRST_SEGMENTS = [
  ...new Set(
    [...PRIVATE_ROUTES, ...PUBLIC_ROUTES]
      .map((route) => route.path.split('/')[1])
      .filter((segment): segment is string => Boolean(segment)),
  ),
];
/** A string literal or template that starts with a screen's path: `'/flights'`, `` `/reservation/hotel/${id}` ``. */
const SCREEN_PATH_LITERAL = new RegExp(`['"\`]/(${FIRST_SEGMENTS.join('|')})\\b`);

describe('screen paths', () => {
  it('are written only in the contract route table: every link goes through routePath', () => {
    const literals = productionFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          SCREEN_PATH_LITERAL.test(line) ? [`${relative(SRC, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(literals).toEqual([]);
  });

  it('finds a literal when there is one (the pattern is not vacuous)', () => {
    expect(SCREEN_PATH_LITERAL.test("navigate('/reservation/hotel/1')")).toBe(true);
    expect(SCREEN_PATH_LITERAL.test('to={`/flights/${id}`}')).toBe(true);
    expect(SCREEN_PATH_LITERAL.test("callApi('/api/flights')")).toBe(false);
  });
});
