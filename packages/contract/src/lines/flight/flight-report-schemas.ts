import { z } from 'zod';
import { daysBetween, ZIsoDate } from '../../dates';
import type { TExportColumn } from '../../lists';
import { END_NOT_BEFORE_START, endNotBeforeStart, positiveInteger, ruleMessage } from '../../validation';

/**
 * The flight report (/reports/flight; apps/server/src/modules/reports/README.md "Flight reports"): the seats and money
 * of the flights departing in a period, grouped by flight, class, agent or departure day, with the totals of the whole
 * selection. Aggregates only: no passenger's name or contact, so that the Reports role may read it.
 */

/** The longest period one report covers (both days included). */
export const MAX_REPORT_DAYS = 366;
/** At most this many flights may be chosen by hand. */
export const MAX_REPORT_FLIGHTS = 100;

export const FLIGHT_REPORT_GROUPS = ['flight', 'class', 'agent', 'day'] as const;
export const ZFlightReportGroup = z.enum(FLIGHT_REPORT_GROUPS);
export type TFlightReportGroup = z.infer<typeof ZFlightReportGroup>;

/** The report's request, without the refinements (the export adds its format to it). */
const flightReportFields = {
  /** The period, by the flights' local departure date at their departure airport; both days included. */
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  /** Only these flights (empty or left out: every flight of the period). */
  flightIds: z.array(positiveInteger()).max(MAX_REPORT_FLIGHTS).optional(),
  /** A route: flights from this airport and/or to that one. */
  fromAirportId: positiveInteger().optional(),
  toAirportId: positiveInteger().optional(),
  airlineId: positiveInteger().optional(),
  /** Only this agent's orders (the seats' capacity stays the flights'). */
  agentId: positiveInteger().optional(),
  groupBy: ZFlightReportGroup.default('flight'),
};

type TPeriod = { startDate: string; endDate: string };

/** Both checks of a period: the end not before the start, at most MAX_REPORT_DAYS days. */
function withPeriodRules<TSchema extends z.ZodType<TPeriod>>(schema: TSchema) {
  return schema
    .refine(endNotBeforeStart, END_NOT_BEFORE_START)
    .refine(
      (range) => range.startDate > range.endDate || daysBetween(range.startDate, range.endDate) < MAX_REPORT_DAYS,
      { path: ['endDate'], ...ruleMessage('rangeTooLong', MAX_REPORT_DAYS) },
    );
}

export const ZFlightReportRequest = withPeriodRules(z.strictObject(flightReportFields)).meta({
  id: 'FlightReportRequest',
});
export type TFlightReportRequest = z.input<typeof ZFlightReportRequest>;
export type TFlightReportQuery = z.output<typeof ZFlightReportRequest>;

/** The report's files: CSV and XLSX (the list toolkit's writers) and PDF (the documents pipeline). */
export const FLIGHT_REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type TFlightReportFormat = (typeof FLIGHT_REPORT_FORMATS)[number];

export const ZFlightReportExportRequest = withPeriodRules(
  z.strictObject({ ...flightReportFields, format: z.enum(FLIGHT_REPORT_FORMATS).default('csv') }),
).meta({ id: 'FlightReportExportRequest' });
export type TFlightReportExportRequest = z.input<typeof ZFlightReportExportRequest>;

/**
 * The figures of a group (or of the whole selection). Seats: `capacity` is the seats of the classes, `sold` of the
 * booked and ticketed orders, `held` of the holds, `free` what is left; `loadFactor` = sold / capacity (0…1). For a
 * group by agent the seats are the agent's, so capacity, free and load factor are null (the totals carry them). Money
 * in AMD minor units: the sold seats' prices (gross, the agents' commission, net = gross − commission), and the
 * refunds (the price given back) and penalties (kept from it). `passengers`: the travellers on the sold seats,
 * infants included, counted on each flight.
 */
export const ZFlightReportFigures = z.object({
  capacity: z.number().int().nullable(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int().nullable(),
  loadFactor: z.number().nullable(),
  revenueGross: z.number().int(),
  revenueNet: z.number().int(),
  commission: z.number().int(),
  refunds: z.number().int(),
  penalties: z.number().int(),
  passengers: z.number().int(),
});
export type TFlightReportFigures = z.infer<typeof ZFlightReportFigures>;

/**
 * A row: its group's key (a flight's id, a class's name, an agent's id or `agency` for the agency's own sales, a day
 * yyyy-mm-dd) and label (airline code and flight number, route and day; the class's name; the agent's company; the
 * day), and for a flight its day and route apart (for short chart labels).
 */
export const ZFlightReportRow = ZFlightReportFigures.extend({
  key: z.string(),
  label: z.string(),
  /** A flight's local departure day, or the row's day. */
  date: ZIsoDate.nullable(),
  /** A flight's airline code and number ("4R 101") and route ("EVN–SVO"); null for the other groups. */
  flight: z.string().nullable(),
  route: z.string().nullable(),
}).meta({ id: 'FlightReportRow' });
export type TFlightReportRow = z.infer<typeof ZFlightReportRow>;

/** The answer (the spec reads `result`): the rows in their group's order, and the totals of the whole selection. */
export const ZFlightReportResponse = z
  .object({
    result: z.array(ZFlightReportRow),
    totals: ZFlightReportFigures,
  })
  .meta({ id: 'FlightReportResponse' });
export type TFlightReportResponse = z.infer<typeof ZFlightReportResponse>;

/** The figures' columns in every file, in order (`exports.flightReport` names them). */
export const FLIGHT_REPORT_FIGURE_COLUMNS = [
  { key: 'capacity', type: 'integer' },
  { key: 'sold', type: 'integer' },
  { key: 'held', type: 'integer' },
  { key: 'free', type: 'integer' },
  { key: 'loadFactor', type: 'number' },
  { key: 'revenueGross', type: 'money' },
  { key: 'revenueNet', type: 'money' },
  { key: 'commission', type: 'money' },
  { key: 'refunds', type: 'money' },
  { key: 'penalties', type: 'money' },
  { key: 'passengers', type: 'integer' },
] as const satisfies readonly TExportColumn<'flightReport'>[];

/** A file's columns: the group's (headed by its kind: flight, class, agent, day), then the figures. */
export function flightReportColumns(groupBy: TFlightReportGroup): readonly TExportColumn<'flightReport'>[] {
  return [{ key: groupBy, type: 'text' }, ...FLIGHT_REPORT_FIGURE_COLUMNS];
}

/** A load factor (0…1) as the files write it: a percentage with two decimals. */
export function loadFactorPercent(loadFactor: number | null): number | null {
  return loadFactor === null ? null : Math.round(loadFactor * 10_000) / 100;
}
