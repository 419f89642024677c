import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { IDEMPOTENCY_HEADER, type TEndpointDefinition } from '@frs/contract';
import type { TLoadFigures, TLoadRun } from './load-process';

/**
 * The two ways the bench loads the server, shared by its scenarios (flight, hotel and package): requests and
 * bookings through the API (autocannon, in a process of its own: load-process.ts) and work in raw SQL from this
 * process (workers in a loop), each measured into one row of the result tables.
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
    latencies.length ? Math.round(latencies[Math.floor(share * (latencies.length - 1))]! * 10) / 10 : null;
  return {
    name,
    rate: Math.round(done / ((Date.now() - started) / 1000)),
    'p50 ms': at(0.5),
    'p95 ms': at(0.95),
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

/**
 * Bookings through the API, `connections` at a time, for `seconds`: the line's pre-order (`body(n)`: the n-th
 * booking's request, the agents in turn) and then the ticketing of that hold (its `order` endpoint). A booking is
 * counted when both answer 200. The load runs in the load process (load-process.ts); `body` is asked for the
 * first BOOKING_BODIES bookings, which then come round in turn.
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
  const figures = await inLoadProcess({
    kind: 'bookings',
    url,
    connections: options.connections,
    seconds: options.seconds,
    tokens: agents.map((agent) => agent.token),
    preOrder: { method: options.preOrder.method, path: options.preOrder.path },
    order: { method: options.order.method, path: options.order.path },
    bodies: Array.from({ length: BOOKING_BODIES }, (_, n) => JSON.stringify(options.body(n))),
    idempotencyHeader: IDEMPOTENCY_HEADER,
  });
  return {
    name: options.name,
    'tx/s': figures['tx/s'] ?? 0,
    'p50 ms': figures['p50 ms'],
    'p99 ms': figures['p99 ms'],
    bookings: figures.bookings ?? 0,
    failures: figures.failures,
  };
}

/** Bodies of the bookings runs (a multiple of the 24 flights, 30 days, 8 room types the scenarios rotate over). */
const BOOKING_BODIES = 1440;

/** A load of autocannon: one endpoint, one body or several in turn, as a user or anonymous. */
export interface TScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** Bodies sent in turn instead of one `body` (different questions). */
  bodies?: object[];
  /** Paths sent in turn instead of `path` (GET questions in their query strings). */
  paths?: string[];
  token?: string;
  connections?: number;
}

/** A run of one scenario in the load process: its rate, latencies and failures (any answer but 2xx). */
export async function runScenario(
  url: string,
  scenario: TScenario,
  defaults: { seconds: number; connections: number },
) {
  const bodies = scenario.bodies ?? (scenario.body ? [scenario.body] : [undefined]);
  const figures = await inLoadProcess({
    kind: 'requests',
    url,
    connections: scenario.connections ?? defaults.connections,
    seconds: defaults.seconds,
    headers: {
      ...(scenario.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
    },
    requests: (scenario.paths ?? [scenario.path]).flatMap((path) =>
      bodies.map((body) => ({
        method: scenario.method,
        path,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })),
    ),
  });
  return {
    scenario: scenario.name,
    'req/s': figures['req/s'],
    'p50 ms': figures['p50 ms'],
    'p99 ms': figures['p99 ms'],
    failures: figures.failures,
  };
}

// --- The load process ---------------------------------------------------------------------------------------------

let loadProcess: ChildProcess | null = null;
let nextRun = 0;

/**
 * Runs `run` in the load process (load-process.ts, forked on first use and kept for the next runs), so that the
 * load generator takes no core from this process nor shares one with the server it loads beyond what the machine
 * gives. The process is unreferenced between runs: it goes when the bench does.
 */
export function inLoadProcess(run: TLoadRun): Promise<TLoadFigures> {
  if (!loadProcess || loadProcess.exitCode !== null) {
    loadProcess = fork(fileURLToPath(new URL('./load-process.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }
  const child = loadProcess;
  const id = (nextRun += 1);
  child.ref();
  child.channel?.ref();
  return new Promise<TLoadFigures>((resolve, reject) => {
    const onMessage = (message: { id: number; figures?: TLoadFigures; error?: string }) => {
      if (message.id !== id) return;
      done();
      if (message.figures) resolve(message.figures);
      else reject(new Error(`load process: ${message.error}`));
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the load process exited with ${code}`));
    };
    const done = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.unref();
      child.channel?.unref();
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send({ id, run });
  });
}
