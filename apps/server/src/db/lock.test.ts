import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempFolders } from '../../test/temp-folders';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const freshFolder = useTempFolders('frs-lock-');

describe('data folder lock', () => {
  it('writes the owner pid and frees the folder on release', () => {
    const folder = freshFolder();
    const release = acquireDataDirLock(folder);
    expect(readFileSync(join(folder, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(folder, 'server.lock'))).toBe(false);
  });

  it('refuses a folder that a live process holds, with a clear message', () => {
    const folder = freshFolder();
    // The parent of this test process is alive for certain and is not this process.
    writeFileSync(join(folder, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(folder)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(folder)).toThrow(/in use by another server process/);
  });

  it('takes over a lock left by a process that died', () => {
    const folder = freshFolder();
    const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(folder, 'server.lock'), finished.stdout.toString());
    const release = acquireDataDirLock(folder);
    expect(readFileSync(join(folder, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
