import { sql } from 'drizzle-orm';
import { boolean, char, check, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TCancellationTierInput, TMultilingualText } from '@frs/contract';
import { createdAt, minorUnits, updatedAt } from './columns';

/** Hotel and package reference data (docs/DOMAIN.md "Hotels and packages"). */

export const hotelProviders = pgTable('hotel_providers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  contactName: text('contact_name'),
  email: text('email'),
  phone: text('phone'),
  notes: text('notes'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const hotels = pgTable(
  'hotels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => hotelProviders.id),
    name: text('name').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    /** Stars, 1 to 5. */
    category: integer('category').notNull(),
    address: text('address').notNull(),
    description: jsonb('description').$type<TMultilingualText>().notNull(),
    /** Ids of uploads of kind `hotelPhoto`, in display order. */
    photoUploadIds: jsonb('photo_upload_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('hotels_category', sql`${table.category} between 1 and 5`)],
);

export const roomCategories = pgTable('room_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: jsonb('description').$type<TMultilingualText>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomCategoryId: integer('room_category_id')
      .notNull()
      .references(() => roomCategories.id),
    mealType: text('meal_type').notNull(),
    capacity: integer('capacity').notNull(),
    maxAdults: integer('max_adults').notNull().default(2),
    maxChildren: integer('max_children').notNull().default(0),
    childMaxAge: integer('child_max_age').notNull().default(11),
    minStay: integer('min_stay').notNull().default(1),
    releaseDays: integer('release_days').notNull().default(0),
    commissionPercent: integer('commission_percent').notNull().default(10),
    /** Where a night has no price of its own (room_nights.price). */
    pricePerNight: minorUnits('price_per_night').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    cancellationPolicy: jsonb('cancellation_policy').$type<TCancellationTierInput[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('rooms_meal_type', sql`${table.mealType} in ('RO', 'BB', 'HB', 'FB', 'AI')`),
    check('rooms_capacity', sql`${table.capacity} > 0`),
    check('rooms_price', sql`${table.pricePerNight} >= 0`),
    check(
      'rooms_occupancy',
      sql`${table.maxAdults} between 1 and ${table.capacity} and ${table.maxChildren} between 0 and ${table.capacity} - 1`,
    ),
    check(
      'rooms_policy',
      sql`${table.minStay} >= 1 and ${table.releaseDays} >= 0 and ${table.commissionPercent} between 0 and 100`,
    ),
  ],
);

/**
 * A room type's inventory night by night (docs/DOMAIN.md "Hotels and packages"): the rooms the hotel keeps for the
 * agency on that night, how many are sold and held, its own price (null: the room type's price per night) and a
 * stop-sale flag. Orders take rooms by conditional updates, as flights take seats (modules/hotels/room-nights.ts), so
 * that sold + held never exceeds the allotment; a night without a row has no rooms.
 */
export const roomNights = pgTable(
  'room_nights',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    allotment: integer('allotment').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    price: minorUnits('price'),
    stopSale: boolean('stop_sale').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.night] }),
    check(
      'room_nights_counts',
      sql`${table.sold} >= 0 and ${table.held} >= 0 and ${table.sold} + ${table.held} <= ${table.allotment}`,
    ),
    check('room_nights_price', sql`${table.price} is null or ${table.price} >= 0`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    name: text('name').notNull().unique(),
    description: jsonb('description').$type<TMultilingualText>().notNull(),
    price: minorUnits('price').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('services_kind', sql`${table.kind} in ('transfer', 'insurance', 'excursion', 'other')`),
    check('services_price', sql`${table.price} >= 0`),
  ],
);

export const tourManagers = pgTable('tour_managers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  languages: text('languages'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
