import { formatInstant, formatIsoDate } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { enqueueMails, type TMailDocumentRef, type TScriptMail } from '../mail';
import { displayName, type TOrderRow } from '../order-engine';
import {
  HOTEL_MAIL_NAMES,
  type THotelMailPayload,
  type THotelMailTemplate,
  type THotelRefundMailPayload,
} from './mail-templates';
import {
  guestName,
  readHotelOrderDetails,
  roomLabel,
  stayOf,
  type THotelOrderDetails,
  type THotelRoomRow,
} from './order-details';

/** Dates and times of hotel mails are written in the agency's time zone. */
const AGENCY_TIME_ZONE = 'Asia/Yerevan';

/** The hotel order templates: a booking (or hold) made, a stay cancelled or expired, a stay confirmed. */
interface THotelMailDetails {
  rooms?: readonly THotelRoomRow[];
  expired?: boolean;
}

/**
 * A hotel order's mails (not queued): to its contact and to the agent it belongs to, in the agent's language (the
 * agency's own sale: in the language of the staff member who made it). The confirmation carries the voucher.
 */
export function hotelOrderMails(
  details: Pick<THotelOrderDetails, 'agent' | 'creator' | 'hotel' | 'rooms'>,
  order: TOrderRow,
  template: THotelMailTemplate,
  extra: THotelMailDetails = {},
): TScriptMail[] {
  const rooms = extra.rooms ?? details.rooms;
  if (rooms.length === 0) return [];
  const recipient = details.agent ?? details.creator;
  const { checkIn, checkOut } = stayOf({ rooms });
  const payload = {
    orderId: order.id,
    pnr: order.pnr,
    hotel: details.hotel.name,
    city: details.hotel.city,
    address: details.hotel.address,
    checkIn: formatIsoDate(checkIn),
    checkOut: formatIsoDate(checkOut),
    nights: rooms[0]!.nightPrices.length,
    rooms: rooms.map((room) => ({ room: roomLabel(room), guests: room.guests.map(guestName) })),
    amount: template === 'hotel-cancel' ? null : order.payable,
    // The agency's own time, named (a stay has no airport to take a zone from).
    deadline: order.bookingExpiresAt
      ? `${formatInstant(order.bookingExpiresAt, { timeZone: AGENCY_TIME_ZONE })} (${AGENCY_TIME_ZONE})`
      : null,
    expired: extra.expired ?? false,
  };
  const documents: TMailDocumentRef[] = template === 'hotel-voucher' ? [{ kind: 'voucher', orderId: order.id }] : [];
  const mail = (to: string, name: string, amount: number | null): TScriptMail => ({
    to,
    template,
    language: recipient.language,
    documents,
    payload: { ...payload, name, amount },
  });
  // What an agent pays is its net price: the traveller's copy names no amount.
  const mails = [mail(order.contactEmail, order.contactName, details.agent ? null : payload.amount)];
  if (details.agent && details.agent.email !== order.contactEmail.toLowerCase()) {
    mails.push(mail(details.agent.email, displayName(details.agent), payload.amount));
  }
  return mails;
}

/** What a refund gave back for a room and kept of it, the room named with its guests. */
interface TRoomRefund {
  room: THotelRoomRow;
  amount: number;
  penalty: number;
}

/**
 * A hotel refund's mails (issue 31, the 'refund' template): to the contact and the agent, in the agent's language,
 * with the stay, each refunded room with what was given back and what was kept as penalty, and the totals. The
 * traveller's copy of an agent's order names no amount (the agent's price is net); when the agent is the contact,
 * the agent's copy goes. A hotel refund takes the whole stay: nobody stays on.
 */
export function hotelRefundMails(
  details: Pick<THotelOrderDetails, 'agent' | 'creator' | 'hotel' | 'rooms'>,
  order: TOrderRow,
  refunded: readonly TRoomRefund[],
): TScriptMail[] {
  const rooms = refunded.map((item) => item.room);
  const base = hotelOrderMails(details, order, 'hotel-cancel', { rooms })[0];
  if (!base) return [];
  const refunds = refunded.map((item) => ({
    name: `${roomLabel(item.room)}: ${item.room.guests.map(guestName).join(', ')}`,
    amount: item.amount,
    penalty: item.penalty,
  }));
  const totals = {
    amount: refunds.reduce((sum, item) => sum + item.amount, 0),
    penalty: refunds.reduce((sum, item) => sum + item.penalty, 0),
  };
  const staying = details.rooms
    .filter((room) => room.status === 'active' && !rooms.some((item) => item.id === room.id))
    .flatMap((room) => room.guests.map(guestName));
  const mail = (to: string, name: string, withAmounts: boolean): TScriptMail => {
    const payload: THotelRefundMailPayload = {
      ...(base.payload as THotelMailPayload),
      line: 'hotel',
      name,
      amount: withAmounts ? totals.amount : null,
      penalty: withAmounts ? totals.penalty : null,
      refunds: withAmounts ? refunds : [],
      staying,
    };
    return { to, template: 'refund', language: base.language, payload };
  };
  const { agent } = details;
  if (agent && agent.email === order.contactEmail.toLowerCase()) return [mail(agent.email, displayName(agent), true)];
  const mails = [mail(order.contactEmail, order.contactName, !agent)];
  if (agent) mails.push(mail(agent.email, displayName(agent), true));
  return mails;
}

/** Queues a hotel order's mail in the operation's transaction (sent after the commit by the outbox). */
export async function queueHotelMail(
  tx: TExecutor,
  details: Pick<THotelOrderDetails, 'agent' | 'creator' | 'hotel' | 'rooms'>,
  order: TOrderRow,
  template: THotelMailTemplate,
  extra?: THotelMailDetails,
): Promise<void> {
  await enqueueMails(tx, hotelOrderMails(details, order, template, extra));
}

/**
 * A hotel order's mail sent again by hand (the mail module's e-mail scripts): its usual recipients, or null when
 * the order is no hotel order or the template is no hotel template.
 */
export async function hotelScriptMails(
  tx: TExecutor,
  request: { orderId: number; template: string },
): Promise<TScriptMail[] | null> {
  if (request.template === 'refund') {
    const details = await readHotelOrderDetails(tx, request.orderId);
    if (!details) return null;
    const refunded = details.rooms.filter((room) => room.status === 'refunded');
    return hotelRefundMails(
      details,
      details.order,
      refunded.map((room) => ({ room, amount: room.refundAmount ?? 0, penalty: room.refundPenalty ?? 0 })),
    );
  }
  const template = HOTEL_MAIL_NAMES.find((name) => name === request.template);
  if (!template) return null;
  const details = await readHotelOrderDetails(tx, request.orderId);
  return details ? hotelOrderMails(details, details.order, template) : null;
}
