/**
 * The time-zone rule of flights: departure and arrival are entered and shown in each airport's local time
 * ("2026-03-29T02:30" in Europe/Paris) and stored as UTC instants. Everything here is plain `Intl`, so the server
 * and the web app convert the same way without a date library.
 *
 * - A local time that does not exist (the hour skipped when clocks go forward) is refused: `localToUtc` answers null.
 * - A local time that exists twice (the hour repeated when clocks go back) means its first occurrence, the one
 *   still on summer time, as airline timetables do.
 */

/** A local date and time without offset, minute precision: `yyyy-mm-ddThh:mm`. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** A local time of day: `hh:mm`. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

let supportedZones: ReadonlySet<string> | undefined;

/** The IANA time zones this runtime knows (`Intl.supportedValuesOf('timeZone')`), sorted. */
export function supportedTimeZones(): readonly string[] {
  return [...timeZoneSet()].sort();
}

function timeZoneSet(): ReadonlySet<string> {
  supportedZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return supportedZones;
}

export function isSupportedTimeZone(zone: string): boolean {
  return timeZoneSet().has(zone);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

interface TWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(epochMs: number, zone: string): TWallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in minutes (Asia/Yerevan: +240). */
export function zoneOffsetMinutes(epochMs: number, zone: string): number {
  const clock = wallClockAt(epochMs, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** `yyyy-mm-ddThh:mm` of a wall clock. */
function formatLocal(clock: TWallClock): string {
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** Whether a `yyyy-mm-ddThh:mm` text names a real calendar date and time (no 30 February, no 24:00). */
export function isValidLocalDateTime(local: string): boolean {
  const match = LOCAL_DATE_TIME_PATTERN.exec(local);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return formatLocal(wallClockFromUtc(Date.UTC(year, month - 1, day, hour, minute))) === local;
}

/**
 * The UTC instant of a local date-time in a zone, as an ISO string, or null when the text is not a valid local
 * date-time or that wall-clock time does not exist in the zone (the skipped hour of a clock change).
 */
export function localToUtc(local: string, zone: string): string | null {
  const match = LOCAL_DATE_TIME_PATTERN.exec(local);
  if (!match || !isValidLocalDateTime(local) || !isSupportedTimeZone(zone)) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // An instant's offset is one of the offsets around it: try the offsets a day before and after, earliest first.
  const offsets = [
    ...new Set([zoneOffsetMinutes(wall - 86_400_000, zone), zoneOffsetMinutes(wall + 86_400_000, zone)]),
  ];
  const candidates = offsets
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => formatLocal(wallClockAt(instant, zone)) === local)
    .sort((a, b) => a - b);
  const first = candidates[0];
  return first === undefined ? null : new Date(first).toISOString();
}

function wallClockFromUtc(epochMs: number): TWallClock {
  const date = new Date(epochMs);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** The local date-time (`yyyy-mm-ddThh:mm`) of a UTC instant in a zone. */
export function utcToLocal(instant: string | Date, zone: string): string {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return formatLocal(wallClockAt(epochMs, zone));
}

/** The zone's offset at an instant as people write it: "UTC+4", "UTC+5:30", "UTC−3", "UTC". */
export function utcOffsetLabel(instant: string | Date, zone: string): string {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const offset = zoneOffsetMinutes(epochMs, zone);
  if (offset === 0) return 'UTC';
  const sign = offset > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** Adds whole minutes to an instant. */
export function addMinutes(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * 60_000).toISOString();
}

/** Whole minutes from one instant to another. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
}

/**
 * The weekdays Monday first, as every weekday picker offers them, by their key under `weekdays.` in the catalogues:
 * the ISO weekday of `WEEKDAY_KEYS[i]` is i + 1 (Sunday 7; JavaScript's getDay() numbers Sunday 0).
 */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The ISO weekday (1 = Monday … 7 = Sunday) of a yyyy-mm-dd date. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
