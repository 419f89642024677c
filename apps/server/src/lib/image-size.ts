/**
 * An image's pixel size read from its header alone (PNG's IHDR, JPEG's SOF marker, WebP's VP8, VP8L or VP8X chunk),
 * without decoding a pixel: an upload is refused by its size before anything decodes it (a small file can claim
 * 8000 × 8000 pixels, and decoding it costs what its pixels cost, not what its bytes do).
 */

export interface TImageSize {
  type: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(bytes: Buffer): TImageSize | null {
  // The signature, then the first chunk, which must be IHDR: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The start-of-frame markers: SOF0–SOF3, SOF5–SOF7, SOF9–SOF11, SOF13–SOF15 (baseline, extended, progressive,
 * lossless, arithmetic). C4 (DHT), C8 (JPG) and CC (DAC) share the range and are not frames.
 */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Buffer): TImageSize | null {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    // Any number of 0xFF fill bytes may stand before a marker.
    while (offset < bytes.length && bytes[offset] === 0xff) offset += 1;
    const marker = bytes[offset];
    offset += 1;
    if (marker === undefined) return null;
    // Markers without a segment: TEM and the restart markers (a stray SOI too).
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // The scan or the end came before any frame: not an image whose size can be told.
    if (marker === 0xda || marker === 0xd9) return null;
    if (offset + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // Length (2), precision (1), height (2), width (2).
      if (offset + 7 > bytes.length) return null;
      return { type: 'image/jpeg', height: bytes.readUInt16BE(offset + 3), width: bytes.readUInt16BE(offset + 5) };
    }
    offset += length;
  }
  return null;
}

function webpSize(bytes: Buffer): TImageSize | null {
  const chunk = bytes.toString('latin1', 12, 16);
  const data = 20;
  if (chunk === 'VP8 ') {
    // A lossy key frame: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height (2 bits of scale).
    if (bytes.length < data + 10) return null;
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
    return {
      type: 'image/webp',
      width: bytes.readUInt16LE(data + 6) & 0x3fff,
      height: bytes.readUInt16LE(data + 8) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    // Lossless: the signature 0x2F, then 14 bits of width - 1 and 14 bits of height - 1, least significant first.
    if (bytes.length < data + 5 || bytes[data] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(data + 1);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Extended: flags (1), reserved (3), canvas width - 1 (3, little-endian), canvas height - 1 (3).
    if (bytes.length < data + 10) return null;
    return { type: 'image/webp', width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1 };
  }
  return null;
}

/** The image's type and pixel size from its header, or null when it is not a PNG, JPEG or WebP whose size shows. */
export function imageSize(bytes: Buffer): TImageSize | null {
  let size: TImageSize | null = null;
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) size = pngSize(bytes);
  else if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) size = jpegSize(bytes);
  else if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    size = webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
