import type { TCancellationTierInput, TPackageBreakdown, TPackageService } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { preparedText } from '../../lib/prepared-read';
import { flightPackageParts as flights } from '../flight-orders';
import { hotelPackageParts as hotels } from '../hotel-orders';
import { jsonOf, orderWithPeopleStatement, toOrderWithPeople, type TOrderWithPeople, type TRaw } from '../order-engine';

/**
 * A package order as every operation reads it, in one prepared statement: the order with its people, its two flights
 * (the flight line's segments) and travellers (its passengers), its hotel and rooms with their guests (the hotel
 * line's), and what the package row adds (offer, stay, services, tour manager, breakdown, policy).
 */
export interface TPackageOrderDetails extends TOrderWithPeople {
  segments: flights.TSegment[];
  passengers: flights.TPassengerRow[];
  hotel: hotels.THotelOfOrder;
  rooms: hotels.THotelRoomRow[];
  pkg: TPackageOfOrder;
}

export interface TPackageOfOrder {
  offer: { id: number; name: string; destination: string };
  nights: number;
  checkIn: string;
  checkOut: string;
  services: TPackageService[];
  breakdown: TPackageBreakdown;
  commissionPercent: number;
  cancellationPolicy: TCancellationTierInput[];
  tourManager: { id: number; name: string; phone: string; email: string | null; languages: string | null };
}

/** The package row of an order (alias `o`), as JSON. */
export const PACKAGE_OF_ORDER = `(select json_build_object(
        'offer', json_build_object('id', po.id, 'name', po.name, 'destination', po.destination),
        'nights', pk.nights, 'checkIn', pk.check_in, 'checkOut', pk.check_out, 'services', pk.services,
        'breakdown', pk.breakdown, 'commissionPercent', pk.commission_percent,
        'cancellationPolicy', pk.cancellation_policy,
        'tourManager', json_build_object('id', tm.id, 'name', tm.name, 'phone', tm.phone, 'email', tm.email,
          'languages', tm.languages))
      from package_orders pk join package_offers po on po.id = pk.offer_id
        join tour_managers tm on tm.id = pk.tour_manager_id
      where pk.order_id = o.id)`;

const PACKAGE_ORDER_DETAILS = orderWithPeopleStatement('package', [
  `(select coalesce(json_agg(x order by x.leg_index), '[]'::json)
        from (${flights.SEGMENTS_OF} where s.order_id = o.id) x) as segments`,
  `(select coalesce(json_agg(x order by x.id), '[]'::json)
        from (select ${flights.PASSENGER_COLUMNS} from order_passengers where order_id = o.id) x) as passengers`,
  `(select json_build_object('id', h.id, 'name', h.name, 'city', h.city, 'country', h.country,
        'category', h.category, 'address', h.address, 'photoUploadIds', h.photo_upload_ids, 'provider', p.name)
      from package_orders pk join hotels h on h.id = pk.hotel_id join hotel_providers p on p.id = h.provider_id
      where pk.order_id = o.id) as hotel`,
  `(select coalesce(json_agg(x order by x."roomIndex"), '[]'::json)
      from (${hotels.ROOMS_OF_ORDER} where r.order_id = o.id) x) as rooms`,
  `${PACKAGE_OF_ORDER} as pkg`,
]);

/** The package order with everything it is made of, without a lock (the line's readDetails). */
export async function readPackageOrderDetails(
  db: TExecutor,
  orderId: number,
): Promise<TPackageOrderDetails | undefined> {
  const [raw] = await preparedText<TRaw>(db, PACKAGE_ORDER_DETAILS, [orderId]);
  if (!raw) return undefined;
  return {
    ...toOrderWithPeople(raw),
    segments: jsonOf<TRaw[]>(raw.segments).map(flights.toSegmentRow),
    passengers: jsonOf<TRaw[]>(raw.passengers).map(flights.toPassengerRow),
    hotel: jsonOf<hotels.THotelOfOrder>(raw.hotel),
    rooms: jsonOf<TRaw[]>(raw.rooms).map(hotels.toRoomRow),
    pkg: jsonOf<TPackageOfOrder>(raw.pkg),
  };
}

/** The travellers who sleep in a room (its guests are travellers). */
export function travellerIdsOf(room: Pick<hotels.THotelRoomRow, 'guests'>): number[] {
  return room.guests.flatMap((guest) => (guest.passengerId === null ? [] : [guest.passengerId]));
}
