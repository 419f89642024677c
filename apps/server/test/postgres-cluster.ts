import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A throwaway PostgreSQL cluster of a test's own, which the test may stop, start and restart. */
export interface TPostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** `fast` shutdown (PostgreSQL ends every session with 57P01, as on a restart), waiting until it is down. */
  stop: () => Promise<void>;
  /** Starts the stopped cluster again on the same port, waiting until it accepts connections. */
  start: () => Promise<void>;
  restart: () => Promise<void>;
  /** Stops the cluster (immediately) and removes its folder. */
  destroy: () => Promise<void>;
  /** The server's log so far. */
  log: () => string;
}

/** The newest `/usr/lib/postgresql/<version>/bin` with initdb (Debian's layout; `.ci/run` installs it). */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) {
    throw new Error(
      'No PostgreSQL server binaries under /usr/lib/postgresql/<version>/bin: install the postgresql package ' +
        '(apt-get install postgresql; .ci/run does) to run the multi-process tests.',
    );
  }
  return join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A command of the PostgreSQL binaries, run in `folder` (as the `postgres` user under root, which PostgreSQL refuses). */
type TCommand = (program: string, args: string[]) => Promise<unknown>;

/** A fresh temporary folder for a cluster, owned by the user its commands run as, and how to run them there. */
async function clusterFolder(): Promise<{ folder: string; command: TCommand }> {
  const bin = postgresBinaries();
  const folder = mkdtempSync(join(tmpdir(), 'frs-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']).catch(() => {
      throw new Error('Running as root, but there is no `postgres` user to run PostgreSQL as.');
    });
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  // In the cluster's folder: the postgres user may not be allowed into the test's working directory.
  const command: TCommand = (program, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: folder })
      : run(join(bin, program), args, { cwd: folder });
  return { folder, command };
}

/**
 * Starts the cluster of `folder/data` (made by `create`: initdb, pg_basebackup …) on a free port (or `port`),
 * listening on 127.0.0.1 and a socket in that folder only, with `settings` (`name=value`) added to its own.
 */
async function startClusterIn(
  { folder, command }: { folder: string; command: TCommand },
  create: (dataDir: string) => Promise<unknown>,
  options: { port?: number; settings?: readonly string[] },
): Promise<TPostgresCluster> {
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const port = options.port ?? (await freePort());
  const serverOptions = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(' ');
  const pgCtl = (...args: string[]) => command('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', ...args]);
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const explained = async (what: string, action: Promise<unknown>) => {
    try {
      await action;
    } catch (error) {
      throw new Error(
        `PostgreSQL ${what} failed: ${error instanceof Error ? error.message : String(error)}\n${log()}`,
        {
          cause: error,
        },
      );
    }
  };

  const start = () => explained('start', pgCtl('-o', serverOptions, 'start'));
  const stop = () => explained('stop', pgCtl('-m', 'fast', 'stop'));
  try {
    await explained('creating the cluster', create(dataDir));
    await start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    restart: async () => {
      await stop();
      await start();
    },
    destroy: async () => {
      if (existsSync(join(dataDir, 'postmaster.pid'))) await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
    log,
  };
}

/**
 * initdb into a fresh temporary folder and start the cluster on a free port (or `port`), listening on 127.0.0.1 and
 * a socket in that folder only. PostgreSQL refuses to run as root, so under root (CI, containers) every command runs
 * as the `postgres` user, as `.ci/run` does. Durability is off (fsync, synchronous commit, full pages): the data is
 * thrown away. `settings` (`name=value`) are added to the server's own.
 */
export async function startPostgresCluster(
  options: { port?: number; settings?: readonly string[] } = {},
): Promise<TPostgresCluster> {
  const place = await clusterFolder();
  return startClusterIn(
    place,
    (dataDir) =>
      place.command('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']),
    options,
  );
}

/**
 * A streaming replica of `primary` (a cluster of startPostgresCluster: initdb's trust rules let 127.0.0.1 replicate):
 * `pg_basebackup -R` (the standby's settings written for it) into a fresh folder, started as a hot standby on a free
 * port with `settings` added. It follows the primary until destroyed.
 */
export async function startStandbyCluster(
  primary: Pick<TPostgresCluster, 'port'>,
  options: { settings?: readonly string[] } = {},
): Promise<TPostgresCluster> {
  const place = await clusterFolder();
  return startClusterIn(
    place,
    (dataDir) =>
      place.command('pg_basebackup', [
        ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
        ...['-D', dataDir, '-R', '-X', 'stream', '-c', 'fast'],
      ]),
    options,
  );
}
