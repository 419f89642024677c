import { eq, sql } from 'drizzle-orm';
import { addDays, todayIsoDate } from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import { hotelProviders, hotels, roomCategories, roomNights, rooms } from '../src/db/schema';
import { nextNumber } from './flight-factories';

/** Data factories of the hotel and package reference data: rows written straight into the database. */

const TEXT = { hy: 'Նկարագրություն', en: 'Description', ru: 'Описание' };

export async function createHotelProvider(db: TDatabase) {
  const [row] = await db
    .insert(hotelProviders)
    .values({ name: `Provider ${nextNumber()}` })
    .returning();
  return row!;
}

export async function createHotel(db: TDatabase, providerId?: number) {
  const [row] = await db
    .insert(hotels)
    .values({
      providerId: providerId ?? (await createHotelProvider(db)).id,
      name: `Hotel ${nextNumber()}`,
      city: 'Paris',
      country: 'France',
      category: 4,
      address: '1 Rue de Rivoli',
      description: TEXT,
    })
    .returning();
  return row!;
}

export async function createRoomCategory(db: TDatabase) {
  const [row] = await db
    .insert(roomCategories)
    .values({ name: `Category ${nextNumber()}`, description: TEXT })
    .returning();
  return row!;
}

export async function createRoom(db: TDatabase, options: { hotelId?: number; roomCategoryId?: number } = {}) {
  const [row] = await db
    .insert(rooms)
    .values({
      hotelId: options.hotelId ?? (await createHotel(db)).id,
      roomCategoryId: options.roomCategoryId ?? (await createRoomCategory(db)).id,
      mealType: 'BB',
      capacity: 2,
      pricePerNight: 12_000,
      currency: 'EUR',
    })
    .returning();
  return row!;
}

/** A room type's policy fields a test may set (the rest are the factory's). */
export type TRoomOverrides = Partial<typeof rooms.$inferInsert>;

/**
 * A room type ready to sell: a hotel (its own provider), a category, the room type with `overrides`, and `nights`
 * nights of inventory from `from` (default: 30 nights from tomorrow, 10 rooms each, the base price).
 */
export async function createSellableRoom(
  db: TDatabase,
  options: {
    overrides?: TRoomOverrides;
    hotelId?: number;
    from?: string;
    nights?: number;
    allotment?: number;
    price?: number | null;
  } = {},
) {
  const hotelId = options.hotelId ?? (await createHotel(db)).id;
  const [room] = await db
    .insert(rooms)
    .values({
      hotelId,
      roomCategoryId: (await createRoomCategory(db)).id,
      mealType: 'BB',
      capacity: 3,
      maxAdults: 2,
      maxChildren: 1,
      childMaxAge: 11,
      pricePerNight: 10_000,
      currency: 'EUR',
      ...options.overrides,
    })
    .returning();
  await setNights(db, room!.id, options.from ?? addDays(todayIsoDate(), 1), options.nights ?? 30, {
    allotment: options.allotment ?? 10,
    price: options.price ?? null,
  });
  return { hotelId, room: room! };
}

/** Writes `count` nights of a room type from `from` (inserted, or overwritten where they exist). */
export async function setNights(
  db: TDatabase,
  roomId: number,
  from: string,
  count: number,
  values: Partial<Omit<typeof roomNights.$inferInsert, 'roomId' | 'night'>>,
) {
  const rows = Array.from({ length: count }, (_, index) => ({ roomId, night: addDays(from, index), ...values }));
  await db
    .insert(roomNights)
    .values(rows)
    .onConflictDoUpdate({
      target: [roomNights.roomId, roomNights.night],
      set: Object.fromEntries(Object.keys(values).map((key) => [key, sql.raw(`excluded.${toColumnName(key)}`)])),
    });
}

const toColumnName = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A room type's nights as stored, by date. */
export async function nightsOf(db: TDatabase, roomId: number) {
  const rows = await db.select().from(roomNights).where(eq(roomNights.roomId, roomId)).orderBy(roomNights.night);
  return new Map(rows.map((row) => [row.night, row]));
}
