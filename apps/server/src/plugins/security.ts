import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';

/**
 * Security headers. The Content-Security-Policy allows only the app's own scripts, and styles from the app's own
 * files or carrying this response's nonce (MUI's emotion inserts <style> tags with the nonce it reads from the
 * page, see plugins/web.ts).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        fontSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    // Plain-HTTP deployments on a LAN exist; HSTS is for the TLS terminator in front to set.
    strictTransportSecurity: false,
  });
});
