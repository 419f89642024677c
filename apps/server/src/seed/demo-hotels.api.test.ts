import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, todayIsoDate, UPLOAD_ENDPOINTS } from '@frs/contract';
import { hotelProviders, hotels, roomCategories, roomNights, rooms, uploads } from '../db/schema';
import { injectEndpoint } from '../../test/endpoint-call';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { DEMO_HIGH_SEASON, DEMO_HOTEL_NIGHTS } from './demo-hotels';
import { seedDemoData } from './demo-seed';

/** Rows by a key, in their order (Map.groupBy is not in Node 20). */
function groupBy<TRow, TKey>(rows: readonly TRow[], keyOf: (row: TRow) => TKey): Map<TKey, TRow[]> {
  const groups = new Map<TKey, TRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

let testApp: TTestApp;
const now = new Date();
const today = todayIsoDate(now);
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  const started = performance.now();
  await seedDemoData(db(), now, { uploadsDir: testApp.uploadsDir });
  console.log(`demo seed with the hotels and their photos: ${Math.round(performance.now() - started)} ms`);
});
afterAll(async () => {
  await testApp.app.close();
});

describe('demo hotels', () => {
  it('has a hotel in each demo destination, 3 to 5 stars, described in three languages, from three providers', async () => {
    const rows = await db().select().from(hotels).orderBy(asc(hotels.city));
    expect(rows.map((row) => row.city)).toEqual(
      ['Barcelona', 'Dubai', 'Istanbul', 'Moscow', 'Paris', 'Rome', 'Tel Aviv', 'Yerevan'].sort(),
    );
    for (const row of rows) {
      expect(row.category, row.name).toBeGreaterThanOrEqual(3);
      expect(row.category, row.name).toBeLessThanOrEqual(5);
      expect(row.address.length, row.name).toBeGreaterThan(5);
      expect(row.description.hy, row.name).toMatch(/[\u0531-\u0587]{4}/);
      expect(row.description.ru, row.name).toMatch(/[а-яё]{4}/);
      expect(row.description.en, row.name).toMatch(/[a-z]{4}/);
    }
    expect(new Set(rows.map((row) => row.providerId)).size).toBe(3);
    const providers = await db().select().from(hotelProviders);
    expect(providers).toHaveLength(3);
    expect(providers.every((provider) => provider.email && provider.phone)).toBe(true);
  });

  it('gives every hotel 2 to 4 room types of different categories with their selling policy', async () => {
    const categories = await db().select().from(roomCategories);
    expect(categories.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Standard double', 'Superior double', 'Family room', 'Junior suite']),
    );
    const roomTypes = await db().select().from(rooms);
    const byHotel = groupBy(roomTypes, (room) => room.hotelId);
    expect(byHotel.size).toBe(8);
    for (const [hotelId, types] of byHotel) {
      expect(types.length, `hotel ${hotelId}`).toBeGreaterThanOrEqual(2);
      expect(types.length, `hotel ${hotelId}`).toBeLessThanOrEqual(4);
      expect(new Set(types.map((type) => type.roomCategoryId)).size).toBe(types.length);
    }
    for (const room of roomTypes) {
      expect(room.commissionPercent).toBeGreaterThanOrEqual(8);
      expect(room.commissionPercent).toBeLessThanOrEqual(12);
      expect(room.minStay).toBeGreaterThanOrEqual(1);
      expect(room.minStay).toBeLessThanOrEqual(3);
      expect(room.releaseDays).toBeGreaterThanOrEqual(0);
      expect(room.releaseDays).toBeLessThanOrEqual(3);
      expect(['USD', 'EUR']).toContain(room.currency);
      expect(room.pricePerNight).toBeGreaterThan(0);
      expect(room.cancellationPolicy.length).toBeGreaterThanOrEqual(1);
      expect(room.cancellationPolicy.length).toBeLessThanOrEqual(3);
      expect(room.maxAdults + room.maxChildren).toBeGreaterThanOrEqual(room.capacity);
    }
    expect(new Set(roomTypes.map((room) => room.mealType)).size).toBeGreaterThanOrEqual(4);
    expect(roomTypes.some((room) => room.maxChildren > 0)).toBe(true);
  });

  it('has 90 nights of allotments from today for each room type, with weekend and high-season prices', async () => {
    const roomTypes = await db().select().from(rooms);
    const nights = await db().select().from(roomNights).orderBy(asc(roomNights.roomId), asc(roomNights.night));
    expect(nights).toHaveLength(roomTypes.length * DEMO_HOTEL_NIGHTS);
    const base = new Map(roomTypes.map((room) => [room.id, room.pricePerNight]));
    // Whole units of the currency: weekends (Friday and Saturday nights) 15% up, the high season 30% up.
    const priced = (roomId: number, factor: number) => Math.round((base.get(roomId)! / 100) * factor) * 100;
    for (const [roomId, ofRoom] of groupBy(nights, (night) => night.roomId)) {
      expect(ofRoom.map((night) => night.night)).toEqual(
        Array.from({ length: DEMO_HOTEL_NIGHTS }, (_, day) => addDays(today, day)),
      );
      ofRoom.forEach((night, day) => {
        expect(night.allotment).toBeGreaterThanOrEqual(3);
        expect(night.allotment).toBeLessThanOrEqual(15);
        // The demo hotel orders hold or sell a few of them.
        expect(night.sold + night.held).toBeLessThanOrEqual(night.allotment);
        const weekend = [5, 6].includes(isoWeekday(night.night));
        const season = day >= DEMO_HIGH_SEASON.fromDay && day <= DEMO_HIGH_SEASON.toDay;
        const factor = (weekend ? 1.15 : 1) * (season ? 1.3 : 1);
        expect(night.price, `${roomId} ${night.night}`).toBe(factor === 1 ? null : priced(roomId, factor));
      });
    }
    const stopSale = nights.filter((night) => night.stopSale);
    expect(stopSale.length).toBeGreaterThanOrEqual(1);
    expect(stopSale.length).toBeLessThanOrEqual(4);
    expect(new Set(nights.map((night) => night.allotment)).size).toBeGreaterThan(3);
  });

  it('has 2 or 3 photos per hotel, PNG uploads of kind hotelPhoto served by the uploads endpoint', async () => {
    const rows = await db().select().from(hotels);
    const ids = rows.flatMap((row) => row.photoUploadIds);
    for (const row of rows) {
      expect(row.photoUploadIds.length, row.name).toBeGreaterThanOrEqual(2);
      expect(row.photoUploadIds.length, row.name).toBeLessThanOrEqual(3);
    }
    const stored = await db()
      .select()
      .from(uploads)
      .where(and(inArray(uploads.id, ids), eq(uploads.kind, 'hotelPhoto')));
    expect(stored).toHaveLength(ids.length);
    const served = new Set<string>();
    for (const upload of stored) {
      const response = await injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.file, { params: { id: upload.id } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const bytes = response.rawPayload;
      expect(bytes.length).toBe(upload.size);
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      // IHDR: width and height.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([400, 260]);
      served.add(bytes.toString('base64'));
    }
    // Drawn per hotel and per view: no two photos are the same picture.
    expect(served.size).toBe(ids.length);
  });
});
