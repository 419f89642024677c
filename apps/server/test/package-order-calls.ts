import type { FastifyInstance } from 'fastify';
import {
  addDays,
  PACKAGE_ORDER_ENDPOINTS,
  todayIsoDate,
  type TOrderPassengerInput,
  type TPackageOrder,
  type TPackagePreOrderRequest,
} from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import { packageOffers } from '../src/db/schema';
import { createSellableRoom } from './agency-factories';
import { injectEndpoint } from './endpoint-call';
import { createClassRow, createFlightSetup } from './flight-factories';
import { flightAt, passengerInput, TEST_CONTACT } from './order-factories';
import { createService, createTourManager } from './package-offer-factories';

/** A package on sale for the tests: a route both ways, a room type, services, a tour manager and the offer. */
export async function createSellablePackage(
  db: TDatabase,
  options: { seats?: number; allotment?: number; nights?: number; daysAhead?: number; saleTo?: string } = {},
) {
  const nights = options.nights ?? 7;
  const departure = addDays(todayIsoDate(), options.daysAhead ?? 10);
  const setup = await createFlightSetup(db);
  const outbound = await flightAt(db, setup, departure);
  const inbound = await flightAt(db, setup, addDays(departure, nights), { from: setup.to.id, to: setup.from.id });
  const seats = options.seats ?? 50;
  const outboundClass = await createClassRow(db, setup, outbound.id, { seats, travelType: 'roundTrip' });
  const returnClass = await createClassRow(db, setup, inbound.id, { seats, travelType: 'roundTrip' });
  const { hotelId, room } = await createSellableRoom(db, {
    from: addDays(departure, -1),
    nights: nights + 3,
    allotment: options.allotment ?? 10,
  });
  const [transfer, insurance] = [await createService(db, 'transfer'), await createService(db, 'insurance')];
  const [offer] = await db
    .insert(packageOffers)
    .values({
      name: `Package ${hotelId}-${room.id}`,
      destination: 'Paris',
      fromAirportId: setup.from.id,
      toAirportId: setup.to.id,
      classType: 'economy',
      roomIds: [room.id],
      nights: [nights],
      services: [
        { serviceId: transfer.id, charge: 'perBooking' },
        { serviceId: insurance.id, charge: 'perPerson' },
      ],
      tourManagerId: (await createTourManager(db)).id,
      markup: { type: 'percent', value: 10 },
      commissionPercent: 5,
      saleFrom: todayIsoDate(),
      saleTo: options.saleTo ?? addDays(todayIsoDate(), 90),
      cancellationPolicy: [],
      active: true,
    })
    .returning();
  return { setup, offer: offer!, outboundClass, returnClass, room, hotelId, departure, nights };
}

export type TSellablePackage = Awaited<ReturnType<typeof createSellablePackage>>;

export function packagePreOrderBody(
  sale: TSellablePackage,
  travellers: readonly TOrderPassengerInput[] = [passengerInput('adult'), passengerInput('adult')],
  overrides: Partial<TPackagePreOrderRequest> = {},
): TPackagePreOrderRequest {
  return {
    offerId: sale.offer.id,
    outboundClassId: sale.outboundClass.id,
    returnClassId: sale.returnClass.id,
    roomId: sale.room.id,
    nights: sale.nights,
    travellers: [...travellers],
    contact: TEST_CONTACT,
    ...overrides,
  };
}

async function expectOk(response: { statusCode: number; body: string; json: <T>() => T }, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json<TPackageOrder>();
}

/** A package pre-order that must succeed: the held order. */
export async function packagePreOrder(app: FastifyInstance, token: string, body: TPackagePreOrderRequest) {
  return expectOk(await injectEndpoint(app, PACKAGE_ORDER_ENDPOINTS.preOrder, { token, body }), 'package pre-order');
}

/** Books or tickets a held package (must succeed). */
export async function packageOrderAs(
  app: FastifyInstance,
  token: string,
  orderId: number,
  mode: 'booking' | 'ticketing',
) {
  return expectOk(
    await injectEndpoint(app, PACKAGE_ORDER_ENDPOINTS.order, { token, body: { orderId, mode } }),
    'package order',
  );
}
