import type { TCancellationTierInput, TMealType, TOrderPassengerStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TNightPrice } from '../../db/schema';
import { preparedText } from '../../lib/prepared-read';
import { jsonOf, orderWithPeopleStatement, toOrderWithPeople, type TOrderWithPeople, type TRaw } from '../order-engine';

/** A hotel order as every operation reads it: the order with its people, its hotel, and its rooms with guests. */
export interface THotelOrderDetails extends TOrderWithPeople {
  hotel: THotelOfOrder;
  rooms: THotelRoomRow[];
}

export interface THotelOfOrder {
  id: number;
  name: string;
  city: string;
  country: string;
  category: number;
  address: string;
  photoUploadIds: string[];
  provider: string;
}

export interface THotelGuestRow {
  id: number;
  type: 'adult' | 'child';
  firstName: string;
  lastName: string;
  age: number | null;
  /** A package order's guest is one of its travellers (null for a hotel order's guest). */
  passengerId: number | null;
}

export interface THotelRoomRow {
  id: number;
  roomIndex: number;
  /** The room type. */
  roomId: number;
  categoryName: string;
  mealType: TMealType;
  checkIn: string;
  checkOut: string;
  status: TOrderPassengerStatus;
  nightPrices: TNightPrice[];
  gross: number;
  commission: number;
  net: number;
  cancellationPolicy: TCancellationTierInput[];
  specialRequests: string | null;
  voucherNumber: string | null;
  refundPenalty: number | null;
  refundAmount: number | null;
  guests: THotelGuestRow[];
}

/** The columns of a room of an order (alias `r`, its room type `rm`, category `rc`), named as THotelRoomRow. */
export const ROOM_COLUMNS = `r.id, r.room_index as "roomIndex", r.room_id as "roomId", rc.name as "categoryName",
  rm.meal_type as "mealType", r.check_in::text as "checkIn", r.check_out::text as "checkOut", r.status,
  r.night_prices as "nightPrices", r.gross::float8 as gross, r.commission::float8 as commission,
  r.net::float8 as net, r.cancellation_policy as "cancellationPolicy", r.special_requests as "specialRequests",
  r.voucher_number as "voucherNumber", r.refund_penalty::float8 as "refundPenalty",
  r.refund_amount::float8 as "refundAmount",
  (select coalesce(json_agg(json_build_object('id', g.id, 'type', g.type, 'firstName', g.first_name,
      'lastName', g.last_name, 'age', g.age, 'passengerId', g.passenger_id) order by g.guest_index), '[]'::json)
    from hotel_order_guests g where g.order_room_id = r.id) as guests`;

const ROOMS_JOIN =
  'hotel_order_rooms r join rooms rm on rm.id = r.room_id join room_categories rc on rc.id = rm.room_category_id';

/** The rooms of orders, for statements that read several orders' rooms at once (the list, the expiry). */
export const ROOMS_OF_ORDER = `select ${ROOM_COLUMNS} from ${ROOMS_JOIN}`;

const HOTEL_ORDER_DETAILS = orderWithPeopleStatement('hotel', [
  `(select json_build_object('id', h.id, 'name', h.name, 'city', h.city, 'country', h.country,
        'category', h.category, 'address', h.address, 'photoUploadIds', h.photo_upload_ids, 'provider', p.name)
      from hotel_order_rooms r0 join hotels h on h.id = r0.hotel_id join hotel_providers p on p.id = h.provider_id
      where r0.order_id = o.id order by r0.room_index limit 1) as hotel`,
  `(select coalesce(json_agg(x order by x."roomIndex"), '[]'::json)
      from (${ROOMS_OF_ORDER} where r.order_id = o.id) x) as rooms`,
]);

/** A room row as a driver answers it (money as float8, json as parsed or text). */
export function toRoomRow(raw: TRaw): THotelRoomRow {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: Number(raw.id),
    roomIndex: Number(raw.roomIndex),
    roomId: Number(raw.roomId),
    categoryName: String(raw.categoryName),
    mealType: raw.mealType as TMealType,
    checkIn: String(raw.checkIn),
    checkOut: String(raw.checkOut),
    status: raw.status as TOrderPassengerStatus,
    nightPrices: jsonOf<TNightPrice[]>(raw.nightPrices),
    gross: Number(raw.gross),
    commission: Number(raw.commission),
    net: Number(raw.net),
    cancellationPolicy: jsonOf<TCancellationTierInput[]>(raw.cancellationPolicy),
    specialRequests: (raw.specialRequests as string | null) ?? null,
    voucherNumber: (raw.voucherNumber as string | null) ?? null,
    refundPenalty: number(raw.refundPenalty),
    refundAmount: number(raw.refundAmount),
    guests: jsonOf<THotelGuestRow[]>(raw.guests),
  };
}

/** The hotel order with its people, hotel, rooms and guests in one statement (the line's readDetails). */
export async function readHotelOrderDetails(db: TExecutor, orderId: number): Promise<THotelOrderDetails | undefined> {
  const [raw] = await preparedText<TRaw>(db, HOTEL_ORDER_DETAILS, [orderId]);
  if (!raw) return undefined;
  return {
    ...toOrderWithPeople(raw),
    hotel: jsonOf<THotelOfOrder>(raw.hotel),
    rooms: jsonOf<TRaw[]>(raw.rooms).map(toRoomRow),
  };
}

/** The stay of an order: every room shares it. */
export function stayOf(details: { rooms: readonly THotelRoomRow[] }): { checkIn: string; checkOut: string } {
  const first = details.rooms[0];
  if (!first) throw new Error('hotel order without rooms');
  return { checkIn: first.checkIn, checkOut: first.checkOut };
}

/** How a room reads in history, mails and documents: "Deluxe double · BB". */
export function roomLabel(room: Pick<THotelRoomRow, 'categoryName' | 'mealType'>): string {
  return `${room.categoryName} · ${room.mealType}`;
}

export function guestName(guest: Pick<THotelGuestRow, 'firstName' | 'lastName'>): string {
  return `${guest.firstName} ${guest.lastName}`;
}

/** The lead guests (the first guest of each room), named. */
export function leadGuests(rooms: readonly THotelRoomRow[]): string[] {
  return rooms.flatMap((room) => (room.guests[0] ? [guestName(room.guests[0])] : []));
}
