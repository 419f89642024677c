import { and, eq } from 'drizzle-orm';
import type { TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orderPassengers, orders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { reachableRow } from '../../lib/row-scope';
import { orderView } from '../flight-orders';
import { readBranding } from './branding';
import { readPackageFlights } from './package-flights';
import type { TTicketDocument } from './ticket-pdf';

interface TTicketCall {
  db: TExecutor;
  reader: TActor;
  orderId: number;
  passengerId: number;
  language: TLanguage;
  uploadsDir: string | undefined;
}

/**
 * The e-ticket's data: the order as its product line shows it to the reader (404 for another agent's order), the
 * passenger (404 when not on the order; 409 while it has no ticket number) and the agency's branding. A package
 * order's traveller flies on the package's two flights: their ticket is read from the order's own rows.
 */
export async function ticketData(options: TTicketCall): Promise<TTicketDocument> {
  const [line] = await options.db
    .select({ productLine: orders.productLine })
    .from(orders)
    .where(eq(orders.id, options.orderId))
    .limit(1);
  return line?.productLine === 'package' ? packageTicketData(options) : flightTicketData(options);
}

async function flightTicketData(options: TTicketCall): Promise<TTicketDocument> {
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

/** A package traveller's e-ticket: the package's two flights, this traveller's fare rules and baggage. */
async function packageTicketData(options: TTicketCall): Promise<TTicketDocument> {
  const { db, language } = options;
  const [row] = await db
    .select({ id: orders.id, pnr: orders.pnr, agentId: orders.agentId, ticketedAt: orders.ticketedAt })
    .from(orders)
    .where(and(eq(orders.id, options.orderId), eq(orders.productLine, 'package')))
    .limit(1);
  const order = reachableRow(options.reader, row, (found) => found.agentId);
  const [passenger] = await db
    .select()
    .from(orderPassengers)
    .where(and(eq(orderPassengers.id, options.passengerId), eq(orderPassengers.orderId, order.id)))
    .limit(1);
  if (!passenger) throw new AppError(404, 'NOT_FOUND');
  if (!passenger.ticketNumber) throw new AppError(409, 'TICKET_NOT_ISSUED');
  const flights = await readPackageFlights(db, order.id);
  const fareRules = new Map<number, TTicketDocument['fareRules'][number]>();
  for (const { fareRule } of flights) {
    if (fareRules.has(fareRule.id)) continue;
    fareRules.set(fareRule.id, {
      name: fareRule.name,
      text: fareRule.texts[language] || fareRule.texts.en,
      penalties: fareRule.penalties[passenger.type],
      currency: fareRule.currency,
    });
  }
  return {
    branding: await readBranding(db, options.uploadsDir, language),
    pnr: order.pnr,
    ticketNumber: passenger.ticketNumber,
    issuedAt: (order.ticketedAt ?? passenger.createdAt).toISOString(),
    passenger: {
      name: `${passenger.lastName} ${passenger.firstName}`.toUpperCase(),
      type: passenger.type,
      passportNumber: passenger.passportNumber,
    },
    segments: flights.map((flight) => ({
      airline: flight.airline,
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
