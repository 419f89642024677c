/**
 * `npm run bench`: throughput and latency of the foundation's endpoints on a real server process (the embedded
 * database by default; DATABASE_URL=postgres://... measures PostgreSQL), plus the server's memory. The load comes
 * from this process over loopback, so on a 2-core machine the figures are a floor, not a ceiling.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune each run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { todayIsoDate, type TLoginResponse } from '@frs/contract';
import { exitOf, startServer } from '../test/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: Math.round(field('VmRSS')), peakMb: Math.round(field('VmHWM')) };
}

interface TScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  token?: string;
  connections?: number;
}

async function run(url: string, scenario: TScenario) {
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    connections: scenario.connections ?? CONNECTIONS,
    duration: SECONDS,
    headers: {
      'content-type': 'application/json',
      ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
    },
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
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

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-bench-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const login = await fetch(`${server.url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agent@demo.test', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as TLoginResponse;
    const today = todayIsoDate();
    const idle = memoryOf(server.child.pid!);
    const scenarios: TScenario[] = [
      { name: 'GET /api/health', method: 'GET', path: '/api/health' },
      { name: 'GET /api/profile (token check + read)', method: 'GET', path: '/api/profile', token },
      { name: 'GET /api/companySettings', method: 'GET', path: '/api/companySettings', token },
      {
        name: 'POST /exchange/rate-by-range (today)',
        method: 'POST',
        path: '/exchange/rate-by-range',
        body: { startDate: today, endDate: today },
      },
      {
        name: 'POST /user/login (scrypt)',
        method: 'POST',
        path: '/user/login',
        body: { email: 'agent@demo.test', password: 'demo1234' },
        connections: 4,
      },
    ];
    const rows = [];
    for (const scenario of scenarios) rows.push(await run(server.url, scenario));
    const loaded = memoryOf(server.child.pid!);
    console.log(`\nDatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${SECONDS} s per scenario.`);
    console.table(rows);
    console.log(
      `Server memory: ${idle.rssMb} MB RSS idle, ${loaded.rssMb} MB after the runs, ${loaded.peakMb} MB peak.`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
