import { readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ENDPOINTS, type TErrorBody, type TLanguage, type TUpload } from '@frs/contract';
import { uploads } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { createUser, loginAs } from '../../../test/factories';
import { multipartFile } from '../../../test/multipart';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Issue 30, item 5: an image is judged by its pixels, not its bytes. A header claiming too many pixels is refused
 * before anything decodes it; logos and signatures are stored at the size the documents draw them.
 */

let testApp: TTestApp;
let adminToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createUser(testApp.database.db, { role: 'Admin' });
  adminToken = (await loginAs(testApp.app, admin.email)).token;
});

afterAll(async () => {
  await testApp.app.close();
});

const TOO_LARGE: Record<TLanguage, string> = {
  en: 'The image is too large: at most 4096 pixels a side and 16 megapixels in all',
  hy: 'Պատկերը չափազանց մեծ է․ առավելագույնը 4096 պիքսել յուրաքանչյուր կողմում և ընդամենը 16 մեգապիքսել',
  ru: 'Изображение слишком большое: не более 4096 пикселей по стороне и 16 мегапикселей всего',
};

function upload(kind: string, bytes: Buffer, options: { contentType?: string; language?: TLanguage } = {}) {
  const { payload, headers } = multipartFile({
    fileName: 'image',
    contentType: options.contentType ?? 'image/png',
    bytes,
  });
  return injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.upload, {
    params: { kind },
    body: payload,
    token: adminToken,
    headers: { ...headers, 'accept-language': options.language ?? 'en' },
  });
}

async function storedUploads() {
  const [row] = await testApp.database.db.select({ rows: count() }).from(uploads);
  return { rows: row?.rows ?? 0, files: readdirSync(testApp.uploadsDir).length };
}

/** A PNG's signature and an IHDR claiming the size, then a few bytes of nothing: small, and never decodable. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 6;
  return header;
}

/** A real image, half opaque red and half transparent (or black, without alpha). */
async function realImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp') {
  const top = await sharp({
    create: { width, height: Math.ceil(height / 2), channels: 4, background: { r: 220, g: 20, b: 60, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: top, top: 0, left: 0 }])
    [format]();
  return image.toBuffer();
}

async function served(upload: TUpload): Promise<Buffer> {
  const response = await testApp.app.inject({ method: 'GET', url: upload.url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('image size at upload', () => {
  it('refuses an image whose header claims more than 4096 pixels a side, naming the file field, in every language', async () => {
    const before = await storedUploads();
    // 64 bytes claiming 8000 × 8000: 256 MB once decoded.
    const claim = pngClaiming(8000, 8000);
    for (const language of ['en', 'hy', 'ru'] as const) {
      const response = await upload('ticketLogo', claim, { language });
      expect(response.statusCode, language).toBe(400);
      expect(response.json<TErrorBody>().errors, language).toEqual({ file: TOO_LARGE[language] });
    }
    // A wide one, of every kind: the limit is the same for hotel photos.
    const wide = await upload('hotelPhoto', pngClaiming(5000, 100));
    expect(wide.json<TErrorBody>().errors).toEqual({ file: TOO_LARGE.en });
    expect(await storedUploads()).toEqual(before);
  });

  it('refuses more than 16 megapixels under 4096 a side (a real 4096 × 4096 PNG)', async () => {
    const before = await storedUploads();
    const square = await sharp({
      create: { width: 4096, height: 4096, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png()
      .toBuffer();
    expect(square.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload('companyLogo', square);
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ file: TOO_LARGE.en });
    expect(await storedUploads()).toEqual(before);
  });

  it('refuses an image whose size cannot be read as a file of no accepted type', async () => {
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x04, 0x00, 0x00, 0xff, 0xd9]);
    const response = await upload('hotelPhoto', noFrame, { contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ file: 'This type of file is not accepted' });
  });

  it('stores a large logo scaled to what the documents draw, keeping its aspect and its transparency', async () => {
    const original = await realImage(3000, 1200, 'png');
    const response = await upload('ticketLogo', original);
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<TUpload>();
    const bytes = await served(stored);
    expect(stored).toMatchObject({ kind: 'ticketLogo', mimeType: 'image/png', size: bytes.length });
    expect(bytes.length).toBeLessThan(original.length);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 600, height: 240, hasAlpha: true });
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect([alphaAt(300, 20), alphaAt(300, 220)]).toEqual([255, 0]);
  });

  it('scales a signature and a company logo too, each in its own type; a small one is kept byte for byte', async () => {
    const signature = await upload('ticketSignature', await realImage(1000, 2500, 'jpeg'), {
      contentType: 'image/jpeg',
    });
    expect(signature.statusCode).toBe(201);
    expect(await sharp(await served(signature.json<TUpload>())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 240,
      height: 600,
    });
    const webp = await upload('companyLogo', await realImage(1600, 800, 'webp'), { contentType: 'image/webp' });
    expect(await sharp(await served(webp.json<TUpload>())).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 300,
      hasAlpha: true,
    });
    const small = await realImage(500, 200, 'png');
    const kept = await upload('companyLogo', small);
    expect((await served(kept.json<TUpload>())).equals(small)).toBe(true);
  });

  it('keeps a hotel photo and an airline logo as they were sent (only what the documents draw is scaled)', async () => {
    for (const kind of ['hotelPhoto', 'airlineLogo']) {
      const photo = await realImage(2400, 1600, 'jpeg');
      const response = await upload(kind, photo, { contentType: 'image/jpeg' });
      expect(response.statusCode, kind).toBe(201);
      expect((await served(response.json<TUpload>())).equals(photo), kind).toBe(true);
    }
  });
});
