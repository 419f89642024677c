import { createInflateRaw } from 'node:zlib';

/**
 * What a ZIP container really holds, read from its central directory and its inflated bytes, never from the sizes it
 * declares: send-email's OOXML attachments (XLSX, DOCX) are checked with it before they leave in a mail.
 */

/** Why an archive is refused; `limit` is the number of the rule's message. */
export type TZipProblem =
  | { rule: 'damaged' }
  | { rule: 'missingParts' }
  | { rule: 'tooManyEntries'; limit: number }
  | { rule: 'unpackedTooLarge'; limit: number }
  | { rule: 'compressionRatio'; limit: number }
  | { rule: 'executable'; entry: string };

export interface TZipLimits {
  /** All entries together, inflated. */
  maxUnpackedBytes: number;
  /** Inflated bytes per byte of the archive. */
  maxRatio: number;
  maxEntries: number;
}

export const ZIP_LIMITS: TZipLimits = { maxUnpackedBytes: 50 * 1024 * 1024, maxRatio: 100, maxEntries: 5000 };

/**
 * Entry names that run when opened (Windows executables and scripts, Java archives, shell scripts) and Office macro
 * projects (an .xlsx or .docx has none: that is .xlsm and .docm).
 */
const EXECUTABLE_NAME =
  /\.(exe|dll|com|bat|cmd|scr|msi|msp|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|cpl|msc|pif|lnk|reg|jar|sh|app)$|(^|\/)vbaproject\.bin$/;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY_SIZE = 22;
const DIRECTORY_ENTRY_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
/** Values that say "see the ZIP64 record": no Office file of a few megabytes needs it. */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;
const INFLATE_CHUNK_BYTES = 64 * 1024;

interface TEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

class DamagedZip extends Error {}

function endOfDirectoryOffset(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - END_OF_DIRECTORY_SIZE - 0xffff);
  for (let offset = bytes.length - END_OF_DIRECTORY_SIZE; offset >= earliest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw new DamagedZip();
}

/** The central directory's entries, within the archive's bounds (or DamagedZip); too many are not read. */
function readEntries(bytes: Buffer, maxEntries: number): TEntry[] | { rule: 'tooManyEntries'; limit: number } {
  const end = endOfDirectoryOffset(bytes);
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const entriesHere = bytes.readUInt16LE(end + 8);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== count || count === ZIP64_16) throw new DamagedZip();
  if (directoryOffset === ZIP64_32 || directoryOffset + directorySize > end) throw new DamagedZip();
  if (count > maxEntries) return { rule: 'tooManyEntries', limit: maxEntries };
  const entries: TEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + DIRECTORY_ENTRY_SIZE > end || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) throw new DamagedZip();
    const nameEnd = offset + DIRECTORY_ENTRY_SIZE + bytes.readUInt16LE(offset + 28);
    const next = nameEnd + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    if (next > end) throw new DamagedZip();
    entries.push({
      flags: bytes.readUInt16LE(offset + 8),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      declaredSize: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
      name: bytes.toString('utf8', offset + DIRECTORY_ENTRY_SIZE, nameEnd),
    });
    offset = next;
  }
  return entries;
}

/** Where an entry's packed bytes are, from its local header (which must agree with the directory on the name). */
function packedBytes(bytes: Buffer, entry: TEntry): Buffer {
  const { localOffset } = entry;
  if (localOffset + LOCAL_HEADER_SIZE > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER) {
    throw new DamagedZip();
  }
  const nameLength = bytes.readUInt16LE(localOffset + 26);
  const start = localOffset + LOCAL_HEADER_SIZE + nameLength + bytes.readUInt16LE(localOffset + 28);
  const localName = bytes.toString(
    'utf8',
    localOffset + LOCAL_HEADER_SIZE,
    localOffset + LOCAL_HEADER_SIZE + nameLength,
  );
  if (localName !== entry.name || start + entry.compressedSize > bytes.length) throw new DamagedZip();
  return bytes.subarray(start, start + entry.compressedSize);
}

/** An entry's name as a reader would act on it: lower case, without the dots and spaces Windows drops at the end. */
function effectiveName(name: string): string {
  return (name.split('\u0000')[0] ?? '').toLowerCase().replace(/[. ]+$/, '');
}

/** Inflated bytes of a raw deflate stream, counted as they come and stopped past `budget`, or DamagedZip. */
function inflateCounting(packed: Buffer, budget: number): Promise<{ size: number; head: Buffer; over: boolean }> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    let size = 0;
    let head = Buffer.alloc(0);
    let settled = false;
    const finish = (over: boolean) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      resolve({ size, head, over });
    };
    inflater.on('data', (chunk: Buffer) => {
      if (head.length < 2) head = Buffer.concat([head, chunk.subarray(0, 2 - head.length)]);
      size += chunk.length;
      if (size > budget) finish(true);
    });
    inflater.on('end', () => finish(false));
    inflater.on('error', () => {
      if (settled) return;
      settled = true;
      reject(new DamagedZip());
    });
    inflater.end(packed);
  });
}

/**
 * Checks a ZIP archive: readable (stored or deflated entries, not encrypted, directory and local headers agreeing,
 * every entry inflating to the size it declares), no more than `maxEntries` entries, no program by name, every one
 * of `requiredParts` (case-insensitive), and no program by an `MZ` header. The entries are inflated one by one,
 * counting, within one budget for the whole archive: `maxUnpackedBytes`, or `maxRatio` times the archive's size when
 * that is less; so a zip bomb costs at most the budget, whatever it declares. Null when the archive passes.
 */
export async function inspectZip(
  bytes: Buffer,
  requiredParts: readonly string[],
  limits: TZipLimits = ZIP_LIMITS,
): Promise<TZipProblem | null> {
  try {
    const entries = readEntries(bytes, limits.maxEntries);
    if (!Array.isArray(entries)) return entries;
    const executable = entries.find((entry) => EXECUTABLE_NAME.test(effectiveName(entry.name)));
    if (executable) return { rule: 'executable', entry: executable.name };
    const names = new Set(entries.map((entry) => entry.name.toLowerCase()));
    if (requiredParts.some((part) => !names.has(part.toLowerCase()))) return { rule: 'missingParts' };

    const ratioBudget = limits.maxRatio * bytes.length;
    const budget = Math.min(limits.maxUnpackedBytes, ratioBudget);
    const overBudget = (): TZipProblem =>
      ratioBudget < limits.maxUnpackedBytes
        ? { rule: 'compressionRatio', limit: limits.maxRatio }
        : { rule: 'unpackedTooLarge', limit: limits.maxUnpackedBytes / (1024 * 1024) };
    let unpacked = 0;
    for (const entry of entries) {
      if (entry.flags & ENCRYPTED_FLAG || (entry.method !== STORED && entry.method !== DEFLATED)) {
        throw new DamagedZip();
      }
      const packed = packedBytes(bytes, entry);
      const inflated =
        entry.method === STORED
          ? { size: packed.length, head: packed.subarray(0, 2), over: unpacked + packed.length > budget }
          : await inflateCounting(packed, budget - unpacked);
      if (inflated.over) return overBudget();
      if (inflated.size !== entry.declaredSize) throw new DamagedZip();
      unpacked += inflated.size;
      if (inflated.head.toString('latin1') === 'MZ') return { rule: 'executable', entry: entry.name };
    }
    return null;
  } catch (error) {
    // A RangeError is a read past the end of the buffer: an offset of the archive points outside it.
    if (error instanceof DamagedZip || error instanceof RangeError) return { rule: 'damaged' };
    throw error;
  }
}
