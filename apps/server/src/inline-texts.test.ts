import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
/** The code whose texts people read: the server, the web app and the contract. */
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
/** Where per-language texts belong (the catalogues), and what is not product code (tests, the demo data). */
const CATALOGUES_AND_NON_PRODUCT = [
  /\/texts\//,
  /\/lib\/i18n\//,
  /\/seed\//,
  /\/test\//,
  /\.test\.tsx?$/,
  /\/bench\//,
  /\/migrations\//,
];
/**
 * A per-language literal: an object with an `hy` or `ru` key holding a text, a function or an object of texts
 * (`{ hy: 'Բարև', … }`, `hy: (name) => …`, `hy: { subject: … }`). Multilingual records of the database
 * (`{ hy: '', en: '', ru: '' }` as an empty form) are no texts of the product's own.
 */
const PER_LANGUAGE_LITERAL = /\b(?:hy|ru):\s*(?:(['"`])(?!\1)|\([^)]*\)\s*=>|[a-z]\w*\s*=>|\{)/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('one text pipeline', () => {
  it('keeps every per-language text in a catalogue, none written inline in code', () => {
    const offenders: string[] = [];
    const files = SOURCES.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) {
      if (CATALOGUES_AND_NON_PRODUCT.some((pattern) => pattern.test(`/${file}`))) continue;
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (PER_LANGUAGE_LITERAL.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
