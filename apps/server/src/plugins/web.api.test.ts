import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

const BIG_SCRIPT = Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index};`).join('\n');

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
  // What the build's precompress step writes beside a large file.
  writeFileSync(join(distDir, 'assets', 'big-5678.js'), BIG_SCRIPT);
  writeFileSync(join(distDir, 'assets', 'big-5678.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(distDir, 'assets', 'big-5678.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(
    join(distDir, 'route-preloads.json'),
    JSON.stringify({
      login: ['/assets/login-1.js'],
      search: ['/assets/search-1.js'],
      reservationEdit: ['/assets/edit-1.js', '/assets/grid-1.js'],
    }),
  );
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), '{}');
  testApp = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await testApp.app.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml', acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

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

  it("sends a hashed asset only the headers a script needs, and the page's policy only with the page", async () => {
    const script = await get('/assets/app-1234.js', '*/*');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect(script.headers[pageOnly], pageOnly).toBeUndefined();
    const page = await get('/search');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers a missing asset or an unknown API path with a JSON 404', async () => {
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
    // A path under the API prefix that no endpoint declares: no SPA fallback for it.
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it("sends the build's compressed copy the browser accepts, brotli first, still cached for good", async () => {
    const brotli = await get('/assets/big-5678.js', '*/*', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await get('/assets/big-5678.js', '*/*', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await get('/assets/big-5678.js', '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses JSON answers above 1 KB, and leaves small ones as they are', async () => {
    const large = await get('/api/docs/json', 'application/json', 'br, gzip');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as { openapi?: string };
    expect(document.openapi).toBeTruthy();

    const gzipped = await get('/api/docs/json', 'application/json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', 'application/json', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('status');
  });

  it("does not serve the build's manifest or its preload list", async () => {
    expect((await get('/.vite/manifest.json', '*/*')).statusCode).toBe(404);
    expect((await get('/route-preloads.json', '*/*')).statusCode).toBe(404);
  });

  it("lists a screen's scripts as module preloads in the index.html of its URL, and only there", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads((await get('/search')).body)).toEqual(['/assets/search-1.js']);
    expect(preloads((await get('/search?from=EVN')).body)).toEqual(['/assets/search-1.js']);
    expect(preloads((await get('/reservation/edit/12')).body)).toEqual(['/assets/edit-1.js', '/assets/grid-1.js']);
    expect(preloads((await get('/')).body)).toEqual(['/assets/login-1.js']);
    expect(preloads((await get('/login')).body)).toEqual(['/assets/login-1.js']);
    for (const url of ['/register', '/reservation/edit/12/more', '/no-such-page']) {
      expect(preloads((await get(url)).body), url).toEqual([]);
    }
    const page = await get('/reservation/edit/12');
    expect(page.body).not.toContain('__CSP_NONCE__');
  });
});
