import { sql } from 'drizzle-orm';
import { char, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TAllotment, TMultilingualText } from '@frs/contract';
import { createdAt, minorUnits, updatedAt } from './columns';

/** Hotel and package reference data (DOMAIN.md "Hotels and packages"). */

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
    pricePerNight: minorUnits('price_per_night').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Rooms kept for the agency per date range; the hotel issue sells against them night by night. */
    allotments: jsonb('allotments').$type<TAllotment[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('rooms_meal_type', sql`${table.mealType} in ('RO', 'BB', 'HB', 'FB', 'AI')`),
    check('rooms_capacity', sql`${table.capacity} > 0`),
    check('rooms_price', sql`${table.pricePerNight} >= 0`),
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
