import type { TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { readBranding } from './branding';
import { lineDocumentOf, type TDocumentHooks } from './line-documents';
import type { TTicketDocument } from './ticket-pdf';

/**
 * The e-ticket's data: the traveller and their flights as the order's product line reads them (its `ticket` hook:
 * a flight order's from the flight line's view, a package traveller's from the package's two flights; 404 for
 * another agent's order, for a traveller not on the order, and for a line without tickets), 409 while the traveller
 * has no ticket number, each fare rule once with this passenger type's penalties, and the agency's branding.
 */
export async function ticketData(options: {
  db: TExecutor;
  reader: TActor;
  lines: TDocumentHooks;
  orderId: number;
  passengerId: number;
  language: TLanguage;
  uploadsDir: string | undefined;
}): Promise<TTicketDocument> {
  const { language } = options;
  const { hook, line } = await lineDocumentOf(options, 'ticket');
  const ticket = await hook({ ...line, passengerId: options.passengerId });
  const { passenger } = ticket;
  if (!passenger.ticketNumber) throw new AppError(409, 'TICKET_NOT_ISSUED');
  const fareRules = new Map<number, TTicketDocument['fareRules'][number]>();
  for (const { fareRule } of ticket.flights) {
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
    pnr: ticket.pnr,
    ticketNumber: passenger.ticketNumber,
    issuedAt: ticket.issuedAt,
    passenger: {
      name: `${passenger.lastName} ${passenger.firstName}`.toUpperCase(),
      type: passenger.type,
      passportNumber: passenger.passportNumber,
    },
    segments: ticket.flights.map((flight) => ({
      airline: { iataCode: flight.airline.iataCode, name: flight.airline.name },
      flightNumber: flight.flightNumber,
      from: { iataCode: flight.from.iataCode, city: flight.from.city },
      to: { iataCode: flight.to.iataCode, city: flight.to.city },
      departureLocal: flight.departureLocal,
      arrivalLocal: flight.arrivalLocal,
      className: flight.className,
      baggage: flight.baggage[passenger.type],
    })),
    fareRules: [...fareRules.values()],
  };
}
