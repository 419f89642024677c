import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, endpointPath, USER_ENDPOINTS } from '@frs/contract';
import { mailOutbox, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { TDatabaseHandle } from '../../db/database';
import { startJobs } from '../../lib/job-runner';
import { createUser, loginAs } from '../../../test/factories';
import { parseMetrics, sampleValue } from '../../../test/metrics-text';
import { createTestApp } from '../../../test/test-app';

const TOKEN = 'metrics-token-of-the-test-0123456789';
const silentLog = { warn: () => {}, error: () => {}, info: () => {} } as never;

let app: FastifyInstance;
let database: TDatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ metricsToken: TOKEN }));
});
afterAll(async () => {
  await app.close();
});

async function scrapeText(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}
const scrape = async () => parseMetrics(await scrapeText());

describe('GET /metrics', () => {
  it('asks for the token: 401 without it or with another, 200 with it', async () => {
    const none = await app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const basic = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
    const names = new Set((await scrape()).map((sample) => sample.name));
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'frs_db_pool_connections',
      'frs_db_pool_waiting',
      'frs_live_streams_open',
      'frs_live_notices_queued',
      'frs_mail_outbox_pending',
      'frs_webhook_deliveries_pending',
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('answers 404, as an unknown route does, when no token is configured', async () => {
    const { app: without } = await createTestApp();
    try {
      const response = await without.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    } finally {
      await without.close();
    }
    // A second app on a database of its own: slow to build on a busy machine.
  }, 120_000);

  it('counts requests by route pattern, method and status, and times them in the histogram', async () => {
    const health = { route: endpointPath(AUTH_ENDPOINTS.health), method: 'GET', status: '200' };
    const before = await scrape();
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: `${health.route}?probe=${i}` })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route/12345' })).statusCode).toBe(404);
    const text = await scrapeText();
    const after = parseMetrics(text);

    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('frs_http_requests_total', health)).toBe(3);
    const timed = { route: health.route, method: 'GET', status_class: '2xx' };
    expect(moved('frs_http_request_duration_seconds_count', timed)).toBe(3);
    expect(moved('frs_http_request_duration_seconds_bucket', { ...timed, le: '+Inf' })).toBe(3);
    expect(moved('frs_http_request_duration_seconds_sum', timed)).toBeGreaterThan(0);
    expect(moved('frs_http_requests_total', { route: '(unmatched)', method: 'GET', status: '404' })).toBe(1);
    // Never the raw URL: neither the unknown path nor a query string is a label.
    expect(text).not.toContain('no-such-route');
    expect(text).not.toContain('probe=');
  });

  it('counts the session cache and the database pool', async () => {
    const agent = await createUser(database.db, { role: 'user' });
    const { token } = await loginAs(app, agent.email);
    const before = await scrape();
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: endpointPath(USER_ENDPOINTS.profile),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    }
    await database.db.transaction((tx) => tx.execute(sql`select 1`));
    const after = await scrape();
    const lookups = (result: string) =>
      sampleValue(after, 'frs_cache_lookups_total', { cache: 'session', result }) -
      sampleValue(before, 'frs_cache_lookups_total', { cache: 'session', result });
    expect(lookups('hit') + lookups('miss')).toBe(2);
    expect(lookups('hit')).toBeGreaterThanOrEqual(1);

    const acquired =
      sampleValue(after, 'frs_db_pool_acquire_seconds_count', {}) -
      sampleValue(before, 'frs_db_pool_acquire_seconds_count', {});
    expect(acquired).toBeGreaterThanOrEqual(1);
    const max = sampleValue(after, 'frs_db_pool_connections', { state: 'max' });
    expect(max).toBe(database.kind === 'pglite' ? 1 : 5);
    expect(sampleValue(after, 'frs_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'frs_db_pool_waiting', {})).toBe(0);
  });

  it('reads the mail and webhook backlogs at scrape time', async () => {
    const agent = await createUser(database.db, { role: 'user' });
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const before = await scrape();
    await database.db.insert(mailOutbox).values([
      { recipient: 'a@example.test', template: 'reset-password', language: 'en', payload: {} },
      {
        recipient: 'b@example.test',
        template: 'reset-password',
        language: 'en',
        payload: {},
        createdAt: tenMinutesAgo,
      },
      { recipient: 'c@example.test', template: 'reset-password', language: 'en', payload: {}, status: 'sent' },
    ]);
    const [endpoint] = await database.db
      .insert(webhookEndpoints)
      .values({ agentId: agent.id, url: 'https://hooks.example.test/x', eventTypes: [], secret: 'whsec_test' })
      .returning({ id: webhookEndpoints.id });
    await database.db.insert(webhookDeliveries).values({
      endpointId: endpoint!.id,
      messageId: `msg_metrics_${agent.id}`,
      eventType: 'order.ticketed',
      payload: {},
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    // A scrape shares one reading for a second: wait it out.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await scrape();
    expect(sampleValue(after, 'frs_mail_outbox_pending', {}) - sampleValue(before, 'frs_mail_outbox_pending', {})).toBe(
      2,
    );
    expect(sampleValue(after, 'frs_mail_outbox_oldest_pending_age_seconds', {})).toBeGreaterThanOrEqual(590);
    expect(
      sampleValue(after, 'frs_webhook_deliveries_pending', {}) -
        sampleValue(before, 'frs_webhook_deliveries_pending', {}),
    ).toBe(1);
    expect(sampleValue(after, 'frs_webhook_deliveries_oldest_pending_age_seconds', {})).toBeGreaterThanOrEqual(290);
  });

  it('reports each job: its ticks by outcome, its start lag, its last success and its interval', async () => {
    const jobs = startJobs({
      db: database.db,
      log: silentLog,
      jobs: [
        { name: 'metrics-test-job', intervalMs: 3_600_000, run: async () => {} },
        {
          name: 'metrics-failing-job',
          intervalMs: 3_600_000,
          run: async () => {
            throw new Error('the job fails on purpose');
          },
        },
      ],
    });
    try {
      await jobs.tick();
      const job = { job_name: 'metrics-test-job' };
      const failing = { job_name: 'metrics-failing-job' };
      const ran = await scrape();
      expect(sampleValue(ran, 'frs_job_runs_total', { ...job, outcome: 'ran' })).toBe(1);
      expect(sampleValue(ran, 'frs_job_runs_total', { ...failing, outcome: 'failed' })).toBe(1);
      expect(sampleValue(ran, 'frs_job_interval_seconds', job)).toBe(3600);
      expect(sampleValue(ran, 'frs_job_start_lag_seconds_count', job)).toBe(1);
      // Ticked before its first interval was up: not late.
      expect(sampleValue(ran, 'frs_job_start_lag_seconds_sum', job)).toBe(0);
      const lastSuccess = sampleValue(ran, 'frs_job_last_success_timestamp_seconds', job);
      expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(60);
      expect(
        ran.some((s) => s.name === 'frs_job_last_success_timestamp_seconds' && s.labels.job_name === failing.job_name),
      ).toBe(false);

      // A second tick inside the interval finds the lease taken (by this very process's first run).
      await jobs.tick();
      expect(sampleValue(await scrape(), 'frs_job_runs_total', { ...job, outcome: 'lease_taken' })).toBe(1);
    } finally {
      await jobs.stop();
    }
  });
});
