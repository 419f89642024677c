import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  addDays,
  isoWeekday,
  todayIsoDate,
  ZHotelPreOrderRequest,
  ZHotelRefundRequest,
  type TGuestInput,
} from '@frs/contract';
import type { TExecutor } from '../db/database';
import { hotels, rooms, users } from '../db/schema';
import type { TActor } from '../lib/actor';
import { confirmHotelBooking, createHotelPreOrder, placeHotelOrder, refundHotelOrder } from '../modules/hotel-orders';

/**
 * Demo hotel orders, made through the hotel order services (so that nights, ledgers and history agree): for Ararat
 * Travel (agent@demo.test) a confirmed family stay in Paris, a booking in Dubai and a hold in Rome; for Sevan Tours
 * (agent2@demo.test) a stay in Istanbul that was confirmed and then refunded with the policy's penalty; and the
 * agency's own confirmed stay in Yerevan.
 */

function actorOf(user: { id: number; role: TActor['baseRole']; adminGroups: TActor['adminGroups'] }): TActor {
  return { userId: user.id, role: user.role, baseRole: user.role, adminGroups: user.adminGroups };
}

/** The cheapest room type of a city's demo hotel that sleeps `adults` and `children` (room category order). */
async function roomIn(tx: TExecutor, city: string, adults: number, children: number) {
  const [row] = await tx
    .select({ hotelId: hotels.id, roomId: rooms.id })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(
      and(
        eq(hotels.city, city),
        gte(rooms.maxAdults, adults),
        gte(rooms.maxChildren, children),
        gte(rooms.capacity, adults + children),
        lte(rooms.minStay, 3),
      ),
    )
    .orderBy(asc(rooms.pricePerNight), asc(rooms.id))
    .limit(1);
  if (!row) throw new Error(`demo hotel orders: no room type in ${city} for ${adults} + ${children}`);
  return row;
}

/**
 * The first Monday on or after `date`. Every demo stay checks in on a Monday, so that its weekend nights, and with
 * them its price and the agents' balances the README gives, are the same whatever day the demo is first started.
 */
function mondayFrom(date: string): string {
  return addDays(date, (8 - isoWeekday(date)) % 7);
}

const adult = (firstName: string, lastName: string): TGuestInput => ({ type: 'adult', firstName, lastName });

export async function seedDemoHotelOrders(tx: TExecutor, now: Date): Promise<void> {
  const today = todayIsoDate(now);
  const byEmail = async (email: string) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(sql`${users.email} = ${email}`)
      .limit(1);
    if (!user) throw new Error(`demo hotel orders: no ${email}`);
    return actorOf(user);
  };
  const agent = await byEmail('agent@demo.test');
  const agent2 = await byEmail('agent2@demo.test');
  const admin = await byEmail('admin@demo.test');
  let key = 0;
  const stay = async (options: {
    actor: TActor;
    city: string;
    daysAhead: number;
    nights: number;
    guests: TGuestInput[];
    contact: { name: string; email: string };
  }) => {
    const children = options.guests.filter((guest) => guest.type === 'child').length;
    const { hotelId, roomId } = await roomIn(tx, options.city, options.guests.length - children, children);
    const checkIn = mondayFrom(addDays(today, options.daysAhead));
    return createHotelPreOrder({
      db: tx,
      actor: options.actor,
      now,
      idempotencyKey: `demo-hotel-${(key += 1)}`,
      input: ZHotelPreOrderRequest.parse({
        hotelId,
        checkIn,
        checkOut: addDays(checkIn, options.nights),
        rooms: [{ roomId, guests: options.guests }],
        contact: { ...options.contact, phone: '+374 91 234567' },
      }),
    });
  };
  const place = (actor: TActor, orderId: number, mode: 'booking' | 'ticketing') =>
    placeHotelOrder({ db: tx, actor, now, idempotencyKey: `demo-hotel-${(key += 1)}`, input: { orderId, mode } });

  const paris = await stay({
    actor: agent,
    city: 'Paris',
    daysAhead: 24,
    nights: 4,
    guests: [
      adult('Armen', 'Grigoryan'),
      adult('Lusine', 'Grigoryan'),
      { type: 'child', firstName: 'Davit', lastName: 'Grigoryan', age: 8 },
    ],
    contact: { name: 'Armen Grigoryan', email: 'grigoryan.family@example.am' },
  });
  await place(agent, paris.id, 'ticketing');

  const dubai = await stay({
    actor: agent,
    city: 'Dubai',
    daysAhead: 40,
    nights: 5,
    guests: [adult('Tigran', 'Sargsyan'), adult('Mariam', 'Sargsyan')],
    contact: { name: 'Tigran Sargsyan', email: 'sargsyan@example.am' },
  });
  await place(agent, dubai.id, 'booking');

  await stay({
    actor: agent,
    city: 'Rome',
    daysAhead: 16,
    nights: 3,
    guests: [adult('Narek', 'Hakobyan')],
    contact: { name: 'Narek Hakobyan', email: 'hakobyan@example.am' },
  });

  const istanbul = await stay({
    actor: agent2,
    city: 'Istanbul',
    daysAhead: 12,
    nights: 3,
    guests: [adult('Gayane', 'Avetisyan'), adult('Hayk', 'Avetisyan')],
    contact: { name: 'Gayane Avetisyan', email: 'avetisyan@example.am' },
  });
  await place(agent2, istanbul.id, 'booking');
  await confirmHotelBooking({
    db: tx,
    actor: agent2,
    now,
    orderId: istanbul.id,
    idempotencyKey: `demo-hotel-${(key += 1)}`,
  });
  await refundHotelOrder({
    db: tx,
    actor: admin,
    now,
    orderId: istanbul.id,
    idempotencyKey: `demo-hotel-${(key += 1)}`,
    input: ZHotelRefundRequest.parse({}),
  });

  const yerevan = await stay({
    actor: admin,
    city: 'Yerevan',
    daysAhead: 8,
    nights: 2,
    guests: [adult('Anna', 'Karapetyan')],
    contact: { name: 'Anna Karapetyan', email: 'karapetyan@example.am' },
  });
  await place(admin, yerevan.id, 'ticketing');
}
