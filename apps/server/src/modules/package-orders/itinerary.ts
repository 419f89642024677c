import { asc, eq } from 'drizzle-orm';
import type { TMealType, TPassengerType } from '@frs/contract';
import {
  hotelOrderRooms,
  hotels,
  orderPassengers,
  orders,
  packageOffers,
  packageOrders,
  roomCategories,
  rooms,
  tourManagers,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TItineraryDocument, TLineDocumentCall } from '../documents';
import { readPackageFlights } from './package-flights';

/**
 * A package order's itinerary (modules/documents; the documents module checked the order is a package order the
 * reader may see, and adds the branding), read straight from the package order's tables (reads across modules are
 * allowed): its offer, flights, hotel and active rooms, services, active travellers and tour manager. It exists once
 * the package is ticketed: before (or once wholly refunded) it is 409 ITINERARY_NOT_ISSUED.
 */
export async function packageItinerary(call: TLineDocumentCall): Promise<Omit<TItineraryDocument, 'branding'>> {
  const { db } = call;
  const [order] = await db
    .select({ id: orders.id, pnr: orders.pnr, status: orders.status, at: orders.ticketedAt })
    .from(orders)
    .where(eq(orders.id, call.orderId))
    .limit(1);
  if (order?.status !== 'ticketed') throw new AppError(409, 'ITINERARY_NOT_ISSUED');
  const [sale] = await db
    .select({
      offer: { name: packageOffers.name, destination: packageOffers.destination },
      nights: packageOrders.nights,
      checkIn: packageOrders.checkIn,
      checkOut: packageOrders.checkOut,
      services: packageOrders.services,
      hotel: {
        name: hotels.name,
        category: hotels.category,
        address: hotels.address,
        city: hotels.city,
        country: hotels.country,
      },
      tourManager: {
        name: tourManagers.name,
        phone: tourManagers.phone,
        email: tourManagers.email,
        languages: tourManagers.languages,
      },
    })
    .from(packageOrders)
    .innerJoin(packageOffers, eq(packageOffers.id, packageOrders.offerId))
    .innerJoin(hotels, eq(hotels.id, packageOrders.hotelId))
    .innerJoin(tourManagers, eq(tourManagers.id, packageOrders.tourManagerId))
    .where(eq(packageOrders.orderId, order.id))
    .limit(1);
  if (!sale) throw new AppError(409, 'ITINERARY_NOT_ISSUED');
  const roomRows = await db
    .select({ status: hotelOrderRooms.status, categoryName: roomCategories.name, mealType: rooms.mealType })
    .from(hotelOrderRooms)
    .innerJoin(rooms, eq(rooms.id, hotelOrderRooms.roomId))
    .innerJoin(roomCategories, eq(roomCategories.id, rooms.roomCategoryId))
    .where(eq(hotelOrderRooms.orderId, order.id))
    .orderBy(asc(hotelOrderRooms.roomIndex));
  const travellerRows = await db
    .select({
      type: orderPassengers.type,
      firstName: orderPassengers.firstName,
      lastName: orderPassengers.lastName,
      status: orderPassengers.status,
      ticketNumber: orderPassengers.ticketNumber,
    })
    .from(orderPassengers)
    .where(eq(orderPassengers.orderId, order.id))
    .orderBy(asc(orderPassengers.id));
  return {
    pnr: order.pnr,
    issuedAt: order.at?.toISOString() ?? null,
    offer: sale.offer,
    nights: sale.nights,
    checkIn: sale.checkIn,
    checkOut: sale.checkOut,
    flights: await readPackageFlights(db, order.id),
    hotel: sale.hotel,
    rooms: roomRows
      .filter((room) => room.status === 'active')
      .map((room) => ({ categoryName: room.categoryName, mealType: room.mealType as TMealType })),
    services: sale.services.map((service) => ({ name: service.name, kind: service.kind, charge: service.charge })),
    travellers: travellerRows
      .filter((traveller) => traveller.status === 'active')
      .map((traveller) => ({
        name: `${traveller.lastName} ${traveller.firstName}`.toUpperCase(),
        type: traveller.type as TPassengerType,
        ticketNumber: traveller.ticketNumber,
      })),
    tourManager: {
      name: sale.tourManager.name,
      phone: sale.tourManager.phone,
      email: sale.tourManager.email || null,
      languages: sale.tourManager.languages || null,
    },
  };
}
