/**
 * `npm run bench:look-to-book` (issue 34, item 4): the search cache under look-to-book traffic. One demo server process
 * (the embedded database, or DATABASE_URL=postgres://… of a database of your own, which it migrates and seeds) with
 * the search cache on; 10 clients (two demo agents in turn), each making LOOKS_PER_BOOK (default 1,000) flight
 * searches over 20 questions (EVN ⇄ SVO one way, 1 to 10 days ahead), then one booking (a pre-order of one seat on an
 * offer of its last answer), BENCH_BOOKINGS (default 2) times.
 *
 * Stale answers: the free seats of every class are read once before any booking (the first answers); a search that
 * started after a booking's answer came back must show that class with at most its first free seats less the seats
 * booked by then (only this bench sells, and its holds outlive it). An offer showing more is stale: it shows a seat
 * that is gone. The count must be 0. Printed: searches/s, the hit rate (the server's `X-Search-Cache` header),
 * bookings made and refused, stale answers. The load generator runs in this process (the figure of interest is the
 * stale count and the hit rate, not a ratio).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  endpointPath,
  FLIGHT_ORDER_ENDPOINTS,
  IDEMPOTENCY_HEADER,
  REFERENCE_ENDPOINTS,
  SEARCH_ENDPOINTS,
  todayIsoDate,
  type TSearchRequest,
  type TSearchResponse,
} from '@frs/contract';
import { exitOf, startServer } from '../test/server-process';
import { passengerInput, preOrderBody } from '../test/order-factories';
import { api, login } from './booking-bench';

const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOOKS_PER_BOOK = Number(process.env.LOOKS_PER_BOOK ?? 1_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2);

interface TBooking {
  classId: number;
  seats: number;
  /** When its answer came back (performance.now()). */
  at: number;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-look-to-book-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    SEED_DEMO: 'true',
    SEARCH_CACHE_MS: process.env.SEARCH_CACHE_MS ?? '60000',
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
    LOG_LEVEL: 'warn',
  });
  try {
    const url = server.url;
    const agents = [await login(url, 'agent@demo.test'), await login(url, 'agent2@demo.test')];
    const airports = await api<{ result: { id: number; iataCode: string }[] }>(
      url,
      REFERENCE_ENDPOINTS['airports.list'],
      { token: agents[0]!.token, query: 'pageSize=100' },
    );
    const idOf = (code: string) => airports.result.find((airport) => airport.iataCode === code)!.id;
    const questions: TSearchRequest[] = [];
    for (let day = 1; day <= 10; day++)
      for (const [from, to] of [
        ['EVN', 'SVO'],
        ['SVO', 'EVN'],
      ] as const)
        questions.push({
          travelType: 'oneWay',
          legs: [{ fromAirportId: idOf(from), toAirportId: idOf(to), date: addDays(todayIsoDate(), day) }],
          passengers: { adults: 1, children: 0, infants: 0 },
        });

    const search = async (token: string, body: TSearchRequest) => {
      const response = await fetch(`${url}${endpointPath(SEARCH_ENDPOINTS.flights)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status !== 200) throw new Error(`search: ${response.status} ${await response.text()}`);
      return {
        hit: response.headers.get('x-search-cache') === 'hit',
        answer: (await response.json()) as TSearchResponse,
      };
    };

    // The free seats of every class before any booking.
    const firstFree = new Map<number, number>();
    for (const question of questions) {
      for (const offer of (await search(agents[0]!.token, question)).answer.offers) {
        firstFree.set(offer.segments[0]!.class.id, offer.segments[0]!.freeSeats);
      }
    }
    const bookings: TBooking[] = [];
    let searches = 0;
    let hits = 0;
    let stale = 0;
    let made = 0;
    let refused = 0;
    const staleExamples: string[] = [];
    const bookedBefore = (classId: number, started: number) =>
      bookings.reduce((sum, item) => sum + (item.classId === classId && item.at < started ? item.seats : 0), 0);

    const client = async (index: number) => {
      const agent = agents[index % agents.length]!;
      let next = index;
      for (let round = 0; round < BOOKINGS; round++) {
        let last: TSearchResponse | null = null;
        for (let look = 0; look < LOOKS_PER_BOOK; look++) {
          const question = questions[(next += 1) % questions.length]!;
          const started = performance.now();
          const { hit, answer } = await search(agent.token, question);
          searches += 1;
          if (hit) hits += 1;
          for (const offer of answer.offers) {
            const classId = offer.segments[0]!.class.id;
            const first = firstFree.get(classId);
            if (first === undefined) continue;
            const allowed = first - bookedBefore(classId, started);
            if (offer.segments[0]!.freeSeats > allowed) {
              stale += 1;
              if (staleExamples.length < 5) {
                staleExamples.push(
                  `class ${classId}: ${offer.segments[0]!.freeSeats} shown, ${allowed} left (hit ${hit})`,
                );
              }
            }
          }
          if (answer.offers.length > 0) last = answer;
        }
        const offer = last?.offers[Math.floor(Math.random() * last.offers.length)];
        if (!offer) continue;
        const classId = offer.segments[0]!.class.id;
        const response = await fetch(`${url}${endpointPath(FLIGHT_ORDER_ENDPOINTS.preOrder)}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${agent.token}`,
            'content-type': 'application/json',
            [IDEMPOTENCY_HEADER]: randomUUID(),
          },
          body: JSON.stringify(preOrderBody([classId], [passengerInput('adult')])),
        });
        await response.arrayBuffer();
        if (response.status === 200) {
          made += 1;
          bookings.push({ classId, seats: 1, at: performance.now() });
        } else refused += 1;
      }
    };

    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    const seconds = (performance.now() - started) / 1000;
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `look-to-book on ${database}: ${CLIENTS} clients, ${LOOKS_PER_BOOK} searches per booking, ${questions.length} questions`,
    );
    console.log(
      `  ${searches} searches in ${seconds.toFixed(1)} s: ${Math.round(searches / seconds)} searches/s, hit rate ${((100 * hits) / Math.max(searches, 1)).toFixed(1)}%`,
    );
    console.log(`  bookings: ${made} made, ${refused} refused; stale answers: ${stale}`);
    for (const example of staleExamples) console.log(`    ${example}`);
    if (stale > 0) process.exitCode = 1;
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
