import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '@frs/contract';
import { injectEndpoint } from '../../test/endpoint-call';
import { createTestApp, type TTestApp } from '../../test/test-app';

/** HSTS (issue 30): sent when the app is reached over https (PUBLIC_URL), never to a plain-HTTP deployment. */

let https: TTestApp;
let plain: TTestApp;
beforeAll(async () => {
  [https, plain] = await Promise.all([
    createTestApp({ publicUrl: 'https://b2b.agency.test' }),
    createTestApp({ publicUrl: 'http://frs.office.lan:8080' }),
  ]);
});
afterAll(async () => {
  await Promise.all([https.app.close(), plain.app.close()]);
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when PUBLIC_URL is https', async () => {
    const health = await injectEndpoint(https.app, AUTH_ENDPOINTS.health);
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const refused = await injectEndpoint(https.app, AUTH_ENDPOINTS.login, { body: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await https.app.inject({ method: 'GET', url: '/nowhere.js' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent when PUBLIC_URL is plain http (the other security headers are)', async () => {
    const health = await injectEndpoint(plain.app, AUTH_ENDPOINTS.health);
    expect(health.statusCode).toBe(200);
    expect(health.headers).not.toHaveProperty('strict-transport-security');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
  });
});
