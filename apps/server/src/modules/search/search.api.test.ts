import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  SEARCH_ENDPOINTS,
  todayIsoDate,
  utcToLocal,
  type TSearchRequest,
  type TSearchResponse,
} from '@frs/contract';
import { classes, exchangeRates, timeLimits } from '../../db/schema';
import { priceColumns } from '../flights';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import {
  classPrices,
  createAirline,
  createAirport,
  createClassRow,
  createFlightRow,
  createFlightSetup,
  type TFlightSetup,
} from '../../../test/flight-factories';
import { flightAt, seedRatesAndTickets, TEST_RATES } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
let setup: TFlightSetup;
let agent: Record<string, string>;
let admin: Record<string, string>;
const db = () => testApp.database.db;
const day = (days: number) => addDays(todayIsoDate(), days);

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  agent = (await userWithToken(testApp.app, db(), 'user')).headers;
  admin = (await userWithToken(testApp.app, db(), 'Admin')).headers;
});
afterAll(async () => {
  await testApp.app.close();
});

async function search(headers: Record<string, string>, body: TSearchRequest) {
  return injectEndpoint(testApp.app, SEARCH_ENDPOINTS.flights, { headers, body });
}

const oneWay = (date: string, passengers = { adults: 1, children: 0, infants: 0 }, route = setup): TSearchRequest => ({
  travelType: 'oneWay',
  legs: [{ fromAirportId: route.from.id, toAirportId: route.to.id, date }],
  passengers,
});

describe(`${SEARCH_ENDPOINTS.flights.method} ${SEARCH_ENDPOINTS.flights.path}`, () => {
  it('prices in AMD at the agency rate: net for an agent, gross for the staff, per passenger type', async () => {
    const flight = await flightAt(db(), setup, day(20));
    const sold = await createClassRow(db(), setup, flight.id, { name: 'Y' });
    const passengers = { adults: 2, children: 1, infants: 1 };

    const forAgent = await search(agent, oneWay(day(20), passengers));
    expect(forAgent.statusCode).toBe(200);
    const offer = forAgent.json<TSearchResponse>().offers.find((item) => item.id === String(sold.id));
    expect(offer).toBeDefined();
    // Adult: fare 200 USD, tax 50 USD, commission 10 USD at 400 AMD.
    const adult = offer!.prices.find((item) => item.type === 'adult')!;
    expect(adult).toMatchObject({ count: 2, fare: 8_000_000, tax: 2_000_000, gross: 10_000_000, net: 9_600_000 });
    const child = offer!.prices.find((item) => item.type === 'child')!;
    expect(child).toMatchObject({ count: 1, fare: 6_000_000, gross: 8_000_000, commission: 400_000 });
    // Infants pay the fare only.
    const infant = offer!.prices.find((item) => item.type === 'infant')!;
    expect(infant).toMatchObject({ count: 1, fare: 800_000, tax: 0, surcharge: 0, gross: 800_000, net: 800_000 });
    expect(offer!.total.net).toBe(2 * 9_600_000 + 7_600_000 + 800_000);
    expect(offer!.payable).toBe(offer!.total.net);
    expect(offer!.rate).toEqual({ date: todayIsoDate(), USD: TEST_RATES.USD, EUR: TEST_RATES.EUR });
    expect(offer!.segments[0]).toMatchObject({
      flight: { id: flight.id, currency: 'USD', departureLocal: `${day(20)}T10:00` },
      class: { id: sold.id, name: 'Y', type: 'economy' },
      freeSeats: 50,
      fareRule: { id: setup.fareRule.id, texts: setup.fareRule.texts, penalties: setup.fareRule.penalties },
      baggageRule: { id: setup.baggageRule.id, allowances: setup.baggageRule.allowances },
    });

    const forAdmin = (await search(admin, oneWay(day(20), passengers))).json<TSearchResponse>();
    const adminOffer = forAdmin.offers.find((item) => item.id === String(sold.id))!;
    expect(adminOffer.payable).toBe(adminOffer.total.gross);
    expect(adminOffer.payable).toBeGreaterThan(offer!.payable);
  });

  it('sells a class only for its travel type, hides admin-only classes from agents, and needs seats for all but infants', async () => {
    const flight = await flightAt(db(), setup, day(21));
    const roundTripOnly = await createClassRow(db(), setup, flight.id, { travelType: 'roundTrip' });
    const adminOnly = await createClassRow(db(), setup, flight.id, { adminOnly: true });
    const twoSeats = await createClassRow(db(), setup, flight.id, { seats: 2 });

    const ids = async (headers: Record<string, string>, passengers?: TSearchRequest['passengers']) =>
      (await search(headers, oneWay(day(21), passengers))).json<TSearchResponse>().offers.map((offer) => offer.id);
    const agentIds = await ids(agent);
    expect(agentIds).not.toContain(String(roundTripOnly.id));
    expect(agentIds).not.toContain(String(adminOnly.id));
    expect(agentIds).toContain(String(twoSeats.id));
    expect(await ids(admin)).toContain(String(adminOnly.id));
    // Two adults and two infants fit in two seats; a third seat-taker does not.
    expect(await ids(agent, { adults: 2, children: 0, infants: 2 })).toContain(String(twoSeats.id));
    expect(await ids(agent, { adults: 2, children: 1, infants: 0 })).not.toContain(String(twoSeats.id));
    await db().update(classes).set({ held: 1 }).where(eq(classes.id, twoSeats.id));
    expect(await ids(agent, { adults: 2, children: 0, infants: 0 })).not.toContain(String(twoSeats.id));
  });

  it('stops selling when booking and ticketing have closed (time limits of the airline)', async () => {
    const airline = await createAirline(db());
    await db().insert(timeLimits).values({
      name: 'Closing test',
      airlineId: airline.id,
      holdMinutes: 10,
      bookingHours: 24,
      bookingCloseHours: 48,
      ticketingCloseHours: 30,
    });
    // Departs in about 26 hours: both closed. In about 40 hours: ticketing is still open.
    const soon = new Date(Date.now() + 26 * 3_600_000);
    const later = new Date(Date.now() + 40 * 3_600_000);
    const closedFlight = await createFlightRow(db(), setup, { airlineId: airline.id, departureAt: soon });
    const openFlight = await createFlightRow(db(), setup, { airlineId: airline.id, departureAt: later });
    const closedClass = await createClassRow(db(), setup, closedFlight.id);
    const openClass = await createClassRow(db(), setup, openFlight.id);
    // Search asks by the local date at the departure airport.
    const dates = [...new Set([soon, later].map((instant) => utcToLocal(instant, setup.from.timeZone).slice(0, 10)))];
    const found: string[] = [];
    for (const date of dates) {
      found.push(...(await search(agent, oneWay(date))).json<TSearchResponse>().offers.map((offer) => offer.id));
    }
    expect(found).not.toContain(String(closedClass.id));
    expect(found).toContain(String(openClass.id));
  });

  it('combines the legs of a round trip within one airline, adds the stay surcharge, and answers a ±3-day calendar', async () => {
    const other = await createAirline(db());
    const out = await flightAt(db(), setup, day(30));
    const back = await flightAt(db(), setup, day(50), { from: setup.to.id, to: setup.from.id });
    const backOther = await flightAt(db(), setup, day(50), {
      from: setup.to.id,
      to: setup.from.id,
      airlineId: other.id,
    });
    const prices = classPrices();
    const longRange = { ...prices, adult: { ...prices.adult, surchargeLongRange: 3_000 } };
    const outClass = await createClassRow(db(), setup, out.id, { travelType: 'roundTrip', ...priceColumns(longRange) });
    const backClass = await createClassRow(db(), setup, back.id, { travelType: 'roundTrip' });
    await createClassRow(db(), setup, backOther.id, { travelType: 'roundTrip' });
    // A cheaper outbound two days earlier shows in the calendar.
    const earlier = await flightAt(db(), setup, day(28));
    const backEarlier = await flightAt(db(), setup, day(48), { from: setup.to.id, to: setup.from.id });
    const cheap = { ...prices, adult: { ...prices.adult, fare: 10_000 } };
    await createClassRow(db(), setup, earlier.id, { travelType: 'roundTrip', ...priceColumns(cheap) });
    await createClassRow(db(), setup, backEarlier.id, { travelType: 'roundTrip', ...priceColumns(cheap) });

    const response = await search(agent, {
      travelType: 'roundTrip',
      legs: [
        { fromAirportId: setup.from.id, toAirportId: setup.to.id, date: day(30) },
        { fromAirportId: setup.to.id, toAirportId: setup.from.id, date: day(50) },
      ],
      passengers: { adults: 1, children: 0, infants: 0 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TSearchResponse>();
    expect(body.offers.map((offer) => offer.id)).toEqual([`${outClass.id}-${backClass.id}`]);
    const [offer] = body.offers;
    // A 20-day stay is long range: the outbound class's 30 USD surcharge, the return class's 0.
    expect(offer!.prices[0]!.surcharge).toBe(1_200_000);
    expect(body.calendar.map((item) => item.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((offset) => day(30 + offset)));
    const byDate = new Map(body.calendar.map((item) => [item.date, item.lowestPayable]));
    expect(byDate.get(day(30))).toBe(offer!.payable);
    expect(byDate.get(day(28))).toBeLessThan(offer!.payable);
    expect(byDate.get(day(31))).toBeNull();
  });

  it('prices the other calendar days in SQL exactly as the day asked is priced: rounding, surcharge, every party', async () => {
    // A route of its own, a rate whose four decimals make every conversion round, and prices with odd minor units.
    const from = await createAirport(db());
    const to = await createAirport(db());
    const route = { ...setup, from, to };
    const base = classPrices(12_345);
    const odd = {
      adult: { ...base.adult, tax: 3_337, surchargeShortRange: 1_111, commission: 777 },
      child: { ...base.child, tax: 2_221, surchargeShortRange: 555, commission: 20_000 },
      infant: { ...base.infant, fare: 1_999, tax: 99, surchargeShortRange: 33 },
    };
    const cheaper = { ...odd, adult: { ...odd.adult, fare: 11_111 } };
    for (const [date, prices] of [
      [day(60), odd],
      [day(61), odd],
      [day(61), cheaper],
    ] as const) {
      const out = await flightAt(db(), route, date);
      const back = await flightAt(db(), route, addDays(date, 2), { from: to.id, to: from.id });
      await createClassRow(db(), setup, out.id, { travelType: 'roundTrip', ...priceColumns(prices) });
      await createClassRow(db(), setup, back.id, { travelType: 'roundTrip', ...priceColumns(prices) });
    }
    await db().update(exchangeRates).set({ agencyRate: '387.6543' }).where(eq(exchangeRates.currency, 'USD'));
    try {
      const roundTrip = (date: string): TSearchRequest => ({
        travelType: 'roundTrip',
        legs: [
          { fromAirportId: from.id, toAirportId: to.id, date },
          { fromAirportId: to.id, toAirportId: from.id, date: addDays(date, 2) },
        ],
        passengers: { adults: 2, children: 1, infants: 1 },
      });
      for (const headers of [agent, admin]) {
        const asked = (await search(headers, roundTrip(day(60)))).json<TSearchResponse>();
        const next = (await search(headers, roundTrip(day(61)))).json<TSearchResponse>();
        // The day after, from the calendar priced in SQL, is the lowest offer priced as the pre-order prices it.
        const lowestNext = Math.min(...next.offers.map((offer) => offer.payable));
        expect(next.offers).toHaveLength(4);
        expect(asked.calendar.find((item) => item.date === day(61))?.lowestPayable).toBe(lowestNext);
        expect(next.calendar.find((item) => item.date === day(60))?.lowestPayable).toBe(asked.offers[0]!.payable);
        expect(asked.offers[0]!.payable % 100).toBe(0);
      }
    } finally {
      await db()
        .update(exchangeRates)
        .set({ agencyRate: TEST_RATES.USD.toFixed(4) })
        .where(eq(exchangeRates.currency, 'USD'));
    }
  });

  it('refuses more than 9 passengers, more infants than adults, and a wrong number of legs with field errors', async () => {
    const tooMany = await search(agent, oneWay(day(20), { adults: 8, children: 2, infants: 0 }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('passengers.adults');
    const infants = await search(agent, oneWay(day(20), { adults: 1, children: 0, infants: 2 }));
    expect(infants.statusCode).toBe(400);
    expect(infants.json().errors).toHaveProperty('passengers.infants');
    const legs = await search(agent, { ...oneWay(day(20)), travelType: 'roundTrip' });
    expect(legs.statusCode).toBe(400);
    expect(legs.json().errors).toHaveProperty('legs');
  });

  it('answers 409 when a currency it must convert has no rate, and nothing without a token', async () => {
    const from = await createAirport(db());
    const to = await createAirport(db());
    const route = { ...setup, from, to };
    const flight = await flightAt(db(), route, day(22), { currency: 'EUR' });
    await createClassRow(db(), setup, flight.id);
    await db().delete(exchangeRates).where(eq(exchangeRates.currency, 'EUR'));
    try {
      const response = await search(agent, oneWay(day(22), undefined, route));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('NO_EXCHANGE_RATE');
    } finally {
      await seedRatesAndTickets(db());
    }
    const anonymous = await search({}, oneWay(day(22)));
    expect(anonymous.statusCode).toBe(401);
  });
});
