import { formatInstant } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { enqueueMails, type TMailPayload } from '../mail';
import { displayName, type TOrderRow, type TOrderWithPeople } from '../order-engine';
import type { TPassengerRow } from './passengers';
import type { TSegment } from './segments';

type TOrderMailTemplate = 'booking-add' | 'booking-cancel' | 'issue-ticket' | 'refund';

/**
 * Queues an order's mail in the operation's transaction (sent after the commit by the outbox): to the order's
 * contact and to the agent the order belongs to, both in the agent's language (the agency's own sale: in the
 * language of the staff member who made it). Everything it says comes from what the operation already read.
 */
export async function queueOrderMail(
  tx: TExecutor,
  people: Pick<TOrderWithPeople, 'agent' | 'creator'>,
  order: TOrderRow,
  segments: readonly TSegment[],
  template: TOrderMailTemplate,
  details: {
    passengers: readonly TPassengerRow[];
    amount?: number | null;
    penalty?: number | null;
    expired?: boolean;
  },
): Promise<void> {
  const first = segments[0];
  if (!first) return;
  const recipient = people.agent ?? people.creator;
  // The departure airport's local time, as the app writes dates (the one formatter of the contract).
  const local = (instant: Date) => formatInstant(instant, { timeZone: first.from.timeZone });
  const payload: Omit<TMailPayload<typeof template>, 'name'> = {
    orderId: order.id,
    pnr: order.pnr,
    route: [first.from.iataCode, ...segments.map((segment) => segment.to.iataCode)].join(' → '),
    departure: `${local(first.flight.departureAt)} ${first.from.iataCode}`,
    passengers: details.passengers.map((passenger) => ({
      name: `${passenger.firstName} ${passenger.lastName}`,
      ticketNumber: passenger.ticketNumber,
    })),
    amount: details.amount ?? null,
    penalty: details.penalty ?? null,
    deadline: order.bookingExpiresAt ? `${local(order.bookingExpiresAt)} (${first.from.timeZone})` : null,
    expired: details.expired ?? false,
  };
  const language = recipient.language;
  const mails = [{ to: order.contactEmail, template, language, payload: { ...payload, name: order.contactName } }];
  if (people.agent && people.agent.email !== order.contactEmail.toLowerCase()) {
    mails.push({
      to: people.agent.email,
      template,
      language,
      payload: { ...payload, name: displayName(people.agent) },
    });
  }
  await enqueueMails(tx, mails);
}
