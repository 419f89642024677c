import { ZContact, type TBookingDefaults } from '@frs/contract';
import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { flights, orderPassengers, orders, orderSegments, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';

/**
 * GET /api/orders/booking-defaults: what the caller's next flight booking starts from (issue 31). Only the caller's
 * own orders count (the ones they created), so an agent never sees another agent's contact or route, and a staff
 * member's sales for the agency are not mixed with another colleague's.
 */

/** A name as people type it, compared without case and extra spaces. */
const normalizedName = (column: unknown) => sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * The contact of the caller's latest flight order whose contact is not one of its own travellers: an agency that
 * gives its own desk as the contact gets it back, and a traveller who was their own trip's contact is never put on
 * the next client's booking.
 */
async function lastOrderContact(db: TExecutor, actor: TActor): Promise<TBookingDefaults['contact']> {
  const contactName = normalizedName(orders.contactName);
  const [row] = await db
    .select({
      pnr: orders.pnr,
      name: orders.contactName,
      phone: orders.contactPhone,
      email: orders.contactEmail,
    })
    .from(orders)
    .where(
      and(
        eq(orders.createdById, actor.userId),
        eq(orders.productLine, 'flight'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderPassengers)
            .where(
              and(
                eq(orderPassengers.orderId, orders.id),
                sql`(${contactName} = lower(${orderPassengers.firstName} || ' ' || ${orderPassengers.lastName})
                  or ${contactName} = lower(${orderPassengers.lastName} || ' ' || ${orderPassengers.firstName}))`,
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ? { ...row, source: 'lastOrder' } : null;
}

/** The caller's own contact from their profile; a value the checkout's contact rules would refuse is left out. */
async function profileContact(db: TExecutor, actor: TActor): Promise<TBookingDefaults['contact']> {
  const [user] = await db
    .select({
      name: users.contactNameSurname,
      mobilePhone: users.mobilePhone,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user) return null;
  const valid = (field: 'name' | 'phone' | 'email', value: string | null) =>
    value !== null && ZContact.shape[field].safeParse(value).success ? value.trim() : '';
  const phone = valid('phone', user.mobilePhone) || valid('phone', user.phone);
  const contact = { name: valid('name', user.name), phone, email: valid('email', user.email) };
  if (!contact.name && !contact.phone && !contact.email) return null;
  return { ...contact, source: 'profile', pnr: null };
}

/** The trip type and the route, leg by leg, of the caller's latest flight order. */
async function lastTrip(db: TExecutor, actor: TActor): Promise<TBookingDefaults['trip']> {
  const [order] = await db
    .select({ id: orders.id, travelType: orders.travelType })
    .from(orders)
    .where(and(eq(orders.createdById, actor.userId), eq(orders.productLine, 'flight')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!order?.travelType) return null;
  const legs = await db
    .select({ fromAirportId: flights.fromAirportId, toAirportId: flights.toAirportId })
    .from(orderSegments)
    .innerJoin(flights, eq(flights.id, orderSegments.flightId))
    .where(eq(orderSegments.orderId, order.id))
    .orderBy(asc(orderSegments.legIndex));
  return legs.length > 0 ? { travelType: order.travelType, legs } : null;
}

export async function bookingDefaults({ db, actor }: { db: TExecutor; actor: TActor }): Promise<TBookingDefaults> {
  const [fromOrder, trip] = await Promise.all([lastOrderContact(db, actor), lastTrip(db, actor)]);
  return { contact: fromOrder ?? (await profileContact(db, actor)), trip };
}
