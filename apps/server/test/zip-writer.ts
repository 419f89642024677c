import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Raw deflate data with the size and CRC-32 of what it inflates to. */
export interface TDeflated {
  packed: Buffer;
  size: number;
  crc: number;
}

/** One entry of a test archive: stored or deflated, and optionally lying about its size. */
export interface TZipEntry {
  name: string;
  /** The entry's bytes, or already deflated ones (a bomb too large to hold inflated). */
  data: Buffer | string | TDeflated;
  /** Deflated unless said otherwise. */
  stored?: boolean;
  /** The uncompressed size to declare instead of the real one. */
  declaredSize?: number;
}

/**
 * A ZIP archive built by hand (local headers, central directory, end record), so that tests can make the archives
 * no office suite writes: a zip bomb, a program renamed, a size that lies.
 */
export function zipArchive(entries: readonly TZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const deflated = typeof entry.data === 'object' && 'packed' in entry.data ? entry.data : null;
    const data = deflated
      ? Buffer.alloc(0)
      : Buffer.isBuffer(entry.data)
        ? entry.data
        : Buffer.from(entry.data as string);
    const packed = deflated?.packed ?? (entry.stored ? data : deflateRawSync(data, { level: 9 }));
    const name = Buffer.from(entry.name);
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed
    fields.writeUInt16LE(0, 2); // flags
    fields.writeUInt16LE(entry.stored && !deflated ? 0 : 8, 4);
    fields.writeUInt32LE(0, 6); // time and date
    fields.writeUInt32LE(deflated?.crc ?? crc32(data), 10);
    fields.writeUInt32LE(packed.length, 14);
    fields.writeUInt32LE(entry.declaredSize ?? deflated?.size ?? data.length, 18);
    fields.writeUInt16LE(name.length, 22);
    fields.writeUInt16LE(0, 24); // extra
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), fields, name, packed]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    fields.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    locals.push(local);
    offset += local.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** The parts every OOXML package has, plus the main part of the format (`xl/workbook.xml`, `word/document.xml`). */
export function ooxmlEntries(mainPart: string): TZipEntry[] {
  return [
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types/>' },
    { name: '_rels/.rels', data: '<?xml version="1.0"?><Relationships/>' },
    { name: mainPart, data: '<?xml version="1.0"?><root/>' },
  ];
}

/**
 * A zip bomb's entry: `megabytes` of zeros, deflated to about a thousandth. Each megabyte is deflated once with a
 * full flush (byte-aligned, independent blocks) and repeated, so the bomb is never held inflated.
 */
export function zerosDeflated(megabytes: number): TDeflated {
  const megabyte = Buffer.alloc(1024 * 1024);
  const block = deflateRawSync(megabyte, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let index = 0; index < megabytes; index += 1) crc = crc32(megabyte, crc);
  const packed = Buffer.concat([...Array<Buffer>(megabytes).fill(block), deflateRawSync(Buffer.alloc(0))]);
  return { packed, size: megabytes * megabyte.length, crc };
}
