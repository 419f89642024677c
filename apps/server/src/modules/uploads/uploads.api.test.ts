import { readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ENDPOINTS, type TErrorBody, type TUpload } from '@frs/contract';
import { uploads } from '../../db/schema';
import { injectEndpoint, urlOf } from '../../../test/endpoint-call';
import { createUser, loginAs } from '../../../test/factories';
import { multipartFile, pngBytes } from '../../../test/multipart';
import { createTestApp, type TTestApp } from '../../../test/test-app';

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

function upload(kind: string, token: string, file: Parameters<typeof multipartFile>[0]) {
  const { payload, headers } = multipartFile(file);
  return injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.upload, {
    params: { kind },
    body: payload,
    token,
    headers: { ...headers, 'accept-language': 'en' },
  });
}

async function storedUploads() {
  const [row] = await testApp.database.db.select({ rows: count() }).from(uploads);
  return { rows: row?.rows ?? 0, files: readdirSync(testApp.uploadsDir).length };
}

describe('uploads', () => {
  it('stores a PNG logo and serves it back by its unguessable id, without a login', async () => {
    const response = await upload('companyLogo', adminToken, {
      fileName: '../../etc/logo.png',
      contentType: 'image/png',
      bytes: pngBytes(),
    });
    expect(response.statusCode).toBe(201);
    const stored = response.json<TUpload>();
    expect(stored).toMatchObject({ kind: 'companyLogo', mimeType: 'image/png', originalName: 'logo.png' });
    expect(stored.url).toBe(urlOf(UPLOAD_ENDPOINTS.file, { params: { id: stored.id } }));
    const served = await testApp.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(pngBytes())).toBe(true);
  });

  it('refuses an oversized file with a field error and keeps nothing', async () => {
    const before = await storedUploads();
    const response = await upload('companyLogo', adminToken, {
      fileName: 'big.png',
      contentType: 'image/png',
      bytes: pngBytes(2 * 1024 * 1024 + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ file: 'The file cannot be larger than 2 MB' });
    expect(await storedUploads()).toEqual(before);
  });

  it('types a file by its content: a script named .png, an SVG and a PDF are refused', async () => {
    const before = await storedUploads();
    for (const [fileName, contentType, bytes] of [
      ['logo.png', 'image/png', Buffer.from('<script>alert(1)</script>')],
      ['logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
      ['menu.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n')],
    ] as const) {
      const response = await upload('hotelPhoto', adminToken, { fileName, contentType, bytes });
      expect(response.statusCode, fileName).toBe(400);
      expect(response.json<TErrorBody>().errors).toEqual({ file: 'This type of file is not accepted' });
    }
    expect(await storedUploads()).toEqual(before);
  });

  it('asks for a file when the request has none, or names another field', async () => {
    const json = await injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.upload, {
      params: { kind: 'companyLogo' },
      body: {},
      token: adminToken,
      headers: { 'accept-language': 'en' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<TErrorBody>().errors).toEqual({ file: 'Choose a file' });
    const otherField = await upload('companyLogo', adminToken, {
      field: 'picture',
      fileName: 'a.png',
      contentType: 'image/png',
      bytes: pngBytes(),
    });
    expect(otherField.json<TErrorBody>().errors).toEqual({ file: 'Choose a file' });
  });

  it('is for the staff who edit records, and refuses an unknown kind', async () => {
    for (const [role, group] of [
      ['user', null],
      ['Viewer', null],
      ['Admin', 'Reports'],
    ] as const) {
      const user = await createUser(testApp.database.db, { role, adminGroups: group });
      const { token } = await loginAs(testApp.app, user.email);
      const response = await upload('companyLogo', token, {
        fileName: 'a.png',
        contentType: 'image/png',
        bytes: pngBytes(),
      });
      expect(response.statusCode, `${role} ${group}`).toBe(403);
    }
    const unknown = await upload('passport', adminToken, {
      fileName: 'a.png',
      contentType: 'image/png',
      bytes: pngBytes(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<TErrorBody>().errors).toHaveProperty('kind');
  });

  it('refuses a caller without the permission before it checks the kind or the file', async () => {
    const viewer = await createUser(testApp.database.db, { role: 'Viewer' });
    const { token } = await loginAs(testApp.app, viewer.email);
    const file = { fileName: 'a.svg', contentType: 'image/svg+xml', bytes: Buffer.from('<svg/>') };
    expect((await upload('passport', token, file)).statusCode).toBe(403);
    const { payload, headers } = multipartFile(file);
    const anonymous = await injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.upload, {
      params: { kind: 'passport' },
      body: payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.file, {
      params: { id: '2f1c3e2a-8a4b-4c7d-9e0f-1a2b3c4d5e6f' },
    });
    expect(unknown.statusCode).toBe(404);
    // The id is URI-encoded into the path: '..%2F..%2Fetc'.
    const traversal = await injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.file, { params: { id: '../../etc' } });
    expect(traversal.statusCode).toBe(400);
  });
});
