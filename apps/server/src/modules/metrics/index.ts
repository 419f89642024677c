/**
 * Metrics (issue 34, item 8): `GET /metrics` in Prometheus' text format, behind METRICS_TOKEN on the main port or on
 * a listener of its own (METRICS_PORT). The registry and the record functions other code calls are lib/metrics.ts.
 */

export { metricsRoutes } from './routes';
export { METRICS_PATH } from './scrape';
export { startMetricsListener, type TMetricsListener } from './listener';
