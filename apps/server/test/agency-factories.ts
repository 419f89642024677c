import type { TDatabase } from '../src/db/database';
import { hotelProviders, hotels, roomCategories, rooms } from '../src/db/schema';
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
