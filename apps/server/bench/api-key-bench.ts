/**
 * `npm run bench:api-keys` (issue 33): flight search authenticated by an API key beside the same search with a login
 * token, on one demo server process (the embedded database, or DATABASE_URL=postgres://…), the search cache off so
 * that every call does its database work. The runs alternate (token, key, token, key) to even out a shared machine's
 * noise, and the ratio of the key's rate to the token's is printed: what a key's request adds (its hash, the key
 * cache, the rate limiter, the call log) beside a token's (the verified-token cache, the session cache).
 *
 * BENCH_SECONDS (default 10) per run and BENCH_CONNECTIONS (default 10). The key's rate limits are raised for the
 * run (API_KEY_SEARCH_RATE_PER_SECOND and API_KEY_SEARCH_BURST), or the limiter would answer 429s.
 */
import {
  DEVELOPER_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  SEARCH_ENDPOINTS,
  USER_ENDPOINTS,
  type TApiKeyCreated,
} from '@frs/contract';
import { withDemoServer } from '../test/server-process';
import { api, login } from './booking-bench';
import { runScenario } from './load';
import { roundTripQuestions } from './search-questions';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = 3;

async function main() {
  await withDemoServer(
    undefined,
    async (url) => {
      const { token } = await login(url, 'agent@demo.test');
      const key = await api<TApiKeyCreated>(url, DEVELOPER_ENDPOINTS.createKey, {
        token,
        body: { name: 'Bench', scopes: ['search', 'balance.read'] },
      });
      const airports = await api<{ result: { id: number; iataCode: string }[] }>(
        url,
        REFERENCE_ENDPOINTS['airports.list'],
        { token: key.secret, query: 'pageSize=100' },
      );
      const idOf = (code: string) => airports.result.find((airport) => airport.iataCode === code)!.id;
      const bodies = roundTripQuestions(idOf);
      const scenario = (name: string, bearer: string) => ({
        name,
        method: 'POST' as const,
        path: SEARCH_ENDPOINTS.flights.path,
        bodies,
        token: bearer,
      });
      // The profile: a cheap read, where authentication is a larger share of the work than in a search.
      const profile = (name: string, bearer: string) => ({
        name,
        method: 'GET' as const,
        path: USER_ENDPOINTS.profile.path,
        token: bearer,
      });
      const rows: Awaited<ReturnType<typeof runScenario>>[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [name, bearer] of [
          ['search, login token', token],
          ['search, API key', key.secret],
        ] as const) {
          rows.push(await runScenario(url, scenario(name, bearer), { seconds: SECONDS, connections: CONNECTIONS }));
        }
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [name, bearer] of [
          ['profile, login token', token],
          ['profile, API key', key.secret],
        ] as const) {
          rows.push(await runScenario(url, profile(name, bearer), { seconds: SECONDS, connections: CONNECTIONS }));
        }
      }
      console.table(rows);
      const rate = (name: string) => {
        const runs = rows.filter((row) => row.scenario === name);
        return runs.reduce((sum, row) => sum + row['req/s'], 0) / runs.length;
      };
      const byToken = rate('search, login token');
      const byKey = rate('search, API key');
      const failures = rows.reduce((sum, row) => sum + row.failures, 0);
      console.log(
        `\n${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: key-authenticated search ${Math.round(byKey)} req/s, ` +
          `token-authenticated ${Math.round(byToken)} req/s: ratio ${(byKey / byToken).toFixed(3)} ` +
          `(${CONNECTIONS} connections, ${ROUNDS}×${SECONDS} s each, ${failures} failures); GET /api/profile ` +
          `${Math.round(rate('profile, API key'))} req/s with the key, ${Math.round(rate('profile, login token'))} ` +
          `with the token: ratio ${(rate('profile, API key') / rate('profile, login token')).toFixed(3)}.`,
      );
    },
    {
      SEARCH_CACHE_MS: '0',
      SEED_DEMO: 'true',
      API_KEY_SEARCH_RATE_PER_SECOND: '100000',
      API_KEY_SEARCH_BURST: '100000',
      API_KEY_RATE_PER_SECOND: '100000',
      API_KEY_BURST: '100000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
