import { sql, type SQL } from 'drizzle-orm';
import {
  textsOf,
  type TFlightReportFigures,
  type TFlightReportGroup,
  type TFlightReportQuery,
  type TFlightReportResponse,
  type TFlightReportRow,
  type TLanguage,
} from '@frs/contract';
import type { TReadExecutor } from '../../db/read-replica';

/**
 * The flight report (apps/server/src/modules/reports/README.md "Flight reports"): one read statement over the flights
 * of the period, their classes and `flight_class_rollups`, grouped by flight, class, agent or departure day.
 *
 * Every row of `facts` is either a class (its seats: the capacity) or a rollup row: what the passengers of one payer
 * (an agent, or the agency) hold, bought and got back on one class of one flight, which the database keeps in the
 * transaction of every change of an order, its segments or passengers (migration 0028: `frs_flight_rollup_figures`
 * holds the rules — seats held or sold unless an infant, each leg's price from `segment_prices`, a refund shared by
 * the legs in proportion to their gross price, a package's flights taking their part of its price, commission and
 * refunds). So the report reads a row per flight, class and payer, not one per passenger and segment.
 */

/** The rows as the statement gives them: sums as float8 (exact for integers below 2^53) on both drivers. */
interface TFactRow {
  key: string;
  label: string | null;
  date: string | null;
  flight: string | null;
  route: string | null;
  capacity: number | string;
  sold: number | string;
  held: number | string;
  passengers: number | string;
  gross: number | string;
  commission: number | string;
  refunds: number | string;
  penalties: number | string;
}

/** The key of the class seats' row when grouping by agent: seats belong to no agent (the totals count them). */
const CAPACITY_ONLY = '';

function scopeConditions(input: TFlightReportQuery): SQL[] {
  return [
    ...(input.flightIds && input.flightIds.length > 0 ? [sql`f.id = any(${sql.param(input.flightIds)}::int[])`] : []),
    ...(input.fromAirportId === undefined ? [] : [sql`f.from_airport_id = ${input.fromAirportId}::int`]),
    ...(input.toAirportId === undefined ? [] : [sql`f.to_airport_id = ${input.toAirportId}::int`]),
    ...(input.airlineId === undefined ? [] : [sql`f.airline_id = ${input.airlineId}::int`]),
  ];
}

/**
 * A grouping: the columns the facts are summed by (`keys`, with `scope` joined where a flight's own column is the
 * key), then the rows' key, label and descriptive columns from those sums (`rows`, over `grouped`) in their order.
 */
function grouping(groupBy: TFlightReportGroup): { keys: SQL; withScope: boolean; rows: SQL } {
  const figures = sql`grouped.capacity, grouped.sold, grouped.held, grouped.passengers, grouped.gross,
    grouped.commission, grouped.refunds, grouped.penalties`;
  switch (groupBy) {
    case 'flight':
      return {
        keys: sql`facts.flight_id`,
        withScope: false,
        rows: sql`select scope.id::text as key, null::text as label, scope.day::text as date, scope.flight, scope.route,
            ${figures}
          from grouped join scope on scope.id = grouped.flight_id
          order by scope.departure_at, scope.id`,
      };
    case 'class':
      return {
        keys: sql`facts.class_name`,
        withScope: false,
        rows: sql`select class_name as key, class_name as label, null::text as date, null::text as flight,
            null::text as route, ${figures}
          from grouped order by class_name`,
      };
    case 'day':
      return {
        keys: sql`scope.day`,
        withScope: true,
        rows: sql`select day::text as key, day::text as label, day::text as date, null::text as flight,
            null::text as route, ${figures}
          from grouped order by day`,
      };
    case 'agent':
      // The classes' seats are a group of their own (not a sale: no agent), which the totals count.
      return {
        keys: sql`facts.sale, facts.agent_id`,
        withScope: false,
        rows: sql`select case when grouped.sale then coalesce(grouped.agent_id::text, 'agency') else ${CAPACITY_ONLY} end
              as key,
            coalesce(nullif(u.company_name, ''), nullif(u.contact_name_surname, ''), u.email) as label,
            null::text as date, null::text as flight, null::text as route, ${figures}
          from grouped left join users u on u.id = grouped.agent_id
          order by grouped.gross desc, 2, 1`,
      };
  }
}

/** The report's one statement: the period's flights, their classes' seats and their rollup rows. */
function reportStatement(input: TFlightReportQuery): SQL {
  const group = grouping(input.groupBy);
  const agent = input.agentId === undefined ? sql`` : sql`and r.agent_id = ${input.agentId}::int`;
  const conditions = scopeConditions(input);
  // A rollup row names its class only for the grouping by class (one index lookup a row saved otherwise).
  const byClass = input.groupBy === 'class';
  return sql`
    with scope as materialized (
      select f.id, f.departure_at, al.iata_code || ' ' || f.flight_number as flight,
        fa.iata_code || '–' || ta.iata_code as route, (f.departure_at at time zone fa.time_zone)::date as day
      from flights f
      join airports fa on fa.id = f.from_airport_id
      join airports ta on ta.id = f.to_airport_id
      join airlines al on al.id = f.airline_id
      where f.status <> 'deleted'
        -- the departures index first (no zone is more than 14 hours from UTC), then the local day exactly
        and f.departure_at >= (${input.startDate}::date - 1)::timestamp at time zone 'UTC'
        and f.departure_at < (${input.endDate}::date + 2)::timestamp at time zone 'UTC'
        and (f.departure_at at time zone fa.time_zone)::date between ${input.startDate}::date and ${input.endDate}::date
        ${conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``}
    ),
    facts as (
      select c.flight_id, c.name as class_name, null::int as agent_id, false as sale, c.seats::bigint as capacity,
        0::bigint as sold, 0::bigint as held, 0::bigint as passengers, 0::bigint as gross, 0::bigint as commission,
        0::bigint as refunds, 0::bigint as penalties
      from classes c
      join scope on scope.id = c.flight_id
      union all
      -- a payer's row counts when a passenger-segment is in it (its figures may all be 0: an infant's hold)
      select r.flight_id, ${byClass ? sql`c.name` : sql`null::text`}, r.agent_id, true, 0, r.sold, r.held,
        r.passengers, r.gross, r.commission, r.refunds, r.penalties
      from flight_class_rollups r
      join scope on scope.id = r.flight_id
      ${byClass ? sql`join classes c on c.id = r.class_id` : sql``}
      where r.entries > 0 ${agent}
    ),
    grouped as (
      select ${group.keys},
        sum(facts.capacity)::float8 as capacity, sum(facts.sold)::float8 as sold, sum(facts.held)::float8 as held,
        sum(facts.passengers)::float8 as passengers, sum(facts.gross)::float8 as gross,
        sum(facts.commission)::float8 as commission, sum(facts.refunds)::float8 as refunds,
        sum(facts.penalties)::float8 as penalties
      from facts
      ${group.withScope ? sql`join scope on scope.id = facts.flight_id` : sql``}
      group by ${group.keys}
    )
    ${group.rows}`;
}

/** The seat figures that follow from capacity, sold and held (null capacity: an agent's row). */
function figuresOf(
  sums: Omit<TFlightReportFigures, 'free' | 'loadFactor' | 'revenueNet'>,
  withCapacity: boolean,
): TFlightReportFigures {
  const capacity = withCapacity ? sums.capacity : null;
  return {
    ...sums,
    capacity,
    free: capacity === null ? null : capacity - sums.sold - sums.held,
    loadFactor: capacity === null || capacity === 0 ? null : Math.round((sums.sold / capacity) * 10_000) / 10_000,
    revenueNet: sums.revenueGross - sums.commission,
  };
}

const ZERO = {
  capacity: 0,
  sold: 0,
  held: 0,
  revenueGross: 0,
  commission: 0,
  refunds: 0,
  penalties: 0,
  passengers: 0,
};

function labelOf(row: TFactRow, groupBy: TFlightReportGroup, agencySales: string): string {
  if (groupBy === 'flight') return `${row.flight} · ${row.route} · ${row.date}`;
  if (groupBy === 'agent' && row.key === 'agency') return agencySales;
  return row.label ?? row.key;
}

/**
 * The report: a row per group in the group's order (flights by departure, classes by name, agents by revenue, days
 * by date) and the totals of the whole selection, in one statement.
 */
export async function flightReport(options: {
  db: TReadExecutor;
  input: TFlightReportQuery;
  language: TLanguage;
}): Promise<TFlightReportResponse> {
  const { db, input } = options;
  const result = await db.execute(reportStatement(input));
  const facts = (result as unknown as { rows: TFactRow[] }).rows;
  const agencySales = textsOf(options.language).exports.flightReportText.agencySales;
  const byAgent = input.groupBy === 'agent';
  const totals = { ...ZERO };
  const rows: TFlightReportRow[] = [];
  for (const fact of facts) {
    const sums = {
      capacity: Number(fact.capacity),
      sold: Number(fact.sold),
      held: Number(fact.held),
      revenueGross: Number(fact.gross),
      commission: Number(fact.commission),
      refunds: Number(fact.refunds),
      penalties: Number(fact.penalties),
      passengers: Number(fact.passengers),
    };
    for (const name of Object.keys(totals) as (keyof typeof totals)[]) totals[name] += sums[name];
    if (byAgent && fact.key === CAPACITY_ONLY) continue;
    rows.push({
      key: fact.key,
      label: labelOf(fact, input.groupBy, agencySales),
      date: fact.date,
      flight: fact.flight,
      route: fact.route,
      ...figuresOf(sums, !byAgent),
    });
  }
  return { result: rows, totals: figuresOf(totals, true) };
}
