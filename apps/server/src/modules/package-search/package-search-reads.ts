import {
  DEFAULT_TIME_LIMITS,
  type TClassPrices,
  type TClassType,
  type TCurrency,
  type TFlightSummary,
  type THotelSummary,
  type TMarkup,
  type TPackageServiceInput,
  type TServiceKind,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { preparedText } from '../../lib/prepared-read';
import { agencyRateColumns, agencyRatesOf, type TAgencyRates } from '../order-engine';
import { hotelSummaryOf, roomTypeTermsOf, type TRoomTypeTerms } from '../hotels';

/**
 * The three reads of a package search, each one prepared statement of constant text (lib/prepared-read.ts) whatever
 * the search asks: the offers (with their tour manager, services and today's rates), the sellable classes of the
 * offers' routes over the dates, and the room types' free nights over the stays.
 */

type TRaw = Record<string, unknown>;

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export interface TOfferService {
  serviceId: number;
  name: string;
  kind: TServiceKind;
  charge: TPackageServiceInput['charge'];
  price: number;
  currency: TCurrency;
}

export interface TOfferRow {
  id: number;
  name: string;
  destination: string;
  fromAirportId: number;
  toAirportId: number;
  classType: TClassType;
  roomIds: number[];
  nights: number[];
  services: TOfferService[];
  markup: TMarkup;
  commissionPercent: number;
  saleFrom: string;
  saleTo: string;
  tourManager: { id: number; name: string; languages: string | null };
}

/**
 * The offers read: $1 the destination (or null), $2 the offer (or null), $3..$4 the dates to sell, $5 today (for the
 * agency's rates).
 */
export const OFFERS_STATEMENT = `select o.id, o.name, o.destination, o.from_airport_id, o.to_airport_id, o.class_type, o.room_ids::text as room_ids,
       o.nights::text as nights, o.services::text as services, o.markup::text as markup, o.commission_percent,
       o.sale_from::text as sale_from, o.sale_to::text as sale_to,
       tm.id as tm_id, tm.name as tm_name, tm.languages as tm_languages,
       (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'kind', s.kind,
          'price', s.price::float8, 'currency', s.currency)), '[]')::text
        from services s where s.id in (select (e->>'serviceId')::int from jsonb_array_elements(o.services) e))
        as service_rows,
       ${agencyRateColumns('$5::date')}
     from package_offers o
     join tour_managers tm on tm.id = o.tour_manager_id
     where o.active and o.sale_from <= $4::date and o.sale_to >= $3::date
       and ($1::text is null or lower(o.destination) = lower($1::text))
       and ($2::int is null or o.id = $2::int)
     order by o.id`;

/** The active offers of the destination (any case) and/or the offer, selling some date of `from`..`to`. */
export async function readOffers(
  db: TExecutor,
  options: { destination: string | null; offerId: number | null; from: string; to: string; today: string },
): Promise<{ offers: TOfferRow[]; rates: TAgencyRates }> {
  const rows = await preparedText<TRaw>(db, OFFERS_STATEMENT, [
    options.destination,
    options.offerId,
    options.from,
    options.to,
    options.today,
  ]);
  const offers = rows.map((row): TOfferRow => {
    const known = new Map(
      json<{ id: number; name: string; kind: TServiceKind; price: number; currency: TCurrency }[]>(
        row.service_rows,
      ).map((service) => [service.id, service]),
    );
    // In the offer's order; a service deleted since would not be found (the reference keeps it while in use).
    const services = json<TPackageServiceInput[]>(row.services).flatMap((item) => {
      const service = known.get(item.serviceId);
      return service
        ? [
            {
              serviceId: service.id,
              name: service.name,
              kind: service.kind,
              charge: item.charge,
              price: Number(service.price),
              currency: service.currency,
            },
          ]
        : [];
    });
    return {
      id: Number(row.id),
      name: String(row.name),
      destination: String(row.destination),
      fromAirportId: Number(row.from_airport_id),
      toAirportId: Number(row.to_airport_id),
      classType: row.class_type as TClassType,
      roomIds: json<number[]>(row.room_ids),
      nights: json<number[]>(row.nights),
      services,
      markup: json<TMarkup>(row.markup),
      commissionPercent: Number(row.commission_percent),
      saleFrom: String(row.sale_from),
      saleTo: String(row.sale_to),
      tourManager: {
        id: Number(row.tm_id),
        name: String(row.tm_name),
        languages: row.tm_languages === null ? null : String(row.tm_languages),
      },
    };
  });
  return { offers, rates: agencyRatesOf(rows[0], options.today) };
}

/** One flight of a route departing on the local dates asked, with its classes that can be sold to the party. */
export interface TFlightCandidate {
  flight: TFlightSummary;
  departureDate: string;
  arrivalDate: string;
  classes: { id: number; name: string; type: TClassType; prices: TClassPrices }[];
}

/** A route and the local departure dates wanted on it. */
export interface TRouteDates {
  fromAirportId: number;
  toAirportId: number;
  firstDate: string;
  lastDate: string;
}

/** Time zones are at most 14 hours from UTC: a window of instants that holds every departure of the local dates. */
const ZONE_MARGIN_MS = 14 * 3_600_000;

const PRICE_FIELDS = [
  'fare',
  'tax',
  'surcharge_multi_destination',
  'surcharge_long_range',
  'surcharge_short_range',
  'commission',
];
const PRICE_COLUMNS = (['adult', 'child', 'infant'] as const)
  .flatMap((type) => PRICE_FIELDS.map((field) => `c.${type}_${field}::float8 as ${type}_${field}`))
  .join(', ');

/**
 * The flights read, over parallel arrays of routes: $1 from, $2 to, $3..$4 the local departure dates, $5..$6 their
 * window of instants (departureWindow); then $7 the class types, $8 the seats wanted, $9 staff, $10 now.
 */
export const FLIGHTS_STATEMENT = `with candidate as materialized (
       select f.id as flight_id, f.airline_id, f.flight_number, f.departure_at, f.arrival_at, f.duration_minutes,
         f.currency, fa.id as from_id, fa.iata_code as from_code, fa.city as from_city, fa.time_zone as from_zone,
         ta.id as to_id, ta.iata_code as to_code, ta.city as to_city, ta.time_zone as to_zone,
         c.id as class_id, c.name as class_name, c.type as class_type, ${PRICE_COLUMNS}
       from unnest($1::int[], $2::int[], $3::date[], $4::date[], $5::timestamptz[], $6::timestamptz[])
         as l(from_id, to_id, first_date, last_date, low, high)
       join flights f on f.from_airport_id = l.from_id and f.to_airport_id = l.to_id
         and f.departure_at >= l.low and f.departure_at < l.high and f.status = 'upcoming'
       join airports fa on fa.id = f.from_airport_id
       join airports ta on ta.id = f.to_airport_id
       join classes c on c.flight_id = f.id and c.travel_type = 'roundTrip' and c.type = any($7::text[])
         and c.seats - c.sold - c.held >= $8::int and ($9::boolean or not c.admin_only)
       where (f.departure_at at time zone fa.time_zone)::date between l.first_date and l.last_date
     )
     select k.*, al.iata_code as airline_code, al.name as airline_name,
       (extract(epoch from k.departure_at) * 1000)::float8 as departure_ms,
       (extract(epoch from k.arrival_at) * 1000)::float8 as arrival_ms,
       to_char(k.departure_at at time zone k.from_zone, 'YYYY-MM-DD"T"HH24:MI') as departure_local,
       to_char(k.arrival_at at time zone k.to_zone, 'YYYY-MM-DD"T"HH24:MI') as arrival_local
     from candidate k
     join airlines al on al.id = k.airline_id
     left join time_limits tla on tla.airline_id = k.airline_id
     left join time_limits tld on tld.airline_id is null
     where k.departure_at > $10::timestamptz + make_interval(hours => least(
       coalesce(tla.booking_close_hours, tld.booking_close_hours, ${DEFAULT_TIME_LIMITS.bookingCloseHours}),
       coalesce(tla.ticketing_close_hours, tld.ticketing_close_hours, ${DEFAULT_TIME_LIMITS.ticketingCloseHours})))
     order by k.flight_id, k.class_id`;

/** The window of instants that holds every departure on the local dates `first`..`last`, whatever the zone. */
export function departureWindow(first: string, last: string): { low: string; high: string } {
  return {
    low: new Date(Date.parse(`${first}T00:00:00Z`) - ZONE_MARGIN_MS).toISOString(),
    high: new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000 + ZONE_MARGIN_MS).toISOString(),
  };
}

function pricesOf(row: TRaw): TClassPrices {
  const price = (type: string) => {
    const number = (field: string) => Number(row[`${type}_${field}`]);
    return {
      fare: number('fare'),
      tax: number('tax'),
      surchargeMultiDestination: number('surcharge_multi_destination'),
      surchargeLongRange: number('surcharge_long_range'),
      surchargeShortRange: number('surcharge_short_range'),
      commission: number('commission'),
    };
  };
  return { adult: price('adult'), child: price('child'), infant: price('infant') };
}

/**
 * The round-trip classes of the routes' flights departing on their local dates, of the class types asked, with
 * `seats` free, on sale to the caller (admin-only classes to the staff who sell) and still open for sale (before the
 * airline's booking and ticketing close hours), as the flight search decides it: one statement.
 */
export async function readFlights(
  db: TExecutor,
  options: {
    routes: readonly TRouteDates[];
    classTypes: readonly TClassType[];
    seats: number;
    staff: boolean;
    now: Date;
  },
): Promise<TFlightCandidate[]> {
  const { routes } = options;
  if (routes.length === 0) return [];
  const windows = routes.map((route) => departureWindow(route.firstDate, route.lastDate));
  const rows = await preparedText<TRaw>(db, FLIGHTS_STATEMENT, [
    routes.map((route) => route.fromAirportId),
    routes.map((route) => route.toAirportId),
    routes.map((route) => route.firstDate),
    routes.map((route) => route.lastDate),
    windows.map((window) => window.low),
    windows.map((window) => window.high),
    [...options.classTypes],
    options.seats,
    options.staff,
    options.now.toISOString(),
  ]);
  const byFlight = new Map<number, TFlightCandidate>();
  for (const row of rows) {
    const flightId = Number(row.flight_id);
    let candidate = byFlight.get(flightId);
    if (!candidate) {
      const departureLocal = String(row.departure_local);
      const arrivalLocal = String(row.arrival_local);
      candidate = {
        flight: {
          id: flightId,
          airline: { id: Number(row.airline_id), iataCode: String(row.airline_code), name: String(row.airline_name) },
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
          departureAt: new Date(Number(row.departure_ms)).toISOString(),
          arrivalAt: new Date(Number(row.arrival_ms)).toISOString(),
          departureLocal,
          arrivalLocal,
          durationMinutes: Number(row.duration_minutes),
          currency: row.currency as TCurrency,
        },
        departureDate: departureLocal.slice(0, 10),
        arrivalDate: arrivalLocal.slice(0, 10),
        classes: [],
      };
      byFlight.set(flightId, candidate);
    }
    candidate.classes.push({
      id: Number(row.class_id),
      name: String(row.class_name),
      type: row.class_type as TClassType,
      prices: pricesOf(row),
    });
  }
  return [...byFlight.values()];
}

/** A room type with its free nights (each with `rooms` free, no stop-sale) in the window read, by date. */
export interface TRoomCandidate extends TRoomTypeTerms {
  hotel: THotelSummary;
  roomId: number;
  releaseDays: number;
  commissionPercent: number;
  currency: TCurrency;
  /** Night (YYYY-MM-DD) → its price in the room type's currency, minor units. */
  nights: Map<string, number>;
}

/** The rooms read: $1 the room types, $2..$3 the nights (the last exclusive), $4 the rooms wanted free each night. */
export const ROOMS_STATEMENT = `select r.id as room_id, r.meal_type, r.capacity, r.max_adults, r.max_children, r.child_max_age, r.min_stay,
       r.release_days, r.commission_percent, r.currency, c.name as category_name,
       h.id as hotel_id, h.name as hotel_name, h.city, h.country, h.category, h.address,
       h.photo_upload_ids::text as photo_upload_ids,
       (select string_agg(n.night::text || '=' || coalesce(n.price, r.price_per_night)::text, ',')
        from room_nights n where n.room_id = r.id and n.night >= $2::date and n.night < $3::date
          and not n.stop_sale and n.allotment - n.sold - n.held >= $4::int) as nights
     from rooms r
     join hotels h on h.id = r.hotel_id
     join room_categories c on c.id = r.room_category_id
     where r.id = any($1::int[])`;

/** The room types with their nights in `first`..`last` (exclusive) that have `rooms` rooms to sell: one statement. */
export async function readRooms(
  db: TExecutor,
  options: { roomIds: readonly number[]; first: string; last: string; rooms: number },
): Promise<Map<number, TRoomCandidate>> {
  if (options.roomIds.length === 0) return new Map();
  const rows = await preparedText<TRaw>(db, ROOMS_STATEMENT, [
    [...options.roomIds],
    options.first,
    options.last,
    options.rooms,
  ]);
  const result = new Map<number, TRoomCandidate>();
  for (const row of rows) {
    const nights = new Map<string, number>();
    for (const item of row.nights ? String(row.nights).split(',') : []) {
      const [night, price] = item.split('=');
      nights.set(night!, Number(price));
    }
    result.set(Number(row.room_id), {
      hotel: hotelSummaryOf(row),
      roomId: Number(row.room_id),
      ...roomTypeTermsOf(row),
      releaseDays: Number(row.release_days),
      commissionPercent: Number(row.commission_percent),
      currency: row.currency as TCurrency,
      nights,
    });
  }
  return result;
}
