import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  TOrderPassengerStatus,
  TOrderStatus,
  TPassengerType,
  TPriceBreakdown,
  TProductLine,
  TTravelType,
} from '@frs/contract';
import { createdAt, minorUnits, nameSearchColumns, updatedAt } from './columns';
import { users } from './core';
import { classes, flights } from './flights';

/**
 * Flight orders (issue 6, docs/DOMAIN.md "Order lifecycle"). Every amount is integer minor units of AMD, converted at
 * the agency rate frozen into the order at pre-order time. The order row carries the totals of its active passengers
 * (kept by the order service in the same transaction as every change), so that lists sort and filter without summing
 * passengers.
 */

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const updated = () => updatedAt().$onUpdate(() => new Date());
const money = (name: string) => minorUnits(name).notNull().default(0);
const instant = (name: string) => timestamp(name, { withTimezone: true });
/** The traveller of an order's passenger and of a directory entry (docs/DOMAIN.md "Passenger record"). */
const travellerColumns = () => ({
  type: text('type').$type<TPassengerType>().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: text('gender').$type<'male' | 'female'>().notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  passportNumber: text('passport_number').notNull(),
  passportExpiry: date('passport_expiry', { mode: 'string' }).notNull(),
  citizenship: text('citizenship').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: id(),
    pnr: text('pnr').notNull().unique(),
    /** The agent the order belongs to and who pays (net); null: the agency's own sale (gross, no ledger). */
    agentId: integer('agent_id').references(() => users.id),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    /** What the order sells: the order engine's product line that owns its items. */
    productLine: text('product_line').$type<TProductLine>().notNull().default('flight'),
    status: text('status').$type<TOrderStatus>().notNull(),
    /** The flights' trip type; null for what is not a flight order. */
    travelType: text('travel_type').$type<TTravelType>(),
    /** The agency rates (AMD per unit, 4 decimals) the order was priced with, and their day: never re-read. */
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    usdRate: numeric('usd_rate', { precision: 12, scale: 4 }),
    eurRate: numeric('eur_rate', { precision: 12, scale: 4 }),
    holdExpiresAt: instant('hold_expires_at'),
    bookingExpiresAt: instant('booking_expires_at'),
    ticketedAt: instant('ticketed_at'),
    /** The local departure date of the first segment (moves with PATCH orderDate); a stay's check-in. */
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    /** The first segment's departure instant: the list's sort key. */
    firstDepartureAt: instant('first_departure_at').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    comment: text('comment'),
    /** Sums over the active passengers. */
    gross: money('gross'),
    commission: money('commission'),
    net: money('net'),
    /** The price reduction an admin granted; never more than the active passengers' price. */
    discount: money('discount'),
    /** Name-change fees (owed with the price: charged at once on a ticketed order, at ticketing on a booking). */
    fees: money('fees'),
    /** What the payer owes: (net for an agent, gross for the agency) - discount + fees. */
    payable: money('payable'),
    /** Charged so far, less what refunds and corrections gave back. */
    paid: money('paid'),
    /** Given back by refunds (before penalties), and the refund penalties kept. */
    refunded: money('refunded'),
    penalties: money('penalties'),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('orders_pnr_check', sql`${table.pnr} ~ '^[A-HJ-NP-Z2-9]{6}$'`),
    check(
      'orders_status_check',
      sql`${table.status} in ('hold', 'booked', 'ticketed', 'cancelled', 'expired', 'refunded')`,
    ),
    check('orders_travel_type_check', sql`${table.travelType} in ('oneWay', 'roundTrip', 'multiDestination')`),
    check('orders_product_line_check', sql`${table.productLine} in ('flight', 'hotel', 'package')`),
    check('orders_flight_travel_type_check', sql`${table.productLine} <> 'flight' or ${table.travelType} is not null`),
    check('orders_hold_expiry_check', sql`${table.status} <> 'hold' or ${table.holdExpiresAt} is not null`),
    check('orders_booking_expiry_check', sql`${table.status} <> 'booked' or ${table.bookingExpiresAt} is not null`),
    check(
      'orders_amounts_check',
      sql`${table.discount} >= 0 and ${table.fees} >= 0 and ${table.refunded} >= 0 and ${table.penalties} >= 0 and ${table.discount} <= greatest(${table.gross}, 0)`,
    ),
    // Every order list is one product line's: an agent's list (newest first, the id breaking ties) and its capped
    // count read one range of these, and the history's agent scope the agent's order ids, from the index alone.
    index('orders_agent_line_created_idx').on(table.agentId, table.productLine, table.createdAt, table.id),
    index('orders_line_created_idx').on(table.productLine, table.createdAt, table.id),
    index('orders_created_idx').on(table.createdAt),
    index('orders_line_status_created_idx').on(table.productLine, table.status, table.createdAt),
    index('orders_first_departure_idx').on(table.firstDepartureAt),
    // The lists' PNR filter (ILIKE 'ABC%'): pg_trgm, as the unique btree cannot serve ILIKE.
    index('orders_pnr_trgm_idx').using('gin', sql`${table.pnr} gin_trgm_ops`),
    // The expiry jobs read only the orders that can expire.
    index('orders_hold_expiry_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'hold'`),
    index('orders_booking_expiry_idx')
      .on(table.bookingExpiresAt)
      .where(sql`${table.status} = 'booked'`),
  ],
);

/** The flights of an order, in travel order (leg 0 first), each in one class. */
export const orderSegments = pgTable(
  'order_segments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    legIndex: integer('leg_index').notNull(),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    /**
     * The flight's departure and route when the order took its seat on it (sold, or moved here by a change of date):
     * what a disruption is measured against (issue 30), so that moving a flight and back again is no disruption.
     * Filled by the database (migration 0021's trigger) from the flight row on insert and when `flight_id` changes;
     * a split copies them from the order it splits.
     */
    soldDepartureAt: instant('sold_departure_at'),
    soldFromAirportId: integer('sold_from_airport_id'),
    soldToAirportId: integer('sold_to_airport_id'),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    unique('order_segments_order_leg_unique').on(table.orderId, table.legIndex),
    check('order_segments_leg_index_check', sql`${table.legIndex} >= 0 and ${table.legIndex} < 4`),
    index('order_segments_flight_idx').on(table.flightId),
    index('order_segments_class_idx').on(table.classId),
  ],
);

/** A passenger's price on each segment (by leg index), AMD minor units: date changes and refunds read it. */
export type TSegmentPrices = Record<string, TPriceBreakdown>;

export const orderPassengers = pgTable(
  'order_passengers',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    ...travellerColumns(),
    status: text('status').$type<TOrderPassengerStatus>().notNull().default('active'),
    ticketNumber: text('ticket_number').unique(),
    /** The whole trip's price (the sum of `segmentPrices`). */
    fare: money('fare'),
    tax: money('tax'),
    surcharge: money('surcharge'),
    gross: money('gross'),
    commission: money('commission'),
    net: money('net'),
    segmentPrices: jsonb('segment_prices').$type<TSegmentPrices>().notNull(),
    refundPenalty: minorUnits('refund_penalty'),
    refundAmount: minorUnits('refund_amount'),
    ...nameSearchColumns(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('order_passengers_type_check', sql`${table.type} in ('adult', 'child', 'infant')`),
    check('order_passengers_status_check', sql`${table.status} in ('active', 'refunded', 'removed')`),
    check('order_passengers_gender_check', sql`${table.gender} in ('male', 'female')`),
    check('order_passengers_ticket_check', sql`${table.ticketNumber} is null or ${table.ticketNumber} ~ '^[0-9]{13}$'`),
    check(
      'order_passengers_price_check',
      sql`${table.gross} = ${table.fare} + ${table.tax} + ${table.surcharge} and ${table.net} = ${table.gross} - ${table.commission}`,
    ),
    index('order_passengers_order_idx').on(table.orderId),
    index('order_passengers_last_name_idx').on(sql`lower(${table.lastName})`),
    // The lists' passenger filter: the beginning of "first last" or "last first" (LIKE 'abc%', a range of each),
    // the order id beside it so that the matching orders are read from the index alone.
    index('order_passengers_search_name_idx').on(sql`${table.searchName} text_pattern_ops`, table.orderId),
    index('order_passengers_search_surname_idx').on(sql`${table.searchSurname} text_pattern_ops`, table.orderId),
  ],
);

/** The passengers directory: an agent's travellers for reuse (agent null: the agency's own). */
export const directoryPassengers = pgTable(
  'directory_passengers',
  {
    id: id(),
    agentId: integer('agent_id').references(() => users.id),
    ...travellerColumns(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('directory_passengers_type_check', sql`${table.type} in ('adult', 'child', 'infant')`),
    check('directory_passengers_gender_check', sql`${table.gender} in ('male', 'female')`),
    index('directory_passengers_agent_idx').on(table.agentId, table.lastName),
  ],
);

/**
 * Ticket serials: a sequence rather than a counter row, so that concurrent ticketing never waits on one row (a
 * rolled-back ticketing leaves a gap, as airline ticket stock does).
 */
export const ticketSerial = pgSequence('ticket_serial', { startWith: 1, minValue: 1, maxValue: 9_999_999_999 });
