import sharp from 'sharp';
import type { TImageSize } from './image-size';

/**
 * Image limits and scaling (sharp, libvips). Decoding costs what the pixels cost, not what the bytes do (an 8000 ×
 * 8000 PNG of one colour is 249 KB and 256 MB decoded), so sizes are judged by the header (`image-size.ts`) before
 * any decoding, and every decoding is bounded by `limitInputPixels` as well, in case libvips reads a size the header
 * reader did not. sharp does its work on libuv's threads: the requests' thread only waits for it.
 */

/** An uploaded image's most pixels a side. */
export const IMAGE_MAX_SIDE = 4096;
/** An uploaded image's most pixels in all (16 megapixels: 4096 × 4096 is over). */
export const IMAGE_MAX_PIXELS = 16_000_000;
/**
 * The longest side of an image the documents draw: the letterhead's logo is at most 150 × 60 points, the signature
 * 140 × 50, so 600 pixels print at about 290 dpi.
 */
export const DOCUMENT_IMAGE_SIDE = 600;

// Each image is decoded once: libvips' operation cache would only keep its pixels in memory.
sharp.cache(false);

/** Whether an image of this size is over the upload limits. */
export function isOverImageLimits(size: Pick<TImageSize, 'width' | 'height'>): boolean {
  return size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE || size.width * size.height > IMAGE_MAX_PIXELS;
}

/** Whether sharp refused an image for its pixels (`limitInputPixels`), rather than for being damaged. */
export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * The image scaled down to at most `maxSide` pixels on its longest side, keeping its aspect, its type and its
 * transparency (the orientation a JPEG's EXIF asks for is applied, as its tag goes with the other metadata). An
 * image already small enough is given back as it is. Throws when the image cannot be decoded, or has more than
 * `maxInputPixels` (`isPixelLimitError`).
 */
export async function scaleDownImage(
  bytes: Buffer,
  size: TImageSize,
  options: { maxSide: number; maxInputPixels: number },
): Promise<Buffer> {
  if (Math.max(size.width, size.height) <= options.maxSide) return bytes;
  const scaled = sharp(bytes, { limitInputPixels: options.maxInputPixels })
    .rotate()
    .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
  switch (size.type) {
    case 'image/png':
      return scaled.png({ compressionLevel: 9 }).toBuffer();
    case 'image/jpeg':
      return scaled.jpeg({ quality: 90 }).toBuffer();
    case 'image/webp':
      return scaled.webp({ quality: 90 }).toBuffer();
  }
}
