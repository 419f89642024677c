import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  PACKAGE_SEARCH_ENDPOINTS,
  todayIsoDate,
  type TMarkup,
  type TPackageCombination,
  type TPackageSearchResponse,
} from '@frs/contract';
import { classes, exchangeRates, hotels, packageOffers, rooms, services, tourManagers } from '../../db/schema';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createHotel, createSellableRoom, setNights, type TRoomOverrides } from '../../../test/agency-factories';
import { createClassRow, createFlightSetup, nextNumber, type TFlightSetup } from '../../../test/flight-factories';
import { flightAt, seedRatesAndTickets } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
let agent: Record<string, string>;
let admin: Record<string, string>;
let reports: Record<string, string>;
const db = () => testApp.database.db;
const day = (days: number) => addDays(todayIsoDate(), days);

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
  agent = (await userWithToken(testApp.app, db(), 'user')).headers;
  admin = (await userWithToken(testApp.app, db(), 'Admin')).headers;
  reports = (await userWithToken(testApp.app, db(), 'Reports')).headers;
});
afterAll(async () => {
  await testApp.app.close();
});

const search = (headers: Record<string, string>, body: Record<string, unknown>) =>
  injectEndpoint(testApp.app, PACKAGE_SEARCH_ENDPOINTS.search, {
    headers: { ...headers, 'accept-language': 'en' },
    body,
  });

async function combinations(headers: Record<string, string>, body: Record<string, unknown>) {
  const response = await search(headers, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPackageSearchResponse>().combinations;
}

/** A round-trip class (Yerevan time 10:00, 4 hours; USD, adult 200 + 50 tax) on the setup's route or its return. */
async function flightWithClass(
  setup: TFlightSetup,
  localDate: string,
  options: { back?: boolean; seats?: number; adultFare?: number; type?: 'economy' | 'business' } = {},
) {
  const flight = await flightAt(
    db(),
    setup,
    localDate,
    options.back ? { from: setup.to.id, to: setup.from.id, time: '16:00' } : {},
  );
  const flightClass = await createClassRow(db(), setup, flight.id, {
    travelType: 'roundTrip',
    seats: options.seats ?? 50,
    type: options.type ?? 'economy',
    ...(options.adultFare === undefined ? {} : { adultFare: options.adultFare }),
  });
  return { flight, flightClass };
}

/**
 * A destination of its own: a route both ways, a hotel in a town of its own with a room type of 100 EUR a night
 * (10 rooms on days 1 to 40), a transfer (20 EUR per person), insurance (5,000 AMD per booking), a tour manager, and
 * an offer of 7 nights with a 10% markup and a 5% commission, on sale from today to day 60.
 */
async function destination(
  options: { room?: TRoomOverrides; markup?: TMarkup; nights?: number[]; saleFrom?: string; saleTo?: string } = {},
) {
  const setup = await createFlightSetup(db());
  const town = `Town ${nextNumber()}`;
  const hotel = await createHotel(db());
  await db().update(hotels).set({ city: town }).where(eq(hotels.id, hotel.id));
  const { room } = await createSellableRoom(db(), {
    hotelId: hotel.id,
    from: day(1),
    nights: 40,
    allotment: 10,
    overrides: { pricePerNight: 10_000, currency: 'EUR', maxAdults: 2, maxChildren: 1, capacity: 3, ...options.room },
  });
  const [transfer] = await db()
    .insert(services)
    .values({
      kind: 'transfer',
      name: `Transfer ${nextNumber()}`,
      description: { hy: 'Տրանսֆեր', en: 'Transfer', ru: 'Трансфер' },
      price: 2_000,
      currency: 'EUR',
    })
    .returning();
  const [insurance] = await db()
    .insert(services)
    .values({
      kind: 'insurance',
      name: `Insurance ${nextNumber()}`,
      description: { hy: 'Ապահովագրություն', en: 'Insurance', ru: 'Страховка' },
      price: 500_000,
      currency: 'AMD',
    })
    .returning();
  const [manager] = await db()
    .insert(tourManagers)
    .values({ name: 'Ani Petrosyan', phone: '+374 99 000000', languages: 'hy, en' })
    .returning();
  const [offer] = await db()
    .insert(packageOffers)
    .values({
      name: `Offer ${nextNumber()}`,
      destination: town,
      fromAirportId: setup.from.id,
      toAirportId: setup.to.id,
      classType: 'economy',
      roomIds: [room.id],
      nights: options.nights ?? [7],
      services: [
        { serviceId: transfer!.id, charge: 'perPerson' },
        { serviceId: insurance!.id, charge: 'perBooking' },
      ],
      tourManagerId: manager!.id,
      markup: options.markup ?? { type: 'percent', value: 10 },
      commissionPercent: 5,
      saleFrom: options.saleFrom ?? day(0),
      saleTo: options.saleTo ?? day(60),
      cancellationPolicy: [],
    })
    .returning();
  return { setup, town, hotel, room, offer: offer!, transfer: transfer!, insurance: insurance!, manager: manager! };
}

type TDestination = Awaited<ReturnType<typeof destination>>;

/** Flights out on day 20 and back on day 27 (7 nights later). */
async function flightsFor(place: TDestination, options: { seats?: number } = {}) {
  const outbound = await flightWithClass(place.setup, day(20), options);
  const inbound = await flightWithClass(place.setup, day(27), { ...options, back: true });
  return { outbound, inbound };
}

const ids = (found: TPackageCombination[]) =>
  found.map((item) => `${item.outbound.classId}/${item.return.classId}/${item.room.roomId}`);

describe(endpointTitle(PACKAGE_SEARCH_ENDPOINTS.search), () => {
  it('prices flights, stay, services, markup and commission: the gross with its breakdown for the staff', async () => {
    const place = await destination();
    const { outbound, inbound } = await flightsFor(place);
    const body = { destination: `  ${place.town.toUpperCase()} `, departureFrom: day(20), adults: 2 };

    const [found, ...others] = await combinations(admin, body);
    expect(others).toEqual([]);
    // Flights: 250 USD x 400 = 100,000 AMD a traveller a leg, 2 travellers, 2 legs. Stay: 100 EUR x 450 = 45,000
    // AMD a night, 7 nights. Services: 20 EUR x 450 x 2 travellers, and 5,000 AMD once. Markup: 10% of 738,000 AMD.
    const breakdown = { flights: 40_000_000, hotel: 31_500_000, services: 2_300_000, markup: 7_380_000 };
    expect(found).toEqual({
      offerId: place.offer.id,
      offerName: place.offer.name,
      destination: place.town,
      nights: 7,
      departureDate: day(20),
      checkIn: day(20),
      checkOut: day(27),
      outbound: {
        flight: expect.objectContaining({
          id: outbound.flight.id,
          departureLocal: `${day(20)}T10:00`,
          arrivalLocal: expect.stringMatching(new RegExp(`^${day(20)}T`)),
        }),
        classId: outbound.flightClass.id,
        className: outbound.flightClass.name,
      },
      return: {
        flight: expect.objectContaining({
          id: inbound.flight.id,
          departureLocal: expect.stringMatching(new RegExp(`^${day(27)}T`)),
        }),
        classId: inbound.flightClass.id,
        className: inbound.flightClass.name,
      },
      hotel: expect.objectContaining({ id: place.hotel.id, city: place.town, category: 4 }),
      room: { roomId: place.room.id, categoryName: expect.any(String), mealType: 'BB' },
      rooms: 1,
      services: [
        { serviceId: place.transfer.id, name: place.transfer.name, kind: 'transfer', charge: 'perPerson' },
        { serviceId: place.insurance.id, name: place.insurance.name, kind: 'insurance', charge: 'perBooking' },
      ],
      tourManager: { id: place.manager.id, name: 'Ani Petrosyan', languages: 'hy, en' },
      price: { gross: 81_180_000, commission: 4_059_000, net: 77_121_000, payable: 81_180_000 },
      breakdown,
    });
    expect(Object.values(breakdown).reduce((sum, part) => sum + part, 0)).toBe(found!.price.gross);

    // The agent pays the net and sees no breakdown.
    const [forAgent] = await combinations(agent, body);
    expect(forAgent!.price).toEqual({ gross: 81_180_000, commission: 4_059_000, net: 77_121_000, payable: 77_121_000 });
    expect(forAgent).not.toHaveProperty('breakdown');

    // The same by the offer's id; an amount markup is added once.
    await db()
      .update(packageOffers)
      .set({ markup: { type: 'amount', value: 1_000_000 } })
      .where(eq(packageOffers.id, place.offer.id));
    const [byId] = await combinations(admin, { offerId: place.offer.id, departureFrom: day(20), adults: 2 });
    expect(byId!.breakdown).toEqual({ ...breakdown, markup: 1_000_000 });
    expect(byId!.price.gross).toBe(74_800_000);
  });

  it('answers only combinations with seats on both flights and rooms on every night for the whole party', async () => {
    const place = await destination();
    const { outbound, inbound } = await flightsFor(place, { seats: 3 });
    const body = { destination: place.town, departureFrom: day(20), adults: 2, childAges: [5] };
    const expected = [`${outbound.flightClass.id}/${inbound.flightClass.id}/${place.room.id}`];
    expect(ids(await combinations(agent, body))).toEqual(expected);

    // One seat held on the way out: 2 left for 3 seat takers.
    await db().update(classes).set({ held: 1 }).where(eq(classes.id, outbound.flightClass.id));
    expect(await combinations(agent, body)).toEqual([]);
    // An infant takes no seat.
    expect(ids(await combinations(agent, { ...body, childAges: [1] }))).toEqual(expected);
    await db().update(classes).set({ held: 0 }).where(eq(classes.id, outbound.flightClass.id));

    // The return flight sold out.
    await db().update(classes).set({ sold: 3 }).where(eq(classes.id, inbound.flightClass.id));
    expect(await combinations(agent, body)).toEqual([]);
    await db().update(classes).set({ sold: 0 }).where(eq(classes.id, inbound.flightClass.id));

    // A stop-sale on the last night, then a full night, then no row for a night.
    await setNights(db(), place.room.id, day(26), 1, { stopSale: true });
    expect(await combinations(agent, body)).toEqual([]);
    await setNights(db(), place.room.id, day(26), 1, { stopSale: false, allotment: 10, sold: 10 });
    expect(await combinations(agent, body)).toEqual([]);
    await setNights(db(), place.room.id, day(26), 1, { allotment: 10, sold: 9 });
    expect(ids(await combinations(agent, body))).toEqual(expected);
    // Two rooms need two free on every night.
    expect(await combinations(agent, { ...body, rooms: 2 })).toEqual([]);
    await setNights(db(), place.room.id, day(26), 1, { allotment: 10, sold: 0 });
    expect(ids(await combinations(agent, body))).toEqual(expected);
    // The check-out day is no night of the stay.
    await setNights(db(), place.room.id, day(27), 1, { stopSale: true });
    expect(ids(await combinations(agent, body))).toEqual(expected);
  });

  it('sells admin-only classes to the package staff only, and the cheapest class the caller may buy', async () => {
    const place = await destination();
    const { outbound, inbound } = await flightsFor(place);
    const staffOnly = await createClassRow(db(), place.setup, outbound.flight.id, {
      travelType: 'roundTrip',
      adminOnly: true,
      adultFare: 1_000,
    });
    // A one-way class is not a package's, however cheap.
    await createClassRow(db(), place.setup, inbound.flight.id, { travelType: 'oneWay', adultFare: 1_000 });
    const body = { destination: place.town, departureFrom: day(20), adults: 1 };
    expect(ids(await combinations(admin, body))).toEqual([
      `${staffOnly.id}/${inbound.flightClass.id}/${place.room.id}`,
    ]);
    expect(ids(await combinations(agent, body))).toEqual([
      `${outbound.flightClass.id}/${inbound.flightClass.id}/${place.room.id}`,
    ]);
  });

  it('fits the party into the rooms of a room type and prices the stay per room', async () => {
    const place = await destination({ markup: { type: 'amount', value: 0 } });
    await flightsFor(place);
    const body = { destination: place.town, departureFrom: day(20), adults: 3 };
    // Two adults at most in a room.
    expect(await combinations(admin, body)).toEqual([]);
    const [split] = await combinations(admin, { ...body, rooms: 2 });
    expect(split!.rooms).toBe(2);
    expect(split!.breakdown!.hotel).toBe(2 * 31_500_000);
    // A child older than the room's children (11) is refused; a second child too many.
    expect(await combinations(admin, { ...body, adults: 2, childAges: [12] })).toEqual([]);
    expect(await combinations(admin, { ...body, adults: 2, childAges: [3, 4] })).toEqual([]);
    // A minimum stay longer than the offer's nights; rooms released to the hotel 30 days before check-in.
    await db().update(rooms).set({ minStay: 8 }).where(eq(rooms.id, place.room.id));
    expect(await combinations(admin, { ...body, adults: 2 })).toEqual([]);
    await db().update(rooms).set({ minStay: 7, releaseDays: 30 }).where(eq(rooms.id, place.room.id));
    expect(await combinations(admin, { ...body, adults: 2 })).toEqual([]);
    await db().update(rooms).set({ releaseDays: 20 }).where(eq(rooms.id, place.room.id));
    expect(await combinations(admin, { ...body, adults: 2 })).toHaveLength(1);
  });

  it('keeps to the sale period, the dates, the nights and the class type, cheapest first', async () => {
    const place = await destination({ nights: [7, 10], saleFrom: day(19), saleTo: day(21) });
    const setup = place.setup;
    const out18 = await flightWithClass(setup, day(18));
    const out20 = await flightWithClass(setup, day(20));
    const out21 = await flightWithClass(setup, day(21), { adultFare: 10_000 });
    const business = await flightWithClass(setup, day(21), { type: 'business', adultFare: 1_000 });
    await flightWithClass(setup, day(25), { back: true });
    const back27 = await flightWithClass(setup, day(27), { back: true });
    const back28 = await flightWithClass(setup, day(28), { back: true });
    const back30 = await flightWithClass(setup, day(30), { back: true });
    const back31 = await flightWithClass(setup, day(31), { back: true });
    const range = { destination: place.town, departureFrom: day(17), departureTo: day(24), adults: 1 };
    const found = await combinations(agent, range);
    // Day 18 is before the sale period; day 21's flight is 40,000 AMD cheaper, 3 more nights cost 135,000 AMD more;
    // the business class is not the offer's.
    expect(found.map((item) => [item.departureDate, item.nights])).toEqual([
      [day(21), 7],
      [day(20), 7],
      [day(21), 10],
      [day(20), 10],
    ]);
    expect(found.map((item) => item.outbound.classId)).toEqual([
      out21.flightClass.id,
      out20.flightClass.id,
      out21.flightClass.id,
      out20.flightClass.id,
    ]);
    expect(found.map((item) => item.return.classId)).toEqual([
      back28.flightClass.id,
      back27.flightClass.id,
      back31.flightClass.id,
      back30.flightClass.id,
    ]);
    const payables = found.map((item) => item.price.payable);
    expect(payables).toEqual([...payables].sort((a, b) => a - b));
    expect(found.map((item) => item.outbound.classId)).not.toContain(out18.flightClass.id);
    expect(found.map((item) => item.outbound.classId)).not.toContain(business.flightClass.id);
    // Only 10 nights.
    expect((await combinations(agent, { ...range, nights: 10 })).map((item) => item.checkOut)).toEqual([
      day(31),
      day(30),
    ]);
    // An inactive offer sells nothing.
    await db().update(packageOffers).set({ active: false }).where(eq(packageOffers.id, place.offer.id));
    expect(await combinations(agent, range)).toEqual([]);
  });

  it('answers 409 when a part needs a currency without a rate', async () => {
    const place = await destination();
    await flightsFor(place);
    const saved = await db().select().from(exchangeRates).where(eq(exchangeRates.currency, 'USD'));
    await db().delete(exchangeRates).where(eq(exchangeRates.currency, 'USD'));
    try {
      const response = await search(agent, { destination: place.town, departureFrom: day(20), adults: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('NO_EXCHANGE_RATE');
    } finally {
      await db().insert(exchangeRates).values(saved);
    }
  });

  it('refuses bad input with field errors', async () => {
    const base = { destination: 'Paris', departureFrom: day(20), adults: 2 };
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await search(agent, body);
      expect(response.statusCode, response.body).toBe(400);
      return Object.keys(response.json().errors as Record<string, string>).sort();
    };
    expect(await errorsOf({ ...base, adults: 1e12 })).toContain('adults');
    expect(await errorsOf({ ...base, offerId: 2 ** 40 })).toEqual(['offerId']);
    expect(await errorsOf({ ...base, nights: 99_999 })).toEqual(['nights']);
    expect(await errorsOf({ ...base, destination: 'Par\u0000is' })).toEqual(['destination']);
    expect(await errorsOf({ ...base, departureTo: day(19) })).toEqual(['departureTo']);
    expect(await errorsOf({ ...base, departureTo: day(34) })).toEqual(['departureTo']);
    expect(await errorsOf({ ...base, adults: 5, childAges: [3, 4, 5, 6, 7] })).toEqual(['childAges']);
    // Found by the schema fuzz: the cross-field check read the length of a null list (500).
    expect(await errorsOf({ ...base, childAges: null })).toEqual(['childAges']);
    expect(await errorsOf({ ...base, rooms: 3 })).toEqual(['rooms']);
    expect(await errorsOf({ departureFrom: day(20), adults: 2 })).toEqual(['destination']);
    expect(await errorsOf({ ...base, departureFrom: '2026-02-30' })).toEqual(['departureFrom']);
    expect(await errorsOf({ ...base, extra: 1 })).toEqual(expect.any(Array));
    // 13 days after the first is the longest range.
    expect((await search(agent, { ...base, departureTo: day(33) })).statusCode).toBe(200);
  });

  it('is for agents and the staff, not for Reports', async () => {
    const body = { destination: 'Nowhere', departureFrom: day(20), adults: 1 };
    expect((await search(reports, body)).statusCode).toBe(403);
    expect((await search({}, body)).statusCode).toBe(401);
    expect(await combinations(admin, body)).toEqual([]);
  });
});
