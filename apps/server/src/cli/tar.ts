import { closeSync, createReadStream, createWriteStream, mkdirSync, openSync, writeSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A gzipped tar (ustar, with GNU long names) written and read as streams, so that a data folder of any size passes
 * through a fixed amount of memory. Only what the backup needs: regular files and folders. The archive is an
 * ordinary `.tar.gz` (`tar tzf` lists it).
 */

const BLOCK = 512;

/** A member of the archive: a folder, a file on disk, or bytes made in memory. */
export type TTarSource =
  | { name: string; kind: 'directory'; mode: number; mtime: Date }
  | { name: string; kind: 'file'; mode: number; mtime: Date; size: number; path: string }
  | { name: string; kind: 'bytes'; mode: number; mtime: Date; bytes: Buffer };

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, type: '0' | '5' | 'L', size: number, mode: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(mode & 0o7777, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let checksum = 0;
  for (const byte of block) checksum += byte;
  block.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The header blocks of a member: a GNU long-name record first when the name does not fit in 100 bytes. */
function headers(name: string, type: '0' | '5', size: number, mode: number, mtime: Date): Buffer[] {
  const bytes = Buffer.from(name, 'utf8');
  if (bytes.length < 100) return [header(name, type, size, mode, mtime)];
  const longName = Buffer.concat([bytes, Buffer.from([0])]);
  return [
    header('././@LongLink', 'L', longName.length, 0o644, mtime),
    longName,
    padding(longName.length),
    header(name.slice(0, 99), type, size, mode, mtime),
  ];
}

/** Every folder and file under `root`, named `prefix/…`, folders before their contents; other kinds are refused. */
export async function folderSources(root: string, prefix: string): Promise<TTarSource[]> {
  const sources: TTarSource[] = [];
  const walk = async (path: string, name: string) => {
    const info = await stat(path);
    if (info.isDirectory()) {
      sources.push({ name: `${name}/`, kind: 'directory', mode: info.mode, mtime: info.mtime });
      const entries = (await readdir(path)).sort();
      for (const entry of entries) await walk(join(path, entry), `${name}/${entry}`);
    } else if (info.isFile()) {
      sources.push({ name, kind: 'file', mode: info.mode, mtime: info.mtime, size: info.size, path });
    } else {
      throw new Error(`${path} is neither a file nor a folder: it cannot go into the backup.`);
    }
  };
  await walk(root, prefix);
  return sources;
}

async function* tarBlocks(sources: readonly TTarSource[]): AsyncGenerator<Buffer> {
  for (const source of sources) {
    if (source.kind === 'directory') {
      yield* headers(source.name, '5', 0, source.mode, source.mtime);
      continue;
    }
    const size = source.kind === 'bytes' ? source.bytes.length : source.size;
    yield* headers(source.name, '0', size, source.mode, source.mtime);
    if (source.kind === 'bytes') {
      yield source.bytes;
    } else {
      let written = 0;
      for await (const chunk of createReadStream(source.path)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      // Nothing may write to the folder while it is archived (the caller holds the data folder's lock).
      if (written !== size) throw new Error(`${source.path} changed size while it was archived.`);
    }
    yield padding(size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes the members into a new gzipped tar at `path` (mode 0600: a backup holds secrets). */
export async function writeTarGz(path: string, sources: readonly TTarSource[]): Promise<void> {
  await pipeline(tarBlocks(sources), createGzip(), createWriteStream(path, { mode: 0o600 }));
}

/** A member as read back: its name, kind and mode; a file's content is written to where `target` says. */
export interface TTarEntry {
  name: string;
  kind: 'directory' | 'file';
  mode: number;
  size: number;
}

/** Reads exactly what is asked of a stream of chunks. */
class ChunkReader {
  private pending: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<boolean> {
    while (this.buffered < wanted) {
      const next = await this.source.next();
      if (next.done) return false;
      this.pending.push(next.value);
      this.buffered += next.value.length;
    }
    return true;
  }

  private take(count: number): Buffer {
    const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    this.pending = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return taken;
  }

  /** Exactly `count` bytes, or null when the stream ends first. */
  async read(count: number): Promise<Buffer | null> {
    return (await this.fill(count)) ? this.take(count) : null;
  }

  /** Between 1 and `most` bytes, or null at the end. */
  async readSome(most: number): Promise<Buffer | null> {
    if (this.buffered === 0 && !(await this.fill(1))) return null;
    return this.take(Math.min(most, this.buffered));
  }
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function number(block: Buffer, start: number, length: number): number {
  const value = text(block, start, length).trim();
  return value ? parseInt(value, 8) : 0;
}

export class TarFormatError extends Error {}

/**
 * Reads a gzipped tar: `accept(entry)` names where a member goes (a path on disk) or refuses it by throwing; a
 * file's bytes are streamed there. Folders are created; parents of files too.
 */
export async function readTarGz(path: string, accept: (entry: TTarEntry) => string): Promise<void> {
  try {
    await readMembers(path, accept);
  } catch (error) {
    // zlib's own errors (Z_DATA_ERROR, Z_BUF_ERROR: not gzip, or cut short) say what is wrong with the file.
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new TarFormatError(`The archive is damaged or incomplete (${(error as Error).message}).`);
    }
    throw error;
  }
}

async function readMembers(path: string, accept: (entry: TTarEntry) => string): Promise<void> {
  await pipeline(createReadStream(path), createGunzip(), async (stream: AsyncIterable<Buffer>) => {
    const reader = new ChunkReader(stream[Symbol.asyncIterator]());
    let longName: string | undefined;
    for (;;) {
      const block = await reader.read(BLOCK);
      if (!block) throw new TarFormatError('The archive ends in the middle (is the file complete?).');
      if (block.every((byte) => byte === 0)) return;
      let checksum = 0;
      for (let index = 0; index < BLOCK; index += 1) checksum += index >= 148 && index < 156 ? 32 : block[index]!;
      if (checksum !== number(block, 148, 8)) throw new TarFormatError('The archive is damaged (a header checksum).');
      const type = String.fromCharCode(block[156]!);
      const size = number(block, 124, 12);
      const prefix = text(block, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
      longName = undefined;
      if (type === 'L') {
        const bytes = await reader.read(size + padding(size).length);
        if (!bytes) throw new TarFormatError('The archive ends in the middle (is the file complete?).');
        longName = text(bytes, 0, size);
        continue;
      }
      const kind = type === '5' ? 'directory' : type === '0' || type === '\0' ? 'file' : undefined;
      if (!kind) throw new TarFormatError(`The archive holds a member of an unexpected kind (${type}): ${name}`);
      const target = accept({ name, kind, mode: number(block, 100, 8), size });
      if (kind === 'directory') {
        mkdirSync(target, { recursive: true });
        continue;
      }
      mkdirSync(dirname(target), { recursive: true });
      const fd = openSync(target, 'w', number(block, 100, 8) || 0o600);
      try {
        let remaining = size;
        while (remaining > 0) {
          const chunk = await reader.readSome(remaining);
          if (!chunk) throw new TarFormatError('The archive ends in the middle (is the file complete?).');
          writeSync(fd, chunk);
          remaining -= chunk.length;
        }
      } finally {
        closeSync(fd);
      }
      if (!(await reader.read(padding(size).length))) {
        throw new TarFormatError('The archive ends in the middle (is the file complete?).');
      }
    }
  });
}
