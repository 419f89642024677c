import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type {
  TCancellationTierInput,
  TMarkup,
  TPackageBreakdown,
  TPackageService,
  TPackageServiceInput,
} from '@frs/contract';
import { createdAt, updatedAt } from './columns';
import { airportRouteColumns } from './flights';
import { hotels, tourManagers } from './hotels';
import { orders } from './orders';

/**
 * Packages (issue 16, docs/DOMAIN.md "Hotels and packages"): the offers the Packages role sells, and what a package
 * order adds to its `orders` row (product_line 'package'). The order's flights and travellers are the flight line's
 * `order_segments` and `order_passengers`, its rooms the hotel line's `hotel_order_rooms` and `hotel_order_guests`
 * (each guest names the traveller it is): those modules write them for the package line.
 */

const updated = () => updatedAt().$onUpdate(() => new Date());

export const packageOffers = pgTable(
  'package_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    /** The city as the hotels name it. */
    destination: text('destination').notNull(),
    ...airportRouteColumns(),
    classType: text('class_type').$type<'economy' | 'business' | 'first'>().notNull(),
    /** Room types (`rooms.id`) allowed. */
    roomIds: jsonb('room_ids').$type<number[]>().notNull(),
    nights: jsonb('nights').$type<number[]>().notNull(),
    services: jsonb('services').$type<TPackageServiceInput[]>().notNull(),
    tourManagerId: integer('tour_manager_id')
      .notNull()
      .references(() => tourManagers.id),
    markup: jsonb('markup').$type<TMarkup>().notNull(),
    commissionPercent: integer('commission_percent').notNull(),
    saleFrom: date('sale_from', { mode: 'string' }).notNull(),
    saleTo: date('sale_to', { mode: 'string' }).notNull(),
    cancellationPolicy: jsonb('cancellation_policy').$type<TCancellationTierInput[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('package_offers_airports_differ', sql`${table.fromAirportId} <> ${table.toAirportId}`),
    check('package_offers_sale_period', sql`${table.saleTo} >= ${table.saleFrom}`),
    check('package_offers_commission', sql`${table.commissionPercent} between 0 and 100`),
    check('package_offers_class_type', sql`${table.classType} in ('economy', 'business', 'first')`),
    index('package_offers_destination_idx').on(sql`lower(${table.destination})`),
  ],
);

/** What a package order adds to its `orders` row: the offer, hotel, stay, services and tour manager of the sale. */
export const packageOrders = pgTable(
  'package_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => packageOffers.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    tourManagerId: integer('tour_manager_id')
      .notNull()
      .references(() => tourManagers.id),
    nights: integer('nights').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    /** The services included, frozen at pre-order (name, kind, charge). */
    services: jsonb('services').$type<TPackageService[]>().notNull(),
    /** The parts of the gross at pre-order (AMD minor units), for the staff. */
    breakdown: jsonb('breakdown').$type<TPackageBreakdown>().notNull(),
    /** The offer's commission percent and refund policy of the day. */
    commissionPercent: integer('commission_percent').notNull(),
    cancellationPolicy: jsonb('cancellation_policy').$type<TCancellationTierInput[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('package_orders_stay', sql`${table.checkOut} > ${table.checkIn}`),
    index('package_orders_offer_idx').on(table.offerId),
  ],
);
