import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy: only the app's own scripts, styles and fonts. index.html also allows the styles that
 * carry its response's nonce (MUI's emotion inserts <style> tags with the nonce it reads from the page, see
 * plugins/web.ts); no other answer has a page to put a nonce in, so none gets one.
 */
const CSP_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['base-uri', "'self'"],
  ['script-src', "'self'"],
  ['script-src-attr', "'none'"],
  ['style-src', "'self'"],
  ['font-src', "'self'"],
  ['img-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'self'"],
  ['manifest-src', "'self'"],
];
const NONCE_DIRECTIVES = new Set(['script-src', 'style-src']);

export function contentSecurityPolicy(nonce?: string): string {
  return CSP_DIRECTIVES.map(([name, value]) =>
    nonce && NONCE_DIRECTIVES.has(name) ? `${name} ${value} 'nonce-${nonce}'` : `${name} ${value}`,
  ).join(';');
}

/** A fresh nonce for one index.html answer. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Helmet's defaults, computed once: helmet rebuilt its middleware and made two nonces on every request, JSON answers
 * included (112 µs of a 178 µs no-op request).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * The headers of the build's hashed files (scripts, styles, fonts under /assets/). A page's policy (CSP, framing,
 * referrer) means nothing on a script, and a cold private screen fetches dozens of them: the full set was about 950
 * bytes of headers on each. What a subresource needs is that the browser never sniffs it into another type, and that
 * other sites cannot embed it.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
});

/** Where the web build's hashed files are served (Vite's assets folder, see plugins/web.ts). */
export const ASSETS_PREFIX = '/assets/';

/** A year, this host and its subdomains (helmet's default, without `preload`: that is a list to apply to by hand). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers of every answer. HSTS only when the app is reached over https (PUBLIC_URL): a plain-HTTP deployment on
 * a LAN must not tell browsers to insist on TLS it does not have.
 */
export function securityHeaders(publicUrl: string | undefined): Readonly<Record<string, string>> {
  if (!publicUrl || new URL(publicUrl).protocol !== 'https:') return SECURITY_HEADERS;
  return Object.freeze({ ...SECURITY_HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY });
}

/**
 * Security headers on every answer; routes that serve a page (index.html, the API docs) replace the CSP. The build's
 * hashed files get only ASSET_HEADERS (and HSTS, which the browser may learn from any answer over https).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { publicUrl?: string | undefined }) => {
  const headers = securityHeaders(options.publicUrl);
  const transport = headers['strict-transport-security'];
  const assetHeaders = transport
    ? Object.freeze({ ...ASSET_HEADERS, 'strict-transport-security': transport })
    : ASSET_HEADERS;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(ASSETS_PREFIX) ? assetHeaders : headers);
    done();
  });
});
