import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../lib/logger';

/** Probes of load balancers: logged only at debug, or they would be most of the log. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);
const API_PREFIXES = ['/api/', '/user/', '/exchange/'];

function isQuiet(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  if (PROBE_PATHS.has(path)) return true;
  // The web app's static files (scripts, styles, fonts, images): a page load fetches dozens.
  return request.method === 'GET' && !API_PREFIXES.some((prefix) => path.startsWith(prefix)) && path.includes('.');
}

/**
 * One log line per request, when its answer has gone: request id, method, redacted URL, status and milliseconds.
 * (Fastify's own request logging writes two lines per request; it is turned off in app.ts.) Server errors are also
 * logged with their stack by the errors plugin.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    // A 503 is the database being away, already logged once as a warning by the errors plugin.
    const level = status >= 500 && status !== 503 ? 'error' : isQuiet(request) ? 'debug' : 'info';
    request.log[level](
      { method: request.method, url: redactUrl(request.url), status, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });
});
