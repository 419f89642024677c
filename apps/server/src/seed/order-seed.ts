import { and, asc, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addDays,
  localToUtc,
  todayIsoDate,
  ZFlightPreOrderRequest,
  ZFlightRefundRequest,
  type TOrderPassengerInput,
  type TPassengerType,
  type TTravelType,
} from '@frs/contract';
import type { TExecutor } from '../db/database';
import { airports, classes, directoryPassengers, flights, users } from '../db/schema';
import type { TActor } from '../lib/actor';
import { createPreOrder, placeOrder, refundOrder } from '../modules/flight-orders';

/**
 * Demo orders, made through the order services (so that seats, ledgers and history agree): for Ararat Travel
 * (agent@demo.test) tickets to Moscow and a family round trip to Paris, a booking to Dubai, a hold to Istanbul and
 * a refunded round trip to Beirut; for Sevan Tours (agent2@demo.test) tickets to Moscow and a booking to Istanbul;
 * and one agency sale to Rome. The agents' balances in README are what is left after these tickets.
 */

const fromAirport = alias(airports, 'seed_from');
const toAirport = alias(airports, 'seed_to');

/** The first flight of a route leaving on or after a local date, in the class of that name. */
async function classOn(tx: TExecutor, from: string, to: string, onOrAfter: string, className: string) {
  const start = localToUtc(`${onOrAfter}T00:00`, 'Asia/Yerevan')!;
  const [row] = await tx
    .select({ classId: classes.id, departureAt: flights.departureAt })
    .from(flights)
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId))
    .innerJoin(classes, and(eq(classes.flightId, flights.id), eq(classes.name, className)))
    .where(and(eq(fromAirport.iataCode, from), eq(toAirport.iataCode, to), gte(flights.departureAt, new Date(start))))
    .orderBy(asc(flights.departureAt))
    .limit(1);
  if (!row) throw new Error(`demo orders: no ${from}-${to} flight from ${onOrAfter}`);
  return row;
}

interface TDemoTraveller {
  type: TPassengerType;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  /** Age in years on the seed day (a child or infant stays one on every travel date). */
  age: number;
  citizenship: string;
}

const FAMILY: TDemoTraveller[] = [
  { type: 'adult', firstName: 'Armen', lastName: 'Grigoryan', gender: 'male', age: 41, citizenship: 'AM' },
  { type: 'adult', firstName: 'Lusine', lastName: 'Grigoryan', gender: 'female', age: 37, citizenship: 'AM' },
  { type: 'child', firstName: 'Davit', lastName: 'Grigoryan', gender: 'male', age: 8, citizenship: 'AM' },
  { type: 'infant', firstName: 'Ani', lastName: 'Grigoryan', gender: 'female', age: 1, citizenship: 'AM' },
];
const TRAVELLERS: TDemoTraveller[] = [
  { type: 'adult', firstName: 'Gevorg', lastName: 'Sargsyan', gender: 'male', age: 52, citizenship: 'AM' },
  { type: 'adult', firstName: 'Olga', lastName: 'Ivanova', gender: 'female', age: 29, citizenship: 'RU' },
  { type: 'adult', firstName: 'Hayk', lastName: 'Manukyan', gender: 'male', age: 33, citizenship: 'AM' },
  { type: 'adult', firstName: 'Nune', lastName: 'Avagyan', gender: 'female', age: 45, citizenship: 'AM' },
  { type: 'adult', firstName: 'Pierre', lastName: 'Martin', gender: 'male', age: 38, citizenship: 'FR' },
  { type: 'adult', firstName: 'Sona', lastName: 'Harutyunyan', gender: 'female', age: 27, citizenship: 'AM' },
  { type: 'child', firstName: 'Mark', lastName: 'Ivanov', gender: 'male', age: 6, citizenship: 'RU' },
];

let passport = 0;
function passenger(traveller: TDemoTraveller, today: string): TOrderPassengerInput {
  passport += 1;
  const birth = addDays(today, -Math.round(traveller.age * 365.25) - 40);
  return {
    type: traveller.type,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    gender: traveller.gender,
    dateOfBirth: birth,
    passportNumber: `${traveller.citizenship}${String(4_200_000 + passport * 1_337)}`,
    passportExpiry: addDays(today, 4 * 365),
    citizenship: traveller.citizenship,
  };
}

function actorOf(user: { id: number; role: TActor['baseRole']; adminGroups: TActor['adminGroups'] }): TActor {
  return { userId: user.id, role: user.role, baseRole: user.role, adminGroups: user.adminGroups };
}

export async function seedDemoOrders(tx: TExecutor, now: Date): Promise<void> {
  const today = todayIsoDate(now);
  const byEmail = async (email: string) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new Error(`demo orders: no ${email}`);
    return actorOf(user);
  };
  const agent = await byEmail('agent@demo.test');
  const agent2 = await byEmail('agent2@demo.test');
  const admin = await byEmail('admin@demo.test');
  const contact = (name: string, email: string) => ({ name, phone: '+374 91 234567', email });
  let key = 0;

  const order = async (options: {
    actor: TActor;
    travelType: TTravelType;
    legs: { from: string; to: string; daysAhead: number; className: string }[];
    travellers: TDemoTraveller[];
    mode: 'hold' | 'booking' | 'ticketing';
    contact: { name: string; phone: string; email: string };
  }) => {
    const segments = [];
    for (const leg of options.legs) {
      segments.push({
        classId: (await classOn(tx, leg.from, leg.to, addDays(today, leg.daysAhead), leg.className)).classId,
      });
    }
    const held = await createPreOrder({
      db: tx,
      actor: options.actor,
      now,
      input: ZFlightPreOrderRequest.parse({
        travelType: options.travelType,
        segments,
        passengers: options.travellers.map((traveller) => passenger(traveller, today)),
        contact: options.contact,
      }),
    });
    if (options.mode === 'hold') return held;
    return placeOrder({
      db: tx,
      actor: options.actor,
      input: { orderId: held.id, mode: options.mode },
      idempotencyKey: `demo-seed-${(key += 1)}`,
      now,
    });
  };

  await order({
    actor: agent,
    travelType: 'oneWay',
    legs: [{ from: 'EVN', to: 'SVO', daysAhead: 5, className: 'Y' }],
    travellers: [TRAVELLERS[0]!, TRAVELLERS[1]!],
    mode: 'ticketing',
    contact: contact('Gevorg Sargsyan', 'gevorg.sargsyan@demo.test'),
  });
  await order({
    actor: agent,
    travelType: 'roundTrip',
    legs: [
      { from: 'EVN', to: 'CDG', daysAhead: 12, className: 'R' },
      { from: 'CDG', to: 'EVN', daysAhead: 19, className: 'R' },
    ],
    travellers: FAMILY,
    mode: 'ticketing',
    contact: contact('Armen Grigoryan', 'armen.grigoryan@demo.test'),
  });
  await order({
    actor: agent,
    travelType: 'oneWay',
    legs: [{ from: 'EVN', to: 'DXB', daysAhead: 9, className: 'Y' }],
    travellers: [TRAVELLERS[2]!],
    mode: 'booking',
    contact: contact('Hayk Manukyan', 'hayk.manukyan@demo.test'),
  });
  await order({
    actor: agent,
    travelType: 'oneWay',
    legs: [{ from: 'EVN', to: 'IST', daysAhead: 3, className: 'Y' }],
    travellers: [TRAVELLERS[3]!],
    mode: 'hold',
    contact: contact('Nune Avagyan', 'nune.avagyan@demo.test'),
  });
  const refunded = await order({
    actor: agent,
    travelType: 'roundTrip',
    legs: [
      { from: 'EVN', to: 'BEY', daysAhead: 14, className: 'R' },
      { from: 'BEY', to: 'EVN', daysAhead: 21, className: 'R' },
    ],
    travellers: [TRAVELLERS[5]!],
    mode: 'ticketing',
    contact: contact('Sona Harutyunyan', 'sona.harutyunyan@demo.test'),
  });
  await refundOrder({
    db: tx,
    actor: admin,
    orderId: refunded.id,
    input: ZFlightRefundRequest.parse({}),
    idempotencyKey: `demo-seed-${(key += 1)}`,
    now,
  });
  await order({
    actor: agent2,
    travelType: 'oneWay',
    legs: [{ from: 'EVN', to: 'VKO', daysAhead: 6, className: 'Y' }],
    travellers: [TRAVELLERS[1]!, TRAVELLERS[6]!],
    mode: 'ticketing',
    contact: contact('Olga Ivanova', 'olga.ivanova@demo.test'),
  });
  await order({
    actor: agent2,
    travelType: 'roundTrip',
    legs: [
      { from: 'EVN', to: 'IST', daysAhead: 10, className: 'R' },
      { from: 'IST', to: 'EVN', daysAhead: 17, className: 'R' },
    ],
    travellers: [TRAVELLERS[4]!],
    mode: 'booking',
    contact: contact('Pierre Martin', 'pierre.martin@demo.test'),
  });
  await order({
    actor: admin,
    travelType: 'oneWay',
    legs: [{ from: 'EVN', to: 'FCO', daysAhead: 8, className: 'Y' }],
    travellers: [TRAVELLERS[2]!, TRAVELLERS[3]!],
    mode: 'ticketing',
    contact: contact('Hayk Manukyan', 'hayk.manukyan@demo.test'),
  });

  // The travellers the agents keep for their next orders.
  await tx.insert(directoryPassengers).values([
    ...FAMILY.map((traveller) => ({ ...passenger(traveller, today), agentId: agent.userId })),
    ...[TRAVELLERS[0]!, TRAVELLERS[5]!].map((traveller) => ({ ...passenger(traveller, today), agentId: agent.userId })),
    ...[TRAVELLERS[1]!, TRAVELLERS[6]!, TRAVELLERS[4]!].map((traveller) => ({
      ...passenger(traveller, today),
      agentId: agent2.userId,
    })),
  ]);
}
