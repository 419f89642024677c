import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderSources, readTarGz, TarFormatError, writeTarGz, type TTarEntry } from './tar';

const folder = mkdtempSync(join(tmpdir(), 'frs-tar-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the backup archive format', () => {
  const longName = `${'deep/'.repeat(25)}file-with-a-name-longer-than-the-100-bytes-of-a-header`;
  const files: Record<string, Buffer> = {
    empty: Buffer.alloc(0),
    block: Buffer.alloc(512, 7),
    odd: Buffer.from('x'.repeat(1000)),
    [longName]: Buffer.from('long'),
  };

  it('reads back what it wrote (folders, empty files, names over 100 bytes), and tar reads it too', async () => {
    const source = join(folder, 'source');
    for (const [name, bytes] of Object.entries(files)) {
      mkdirSync(join(source, name, '..'), { recursive: true });
      writeFileSync(join(source, name), bytes);
    }
    mkdirSync(join(source, 'empty-folder'));
    const archive = join(folder, 'a.tar.gz');
    await writeTarGz(archive, [
      { name: 'note', kind: 'bytes', mode: 0o644, mtime: new Date(), bytes: Buffer.from('hello') },
      ...(await folderSources(source, 'data')),
    ]);

    const target = join(folder, 'target');
    const entries: TTarEntry[] = [];
    await readTarGz(archive, (entry) => {
      entries.push(entry);
      return join(target, entry.name);
    });
    expect(readFileSync(join(target, 'note'), 'utf8')).toBe('hello');
    for (const [name, bytes] of Object.entries(files)) expect(readFileSync(join(target, 'data', name))).toEqual(bytes);
    expect(entries.find((entry) => entry.name === 'data/empty-folder/')?.kind).toBe('directory');
    expect(execFileSync('tar', ['tzf', archive], { encoding: 'utf8' })).toContain(`data/${longName}`);
  });

  it('refuses a damaged or cut archive', async () => {
    const archive = join(folder, 'a.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(join(folder, 'cut.tar.gz'), bytes.subarray(0, bytes.length - 30));
    await expect(readTarGz(join(folder, 'cut.tar.gz'), (entry) => join(folder, 'cut', entry.name))).rejects.toThrow(
      TarFormatError,
    );
    writeFileSync(join(folder, 'not.tar.gz'), 'plain text');
    await expect(readTarGz(join(folder, 'not.tar.gz'), (entry) => join(folder, 'not', entry.name))).rejects.toThrow(
      TarFormatError,
    );
  });
});
