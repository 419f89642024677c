/**
 * Where a search's CPU goes: flight, hotel and package search, each loaded at BENCH_CONNECTIONS (default 10) for
 * BENCH_SECONDS (default 5) on a server process started with `--cpu-prof`, and the samples taken while the load ran
 * summed by self time per category (the pg driver, the search code, Fastify, zod, JSON, dates…), as shares of the
 * thread's busy time. `node --import tsx apps/server/bench/search-profile.ts` with DATABASE_URL=postgres://… of a
 * database of its own (the demo seed is written into it when it is empty); without it, the embedded database.
 * PROFILE_ONLY=flight|hotel|package runs one of the three.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFERENCE_ENDPOINTS, SEARCH_ENDPOINTS } from '@frs/contract';
import { exitOf, startServer } from '../test/server-process';
import { api, login } from './booking-bench';
import { apiHotelSearch, createHotelBenchInventory } from './hotel-bench';
import { runScenario } from './load';
import { apiPackageSearch, createPackageBenchInventory } from './package-bench';
import { roundTripQuestions } from './search-questions';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface TNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface TProfile {
  nodes: TNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The category of a function, by where it lives (the file's path) and, for V8's builtins, by its name. */
function categoryOf({ functionName, url }: TNode['callFrame']): string {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(program)') return 'V8 (program)';
  if (/node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-\w+|pgpass|pg-connection-string)\//.test(url))
    return 'pg driver';
  if (/node_modules\/drizzle-orm\//.test(url)) return 'drizzle';
  if (/node_modules\/zod\//.test(url) || /fastify-type-provider-zod/.test(url)) return 'zod';
  if (/node_modules\/(fast-json-stringify|ajv)/.test(url)) return 'compiled serializer';
  if (
    /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-querystring|secure-json-parse)/.test(url)
  )
    return 'Fastify';
  if (/node_modules\/(pino|thread-stream|sonic-boom)/.test(url)) return 'logging';
  if (/node_modules\/(jose|jsonwebtoken|fast-jwt)/.test(url)) return 'auth (JWT)';
  if (/modules\/(search|hotel-search|package-search|flight-orders|order-engine|hotels)\//.test(url))
    return 'search code';
  if (
    /packages\/contract\/src\/.*(date|time)/i.test(url) ||
    (/^(addDays|daysBetween|todayIsoDate|toISOString|parse|UTC|getTime)$/.test(functionName) && /date/i.test(url))
  )
    return 'dates';
  if (/packages\/contract\//.test(url)) return 'contract rules';
  if (/apps\/server\/src\//.test(url)) return 'app (plugins, lib)';
  if (/^node:|^internal\//.test(url) || url === 'node:internal') return 'Node (net, streams)';
  if (url === '') {
    if (/stringify/i.test(functionName)) return 'JSON';
    if (/^(parse|JSONParse)$/.test(functionName)) return 'JSON';
    if (/Date|ISOString/.test(functionName)) return 'dates';
    if (/write|Write|writev/.test(functionName)) return 'Node (net, streams)';
    return 'V8 builtins (other)';
  }
  if (/node_modules\//.test(url)) return 'other libraries';
  return 'other';
}

/** Categories that say only where the time was spent, not for whom: their time goes to the nearest caller that says. */
const GENERIC = new Set(['Node (net, streams)', 'V8 builtins (other)']);

/**
 * Self time per category over the samples between `from` and `to` (monotonic µs), as shares of the busy time: a
 * sample in Node's internals or a V8 builtin counts for the nearest caller of a named category (the socket write of
 * a statement is the pg driver's, of an answer Fastify's), and stays Node's only when no such caller is on the stack
 * (the event loop reading a socket). Also the functions with the most self time.
 */
function summarise(profile: TProfile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const attributed = new Map<number, string>();
  const categoryOfNode = (id: number): string => {
    const known = attributed.get(id);
    if (known) return known;
    const own = categoryOf(byId.get(id)!.callFrame);
    let category = own;
    if (GENERIC.has(own)) {
      for (let parent = parentOf.get(id); parent !== undefined; parent = parentOf.get(parent)) {
        const theirs = categoryOf(byId.get(parent)!.callFrame);
        if (!GENERIC.has(theirs)) {
          category = theirs;
          break;
        }
      }
    }
    attributed.set(id, category);
    return category;
  };
  const micros = new Map<string, number>();
  const functions = new Map<string, number>();
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    time += profile.timeDeltas[index]!;
    if (time < from || time > to) continue;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const id = profile.samples[index]!;
    const category = categoryOfNode(id);
    micros.set(category, (micros.get(category) ?? 0) + delta);
    if (category !== 'idle') {
      const { functionName, url } = byId.get(id)!.callFrame;
      const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|src)\//, '')}`;
      functions.set(name, (functions.get(name) ?? 0) + delta);
    }
  }
  const busy = [...micros].filter(([category]) => category !== 'idle').reduce((sum, [, value]) => sum + value, 0);
  const total = busy + (micros.get('idle') ?? 0);
  const share = (value: number) => `${((value / busy) * 100).toFixed(1)}%`;
  const rows = [...micros]
    .filter(([category]) => category !== 'idle')
    .sort((a, b) => b[1] - a[1])
    .map(([category, value]) => ({ category, share: share(value) }));
  const top = [...functions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, value]) => ({ function: name.slice(0, 90), share: share(value) }));
  return { busyShare: total > 0 ? busy / total : 0, rows, top };
}

/** Round trips EVN ⇄ SVO in both directions, 1 to 30 days ahead and back a week later, four parties (api-bench.ts). */
async function flightQuestions(url: string, token: string) {
  const airports = await api<{ result: { id: number; iataCode: string }[] }>(
    url,
    REFERENCE_ENDPOINTS['airports.list'],
    { token, query: 'pageSize=100' },
  );
  const idOf = (code: string) => airports.result.find((airport) => airport.iataCode === code)!.id;
  return roundTripQuestions(idOf);
}

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Starts a profiled server, runs `load` on it, stops it and summarises the samples taken while `load` ran. */
async function profiled(name: string, load: (url: string) => Promise<() => Promise<object>>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-search-profile-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'frs-search-cpuprofile-'));
  process.env.SERVER_CPU_PROFILE_DIR = profileDir;
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', SEARCH_CACHE_MS: '0' });
  delete process.env.SERVER_CPU_PROFILE_DIR;
  let window: { from: number; to: number; result: object };
  try {
    const run = await load(server.url);
    const from = nowMicros();
    const result = await run();
    window = { from, to: nowMicros(), result };
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
  }
  const file = readdirSync(profileDir).find((entry) => entry.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${profileDir}`);
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as TProfile;
  const { busyShare, rows, top } = summarise(profile, window.from, window.to);
  console.log(`\n${name}: ${JSON.stringify(window.result)}; server thread ${Math.round(busyShare * 100)}% busy`);
  console.table(rows);
  if (process.env.PROFILE_TOP) console.table(top);
  rmSync(profileDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

async function run() {
  const only = process.env.PROFILE_ONLY;
  if (!only || only === 'flight') {
    await profiled('flight search', async (url) => {
      const { token } = await login(url, 'agent@demo.test');
      const questions = await flightQuestions(url, token);
      return () =>
        runScenario(
          url,
          { name: 'POST mainSearch', method: 'POST', path: SEARCH_ENDPOINTS.flights.path, bodies: questions, token },
          { seconds: SECONDS, connections: CONNECTIONS },
        );
    });
  }
  if (!only || only === 'hotel') {
    await profiled('hotel search', async (url) => {
      await createHotelBenchInventory(url, await login(url, 'superadmin@demo.test'));
      const { token } = await login(url, 'agent@demo.test');
      return () => apiHotelSearch(url, token, CONNECTIONS, SECONDS);
    });
  }
  if (!only || only === 'package') {
    await profiled('package search', async (url) => {
      const superAdmin = await login(url, 'superadmin@demo.test');
      const agent = await login(url, 'agent@demo.test');
      const inventory = await createPackageBenchInventory(url, superAdmin, [agent]);
      return () => apiPackageSearch(url, agent.token, inventory, CONNECTIONS, SECONDS);
    });
  }
}

await run();
