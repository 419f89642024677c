import type { TExecutor } from '../../db/database';
import { preparedText } from '../../lib/prepared-read';
import type { TItemStatement } from '../order-engine';

/** A room of a new order (a hotel order's or a package's), with its guests, its stay priced at pre-order. */
export interface TNewHotelRoom {
  roomIndex: number;
  hotelId: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
  nightPrices: { date: string; gross: number; commission: number }[];
  gross: number;
  commission: number;
  net: number;
  cancellationPolicy: unknown;
  specialRequests: string | null;
  guests: {
    guestIndex: number;
    type: 'adult' | 'child';
    firstName: string;
    lastName: string;
    age: number | null;
    /** A package's guest is one of the order's travellers. */
    passengerId?: number;
  }[];
}

/**
 * The inserts of an order's rooms and guests as the CTEs `rooms` and `guests` of a statement whose CTE `o` is the
 * order (its `id`), their rows in `$first` and `$first + 1` (roomItemValues): the new order's insert (the engine's
 * insertOrderWithItems) or insertRoomsOfOrder.
 */
export const ROOM_ITEMS: TItemStatement = {
  ctes: (first) => `rooms as (
      insert into hotel_order_rooms (order_id, room_index, hotel_id, room_id, check_in, check_out, night_prices,
        gross, commission, net, cancellation_policy, special_requests)
      select o.id, x.room_index, x.hotel_id, x.room_id, x.check_in, x.check_out, x.night_prices, x.gross,
        x.commission, x.net, x.cancellation_policy, x.special_requests
      from o, jsonb_to_recordset($${first}::jsonb) as x(room_index int, hotel_id int, room_id int, check_in date,
        check_out date, night_prices jsonb, gross bigint, commission bigint, net bigint,
        cancellation_policy jsonb, special_requests text)
      returning id, room_index),
    guests as (
      insert into hotel_order_guests (order_id, order_room_id, guest_index, type, first_name, last_name, age,
        passenger_id)
      select o.id, r.id, x.guest_index, x.type, x.first_name, x.last_name, x.age, x.passenger_id
      from o, jsonb_to_recordset($${first + 1}::jsonb) as x(room_index int, guest_index int, type text,
        first_name text, last_name text, age int, passenger_id int)
      join rooms r on r.room_index = x.room_index
      returning id)`,
  select: '(select count(*) from guests) as guests',
};

/** The parameters of ROOM_ITEMS: the rooms and the guests as JSON. */
export function roomItemValues(items: readonly TNewHotelRoom[]): [string, string] {
  const rooms = JSON.stringify(
    items.map((room) => ({
      room_index: room.roomIndex,
      hotel_id: room.hotelId,
      room_id: room.roomId,
      check_in: room.checkIn,
      check_out: room.checkOut,
      night_prices: room.nightPrices,
      gross: room.gross,
      commission: room.commission,
      net: room.net,
      cancellation_policy: room.cancellationPolicy,
      special_requests: room.specialRequests,
    })),
  );
  const guests = JSON.stringify(
    items.flatMap((room) =>
      room.guests.map((guest) => ({
        room_index: room.roomIndex,
        guest_index: guest.guestIndex,
        type: guest.type,
        first_name: guest.firstName,
        last_name: guest.lastName,
        age: guest.age,
        passenger_id: guest.passengerId ?? null,
      })),
    ),
  );
  return [rooms, guests];
}

/** Inserts the rooms and guests of an order that exists (a package order, after its flights and travellers). */
export async function insertRoomsOfOrder(tx: TExecutor, orderId: number, rooms: readonly TNewHotelRoom[]) {
  await preparedText(tx, `with o as (select $1::int as id), ${ROOM_ITEMS.ctes(2)} select ${ROOM_ITEMS.select}`, [
    orderId,
    ...roomItemValues(rooms),
  ]);
}
