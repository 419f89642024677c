import { asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { HOTEL_ORDER_LIFECYCLE, type THotelOrderListItem, type ZHotelOrderExportQuery } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { hotelOrderGuests, hotelOrderRooms, hotels, orders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import type { TExportRow } from '../../lib/list-export';
import {
  lineOrderList,
  orderListItemBase,
  ORDER_SORT_COLUMNS,
  orderExportColumns,
  orderHasPersonNamed,
  orderHasRow,
  type TOrderListRow,
} from '../order-engine';
import { hotelOrderLine } from './hotel-order-line';

const SORT_COLUMNS = { ...ORDER_SORT_COLUMNS, checkIn: orders.orderDate } as const;

/** The list's filters (the page's and the export's alike). */
type THotelOrderFilter = Omit<z.output<typeof ZHotelOrderExportQuery>, 'format'>;

/** The hotel order list's own filters (the engine adds the agent, statuses and PNR). */
function hotelListConditions(db: TExecutor, input: THotelOrderFilter) {
  return [
    input.checkInFrom ? gte(orders.orderDate, input.checkInFrom) : undefined,
    input.checkInTo ? lte(orders.orderDate, input.checkInTo) : undefined,
    input.hotelId === undefined
      ? undefined
      : orderHasRow(db, hotelOrderRooms, eq(hotelOrderRooms.hotelId, input.hotelId)),
    orderHasPersonNamed(db, hotelOrderGuests, input.guestName),
  ];
}

/** The list items of a page (or an export's batch) of orders: their rooms, hotels and lead guests in one statement. */
async function listItemsOf(db: TExecutor, actor: TActor, rows: TOrderListRow[], ids: number[]) {
  const rooms =
    ids.length === 0
      ? []
      : await db
          .select({
            orderId: hotelOrderRooms.orderId,
            id: hotelOrderRooms.id,
            checkIn: hotelOrderRooms.checkIn,
            checkOut: hotelOrderRooms.checkOut,
            nights: sql<number>`jsonb_array_length(${hotelOrderRooms.nightPrices})`.mapWith(Number),
            hotel: { id: hotels.id, name: hotels.name, city: hotels.city, category: hotels.category },
            lead: sql<string | null>`(select ${hotelOrderGuests.firstName} || ' ' || ${hotelOrderGuests.lastName}
              from ${hotelOrderGuests} where ${hotelOrderGuests.orderRoomId} = ${hotelOrderRooms.id}
              order by ${hotelOrderGuests.guestIndex} limit 1)`,
          })
          .from(hotelOrderRooms)
          .innerJoin(hotels, eq(hotels.id, hotelOrderRooms.hotelId))
          .where(inArray(hotelOrderRooms.orderId, ids))
          .orderBy(asc(hotelOrderRooms.roomIndex));
  return rows.flatMap(({ order, agent }): { row: TOrderListRow; item: THotelOrderListItem }[] => {
    const own = rooms.filter((room) => room.orderId === order.id);
    const first = own[0];
    if (!first) return [];
    const item: THotelOrderListItem = {
      ...orderListItemBase({ order, agent }, actor, HOTEL_ORDER_LIFECYCLE),
      checkIn: first.checkIn,
      checkOut: first.checkOut,
      nights: first.nights,
      hotel: first.hotel,
      rooms: own.length,
      guests: own.flatMap((room) => (room.lead ? [room.lead] : [])),
    };
    return [{ row: { order, agent }, item }];
  });
}

/** A page's rows of the export, with every guest of every room (the list shows the lead guests). */
async function exportRowsOf(db: TExecutor, items: { row: TOrderListRow; item: THotelOrderListItem }[], ids: number[]) {
  const guests =
    ids.length === 0
      ? []
      : await db
          .select({
            orderId: hotelOrderGuests.orderId,
            name: sql<string>`${hotelOrderGuests.firstName} || ' ' || ${hotelOrderGuests.lastName}`,
          })
          .from(hotelOrderGuests)
          .where(inArray(hotelOrderGuests.orderId, ids))
          .orderBy(asc(hotelOrderGuests.orderRoomId), asc(hotelOrderGuests.guestIndex));
  return items.map(({ row, item }): TExportRow<'hotelOrders'> => {
    const names = guests.filter((guest) => guest.orderId === item.id).map((guest) => guest.name);
    return {
      ...orderExportColumns(row),
      checkIn: item.checkIn,
      checkOut: item.checkOut,
      nights: item.nights,
      hotel: item.hotel.name,
      city: item.hotel.city,
      rooms: item.rooms,
      guestCount: names.length,
      guests: names.join(', '),
    };
  });
}

/** The list of hotel orders and its export (routes.ts registers them with the engine's `registerOrderReadRoutes`). */
export const hotelOrderList = lineOrderList({
  line: hotelOrderLine,
  sortColumns: SORT_COLUMNS,
  conditions: hotelListConditions,
  items: listItemsOf,
  exportRows: exportRowsOf,
});
