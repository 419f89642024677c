import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  HOTEL_SEARCH_ENDPOINTS,
  todayIsoDate,
  type THotelDetail,
  type THotelSearchResponse,
} from '@frs/contract';
import { exchangeRates, hotels, roomCategories, roomNights, rooms } from '../../db/schema';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createHotel, createSellableRoom, setNights, type TRoomOverrides } from '../../../test/agency-factories';
import { nextNumber } from '../../../test/flight-factories';
import { seedRatesAndTickets } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
let agent: Record<string, string>;
let admin: Record<string, string>;
let viewer: Record<string, string>;
let reports: Record<string, string>;
const db = () => testApp.database.db;
const day = (days: number) => addDays(todayIsoDate(), days);

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
  agent = (await userWithToken(testApp.app, db(), 'user')).headers;
  admin = (await userWithToken(testApp.app, db(), 'Admin')).headers;
  viewer = (await userWithToken(testApp.app, db(), 'Viewer')).headers;
  reports = (await userWithToken(testApp.app, db(), 'Reports')).headers;
});
afterAll(async () => {
  await testApp.app.close();
});

/** Three nights: days 10, 11 and 12. */
const STAY = { checkIn: day(10), checkOut: day(13) };

const search = (headers: Record<string, string>, query: Record<string, unknown>) =>
  injectEndpoint(testApp.app, HOTEL_SEARCH_ENDPOINTS.search, {
    headers: { ...headers, 'accept-language': 'en' },
    query: { ...STAY, ...query },
  });
const detail = (headers: Record<string, string>, hotelId: number, query: Record<string, unknown> = {}) =>
  injectEndpoint(testApp.app, HOTEL_SEARCH_ENDPOINTS.hotel, {
    headers: { ...headers, 'accept-language': 'en' },
    params: { id: hotelId },
    query: { ...STAY, ...query },
  });

/** A hotel in a city of its own, so that a test's search finds only its hotels. */
async function hotelInTown() {
  const city = `Town ${nextNumber()}`;
  const hotel = await createHotel(db());
  await db().update(hotels).set({ city }).where(eq(hotels.id, hotel.id));
  return { ...hotel, city };
}

/** A room type of the hotel with 10 rooms on each of days 8 to 15, at 100 EUR a night with 10% commission. */
async function roomType(hotelId: number, overrides: TRoomOverrides = {}, allotment = 10) {
  const { room } = await createSellableRoom(db(), {
    hotelId,
    from: day(8),
    nights: 8,
    allotment,
    overrides: { pricePerNight: 10_000, currency: 'EUR', commissionPercent: 10, ...overrides },
  });
  return room.id;
}

async function offerIds(headers: Record<string, string>, query: Record<string, unknown>): Promise<number[]> {
  const response = await search(headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<THotelSearchResponse>().hotels.flatMap((hotel) => hotel.offers.map((offer) => offer.roomId));
}

describe(endpointTitle(HOTEL_SEARCH_ENDPOINTS.search), () => {
  it('prices the stay in AMD per night: net with commission for an agent, gross for the staff, times the rooms', async () => {
    const hotel = await hotelInTown();
    const policy = [{ daysBefore: 7, type: 'percent' as const, value: 50 }];
    const euro = await roomType(hotel.id, { cancellationPolicy: policy, mealType: 'HB' });
    // A season: day 11 costs 200 EUR; and 3 rooms are held on day 12.
    await setNights(db(), euro, day(11), 1, { allotment: 10, price: 20_000 });
    await setNights(db(), euro, day(12), 1, { allotment: 10, held: 3 });
    const dollar = await roomType(hotel.id, { currency: 'USD', commissionPercent: 0 });

    // The city in any case, with spaces around it.
    const response = await search(agent, { city: `  ${hotel.city.toUpperCase()} `, rooms: 2, adults: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<THotelSearchResponse>();
    expect(answer.nights).toBe(3);
    expect(answer.hotels).toHaveLength(1);
    const [found] = answer.hotels;
    expect(found).toMatchObject({
      id: hotel.id,
      name: hotel.name,
      city: hotel.city,
      country: 'France',
      category: 4,
      address: '1 Rue de Rivoli',
      photoUploadIds: [],
    });
    // 100 USD a night at 400 AMD, no commission: 40,000 AMD x 3 nights x 2 rooms; cheapest first.
    expect(found!.offers.map((offer) => offer.roomId)).toEqual([dollar, euro]);
    expect(found!.offers[0]!.price).toEqual({
      gross: 24_000_000,
      commission: 0,
      net: 24_000_000,
      payable: 24_000_000,
      perNight: 4_000_000,
    });
    // 100, 200 and 100 EUR at 450 AMD = 180,000 AMD a room, 10% commission, 2 rooms; the agent pays the net.
    const [category] = await db()
      .select({ name: roomCategories.name, description: roomCategories.description })
      .from(rooms)
      .innerJoin(roomCategories, eq(roomCategories.id, rooms.roomCategoryId))
      .where(eq(rooms.id, euro));
    expect(found!.offers[1]).toEqual({
      roomId: euro,
      categoryName: category!.name,
      categoryDescription: category!.description,
      mealType: 'HB',
      capacity: 3,
      maxAdults: 2,
      maxChildren: 1,
      childMaxAge: 11,
      minStay: 1,
      free: 7,
      price: { gross: 36_000_000, commission: 3_600_000, net: 32_400_000, payable: 32_400_000, perNight: 5_400_000 },
      cancellationPolicy: policy,
    });
    expect(found!.lowestPayable).toBe(24_000_000);

    const forStaff = (await search(admin, { city: hotel.city, rooms: 2 })).json<THotelSearchResponse>();
    expect(forStaff.hotels[0]!.offers[1]!.price).toEqual({
      gross: 36_000_000,
      commission: 3_600_000,
      net: 32_400_000,
      payable: 36_000_000,
      perNight: 6_000_000,
    });
    // One room: half of everything.
    const oneRoom = (await search(agent, { city: hotel.city })).json<THotelSearchResponse>();
    expect(oneRoom.hotels[0]!.offers[1]!.price).toMatchObject({ gross: 18_000_000, net: 16_200_000 });
  });

  it('offers only room types with the rooms free on every night, the minimum stay, and not yet released', async () => {
    const hotel = await hotelInTown();
    const good = await roomType(hotel.id);
    const fullLastNight = await roomType(hotel.id);
    await setNights(db(), fullLastNight, day(12), 1, { allotment: 10, sold: 8, held: 2 });
    const stopSale = await roomType(hotel.id);
    await setNights(db(), stopSale, day(11), 1, { allotment: 10, stopSale: true });
    const missingNight = await roomType(hotel.id);
    await db()
      .delete(roomNights)
      .where(and(eq(roomNights.roomId, missingNight), eq(roomNights.night, day(11))));
    const longStay = await roomType(hotel.id, { minStay: 4 });
    const threeNights = await roomType(hotel.id, { minStay: 3 });
    // Check-in is 10 days away: 11 release days have passed it, 10 not yet.
    const released = await roomType(hotel.id, { releaseDays: 11 });
    const notReleased = await roomType(hotel.id, { releaseDays: 10 });
    const twoRooms = await roomType(hotel.id, {}, 2);
    await setNights(db(), twoRooms, day(12), 1, { allotment: 2, held: 1 });

    const found = await offerIds(agent, { city: hotel.city });
    expect(found.sort((a, b) => a - b)).toEqual([good, threeNights, notReleased, twoRooms].sort((a, b) => a - b));
    for (const excluded of [fullLastNight, stopSale, missingNight, longStay, released]) {
      expect(found).not.toContain(excluded);
    }
    // Two rooms are not free on day 12 of the last one; a stay that leaves before it is.
    expect(await offerIds(agent, { city: hotel.city, rooms: 2 })).not.toContain(twoRooms);
    expect(await offerIds(agent, { city: hotel.city, rooms: 2, checkOut: day(12) })).toContain(twoRooms);
    // The full night, the stop-sale and the missing night are outside a stay of days 13 and 14.
    const later = await offerIds(agent, { city: hotel.city, checkIn: day(13), checkOut: day(15) });
    expect(later).toEqual(expect.arrayContaining([fullLastNight, stopSale, missingNight]));
  });

  it('offers only room types that sleep the party: adults, children and their ages', async () => {
    const hotel = await hotelInTown();
    // Sleeps 3: at most 2 adults and 1 child of up to 11.
    const double = await roomType(hotel.id);
    const family = await roomType(hotel.id, { capacity: 4, maxAdults: 3, maxChildren: 2, childMaxAge: 14 });
    const party = (adults: number, childAges?: string) => offerIds(agent, { hotelId: hotel.id, adults, childAges });

    expect(await party(2, '5')).toEqual([double, family]);
    expect(await party(3)).toEqual([family]);
    expect(await party(2, '12')).toEqual([family]);
    expect(await party(2, '3,14')).toEqual([family]);
    expect(await party(2, '3,15')).toEqual([]);
    expect(await party(3, '3')).toEqual([family]);
    expect(await party(3, '3,4')).toEqual([]);
  });

  it('sorts hotels by their cheapest offer and answers at most 100', async () => {
    const city = `Town ${nextNumber()}`;
    const ids: number[] = [];
    for (let index = 0; index < 101; index += 1) {
      const hotel = await createHotel(db());
      await db().update(hotels).set({ city }).where(eq(hotels.id, hotel.id));
      // Most expensive first, so that the answer's order is not the order of creation.
      await createSellableRoom(db(), {
        hotelId: hotel.id,
        from: day(10),
        nights: 3,
        overrides: { pricePerNight: 30_000 - index * 100, currency: 'AMD', commissionPercent: 0 },
      });
      ids.push(hotel.id);
    }
    const response = await search(admin, { city });
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<THotelSearchResponse>().hotels;
    expect(found.map((hotel) => hotel.id)).toEqual(ids.slice(1).reverse());
    expect(found[0]!.lowestPayable).toBe(3 * 20_000);
  });

  it('answers 400 for a check-out not after check-in, a stay too long, bad child ages, and no city or hotel', async () => {
    const errorsOf = async (query: Record<string, unknown>) => {
      const response = await search(agent, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      return response.json().errors;
    };
    expect(await errorsOf({ city: 'Paris', checkOut: STAY.checkIn })).toEqual({
      checkOut: 'Check-out must be after check-in',
    });
    expect(await errorsOf({ city: 'Paris', checkOut: day(9) })).toEqual({
      checkOut: 'Check-out must be after check-in',
    });
    expect(await errorsOf({ city: 'Paris', checkOut: day(41) })).toEqual({
      checkOut: 'A stay cannot be longer than 30 nights',
    });
    for (const childAges of ['a', '18', '-1', '2.5']) {
      expect(await errorsOf({ city: 'Paris', childAges })).toEqual({
        childAges: 'Child ages are whole numbers from 0 to 17, separated by commas',
      });
    }
    expect(await errorsOf({})).toEqual({ city: 'Field is required' });
    expect(await errorsOf({ city: '   ' })).toEqual({ city: 'Field is required' });
    expect(Object.keys(await errorsOf({ city: 'Paris', rooms: 6, adults: 0 })).sort()).toEqual(['adults', 'rooms']);
  });

  it('is for agents and the staff who sell or look, not for Reports', async () => {
    const hotel = await hotelInTown();
    const room = await roomType(hotel.id);
    expect(await offerIds(viewer, { city: hotel.city })).toEqual([room]);
    expect((await search(reports, { city: hotel.city })).statusCode).toBe(403);
    expect((await detail(reports, hotel.id)).statusCode).toBe(403);
    expect((await search({}, { city: hotel.city })).statusCode).toBe(401);
  });
});

describe(endpointTitle(HOTEL_SEARCH_ENDPOINTS.hotel), () => {
  it("answers the hotel's description and photos with the same offers as the search", async () => {
    const hotel = await hotelInTown();
    const photos = ['4b7e2c1a-0d55-4a8e-9a4f-0f6d3c2b1a00', '4b7e2c1a-0d55-4a8e-9a4f-0f6d3c2b1a01'];
    await db().update(hotels).set({ photoUploadIds: photos }).where(eq(hotels.id, hotel.id));
    const cheap = await roomType(hotel.id, { pricePerNight: 8_000 });
    const dear = await roomType(hotel.id);
    await roomType(hotel.id, { minStay: 5 });

    const response = await detail(agent, hotel.id, { rooms: 2, adults: 1, childAges: '4' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<THotelDetail>();
    expect(answer).toMatchObject({
      id: hotel.id,
      name: hotel.name,
      city: hotel.city,
      description: { hy: 'Նկարագրություն', en: 'Description', ru: 'Описание' },
      photoUploadIds: photos,
      nights: 3,
    });
    expect(answer.offers.map((offer) => offer.roomId)).toEqual([cheap, dear]);
    const searched = (
      await search(agent, { hotelId: hotel.id, rooms: 2, adults: 1, childAges: '4' })
    ).json<THotelSearchResponse>();
    expect(answer.offers).toEqual(searched.hotels[0]!.offers);
  });

  it('answers a hotel with nothing free for the stay without offers, and 404 for an unknown hotel', async () => {
    const hotel = await hotelInTown();
    await roomType(hotel.id);
    const later = await detail(admin, hotel.id, { checkIn: day(20), checkOut: day(22) });
    expect(later.statusCode).toBe(200);
    expect(later.json<THotelDetail>()).toMatchObject({ id: hotel.id, nights: 2, offers: [] });
    expect((await detail(admin, 999_999)).statusCode).toBe(404);
    const bad = await detail(admin, hotel.id, { checkOut: STAY.checkIn });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ checkOut: 'Check-out must be after check-in' });
  });

  it('answers 409 when a currency an offer needs has no rate', async () => {
    const hotel = await hotelInTown();
    await roomType(hotel.id, { currency: 'USD' });
    const saved = await db().select().from(exchangeRates).where(eq(exchangeRates.currency, 'USD'));
    await db().delete(exchangeRates).where(eq(exchangeRates.currency, 'USD'));
    try {
      for (const response of [await search(agent, { city: hotel.city }), await detail(agent, hotel.id)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('NO_EXCHANGE_RATE');
      }
      // A search that needs no dollars is answered.
      expect((await search(agent, { city: `Nowhere ${nextNumber()}` })).json().hotels).toEqual([]);
    } finally {
      await db().insert(exchangeRates).values(saved);
    }
  });
});
