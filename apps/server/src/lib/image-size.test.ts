import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

/** A real image of the size, encoded by libvips (sharp): what browsers and cameras write. */
function image(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background: { r: 40, g: 120, b: 200, alpha: 0.5 } } });
}

/** A PNG's signature and IHDR claiming a size, with nothing after it: enough for the header, never decodable. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 6;
  return header;
}

/** A JPEG's segments: SOI, then each [marker, payload] with its length, then EOI. */
function jpegOf(segments: readonly (readonly [number, Buffer])[]): Buffer {
  const parts: Buffer[] = [Buffer.from([0xff, 0xd8])];
  for (const [marker, payload] of segments) {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    parts.push(head, payload);
  }
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

function frame(width: number, height: number): Buffer {
  const payload = Buffer.alloc(6);
  payload[0] = 8;
  payload.writeUInt16BE(height, 1);
  payload.writeUInt16BE(width, 3);
  payload[5] = 0;
  return payload;
}

describe('imageSize', () => {
  it('reads a PNG from its IHDR, with or without transparency', async () => {
    expect(imageSize(await image(640, 480).png().toBuffer())).toEqual({ type: 'image/png', width: 640, height: 480 });
    expect(imageSize(await image(7, 4096, 4).png().toBuffer())).toEqual({ type: 'image/png', width: 7, height: 4096 });
    // A header alone tells the size it claims: the upload refuses 8000 × 8000 before anything decodes it.
    expect(imageSize(pngHeader(8000, 8000))).toEqual({ type: 'image/png', width: 8000, height: 8000 });
  });

  it('reads baseline and progressive JPEGs from their SOF marker, past the segments before it', async () => {
    const baseline = await image(1200, 800).jpeg().withMetadata().toBuffer();
    expect(imageSize(baseline)).toEqual({ type: 'image/jpeg', width: 1200, height: 800 });
    const progressive = await image(333, 2111).jpeg({ progressive: true }).toBuffer();
    // SOF2 (FF C2) is the progressive frame; its size is read like the baseline's.
    expect(progressive.includes(Buffer.from([0xff, 0xc2]))).toBe(true);
    expect(imageSize(progressive)).toEqual({ type: 'image/jpeg', width: 333, height: 2111 });
  });

  it('skips the markers that look like frames but are not (DHT, DAC), and fill bytes', () => {
    const table = Buffer.alloc(20, 1);
    const withTables = jpegOf([
      [0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')],
      [0xc4, table],
      [0xcc, Buffer.alloc(2)],
      [0xc2, frame(4100, 10)],
    ]);
    expect(imageSize(withTables)).toEqual({ type: 'image/jpeg', width: 4100, height: 10 });
    const filled = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xff, 0xff]), withTables.subarray(3)]);
    expect(imageSize(filled)).toEqual({ type: 'image/jpeg', width: 4100, height: 10 });
  });

  it('gives no size for a JPEG whose scan or end comes before any frame, or that stops short', async () => {
    expect(imageSize(jpegOf([[0xda, Buffer.alloc(10)]]))).toBeNull();
    expect(imageSize(jpegOf([[0xe1, Buffer.alloc(10)]]))).toBeNull();
    const real = await image(50, 60).jpeg().toBuffer();
    const frameAt = real.indexOf(Buffer.from([0xff, 0xc0]));
    expect(imageSize(real.subarray(0, frameAt + 5))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it('reads lossy (VP8), lossless (VP8L) and extended (VP8X) WebP files', async () => {
    const variants = [
      ['VP8 ', await image(1023, 769).webp().toBuffer(), 1023, 769],
      ['VP8L', await image(4096, 3, 4).webp({ lossless: true }).toBuffer(), 4096, 3],
      // Lossy with an alpha channel is written as VP8X (the canvas), then ALPH and VP8 chunks.
      ['VP8X', await image(5000, 2, 4).webp({ alphaQuality: 50 }).toBuffer(), 5000, 2],
    ] as const;
    for (const [chunk, bytes, width, height] of variants) {
      expect(bytes.toString('latin1', 12, 16), chunk).toBe(chunk);
      expect(imageSize(bytes), chunk).toEqual({ type: 'image/webp', width, height });
    }
  });

  it('gives no size for what is not an image, or an image without a size', () => {
    expect(imageSize(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageSize(pngHeader(0, 10))).toBeNull();
    // A PNG whose first chunk is not IHDR.
    const noHeader = pngHeader(10, 10);
    noHeader.write('tEXt', 12, 'latin1');
    expect(imageSize(noHeader)).toBeNull();
    expect(imageSize(Buffer.from('RIFF\0\0\0\0WEBPVP8 \0\0\0\0\0\0\0\0\0\0\0\0\0\0', 'latin1'))).toBeNull();
  });
});
