import { and, asc, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addDays,
  todayIsoDate,
  utcToLocal,
  ZPackagePreOrderRequest,
  ZPackageRefundRequest,
  type TOrderPassengerInput,
  type TPassengerType,
} from '@frs/contract';
import type { TExecutor } from '../db/database';
import { airports, classes, flights, hotels, packageOffers, roomCategories, rooms, users } from '../db/schema';
import type { TActor } from '../lib/actor';
import {
  cancelPackageOrder,
  createPackagePreOrder,
  placePackageOrder,
  refundPackageOrder,
} from '../modules/package-orders';
import { DEMO_OFFER_NAMES } from './package-offer-seed';

/**
 * Demo package orders, made through the package order services (so that seats, nights, ledgers and history agree):
 * for Ararat Travel (agent@demo.test) a ticketed week in Paris, a week in Dubai ticketed and then refunded by the
 * admin under the offer's own policy, and a hold in Barcelona; for Sevan Tours (agent2@demo.test) a family booking in
 * Dubai and a Paris booking that was cancelled. The charged stays are 7 nights before the high season, so that their
 * prices (one Friday and one Saturday night each) and the balances the README gives are the same whatever day the
 * demo is first started.
 */

function actorOf(user: { id: number; role: TActor['baseRole']; adminGroups: TActor['adminGroups'] }): TActor {
  return { userId: user.id, role: user.role, baseRole: user.role, adminGroups: user.adminGroups };
}

const fromAirport = alias(airports, 'from_airport');
const toAirport = alias(airports, 'to_airport');

/** The round-trip ('R') classes of a route's flights leaving from `start` on, with their local dates. */
async function roundTripClasses(tx: TExecutor, from: string, to: string, start: Date) {
  const rows = await tx
    .select({
      classId: classes.id,
      departureAt: flights.departureAt,
      arrivalAt: flights.arrivalAt,
      fromZone: fromAirport.timeZone,
      toZone: toAirport.timeZone,
    })
    .from(flights)
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId))
    .innerJoin(classes, and(eq(classes.flightId, flights.id), eq(classes.name, 'R')))
    .where(and(eq(fromAirport.iataCode, from), eq(toAirport.iataCode, to), gte(flights.departureAt, start)))
    .orderBy(asc(flights.departureAt));
  return rows.map((row) => ({
    classId: row.classId,
    departureDate: utcToLocal(row.departureAt, row.fromZone).slice(0, 10),
    arrivalDate: utcToLocal(row.arrivalAt, row.toZone).slice(0, 10),
  }));
}

/** The first outbound on or after `onOrAfter` whose return leaves on the check-out day, `nights` after arrival. */
async function flightsFor(tx: TExecutor, to: string, onOrAfter: string, nights: number) {
  const start = new Date(`${onOrAfter}T00:00:00Z`);
  const outbound = await roundTripClasses(tx, 'EVN', to, start);
  const inbound = await roundTripClasses(tx, to, 'EVN', start);
  for (const leg of outbound) {
    const back = inbound.find((candidate) => candidate.departureDate === addDays(leg.arrivalDate, nights));
    if (back) return { outboundClassId: leg.classId, returnClassId: back.classId };
  }
  throw new Error(`demo package orders: no EVN-${to} flights for ${nights} nights from ${onOrAfter}`);
}

async function roomTypeOf(tx: TExecutor, city: string, category: string): Promise<number> {
  const [row] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .innerJoin(roomCategories, eq(roomCategories.id, rooms.roomCategoryId))
    .where(and(eq(hotels.city, city), eq(roomCategories.name, category)))
    .limit(1);
  if (!row) throw new Error(`demo package orders: no ${category} in ${city}`);
  return row.id;
}

interface TDemoTraveller {
  type: TPassengerType;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  /** Age in years on the seed day. */
  age: number;
}

let passport = 0;
function traveller(person: TDemoTraveller, today: string): TOrderPassengerInput {
  passport += 1;
  return {
    type: person.type,
    firstName: person.firstName,
    lastName: person.lastName,
    gender: person.gender,
    dateOfBirth: addDays(today, -Math.round(person.age * 365.25) - 40),
    passportNumber: `AP${String(7_100_000 + passport * 2_113)}`,
    passportExpiry: addDays(today, 5 * 365),
    citizenship: 'AM',
  };
}

export async function seedDemoPackageOrders(tx: TExecutor, now: Date): Promise<void> {
  const today = todayIsoDate(now);
  const byEmail = async (email: string) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new Error(`demo package orders: no ${email}`);
    return actorOf(user);
  };
  const agent = await byEmail('agent@demo.test');
  const agent2 = await byEmail('agent2@demo.test');
  const admin = await byEmail('admin@demo.test');
  const offerRows = await tx.select({ id: packageOffers.id, name: packageOffers.name }).from(packageOffers);
  const offerId = (name: string) => {
    const row = offerRows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`demo package orders: no offer ${name}`);
    return row.id;
  };
  let key = 0;
  const nextKey = () => `demo-package-${(key += 1)}`;

  const hold = async (options: {
    actor: TActor;
    offer: string;
    to: string;
    city: string;
    category: string;
    daysAhead: number;
    nights: number;
    travellers: TDemoTraveller[];
    contact: { name: string; email: string };
  }) =>
    createPackagePreOrder({
      db: tx,
      actor: options.actor,
      now,
      idempotencyKey: nextKey(),
      input: ZPackagePreOrderRequest.parse({
        offerId: offerId(options.offer),
        ...(await flightsFor(tx, options.to, addDays(today, options.daysAhead), options.nights)),
        roomId: await roomTypeOf(tx, options.city, options.category),
        nights: options.nights,
        travellers: options.travellers.map((person) => traveller(person, today)),
        contact: { ...options.contact, phone: '+374 91 234567' },
      }),
    });
  const place = (actor: TActor, orderId: number, mode: 'booking' | 'ticketing') =>
    placePackageOrder({ db: tx, actor, now, idempotencyKey: nextKey(), input: { orderId, mode } });

  const paris = await hold({
    actor: agent,
    offer: DEMO_OFFER_NAMES.paris,
    to: 'CDG',
    city: 'Paris',
    category: 'Standard double',
    daysAhead: 10,
    nights: 7,
    travellers: [
      { type: 'adult', firstName: 'Ruben', lastName: 'Melikyan', gender: 'male', age: 44 },
      { type: 'adult', firstName: 'Ani', lastName: 'Melikyan', gender: 'female', age: 41 },
    ],
    contact: { name: 'Ruben Melikyan', email: 'melikyan@example.am' },
  });
  await place(agent, paris.id, 'ticketing');

  const dubai = await hold({
    actor: agent,
    offer: DEMO_OFFER_NAMES.dubai,
    to: 'DXB',
    city: 'Dubai',
    category: 'Family room',
    daysAhead: 12,
    nights: 7,
    travellers: [
      { type: 'adult', firstName: 'Vahe', lastName: 'Danielyan', gender: 'male', age: 36 },
      { type: 'adult', firstName: 'Marine', lastName: 'Danielyan', gender: 'female', age: 34 },
    ],
    contact: { name: 'Vahe Danielyan', email: 'danielyan@example.am' },
  });
  await place(agent, dubai.id, 'ticketing');
  await refundPackageOrder({
    db: tx,
    actor: admin,
    now,
    orderId: dubai.id,
    idempotencyKey: nextKey(),
    input: ZPackageRefundRequest.parse({}),
  });

  await hold({
    actor: agent,
    offer: DEMO_OFFER_NAMES.barcelona,
    to: 'BCN',
    city: 'Barcelona',
    category: 'Superior double',
    daysAhead: 14,
    nights: 10,
    travellers: [{ type: 'adult', firstName: 'Lilit', lastName: 'Poghosyan', gender: 'female', age: 30 }],
    contact: { name: 'Lilit Poghosyan', email: 'poghosyan@example.am' },
  });

  const family = await hold({
    actor: agent2,
    offer: DEMO_OFFER_NAMES.dubai,
    to: 'DXB',
    city: 'Dubai',
    category: 'Family room',
    daysAhead: 18,
    nights: 5,
    travellers: [
      { type: 'adult', firstName: 'Sergey', lastName: 'Orlov', gender: 'male', age: 39 },
      { type: 'adult', firstName: 'Irina', lastName: 'Orlova', gender: 'female', age: 37 },
      { type: 'child', firstName: 'Misha', lastName: 'Orlov', gender: 'male', age: 7 },
    ],
    contact: { name: 'Sergey Orlov', email: 'orlov@example.ru' },
  });
  await place(agent2, family.id, 'booking');

  const cancelled = await hold({
    actor: agent2,
    offer: DEMO_OFFER_NAMES.paris,
    to: 'CDG',
    city: 'Paris',
    category: 'Standard double',
    daysAhead: 20,
    nights: 7,
    travellers: [{ type: 'adult', firstName: 'Elena', lastName: 'Volkova', gender: 'female', age: 48 }],
    contact: { name: 'Elena Volkova', email: 'volkova@example.ru' },
  });
  await place(agent2, cancelled.id, 'booking');
  await cancelPackageOrder({ db: tx, actor: agent2, now, orderId: cancelled.id, idempotencyKey: nextKey() }, 'cancel');
}
