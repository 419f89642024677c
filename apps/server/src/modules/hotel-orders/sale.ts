import { DEFAULT_TIME_LIMITS, type TCancellationTierInput, type TCurrency } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TRoomTypeTerms } from '../hotels';
import { preparedText } from '../../lib/prepared-read';
import { agencyRateColumns, agencyRatesOf, jsonOf, type TAgencyRates, type TPerson, type TRaw } from '../order-engine';

/**
 * What a hotel pre-order reads, in one statement: the hotel's room types asked for with their policy and their
 * nights of the stay, today's agency rates, the agency's hold and booking time limits, and the people of the order.
 */

export interface TSaleNight {
  date: string;
  allotment: number;
  sold: number;
  held: number;
  /** Its own price, else the room type's price per night (room type currency, minor units). */
  price: number;
  stopSale: boolean;
}

export interface TSaleRoomType extends TRoomTypeTerms {
  id: number;
  releaseDays: number;
  commissionPercent: number;
  currency: TCurrency;
  cancellationPolicy: TCancellationTierInput[];
  nights: TSaleNight[];
}

export interface THotelSale {
  hotel: { id: number; name: string; city: string } | null;
  roomTypes: Map<number, TSaleRoomType>;
  rates: TAgencyRates;
  limits: { holdMinutes: number; bookingHours: number };
  people: TPerson[];
}

const SALE = `select
    (select json_build_object('id', h.id, 'name', h.name, 'city', h.city) from hotels h where h.id = $1) as hotel,
    (select coalesce(json_agg(json_build_object(
        'id', rm.id, 'categoryName', rc.name, 'mealType', rm.meal_type, 'capacity', rm.capacity,
        'maxAdults', rm.max_adults, 'maxChildren', rm.max_children, 'childMaxAge', rm.child_max_age,
        'minStay', rm.min_stay, 'releaseDays', rm.release_days, 'commissionPercent', rm.commission_percent,
        'currency', rm.currency, 'cancellationPolicy', rm.cancellation_policy,
        'nights', (select coalesce(json_agg(json_build_object('date', n.night, 'allotment', n.allotment,
              'sold', n.sold, 'held', n.held, 'price', coalesce(n.price, rm.price_per_night),
              'stopSale', n.stop_sale) order by n.night), '[]'::json)
            from room_nights n where n.room_id = rm.id and n.night >= $3::date and n.night < $4::date)
      )), '[]'::json)
      from rooms rm join room_categories rc on rc.id = rm.room_category_id
      where rm.hotel_id = $1 and rm.id = any($2::int[])) as room_types,
    (select json_build_object('holdMinutes', t.hold_minutes, 'bookingHours', t.booking_hours)
      from time_limits t where t.airline_id is null limit 1) as limits,
    (select json_agg(json_build_object('id', u.id, 'email', u.email, 'language', u.language,
        'companyName', u.company_name, 'contactNameSurname', u.contact_name_surname))
      from users u where u.id = any($5::int[])) as people,
    ${agencyRateColumns('$6::date')}`;

export async function hotelSaleOf(
  db: TExecutor,
  query: {
    hotelId: number;
    roomIds: readonly number[];
    checkIn: string;
    checkOut: string;
    userIds: readonly number[];
    today: string;
  },
): Promise<THotelSale> {
  const [raw] = await preparedText<TRaw>(db, SALE, [
    query.hotelId,
    [...query.roomIds],
    query.checkIn,
    query.checkOut,
    [...query.userIds],
    query.today,
  ]);
  const roomTypes = jsonOf<TSaleRoomType[]>(raw?.room_types ?? '[]').map((room) => ({
    ...room,
    nights: room.nights.map((night) => ({ ...night, price: Number(night.price) })),
  }));
  return {
    hotel: jsonOf<THotelSale['hotel']>(raw?.hotel ?? null),
    roomTypes: new Map(roomTypes.map((room) => [room.id, room])),
    rates: agencyRatesOf(raw, query.today),
    limits: jsonOf<THotelSale['limits'] | null>(raw?.limits ?? null) ?? {
      holdMinutes: DEFAULT_TIME_LIMITS.holdMinutes,
      bookingHours: DEFAULT_TIME_LIMITS.bookingHours,
    },
    people: jsonOf<TPerson[] | null>(raw?.people ?? null) ?? [],
  };
}

/** The agency's hold and booking time limits (the time-limits row without an airline), for a later operation. */
export async function agencyTimeLimits(db: TExecutor): Promise<THotelSale['limits']> {
  const [row] = await preparedText<TRaw>(
    db,
    'select hold_minutes, booking_hours from time_limits where airline_id is null limit 1',
    [],
  );
  return row
    ? { holdMinutes: Number(row.hold_minutes), bookingHours: Number(row.booking_hours) }
    : { holdMinutes: DEFAULT_TIME_LIMITS.holdMinutes, bookingHours: DEFAULT_TIME_LIMITS.bookingHours };
}
