import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, endpointPath } from '@frs/contract';
import { parseMetrics, sampleValue } from '../../../test/metrics-text';
import { exitOf, startServer } from '../../../test/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'frs-metrics-port-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The metrics listener's URL from the banner (it is printed with the main URL). */
async function metricsUrlOf(output: () => string): Promise<string> {
  for (let waited = 0; waited < 5_000; waited += 50) {
    const match = /Metrics: http:\/\/localhost:(\d+)\/metrics/.exec(output());
    if (match) return `http://127.0.0.1:${match[1]}/metrics`;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no metrics URL in the banner: ${output()}`);
}

describe('METRICS_PORT', () => {
  it('serves /metrics on a port of its own, asking for METRICS_TOKEN there and on the main port', async () => {
    const token = 'process-test-metrics-token-0123';
    const bearer = { authorization: `Bearer ${token}` };
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', METRICS_PORT: '0', METRICS_TOKEN: token });
    started.push(server.child);
    try {
      const metricsUrl = await metricsUrlOf(server.output);
      expect(new URL(metricsUrl).port).not.toBe(new URL(server.url).port);

      const health = endpointPath(AUTH_ENDPOINTS.health);
      for (let i = 0; i < 3; i += 1) expect((await fetch(`${server.url}${health}`)).status).toBe(200);

      expect((await fetch(metricsUrl)).status).toBe(401);
      const scrape = await fetch(metricsUrl, { headers: bearer });
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const samples = parseMetrics(await scrape.text());
      expect(
        sampleValue(samples, 'frs_http_requests_total', { route: health, method: 'GET', status: '200' }),
      ).toBeGreaterThanOrEqual(3);
      // main.ts started the jobs: each one's interval is there, and the mail job ticked at start.
      expect(sampleValue(samples, 'frs_job_interval_seconds', { job_name: 'mail-outbox' })).toBe(1);
      expect(
        sampleValue(samples, 'frs_job_start_lag_seconds_count', { job_name: 'mail-outbox' }),
      ).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, 'frs_db_pool_connections', { state: 'max' })).toBe(1);
      // The listener serves nothing else, and no scrape by POST.
      expect((await fetch(metricsUrl.replace('/metrics', '/api/health'), { headers: bearer })).status).toBe(404);
      expect((await fetch(metricsUrl, { method: 'POST', headers: bearer })).status).toBe(405);

      // The main port asks for the token too.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      const main = await fetch(`${server.url}/metrics`, { headers: bearer });
      expect(main.status).toBe(200);
      expect(await main.text()).toContain('frs_http_request_duration_seconds_bucket');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await exitOf(server.child)).toBe(0);
  }, 420_000);
});
