import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ENDPOINTS,
  CURRENCY_ENDPOINTS,
  TEXTS,
  SETTINGS_ENDPOINTS,
  USER_ENDPOINTS,
  type TErrorBody,
} from '@frs/contract';
import { loggerOptions } from './lib/logger';
import { DOCS_PREFIX } from './plugins/docs';
import { endpointTitle, injectEndpoint, urlOf } from '../test/endpoint-call';
import { createUser, loginAs, TEST_PASSWORD } from '../test/factories';
import { OPENAPI_DOCUMENT_URL } from '../test/openapi-walk';
import { createTestApp, type TTestApp } from '../test/test-app';

/** A route of this test only (no declaration): it fails the way a bug would, to check what a 500 shows. */
const CRASH_PATH = '/api/test/crash';

let testApp: TTestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const logger = { ...(loggerOptions('debug') as object), stream };
  testApp = await createTestApp({ logger });
  testApp.app.get(CRASH_PATH, async () => {
    throw new Error('connection string postgres://secret@db/internal failed');
  });
});
afterAll(async () => {
  await testApp.app.close();
});

describe(endpointTitle(AUTH_ENDPOINTS.health), () => {
  it('reports the database kind', async () => {
    const response = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.health);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('OpenAPI document', () => {
  it('is built from the contract schemas and lists the routes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_URL });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const endpoint of [
      AUTH_ENDPOINTS.login,
      USER_ENDPOINTS.profile,
      USER_ENDPOINTS.get,
      CURRENCY_ENDPOINTS.rateByRange,
      SETTINGS_ENDPOINTS.company,
      AUTH_ENDPOINTS.health,
    ]) {
      expect(Object.keys(document.paths), endpoint.path).toContain(endpoint.path);
    }
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['LoginRequest', 'LoginResponse', 'Profile', 'ErrorBody', 'RateRow', 'CompanySettings']),
    );
    const profile = USER_ENDPOINTS.profile;
    expect(document.paths[profile.path][profile.method.toLowerCase()].security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves the documentation UI', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    // A path no endpoint declares, on purpose.
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<TErrorBody>()).toEqual({
      message: TEXTS.hy.errors.ROUTE_NOT_FOUND,
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('hides the internals of a 500', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: CRASH_PATH,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json<TErrorBody>()).toEqual({ message: 'An error occurred', code: 'GENERIC' });
    expect(response.body).not.toContain('secret');
  });

  it('answers a wrong method on a known path with a JSON 404, not a crash', async () => {
    // The login's path with a method it does not declare, on purpose.
    const response = await testApp.app.inject({ method: 'DELETE', url: urlOf(AUTH_ENDPOINTS.login) });
    expect(response.statusCode).toBe(404);
    expect(response.json<TErrorBody>().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual helmet headers, with no nonce on an API answer', async () => {
    const response = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.health);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('nonce');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('logs', () => {
  it('never contain tokens or passwords', async () => {
    const user = await createUser(testApp.database.db);
    const { token } = await loginAs(testApp.app, user.email);
    await injectEndpoint(testApp.app, USER_ENDPOINTS.profile, { token });
    // A token in the query too (no endpoint takes one): the log must redact it as well.
    await injectEndpoint(testApp.app, USER_ENDPOINTS.profile, { query: { token }, token });
    await injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, {
      body: { email: user.email, password: 'wrong-Secret-1' },
    });
    const output = logLines.join('');
    expect(output).toContain(USER_ENDPOINTS.profile.path);
    expect(output).toContain('[redacted]');
    expect(output).not.toContain(token);
    expect(output).not.toContain(token.split('.')[2]);
    expect(output).not.toContain(TEST_PASSWORD);
    expect(output).not.toContain('wrong-Secret-1');
  });
});
