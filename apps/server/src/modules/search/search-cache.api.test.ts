import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  HOTEL_SEARCH_ENDPOINTS,
  PACKAGE_SEARCH_ENDPOINTS,
  SEARCH_ENDPOINTS,
  todayIsoDate,
  type THotelSearchResponse,
  type TSearchRequest,
  type TSearchResponse,
} from '@frs/contract';
import { classes, exchangeRates, flights, hotels, packageOffers, roomNights } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createHotel, createSellableRoom } from '../../../test/agency-factories';
import { createClassRow, createFlightSetup, nextNumber, type TFlightSetup } from '../../../test/flight-factories';
import { flightAt, passengerInput, preOrder, preOrderBody, seedRatesAndTickets } from '../../../test/order-factories';
import { createPackageOffer } from '../../../test/package-offer-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { SEARCH_CHANNEL } from './search-cache';

/**
 * The search cache on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): answers kept per question,
 * dropped by migration 0026's notices of what they read (and only those), ETag and 304. On PostgreSQL a notice
 * arrives over the listening connection a moment after the commit: `eventually` waits for it (at most 5 s).
 */

let testApp: TTestApp;
let setup: TFlightSetup;
let agent: Record<string, string>;
let otherAgent: Record<string, string>;
const db = () => testApp.database.db;
const cache = () => testApp.app.searchCache;
const day = (days: number) => addDays(todayIsoDate(), days);

/** The tags of this file's own notices that have arrived (see noticesIn). */
const arrived = new Set<string>();
let noticeCount = 0;

beforeAll(async () => {
  testApp = await createTestApp({ searchCacheMs: 60_000 });
  await testApp.database.events.listen(SEARCH_CHANNEL, (tag) => arrived.add(tag));
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  agent = (await userWithToken(testApp.app, db(), 'user')).headers;
  otherAgent = (await userWithToken(testApp.app, db(), 'user')).headers;
});
afterAll(async () => {
  await testApp.app.close();
});

async function eventually(check: () => boolean | Promise<boolean>) {
  const until = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the notice did not arrive within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until the notices of every commit so far have reached the cache. A setup's notices arriving after the first
 * searches (late on a busy machine) would drop answers a test counts on: it sends a notice of its own after them and
 * waits for it, since notices arrive in commit order and the cache's handler runs before this file's. Its tag covers
 * no answer.
 */
async function noticesIn() {
  const tag = `test-sync:${(noticeCount += 1)}`;
  await db().execute(sql`select pg_notify(${SEARCH_CHANNEL}, ${tag})`);
  await eventually(() => arrived.has(tag));
}

const oneWay = (date: string, route: { from: { id: number }; to: { id: number } } = setup): TSearchRequest => ({
  travelType: 'oneWay',
  legs: [{ fromAirportId: route.from.id, toAirportId: route.to.id, date }],
  passengers: { adults: 1, children: 0, infants: 0 },
});

const searchFlights = (headers: Record<string, string>, body: TSearchRequest) =>
  injectEndpoint(testApp.app, SEARCH_ENDPOINTS.flights, { headers, body });

async function offerOf(headers: Record<string, string>, body: TSearchRequest, classId: number) {
  const response = await searchFlights(headers, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSearchResponse>().offers.find((offer) => offer.id === String(classId));
}

describe('search cache', () => {
  it('answers a repeated flight search with the same ETag, and 304 without a body for If-None-Match', async () => {
    const flight = await flightAt(db(), setup, day(30));
    await createClassRow(db(), setup, flight.id);
    await noticesIn();
    const first = await searchFlights(agent, oneWay(day(30)));
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await searchFlights(agent, oneWay(day(30)));
    expect([again.headers.etag, again.body]).toEqual([etag, first.body]);
    const notModified = await injectEndpoint(testApp.app, SEARCH_ENDPOINTS.flights, {
      headers: { ...agent, 'if-none-match': etag },
      body: oneWay(day(30)),
    });
    expect([notModified.statusCode, notModified.body, notModified.headers.etag]).toEqual([304, '', etag]);
    const otherTag = await injectEndpoint(testApp.app, SEARCH_ENDPOINTS.flights, {
      headers: { ...agent, 'if-none-match': '"something-else"' },
      body: oneWay(day(30)),
    });
    expect([otherTag.statusCode, otherTag.body]).toEqual([200, first.body]);
  });

  it('drops a flight answer when a seat is sold (the seller sees it at once) or a price changes, and only then', async () => {
    const flight = await flightAt(db(), setup, day(31));
    const sold = await createClassRow(db(), setup, flight.id, { seats: 9 });
    const elsewhere = await flightAt(db(), setup, day(45));
    const untouched = await createClassRow(db(), setup, elsewhere.id);
    await noticesIn();
    expect((await offerOf(otherAgent, oneWay(day(31)), sold.id))?.freeSeats).toBe(9);
    expect((await offerOf(agent, oneWay(day(31)), sold.id))?.freeSeats).toBe(9);
    expect((await offerOf(agent, oneWay(day(45)), untouched.id))?.freeSeats).toBe(50);

    // The agent's own sale through this process: its next search already shows it, whenever the notice comes.
    await preOrder(testApp.app, agent, preOrderBody([sold.id], [passengerInput('adult'), passengerInput('adult')]));
    expect((await offerOf(agent, oneWay(day(31)), sold.id))?.freeSeats).toBe(7);
    // Everybody else's once the notice arrived; the answer of another day and route was not dropped.
    await eventually(async () => (await offerOf(otherAgent, oneWay(day(31)), sold.id))?.freeSeats === 7);
    await noticesIn();
    const otherDay = await searchFlights(agent, oneWay(day(45)));
    expect(otherDay.headers['x-search-cache']).toBe('hit');

    // A price changed by hand in SQL.
    const before = (await offerOf(otherAgent, oneWay(day(31)), sold.id))!.payable;
    await db().update(classes).set({ adultFare: 30_000 }).where(eq(classes.id, sold.id));
    await eventually(async () => (await offerOf(otherAgent, oneWay(day(31)), sold.id))!.payable > before);

    // A flight cancelled: its offers are gone.
    await db().update(flights).set({ status: 'cancelled' }).where(eq(flights.id, elsewhere.id));
    await eventually(async () => (await offerOf(agent, oneWay(day(45)), untouched.id)) === undefined);
  });

  it('drops every answer when an exchange rate changes', async () => {
    const flight = await flightAt(db(), setup, day(33));
    const flightClass = await createClassRow(db(), setup, flight.id);
    await noticesIn();
    const before = (await offerOf(agent, oneWay(day(33)), flightClass.id))!.payable;
    expect(cache().size).toBeGreaterThan(0);
    const [usd] = await db()
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, 'USD'), eq(exchangeRates.rateDate, todayIsoDate())));
    try {
      await db()
        .update(exchangeRates)
        .set({ agencyRate: String(Number(usd!.agencyRate) * 2) })
        .where(and(eq(exchangeRates.currency, 'USD'), eq(exchangeRates.rateDate, todayIsoDate())));
      await eventually(() => cache().size === 0);
      expect((await offerOf(agent, oneWay(day(33)), flightClass.id))!.payable).toBeGreaterThan(before);
    } finally {
      await seedRatesAndTickets(db());
    }
  });

  it('drops a hotel answer when a night of its city is sold out or stopped, not for another city', async () => {
    const town = `Town ${nextNumber()}`;
    const hotel = await createHotel(db());
    await db().update(hotels).set({ city: town }).where(eq(hotels.id, hotel.id));
    const { room } = await createSellableRoom(db(), { hotelId: hotel.id, from: day(10), nights: 8, allotment: 2 });
    const other = await createHotel(db());
    const { room: otherRoom } = await createSellableRoom(db(), { hotelId: other.id, from: day(10), nights: 8 });
    await noticesIn();
    const stay = { checkIn: day(11), checkOut: day(13) };
    const searchHotels = (query: Record<string, unknown>) =>
      injectEndpoint(testApp.app, HOTEL_SEARCH_ENDPOINTS.search, { headers: agent, query: { ...stay, ...query } });
    const offers = async (query: Record<string, unknown>) => {
      const response = await searchHotels(query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<THotelSearchResponse>().hotels.flatMap((item) => item.offers);
    };
    expect(await offers({ city: town.toUpperCase() })).toHaveLength(1);
    expect(await offers({ hotelId: other.id })).toHaveLength(1);
    const kept = cache().size;
    // The other hotel's night after the stay, then this city's second night stopped.
    await db()
      .update(roomNights)
      .set({ stopSale: true })
      .where(and(eq(roomNights.roomId, otherRoom.id), eq(roomNights.night, day(13))));
    await db()
      .update(roomNights)
      .set({ stopSale: true })
      .where(and(eq(roomNights.roomId, room.id), eq(roomNights.night, day(12))));
    await eventually(async () => (await offers({ city: town.toUpperCase() })).length === 0);
    expect(cache().size).toBe(kept);
    expect(await offers({ hotelId: other.id })).toHaveLength(1);
  });

  it('drops a package answer when its offer changes or a seat on its route moves', async () => {
    const packageSetup = await createFlightSetup(db());
    const offer = await createPackageOffer(db(), packageSetup);
    const outbound = await flightAt(db(), packageSetup, day(20));
    const outboundClass = await createClassRow(db(), packageSetup, outbound.id, { travelType: 'roundTrip' });
    const body = { offerId: offer.id, departureFrom: day(20), nights: 7, adults: 2, childAges: [], rooms: 1 };
    const searchPackages = () => injectEndpoint(testApp.app, PACKAGE_SEARCH_ENDPOINTS.search, { headers: agent, body });
    expect((await searchPackages()).statusCode).toBe(200);
    // The setup's own notices may still be arriving: an answer computed while one does is sent but not stored, so ask
    // again until the answer is kept (a hit) before changing what it read.
    await eventually(async () => (await searchPackages()).headers['x-search-cache'] === 'hit');
    const kept = cache().size;
    await db().update(classes).set({ held: 1 }).where(eq(classes.id, outboundClass.id));
    await eventually(() => cache().size === kept - 1);
    expect((await searchPackages()).statusCode).toBe(200);
    expect(cache().size).toBe(kept);
    await db().update(packageOffers).set({ commissionPercent: 6 }).where(eq(packageOffers.id, offer.id));
    await eventually(() => cache().size === kept - 1);
  });
});
