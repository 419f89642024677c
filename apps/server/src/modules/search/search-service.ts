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
import { preparedRead } from '../../lib/prepared-read';
import { answerJson } from '../../lib/answer-serializer';
import { AppError } from '../../lib/app-error';
import { isAgent } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import { segmentPriceAmd, sumBreakdowns } from '../flight-orders';
import { agencyRateColumns, agencyRatesOf, dateLiteral, type TAgencyRates } from '../order-engine';
import { cheapestTrips, type TLegFlight } from './cheapest-trips';

/**
 * Flight search (docs/DOMAIN.md "Passengers and prices", "Flights and fare classes"). One statement finds every class
 * that could be sold on every leg over the whole ±3-day calendar window (flights of the leg's route departing on those
 * local dates, classes sold for the travel type with enough free seats, still open for sale) and answers the day
 * asked class by class, but each other day of the calendar as one price per flight, its cheapest class for the party
 * priced in SQL; offers and the calendar are then combined in memory: legs of one airline, each departing after the
 * previous one arrives.
 */

/** Time zones are at most 14 hours from UTC: a window of instants that holds every departure of the local dates. */
const ZONE_MARGIN_MS = 14 * 3_600_000;
/** The most offers one search answers (the cheapest first). */
export const MAX_OFFERS = 100;
/** Combinations looked at per day at most (cheapest first), so that a multi-destination search stays fast. */
const MAX_COMBINATIONS = 2_000;
const DAY_MS = 86_400_000;

type TFareRule = TSearchOffer['segments'][number]['fareRule'];
type TBaggageRule = TSearchOffer['segments'][number]['baggageRule'];

/** A flight of a calendar day (not the day asked): its cheapest class's price for the whole party, in AMD. */
interface TCalendarFlight extends TLegFlight {
  leg: number;
  /** Days from the leg's date asked (−3…+3, never 0). */
  offset: number;
  /** The whole party's gross and net in AMD minor units; null when its currency has no rate today. */
  gross: number | null;
  net: number | null;
}

/** One sellable class on one leg on the day asked, as the search statement sends it (JSON of the offers' rows). */
interface TCandidate extends TLegFlight {
  leg: number;
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  from: { id: number; iataCode: string; city: string; timeZone: string };
  to: { id: number; iataCode: string; city: string; timeZone: string };
  departureLocal: string;
  arrivalLocal: string;
  durationMinutes: number;
  currency: TCurrency;
  classId: number;
  className: string;
  classType: TClassType;
  freeSeats: number;
  fareRuleId: number;
  baggageRuleId: number;
  /** The 18 prices in PRICE_NAMES order: per passenger type, fare, tax, the three surcharges and the commission. */
  prices: number[];
}

const PASSENGER_TYPES: readonly { type: TPassengerType; key: 'adults' | 'children' | 'infants' }[] = [
  { type: 'adult', key: 'adults' },
  { type: 'child', key: 'children' },
  { type: 'infant', key: 'infants' },
];
const PRICE_FIELDS = [
  'fare',
  'tax',
  'surcharge_multi_destination',
  'surcharge_long_range',
  'surcharge_short_range',
  'commission',
] as const;
const PRICE_NAMES = PASSENGER_TYPES.flatMap(({ type }) => PRICE_FIELDS.map((field) => `${type}_${field}`));

/** A candidate's prices as the pricing functions take them. */
function classPrices(values: readonly number[]): TClassPrices {
  const price = (index: number) => {
    const at = index * PRICE_FIELDS.length;
    return {
      fare: values[at]!,
      tax: values[at + 1]!,
      surchargeMultiDestination: values[at + 2]!,
      surchargeLongRange: values[at + 3]!,
      surchargeShortRange: values[at + 4]!,
      commission: values[at + 5]!,
    };
  };
  return { adult: price(0), child: price(1), infant: price(2) };
}

/**
 * An amount of a class's currency in AMD minor units, in SQL: the contract's `toAmdMinor` (amount × the rate's four
 * decimals, rounded half up to whole AMD, on exact numerics); `k.rate4` is null for a currency without a rate.
 */
const amdSql = (amount: string) =>
  `(case k.currency when 'AMD' then ${amount}
     else sign(${amount}) * floor((abs(${amount})::numeric * k.rate4 * 2 + 1000000) / 2000000) * 100 end)`;

/**
 * The whole party's gross and net for one class in AMD minor units, in SQL, as `segmentPriceAmd` prices each passenger
 * (docs/DOMAIN.md: gross = fare + tax + surcharge, infants pay the fare only; the commission at most the gross; each
 * part converted on its own) times the passengers of each type ($counts[1..3]) and summed; $surcharge is the trip's
 * surcharge kind (the same on every calendar day: the whole trip moves, so its stay does not change).
 */
function partyPriceSql(): { gross: string; net: string } {
  const gross: string[] = [];
  const net: string[] = [];
  PASSENGER_TYPES.forEach(({ type }, index) => {
    const count = `k.counts[${index + 1}]`;
    const fare = `k.${type}_fare`;
    const tax = type === 'infant' ? '0' : `k.${type}_tax`;
    const surcharge =
      type === 'infant'
        ? '0'
        : `(case k.surcharge when 'multiDestination' then k.${type}_surcharge_multi_destination
             when 'longRange' then k.${type}_surcharge_long_range
             when 'shortRange' then k.${type}_surcharge_short_range else 0 end)`;
    const commission = `least(k.${type}_commission, ${fare} + ${tax} + ${surcharge})`;
    const grossAmd = `(${amdSql(fare)} + ${amdSql(tax)} + ${amdSql(surcharge)})`;
    gross.push(`${count} * ${grossAmd}`);
    net.push(`${count} * (${grossAmd} - ${amdSql(commission)})`);
  });
  return { gross: `(${gross.join(' + ')})::bigint`, net: `(${net.join(' + ')})::bigint` };
}
const PARTY_PRICE = partyPriceSql();

interface TCandidateQuestion {
  input: TSearchRequest;
  seats: number;
  staff: boolean;
  now: Date;
}

/** The surcharge of a trip on the dates asked: the calendar moves the whole trip, so it is the same on every day. */
const surchargeOf = (input: TSearchRequest): TSurchargeKind | null =>
  tripSurcharge(
    input.travelType,
    input.legs.map((leg) => leg.date),
  );

/**
 * The one statement of a search (exported for the bench, which sends the same statements straight through `pg`
 * beside the API). It answers one row: the classes of the day asked on each leg as JSON with only what the offers
 * show (the fare and baggage rules by id, each rule once beside them), and for the six other days of the calendar
 * one entry per flight, its cheapest class's price for the whole party in AMD (gross and net) computed in SQL, and
 * today's rates. Reading every class of the window as rows of 55 columns cost the driver more than everything else.
 */
export function candidatesStatement(options: TCandidateQuestion): SQL {
  const { input, seats, staff, now } = options;
  const today = todayIsoDate(now);
  const legs = input.legs.map((leg, index) => {
    const start = addDays(leg.date, -CALENDAR_DAYS);
    const end = addDays(leg.date, CALENDAR_DAYS);
    const low = new Date(Date.parse(`${start}T00:00:00Z`) - ZONE_MARGIN_MS).toISOString();
    const high = new Date(Date.parse(`${addDays(end, 1)}T00:00:00Z`) + ZONE_MARGIN_MS).toISOString();
    return sql`(${index}::int, ${leg.fromAirportId}::int, ${leg.toAirportId}::int, ${leg.date}::date, ${start}::date, ${end}::date, ${low}::timestamptz, ${high}::timestamptz)`;
  });
  const { adults, children, infants } = input.passengers;
  // The sellable classes first (a materialized CTE of four relations), then their small reference rows: planning
  // one statement of ten joined relations cost PostgreSQL ~20 ms, far more than running it.
  return sql`
    with candidate as materialized (
      select l.leg, (f.departure_at at time zone fa.time_zone)::date - l.asked as day_offset,
        f.id as flight_id, f.airline_id, f.flight_number, f.departure_at, f.arrival_at, f.duration_minutes,
        f.currency, f.to_airport_id, fa.id as from_id, fa.iata_code as from_code, fa.city as from_city,
        fa.time_zone as from_zone, c.id as class_id, c.name as class_name, c.type as class_type,
        c.seats - c.sold - c.held as free_seats, c.fare_rule_id, c.baggage_rule_id,
        ${sql.raw(PRICE_NAMES.map((name) => `c.${name}`).join(', '))}
      from (values ${sql.join(legs, sql`, `)}) as l(leg, from_id, to_id, asked, start_date, end_date, low, high)
      join flights f on f.from_airport_id = l.from_id and f.to_airport_id = l.to_id
        and f.departure_at >= l.low and f.departure_at < l.high and f.status = 'upcoming'
      join airports fa on fa.id = f.from_airport_id
      join classes c on c.flight_id = f.id and c.travel_type = ${input.travelType}
        and c.seats - c.sold - c.held >= ${seats}::int
        ${staff ? sql`` : sql`and not c.admin_only`}
        ${input.classType ? sql`and c.type = ${input.classType}` : sql``}
      where (f.departure_at at time zone fa.time_zone)::date between l.start_date and l.end_date
    ),
    rate as (select ${sql.raw(agencyRateColumns(dateLiteral(today)))}),
    open as (
      select k.*,
        (case k.currency when 'USD' then round(r.usd_rate::numeric * 10000)
          when 'EUR' then round(r.eur_rate::numeric * 10000) end) as rate4,
        array[${adults}::int, ${children}::int, ${infants}::int] as counts,
        ${surchargeOf(input)}::text as surcharge
      from candidate k
      cross join rate r
      left join time_limits tla on tla.airline_id = k.airline_id
      left join time_limits tld on tld.airline_id is null
      where k.departure_at > ${now.toISOString()}::timestamptz + make_interval(hours => least(
        coalesce(tla.booking_close_hours, tld.booking_close_hours, ${DEFAULT_TIME_LIMITS.bookingCloseHours}::int),
        coalesce(tla.ticketing_close_hours, tld.ticketing_close_hours, ${DEFAULT_TIME_LIMITS.ticketingCloseHours}::int)))
    ),
    asked as (select * from open where day_offset = 0)
    select r.usd_rate, r.eur_rate,
      (select coalesce(json_agg(json_build_array(leg, day_offset, flight_id, airline_id, departure_ms, arrival_ms,
          gross, net) order by leg, day_offset, departure_ms, flight_id), '[]')::text
        from (select k.leg, k.day_offset, k.flight_id, k.airline_id,
            (extract(epoch from k.departure_at) * 1000)::bigint as departure_ms,
            (extract(epoch from k.arrival_at) * 1000)::bigint as arrival_ms,
            min(${sql.raw(PARTY_PRICE.gross)}) as gross, min(${sql.raw(PARTY_PRICE.net)}) as net
          from open k where k.day_offset <> 0
          group by k.leg, k.day_offset, k.flight_id, k.airline_id, k.departure_at, k.arrival_at) as f
      ) as calendar,
      (select coalesce(json_agg(json_build_object('leg', k.leg, 'flightId', k.flight_id, 'airlineId', k.airline_id,
          'airlineCode', al.iata_code, 'airlineName', al.name, 'flightNumber', k.flight_number,
          'from', json_build_object('id', k.from_id, 'iataCode', k.from_code, 'city', k.from_city,
            'timeZone', k.from_zone),
          'to', json_build_object('id', ta.id, 'iataCode', ta.iata_code, 'city', ta.city, 'timeZone', ta.time_zone),
          'departureMs', (extract(epoch from k.departure_at) * 1000)::bigint,
          'arrivalMs', (extract(epoch from k.arrival_at) * 1000)::bigint,
          'departureLocal', to_char(k.departure_at at time zone k.from_zone, 'YYYY-MM-DD"T"HH24:MI'),
          'arrivalLocal', to_char(k.arrival_at at time zone ta.time_zone, 'YYYY-MM-DD"T"HH24:MI'),
          'durationMinutes', k.duration_minutes, 'currency', k.currency, 'classId', k.class_id,
          'className', k.class_name, 'classType', k.class_type, 'freeSeats', k.free_seats,
          'fareRuleId', k.fare_rule_id, 'baggageRuleId', k.baggage_rule_id,
          'prices', json_build_array(${sql.raw(PRICE_NAMES.map((name) => `k.${name}`).join(', '))}))
          order by k.leg, k.departure_at, k.class_id), '[]')::text
        from asked k
        join airports ta on ta.id = k.to_airport_id
        join airlines al on al.id = k.airline_id
      ) as offers,
      (select coalesce(json_agg(json_build_object('id', fr.id, 'name', fr.name, 'texts', fr.texts,
          'penalties', fr.penalties, 'currency', fr.currency, 'nameChangeFee', fr.name_change_fee,
          'deadlineHours', fr.deadline_hours)), '[]')::text
        from fare_rules fr where fr.id in (select fare_rule_id from asked)) as fare_rules,
      (select coalesce(json_agg(json_build_object('id', br.id, 'name', br.name, 'allowances', br.allowances)),
          '[]')::text
        from baggage_rules br where br.id in (select baggage_rule_id from asked)) as baggage_rules
    from rate r
  `;
}

interface TSearchRead {
  calendar: TCalendarFlight[];
  candidates: TCandidate[];
  fareRules: Map<number, TFareRule>;
  baggageRules: Map<number, TBaggageRule>;
  rates: TAgencyRates;
}

/** JSON the statement sends as text (both drivers give text for a `::text` column). */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The search's statement, prepared (lib/prepared-read.ts), and its one row taken apart. */
async function readSearch(db: TExecutor, question: TCandidateQuestion): Promise<TSearchRead> {
  const [row] = await preparedRead<Record<string, unknown>>(db, candidatesStatement(question));
  const calendar = parsed<(number | null)[][]>(row?.calendar ?? '[]').map(
    ([leg, offset, flightId, airlineId, departureMs, arrivalMs, gross, net]): TCalendarFlight => ({
      leg: leg!,
      offset: offset!,
      flightId: flightId!,
      airlineId: airlineId!,
      departureMs: departureMs!,
      arrivalMs: arrivalMs!,
      gross: gross ?? null,
      net: net ?? null,
    }),
  );
  return {
    calendar,
    candidates: parsed<TCandidate[]>(row?.offers ?? '[]'),
    fareRules: new Map(parsed<TFareRule[]>(row?.fare_rules ?? '[]').map((rule) => [rule.id, rule])),
    baggageRules: new Map(parsed<TBaggageRule[]>(row?.baggage_rules ?? '[]').map((rule) => [rule.id, rule])),
    rates: agencyRatesOf(row, todayIsoDate(question.now)),
  };
}

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

/** A candidate with its price per passenger type that travels (in PASSENGER_TYPES order), in AMD. */
interface TPricedCandidate extends TLegFlight {
  candidate: TCandidate;
  perType: TPriceBreakdown[];
  /** What the caller pays for the whole party on this segment: a trip's payable is the sum of its segments'. */
  payable: number;
}

/** A trip before it is answered: its segments and what it costs, enough to sort (the breakdowns only for the answer). */
interface TFoundTrip {
  segments: TPricedCandidate[];
  payable: number;
}

interface TPricedTrip {
  segments: TPricedCandidate[];
  prices: TSearchOffer['prices'];
  total: TPriceBreakdown;
  payable: number;
}

function priceTrip(segments: TPricedCandidate[], input: TSearchRequest, agentPays: boolean): TPricedTrip {
  const prices: TSearchOffer['prices'] = [];
  let index = 0;
  for (const { type, key } of PASSENGER_TYPES) {
    const count = input.passengers[key];
    if (count === 0) continue;
    const at = index;
    prices.push({ ...sumBreakdowns(segments.map((segment) => segment.perType[at]!)), type, count });
    index += 1;
  }
  const total = sumBreakdowns(prices.map((item) => times(item, item.count)));
  return { segments, prices, total, payable: agentPays ? total.net : total.gross };
}

function toOffer(trip: TPricedTrip, input: TSearchRequest, rates: TAgencyRates, read: TSearchRead): TSearchOffer {
  return {
    id: trip.segments.map((segment) => segment.candidate.classId).join('-'),
    travelType: input.travelType,
    segments: trip.segments.map(({ candidate }) => ({
      flight: {
        id: candidate.flightId,
        airline: { id: candidate.airlineId, iataCode: candidate.airlineCode, name: candidate.airlineName },
        flightNumber: candidate.flightNumber,
        from: candidate.from,
        to: candidate.to,
        departureAt: new Date(candidate.departureMs).toISOString(),
        arrivalAt: new Date(candidate.arrivalMs).toISOString(),
        departureLocal: candidate.departureLocal,
        arrivalLocal: candidate.arrivalLocal,
        durationMinutes: candidate.durationMinutes,
        currency: candidate.currency,
      },
      class: { id: candidate.classId, name: candidate.className, type: candidate.classType },
      freeSeats: candidate.freeSeats,
      fareRule: read.fareRules.get(candidate.fareRuleId)!,
      baggageRule: read.baggageRules.get(candidate.baggageRuleId)!,
    })),
    prices: trip.prices,
    total: trip.total,
    payable: trip.payable,
    freeSeats: Math.min(...trip.segments.map((segment) => segment.candidate.freeSeats)),
    rate: rates,
  };
}

/** The lowest payable of a calendar day's trips (each flight at its cheapest class, priced in SQL), or null. */
function lowestOfDay(perLeg: TCalendarFlight[][], agentPays: boolean): number | null {
  // A flight whose currency has no rate today comes first (-Infinity), so a trip with it is met before any other: it
  // cannot be sold, as the pricing of the day asked says too (rateFor).
  const priceOf = (flight: TCalendarFlight) => (agentPays ? flight.net : flight.gross) ?? Number.NEGATIVE_INFINITY;
  const [cheapest] = cheapestTrips(perLeg, priceOf, { limit: 1, maxLooked: MAX_COMBINATIONS });
  if (!cheapest) return null;
  if (cheapest.price === Number.NEGATIVE_INFINITY) throw new AppError(409, 'NO_EXCHANGE_RATE');
  return cheapest.price;
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
  const read = await readSearch(db, { input, seats, staff: FLIGHT_ORDER_STAFF.includes(actor.role), now });
  const { rates } = read;
  const surcharge = surchargeOf(input);
  const travelling = PASSENGER_TYPES.filter(({ key }) => input.passengers[key] > 0);

  // The day asked: every class of every leg priced per passenger type (the pre-order's functions), combined in trips.
  const askedPerLeg: TPricedCandidate[][] = input.legs.map(() => []);
  for (const candidate of read.candidates) {
    const prices = classPrices(candidate.prices);
    const perType = travelling.map(({ type }) => segmentPriceAmd(prices, type, surcharge, candidate.currency, rates));
    let payable = 0;
    travelling.forEach(({ key }, index) => {
      payable += input.passengers[key] * (agentPays ? perType[index]!.net : perType[index]!.gross);
    });
    askedPerLeg[candidate.leg]!.push({
      flightId: candidate.flightId,
      airlineId: candidate.airlineId,
      departureMs: candidate.departureMs,
      arrivalMs: candidate.arrivalMs,
      candidate,
      perType,
      payable,
    });
  }
  // The cheapest trips first (costed by their segments' sums); only the MAX_OFFERS answered get their breakdowns.
  let found: TFoundTrip[] = cheapestTrips(askedPerLeg, (segment) => segment.payable, {
    limit: MAX_OFFERS,
    maxLooked: MAX_COMBINATIONS,
  }).map(({ trip, price }) => ({ segments: trip, payable: price }));
  const askedLowest = found[0]?.payable ?? null;

  // The other days: a flight per leg and day at its cheapest class, priced in SQL.
  const byLegAndOffset: TCalendarFlight[][][] = input.legs.map(() =>
    Array.from({ length: 2 * CALENDAR_DAYS + 1 }, () => []),
  );
  for (const flight of read.calendar) byLegAndOffset[flight.leg]?.[flight.offset + CALENDAR_DAYS]?.push(flight);
  const firstDay = dayNumberOf(input.legs[0]!.date);
  const calendar: TSearchResponse['calendar'] = [];
  for (let offset = -CALENDAR_DAYS; offset <= CALENDAR_DAYS; offset += 1) {
    const lowest =
      offset === 0
        ? askedLowest
        : lowestOfDay(
            byLegAndOffset.map((days) => days[offset + CALENDAR_DAYS]!),
            agentPays,
          );
    calendar.push({ date: isoDateOf(firstDay + offset), lowestPayable: lowest });
  }
  found.sort(
    (a, b) =>
      a.payable - b.payable ||
      a.segments[0]!.departureMs - b.segments[0]!.departureMs ||
      a.segments[0]!.candidate.classId - b.segments[0]!.candidate.classId,
  );
  found = found.slice(0, MAX_OFFERS);
  return {
    offers: found.map((trip) => toOffer(priceTrip(trip.segments, input, agentPays), input, rates, read)),
    calendar,
  };
}

/** Days since 1970-01-01 of a yyyy-mm-dd date, and back: the calendar's arithmetic on numbers. */
const dayNumberOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoDateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * A search's answer as the JSON the route sends, written once when it is made by the schema's compiled serializer
 * (checked by zod with CHECK_ANSWERS); the search cache (search-cache.ts) keeps it per question.
 */
export async function searchAnswerJson(
  options: Parameters<typeof searchFlights>[0],
  check: { check: boolean },
): Promise<string> {
  return answerJson(ZSearchResponse, await searchFlights(options), check);
}
