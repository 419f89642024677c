import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no cross-process lock, and two processes on one data folder silently lose rows. This lock file holds
 * the owner's pid; a lock left behind by a process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another server process (pid ${ownerPid}). ` +
            'Stop that process first, or point DATA_DIR at another folder.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
