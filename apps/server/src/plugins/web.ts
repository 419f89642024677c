import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorMessage, PRIVATE_ROUTES, PUBLIC_ROUTES } from '@frs/contract';
import { contentSecurityPolicy, newCspNonce } from './security';

/** Paths that belong to the API: an unknown one is a JSON 404, never the app's HTML. */
const API_PREFIXES = ['/api/', '/user/', '/exchange/'];
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

/** Written by the web build (apps/web/build/route-preloads.ts): screen key → the scripts it loads beyond the entry. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A route's path of the contract as a matcher: `/reservation/edit/:id` matches `/reservation/edit/12`. */
function pathMatcher(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

/**
 * The index.html of each screen's URL, with `<link rel="modulepreload">` for the scripts that screen loads beyond the
 * entry: the browser fetches them with the entry, instead of after it has run. (A logged-out visitor of a private URL
 * fetches the shell and that screen in vain before landing on the login page; the login page's own list is small.)
 */
function screenPages(distDir: string, indexHtml: string): { matches: RegExp; html: string }[] {
  const file = join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[] | undefined>;
  return [...PUBLIC_ROUTES, ...PRIVATE_ROUTES].map((route) => {
    const links = (preloads[route.key] ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    return { matches: pathMatcher(route.path), html: indexHtml.replace('</head>', `${links.join('')}</head>`) };
  });
}

function wantsApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the web app's production build: hashed assets with a long cache life, and index.html for every client
 * route (the SPA fallback) with this response's CSP nonce written in (and in its CSP header). Without a build (development, API tests)
 * only the JSON 404 remains.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string | undefined }) => {
  const { distDir } = options;
  const indexHtml = distDir ? readFileSync(join(distDir, 'index.html'), 'utf8') : undefined;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // index.html must go through the fallback below to get its nonce; the manifest and the preload list are for the
      // build's tools and this plugin only.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && pathName !== `/${ROUTE_PRELOADS_FILE}` && !pathName.startsWith('/.vite/'),
      // The build writes a .br and a .gz beside each compressible file (apps/web/build/precompress.ts): they are sent
      // to the browsers that accept them, with no compression work per request.
      preCompressed: true,
      // Vite names every file under assets/ by its content hash, so those never change; anything else may.
      cacheControl: false,
      setHeaders: (response, path) => {
        const hashed = path.startsWith(join(distDir, 'assets'));
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers brotli, gzip or plain by the request's Accept-Encoding: caches must key on it.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const screens = distDir && indexHtml ? screenPages(distDir, indexHtml) : [];
  const pageFor = (request: FastifyRequest, html: string) => {
    const path = request.url.split('?')[0] ?? '';
    return screens.find((screen) => screen.matches.test(path))?.html ?? html;
  };

  // The only answer that gets a nonce: a page whose styles MUI inserts at run time.
  const sendIndex = (reply: FastifyReply, html: string) => {
    const nonce = newCspNonce();
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(html.replace(NONCE_PLACEHOLDER, nonce));
  };

  if (indexHtml) {
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(reply, pageFor(request, indexHtml)));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml && wantsApp(request)) return sendIndex(reply, pageFor(request, indexHtml));
    return reply
      .status(404)
      .send({ message: errorMessage('ROUTE_NOT_FOUND', request.language), code: 'ROUTE_NOT_FOUND' });
  });
});
