import type { FastifyServerOptions } from 'fastify';

/** Query parameters that may carry secrets (set-password and reset links). */
const SECRET_QUERY_PARAMETERS = /([?&](?:token|code|password|secret|key)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

/**
 * Structured JSON logs (pino). Requests are logged by method, redacted URL and address only: headers (the bearer
 * token) and bodies (passwords) never reach a log line; the redact list is a second line of defence for objects
 * that code logs by hand.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.c_password',
        '*.token',
        '*.passwordHash',
        'body.password',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
