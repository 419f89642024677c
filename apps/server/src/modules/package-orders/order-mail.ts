import { formatInstant, formatIsoDate } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { hotelPackageParts } from '../hotel-orders';
import { enqueueMails, type TMailDocumentRef, type TScriptMail } from '../mail';
import { displayName } from '../order-engine';
import {
  PACKAGE_MAIL_NAMES,
  type TPackageMailPayload,
  type TPackageMailTemplate,
  type TPackageRefundMailPayload,
} from './mail-templates';
import { readPackageOrderDetails, type TPackageOrderDetails } from './order-details';

/** A booking's deadline is written in the agency's time zone, named (the booking's time limit is the agency's). */
const AGENCY_TIME_ZONE = 'Asia/Yerevan';

/** The package order templates: a booking (or hold) made; cancelled, expired or refunded; ticketed. */
/** The PDFs of a ticketed package: an e-ticket per traveller with a ticket number, the voucher and the itinerary. */
function documentsOf(details: TPackageOrderDetails, template: TPackageMailTemplate): TMailDocumentRef[] {
  if (template !== 'package-ticket') return [];
  const orderId = details.order.id;
  return [
    ...details.passengers
      .filter((passenger) => passenger.status === 'active' && passenger.ticketNumber)
      .map((passenger): TMailDocumentRef => ({ kind: 'ticket', orderId, passengerId: passenger.id })),
    { kind: 'voucher', orderId },
    { kind: 'itinerary', orderId },
  ];
}

/**
 * A package order's mails (not queued): to its contact and to the agent it belongs to, in the agent's language (the
 * agency's own sale: in the language of the staff member who made it). What the agent pays is its net price: the
 * traveller's copy of an agent's order names no amount. A refund's mail names the travellers refunded.
 */
export function packageOrderMails(
  details: TPackageOrderDetails,
  template: TPackageMailTemplate,
  options: { expired?: boolean } = {},
): TScriptMail[] {
  const { order, segments, pkg } = details;
  const outbound = segments[0];
  const back = segments[1];
  if (!outbound || !back) return [];
  const refunded = details.passengers.filter((passenger) => passenger.status === 'refunded');
  const reason =
    template !== 'package-cancel'
      ? 'cancelled'
      : options.expired
        ? 'expired'
        : refunded.length > 0
          ? 'refunded'
          : 'cancelled';
  const travellers =
    reason === 'refunded' ? refunded : details.passengers.filter((passenger) => passenger.status === 'active');
  const names = new Map(details.passengers.map((passenger) => [passenger.id, passenger]));
  const guestName = (guest: { firstName: string; lastName: string; passengerId: number | null }) => {
    const traveller = guest.passengerId === null ? undefined : names.get(guest.passengerId);
    return `${traveller?.firstName ?? guest.firstName} ${traveller?.lastName ?? guest.lastName}`;
  };
  const departure = (segment: typeof outbound) =>
    `${formatInstant(segment.flight.departureAt, { timeZone: segment.from.timeZone })} ${segment.from.iataCode}`;
  const amounts = {
    'package-booking': { amount: order.payable, penalty: null },
    'package-ticket': { amount: order.payable, penalty: null },
    'package-cancel':
      reason === 'refunded' ? { amount: order.refunded, penalty: order.penalties } : { amount: null, penalty: null },
  }[template];
  const payload: Omit<TPackageMailPayload, 'name' | 'amount'> = {
    orderId: order.id,
    pnr: order.pnr,
    offer: pkg.offer.name,
    destination: pkg.offer.destination,
    nights: pkg.nights,
    route: [outbound.from.iataCode, outbound.to.iataCode, back.to.iataCode].join(' → '),
    departure: departure(outbound),
    returnDeparture: departure(back),
    hotel: details.hotel.name,
    city: details.hotel.city,
    address: details.hotel.address,
    checkIn: formatIsoDate(pkg.checkIn),
    checkOut: formatIsoDate(pkg.checkOut),
    rooms: details.rooms
      .filter((room) => room.status === 'active' || reason === 'refunded')
      .map((room) => ({ room: hotelPackageParts.roomLabel(room), guests: room.guests.map(guestName) })),
    passengers: travellers.map((passenger) => ({
      name: `${passenger.firstName} ${passenger.lastName}`,
      ticketNumber: passenger.ticketNumber,
    })),
    penalty: amounts.penalty,
    deadline:
      template === 'package-booking' && order.bookingExpiresAt
        ? `${formatInstant(order.bookingExpiresAt, { timeZone: AGENCY_TIME_ZONE })} (${AGENCY_TIME_ZONE})`
        : null,
    reason,
  };
  const recipient = details.agent ?? details.creator;
  const documents = documentsOf(details, template);
  const mail = (to: string, name: string, amount: number | null): TScriptMail => ({
    to,
    template,
    language: recipient.language,
    documents,
    payload: { ...payload, name, amount, penalty: amount === null ? null : payload.penalty },
  });
  const mails = [mail(order.contactEmail, order.contactName, details.agent ? null : amounts.amount)];
  if (details.agent && details.agent.email !== order.contactEmail.toLowerCase()) {
    mails.push(mail(details.agent.email, displayName(details.agent), amounts.amount));
  }
  return mails;
}

/** What a refund gave back to a traveller and kept of it. */
export interface TTravellerRefund {
  passengerId: number;
  amount: number;
  penalty: number;
}

/**
 * A package refund's mails (issue 31, the 'refund' template), read as the refund left the order: to the contact and
 * the agent, in the agent's language, with the package, the travellers refunded now with what each got back and what
 * was kept as penalty, the totals, and who still travels (the rooms listed are those still booked, or every room
 * once nobody travels). The traveller's copy of an agent's order names no amount (the agent's price is net); when
 * the agent is the contact, the agent's copy goes.
 */
export function packageRefundMails(
  details: TPackageOrderDetails,
  refunded: readonly TTravellerRefund[],
): TScriptMail[] {
  const byId = new Map(details.passengers.map((passenger) => [passenger.id, passenger]));
  const travellers = refunded.flatMap((item) => {
    const passenger = byId.get(item.passengerId);
    return passenger ? [{ passenger, ...item }] : [];
  });
  const staying = details.passengers.filter((passenger) => passenger.status === 'active');
  const base = packageOrderMails(details, 'package-cancel')[0];
  if (!base || travellers.length === 0) return [];
  const basePayload = base.payload as TPackageMailPayload;
  const name = (passenger: { firstName: string; lastName: string }) => `${passenger.firstName} ${passenger.lastName}`;
  const refunds = travellers.map((item) => ({
    name: name(item.passenger),
    amount: item.amount,
    penalty: item.penalty,
  }));
  const totals = {
    amount: refunds.reduce((sum, item) => sum + item.amount, 0),
    penalty: refunds.reduce((sum, item) => sum + item.penalty, 0),
  };
  const rooms = details.rooms
    .filter((room) => staying.length === 0 || room.status === 'active')
    .map((room) => ({
      room: hotelPackageParts.roomLabel(room),
      guests: room.guests.map((guest) => {
        const traveller = guest.passengerId === null ? undefined : byId.get(guest.passengerId);
        return name(traveller ?? guest);
      }),
    }));
  const mail = (to: string, recipient: string, withAmounts: boolean): TScriptMail => {
    const payload: TPackageRefundMailPayload = {
      ...basePayload,
      line: 'package',
      name: recipient,
      rooms,
      passengers: travellers.map((item) => ({ name: name(item.passenger), ticketNumber: item.passenger.ticketNumber })),
      amount: withAmounts ? totals.amount : null,
      penalty: withAmounts ? totals.penalty : null,
      refunds: withAmounts ? refunds : [],
      staying: staying.map(name),
    };
    return { to, template: 'refund', language: base.language, payload };
  };
  const { agent, order } = details;
  if (agent && agent.email === order.contactEmail.toLowerCase()) return [mail(agent.email, displayName(agent), true)];
  const mails = [mail(order.contactEmail, order.contactName, !agent)];
  if (agent) mails.push(mail(agent.email, displayName(agent), true));
  return mails;
}

/**
 * Queues a package order's mail in the operation's transaction (sent after the commit by the outbox), reading the
 * order as the operation left it: `package-booking` after a hold or a booking, `package-ticket` once ticketed,
 * `package-cancel` after a cancel, an expiry (`expired`) or a refund.
 */
export async function queuePackageMail(
  tx: TExecutor,
  orderId: number,
  template: TPackageMailTemplate,
  options?: { expired?: boolean },
): Promise<void> {
  const details = await readPackageOrderDetails(tx, orderId);
  if (!details) return;
  await enqueueMails(tx, packageOrderMails(details, template, options));
}

/**
 * A package order's mail sent again by hand (the mail module's e-mail scripts): its usual recipients, or null when
 * the order is no package order or the template is no package template.
 */
export async function packageScriptMails(
  tx: TExecutor,
  request: { orderId: number; template: string },
): Promise<TScriptMail[] | null> {
  if (request.template === 'refund') {
    const details = await readPackageOrderDetails(tx, request.orderId);
    if (!details) return null;
    return packageRefundMails(
      details,
      details.passengers
        .filter((passenger) => passenger.status === 'refunded')
        .map((passenger) => ({
          passengerId: passenger.id,
          amount: passenger.refundAmount ?? 0,
          penalty: passenger.refundPenalty ?? 0,
        })),
    );
  }
  const template = PACKAGE_MAIL_NAMES.find((name) => name === request.template);
  if (!template) return null;
  const details = await readPackageOrderDetails(tx, request.orderId);
  return details ? packageOrderMails(details, template) : null;
}
