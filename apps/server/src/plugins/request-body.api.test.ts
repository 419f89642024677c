import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ENDPOINTS,
  LANGUAGES,
  MAIL_ENDPOINTS,
  SEND_EMAIL_FIELDS,
  textsOf,
  UPLOAD_ENDPOINTS,
  UPLOAD_FIELD,
  USER_ENDPOINTS,
  type TEndpointDefinition,
  type TErrorBody,
} from '@frs/contract';
import { injectEndpoint } from '../../test/endpoint-call';
import { userWithToken } from '../../test/factories';
import { malformedMultipartBodies, multipartForm, pngBytes } from '../../test/multipart';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { MAX_JSON_DEPTH } from './json-body';

/**
 * Request bodies that broke the server before it read them (issue 30): JSON nested thousands deep overflowed the
 * stack of the walks over the parsed value, and multipart bodies without a boundary or cut short failed in the
 * parser. Each is a 400 now, before or instead of any walk.
 */

let testApp: TTestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await userWithToken(testApp.app, testApp.database.db, 'Super Admin');
});
afterAll(async () => {
  await testApp.app.close();
});

const JSON_HEADERS = { 'content-type': 'application/json', 'accept-language': 'en' };
const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('deeply nested JSON', () => {
  it('is refused with 400 at login, without a token, in the language asked for', async () => {
    for (const body of [deepArrays(4_000), deepObjects(10_000)]) {
      const response = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, { body, headers: JSON_HEADERS });
      expect(response.statusCode).toBe(400);
      expect(response.json<TErrorBody>()).toEqual({
        code: 'JSON_TOO_DEEP',
        message: `The request body is nested too deeply (${MAX_JSON_DEPTH} levels at most)`,
      });
    }
    for (const language of LANGUAGES) {
      const response = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, {
        body: deepArrays(100),
        headers: { ...JSON_HEADERS, 'accept-language': language },
      });
      expect(response.json<TErrorBody>().message).toBe(
        textsOf(language).errors.JSON_TOO_DEEP.replace('{{depth}}', String(MAX_JSON_DEPTH)),
      );
    }
  });

  it('is refused with 400 on an authenticated route, after the token is checked', async () => {
    const body = deepObjects(10_000);
    const refused = await injectEndpoint(testApp.app, USER_ENDPOINTS.list, {
      body,
      headers: { ...JSON_HEADERS, ...admin.headers },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TErrorBody>().code).toBe('JSON_TOO_DEEP');
    const anonymous = await injectEndpoint(testApp.app, USER_ENDPOINTS.list, { body, headers: JSON_HEADERS });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is read as usual up to the limit, and prototype keys are still refused', async () => {
    const atTheLimit = await injectEndpoint(testApp.app, USER_ENDPOINTS.list, {
      body: `{"page":0,"pageSize":10,"filter":${deepObjects(MAX_JSON_DEPTH - 1)}}`,
      headers: { ...JSON_HEADERS, ...admin.headers },
    });
    expect(atTheLimit.statusCode).toBe(400);
    expect(atTheLimit.json<TErrorBody>().code).toBe('VALIDATION_FAILED');
    const page = await injectEndpoint(testApp.app, USER_ENDPOINTS.list, {
      body: '{"page":0,"pageSize":10}',
      headers: { ...JSON_HEADERS, ...admin.headers },
    });
    expect(page.statusCode, page.body).toBe(200);
    for (const body of ['{"__proto__":{"role":"Super Admin"}}', '{"constructor":{"prototype":{"role":1}}}']) {
      const response = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, { body, headers: JSON_HEADERS });
      expect(response.statusCode, body).toBe(400);
      expect(response.json<TErrorBody>().code).toBe('MALFORMED_JSON');
    }
  });
});

const FORM_UNREADABLE = 'The form did not arrive whole and could not be read: please send it again';

describe('malformed multipart bodies', () => {
  const routes: [string, TEndpointDefinition, Record<string, string | number>, string][] = [
    ['an upload', UPLOAD_ENDPOINTS.upload, { kind: 'companyLogo' }, UPLOAD_FIELD],
    ['send-email', MAIL_ENDPOINTS.sendEmail, {}, SEND_EMAIL_FIELDS.attachments],
  ];
  it.each(routes)('are refused with 400 on the file field of %s', async (_, endpoint, params, field) => {
    for (const form of malformedMultipartBodies(field)) {
      const response = await injectEndpoint(testApp.app, endpoint, {
        params,
        body: form.payload,
        headers: { ...admin.headers, ...form.headers, 'accept-language': 'en' },
      });
      expect(response.statusCode, `${form.title}: ${response.body}`).toBe(400);
      expect(response.json<TErrorBody>().errors?.[field], form.title).toBe(
        form.unreadable ? FORM_UNREADABLE : 'Choose a file',
      );
    }
  });

  it('still answers a file over the limit with its limit, and a sound upload with the stored file', async () => {
    const big = multipartForm(
      [],
      [{ field: UPLOAD_FIELD, fileName: 'a.png', contentType: 'image/png', bytes: pngBytes(2 * 1024 * 1024 + 1) }],
    );
    const tooLarge = await injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.upload, {
      params: { kind: 'companyLogo' },
      body: big.payload,
      headers: { ...admin.headers, ...big.headers, 'accept-language': 'en' },
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json<TErrorBody>().errors).toEqual({ [UPLOAD_FIELD]: 'The file cannot be larger than 2 MB' });
    const sound = multipartForm(
      [],
      [{ field: UPLOAD_FIELD, fileName: 'a.png', contentType: 'image/png', bytes: pngBytes() }],
    );
    const stored = await injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.upload, {
      params: { kind: 'companyLogo' },
      body: sound.payload,
      headers: { ...admin.headers, ...sound.headers },
    });
    expect(stored.statusCode, stored.body).toBe(201);
  });
});
