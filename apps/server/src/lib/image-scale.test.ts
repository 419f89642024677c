import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isOverImageLimits, isPixelLimitError, scaleDownImage } from './image-scale';
import { imageSize } from './image-size';

/** A real image with a transparent half (RGBA) or without alpha (RGB), so that scaling has something to keep. */
async function halfTransparent(width: number, height: number, alpha: boolean) {
  const opaque = await sharp({
    create: { width, height: Math.ceil(height / 2), channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const canvas = sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: alpha ? 0 : 1 } },
  }).composite([{ input: opaque, top: 0, left: 0 }]);
  return alpha ? canvas : canvas.removeAlpha();
}

async function scaled(bytes: Buffer, maxSide = 600, maxInputPixels = 16_000_000) {
  return scaleDownImage(bytes, imageSize(bytes)!, { maxSide, maxInputPixels });
}

describe('isOverImageLimits', () => {
  it('allows 4096 a side and 16 megapixels, and nothing more', () => {
    expect(isOverImageLimits({ width: 4096, height: 3906 })).toBe(false);
    expect(isOverImageLimits({ width: 4000, height: 4000 })).toBe(false);
    expect(isOverImageLimits({ width: 4097, height: 10 })).toBe(true);
    expect(isOverImageLimits({ width: 10, height: 8000 })).toBe(true);
    expect(isOverImageLimits({ width: 4096, height: 4096 })).toBe(true);
  });
});

describe('scaleDownImage', () => {
  it('scales a PNG to the longest side, keeping its aspect and its transparency', async () => {
    const png = await (await halfTransparent(3000, 1200, true)).png().toBuffer();
    const result = await sharp(await scaled(png)).metadata();
    expect(result).toMatchObject({ format: 'png', width: 600, height: 240, hasAlpha: true });
    // The lower half stays see-through: its alpha is 0, the upper half's 255.
    const { data, info } = await sharp(await scaled(png))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(300, 10)).toBe(255);
    expect(alphaAt(300, 230)).toBe(0);
  });

  it('keeps a JPEG a JPEG and a WebP a WebP, a tall one scaled by its height', async () => {
    const jpeg = await (await halfTransparent(1000, 3000, false)).jpeg().toBuffer();
    expect(await sharp(await scaled(jpeg)).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 600 });
    const webp = await (await halfTransparent(1800, 900, true)).webp().toBuffer();
    expect(await sharp(await scaled(webp)).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 300,
      hasAlpha: true,
    });
  });

  it('gives an image already small enough back as it is, byte for byte', async () => {
    const png = await (await halfTransparent(600, 100, true)).png().toBuffer();
    expect(await scaled(png)).toBe(png);
  });

  it('refuses to decode more pixels than allowed, whatever the header reader said', async () => {
    const png = await (await halfTransparent(2000, 1000, true)).png().toBuffer();
    const refusal = await scaled(png, 600, 1_000_000).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isPixelLimitError(refusal)).toBe(true);
    // A damaged image is refused too, but not for its pixels.
    const damaged = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200)]);
    const failure = await scaled(damaged).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isPixelLimitError(failure)).toBe(false);
  });
});
