import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { IDEMPOTENCY_HEADER, type TEndpointDefinition } from '@frs/contract';

/**
 * The two ways the bench loads the server, shared by its scenarios (flight, hotel and package): bookings through the
 * API (autocannon: a pre-order, then the order of that hold) and work in raw SQL from this process (workers in a
 * loop), each measured into one row of the result tables.
 */

export interface TAgent {
  id: number;
  token: string;
}

/** A row of the bookings table. */
export interface TBookingResult {
  name: string;
  'tx/s': number;
  'p50 ms': number | null;
  'p99 ms': number | null;
  bookings: number;
  failures: number;
}

/** A row of a search table. */
export interface TSearchResult {
  name: string;
  'req/s': number;
  'p50 ms': number | null;
  'p99 ms': number | null;
  failures: number;
}

/** Runs `work` (true: done; false or a throw: a failure) `workers` at a time for `seconds`; its rate and latencies. */
export async function measure(name: string, workers: number, seconds: number, work: (n: number) => Promise<boolean>) {
  let next = 0;
  let done = 0;
  let failures = 0;
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < deadline) {
        const begun = performance.now();
        try {
          if (await work((next += 1))) done += 1;
          else failures += 1;
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - begun);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies.length ? Math.round(latencies[Math.floor(share * (latencies.length - 1))]!) : null;
  return {
    name,
    rate: Math.round(done / ((Date.now() - started) / 1000)),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    done,
    failures,
  };
}

/** Raw-SQL bookings (`book(n)`: one booking), `workers` at a time, for `seconds`, as a row of the bookings table. */
export async function measureBookings(
  name: string,
  workers: number,
  seconds: number,
  book: (n: number) => Promise<boolean>,
): Promise<TBookingResult> {
  const result = await measure(name, workers, seconds, book);
  return {
    name: result.name,
    'tx/s': result.rate,
    'p50 ms': result['p50 ms'],
    'p99 ms': result['p99 ms'],
    bookings: result.done,
    failures: result.failures,
  };
}

/** A raw search measurement as a row of the search table beside the API's. */
export function searchRow(result: Awaited<ReturnType<typeof measure>>): TSearchResult {
  return {
    name: result.name,
    'req/s': result.rate,
    'p50 ms': result['p50 ms'],
    'p99 ms': result['p99 ms'],
    failures: result.failures,
  };
}

/** What one autocannon connection carries from the pre-order to its order. */
interface TBookingContext {
  token?: string;
  orderId?: number;
}

/**
 * Bookings through the API, `connections` at a time, for `seconds`: the line's pre-order (`body(n)`: the n-th
 * booking's request, the agents in turn) and then the ticketing of that hold (its `order` endpoint). A booking is
 * counted when both answer 200.
 */
export async function apiPreOrderBookings(
  url: string,
  agents: readonly TAgent[],
  options: {
    name: string;
    preOrder: TEndpointDefinition;
    order: TEndpointDefinition;
    body: (n: number) => unknown;
    connections: number;
    seconds: number;
  },
): Promise<TBookingResult> {
  let next = 0;
  let bookings = 0;
  let failures = 0;
  const started = Date.now();
  const headers = (token: string) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    [IDEMPOTENCY_HEADER]: randomUUID(),
  });
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: options.preOrder.method,
        path: options.preOrder.path,
        setupRequest: (request, raw) => {
          const context = raw as TBookingContext;
          next += 1;
          const agent = agents[next % agents.length]!;
          context.token = agent.token;
          return { ...request, headers: headers(agent.token), body: JSON.stringify(options.body(next)) };
        },
        onResponse: (status, body, raw) => {
          const context = raw as TBookingContext;
          if (status === 200) context.orderId = (JSON.parse(body) as { id: number }).id;
          else failures += 1;
        },
      },
      {
        method: options.order.method,
        path: options.order.path,
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
    name: options.name,
    'tx/s': Math.round(bookings / elapsed),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    bookings,
    failures: failures + result.errors + result.timeouts,
  };
}

/** A load of autocannon: one endpoint, one body or several in turn, as a user or anonymous. */
export interface TScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** Bodies sent in turn instead of one `body` (different questions). */
  bodies?: object[];
  token?: string;
  connections?: number;
}

/** An autocannon run of one scenario: its rate, latencies and failures (any answer but 2xx). */
export async function runScenario(
  url: string,
  scenario: TScenario,
  defaults: { seconds: number; connections: number },
) {
  const bodies = scenario.bodies?.map((body) => JSON.stringify(body));
  let next = 0;
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    connections: scenario.connections ?? defaults.connections,
    duration: defaults.seconds,
    headers: {
      'content-type': 'application/json',
      ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
    },
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
    // Each request takes the next of the bodies in turn.
    ...(bodies
      ? {
          requests: [
            {
              method: scenario.method,
              path: scenario.path,
              setupRequest: (request: object) => ({ ...request, body: bodies[next++ % bodies.length] }),
            },
          ],
        }
      : {}),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    failures,
  };
}
