import { createHash, timingSafeEqual } from 'node:crypto';
import { metricsRegistry } from '../../lib/metrics';

/** The path Prometheus scrapes, on the main port (with METRICS_TOKEN) and on METRICS_PORT. */
export const METRICS_PATH = '/metrics';

const BEARER = /^Bearer +(\S+) *$/i;

/** The SHA-256 of a token: compared in constant time whatever the lengths. */
const digestOf = (token: string) => createHash('sha256').update(token).digest();

/** Whether an Authorization header carries `token` as its bearer (compared in constant time). */
export function tokenMatcher(token: string): (authorization: string | undefined) => boolean {
  const expected = digestOf(token);
  return (authorization) => {
    const given = authorization ? BEARER.exec(authorization)?.[1] : undefined;
    return given !== undefined && timingSafeEqual(digestOf(given), expected);
  };
}

/** The process's metrics in Prometheus' text format, and its content type. */
export async function scrape(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
