import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { isPostgresUrl, PGLITE_EXTENSIONS } from '../db/database';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { folderSources, readTarGz, TarFormatError, writeTarGz, type TTarSource } from './tar';

/**
 * `npm run backup` and `npm run restore` for the embedded database: one `.tar.gz` with the database folder
 * (`pgdata`), the uploaded files (`uploads`) and the development JWT secret (`jwt-secret`), led by a manifest
 * (`frs-backup.json`). The server must be stopped: PGlite lives inside the server's process, so no other process can
 * take a consistent copy while it runs; both commands take the data folder's lock (`server.lock`), so they refuse
 * while a server runs and no server starts while they work. On PostgreSQL they only print the pg_dump route.
 */

export const MANIFEST_NAME = 'frs-backup.json';
const FORMAT = 'frs-backup';
const FORMAT_VERSION = 1;

/** What `npm run backup` / `restore` expect: a refusal with a message for the user (exit code 1, no stack). */
export class BackupRefusedError extends Error {}

export interface TBackupManifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** The PostgreSQL major version of the data folder (`pgdata/PG_VERSION`): PGlite opens only its own. */
  postgresMajor: string;
  /** The members besides the manifest: always `pgdata` and `uploads`, `jwt-secret` when the folder had one. */
  contents: string[];
}

/**
 * Where the data lives, as the server finds it: DATA_DIR (the JWT secret), the database's folder (DATABASE_URL as a
 * path, else DATA_DIR) and the uploads (UPLOADS_DIR, else DATA_DIR/uploads).
 */
export interface TDataLocation {
  dataDir: string;
  databaseFolder: string;
  uploadsDir: string;
}

/** The folders as `loadConfig` and `openDatabase` derive them, without creating anything. */
export function dataLocationOf(env: NodeJS.ProcessEnv): TDataLocation | { postgresUrl: string } {
  if (isPostgresUrl(env.DATABASE_URL)) return { postgresUrl: env.DATABASE_URL };
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    dataDir,
    databaseFolder: env.DATABASE_URL ? resolve(env.DATABASE_URL) : dataDir,
    uploadsDir: env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : join(dataDir, 'uploads'),
  };
}

/** What the commands print on PostgreSQL, where backups are the database server's job. */
export function postgresRoute(command: 'backup' | 'restore'): string {
  const lines =
    command === 'backup'
      ? [
          'DATABASE_URL points at PostgreSQL: back it up with PostgreSQL tools (this command copies only the embedded',
          'database). For example:',
          '',
          '  pg_dump --format=custom --dbname="$DATABASE_URL" --file="frs-$(date +%F).dump"',
          '  tar czf "frs-uploads-$(date +%F).tgz" -C "$DATA_DIR" uploads',
          '',
          'Keep JWT_SECRET with them (in your secret store). For point-in-time recovery, archive the WAL',
          "(PostgreSQL's continuous archiving, or the managed service's backups).",
        ]
      : [
          'DATABASE_URL points at PostgreSQL: restore it with PostgreSQL tools (this command restores only the',
          'embedded database). Stop every server process first, then for example:',
          '',
          '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" frs-YYYY-MM-DD.dump',
          '  tar xzf frs-uploads-YYYY-MM-DD.tgz -C "$DATA_DIR"',
          '',
          'Then start the servers with the same JWT_SECRET.',
        ];
  return `${lines.join('\n')}\n`;
}

function lockOwner(folder: string): string {
  try {
    return readFileSync(join(folder, 'server.lock'), 'utf8').trim();
  } catch {
    return '?';
  }
}

/** Takes the data folder's lock, or refuses with what to do. */
function lockDataFolder(folder: string, command: 'backup' | 'restore'): () => void {
  try {
    return acquireDataDirLock(folder);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const pid = lockOwner(folder);
    throw new BackupRefusedError(
      `A server is running on ${folder} (pid ${pid}). Stop it first (Ctrl-C, or kill -TERM ${pid}), then run ` +
        `npm run ${command} again: the embedded database lives inside the server's process, so ` +
        `${command === 'backup' ? 'no other process can copy it consistently' : 'it cannot be replaced'} while it runs.`,
    );
  }
}

async function countRows(pgdata: string): Promise<TRowCounts> {
  const client = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS });
  try {
    const count = async (table: string) =>
      Number((await client.query<{ count: number }>(`select count(*)::int as count from ${table}`)).rows[0]?.count);
    return { users: await count('users'), orders: await count('orders') };
  } finally {
    await client.close();
  }
}

function hasDatabase(folder: string): boolean {
  return existsSync(join(folder, 'pgdata', 'PG_VERSION'));
}

function timestamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/:/g, '-');
}

export function defaultArchiveName(now: Date): string {
  return `frs-backup-${timestamp(now)}.tar.gz`;
}

/**
 * Writes the archive of the stopped data folder to `archive` (through `archive.partial`, renamed when complete). The
 * files are copied as they are: a folder left by a killed server is crash-consistent (PostgreSQL replays its WAL when
 * it opens, as restore's check and the next start do), so the copy needs no database open here.
 */
export async function backupDataFolder(
  location: TDataLocation,
  archive: string,
  now = new Date(),
): Promise<TBackupManifest> {
  const { dataDir, databaseFolder, uploadsDir } = location;
  if (!hasDatabase(databaseFolder)) {
    throw new BackupRefusedError(
      `There is no embedded database in ${databaseFolder} (no pgdata/PG_VERSION): nothing to back up. ` +
        'Set DATA_DIR to the folder the server uses.',
    );
  }
  const releaseLock = lockDataFolder(databaseFolder, 'backup');
  const partial = `${archive}.partial`;
  try {
    const sources: TTarSource[] = await folderSources(join(databaseFolder, 'pgdata'), 'pgdata');
    const contents = ['pgdata', 'uploads'];
    if (existsSync(uploadsDir)) sources.push(...(await folderSources(uploadsDir, 'uploads')));
    else sources.push({ name: 'uploads/', kind: 'directory', mode: 0o755, mtime: now });
    const secret = join(dataDir, 'jwt-secret');
    if (existsSync(secret)) {
      sources.push({ name: 'jwt-secret', kind: 'bytes', mode: 0o600, mtime: now, bytes: readFileSync(secret) });
      contents.push('jwt-secret');
    }
    const manifest: TBackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: now.toISOString(),
      postgresMajor: readFileSync(join(databaseFolder, 'pgdata', 'PG_VERSION'), 'utf8').trim(),
      contents,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeTarGz(partial, [
      { name: MANIFEST_NAME, kind: 'bytes', mode: 0o644, mtime: now, bytes: manifestBytes },
      ...sources,
    ]);
    renameSync(partial, archive);
    return manifest;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    releaseLock();
  }
}

function isGzip(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const magic = Buffer.alloc(2);
    return readSync(fd, magic, 0, 2, 0) === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

function isEmptyFolder(path: string): boolean {
  return !existsSync(path) || (statSync(path).isDirectory() && readdirSync(path).length === 0);
}

/** The three things an archive holds and where each goes. */
function targetsOf(location: TDataLocation) {
  return {
    pgdata: join(location.databaseFolder, 'pgdata'),
    uploads: location.uploadsDir,
    'jwt-secret': join(location.dataDir, 'jwt-secret'),
  };
}

/** Whether restoring would replace data: a database, uploaded files or a JWT secret already there. */
export function hasData(location: TDataLocation): boolean {
  const targets = targetsOf(location);
  return !isEmptyFolder(targets.pgdata) || !isEmptyFolder(targets.uploads) || existsSync(targets['jwt-secret']);
}

/** A member's path while it is unpacked: under `<target>.restore-<time>`, beside its target (same file system). */
function stagedPlaceOf(name: string, staged: Readonly<Record<string, string>>): string {
  const parts = name.replace(/\/$/, '').split('/');
  const [top, ...rest] = parts;
  const root = top === undefined ? undefined : staged[top];
  if (
    !root ||
    parts.some((part) => part === '' || part === '.' || part === '..') ||
    (top === 'jwt-secret' && rest.length > 0)
  ) {
    throw new TarFormatError(`The archive holds an unexpected path: ${name}`);
  }
  return join(root, ...rest);
}

/** Rows of the restored database, as a check that it opens and holds what was expected. */
export interface TRowCounts {
  users: number;
  orders: number;
}

export interface TRestoreResult {
  manifest: TBackupManifest;
  counts: TRowCounts;
  /** Where the data that was there went, when there was any. */
  replacedInto: string[];
}

/**
 * Restores `archive` into the data folder. Refuses while a server runs there, and when the folder holds data unless
 * `replace` is set (the CLI's `--force` or a confirmation). The archive is unpacked beside its targets and the
 * database opened (PostgreSQL replays its WAL if the copy came from a killed server) before anything is replaced;
 * what was there is renamed to `<name>.replaced-<time>`, not deleted.
 */
export async function restoreDataFolder(
  location: TDataLocation,
  archive: string,
  options: { replace: boolean; now?: Date },
): Promise<TRestoreResult> {
  if (!existsSync(archive)) throw new BackupRefusedError(`No such file: ${archive}`);
  if (!isGzip(archive)) throw new BackupRefusedError(`${archive} is not an archive made by npm run backup.`);
  const now = options.now ?? new Date();
  const stamp = timestamp(now);
  const targets = targetsOf(location);
  const staged: Record<string, string> = Object.fromEntries(
    Object.entries(targets).map(([name, target]) => [name, `${target}.restore-${stamp}`]),
  );
  const manifestPath = join(location.dataDir, `${MANIFEST_NAME}.restore-${stamp}`);
  mkdirSync(location.databaseFolder, { recursive: true });
  mkdirSync(location.dataDir, { recursive: true });
  const releaseLock = lockDataFolder(location.databaseFolder, 'restore');
  try {
    if (hasData(location) && !options.replace) {
      throw new BackupRefusedError(
        `${location.dataDir} already holds data. Run npm run restore -- ${archive} --force to replace it (the data ` +
          'there is renamed to <name>.replaced-<time>, not deleted).',
      );
    }
    let first = true;
    try {
      await readTarGz(archive, (entry) => {
        if (first) {
          first = false;
          if (entry.name !== MANIFEST_NAME || entry.kind !== 'file' || entry.size > 65_536) {
            throw new BackupRefusedError(`${archive} is not an archive made by npm run backup.`);
          }
          return manifestPath;
        }
        return stagedPlaceOf(entry.name, staged);
      });
    } catch (error) {
      if (error instanceof TarFormatError) throw new BackupRefusedError(`${archive}: ${error.message}`);
      throw error;
    }
    let manifest: TBackupManifest | undefined;
    try {
      manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as TBackupManifest;
    } catch {
      manifest = undefined;
    }
    if (manifest?.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
      throw new BackupRefusedError(`${archive} is not an archive made by npm run backup (or by a newer version).`);
    }
    if (!existsSync(join(staged.pgdata!, 'PG_VERSION'))) throw new BackupRefusedError(`${archive} holds no database.`);
    let counts: TRowCounts;
    try {
      counts = await countRows(staged.pgdata!);
    } catch (error) {
      throw new BackupRefusedError(
        `The database in ${archive} does not open (made for PostgreSQL ${manifest.postgresMajor}): ` +
          `${error instanceof Error ? error.message : String(error)}`,
      );
    }

    const replacedInto: string[] = [];
    // The JWT secret is replaced only by one from the archive; the database and uploads always go together.
    const names = ['pgdata', 'uploads', ...(manifest.contents.includes('jwt-secret') ? ['jwt-secret'] : [])];
    for (const name of names) {
      const target = targets[name as keyof typeof targets];
      if (!existsSync(target)) continue;
      if (isEmptyFolder(target)) {
        rmSync(target, { recursive: true });
      } else {
        renameSync(target, `${target}.replaced-${stamp}`);
        replacedInto.push(`${target}.replaced-${stamp}`);
      }
    }
    for (const name of names) {
      const target = targets[name as keyof typeof targets];
      if (existsSync(staged[name]!)) renameSync(staged[name]!, target);
      else if (name === 'uploads') mkdirSync(target, { recursive: true });
    }
    return { manifest, counts, replacedInto };
  } finally {
    for (const path of [...Object.values(staged), manifestPath]) rmSync(path, { recursive: true, force: true });
    releaseLock();
  }
}
