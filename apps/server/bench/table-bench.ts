/**
 * The rows of issue 34's table, measured by `npm run bench` in one run (api-bench.ts calls `issueTable`), each as a
 * ratio of two sides loaded alike, in three interleaved rounds (side A, side B, side A, side B…) so that the
 * machine's load drifts over both sides equally:
 *
 * - flight search / its SQL raw, hotel search / raw, package search / raw: the API answering the questions in turn
 *   (the load from the load process, load-process.ts) ÷ the statements the API sends for those same questions,
 *   recorded from the API in this process and sent raw through `pg` as the API sends them (api-statements.ts), at
 *   the same concurrency. PostgreSQL only: on the embedded database the server holds the data folder, so no raw
 *   client can share it (the API side is still measured).
 * - no-op route / bare Fastify: GET /api/health ÷ GET /bare of bare-server.ts (a process of its own), both from
 *   the load process.
 * - GET /api/profile and GET /api/notifications/mine / the no-op route: the header calls ÷ GET /api/health.
 *
 * The booking scaling row (raw bookings 1 → 10 workers) and the memory row are measured by api-bench.ts and given
 * to `printIssueTable`, which prints the table with the issue's goals beside each figure.
 */
import {
  AUTH_ENDPOINTS,
  HOTEL_SEARCH_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
  PACKAGE_SEARCH_ENDPOINTS,
  SEARCH_ENDPOINTS,
  USER_ENDPOINTS,
} from '@frs/contract';
import {
  apiStatementRecorder,
  recordRequests,
  replayRaw,
  statementsPerRequest,
  type TInjectedRequest,
  type TRecordedRequest,
} from './api-statements';
import { runScenario, type TScenario } from './load';

/** One side of a ratio in one round. */
interface TSide {
  'req/s': number;
  'p99 ms': number | null;
  failures: number;
}

/** A row of the table: both sides of each round, their ratios, and the goal. */
export interface TTableRow {
  figure: string;
  sides: [string, string];
  rounds: { a: TSide; b: TSide | null }[];
  /** The ratio's goal (≥), and the p99's of side A (≤ ms), as the issue states them. */
  goal: { ratio?: number; p99?: number; text: string };
  note?: string;
}

const ROUNDS = 3;

const ratioOf = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);
const median = (values: readonly number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/** Three interleaved rounds of side A then side B (null: B is not measured here, as raw search on PGlite). */
async function interleaved(
  label: string,
  a: () => Promise<TSide>,
  b: (() => Promise<TSide>) | null,
): Promise<TTableRow['rounds']> {
  const rounds: TTableRow['rounds'] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const sideA = await a();
    const sideB = b ? await b() : null;
    rounds.push({ a: sideA, b: sideB });
    console.log(
      `  ${label}, round ${round}: ${sideA['req/s']} req/s (p99 ${sideA['p99 ms']} ms, ${sideA.failures} failed)` +
        (sideB
          ? ` vs ${sideB['req/s']} req/s (p99 ${sideB['p99 ms']} ms, ${sideB.failures} failed): ` +
            `${ratioOf(sideA['req/s'], sideB['req/s'])}`
          : ''),
    );
  }
  return rounds;
}

/** A raw replay's figures as a side. */
function rawSide(result: Awaited<ReturnType<typeof replayRaw>>): TSide {
  return { 'req/s': result.rate, 'p99 ms': result['p99 ms'], failures: result.failures };
}

export interface TIssueTableOptions {
  url: string;
  bareUrl: string;
  /** The agent the searches and header calls are made as (agent@demo.test), and its token on the server. */
  agentEmail: string;
  token: string;
  /** PostgreSQL: the server's database, where the raw sides send the API's statements. */
  databaseUrl?: string;
  seconds: number;
  connections: number;
  flightQuestions: object[];
  hotelPaths: string[];
  packageQuestions: object[];
}

/** The API's statements for each question, recorded on an application in this process (PostgreSQL only). */
async function recordSearches(options: TIssueTableOptions) {
  if (!options.databaseUrl) return null;
  const recorder = await apiStatementRecorder(options.databaseUrl);
  try {
    const token = await recorder.login(options.agentEmail);
    const post = (path: string) => (body: object) => ({ method: 'POST', url: path, body, token }) as const;
    const flight = await recordRequests(recorder, options.flightQuestions.map(post(SEARCH_ENDPOINTS.flights.path)));
    const hotel = await recordRequests(
      recorder,
      options.hotelPaths.map((url): TInjectedRequest => ({ method: 'GET', url, token })),
    );
    const packages = await recordRequests(
      recorder,
      options.packageQuestions.map(post(PACKAGE_SEARCH_ENDPOINTS.search.path)),
    );
    return { flight, hotel, packages };
  } finally {
    await recorder.close();
  }
}

/** What the raw side of a search sends: its statements per question, and the first question's, named or not. */
function describeRecorded(label: string, requests: readonly TRecordedRequest[]) {
  const first = requests[0]!;
  console.log(
    `  ${label}: ${statementsPerRequest(requests)} statements per question` +
      `${first.transaction ? ' (in its own transaction, begin and commit included)' : ', no transaction'}; the first:`,
  );
  for (const group of first.groups) {
    for (const [index, statement] of group.entries()) {
      const text = statement.text.replace(/\s+/g, ' ').trim();
      console.log(
        `    ${index > 0 ? '‖ ' : ''}${statement.name ? `prepared ${statement.name}` : 'unnamed'}, ` +
          `${statement.values.length} parameters: ${text.slice(0, 90)}${text.length > 90 ? '…' : ''}`,
      );
    }
  }
}

/** The rows of the issue's table that are ratios, each in three interleaved rounds. */
export async function issueTable(options: TIssueTableOptions): Promise<TTableRow[]> {
  const { url, bareUrl, token, seconds, connections } = options;
  const defaults = { seconds, connections };
  const api =
    (scenario: Omit<TScenario, 'name'>, base = url) =>
    async (): Promise<TSide> =>
      runScenario(base, { name: '', ...scenario }, defaults);
  const raw = (name: string, requests: readonly TRecordedRequest[] | undefined) =>
    requests && options.databaseUrl
      ? async () =>
          rawSide(
            await replayRaw({
              name,
              databaseUrl: options.databaseUrl!,
              requests,
              workers: connections,
              seconds,
            }),
          )
      : null;

  console.log(
    `\nIssue 34's table: ${ROUNDS} interleaved rounds per row, ${seconds} s per side, ${connections} at a time.`,
  );
  const recorded = await recordSearches(options);
  if (recorded) {
    console.log("The raw sides send the API's own statements, recorded from it per question:");
    describeRecorded('flight search', recorded.flight);
    describeRecorded('hotel search', recorded.hotel);
    describeRecorded('package search', recorded.packages);
  }
  const onlyApi = recorded ? undefined : 'raw side on PostgreSQL only (the server holds the embedded database)';
  const rows: TTableRow[] = [];
  const health = api({ method: 'GET', path: AUTH_ENDPOINTS.health.path });

  rows.push({
    figure: 'flight search / its SQL raw',
    sides: ['API req/s', 'raw req/s'],
    rounds: await interleaved(
      'flight search',
      api({ method: 'POST', path: SEARCH_ENDPOINTS.flights.path, bodies: options.flightQuestions, token }),
      raw('flight search raw', recorded?.flight),
    ),
    goal: { ratio: 0.75, p99: 20, text: '≥ 0.75, p99 ≤ 20 ms' },
    note: onlyApi,
  });
  rows.push({
    figure: 'hotel search / raw',
    sides: ['API req/s', 'raw req/s'],
    rounds: await interleaved(
      'hotel search',
      api({ method: 'GET', path: HOTEL_SEARCH_ENDPOINTS.search.path, paths: options.hotelPaths, token }),
      raw('hotel search raw', recorded?.hotel),
    ),
    goal: { ratio: 0.75, text: '≥ 0.75' },
    note: onlyApi,
  });
  rows.push({
    figure: 'package search / raw',
    sides: ['API req/s', 'raw req/s'],
    rounds: await interleaved(
      'package search',
      api({ method: 'POST', path: PACKAGE_SEARCH_ENDPOINTS.search.path, bodies: options.packageQuestions, token }),
      raw('package search raw', recorded?.packages),
    ),
    goal: { ratio: 0.6, p99: 40, text: '≥ 0.6, p99 ≤ 40 ms' },
    note: onlyApi,
  });
  rows.push({
    figure: 'no-op route / bare Fastify',
    sides: ['GET /api/health', 'bare GET'],
    rounds: await interleaved('no-op route', health, api({ method: 'GET', path: '/bare' }, bareUrl)),
    goal: { ratio: 0.6, text: '≥ 0.6' },
  });
  rows.push({
    figure: 'GET /api/profile / the no-op route',
    sides: ['profile', 'GET /api/health'],
    rounds: await interleaved('profile', api({ method: 'GET', path: USER_ENDPOINTS.profile.path, token }), health),
    goal: { ratio: 0.5, text: '≥ 0.5' },
  });
  rows.push({
    figure: '/api/notifications/mine / the no-op route',
    sides: ['notifications', 'GET /api/health'],
    rounds: await interleaved(
      'notifications',
      api({ method: 'GET', path: NOTIFICATION_ENDPOINTS.mine.path, token }),
      health,
    ),
    goal: { ratio: 0.5, text: '≥ 0.5 (a header call, as the profile)' },
  });
  return rows;
}

/** The rows api-bench.ts measures itself. */
export interface TOtherRows {
  database: string;
  /** Raw bookings per second by workers (PostgreSQL), or why not measured. */
  bookingScaling: { workers: number; 'tx/s': number }[] | string;
  memory: { idleMb: number; afterMb: number; peakMb: number };
}

const listOf = (values: readonly (number | null)[]) => values.map((value) => value ?? '-').join(' / ');

/** The issue's table as measured: each row with both sides per round, the ratios, the goal and whether it is met. */
export function printIssueTable(rows: readonly TTableRow[], other: TOtherRows) {
  const table = rows.map((row) => {
    const ratios = row.rounds.flatMap((round) => (round.b ? [ratioOf(round.a['req/s'], round.b['req/s'])] : []));
    const p99s = row.rounds.map((round) => round.a['p99 ms']);
    const p99 = median(p99s.map((value) => value ?? Infinity));
    const ratioMet = row.goal.ratio === undefined || (ratios.length > 0 && median(ratios) >= row.goal.ratio);
    const p99Met = row.goal.p99 === undefined || p99 <= row.goal.p99;
    const failures = row.rounds.reduce((sum, round) => sum + round.a.failures + (round.b?.failures ?? 0), 0);
    return {
      figure: row.figure,
      'side A req/s': `${row.sides[0]}: ${listOf(row.rounds.map((round) => round.a['req/s']))}`,
      'side B req/s': row.rounds[0]?.b
        ? `${row.sides[1]}: ${listOf(row.rounds.map((round) => round.b?.['req/s'] ?? null))}`
        : (row.note ?? '-'),
      ratio: ratios.length ? listOf(ratios) : '-',
      'A p99 ms': listOf(p99s),
      goal: row.goal.text,
      met:
        failures > 0
          ? `${failures} failed`
          : ratios.length === 0 && row.goal.ratio
            ? 'n/a'
            : ratioMet && p99Met
              ? 'yes'
              : 'NO',
    };
  });
  table.push({
    figure: 'booking statements sent raw, 1 → 10 workers',
    'side A req/s':
      typeof other.bookingScaling === 'string'
        ? other.bookingScaling
        : other.bookingScaling.map((row) => `${row.workers} workers: ${row['tx/s']} tx/s`).join(', '),
    'side B req/s': '-',
    ratio:
      typeof other.bookingScaling === 'string' || other.bookingScaling.length < 2
        ? '-'
        : String(
            ratioOf(other.bookingScaling[other.bookingScaling.length - 1]!['tx/s'], other.bookingScaling[0]!['tx/s']),
          ),
    'A p99 ms': '-',
    goal: 'scales with workers',
    met: '(see ratio)',
  });
  table.push({
    figure: `memory idle (${other.database})`,
    'side A req/s': `${other.memory.idleMb} MiB RSS idle`,
    'side B req/s': `${other.memory.afterMb} MiB after the runs, ${other.memory.peakMb} MiB peak`,
    ratio: '-',
    'A p99 ms': '-',
    goal: '(note it)',
    met: '-',
  });
  console.log(
    `\nIssue 34's table on ${other.database} (${ROUNDS} interleaved rounds: side A, side B, …; ratio = A ÷ B per ` +
      'round; met: the median ratio and the median p99 against the goal):',
  );
  console.table(table);
}
