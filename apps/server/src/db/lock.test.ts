import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const folders: string[] = [];
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'frs-lock-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

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
