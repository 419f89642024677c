import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueLeaves } from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../lib/i18n/en';
import { commandLineEn } from '../../lib/i18n/command-line/en';
import { loggedInEn } from '../../lib/i18n/logged-in/en';
import { COMMAND_CODES } from './commands';

/**
 * The runner answers through a plain `t` (answer.ts: it runs outside React), so its keys are not checked by the
 * typed `t`: this reads every key the command line's modules name and finds it in the catalogues.
 */
const FOLDER = dirname(fileURLToPath(import.meta.url));
const KEYS = new Set([
  ...catalogueLeaves(en).keys(),
  ...catalogueLeaves(loggedInEn).keys(),
  ...catalogueLeaves(commandLineEn).keys(),
]);

function keysNamedIn(file: string): string[] {
  const source = readFileSync(join(FOLDER, file), 'utf8');
  return [...source.matchAll(/'((?:commandLine|header|passengerTypes)\.[\w.]+)'/g)].map((match) => match[1]!);
}

describe('the command line texts', () => {
  const files = readdirSync(FOLDER).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));

  it('reads the keys of the modules (a pattern that found none would prove nothing)', () => {
    expect(files.flatMap(keysNamedIn).length).toBeGreaterThan(40);
  });

  it.each(files)('%s names only keys the catalogues have', (file) => {
    for (const key of keysNamedIn(file)) expect(KEYS, `${file}: ${key}`).toContain(key);
  });

  it('has the keys the runner builds from a value: each line, deadline, confirmation and help entry', () => {
    const built = [
      ...['flight', 'hotel', 'package'].map((line) => `commandLine.lines.${line}`),
      ...['hold', 'booked'].map((status) => `commandLine.answers.deadline.${status}`),
      ...['ticket', 'cancel', 'refund'].map((kind) => `commandLine.answers.confirm.${kind}`),
      ...COMMAND_CODES.flatMap((code) => [`commandLine.help.${code}.syntax`, `commandLine.help.${code}.text`]),
      ...['adult', 'child', 'infant'].map((type) => `passengerTypes.${type}`),
    ];
    for (const key of built) expect(KEYS, key).toContain(key);
  });
});
