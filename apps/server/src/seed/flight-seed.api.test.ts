import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, FLIGHT_ENDPOINTS, todayIsoDate, utcToLocal, type TFlightListResponse } from '@frs/contract';
import { airports, classes, classTemplates, flights, flightTemplates } from '../db/schema';
import { injectEndpoint } from '../../test/endpoint-call';
import { loginAs } from '../../test/factories';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { DEMO_PASSWORD, seedDemoData } from './demo-seed';
import { DEMO_AIRPORTS, DEMO_FLIGHT_DAYS } from './flight-seed';

let testApp: TTestApp;
let seedMs = 0;
const now = new Date();

beforeAll(async () => {
  testApp = await createTestApp();
  const started = performance.now();
  await seedDemoData(testApp.database.db, now);
  seedMs = performance.now() - started;
  console.log(`demo seed with the flight inventory: ${Math.round(seedMs)} ms`);
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;

describe('demo flight inventory', () => {
  it('has the ten airports of the issue, each with its time zone', async () => {
    const rows = await db().select().from(airports).orderBy(asc(airports.iataCode));
    expect(rows.map((row) => row.iataCode).sort()).toEqual(
      ['BCN', 'BEY', 'CDG', 'DXB', 'EVN', 'FCO', 'IST', 'SVO', 'TLV', 'VKO'].sort(),
    );
    expect(Object.fromEntries(rows.map((row) => [row.iataCode, row.timeZone]))).toMatchObject({
      EVN: 'Asia/Yerevan',
      SVO: 'Europe/Moscow',
      CDG: 'Europe/Paris',
      DXB: 'Asia/Dubai',
      BEY: 'Asia/Beirut',
    });
    expect(rows).toHaveLength(DEMO_AIRPORTS.length);
  });

  it('has flights out of and back to Yerevan on every one of the next 60 days, with two or three classes each', async () => {
    const evn = (await db().select().from(airports).where(eq(airports.iataCode, 'EVN')))[0]!;
    const all = await db().select().from(flights);
    const today = todayIsoDate(now);
    const localDates = new Set(
      all
        .filter((flight) => flight.fromAirportId === evn.id)
        .map((flight) => utcToLocal(flight.departureAt, 'Asia/Yerevan').slice(0, 10)),
    );
    for (let day = 0; day < DEMO_FLIGHT_DAYS; day += 1)
      expect(localDates, addDays(today, day)).toContain(addDays(today, day));
    expect(all.every((flight) => flight.fromAirportId === evn.id || flight.toAirportId === evn.id)).toBe(true);
    const outbound = all.filter((flight) => flight.fromAirportId === evn.id).length;
    expect(all.length - outbound).toBe(outbound);

    const perFlight = await db()
      .select({
        flightId: classes.flightId,
        classes: count(),
        seats: sql<number>`sum(${classes.seats})`.mapWith(Number),
      })
      .from(classes)
      .groupBy(classes.flightId);
    expect(perFlight).toHaveLength(all.length);
    const capacity = new Map(all.map((flight) => [flight.id, flight.seatCapacity]));
    for (const row of perFlight) {
      expect(row.classes).toBeGreaterThanOrEqual(2);
      expect(row.classes).toBeLessThanOrEqual(3);
      expect(row.seats).toBeLessThanOrEqual(capacity.get(row.flightId) ?? 0);
    }
    const travelTypes = await db().selectDistinct({ travelType: classes.travelType }).from(classes);
    expect(travelTypes.map((row) => row.travelType).sort()).toEqual(['multiDestination', 'oneWay', 'roundTrip']);
  });

  it('has flight and class templates, and the flights list answers for the next 30 days', async () => {
    const [templates] = await db().select({ rows: count() }).from(flightTemplates);
    const [templateClasses] = await db().select({ rows: count() }).from(classTemplates);
    expect(templates?.rows).toBeGreaterThanOrEqual(2);
    expect(templateClasses?.rows).toBeGreaterThanOrEqual(4);
    const login = await loginAs(testApp.app, 'viewer@demo.test', DEMO_PASSWORD);
    const today = todayIsoDate(now);
    const response = await injectEndpoint(testApp.app, FLIGHT_ENDPOINTS.list, {
      token: login.token,
      body: { startDate: today, endDate: addDays(today, 30), classes: ['C'] },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<TFlightListResponse>();
    expect(page.count).toBeGreaterThan(5);
    expect(page.result.every((flight) => flight.classes.every((item) => item.name === 'C'))).toBe(true);
  });

  // A guard against a seed that grows by orders of magnitude, not a speed target: the demo now seeds three product
  // lines (~1.6 s on PostgreSQL, 4 to 5 s on PGlite in a CI worker beside another test file; printed above).
  it('stays fast: the whole demo seed in a few seconds', () => {
    expect(seedMs).toBeLessThan(8_000);
  });
});
