import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  CALENDAR_DAYS,
  DEFAULT_TIME_LIMITS,
  FLIGHT_ORDER_STAFF,
  todayIsoDate,
  tripSurcharge,
  type TClassPrices,
  type TClassType,
  type TCurrency,
  type TPassengerType,
  type TPriceBreakdown,
  type TSearchOffer,
  type TSearchRequest,
  type TSearchResponse,
  type TSurchargeKind,
  ZSearchResponse,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { recordCacheLookup } from '../../lib/metrics';
import { preparedRead } from '../../lib/prepared-read';
import { isAgent } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import { segmentPriceAmd, sumBreakdowns } from '../flight-orders';
import { agencyRateColumns, agencyRatesOf, dateLiteral, type TAgencyRates } from '../order-engine';

/**
 * Flight search (docs/DOMAIN.md "Passengers and prices", "Flights and fare classes"). One query reads every class that
 * could be sold on every leg over the whole ±3-day calendar window (flights of the leg's route departing on those
 * local dates, classes sold for the travel type with enough free seats, still open for sale); offers and the
 * calendar are then combined in memory: legs of one airline, each departing after the previous one arrives.
 */

/** Time zones are at most 14 hours from UTC: a window of instants that holds every departure of the local dates. */
const ZONE_MARGIN_MS = 14 * 3_600_000;
/** The most offers one search answers (the cheapest first). */
export const MAX_OFFERS = 100;
/** Combinations looked at per day at most, so that a multi-destination search stays fast. */
const MAX_COMBINATIONS = 2_000;

/** One sellable class on one leg, as the search query reads it. */
interface TCandidate {
  leg: number;
  localDate: string;
  flightId: number;
  airlineId: number;
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  from: { id: number; iataCode: string; city: string; timeZone: string };
  to: { id: number; iataCode: string; city: string; timeZone: string };
  departureMs: number;
  arrivalMs: number;
  departureLocal: string;
  arrivalLocal: string;
  durationMinutes: number;
  currency: TCurrency;
  classId: number;
  className: string;
  classType: TClassType;
  freeSeats: number;
  prices: TClassPrices;
  fareRule: TSearchOffer['segments'][number]['fareRule'];
  baggageRule: TSearchOffer['segments'][number]['baggageRule'];
}

type TRow = Record<string, unknown>;

function price(row: TRow, type: TPassengerType) {
  const number = (name: string) => Number(row[`${type}_${name}`]);
  return {
    fare: number('fare'),
    tax: number('tax'),
    surchargeMultiDestination: number('surcharge_multi_destination'),
    surchargeLongRange: number('surcharge_long_range'),
    surchargeShortRange: number('surcharge_short_range'),
    commission: number('commission'),
  };
}

/**
 * A candidate from its row. The rules' JSON comes as text and is parsed once per distinct text (`parsed`, one per
 * search): many candidates share a fare rule, and parsing it for every row was a good part of a search's time.
 */
function toCandidate(row: TRow, parsed: Map<string, unknown>): TCandidate {
  const json = <T>(value: unknown): T => {
    const text = String(value);
    let result = parsed.get(text);
    if (result === undefined) parsed.set(text, (result = JSON.parse(text)));
    return result as T;
  };
  return {
    leg: Number(row.leg),
    localDate: String(row.local_date),
    flightId: Number(row.flight_id),
    airlineId: Number(row.airline_id),
    airlineCode: String(row.airline_code),
    airlineName: String(row.airline_name),
    flightNumber: String(row.flight_number),
    from: {
      id: Number(row.from_id),
      iataCode: String(row.from_code),
      city: String(row.from_city),
      timeZone: String(row.from_zone),
    },
    to: {
      id: Number(row.to_id),
      iataCode: String(row.to_code),
      city: String(row.to_city),
      timeZone: String(row.to_zone),
    },
    departureMs: Number(row.departure_ms),
    arrivalMs: Number(row.arrival_ms),
    departureLocal: String(row.departure_local),
    arrivalLocal: String(row.arrival_local),
    durationMinutes: Number(row.duration_minutes),
    currency: row.currency as TCurrency,
    classId: Number(row.class_id),
    className: String(row.class_name),
    classType: row.class_type as TClassType,
    freeSeats: Number(row.free_seats),
    prices: { adult: price(row, 'adult'), child: price(row, 'child'), infant: price(row, 'infant') },
    fareRule: {
      id: Number(row.fare_rule_id),
      name: String(row.fare_rule_name),
      texts: json(row.fare_rule_texts),
      penalties: json(row.fare_rule_penalties),
      currency: row.fare_rule_currency as TCurrency,
      nameChangeFee: Number(row.fare_rule_name_change_fee),
      deadlineHours: Number(row.fare_rule_deadline_hours),
    },
    baggageRule: {
      id: Number(row.baggage_rule_id),
      name: String(row.baggage_rule_name),
      allowances: json(row.baggage_rule_allowances),
    },
  };
}

const PRICE_NAMES = (['adult', 'child', 'infant'] as const).flatMap((type) =>
  ['fare', 'tax', 'surcharge_multi_destination', 'surcharge_long_range', 'surcharge_short_range', 'commission'].map(
    (name) => `${type}_${name}`,
  ),
);
const PRICE_COLUMNS = PRICE_NAMES.map((name) => `c.${name}`).join(', ');
/** What the answer reads of a candidate (not its raw timestamps: the driver would turn every one into a Date). */
const CANDIDATE_COLUMNS = [
  'leg',
  'local_date',
  'flight_id',
  'airline_id',
  'flight_number',
  'duration_minutes',
  'currency',
  'from_id',
  'from_code',
  'from_city',
  'from_zone',
  'class_id',
  'class_name',
  'class_type',
  'free_seats',
  'fare_rule_id',
  'baggage_rule_id',
  ...PRICE_NAMES,
]
  .map((name) => `k.${name}`)
  .join(', ');

interface TCandidateQuestion {
  input: TSearchRequest;
  seats: number;
  staff: boolean;
  now: Date;
}

/**
 * The one statement of a search: every class that can be sold on the legs within the calendar window, and today's
 * rates. (Exported for the bench, which sends the same statements straight through `pg` beside the API.)
 */
export function candidatesStatement(options: TCandidateQuestion): SQL {
  const { input, seats, staff, now } = options;
  const today = todayIsoDate(now);
  const legs = input.legs.map((leg, index) => {
    const start = addDays(leg.date, -CALENDAR_DAYS);
    const end = addDays(leg.date, CALENDAR_DAYS);
    const low = new Date(Date.parse(`${start}T00:00:00Z`) - ZONE_MARGIN_MS).toISOString();
    const high = new Date(Date.parse(`${addDays(end, 1)}T00:00:00Z`) + ZONE_MARGIN_MS).toISOString();
    return sql`(${index}::int, ${leg.fromAirportId}::int, ${leg.toAirportId}::int, ${start}::date, ${end}::date, ${low}::timestamptz, ${high}::timestamptz)`;
  });
  // The sellable classes first (a materialized CTE of four relations), then their small reference rows: planning
  // one statement of ten joined relations cost PostgreSQL ~20 ms, far more than running it.
  return sql`
    with candidate as materialized (
      select l.leg, (f.departure_at at time zone fa.time_zone)::date::text as local_date,
        f.id as flight_id, f.airline_id, f.flight_number, f.departure_at, f.arrival_at, f.duration_minutes,
        f.currency, f.to_airport_id,
        fa.id as from_id, fa.iata_code as from_code, fa.city as from_city, fa.time_zone as from_zone,
        c.id as class_id, c.name as class_name, c.type as class_type, c.seats - c.sold - c.held as free_seats,
        c.fare_rule_id, c.baggage_rule_id, ${sql.raw(PRICE_COLUMNS)}
      from (values ${sql.join(legs, sql`, `)}) as l(leg, from_id, to_id, start_date, end_date, low, high)
      join flights f on f.from_airport_id = l.from_id and f.to_airport_id = l.to_id
        and f.departure_at >= l.low and f.departure_at < l.high and f.status = 'upcoming'
      join airports fa on fa.id = f.from_airport_id
      join classes c on c.flight_id = f.id and c.travel_type = ${input.travelType}
        and c.seats - c.sold - c.held >= ${seats}::int
        ${staff ? sql`` : sql`and not c.admin_only`}
        ${input.classType ? sql`and c.type = ${input.classType}` : sql``}
      where (f.departure_at at time zone fa.time_zone)::date between l.start_date and l.end_date
    )
    select ${sql.raw(CANDIDATE_COLUMNS)}, al.iata_code as airline_code, al.name as airline_name,
      ta.id as to_id, ta.iata_code as to_code, ta.city as to_city, ta.time_zone as to_zone,
      (extract(epoch from k.departure_at) * 1000)::float8 as departure_ms,
      (extract(epoch from k.arrival_at) * 1000)::float8 as arrival_ms,
      to_char(k.departure_at at time zone k.from_zone, 'YYYY-MM-DD"T"HH24:MI') as departure_local,
      to_char(k.arrival_at at time zone ta.time_zone, 'YYYY-MM-DD"T"HH24:MI') as arrival_local,
      fr.name as fare_rule_name, fr.texts::text as fare_rule_texts, fr.penalties::text as fare_rule_penalties,
      fr.currency as fare_rule_currency, fr.name_change_fee as fare_rule_name_change_fee,
      fr.deadline_hours as fare_rule_deadline_hours,
      br.name as baggage_rule_name, br.allowances::text as baggage_rule_allowances,
      ${sql.raw(agencyRateColumns(dateLiteral(today)))}
    from candidate k
    join airports ta on ta.id = k.to_airport_id
    join airlines al on al.id = k.airline_id
    join fare_rules fr on fr.id = k.fare_rule_id
    join baggage_rules br on br.id = k.baggage_rule_id
    left join time_limits tla on tla.airline_id = k.airline_id
    left join time_limits tld on tld.airline_id is null
    where k.departure_at > ${now.toISOString()}::timestamptz + make_interval(hours => least(
      coalesce(tla.booking_close_hours, tld.booking_close_hours, ${DEFAULT_TIME_LIMITS.bookingCloseHours}::int),
      coalesce(tla.ticketing_close_hours, tld.ticketing_close_hours, ${DEFAULT_TIME_LIMITS.ticketingCloseHours}::int)))
  `;
}

/** The candidates and today's rates, read with one prepared statement. */
async function findCandidates(
  db: TExecutor,
  question: TCandidateQuestion,
): Promise<{ candidates: TCandidate[]; rates: TAgencyRates }> {
  const rows = await preparedRead<TRow>(db, candidatesStatement(question));
  const parsed = new Map<string, unknown>();
  return {
    candidates: rows.map((row) => toCandidate(row, parsed)),
    rates: agencyRatesOf(rows[0], todayIsoDate(question.now)),
  };
}

/** Trips of candidates, one per leg: one airline, each leg leaving after the previous one arrives, no flight twice. */
function* trips(perLeg: readonly TCandidate[][], chosen: TCandidate[] = []): Generator<TCandidate[]> {
  const leg = chosen.length;
  if (leg === perLeg.length) {
    yield [...chosen];
    return;
  }
  const previous = chosen[leg - 1];
  for (const candidate of perLeg[leg] ?? []) {
    if (previous) {
      if (candidate.airlineId !== previous.airlineId) continue;
      if (candidate.departureMs <= previous.arrivalMs) continue;
      if (chosen.some((item) => item.flightId === candidate.flightId)) continue;
    }
    chosen.push(candidate);
    yield* trips(perLeg, chosen);
    chosen.pop();
  }
}

const PASSENGER_TYPES: readonly { type: TPassengerType; key: 'adults' | 'children' | 'infants' }[] = [
  { type: 'adult', key: 'adults' },
  { type: 'child', key: 'children' },
  { type: 'infant', key: 'infants' },
];

function times(breakdown: TPriceBreakdown, count: number): TPriceBreakdown {
  return {
    fare: breakdown.fare * count,
    tax: breakdown.tax * count,
    surcharge: breakdown.surcharge * count,
    gross: breakdown.gross * count,
    commission: breakdown.commission * count,
    net: breakdown.net * count,
  };
}

interface TPricedTrip {
  segments: TCandidate[];
  prices: TSearchOffer['prices'];
  total: TPriceBreakdown;
  payable: number;
}

function priceTrip(
  segments: TCandidate[],
  input: TSearchRequest,
  rates: TAgencyRates,
  agentPays: boolean,
  memo: Map<string, TPriceBreakdown>,
): TPricedTrip {
  const surcharge: TSurchargeKind | null = tripSurcharge(
    input.travelType,
    segments.map((segment) => segment.localDate),
  );
  const prices: TSearchOffer['prices'] = [];
  for (const { type, key } of PASSENGER_TYPES) {
    const count = input.passengers[key];
    if (count === 0) continue;
    const parts = segments.map((segment) => {
      const memoKey = `${segment.classId}:${type}:${surcharge}`;
      let part = memo.get(memoKey);
      if (!part) {
        part = segmentPriceAmd(segment.prices, type, surcharge, segment.currency, rates);
        memo.set(memoKey, part);
      }
      return part;
    });
    prices.push({ ...sumBreakdowns(parts), type, count });
  }
  const total = sumBreakdowns(prices.map((item) => times(item, item.count)));
  return { segments, prices, total, payable: agentPays ? total.net : total.gross };
}

function toOffer(trip: TPricedTrip, input: TSearchRequest, rates: TAgencyRates): TSearchOffer {
  return {
    id: trip.segments.map((segment) => segment.classId).join('-'),
    travelType: input.travelType,
    segments: trip.segments.map((segment) => ({
      flight: {
        id: segment.flightId,
        airline: { id: segment.airlineId, iataCode: segment.airlineCode, name: segment.airlineName },
        flightNumber: segment.flightNumber,
        from: segment.from,
        to: segment.to,
        departureAt: new Date(segment.departureMs).toISOString(),
        arrivalAt: new Date(segment.arrivalMs).toISOString(),
        departureLocal: segment.departureLocal,
        arrivalLocal: segment.arrivalLocal,
        durationMinutes: segment.durationMinutes,
        currency: segment.currency,
      },
      class: { id: segment.classId, name: segment.className, type: segment.classType },
      freeSeats: segment.freeSeats,
      fareRule: segment.fareRule,
      baggageRule: segment.baggageRule,
    })),
    prices: trip.prices,
    total: trip.total,
    payable: trip.payable,
    freeSeats: Math.min(...trip.segments.map((segment) => segment.freeSeats)),
    rate: rates,
  };
}

/**
 * POST /api/search/mainSearch. Prices are in AMD at today's agency rate; an agent pays (and sees) the net price,
 * the agency's staff the gross. Admin-only classes are shown to the staff who sell (FLIGHT_ORDER_STAFF) only. The calendar
 * moves the whole trip by whole days (a round trip keeps its length of stay) and gives each day's lowest price.
 */
export async function searchFlights(options: {
  db: TExecutor;
  actor: TActor;
  input: TSearchRequest;
  now?: Date;
}): Promise<TSearchResponse> {
  const { db, actor, input } = options;
  const now = options.now ?? new Date();
  const agentPays = isAgent(actor);
  const seats = input.passengers.adults + input.passengers.children;
  const { candidates, rates } = await findCandidates(db, {
    input,
    seats,
    staff: FLIGHT_ORDER_STAFF.includes(actor.role),
    now,
  });

  const byLegAndDate = new Map<string, TCandidate[]>();
  for (const candidate of candidates) {
    const key = `${candidate.leg}|${candidate.localDate}`;
    const list = byLegAndDate.get(key);
    if (list) list.push(candidate);
    else byLegAndDate.set(key, [candidate]);
  }
  const memo = new Map<string, TPriceBreakdown>();
  const calendar: TSearchResponse['calendar'] = [];
  let offers: TPricedTrip[] = [];
  for (let offset = -CALENDAR_DAYS; offset <= CALENDAR_DAYS; offset += 1) {
    const perLeg = input.legs.map((leg, index) => byLegAndDate.get(`${index}|${addDays(leg.date, offset)}`) ?? []);
    let lowest: number | null = null;
    let looked = 0;
    for (const segments of trips(perLeg)) {
      if ((looked += 1) > MAX_COMBINATIONS) break;
      const trip = priceTrip(segments, input, rates, agentPays, memo);
      if (lowest === null || trip.payable < lowest) lowest = trip.payable;
      if (offset === 0) offers.push(trip);
    }
    calendar.push({ date: addDays(input.legs[0]!.date, offset), lowestPayable: lowest });
  }
  offers.sort(
    (a, b) =>
      a.payable - b.payable ||
      a.segments[0]!.departureMs - b.segments[0]!.departureMs ||
      a.segments[0]!.classId - b.segments[0]!.classId,
  );
  offers = offers.slice(0, MAX_OFFERS);
  return { offers: offers.map((trip) => toOffer(trip, input, rates)), calendar };
}

/**
 * Reuses a search's answer for the same question for a short time (SEARCH_CACHE_MS, default 2 s), and lets
 * concurrent identical searches share one reading of the database. Free seats in a reused answer may be that much
 * older: the pre-order takes the seats by its own conditional update, so a stale offer can only be refused, never
 * oversold. The question includes the day (rates), what the caller pays (agent or agency) and whether it sees
 * admin-only classes. The answer is kept as the JSON the route sends, checked against the contract's schema once
 * when it is made (what the route's serializer would do on every send).
 */
export function cachedSearch(ttlMs: number, maxEntries = 1_000) {
  const entries = new Map<string, { expires: number; json: Promise<string> }>();
  const answer = async (options: Parameters<typeof searchFlights>[0]) =>
    JSON.stringify(ZSearchResponse.parse(await searchFlights(options)));
  return (options: Parameters<typeof searchFlights>[0]): Promise<string> => {
    if (ttlMs <= 0) return answer(options);
    const now = Date.now();
    const key = JSON.stringify([
      todayIsoDate(),
      isAgent(options.actor),
      FLIGHT_ORDER_STAFF.includes(options.actor.role),
      options.input,
    ]);
    const hit = entries.get(key);
    const fresh = hit !== undefined && hit.expires > now;
    recordCacheLookup('flight-search', fresh);
    if (fresh) return hit.json;
    if (entries.size >= maxEntries) {
      for (const [stale, entry] of entries)
        if (entry.expires <= now || entries.size >= maxEntries) entries.delete(stale);
    }
    const json = answer(options);
    entries.set(key, { expires: now + ttlMs, json });
    json.catch(() => entries.delete(key));
    return json;
  };
}
