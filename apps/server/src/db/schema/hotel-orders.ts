import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgSequence, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { TCancellationTierInput, TOrderPassengerStatus } from '@frs/contract';
import { createdAt, minorUnits, nameSearchColumns, updatedAt } from './columns';
import { hotels, rooms } from './hotels';
import { orderPassengers, orders } from './orders';

/**
 * Hotel orders (the order engine's second product line): the `orders` row is shared (product_line 'hotel'); these
 * are its rooms and guests. A room's price is frozen at pre-order in AMD minor units, night by night, with the
 * cancellation policy of the day, so that a later change of the room type never reprices or re-penalises a sale.
 */

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const updated = () => updatedAt().$onUpdate(() => new Date());
const money = (name: string) => minorUnits(name).notNull().default(0);

/** One night's gross price in AMD minor units and its commission. */
export interface TNightPrice {
  date: string;
  gross: number;
  commission: number;
}

export const hotelOrderRooms = pgTable(
  'hotel_order_rooms',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    roomIndex: integer('room_index').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    /** The room type. */
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    status: text('status').$type<TOrderPassengerStatus>().notNull().default('active'),
    nightPrices: jsonb('night_prices').$type<TNightPrice[]>().notNull(),
    gross: money('gross'),
    commission: money('commission'),
    net: money('net'),
    cancellationPolicy: jsonb('cancellation_policy').$type<TCancellationTierInput[]>().notNull(),
    specialRequests: text('special_requests'),
    /** The hotel's confirmation, given when the stay is confirmed. */
    voucherNumber: text('voucher_number').unique(),
    refundPenalty: minorUnits('refund_penalty'),
    refundAmount: minorUnits('refund_amount'),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    unique('hotel_order_rooms_order_index_unique').on(table.orderId, table.roomIndex),
    check('hotel_order_rooms_stay', sql`${table.checkOut} > ${table.checkIn}`),
    check('hotel_order_rooms_status', sql`${table.status} in ('active', 'refunded', 'removed')`),
    check('hotel_order_rooms_price', sql`${table.net} = ${table.gross} - ${table.commission}`),
    index('hotel_order_rooms_order_idx').on(table.orderId),
    index('hotel_order_rooms_room_idx').on(table.roomId, table.checkIn),
  ],
);

export const hotelOrderGuests = pgTable(
  'hotel_order_guests',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderRoomId: integer('order_room_id')
      .notNull()
      .references(() => hotelOrderRooms.id),
    guestIndex: integer('guest_index').notNull(),
    type: text('type').$type<'adult' | 'child'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    age: integer('age'),
    /** A package order's guest is one of its travellers (`order_passengers`); null for a hotel order's guest. */
    passengerId: integer('passenger_id').references(() => orderPassengers.id),
    ...nameSearchColumns(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('hotel_order_guests_type', sql`${table.type} in ('adult', 'child')`),
    check('hotel_order_guests_age', sql`(${table.type} = 'child') = (${table.age} is not null)`),
    index('hotel_order_guests_order_idx').on(table.orderId),
    // A room's guests (the lists' lead guest of each room).
    index('hotel_order_guests_room_idx').on(table.orderRoomId, table.guestIndex),
    index('hotel_order_guests_last_name_idx').on(sql`lower(${table.lastName})`),
    // The hotel list's guest filter: the beginning of "first last" or "last first" (as the passengers').
    index('hotel_order_guests_search_name_idx').on(sql`${table.searchName} text_pattern_ops`, table.orderId),
    index('hotel_order_guests_search_surname_idx').on(sql`${table.searchSurname} text_pattern_ops`, table.orderId),
  ],
);

/** Voucher serials (HV-000001): a sequence, so that concurrent confirmations never wait on one row. */
export const voucherSerial = pgSequence('voucher_serial', { startWith: 1, minValue: 1 });
