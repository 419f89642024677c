import { createSseParser, LAST_EVENT_ID_HEADER, LIVE_ENDPOINTS, type TSseMessage } from '@frs/contract';

/** A live events stream a test reads over HTTP, as the web does (fetch with the bearer header). */
export interface TLiveReader {
  status: number;
  headers: Headers;
  /** Every message so far (comments are not messages). */
  messages: TSseMessage[];
  /** The first message from index `from` on that `match` accepts, waited for up to `timeoutMs`. */
  next(match: (message: TSseMessage) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<TSseMessage>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  /** Disconnects, as a closed tab does. */
  close(): void;
}

export async function openLiveReader(
  baseUrl: string,
  token: string,
  options: { lastEventId?: string | number; acceptEncoding?: string } = {},
): Promise<TLiveReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${LIVE_ENDPOINTS.events.path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.lastEventId === undefined ? {} : { [LAST_EVENT_ID_HEADER]: String(options.lastEventId) }),
      ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}),
    },
    signal: controller.signal,
  });
  const messages: TSseMessage[] = [];
  let wake = () => {};
  const parse = createSseParser((message) => {
    messages.push(message);
    wake();
  });
  let done = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parse(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      wake();
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    messages,
    ended,
    close: () => controller.abort(),
    next: async (match, { from = 0, timeoutMs = 5_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(from).find(match);
        if (found) return found;
        if (done) throw new Error(`the stream ended; messages: ${JSON.stringify(messages)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such message within ${timeoutMs} ms; messages: ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}

/** The JSON data of a message. */
export function dataOf<T = Record<string, unknown>>(message: TSseMessage): T {
  return JSON.parse(message.data) as T;
}
