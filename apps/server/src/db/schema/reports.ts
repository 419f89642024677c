import { bigint, integer, pgTable, unique } from 'drizzle-orm/pg-core';

/**
 * The flight report's figures per flight, class and payer (issue 34, apps/server/src/modules/reports/README.md
 * "Flight reports"): what the report would sum over the orders' segments and passengers, kept by the database's
 * triggers on `orders`, `order_segments` and `order_passengers` (migration 0028) in the transaction that changes them.
 * A flight has one departure day, read from `flights` when the report runs, so a retime moves nothing here.
 *
 * No foreign keys: the rows are derived data (rebuilt by `frs_flight_rollup_rebuild()`), and a key check on every
 * booking would lock the flight and user rows for nothing. `agent_id` null: the agency's own sales, one row per
 * flight and class (the unique key treats nulls as equal).
 */
export const flightClassRollups = pgTable(
  'flight_class_rollups',
  {
    flightId: integer('flight_id').notNull(),
    classId: integer('class_id').notNull(),
    agentId: integer('agent_id'),
    /** Passenger-segments the report counts here (active in a live order, or refunded); 0: no row in the report. */
    entries: integer('entries').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    passengers: integer('passengers').notNull().default(0),
    /** AMD minor units, as the report sums them. */
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    refunds: bigint('refunds', { mode: 'number' }).notNull().default(0),
    penalties: bigint('penalties', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    // Its leading column is how the report reads a period's flights.
    unique('flight_class_rollups_key').on(table.flightId, table.classId, table.agentId).nullsNotDistinct(),
  ],
);
