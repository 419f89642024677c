import {
  addDays,
  FLIGHT_REPORT_GROUPS,
  todayIsoDate,
  type TFlightReportGroup,
  type TFlightReportRequest,
} from '@frs/contract';

/**
 * The flight report's request as the URL keeps it (`?start=2026-11-01&end=2026-11-30&group=agent&airline=3`), so
 * that a report can be bookmarked and shared. An empty value is the default: this month, grouped by flight, not
 * filtered. A value a hand-edited URL spoils is sent as it is when it is a date (the screen then shows the contract's
 * message under the field) and left out otherwise.
 */
export const NO_REPORT_FILTERS = {
  start: '',
  end: '',
  group: '',
  airline: '',
  origin: '',
  destination: '',
  /** Comma-separated flight ids. */
  flights: '',
  agent: '',
};
export type TReportFilters = typeof NO_REPORT_FILTERS;

/** The first and last day of the month of `today`. */
export function monthOf(today: string): { startDate: string; endDate: string } {
  const startDate = `${today.slice(0, 7)}-01`;
  const nextMonth = addDays(startDate, 32).slice(0, 7);
  return { startDate, endDate: addDays(`${nextMonth}-01`, -1) };
}

function idOf(text: string): number | undefined {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function idsOf(text: string): number[] {
  return text
    .split(',')
    .map(idOf)
    .filter((id): id is number => id !== undefined);
}

export function groupOf(text: string): TFlightReportGroup {
  return FLIGHT_REPORT_GROUPS.find((group) => group === text) ?? 'flight';
}

/** The report's request of the URL's values (the unset ones left out). */
export function reportRequestOf(filters: TReportFilters, today = todayIsoDate()): TFlightReportRequest {
  const month = monthOf(today);
  const flightIds = idsOf(filters.flights);
  const optional = {
    airlineId: idOf(filters.airline),
    fromAirportId: idOf(filters.origin),
    toAirportId: idOf(filters.destination),
    agentId: idOf(filters.agent),
  };
  return {
    startDate: filters.start || month.startDate,
    endDate: filters.end || month.endDate,
    groupBy: groupOf(filters.group),
    ...(flightIds.length > 0 ? { flightIds } : {}),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/** Every day from the first to the last, both included (the revenue chart shows days without sales too). */
export function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate && days.length <= 366; day = addDays(day, 1)) days.push(day);
  return days;
}
