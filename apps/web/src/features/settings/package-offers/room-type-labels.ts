import { HOTELS, ROOM_CATEGORIES } from '@frs/contract';
import { useQueries } from '@tanstack/react-query';
import { referenceItemQuery } from '../../../lib/reference-api';

/** What a room type's label reads of its record (`/api/rooms`). */
export interface TRoomType {
  id: number;
  hotelId: number;
  roomCategoryId: number;
  mealType: string;
}

/** "Hotel Lutetia · Paris · Deluxe · BB": how a room type reads among the room types of every hotel. */
export function roomTypeLabel(
  room: TRoomType,
  names: { hotels: ReadonlyMap<number, string>; categories: ReadonlyMap<number, string> },
): string {
  const hotel = names.hotels.get(room.hotelId) ?? `#${room.hotelId}`;
  const category = names.categories.get(room.roomCategoryId) ?? `#${room.roomCategoryId}`;
  return `${hotel} · ${category} · ${room.mealType}`;
}

/**
 * The names of the hotels and room categories of `rooms`, each read once (the reference items are cached, and the
 * same hotel's rooms share one request).
 */
export function useRoomTypeNames(rooms: readonly Pick<TRoomType, 'hotelId' | 'roomCategoryId'>[]) {
  const hotelIds = [...new Set(rooms.map((room) => room.hotelId))];
  const categoryIds = [...new Set(rooms.map((room) => room.roomCategoryId))];
  const hotels = useQueries({ queries: hotelIds.map((id) => referenceItemQuery(HOTELS, id)) });
  const categories = useQueries({ queries: categoryIds.map((id) => referenceItemQuery(ROOM_CATEGORIES, id)) });
  return {
    hotels: new Map(
      hotels.flatMap((query) => (query.data ? [[query.data.id, HOTELS.toLabel(query.data)] as const] : [])),
    ),
    categories: new Map(categories.flatMap((query) => (query.data ? [[query.data.id, query.data.name] as const] : []))),
  };
}
