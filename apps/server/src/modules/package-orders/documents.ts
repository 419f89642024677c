import { and, eq } from 'drizzle-orm';
import { orderPassengers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TItineraryDocument, TLineDocumentCall, TLineTicket } from '../documents';
import { flightPackageParts } from '../flight-orders';
import { readPackageOrderDetails } from './order-details';

/**
 * A package order's documents whose data is the line's (modules/documents, which checked the order is a package
 * order the reader may see and adds the branding): each traveller's e-ticket and the itinerary, both printing the
 * package's two flights. Its voucher is the hotel line's (`hotelPackageParts.hotelVoucher`).
 */

/** A package traveller's e-ticket: the package's two flights, this traveller from the order's own rows. */
export async function packageTicket(call: TLineDocumentCall & { passengerId: number }): Promise<TLineTicket> {
  const { db, order } = call;
  const [passenger] = await db
    .select()
    .from(orderPassengers)
    .where(and(eq(orderPassengers.id, call.passengerId), eq(orderPassengers.orderId, order.id)))
    .limit(1);
  if (!passenger) throw new AppError(404, 'NOT_FOUND');
  return {
    pnr: order.pnr,
    issuedAt: (order.ticketedAt ?? passenger.createdAt).toISOString(),
    passenger,
    flights: await flightPackageParts.readPackageFlights(db, order.id),
  };
}

/**
 * A package order's itinerary, from the line's own read of the order (`readPackageOrderDetails`) and its two flights:
 * its offer, flights, hotel and active rooms, services, active travellers and tour manager. It exists once the
 * package is ticketed: before (or once wholly refunded) it is 409 ITINERARY_NOT_ISSUED.
 */
export async function packageItinerary(call: TLineDocumentCall): Promise<Omit<TItineraryDocument, 'branding'>> {
  const { db, order } = call;
  const details = order.status === 'ticketed' ? await readPackageOrderDetails(db, order.id) : undefined;
  if (!details) throw new AppError(409, 'ITINERARY_NOT_ISSUED');
  const { pkg, hotel } = details;
  return {
    pnr: order.pnr,
    issuedAt: order.ticketedAt?.toISOString() ?? null,
    offer: { name: pkg.offer.name, destination: pkg.offer.destination },
    nights: pkg.nights,
    checkIn: pkg.checkIn,
    checkOut: pkg.checkOut,
    flights: await flightPackageParts.readPackageFlights(db, order.id),
    hotel: {
      name: hotel.name,
      category: hotel.category,
      address: hotel.address,
      city: hotel.city,
      country: hotel.country,
    },
    rooms: details.rooms
      .filter((room) => room.status === 'active')
      .map((room) => ({ categoryName: room.categoryName, mealType: room.mealType })),
    services: pkg.services.map((service) => ({ name: service.name, kind: service.kind, charge: service.charge })),
    travellers: details.passengers
      .filter((traveller) => traveller.status === 'active')
      .map((traveller) => ({
        name: `${traveller.lastName} ${traveller.firstName}`.toUpperCase(),
        type: traveller.type,
        ticketNumber: traveller.ticketNumber,
      })),
    tourManager: {
      name: pkg.tourManager.name,
      phone: pkg.tourManager.phone,
      email: pkg.tourManager.email || null,
      languages: pkg.tourManager.languages || null,
    },
  };
}
