import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let testApp: TTestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'frs-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'app-1234.js'), 'console.log("app")');
  testApp = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await testApp.app.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
  testApp.app.inject({ method: 'GET', url, headers: { accept } });

describe('web app serving', () => {
  it('serves index.html for / and every client route, with the CSP nonce of the response', async () => {
    for (const url of ['/', '/login', '/search', '/flights/12', '/no-such-page?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(response.body).toContain(`content="${nonce}"`);
      expect(response.body).not.toContain('__CSP_NONCE__');
    }
  });

  it('gives each response its own nonce', async () => {
    const first = await get('/search');
    const second = await get('/search');
    expect(first.body).not.toBe(second.body);
  });

  it('never serves the raw index.html with its placeholder', async () => {
    const response = await get('/index.html');
    expect(response.body).not.toContain('__CSP_NONCE__');
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await get('/assets/app-1234.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset or an unknown API path with a JSON 404', async () => {
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
    // A path under the API prefix that no endpoint declares: no SPA fallback for it.
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
