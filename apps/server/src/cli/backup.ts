/**
 * `npm run backup [-- <file>]`: the embedded database, the uploaded files and the JWT secret of DATA_DIR into one
 * `.tar.gz` (by default `frs-backup-<time>.tar.gz` in the current folder), while no server runs on that folder. On
 * PostgreSQL (DATABASE_URL=postgres://…) it prints the pg_dump route and does nothing.
 */
import { resolve } from 'node:path';
import { backupDataFolder, dataLocationOf, defaultArchiveName, postgresRoute } from './data-backup';
import { runCommand } from './run-command';

async function main(argv: string[]): Promise<number> {
  const location = dataLocationOf(process.env);
  if ('postgresUrl' in location) {
    process.stdout.write(postgresRoute('backup'));
    return 0;
  }
  const options = argv.filter((argument) => argument.startsWith('-'));
  const files = argv.filter((argument) => !argument.startsWith('-'));
  if (options.length > 0 || files.length > 1) {
    process.stderr.write('Usage: npm run backup [-- <archive.tar.gz>]\n');
    return 2;
  }
  const archive = resolve(files[0] ?? defaultArchiveName(new Date()));
  const started = Date.now();
  const manifest = await backupDataFolder(location, archive);
  process.stdout.write(
    `Backed up ${location.dataDir} (${manifest.contents.join(', ')}) to ${archive} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n` +
      `Restore it with: npm run restore -- ${archive}\n`,
  );
  return 0;
}

runCommand('Backup', main);
