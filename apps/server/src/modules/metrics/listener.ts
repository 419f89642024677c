import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { METRICS_PATH, scrape, tokenMatcher } from './scrape';

export interface TMetricsListener {
  /** The port it listens on (the one asked for, or the free one 0 gave). */
  port: number;
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

/**
 * METRICS_PORT: a listener of its own that serves only `GET /metrics`, so that the scrape can stay off the public
 * port (a firewall keeps this one private). It asks for METRICS_TOKEN too when one is set. Plain node:http: none of
 * the app's hooks, so scrapes do not count as API requests.
 */
export async function startMetricsListener(options: {
  port: number;
  host: string;
  token: string | undefined;
  onError: (error: unknown) => void;
}): Promise<TMetricsListener> {
  const authorized = options.token ? tokenMatcher(options.token) : () => true;
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== METRICS_PATH) return answer(response, 404, 'Not found: metrics are at /metrics\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(response, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
    }
    if (!authorized(request.headers.authorization)) {
      return answer(response, 401, 'Unauthorized\n', { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    const { contentType, body } = await scrape();
    response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.onError(error);
      if (!response.headersSent) answer(response, 500, 'Metrics could not be collected\n');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
