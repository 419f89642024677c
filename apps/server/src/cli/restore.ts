/**
 * `npm run restore -- <file> [--force]`: puts an archive of `npm run backup` back into DATA_DIR while no server runs on
 * it. A folder that already holds data is replaced only with `--force` or a confirmation at the terminal (never a
 * prompt without one: CI and scripts get a refusal); the data that was there is moved aside, not deleted. On
 * PostgreSQL (DATABASE_URL=postgres://…) it prints the pg_restore route and does nothing.
 */
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { dataLocationOf, hasData, postgresRoute, restoreDataFolder } from './data-backup';
import { runCommand } from './run-command';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--force]\n';

async function confirmed(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question(question)).trim());
  } finally {
    prompt.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const location = dataLocationOf(process.env);
  if ('postgresUrl' in location) {
    process.stdout.write(postgresRoute('restore'));
    return 0;
  }
  const force = argv.includes('--force');
  const unknown = argv.filter((argument) => argument.startsWith('-') && argument !== '--force');
  const files = argv.filter((argument) => !argument.startsWith('-'));
  if (unknown.length > 0 || files.length !== 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  const archive = resolve(files[0]!);
  let replace = force;
  if (!replace && hasData(location) && process.stdin.isTTY && process.stdout.isTTY) {
    replace = await confirmed(
      `${location.dataDir} already holds data. Replace it with ${archive}? ` +
        '(the data there is moved to a replaced-<time> folder) [y/N] ',
    );
    if (!replace) {
      process.stdout.write('Nothing changed.\n');
      return 1;
    }
  }
  const started = Date.now();
  const result = await restoreDataFolder(location, archive, { replace });
  const lines = [
    `Restored ${archive} (made ${result.manifest.createdAt}; ${result.counts.users} users, ` +
      `${result.counts.orders} orders) into ${location.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  ];
  for (const folder of result.replacedInto) lines.push(`The data that was there is in ${folder}: delete it when done.`);
  if (!result.manifest.contents.includes('jwt-secret')) {
    lines.push('The archive holds no JWT secret: the server keeps its own (or JWT_SECRET); users log in again.');
  }
  lines.push('Start the server: npm start');
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

runCommand('Restore', main);
