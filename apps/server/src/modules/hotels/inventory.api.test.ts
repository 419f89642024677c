import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  HOTEL_ENDPOINTS,
  todayIsoDate,
  type THotelInventory,
  type TInventoryNight,
} from '@frs/contract';
import { history, roomCategories } from '../../db/schema';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createHotel, createSellableRoom, nightsOf, setNights } from '../../../test/agency-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
let hotelsStaff: { user: { id: number }; headers: Record<string, string> };
let viewer: Record<string, string>;
let agent: Record<string, string>;
const db = () => testApp.database.db;

/** A month about 40 days ahead: all of it still to come. */
const first = `${addDays(todayIsoDate(), 40).slice(0, 7)}-01`;
const month = first.slice(0, 7);
const night = (index: number) => addDays(first, index);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

beforeAll(async () => {
  testApp = await createTestApp();
  hotelsStaff = await userWithToken(testApp.app, db(), 'Hotels');
  viewer = (await userWithToken(testApp.app, db(), 'Viewer')).headers;
  agent = (await userWithToken(testApp.app, db(), 'user')).headers;
});
afterAll(async () => {
  await testApp.app.close();
});

/** Messages in English. */
const english = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });
const readInventory = (hotelId: number, headers = hotelsStaff.headers, query: Record<string, string> = { month }) =>
  injectEndpoint(testApp.app, HOTEL_ENDPOINTS.inventory, { headers: english(headers), params: { id: hotelId }, query });
const update = (hotelId: number, body: Record<string, unknown>, headers = hotelsStaff.headers) =>
  injectEndpoint(testApp.app, HOTEL_ENDPOINTS.updateInventory, {
    headers: english(headers),
    params: { id: hotelId },
    body,
  });

async function calendar(hotelId: number, roomId: number): Promise<TInventoryNight[]> {
  const response = await readInventory(hotelId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<THotelInventory>().roomTypes.find((room) => room.roomId === roomId)!.nights;
}

async function historyOf(hotelId: number) {
  return db()
    .select()
    .from(history)
    .where(and(eq(history.entity, 'hotelInventory'), eq(history.entityId, String(hotelId))));
}

describe(endpointTitle(HOTEL_ENDPOINTS.inventory), () => {
  it('answers every night of the month of each room type: the counters, free, price, stop-sale and release', async () => {
    const hotel = await createHotel(db());
    // Released: its first night is within the release days, the second not.
    const releaseDays = daysBetween(todayIsoDate(), first) + 1;
    const { room } = await createSellableRoom(db(), {
      hotelId: hotel.id,
      from: first,
      nights: 5,
      allotment: 10,
      overrides: { releaseDays, pricePerNight: 10_000, mealType: 'HB' },
    });
    await setNights(db(), room.id, night(1), 1, { allotment: 10, sold: 3, held: 2 });
    await setNights(db(), room.id, night(2), 1, { allotment: 10, price: 15_000 });
    await setNights(db(), room.id, night(3), 1, { allotment: 10, sold: 4, stopSale: true });
    const { room: empty } = await createSellableRoom(db(), { hotelId: hotel.id, from: addDays(first, -5), nights: 2 });
    const { room: elsewhere } = await createSellableRoom(db(), { from: first, nights: 3 });

    const response = await readInventory(hotel.id);
    expect(response.statusCode, response.body).toBe(200);
    const inventory = response.json<THotelInventory>();
    expect(inventory.hotel).toEqual({ id: hotel.id, name: hotel.name, city: 'Paris', category: 4 });
    expect(inventory.month).toBe(month);
    expect(inventory.roomTypes.map((type) => type.roomId)).toEqual([room.id, empty.id]);
    expect(inventory.roomTypes.map((type) => type.roomId)).not.toContain(elsewhere.id);
    const [category] = await db().select().from(roomCategories).where(eq(roomCategories.id, room.roomCategoryId));
    const roomType = inventory.roomTypes[0]!;
    expect(roomType).toMatchObject({
      categoryName: category!.name,
      mealType: 'HB',
      capacity: 3,
      maxAdults: 2,
      maxChildren: 1,
      childMaxAge: 11,
      releaseDays,
      pricePerNight: 10_000,
      currency: 'EUR',
      cancellationPolicy: [],
    });

    const nextMonth = `${addDays(first, 31).slice(0, 7)}-01`;
    expect(roomType.nights.map((item) => item.date)).toEqual(
      Array.from({ length: daysBetween(first, nextMonth) }, (_, index) => night(index)),
    );
    const base = { sold: 0, held: 0, price: 10_000, ownPrice: false, stopSale: false, released: false };
    expect(roomType.nights.slice(0, 6)).toEqual([
      { ...base, date: night(0), allotment: 10, free: 0, released: true },
      { ...base, date: night(1), allotment: 10, sold: 3, held: 2, free: 5 },
      { ...base, date: night(2), allotment: 10, free: 10, price: 15_000, ownPrice: true },
      { ...base, date: night(3), allotment: 10, sold: 4, free: 0, stopSale: true },
      { ...base, date: night(4), allotment: 10, free: 10 },
      // No row: no rooms.
      { ...base, date: night(5), allotment: 0, free: 0 },
    ]);
    expect(inventory.roomTypes[1]!.nights.every((item) => item.allotment === 0 && item.free === 0)).toBe(true);
  });

  it('answers 404 for an unknown hotel and 400 for a month that is not one', async () => {
    expect((await readInventory(999_999)).statusCode).toBe(404);
    const hotel = await createHotel(db());
    for (const bad of ['2026-13', '2026-1', 'June', '0000-01', '3100-01']) {
      const response = await readInventory(hotel.id, hotelsStaff.headers, { month: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors, bad).toEqual({ month: 'Invalid date' });
    }
  });

  it('is read by Viewer and the hotel staff, not by agents', async () => {
    const hotel = await createHotel(db());
    expect((await readInventory(hotel.id, viewer)).statusCode).toBe(200);
    expect((await readInventory(hotel.id, agent)).statusCode).toBe(403);
  });
});

describe(endpointTitle(HOTEL_ENDPOINTS.updateInventory), () => {
  it('sets the allotment of the chosen weekdays of a range on several room types, creating missing nights', async () => {
    const hotel = await createHotel(db());
    const { room: a } = await createSellableRoom(db(), { hotelId: hotel.id, from: first, nights: 3, allotment: 4 });
    const { room: b } = await createSellableRoom(db(), { hotelId: hotel.id, from: first, nights: 3, allotment: 4 });
    const range = Array.from({ length: 14 }, (_, index) => night(index));
    const weekends = range.filter((date) => [0, 6].includes(weekdayOf(date)));
    expect(weekends).toHaveLength(4);

    const response = await update(hotel.id, {
      roomIds: [b.id, a.id],
      startDate: night(0),
      endDate: night(13),
      weekdays: [6, 0],
      allotment: 7,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ nights: 8 });
    for (const roomId of [a.id, b.id]) {
      const nights = await nightsOf(db(), roomId);
      for (const date of range) {
        const expected = weekends.includes(date) ? 7 : date <= night(2) ? 4 : undefined;
        expect(nights.get(date)?.allotment, `${roomId} ${date}`).toBe(expected);
      }
    }

    // Stop-sale alone keeps the allotments; every night of the range without weekdays.
    const stop = await update(hotel.id, { roomIds: [a.id], startDate: night(0), endDate: night(1), stopSale: true });
    expect(stop.json()).toEqual({ nights: 2 });
    const nights = await nightsOf(db(), a.id);
    expect([nights.get(night(0))?.stopSale, nights.get(night(1))?.stopSale, nights.get(night(2))?.stopSale]).toEqual([
      true,
      true,
      false,
    ]);
    expect(nights.get(night(0))?.allotment).toBe(weekends.includes(night(0)) ? 7 : 4);
  });

  it("sets a season's price and takes it back to the room type's price with null", async () => {
    const hotel = await createHotel(db());
    const { room } = await createSellableRoom(db(), {
      hotelId: hotel.id,
      from: first,
      nights: 5,
      allotment: 6,
      overrides: { pricePerNight: 10_000 },
    });
    const season = await update(hotel.id, {
      roomIds: [room.id],
      startDate: night(1),
      endDate: night(3),
      price: 18_500,
    });
    expect(season.statusCode, season.body).toBe(200);
    let nights = await calendar(hotel.id, room.id);
    expect(nights.slice(0, 5).map((item) => [item.price, item.ownPrice, item.allotment])).toEqual([
      [10_000, false, 6],
      [18_500, true, 6],
      [18_500, true, 6],
      [18_500, true, 6],
      [10_000, false, 6],
    ]);

    const back = await update(hotel.id, { roomIds: [room.id], startDate: night(2), endDate: night(2), price: null });
    expect(back.json()).toEqual({ nights: 1 });
    nights = await calendar(hotel.id, room.id);
    expect(nights.slice(1, 4).map((item) => [item.price, item.ownPrice, item.allotment])).toEqual([
      [18_500, true, 6],
      [10_000, false, 6],
      [18_500, true, 6],
    ]);
  });

  it('refuses an allotment below the rooms sold and held on a night with 409, changing nothing', async () => {
    const hotel = await createHotel(db());
    const { room } = await createSellableRoom(db(), { hotelId: hotel.id, from: first, nights: 5, allotment: 10 });
    await setNights(db(), room.id, night(1), 1, { allotment: 10, sold: 3, held: 2 });
    await setNights(db(), room.id, night(3), 1, { allotment: 10, sold: 6 });
    const before = await nightsOf(db(), room.id);
    const historyBefore = await historyOf(hotel.id);

    const response = await update(hotel.id, {
      roomIds: [room.id],
      startDate: night(0),
      endDate: night(6),
      allotment: 4,
      price: 99_000,
      stopSale: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ALLOTMENT_BELOW_TAKEN',
      errors: { allotment: 'At least 6: that many rooms are sold or held on a night of the range' },
    });
    expect(await nightsOf(db(), room.id)).toEqual(before);
    expect(await historyOf(hotel.id)).toEqual(historyBefore);

    // Exactly what is taken is allowed.
    const enough = await update(hotel.id, { roomIds: [room.id], startDate: night(0), endDate: night(6), allotment: 6 });
    expect(enough.statusCode, enough.body).toBe(200);
    const after = await nightsOf(db(), room.id);
    expect([after.get(night(1)), after.get(night(3)), after.get(night(6))]).toMatchObject([
      { allotment: 6, sold: 3, held: 2 },
      { allotment: 6, sold: 6, held: 0 },
      { allotment: 6, sold: 0, held: 0 },
    ]);
  });

  it('writes a history row naming the room types, the range, the weekdays and what was set, without ids', async () => {
    const hotel = await createHotel(db());
    const { room } = await createSellableRoom(db(), { hotelId: hotel.id, from: first, nights: 3 });
    const [category] = await db().select().from(roomCategories).where(eq(roomCategories.id, room.roomCategoryId));
    const response = await update(hotel.id, {
      roomIds: [room.id, room.id],
      startDate: night(0),
      endDate: night(9),
      weekdays: [3, 1, 3],
      price: 12_000,
      stopSale: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await historyOf(hotel.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: hotelsStaff.user.id, action: 'update', oldValues: null });
    expect(rows[0]!.newValues).toEqual({
      roomTypes: [{ category: category!.name, mealType: 'BB', currency: 'EUR' }],
      startDate: night(0),
      endDate: night(9),
      weekdays: [1, 3],
      price: 12_000,
      stopSale: false,
    });
  });

  it('answers 404 for an unknown hotel, and 400 for a room type of another hotel or a bad range', async () => {
    const hotel = await createHotel(db());
    const { room } = await createSellableRoom(db(), { hotelId: hotel.id, from: first, nights: 3 });
    const { room: other } = await createSellableRoom(db(), { from: first, nights: 3 });
    const body = { roomIds: [room.id], startDate: night(0), endDate: night(2), allotment: 3 };

    expect((await update(999_999, body)).statusCode).toBe(404);
    const foreign = await update(hotel.id, { ...body, roomIds: [room.id, other.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ roomIds: 'No such record' });
    const backwards = await update(hotel.id, { ...body, startDate: night(2), endDate: night(0) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ endDate: 'The end date cannot be before the start date' });
    const nothing = await update(hotel.id, { roomIds: [room.id], startDate: night(0), endDate: night(2) });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({ allotment: 'Choose what to change: allotment, price or stop-sale' });
    const weekday = await update(hotel.id, { ...body, weekdays: [7] });
    expect(weekday.statusCode).toBe(400);
    expect(Object.keys(weekday.json().errors)).toEqual(['weekdays.0']);

    expect((await nightsOf(db(), other.id)).get(night(0))?.allotment).toBe(10);
    expect((await nightsOf(db(), room.id)).get(night(0))?.allotment).toBe(10);
    expect(await historyOf(hotel.id)).toEqual([]);
  });

  it('is refused to Viewer and agents (403) and allowed to the Packages staff', async () => {
    const hotel = await createHotel(db());
    const { room } = await createSellableRoom(db(), { hotelId: hotel.id, from: first, nights: 3 });
    const body = { roomIds: [room.id], startDate: night(0), endDate: night(0), allotment: 2 };
    expect((await update(hotel.id, body, viewer)).statusCode).toBe(403);
    expect((await update(hotel.id, body, agent)).statusCode).toBe(403);
    expect((await nightsOf(db(), room.id)).get(night(0))?.allotment).toBe(10);
    const packages = (await userWithToken(testApp.app, db(), 'Packages')).headers;
    expect((await update(hotel.id, body, packages)).statusCode).toBe(200);
    expect((await nightsOf(db(), room.id)).get(night(0))?.allotment).toBe(2);
  });
});
