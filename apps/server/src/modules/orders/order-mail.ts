import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { utcToLocal, type TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { airports, flights, orderSegments, users } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { TMailPayload } from '../mail/templates';
import type { TOrderRow, TPassengerRow } from './order-core';

type TOrderMailTemplate = 'booking-add' | 'booking-cancel' | 'issue-ticket' | 'refund';

const fromAirport = alias(airports, 'mail_from_airport');
const toAirport = alias(airports, 'mail_to_airport');

/**
 * Queues an order's mail in the operation's transaction (sent after the commit by the outbox): to the order's
 * contact and to the agent the order belongs to, both in the agent's language (the agency's own sale: in the
 * language of the staff member who made it).
 */
export async function queueOrderMail(
  tx: TExecutor,
  order: TOrderRow,
  template: TOrderMailTemplate,
  details: {
    passengers: readonly TPassengerRow[];
    amount?: number | null;
    penalty?: number | null;
    expired?: boolean;
  },
): Promise<void> {
  const segments = await tx
    .select({
      departureAt: flights.departureAt,
      from: { iataCode: fromAirport.iataCode, timeZone: fromAirport.timeZone },
      to: toAirport.iataCode,
    })
    .from(orderSegments)
    .innerJoin(flights, eq(flights.id, orderSegments.flightId))
    .innerJoin(fromAirport, eq(fromAirport.id, flights.fromAirportId))
    .innerJoin(toAirport, eq(toAirport.id, flights.toAirportId))
    .where(eq(orderSegments.orderId, order.id))
    .orderBy(asc(orderSegments.legIndex));
  const [recipient] = await tx
    .select({
      email: users.email,
      language: users.language,
      companyName: users.companyName,
      contactNameSurname: users.contactNameSurname,
    })
    .from(users)
    .where(eq(users.id, order.agentId ?? order.createdById))
    .limit(1);
  const first = segments[0];
  if (!recipient || !first) return;
  const local = (instant: Date) => `${utcToLocal(instant, first.from.timeZone).replace('T', ' ')}`;
  const payload: Omit<TMailPayload<typeof template>, 'name'> = {
    orderId: order.id,
    pnr: order.pnr,
    route: [first.from.iataCode, ...segments.map((segment) => segment.to)].join(' → '),
    departure: `${local(first.departureAt)} ${first.from.iataCode}`,
    passengers: details.passengers.map((passenger) => ({
      name: `${passenger.firstName} ${passenger.lastName}`,
      ticketNumber: passenger.ticketNumber,
    })),
    amount: details.amount ?? null,
    penalty: details.penalty ?? null,
    deadline: order.bookingExpiresAt ? `${local(order.bookingExpiresAt)} (${first.from.timeZone})` : null,
    expired: details.expired ?? false,
  };
  const language: TLanguage = recipient.language;
  await enqueueMail(tx, {
    to: order.contactEmail,
    template,
    language,
    payload: { ...payload, name: order.contactName },
  });
  if (order.agentId !== null && recipient.email !== order.contactEmail.toLowerCase()) {
    const name = recipient.companyName || recipient.contactNameSurname || recipient.email;
    await enqueueMail(tx, { to: recipient.email, template, language, payload: { ...payload, name } });
  }
}
