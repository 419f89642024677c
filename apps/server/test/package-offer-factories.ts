import { eq } from 'drizzle-orm';
import { addDays, todayIsoDate, type TPackageOfferInput } from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import { orders, packageOffers, packageOrders, services, tourManagers } from '../src/db/schema';
import { createRoom } from './agency-factories';
import { createUser } from './factories';
import { nextNumber, type TFlightSetup } from './flight-factories';
import { randomPnr } from './hotel-order-factories';

/** Data factories of package offers and of the rows that use them, written straight into the database. */

const TEXT = { hy: 'Նկարագրություն', en: 'Description', ru: 'Описание' };

export async function createService(db: TDatabase, kind: 'transfer' | 'insurance' = 'transfer') {
  const [row] = await db
    .insert(services)
    .values({ name: `Service ${nextNumber()}`, kind, currency: 'USD', price: 2_500, description: TEXT })
    .returning();
  return row!;
}

export async function createTourManager(db: TDatabase) {
  const [row] = await db
    .insert(tourManagers)
    .values({ name: `Guide ${nextNumber()}`, phone: '+374 99 000000', languages: 'hy, en' })
    .returning();
  return row!;
}

/** A valid offer input on the setup's route, with fresh room types, two services and a tour manager. */
export async function packageOfferInput(db: TDatabase, setup: TFlightSetup): Promise<TPackageOfferInput> {
  const [first, second] = [await createRoom(db), await createRoom(db)];
  const [transfer, insurance] = [await createService(db, 'transfer'), await createService(db, 'insurance')];
  return {
    name: `Paris week ${nextNumber()}`,
    destination: 'Paris',
    fromAirportId: setup.from.id,
    toAirportId: setup.to.id,
    classType: 'economy',
    roomIds: [first.id, second.id],
    nights: [7, 10],
    services: [
      { serviceId: transfer.id, charge: 'perBooking' },
      { serviceId: insurance.id, charge: 'perPerson' },
    ],
    tourManagerId: (await createTourManager(db)).id,
    markup: { type: 'percent', value: 7.5 },
    commissionPercent: 5,
    saleFrom: addDays(todayIsoDate(), 1),
    saleTo: addDays(todayIsoDate(), 90),
    cancellationPolicy: [{ daysBefore: 7, type: 'percent', value: 50 }],
    active: true,
  };
}

export async function createPackageOffer(db: TDatabase, setup: TFlightSetup) {
  const [row] = await db
    .insert(packageOffers)
    .values(await packageOfferInput(db, setup))
    .returning();
  return row!;
}

/** A held package order of the offer: its `orders` row and its `package_orders` row (no flights or rooms). */
export async function insertPackageOrderOf(db: TDatabase, offerId: number) {
  const [offer] = await db.select().from(packageOffers).where(eq(packageOffers.id, offerId));
  if (!offer) throw new Error(`no package offer ${offerId}`);
  const creator = await createUser(db, { role: 'Admin', adminGroups: 'Packages' });
  const checkIn = addDays(todayIsoDate(), 20);
  const [order] = await db
    .insert(orders)
    .values({
      pnr: randomPnr(),
      agentId: null,
      createdById: creator.id,
      productLine: 'package',
      status: 'hold',
      travelType: 'roundTrip',
      rateDate: todayIsoDate(),
      eurRate: '450.0000',
      usdRate: '400.0000',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
      orderDate: checkIn,
      firstDepartureAt: new Date(`${checkIn}T08:00:00Z`),
      contactName: 'Anna Petrosyan',
      contactPhone: '+374 99 123456',
      contactEmail: 'client@example.test',
      gross: 100_000_00,
      commission: 5_000_00,
      net: 95_000_00,
      payable: 100_000_00,
      paid: 0,
    })
    .returning();
  if (!order) throw new Error('order not created');
  const room = await createRoom(db);
  await db.insert(packageOrders).values({
    orderId: order.id,
    offerId,
    hotelId: room.hotelId,
    tourManagerId: offer.tourManagerId,
    nights: 7,
    checkIn,
    checkOut: addDays(checkIn, 7),
    services: [],
    breakdown: { flights: 60_000_00, hotel: 30_000_00, services: 3_000_00, markup: 7_000_00 },
    commissionPercent: offer.commissionPercent,
    cancellationPolicy: [],
  });
  return order;
}
