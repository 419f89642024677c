import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query parameters that may carry secrets (set-password and reset links). */
const SECRET_QUERY_PARAMETERS = /([?&](?:token|code|password|secret|key)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

/**
 * Structured JSON logs (pino), written asynchronously: a request never waits for the terminal or the log file
 * (pino flushes what is buffered when the process exits). Each request is one line (plugins/request-log.ts) with its
 * method, redacted URL, status and time: headers (the bearer token) and bodies (passwords) never reach a log line;
 * the redact list is a second line of defence for objects that code logs by hand.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    stream: pino.destination({ dest: 1, sync: false }),
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
