import { ACCOUNT_ENDPOINTS, AUTH_ENDPOINTS, USER_ENDPOINTS } from '@frs/contract';
import { runScenario, type TScenario } from './load';

/**
 * The request pipeline, stage by stage, in the same run, at the same concurrency, on the same machine (`npm run
 * bench`; the load from the load process, load-process.ts). Search beside its own statements is table-bench.ts's.
 *
 * Stages, each a route that does what the previous one did and one thing more:
 *   bare Fastify GET (no hooks, no logging) → the app's no-op route (GET /api/health: security headers, request
 *   log, error and compression hooks) → an authenticated GET that reads nothing (GET /api/filter/userGroup with a
 *   token: JWT and session check) → an authenticated GET that reads one row (GET /api/user/profile).
 * Every one of them runs the server's CPU flat out, so 1/rate is its cost per request; a stage adds the difference to
 * the previous one. The shares of the first three are of the authenticated request that reads nothing, the last one's
 * of the profile read. Run it on a quiet machine: anything else on the cores skews each row differently.
 */

const ratio = (value: number, base: number) => (base > 0 ? Math.round((value / base) * 1000) / 1000 : 0);

export interface TPipelineFigures {
  noopRatio: number;
  authRatio: number;
}

export async function pipelineBench(options: {
  url: string;
  bareUrl: string;
  token: string;
  seconds: number;
  connections: number;
}): Promise<TPipelineFigures> {
  const { url, bareUrl, token } = options;
  const defaults = { seconds: options.seconds, connections: options.connections };
  const stages: { stage: string; base: string; scenario: TScenario }[] = [
    {
      stage: 'HTTP + Fastify routing',
      base: bareUrl,
      scenario: { name: 'bare Fastify GET', method: 'GET', path: '/bare' },
    },
    {
      stage: 'app hooks (headers, log, errors)',
      base: url,
      scenario: { name: 'app no-op GET /api/health', method: 'GET', path: AUTH_ENDPOINTS.health.path },
    },
    {
      stage: 'authentication (JWT + session)',
      base: url,
      scenario: {
        name: 'authenticated GET, no read',
        method: 'GET',
        path: ACCOUNT_ENDPOINTS.userGroups.path,
        token,
      },
    },
    {
      stage: 'one read of the database',
      base: url,
      scenario: { name: 'authenticated GET profile', method: 'GET', path: USER_ENDPOINTS.profile.path, token },
    },
  ];
  const rows = [];
  let previousMicros = 0;
  const results = [];
  for (const { stage, base, scenario } of stages) {
    const result = await runScenario(base, scenario, defaults);
    results.push(result);
    const micros = result['req/s'] > 0 ? 1e6 / result['req/s'] : 0;
    rows.push({ ...result, 'µs/req': Math.round(micros), stage, 'adds µs': Math.round(micros - previousMicros) });
    previousMicros = micros;
  }
  // Shares of the cheapest authenticated request for the pipeline's stages, and of the profile read for the last.
  const cheapMicros = rows[2]!['µs/req'];
  console.log(`\nRequest pipeline, stage by stage (${defaults.connections} connections; µs = 1/rate, CPU-bound):`);
  console.table(
    rows.map((row, index) => ({
      ...row,
      share: `${Math.round((row['adds µs'] / (index < 3 ? cheapMicros : row['µs/req'])) * 100)}%`,
    })),
  );
  const [bare, noop, auth] = results;
  const figures = {
    noopRatio: ratio(noop!['req/s'], bare!['req/s']),
    authRatio: ratio(auth!['req/s'], noop!['req/s']),
  };
  console.log(
    `No-op route ${figures.noopRatio} of bare Fastify (target ≥ 0.6); authenticated cheap GET ${figures.authRatio} ` +
      'of the no-op route (target ≥ 0.5).',
  );
  return figures;
}
