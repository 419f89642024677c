import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics (issue 34, item 8): one Prometheus registry, the metrics' declarations, and one small named
 * function per instrumentation point, so that the code being measured calls one line and names no metric. Served by
 * the metrics module (`GET /metrics`, modules/metrics/README.md); the dashboard and the alerts that read these names
 * are docs/monitoring/grafana-dashboard.json and docs/monitoring/alerts.yml.
 *
 * The registry is the process's, not an app's: Prometheus scrapes a process, and the record functions are called
 * from code that holds no app (the job runner, the database handle, a cache). What needs an app's database or hub
 * (pool use, backlogs, open streams) is read at scrape time from a source the app registers (`observe…`).
 */
export const metricsRegistry = new Registry();

// Process metrics: CPU, memory, GC, handles, and the event loop's delay (perf_hooks' monitorEventLoopDelay:
// nodejs_eventloop_lag_p99_seconds … over the time since the last scrape).
collectDefaultMetrics({ register: metricsRegistry });

// --- HTTP ---------------------------------------------------------------------------------------------------------

/** Doubling from 2.5 ms: 20 ms and 40 ms (the p99 goals for flight and package search) are bucket bounds. */
const LATENCY_BUCKETS = [0.0025, 0.005, 0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24];

const httpDuration = new Histogram({
  name: 'frs_http_request_duration_seconds',
  help: 'Time from the request to its answer, by route pattern, method and status class (2xx, 4xx, 5xx …).',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const httpRequests = new Counter({
  name: 'frs_http_requests_total',
  help: 'Answers sent, by route pattern, method and status code.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [metricsRegistry],
});

/** A request that matched no route: its URL is never a label (any client could make up millions). */
export const UNMATCHED_ROUTE = '(unmatched)';

interface THttpSeries {
  observe: (seconds: number) => void;
  inc: () => void;
}
/** Label children by "method route status": prom-client hashes the labels on every call otherwise. */
const httpSeries = new Map<string, THttpSeries>();

function httpSeriesOf(route: string, method: string, status: number): THttpSeries {
  const key = `${method} ${route} ${status}`;
  let series = httpSeries.get(key);
  if (!series) {
    const statusClass = `${Math.floor(status / 100)}xx`;
    const histogram = httpDuration.labels({ route, method, status_class: statusClass });
    const counter = httpRequests.labels({ route, method, status: String(status) });
    series = { observe: (seconds) => histogram.observe(seconds), inc: () => counter.inc() };
    httpSeries.set(key, series);
  }
  return series;
}

/** One answered request: `route` is the route's pattern (`/api/orders/:id`), or `UNMATCHED_ROUTE`. */
export function recordHttpRequest(route: string, method: string, status: number, seconds: number): void {
  const series = httpSeriesOf(route, method, status);
  series.observe(seconds);
  series.inc();
}

// --- Database pool -------------------------------------------------------------------------------------------------

/** A database handle's connections now (db/database.ts `poolUse`). */
export interface TPoolUse {
  /** Connections open (PGlite: its one). */
  open: number;
  idle: number;
  /** Callers waiting for a connection (PGlite: transactions waiting for its one connection). */
  waiting: number;
  max: number;
}

const poolSources = sourceStack<() => TPoolUse>();

new Gauge({
  name: 'frs_db_pool_connections',
  help: 'Database connections of the pool: open, idle, and the most it opens (max).',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const use = poolSources.current()?.();
    if (!use) return;
    this.set({ state: 'open' }, use.open);
    this.set({ state: 'idle' }, use.idle);
    this.set({ state: 'max' }, use.max);
  },
});

new Gauge({
  name: 'frs_db_pool_waiting',
  help: 'Callers waiting for a pooled connection now (PGlite: transactions waiting for its one connection).',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const use = poolSources.current()?.();
    if (use) this.set(use.waiting);
  },
});

const poolAcquire = new Histogram({
  name: 'frs_db_pool_acquire_seconds',
  help: 'How long a query or transaction waited for a connection (PGlite: a transaction for its one connection).',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** One connection handed out after `seconds` of waiting. */
export function recordPoolAcquire(seconds: number): void {
  poolAcquire.observe(seconds);
}

// --- Jobs ----------------------------------------------------------------------------------------------------------
// Labelled `job_name`: Prometheus gives every scraped series a `job` label of its own (the scrape job's name).

/**
 * What one tick of a job did: ran its work; found nothing due (its `due` check); found the lease held (another
 * process runs it this interval); failed; or met the database away.
 */
export type TJobOutcome = 'ran' | 'not_due' | 'lease_taken' | 'failed' | 'database_unavailable';

const jobRuns = new Counter({
  name: 'frs_job_runs_total',
  help: 'Ticks of each periodic job in this process, by outcome (ran, not_due, lease_taken, failed, database_unavailable).',
  labelNames: ['job_name', 'outcome'] as const,
  registers: [metricsRegistry],
});

const jobLag = new Histogram({
  name: 'frs_job_start_lag_seconds',
  help: 'How late each tick of a job started after its schedule (its previous start plus its interval).',
  labelNames: ['job_name'] as const,
  buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 1800],
  registers: [metricsRegistry],
});

const jobDuration = new Histogram({
  name: 'frs_job_run_duration_seconds',
  help: "How long a tick that ran the job's work took.",
  labelNames: ['job_name'] as const,
  buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [metricsRegistry],
});

const jobLastSuccess = new Gauge({
  name: 'frs_job_last_success_timestamp_seconds',
  help: 'When a tick of the job last ended well in this process (it ran, found nothing due, or another process held the lease): seconds since the epoch.',
  labelNames: ['job_name'] as const,
  registers: [metricsRegistry],
});

const jobInterval = new Gauge({
  name: 'frs_job_interval_seconds',
  help: "The job's interval: the alerts compare the time since its last success with it.",
  labelNames: ['job_name'] as const,
  registers: [metricsRegistry],
});

/** A job scheduled in this process every `intervalMs`. */
export function recordJobScheduled(job: string, intervalMs: number): void {
  jobInterval.set({ job_name: job }, intervalMs / 1000);
}

/** One tick of a job: what it did, how late it started and how long it took. */
export function recordJobTick(job: string, outcome: TJobOutcome, lagSeconds: number, durationSeconds: number): void {
  jobRuns.inc({ job_name: job, outcome });
  jobLag.observe({ job_name: job }, lagSeconds);
  if (outcome === 'ran') jobDuration.observe({ job_name: job }, durationSeconds);
  if (outcome === 'ran' || outcome === 'not_due' || outcome === 'lease_taken') {
    jobLastSuccess.set({ job_name: job }, Date.now() / 1000);
  }
}

// --- Backlogs read from the database at scrape time ------------------------------------------------------------------

/** The queues the database holds (modules/metrics reads them with one cheap statement per scrape). */
export interface TBacklogs {
  mailPending: number;
  /** Seconds since the oldest pending mail was queued; 0 when none is pending. */
  mailOldestPendingSeconds: number;
  webhooksPending: number;
  webhooksOldestPendingSeconds: number;
}

const backlogSources = sourceStack<() => Promise<TBacklogs | null>>();

function backlogGauge(name: string, help: string, pick: (backlogs: TBacklogs) => number) {
  return new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      const backlogs = (await backlogSources.current()?.()) ?? null;
      if (backlogs) this.set(pick(backlogs));
    },
  });
}

backlogGauge('frs_mail_outbox_pending', 'Mails waiting in the outbox (status pending).', (b) => b.mailPending);
backlogGauge(
  'frs_mail_outbox_oldest_pending_age_seconds',
  'Age of the oldest pending mail in the outbox (0 when none).',
  (b) => b.mailOldestPendingSeconds,
);
backlogGauge(
  'frs_webhook_deliveries_pending',
  'Webhook deliveries not yet delivered or given up.',
  (b) => b.webhooksPending,
);
backlogGauge(
  'frs_webhook_deliveries_oldest_pending_age_seconds',
  'Age of the oldest pending webhook delivery (0 when none).',
  (b) => b.webhooksOldestPendingSeconds,
);

const collectErrors = new Counter({
  name: 'frs_metrics_collect_errors_total',
  help: 'Scrapes whose reading of a source failed (the database away, say): its gauges were left out.',
  labelNames: ['source'] as const,
  registers: [metricsRegistry],
});

/** A scrape could not read `source`. */
export function recordCollectError(source: string): void {
  collectErrors.inc({ source });
}

// --- Live events ---------------------------------------------------------------------------------------------------

/** The process's live hub now (modules/live-events/live-hub.ts). */
export interface TLiveHubUse {
  /** Server-Sent Events streams open in this process. */
  streams: number;
  /** Notices received and not yet handed to the streams (held until every id below them is released). */
  queued: number;
}

const liveHubSources = sourceStack<() => TLiveHubUse>();

new Gauge({
  name: 'frs_live_streams_open',
  help: 'Server-Sent Events streams (GET /api/events) open in this process.',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const hub = liveHubSources.current()?.();
    if (hub) this.set(hub.streams);
  },
});

new Gauge({
  name: 'frs_live_notices_queued',
  help: 'Live-event notices received by this process and held, not yet handed to its streams (an id below them is not released yet).',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const hub = liveHubSources.current()?.();
    if (hub) this.set(hub.queued);
  },
});

const liveEventsDelivered = new Counter({
  name: 'frs_live_events_delivered_total',
  help: 'Live events handed to an open stream (one per stream that may see the event).',
  registers: [metricsRegistry],
});

/** `count` streams were handed one event. */
export function recordLiveDeliveries(count: number): void {
  if (count > 0) liveEventsDelivered.inc(count);
}

// --- Caches --------------------------------------------------------------------------------------------------------

const cacheLookups = new Counter({
  name: 'frs_cache_lookups_total',
  help: 'Lookups in the in-process caches (search answers, sessions …), by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});
const cacheHits = new Map<string, { inc: () => void }>();
const cacheMisses = new Map<string, { inc: () => void }>();

function cacheSeries(cache: string, hit: boolean) {
  const children = hit ? cacheHits : cacheMisses;
  let child = children.get(cache);
  if (!child) {
    child = cacheLookups.labels({ cache, result: hit ? 'hit' : 'miss' });
    children.set(cache, child);
  }
  return child;
}

/** One lookup in the cache named `cache` (a name in code, e.g. 'flight-search'; never user input). */
export function recordCacheLookup(cache: string, hit: boolean): void {
  cacheSeries(cache, hit).inc();
}

// --- Sources (one app's, read at scrape time) ---------------------------------------------------------------------

/**
 * Makes `read` the current source of a kind and returns what removes it again. One app per process in production;
 * in tests the app built last is read, and closing it gives the word back to the one before it (a closed app's
 * source is never read).
 */
function sourceStack<T>() {
  const stack: T[] = [];
  return {
    current: (): T | null => stack.at(-1) ?? null,
    observe: (read: T): (() => void) => {
      stack.push(read);
      return () => {
        const index = stack.lastIndexOf(read);
        if (index >= 0) stack.splice(index, 1);
      };
    },
  };
}

/** The database handle whose pool the gauges report. */
export const observeDatabasePool = poolSources.observe;

/** What reads the mail and webhook backlogs (null when it could not: the gauges are left out of that scrape). */
export const observeBacklogs = backlogSources.observe;

/** The live hub whose streams and queue the gauges report. */
export const observeLiveHub = liveHubSources.observe;
