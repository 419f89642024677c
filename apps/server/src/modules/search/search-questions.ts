import { addDays, CALENDAR_DAYS, daysBetween, todayIsoDate, type TSearchRequest } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { preparedText } from '../../lib/prepared-read';
import { isAgent } from '../../lib/row-scope';
import type { TSearchLine, TSearchQuestion } from './search-cache';

/**
 * What each line's answers are filed under in the search cache (search-cache.ts; the tags of migration 0026). The
 * question's key holds everything the answer depends on besides the rows: the line, today (rates, time limits, release
 * days), the caller's role (what it pays and which classes it sees) and the input as validated.
 */

/** The key of a question, and who asks. */
export function questionOf(line: TSearchLine, actor: TActor, input: unknown, now = new Date()): TSearchQuestion {
  return {
    line,
    key: JSON.stringify([line, todayIsoDate(now), actor.role, isAgent(actor), input]),
    userId: actor.userId,
  };
}

/** Every day from `first` to `last`. */
function daysFrom(first: string, last: string): string[] {
  return Array.from({ length: daysBetween(first, last) + 1 }, (_, index) => addDays(first, index));
}

/**
 * A flight search reads each leg's route over the ±3-day window of local dates; a local date is within 14 hours of
 * UTC, so its flights depart on the UTC days from the day before the window to the day after. Plus `F`: airports,
 * airlines, rules and time limits.
 */
export function flightSearchTags(input: Pick<TSearchRequest, 'legs'>): string[] {
  const tags = new Set<string>(['F']);
  for (const leg of input.legs) {
    const days = daysFrom(addDays(leg.date, -CALENDAR_DAYS - 1), addDays(leg.date, CALENDAR_DAYS + 1));
    for (const day of days) tags.add(`r:${leg.fromAirportId}:${leg.toAirportId}:${day}`);
  }
  return [...tags];
}

/** A hotel search reads the nights of the stay of its city's hotels (trimmed, any case) or of its hotel. Plus `H`. */
export function hotelSearchTags(input: {
  city?: string;
  hotelId?: number;
  checkIn: string;
  checkOut: string;
}): string[] {
  const tags = ['H'];
  const nights = input.checkOut > input.checkIn ? daysFrom(input.checkIn, addDays(input.checkOut, -1)) : [];
  const city = input.city?.trim().toLowerCase();
  for (const night of nights) {
    if (city) tags.push(`c:${city}:${night}`);
    if (input.hotelId !== undefined) tags.push(`n:${input.hotelId}:${night}`);
  }
  return tags;
}

/**
 * The routes (both ways) and hotels of the offers a package search reads: the same choice of offers as its own read
 * (package-search-reads.ts, OFFERS_STATEMENT), without the rest.
 */
const OFFER_PLACES_STATEMENT = `select o.from_airport_id, o.to_airport_id,
       (select coalesce(json_agg(distinct r.hotel_id), '[]') from rooms r
        where r.id in (select value::int from jsonb_array_elements_text(o.room_ids)))::text as hotel_ids
     from package_offers o
     where o.active and o.sale_from <= $4::date and o.sale_to >= $3::date
       and ($1::text is null or lower(o.destination) = lower($1::text))
       and ($2::int is null or o.id = $2::int)`;

/**
 * A package search reads its offers (`P`: any change of an offer, a service or a tour manager drops every package
 * answer, since a new or edited offer may match any question), their routes both ways on every day (`r:<from>:<to>`,
 * covered by each day's notice), their hotels on every night (`n:<hotel>`), and `F` and `H`. Read before the search,
 * after the cache noted its generation, so a change between the two reads is caught like any other.
 */
export async function packageSearchTags(
  db: TExecutor,
  input: { destination?: string; offerId?: number; departureFrom: string; departureTo?: string },
): Promise<string[]> {
  const rows = await preparedText<{ from_airport_id: number; to_airport_id: number; hotel_ids: string }>(
    db,
    OFFER_PLACES_STATEMENT,
    [
      input.destination?.trim() ?? null,
      input.offerId ?? null,
      input.departureFrom,
      input.departureTo ?? input.departureFrom,
    ],
  );
  const tags = new Set(['P', 'F', 'H']);
  for (const row of rows) {
    tags.add(`r:${row.from_airport_id}:${row.to_airport_id}`);
    tags.add(`r:${row.to_airport_id}:${row.from_airport_id}`);
    for (const hotelId of JSON.parse(row.hotel_ids) as number[]) tags.add(`n:${hotelId}`);
  }
  return [...tags];
}
