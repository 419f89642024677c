import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_RESPONSE_BYTES } from '@frs/contract';
import { AddressNotAllowedError, guardedLookup, isBlockedAddress } from './address-policy';

/** One POST of a delivery and what came of it. */
export interface TSendResult {
  /** 2xx. */
  ok: boolean;
  /** Worth another attempt: 5xx, 408, 429, a timeout or a connection error. */
  retryable: boolean;
  status: number | null;
  /** The first WEBHOOK_RESPONSE_BYTES of the answer, or the error that stopped it. */
  body: string;
  latencyMs: number;
}

export interface TSendOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_INSECURE=true: no address check (a local receiver). */
  allowInsecure: boolean;
}

const RETRYABLE_CODES = new Set([408, 429]);

/**
 * POSTs a delivery: no redirect is followed (a 3xx is a failure, so a redirect cannot lead to an internal address),
 * the whole exchange is bounded by `timeoutMs`, and at most WEBHOOK_RESPONSE_BYTES of the answer are read before the
 * socket is dropped. Every address is checked (address-policy.ts) unless `allowInsecure`.
 */
export function sendWebhook(options: TSendOptions): Promise<TSendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<TSendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<TSendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    const fail = (error: unknown) => {
      const refused = error instanceof AddressNotAllowedError;
      const message = error instanceof Error ? error.message : String(error);
      finish({ ok: false, retryable: !refused, status: null, body: message.slice(0, WEBHOOK_RESPONSE_BYTES) });
    };

    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      fail(new Error('invalid URL'));
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowInsecure) {
      // A literal address never goes through the lookup: checked here. Plain http is never allowed without the flag.
      if ((isIP(host) !== 0 && isBlockedAddress(host)) || url.protocol !== 'https:') {
        fail(new AddressNotAllowedError(host));
        return;
      }
    }
    const client = url.protocol === 'https:' ? https : http;
    const timer = setTimeout(() => {
      request.destroy(new Error(`timeout after ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const request = client.request(url, {
      method: 'POST',
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(options.body)),
        'user-agent': 'FRS-Webhooks/1',
      },
      // A fresh connection per delivery, resolved (and checked) by our lookup: no pooled socket to another address.
      agent: false,
      lookup: options.allowInsecure ? undefined : guardedLookup,
    });
    request.on('error', fail);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_BYTES).toString('utf8');
        const ok = status >= 200 && status < 300;
        const redirect = status >= 300 && status < 400;
        finish({
          ok,
          retryable: !ok && (status >= 500 || RETRYABLE_CODES.has(status)),
          status,
          body: redirect ? `redirect not followed: ${response.headers.location ?? ''}`.slice(0, 4096) : text,
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= WEBHOOK_RESPONSE_BYTES) done();
      });
      response.on('end', done);
      response.on('error', (error) => (settled ? undefined : fail(error)));
    });
    request.end(options.body);
  });
}
