import { asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { HOTEL_ORDER_LIFECYCLE, type THotelOrderListItem, type ZHotelOrderListQuery } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { hotelOrderGuests, hotelOrderRooms, hotels, orders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import {
  named,
  orderActorOf,
  orderHasPersonNamed,
  orderHasRow,
  orderListConditions,
  pageOfOrders,
} from '../order-engine';
import { hotelOrderLine } from './hotel-order-line';

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  checkIn: orders.orderDate,
  pnr: orders.pnr,
  status: orders.status,
  payable: orders.payable,
} as const;

/** GET /api/hotelOrders/: agents see only their own orders, whatever `agentId` they send. */
export async function listHotelOrders(options: {
  db: TExecutor;
  actor: TActor;
  input: z.output<typeof ZHotelOrderListQuery>;
}): Promise<{ result: THotelOrderListItem[]; count: number }> {
  const { db, actor, input } = options;
  const conditions = [
    ...orderListConditions(hotelOrderLine, actor, input),
    input.checkInFrom ? gte(orders.orderDate, input.checkInFrom) : undefined,
    input.checkInTo ? lte(orders.orderDate, input.checkInTo) : undefined,
    input.hotelId === undefined
      ? undefined
      : orderHasRow(db, hotelOrderRooms, eq(hotelOrderRooms.hotelId, input.hotelId)),
    orderHasPersonNamed(db, hotelOrderGuests, input.guestName),
  ];
  const { rows, ids, count } = await pageOfOrders(db, conditions, {
    ...input,
    sortColumn: SORT_COLUMNS[input.sortField],
  });
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
  const result = rows.flatMap(({ order, agent }): THotelOrderListItem[] => {
    const own = rooms.filter((room) => room.orderId === order.id);
    const first = own[0];
    if (!first) return [];
    return [
      {
        id: order.id,
        pnr: order.pnr,
        status: order.status,
        agent: named(agent?.id ? agent : null),
        createdAt: order.createdAt.toISOString(),
        checkIn: first.checkIn,
        checkOut: first.checkOut,
        nights: first.nights,
        holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
        bookingExpiresAt: order.bookingExpiresAt?.toISOString() ?? null,
        hotel: first.hotel,
        rooms: own.length,
        guests: own.flatMap((room) => (room.lead ? [room.lead] : [])),
        payable: order.payable,
        operations: HOTEL_ORDER_LIFECYCLE.allowed(orderActorOf(actor, order), order.status),
      },
    ];
  });
  return { result, count };
}
