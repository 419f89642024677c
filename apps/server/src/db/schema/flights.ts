import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  TBaggageAllowance,
  TClassType,
  TCurrency,
  TFlightStatus,
  TMultilingualText,
  TPassengerPenalties,
  TTravelType,
} from '@frs/contract';
import { createdAt, minorUnits, updatedAt } from './columns';

/**
 * Flight inventory (issue 4): the reference data flights need, flights, their fare classes, and the templates a
 * schedule is made from. Foreign keys never cascade: deleting a record that is still used is refused (409 with the
 * places it is used in), and flights are only ever deleted softly.
 */

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** Set on every update Drizzle makes, so that the generic reference service need not know the column. */
const updated = () => updatedAt().$onUpdate(() => new Date());
const currency = () => text('currency').$type<TCurrency>().notNull();
const CURRENCY_CHECK = sql.raw(`('AMD', 'USD', 'EUR')`);

export const airports = pgTable(
  'airports',
  {
    id: id(),
    iataCode: text('iata_code').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    /** IANA time zone: local departure and arrival times are read and shown in it. */
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [check('airports_iata_code_check', sql`${table.iataCode} ~ '^[A-Z]{3}$'`)],
);

export const airlines = pgTable(
  'airlines',
  {
    id: id(),
    iataCode: text('iata_code').notNull().unique(),
    icaoCode: text('icao_code').notNull().unique(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    /** Where the flights' passenger manifests are mailed (issue 19); none: they can only be downloaded. */
    manifestEmail: text('manifest_email'),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('airlines_iata_code_check', sql`${table.iataCode} ~ '^[A-Z0-9]{2}$'`),
    check('airlines_icao_code_check', sql`${table.icaoCode} ~ '^[A-Z]{3}$'`),
  ],
);

export const aircraft = pgTable(
  'aircraft',
  {
    id: id(),
    model: text('model').notNull(),
    seats: integer('seats').notNull(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [check('aircraft_seats_check', sql`${table.seats} > 0`)],
);

export const fareRules = pgTable(
  'fare_rules',
  {
    id: id(),
    name: text('name').notNull().unique(),
    texts: jsonb('texts').$type<TMultilingualText>().notNull(),
    /** Currency of the fixed amounts: the name-change fee and the amount penalties. */
    currency: currency(),
    /** `{ adult | child | infant: { change, cancel, refund: { type: 'percent' | 'amount', value } } }`. */
    penalties: jsonb('penalties').$type<Record<'adult' | 'child' | 'infant', TPassengerPenalties>>().notNull(),
    nameChangeFee: minorUnits('name_change_fee').notNull(),
    deadlineHours: integer('deadline_hours').notNull(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('fare_rules_currency_check', sql`${table.currency} in ${CURRENCY_CHECK}`),
    check('fare_rules_name_change_fee_check', sql`${table.nameChangeFee} >= 0`),
    check('fare_rules_deadline_hours_check', sql`${table.deadlineHours} >= 0`),
  ],
);

export const baggageRules = pgTable('baggage_rules', {
  id: id(),
  name: text('name').notNull().unique(),
  /** `{ adult | child | infant: { cabinKg, checkedPieces, checkedKg } }`. */
  allowances: jsonb('allowances').$type<Record<'adult' | 'child' | 'infant', TBaggageAllowance>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updated(),
});

/**
 * Hold and booking limits. A row with an airline governs that airline's flights; the row without one (at most one:
 * NULLS NOT DISTINCT) governs every other airline; with no row at all DEFAULT_TIME_LIMITS of the contract apply.
 */
export const timeLimits = pgTable(
  'time_limits',
  {
    id: id(),
    name: text('name').notNull(),
    airlineId: integer('airline_id').references(() => airlines.id),
    holdMinutes: integer('hold_minutes').notNull(),
    bookingHours: integer('booking_hours').notNull(),
    bookingCloseHours: integer('booking_close_hours').notNull(),
    ticketingCloseHours: integer('ticketing_close_hours').notNull(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    unique('time_limits_airline_unique').on(table.airlineId).nullsNotDistinct(),
    check('time_limits_hold_minutes_check', sql`${table.holdMinutes} > 0`),
    check('time_limits_booking_hours_check', sql`${table.bookingHours} > 0`),
    check('time_limits_close_hours_check', sql`${table.bookingCloseHours} >= 0 and ${table.ticketingCloseHours} >= 0`),
  ],
);

/** From where to where: the route's two airports, as a flight, a flight template and a package offer name them. */
export function airportRouteColumns() {
  const airport = (name: string) =>
    integer(name)
      .notNull()
      .references(() => airports.id);
  return { fromAirportId: airport('from_airport_id'), toAirportId: airport('to_airport_id') };
}

/** Who flies what where: the columns a flight and a flight template share. */
function flightRouteColumns() {
  return {
    airlineId: integer('airline_id')
      .notNull()
      .references(() => airlines.id),
    flightNumber: text('flight_number').notNull(),
    aircraftId: integer('aircraft_id')
      .notNull()
      .references(() => aircraft.id),
    ...airportRouteColumns(),
  };
}

export const flights = pgTable(
  'flights',
  {
    id: id(),
    ...flightRouteColumns(),
    /** UTC instants; the local times are derived from the airports' zones. */
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    seatCapacity: integer('seat_capacity').notNull(),
    currency: currency(),
    status: text('status').$type<TFlightStatus>().notNull().default('upcoming'),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('flights_arrival_after_departure', sql`${table.arrivalAt} > ${table.departureAt}`),
    check('flights_airports_differ', sql`${table.fromAirportId} <> ${table.toAirportId}`),
    check('flights_seat_capacity_check', sql`${table.seatCapacity} > 0`),
    check('flights_duration_check', sql`${table.durationMinutes} > 0`),
    check('flights_currency_check', sql`${table.currency} in ${CURRENCY_CHECK}`),
    check('flights_status_check', sql`${table.status} in ('upcoming', 'departed', 'cancelled', 'deleted')`),
    index('flights_departure_idx').on(table.departureAt),
    // Search reads the flights of one route in a window of departures (issue 6).
    index('flights_route_departure_idx').on(table.fromAirportId, table.toAirportId, table.departureAt),
    // One live flight per airline, number and departure: a schedule run twice skips what exists.
    uniqueIndex('flights_number_departure_unique')
      .on(table.airlineId, table.flightNumber, table.departureAt)
      .where(sql`${table.status} <> 'deleted'`),
  ],
);

/**
 * Prices per passenger type, integer minor units of the flight's currency. Written out rather than generated so
 * that each column is typed; `modules/flights/class-prices.ts` maps them to and from the contract's `prices`.
 */
function priceColumns() {
  const money = (name: string) => minorUnits(name).notNull().default(0);
  return {
    adultFare: money('adult_fare'),
    adultTax: money('adult_tax'),
    adultSurchargeMultiDestination: money('adult_surcharge_multi_destination'),
    adultSurchargeLongRange: money('adult_surcharge_long_range'),
    adultSurchargeShortRange: money('adult_surcharge_short_range'),
    adultCommission: money('adult_commission'),
    childFare: money('child_fare'),
    childTax: money('child_tax'),
    childSurchargeMultiDestination: money('child_surcharge_multi_destination'),
    childSurchargeLongRange: money('child_surcharge_long_range'),
    childSurchargeShortRange: money('child_surcharge_short_range'),
    childCommission: money('child_commission'),
    infantFare: money('infant_fare'),
    infantTax: money('infant_tax'),
    infantSurchargeMultiDestination: money('infant_surcharge_multi_destination'),
    infantSurchargeLongRange: money('infant_surcharge_long_range'),
    infantSurchargeShortRange: money('infant_surcharge_short_range'),
    infantCommission: money('infant_commission'),
  };
}

function classFieldColumns() {
  return {
    name: text('name').notNull(),
    type: text('type').$type<TClassType>().notNull(),
    travelType: text('travel_type').$type<TTravelType>().notNull(),
    seats: integer('seats').notNull(),
    adminOnly: boolean('admin_only').notNull().default(false),
    fareRuleId: integer('fare_rule_id')
      .notNull()
      .references(() => fareRules.id),
    baggageRuleId: integer('baggage_rule_id')
      .notNull()
      .references(() => baggageRules.id),
    ...priceColumns(),
  };
}

/**
 * Fare classes of a flight with their seat counters. `seats` is the class's allotment; orders move `held` and `sold`
 * only with conditional updates that keep `sold + held <= seats`
 * (apps/server/src/modules/flights/README.md "Seat counters"), and the check below is the last line of defence.
 */
export const classes = pgTable(
  'classes',
  {
    id: id(),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    ...classFieldColumns(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    unique('classes_flight_name_unique').on(table.flightId, table.name),
    check(
      'classes_seat_counters_check',
      sql`${table.sold} >= 0 and ${table.held} >= 0 and ${table.sold} + ${table.held} <= ${table.seats}`,
    ),
    check('classes_type_check', sql`${table.type} in ('economy', 'business', 'first')`),
    check('classes_travel_type_check', sql`${table.travelType} in ('oneWay', 'roundTrip', 'multiDestination')`),
  ],
);

export const flightTemplates = pgTable(
  'flight_templates',
  {
    id: id(),
    name: text('name').notNull().unique(),
    ...flightRouteColumns(),
    /** `hh:mm`, local time of the departure airport. */
    departureTime: text('departure_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    seatCapacity: integer('seat_capacity').notNull(),
    currency: currency(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    check('flight_templates_airports_differ', sql`${table.fromAirportId} <> ${table.toAirportId}`),
    check('flight_templates_currency_check', sql`${table.currency} in ${CURRENCY_CHECK}`),
  ],
);

export const classTemplates = pgTable(
  'class_templates',
  {
    id: id(),
    flightTemplateId: integer('flight_template_id')
      .notNull()
      .references(() => flightTemplates.id),
    ...classFieldColumns(),
    createdAt: createdAt(),
    updatedAt: updated(),
  },
  (table) => [
    unique('class_templates_template_name_unique').on(table.flightTemplateId, table.name),
    check('class_templates_seats_check', sql`${table.seats} >= 0`),
  ],
);
