import type { TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { orderView } from '../flight-orders';
import { readBranding } from './branding';
import type { TTicketDocument } from './ticket-pdf';

/**
 * The e-ticket's data: the order as its product line shows it to the reader (404 for another agent's order), the
 * passenger (404 when not on the order; 409 while it has no ticket number) and the agency's branding.
 */
export async function ticketData(options: {
  db: TExecutor;
  reader: TActor;
  orderId: number;
  passengerId: number;
  language: TLanguage;
  uploadsDir: string | undefined;
}): Promise<TTicketDocument> {
  const { language } = options;
  const order = await orderView(options.db, options.reader, options.orderId);
  const passenger = order.passengers.find((candidate) => candidate.id === options.passengerId);
  if (!passenger) throw new AppError(404, 'NOT_FOUND');
  if (!passenger.ticketNumber) throw new AppError(409, 'TICKET_NOT_ISSUED');
  const fareRules = new Map<number, TTicketDocument['fareRules'][number]>();
  for (const { fareRule } of order.segments) {
    if (fareRules.has(fareRule.id)) continue;
    fareRules.set(fareRule.id, {
      name: fareRule.name,
      text: fareRule.texts[language] || fareRule.texts.en,
      penalties: fareRule.penalties[passenger.type],
      currency: fareRule.currency,
    });
  }
  return {
    branding: await readBranding(options.db, options.uploadsDir, language),
    pnr: order.pnr,
    ticketNumber: passenger.ticketNumber,
    issuedAt: order.ticketedAt ?? order.createdAt,
    passenger: {
      name: `${passenger.lastName} ${passenger.firstName}`.toUpperCase(),
      type: passenger.type,
      passportNumber: passenger.passportNumber,
    },
    segments: order.segments.map(({ flight, baggageRule, ...segment }) => ({
      airline: { iataCode: flight.airline.iataCode, name: flight.airline.name },
      flightNumber: flight.flightNumber,
      from: { iataCode: flight.from.iataCode, city: flight.from.city },
      to: { iataCode: flight.to.iataCode, city: flight.to.city },
      departureLocal: flight.departureLocal,
      arrivalLocal: flight.arrivalLocal,
      className: segment.class.name,
      baggage: baggageRule.allowances[passenger.type],
    })),
    fareRules: [...fareRules.values()],
  };
}
