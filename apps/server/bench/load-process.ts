/**
 * The bench's load generator, in a process of its own (load.ts forks it once and sends it its runs over IPC), so
 * that autocannon does not share a core with the bench's own work, and so that every side of a ratio — the API
 * server, bare Fastify — is loaded alike from outside. A run is plain data (URLs, bodies, tokens): two kinds,
 * requests in turn (`requests`) and bookings of a pre-order then its order (`bookings`). It answers each run with
 * its figures and waits for the next; it exits when its parent goes.
 */
import autocannon from 'autocannon';

/** A request of a `requests` run: the n-th request of the run sends the (n mod length)-th of them. */
export interface TLoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON text. */
  body?: string;
}

export type TLoadRun =
  | {
      kind: 'requests';
      url: string;
      connections: number;
      seconds: number;
      headers: Record<string, string>;
      requests: TLoadRequest[];
    }
  | {
      kind: 'bookings';
      url: string;
      connections: number;
      seconds: number;
      tokens: string[];
      preOrder: { method: string; path: string };
      order: { method: string; path: string };
      /** The pre-orders' JSON bodies, in turn. */
      bodies: string[];
      idempotencyHeader: string;
    };

export interface TLoadFigures {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  /** Answers but 2xx, connection errors and timeouts. */
  failures: number;
  /** bookings runs: bookings done (both calls answered 200), and the rate of them. */
  bookings?: number;
  'tx/s'?: number;
}

/** Requests answered per second over the whole run (autocannon's per-second average drops a short run's tail). */
const rateOf = (result: autocannon.Result) =>
  result.duration > 0 ? Math.round(result.requests.total / result.duration) : 0;

async function runRequests(run: Extract<TLoadRun, { kind: 'requests' }>): Promise<TLoadFigures> {
  let next = 0;
  const result = await autocannon({
    url: run.url,
    connections: run.connections,
    duration: run.seconds,
    headers: run.headers,
    requests: [
      {
        setupRequest: (request) => {
          const item = run.requests[next++ % run.requests.length]!;
          return { ...request, method: item.method, path: item.path, body: item.body };
        },
      },
    ],
  });
  return {
    'req/s': rateOf(result),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** What one autocannon connection carries from the pre-order to its order. */
interface TBookingContext {
  token?: string;
  orderId?: number;
}

async function runBookings(run: Extract<TLoadRun, { kind: 'bookings' }>): Promise<TLoadFigures> {
  let next = 0;
  let bookings = 0;
  let failures = 0;
  const headers = (token: string) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    [run.idempotencyHeader]: crypto.randomUUID(),
  });
  const started = Date.now();
  const result = await autocannon({
    url: run.url,
    connections: run.connections,
    duration: run.seconds,
    requests: [
      {
        method: run.preOrder.method as 'POST',
        path: run.preOrder.path,
        setupRequest: (request, raw) => {
          const context = raw as TBookingContext;
          next += 1;
          const token = run.tokens[next % run.tokens.length]!;
          context.token = token;
          context.orderId = undefined;
          return { ...request, headers: headers(token), body: run.bodies[next % run.bodies.length] };
        },
        onResponse: (status, body, raw) => {
          const context = raw as TBookingContext;
          if (status === 200) context.orderId = (JSON.parse(body) as { id: number }).id;
          else failures += 1;
        },
      },
      {
        method: run.order.method as 'POST',
        path: run.order.path,
        setupRequest: (request, raw) => {
          const context = raw as TBookingContext;
          if (!context.orderId) return undefined as never;
          return {
            ...request,
            headers: headers(context.token ?? ''),
            body: JSON.stringify({ orderId: context.orderId, mode: 'ticketing' }),
          };
        },
        onResponse: (status) => {
          if (status === 200) bookings += 1;
          else failures += 1;
        },
      },
    ],
  });
  const elapsed = (Date.now() - started) / 1000;
  return {
    'req/s': rateOf(result),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failures: failures + result.errors + result.timeouts,
    bookings,
    'tx/s': Math.round(bookings / elapsed),
  };
}

process.on('message', (message: { id: number; run: TLoadRun }) => {
  const work = message.run.kind === 'requests' ? runRequests(message.run) : runBookings(message.run);
  work.then(
    (figures) => process.send!({ id: message.id, figures }),
    (error: unknown) => process.send!({ id: message.id, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
