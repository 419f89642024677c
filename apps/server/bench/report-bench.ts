/**
 * The flight report's part of `npm run bench` (api-bench.ts calls `reportBench`), or alone:
 * `node --import tsx apps/server/bench/report-bench.ts` (a fresh server with the demo data, on the embedded database
 * or DATABASE_URL's; BENCH_URL=<url> measures a running one). A month's report (the 30 days from today, where the
 * demo seed's orders are) over the demo data, read by the Reports user, in each grouping: requests per second and
 * latency (autocannon), BENCH_SECONDS (default 10) each at BENCH_CONNECTIONS (default 10).
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import {
  addDays,
  FLIGHT_REPORT_GROUPS,
  REPORT_ENDPOINTS,
  todayIsoDate,
  type TFlightReportResponse,
} from '@frs/contract';
import { withDemoServer } from '../test/server-process';
import { api, login } from './booking-bench';

export interface TReportBenchRow {
  scenario: string;
  rows: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  failures: number;
}

export async function reportBench(
  url: string,
  options: { seconds: number; connections: number },
): Promise<TReportBenchRow[]> {
  const { token } = await login(url, 'reports@demo.test');
  const startDate = todayIsoDate();
  const endDate = addDays(startDate, 29);
  const results: TReportBenchRow[] = [];
  for (const groupBy of FLIGHT_REPORT_GROUPS) {
    const body = { startDate, endDate, groupBy };
    const probe = await api<TFlightReportResponse>(url, REPORT_ENDPOINTS.flightReport, { token, body });
    const result = await autocannon({
      url: `${url}${REPORT_ENDPOINTS.flightReport.path}`,
      method: 'POST',
      connections: options.connections,
      duration: options.seconds,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    results.push({
      scenario: `POST ${REPORT_ENDPOINTS.flightReport.path} (${groupBy}, 30 days)`,
      rows: probe.result.length,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    });
  }
  console.log(`\nFlight report: the 30 days from ${startDate} over the demo data, ${options.connections} connections:`);
  console.table(results);
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await withDemoServer(
    process.env.BENCH_URL,
    (url) =>
      reportBench(url, {
        seconds: Number(process.env.BENCH_SECONDS ?? 10),
        connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      }),
    // DATABASE_URL=postgres://… measures PostgreSQL (a database of its own: the demo data is seeded when it is empty).
    { SEED_DEMO: 'true', DATABASE_URL: process.env.DATABASE_URL ?? '' },
  );
}
