import { formatInstant } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { enqueueMails, type TMailDocumentRef, type TScriptMail } from '../mail';
import { displayName, type TOrderRow, type TOrderWithPeople } from '../order-engine';
import type { TFlightMailPayload } from './mail-templates';
import { readOrderDetails } from './order-details';
import { isActive } from './passenger-rules';
import type { TPassengerRow } from './passengers';
import type { TSegment } from './segments';

/** The order templates, and the PDFs the last three carry. */
export const ORDER_MAIL_TEMPLATES = [
  'booking-add',
  'booking-cancel',
  'issue-ticket',
  'refund',
  'ticket',
  'invoice',
  'receipt',
] as const;
type TOrderMailTemplate = (typeof ORDER_MAIL_TEMPLATES)[number];

/**
 * Who gets an order's mail: `both` its contact and the agent it belongs to (the notices), `contact` the traveller's
 * contact only (the e-tickets), `agent` the agent only (none for the agency's own sale), `payer` the agent who pays,
 * or the contact of the agency's own sale (invoice, receipt).
 */
type TRecipients = 'both' | 'contact' | 'agent' | 'payer';

interface TOrderMailDetails {
  passengers: readonly TPassengerRow[];
  amount?: number | null;
  penalty?: number | null;
  expired?: boolean;
  recipients?: TRecipients;
  /** A refund's: each refunded passenger's amount and penalty, and who still travels (issue 31). */
  refund?: { refunds: readonly TRefundLine[]; staying: readonly string[] };
}

interface TRefundLine {
  name: string;
  amount: number;
  penalty: number;
}

/** A refund's line of each refunded passenger: what was given back and what was kept. */
export function refundLinesOf(passengers: readonly TPassengerRow[]): TRefundLine[] {
  return passengers.map((passenger) => ({
    name: `${passenger.firstName} ${passenger.lastName}`,
    amount: passenger.refundAmount ?? 0,
    penalty: passenger.refundPenalty ?? 0,
  }));
}

/** The PDFs of a template: an e-ticket per passenger with a ticket number, or the order's invoice or receipt. */
function documentsOf(template: TOrderMailTemplate, order: TOrderRow, passengers: readonly TPassengerRow[]) {
  if (template === 'ticket') {
    return passengers
      .filter((passenger) => passenger.ticketNumber)
      .map((passenger): TMailDocumentRef => ({ kind: 'ticket', orderId: order.id, passengerId: passenger.id }));
  }
  if (template === 'invoice' || template === 'receipt') return [{ kind: template, orderId: order.id }];
  return [];
}

/**
 * What every flight order mail says of the order (null without segments): its PNR, route, first departure at the
 * departure airport's local time, the passengers given with their tickets, the amounts and the booking's deadline.
 */
export function orderMailPayload(
  order: TOrderRow,
  segments: readonly TSegment[],
  details: TOrderMailDetails,
): Omit<TFlightMailPayload<'ticket'>, 'name'> | null {
  const first = segments[0];
  if (!first) return null;
  // The departure airport's local time, as the app writes dates (the one formatter of the contract).
  const local = (instant: Date) => formatInstant(instant, { timeZone: first.from.timeZone });
  return {
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
}

/**
 * An order's mails (not queued): to its contact and/or the agent the order belongs to, both in the agent's language
 * (the agency's own sale: in the language of the staff member who made it). Everything it says comes from what the
 * caller already read.
 */
export function orderMails(
  people: Pick<TOrderWithPeople, 'agent' | 'creator'>,
  order: TOrderRow,
  segments: readonly TSegment[],
  template: TOrderMailTemplate,
  details: TOrderMailDetails,
): TScriptMail[] {
  const payload = orderMailPayload(order, segments, details);
  if (!payload) return [];
  const recipient = people.agent ?? people.creator;
  const language = recipient.language;
  const documents = documentsOf(template, order, details.passengers);
  const recipients = details.recipients ?? 'both';
  const toContact = {
    to: order.contactEmail,
    template,
    language,
    documents,
    payload: { ...payload, name: order.contactName },
  };
  const toAgent = (agent: NonNullable<typeof people.agent>) => ({
    to: agent.email,
    template,
    language,
    documents,
    payload: { ...payload, name: displayName(agent) },
  });
  if (recipients === 'contact') return [toContact];
  if (recipients === 'agent') return people.agent ? [toAgent(people.agent)] : [];
  if (recipients === 'payer') return [people.agent ? toAgent(people.agent) : toContact];
  if (details.refund) {
    const refund = {
      line: 'flight' as const,
      refunds: [...details.refund.refunds],
      staying: [...details.refund.staying],
    };
    // What an agent gets back is of its net price: the traveller's copy of an agent's order names no amount.
    const { agent } = people;
    const contactCopy = agent
      ? { ...toContact, payload: { ...toContact.payload, ...refund, amount: null, penalty: null, refunds: [] } }
      : { ...toContact, payload: { ...toContact.payload, ...refund } };
    const agentCopy = agent ? [{ ...toAgent(agent), payload: { ...toAgent(agent).payload, ...refund } }] : [];
    return agent && agent.email === order.contactEmail.toLowerCase() ? agentCopy : [contactCopy, ...agentCopy];
  }
  const mails: TScriptMail[] = [toContact];
  if (people.agent && people.agent.email !== order.contactEmail.toLowerCase()) mails.push(toAgent(people.agent));
  return mails;
}

/** Queues an order's mail in the operation's transaction (sent after the commit by the outbox). */
export async function queueOrderMail(
  tx: TExecutor,
  people: Pick<TOrderWithPeople, 'agent' | 'creator'>,
  order: TOrderRow,
  segments: readonly TSegment[],
  template: TOrderMailTemplate,
  details: TOrderMailDetails,
): Promise<void> {
  await enqueueMails(tx, orderMails(people, order, segments, template, details));
}

/**
 * Ticketing's mails: the e-tickets (one PDF per passenger) to the contact (`ticket`), the notice with the ticket
 * numbers and the amount to the agent (`issue-ticket`: the traveller has the tickets themselves, and one mail), and
 * the receipt of the payment to the payer (`receipt`).
 */
export async function queueTicketingMails(
  tx: TExecutor,
  people: Pick<TOrderWithPeople, 'agent' | 'creator'>,
  order: TOrderRow,
  segments: readonly TSegment[],
  passengers: readonly TPassengerRow[],
): Promise<void> {
  const travelling = passengers.filter(isActive);
  await enqueueMails(tx, [
    ...orderMails(people, order, segments, 'issue-ticket', {
      passengers: travelling,
      amount: order.payable,
      recipients: 'agent',
    }),
    ...orderMails(people, order, segments, 'ticket', { passengers: travelling, recipients: 'contact' }),
    ...orderMails(people, order, segments, 'receipt', {
      passengers: travelling,
      amount: order.paid,
      recipients: 'payer',
    }),
  ]);
}

/**
 * A booking's mails in one statement: the notice to its contact and agent (`booking-add`), and the invoice of the
 * amount due to whoever pays it before the deadline (`invoice`).
 */
export async function queueBookingMails(
  tx: TExecutor,
  people: Pick<TOrderWithPeople, 'agent' | 'creator'>,
  order: TOrderRow,
  segments: readonly TSegment[],
  passengers: readonly TPassengerRow[],
): Promise<void> {
  const travelling = passengers.filter(isActive);
  await enqueueMails(tx, [
    ...orderMails(people, order, segments, 'booking-add', { passengers: travelling, amount: order.payable }),
    ...orderMails(people, order, segments, 'invoice', {
      passengers: travelling,
      amount: order.payable,
      recipients: 'payer',
    }),
  ]);
}

const isOrderTemplate = (template: string): template is TOrderMailTemplate =>
  (ORDER_MAIL_TEMPLATES as readonly string[]).includes(template);

/**
 * An order's mail for an e-mail script (staff send it again by hand), as the order flow sends it: null when the
 * order does not exist; a ticket for one passenger (`passengerId`) or every travelling passenger with a ticket
 * number (409 TICKET_NOT_ISSUED when none has one).
 */
export async function orderScriptMails(
  tx: TExecutor,
  request: { orderId: number; passengerId?: number; template: string },
): Promise<TScriptMail[] | null> {
  const { template } = request;
  if (!isOrderTemplate(template)) return null;
  const details = await readOrderDetails(tx, request.orderId);
  if (!details) return null;
  const { order, segments } = details;
  // A refund's mail names the refunded passengers; every other mail the travelling ones.
  const named = template === 'refund' ? (passenger: TPassengerRow) => passenger.status === 'refunded' : isActive;
  const chosen =
    request.passengerId === undefined
      ? details.passengers.filter(named)
      : details.passengers.filter((passenger) => passenger.id === request.passengerId);
  if (request.passengerId !== undefined && chosen.length === 0) return null;
  if (template === 'ticket' && !chosen.some((passenger) => passenger.ticketNumber)) {
    throw new AppError(409, 'TICKET_NOT_ISSUED');
  }
  const amounts: Record<TOrderMailTemplate, Pick<TOrderMailDetails, 'amount' | 'penalty' | 'recipients'>> = {
    'booking-add': { amount: order.payable },
    'booking-cancel': {},
    'issue-ticket': { amount: order.payable },
    refund: { amount: order.refunded, penalty: order.penalties },
    ticket: { recipients: 'contact' },
    invoice: { amount: order.payable, recipients: 'payer' },
    receipt: { amount: order.paid, recipients: 'payer' },
  };
  const refund =
    template === 'refund'
      ? {
          refunds: refundLinesOf(chosen.filter((passenger) => passenger.status === 'refunded')),
          staying: details.passengers
            .filter(isActive)
            .map((passenger) => `${passenger.firstName} ${passenger.lastName}`),
        }
      : undefined;
  return orderMails(details, order, segments, template, {
    passengers: chosen,
    expired: order.status === 'expired',
    ...amounts[template],
    refund,
  });
}
