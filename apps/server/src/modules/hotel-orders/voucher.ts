import { asc, eq } from 'drizzle-orm';
import type { TMealType } from '@frs/contract';
import {
  hotelOrderGuests,
  hotelOrderRooms,
  hotelProviders,
  hotels,
  orderPassengers,
  roomCategories,
  rooms,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TLineDocumentCall, TVoucherDocument } from '../documents';

/**
 * A stay's voucher (modules/documents; the documents module checked the order is one of a line with vouchers, a
 * hotel or a package order, that the reader may see, and adds the branding), read straight from the hotel order's
 * tables (reads across modules are allowed; a package's rooms are kept there too): its active rooms with their hotel,
 * provider, category and meal, and their guests (the lead guest first). A voucher exists once the stay is
 * confirmed: an order that is not ticketed, or whose rooms have no voucher number yet, is 409 VOUCHER_NOT_ISSUED (a
 * refunded stay's voucher is void).
 */
export async function hotelVoucher(call: TLineDocumentCall): Promise<Omit<TVoucherDocument, 'branding'>> {
  const { db, order } = call;
  const roomRows = await db
    .select({
      id: hotelOrderRooms.id,
      status: hotelOrderRooms.status,
      voucherNumber: hotelOrderRooms.voucherNumber,
      checkIn: hotelOrderRooms.checkIn,
      checkOut: hotelOrderRooms.checkOut,
      specialRequests: hotelOrderRooms.specialRequests,
      categoryName: roomCategories.name,
      mealType: rooms.mealType,
      hotel: {
        name: hotels.name,
        category: hotels.category,
        address: hotels.address,
        city: hotels.city,
        country: hotels.country,
      },
      provider: { name: hotelProviders.name, phone: hotelProviders.phone, email: hotelProviders.email },
    })
    .from(hotelOrderRooms)
    .innerJoin(rooms, eq(rooms.id, hotelOrderRooms.roomId))
    .innerJoin(roomCategories, eq(roomCategories.id, rooms.roomCategoryId))
    .innerJoin(hotels, eq(hotels.id, hotelOrderRooms.hotelId))
    .innerJoin(hotelProviders, eq(hotelProviders.id, hotels.providerId))
    .where(eq(hotelOrderRooms.orderId, order.id))
    .orderBy(asc(hotelOrderRooms.roomIndex));
  const active = roomRows.filter((room) => room.status === 'active');
  const first = active[0];
  if (order.status !== 'ticketed' || !first || active.some((room) => !room.voucherNumber)) {
    throw new AppError(409, 'VOUCHER_NOT_ISSUED');
  }
  // A package's guest is one of its travellers: named as the traveller is now (a name may have been corrected), and
  // gone from the voucher once that traveller is refunded.
  const guestRows = await db
    .select({
      roomId: hotelOrderGuests.orderRoomId,
      type: hotelOrderGuests.type,
      firstName: hotelOrderGuests.firstName,
      lastName: hotelOrderGuests.lastName,
      age: hotelOrderGuests.age,
      traveller: {
        firstName: orderPassengers.firstName,
        lastName: orderPassengers.lastName,
        status: orderPassengers.status,
      },
    })
    .from(hotelOrderGuests)
    .leftJoin(orderPassengers, eq(orderPassengers.id, hotelOrderGuests.passengerId))
    .where(eq(hotelOrderGuests.orderId, order.id))
    .orderBy(asc(hotelOrderGuests.orderRoomId), asc(hotelOrderGuests.guestIndex));
  return {
    pnr: order.pnr,
    issuedAt: order.ticketedAt?.toISOString() ?? null,
    hotel: first.hotel,
    provider: {
      name: first.provider.name,
      phone: first.provider.phone || null,
      email: first.provider.email || null,
    },
    rooms: active.map((room) => ({
      voucherNumber: room.voucherNumber!,
      categoryName: room.categoryName,
      mealType: room.mealType as TMealType,
      checkIn: room.checkIn,
      checkOut: room.checkOut,
      specialRequests: room.specialRequests?.trim() || null,
      guests: guestRows
        .filter((guest) => guest.roomId === room.id && (!guest.traveller || guest.traveller.status === 'active'))
        .map((guest) => ({
          name: `${guest.traveller?.lastName ?? guest.lastName} ${guest.traveller?.firstName ?? guest.firstName}`.toUpperCase(),
          type: guest.type,
          age: guest.age,
        })),
    })),
  };
}
