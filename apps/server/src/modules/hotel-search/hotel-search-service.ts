import { eq, sql, type SQL } from 'drizzle-orm';
import {
  isReleased,
  nightsOf,
  occupancyViolation,
  priceStay,
  todayIsoDate,
  type TCancellationTierInput,
  type TCurrency,
  type THotelDetail,
  type THotelOffer,
  type THotelResult,
  type THotelSearchResponse,
  type THotelSummary,
  type TMultilingualText,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { hotels } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { preparedRead } from '../../lib/prepared-read';
import { isAgent } from '../../lib/row-scope';
import { agencyRateColumns, agencyRatesOf, dateLiteral, rateFor, type TAgencyRates } from '../order-engine';
import { hotelSummaryOf, roomTypeTermsOf } from '../hotels';

/**
 * Hotel search (docs/DOMAIN.md "Hotels and packages"; docs/PRODUCT.md §7 "Search and orders"). One statement reads the
 * room types of the hotels asked for that have, on every night of the stay, a night row with the rooms free and no
 * stop-sale, with their nights' prices aggregated and today's agency rates; the party, the minimum stay and the release
 * days are then checked by the contract's rules, and each stay priced like a pre-order prices it (`priceStay`). Prices
 * are in AMD at today's agency rate: an agent pays (and sees) the net, everybody else the gross.
 */

/** The most hotels one search answers (the cheapest first). */
export const MAX_HOTELS = 100;

/** The stay and the party, as the search and the detail's queries give them (parsed). */
export interface TStay {
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  childAges: readonly number[];
}

type TRow = Record<string, unknown>;

interface TCandidate {
  hotel: THotelSummary;
  offer: Omit<THotelOffer, 'price'>;
  releaseDays: number;
  commissionPercent: number;
  currency: TCurrency;
  /** The stay's nights' prices in the room type's currency (minor units), in night order. */
  prices: number[];
}

const json = <T>(value: unknown): T => JSON.parse(String(value)) as T;

function toCandidate(row: TRow): TCandidate {
  return {
    hotel: hotelSummaryOf(row),
    offer: {
      roomId: Number(row.room_id),
      ...roomTypeTermsOf(row),
      categoryDescription: json<TMultilingualText>(row.category_description),
      free: Number(row.free),
      cancellationPolicy: json<TCancellationTierInput[]>(row.cancellation_policy),
    },
    releaseDays: Number(row.release_days),
    commissionPercent: Number(row.commission_percent),
    currency: row.currency as TCurrency,
    prices: String(row.prices).split(',').map(Number),
  };
}

/**
 * The room types of the hotels `where` picks that are free for `rooms` rooms on every night of the stay (a night
 * without a row has no rooms; a stop-sale night sells none), with today's rates: one statement.
 */
async function findCandidates(
  db: TExecutor,
  options: { where: SQL; stay: TStay; today: string },
): Promise<{ candidates: TCandidate[]; rates: TAgencyRates }> {
  const { where, stay, today } = options;
  const nights = nightsOf(stay.checkIn, stay.checkOut).length;
  const rows = await preparedRead<TRow>(
    db,
    sql`
    select h.id as hotel_id, h.name as hotel_name, h.city, h.country, h.category, h.address,
      h.photo_upload_ids::text as photo_upload_ids,
      r.id as room_id, r.meal_type, r.capacity, r.max_adults, r.max_children, r.child_max_age, r.min_stay,
      r.release_days, r.commission_percent, r.currency, r.cancellation_policy::text as cancellation_policy,
      c.name as category_name, c.description::text as category_description,
      min(n.allotment - n.sold - n.held)::int as free,
      string_agg(coalesce(n.price, r.price_per_night)::text, ',' order by n.night) as prices,
      ${sql.raw(agencyRateColumns(dateLiteral(today)))}
    from hotels h
    join rooms r on r.hotel_id = h.id
    join room_categories c on c.id = r.room_category_id
    join room_nights n on n.room_id = r.id and n.night >= ${stay.checkIn}::date and n.night < ${stay.checkOut}::date
      and not n.stop_sale and n.allotment - n.sold - n.held >= ${stay.rooms}::int
    where ${where}
    group by h.id, r.id, c.id
    having count(*) = ${nights}::int
  `,
  );
  return { candidates: rows.map(toCandidate), rates: agencyRatesOf(rows[0], today) };
}

/** The offers of the candidates that take the party for the stay, priced for the caller, cheapest first. */
function offersOf(
  candidates: readonly TCandidate[],
  options: { stay: TStay; rates: TAgencyRates; agentPays: boolean; today: string },
): { hotel: THotelSummary; offer: THotelOffer }[] {
  const { stay, rates, agentPays, today } = options;
  const dates = nightsOf(stay.checkIn, stay.checkOut);
  const offers: { hotel: THotelSummary; offer: THotelOffer }[] = [];
  for (const candidate of candidates) {
    if (occupancyViolation(candidate.offer, stay.adults, stay.childAges) !== null) continue;
    if (candidate.offer.minStay > dates.length) continue;
    if (isReleased(today, stay.checkIn, candidate.releaseDays)) continue;
    const room = priceStay(
      dates.map((date, index) => ({ date, price: candidate.prices[index]! })),
      candidate.currency,
      rateFor(rates, candidate.currency),
      candidate.commissionPercent,
    );
    const gross = room.gross * stay.rooms;
    const commission = room.commission * stay.rooms;
    const net = room.net * stay.rooms;
    const payable = agentPays ? net : gross;
    offers.push({
      hotel: candidate.hotel,
      offer: {
        ...candidate.offer,
        price: { gross, commission, net, payable, perNight: Math.round(payable / dates.length / stay.rooms) },
      },
    });
  }
  return offers.sort((a, b) => a.offer.price.payable - b.offer.price.payable || a.offer.roomId - b.offer.roomId);
}

/** A city as the hotels name it, in any case and without the spaces around it. */
const cityIs = (city: string) => sql`lower(trim(h.city)) = lower(${city.trim()}::text)`;
const hotelIs = (hotelId: number) => sql`h.id = ${hotelId}::int`;

/**
 * GET /api/hotelSearch: the hotels of the city (or the one hotel) with their room types free for the party on every
 * night of the stay, each hotel's offers cheapest first, hotels by their cheapest offer, at most MAX_HOTELS. A rate
 * missing for a currency an offer needs is 409 NO_EXCHANGE_RATE.
 */
export async function searchHotels(options: {
  db: TExecutor;
  actor: TActor;
  input: TStay & { city?: string; hotelId?: number };
  now?: Date;
}): Promise<THotelSearchResponse> {
  const { db, actor, input } = options;
  const today = todayIsoDate(options.now);
  const conditions = [
    ...(input.city ? [cityIs(input.city)] : []),
    ...(input.hotelId === undefined ? [] : [hotelIs(input.hotelId)]),
  ];
  const nights = nightsOf(input.checkIn, input.checkOut).length;
  // The query's schema asks for one of the two; without either there is nothing to search.
  if (conditions.length === 0) return { nights, hotels: [] };
  const { candidates, rates } = await findCandidates(db, {
    where: sql.join(conditions, sql` and `),
    stay: input,
    today,
  });
  const byHotel = new Map<number, THotelResult>();
  for (const { hotel, offer } of offersOf(candidates, { stay: input, rates, agentPays: isAgent(actor), today })) {
    const result = byHotel.get(hotel.id);
    // Offers come cheapest first: a hotel's first is its lowest.
    if (result) result.offers.push(offer);
    else byHotel.set(hotel.id, { ...hotel, offers: [offer], lowestPayable: offer.price.payable });
  }
  const results = [...byHotel.values()]
    .sort((a, b) => a.lowestPayable - b.lowestPayable || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, MAX_HOTELS);
  return { nights, hotels: results };
}

/** GET /api/hotelSearch/{id}: one hotel with its description and photos, and its offers for the stay (404: none). */
export async function hotelDetail(options: {
  db: TExecutor;
  actor: TActor;
  hotelId: number;
  input: TStay;
  now?: Date;
}): Promise<THotelDetail> {
  const { db, actor, hotelId, input } = options;
  const today = todayIsoDate(options.now);
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) throw notFound();
  const { candidates, rates } = await findCandidates(db, { where: hotelIs(hotelId), stay: input, today });
  const offers = offersOf(candidates, { stay: input, rates, agentPays: isAgent(actor), today });
  return {
    id: hotel.id,
    name: hotel.name,
    city: hotel.city,
    country: hotel.country,
    category: hotel.category,
    address: hotel.address,
    photoUploadIds: hotel.photoUploadIds,
    description: hotel.description,
    nights: nightsOf(input.checkIn, input.checkOut).length,
    offers: offers.map(({ offer }) => offer),
  };
}
