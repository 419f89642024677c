import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A real webhook receiver for the tests (issue 33): an HTTP server on 127.0.0.1 that verifies every delivery with
 * the `standardwebhooks` package's own `Webhook.verify` against the secrets a test gives each path, and records what
 * came. Each path answers 200 unless the test sets an answer for it; `stop()` and `resume()` take it off the port and
 * back (the same port), so deliveries meet a refused connection meanwhile.
 */

export interface TReceivedWebhook {
  path: string;
  /** `webhook-id` */
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  type: string;
  data: Record<string, unknown>;
  /** Which of the path's secrets verified it (their indexes); empty: none did. */
  verifiedBy: number[];
  status: number;
  at: number;
}

export type TAnswer = (
  received: TReceivedWebhook,
  count: number,
) => { status: number; body?: string; headers?: Record<string, string> };

export interface TWebhookReceiver {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  received: TReceivedWebhook[];
  /** TCP connections accepted so far (a refused address must not even connect). */
  connections: () => number;
  secrets: Map<string, string[]>;
  answers: Map<string, TAnswer>;
  /** Waits until `predicate` holds over what was received (polling), or fails after `timeoutMs`. */
  waitFor(predicate: (received: TReceivedWebhook[]) => boolean, timeoutMs?: number, what?: string): Promise<void>;
  /** Called with each delivery as it arrives (the bench times them). */
  onDelivery?: (received: TReceivedWebhook) => void;
  stop(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

export async function startWebhookReceiver(): Promise<TWebhookReceiver> {
  const received: TReceivedWebhook[] = [];
  const secrets = new Map<string, string[]>();
  const answers = new Map<string, TAnswer>();
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  let connections = 0;
  let port = 0;

  const listen = (server: Server) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  const build = () => {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = (request.url ?? '/').split('?')[0]!;
        const headers = {
          'webhook-id': header(request.headers, 'webhook-id'),
          'webhook-timestamp': header(request.headers, 'webhook-timestamp'),
          'webhook-signature': header(request.headers, 'webhook-signature'),
        };
        const verifiedBy = (secrets.get(path) ?? []).flatMap((secret, index) => {
          try {
            new Webhook(secret).verify(body, headers);
            return [index];
          } catch {
            return [];
          }
        });
        let parsed: { type?: string; data?: Record<string, unknown> } = {};
        try {
          parsed = JSON.parse(body) as typeof parsed;
        } catch {
          // recorded as it came
        }
        const entry: TReceivedWebhook = {
          path,
          id: headers['webhook-id'],
          timestamp: headers['webhook-timestamp'],
          signature: headers['webhook-signature'],
          body,
          type: parsed.type ?? '',
          data: parsed.data ?? {},
          verifiedBy,
          status: 200,
          at: performance.now(),
        };
        const count = (counts.get(path) ?? 0) + 1;
        counts.set(path, count);
        const answer = answers.get(path)?.(entry, count) ?? { status: 200, body: 'ok' };
        entry.status = answer.status;
        received.push(entry);
        receiver.onDelivery?.(entry);
        response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        response.end(answer.body ?? '');
      });
    });
    server.on('connection', (socket) => {
      connections += 1;
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return server;
  };

  let server = build();
  await listen(server);
  port = (server.address() as AddressInfo).port;

  const closeServer = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  const receiver: TWebhookReceiver = {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    connections: () => connections,
    secrets,
    answers,
    waitFor: async (predicate, timeoutMs = 10_000, what = 'deliveries') => {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) {
          throw new Error(
            `timed out waiting for ${what}; received: ${received.map((r) => `${r.path} ${r.type}`).join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: closeServer,
    resume: async () => {
      server = build();
      await listen(server);
    },
    close: closeServer,
  };
  return receiver;
}
