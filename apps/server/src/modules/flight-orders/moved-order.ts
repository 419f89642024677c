import {
  formatInstant,
  interpolate,
  LANGUAGES,
  textsOf,
  type TLanguage,
  type TMultilingualText,
  routePath,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { enqueueMails, type TMailDocumentRef, type TScriptMail } from '../mail';
import { sendPersonalNotices } from '../notifications';
import { displayName, type TOrderRow, type TOrderWithPeople } from '../order-engine';
import type { TFlightMailPayload } from './mail-templates';
import type { TTarget } from './order-date-plan';
import { orderMailPayload } from './order-mail';
import { isActive } from './passenger-rules';
import type { TPassengerRow } from './passengers';
import type { TSegment } from './segments';

/** A moved flight as the mail and the notice name it: "FZ 1234", local times with their airports, the class. */
function flightOf(segment: TSegment) {
  const local = (instant: Date, airport: TSegment['from']) =>
    `${formatInstant(instant, { timeZone: airport.timeZone })} ${airport.iataCode}`;
  return {
    flight: `${segment.airline.iataCode} ${segment.flight.flightNumber}`,
    departure: local(segment.flight.departureAt, segment.from),
    arrival: local(segment.flight.arrivalAt, segment.to),
    class: segment.class.name,
  };
}

/** The segment on the flight and in the class it moved to (same airline and airports: only the flight and class). */
function movedSegment(segment: TSegment, target: TTarget): TSegment {
  return {
    ...segment,
    flightId: target.flight.id,
    classId: target.class.id,
    flight: {
      ...segment.flight,
      id: target.flight.id,
      flightNumber: target.flight.flightNumber,
      departureAt: target.flight.departureAt,
      arrivalAt: target.flight.arrivalAt,
    },
    class: { ...segment.class, id: target.class.id, name: target.class.name },
  };
}

const inEach = (text: (language: TLanguage) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as TMultilingualText;

/**
 * Tells of an order the agency moved off its changed flight (issue 31; change-order-date.ts with `involuntary`, run
 * by the disruption tool), in the move's transaction so that it is told exactly when the move commits and once (a
 * replay answers the stored result): the 'order-moved' mail to the contact and to the agent (one mail when they share
 * an address), in the agent's language (the agency's own sale: its creator's), with each moved flight before and
 * after, the order as it is now and, once ticketed, an e-ticket per passenger (drawn when sent, so it shows the new
 * flight); the agent's copy names what its balance moved by. And a bell notice per moved flight to the agent (the
 * agency's own sale: its creator), linking to the order.
 */
export async function tellOrderMoved(
  tx: TExecutor,
  options: {
    people: Pick<TOrderWithPeople, 'agent' | 'creator'>;
    order: TOrderRow;
    segments: readonly TSegment[];
    moved: ReadonlyMap<number, TTarget>;
    passengers: readonly TPassengerRow[];
    /** What the agent's balance moved by (signed: < 0 charged); 0 for a booking or the agency's own sale. */
    balanceMovement: number;
  },
): Promise<void> {
  const { people, order, moved } = options;
  const after = options.segments.map((segment) => {
    const target = moved.get(segment.id);
    return target ? movedSegment(segment, target) : segment;
  });
  const moves = options.segments.flatMap((segment) => {
    const target = moved.get(segment.id);
    return target ? [{ before: flightOf(segment), after: flightOf(movedSegment(segment, target)) }] : [];
  });
  const travelling = options.passengers.filter(isActive);
  const base = orderMailPayload(order, after, { passengers: travelling });
  if (!base || moves.length === 0) return;
  const ticketed = order.status === 'ticketed';
  const documents: TMailDocumentRef[] = ticketed
    ? travelling
        .filter((passenger) => passenger.ticketNumber)
        .map((passenger) => ({ kind: 'ticket', orderId: order.id, passengerId: passenger.id }))
    : [];
  const recipient = people.agent ?? people.creator;
  const mail = (to: string, name: string, amount: number | null): TScriptMail => {
    const payload: TFlightMailPayload<'order-moved'> = { ...base, name, amount, penalty: null, moves, ticketed };
    return { to, template: 'order-moved', language: recipient.language, documents, payload };
  };
  const { agent } = people;
  const mails: TScriptMail[] = [];
  // The traveller's copy names no amount: what an agent pays is its net price.
  if (!agent || agent.email !== order.contactEmail.toLowerCase()) {
    mails.push(mail(order.contactEmail, order.contactName, null));
  }
  if (agent) mails.push(mail(agent.email, displayName(agent), options.balanceMovement));
  await enqueueMails(tx, mails);

  await sendPersonalNotices(
    tx,
    moves.map((move) => ({
      userId: recipient.id,
      kind: 'flightDisruption' as const,
      urgent: true,
      title: inEach((language) =>
        interpolate(textsOf(language).mail.orderMoved.noticeTitle, { pnr: order.pnr, flight: move.after.flight }),
      ),
      text: inEach((language) =>
        interpolate(textsOf(language).mail.orderMoved.noticeText, {
          previous: move.before.flight,
          previousDeparture: move.before.departure,
          flight: move.after.flight,
          departure: move.after.departure,
          arrival: move.after.arrival,
        }),
      ),
      link: routePath('reservationEdit', { id: order.id }),
    })),
  );
}
