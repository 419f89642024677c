import type { TLineDocumentCall, TLineTicket } from '../documents';
import { AppError } from '../../lib/app-error';
import { orderView } from './order-view';

/** A flight order's traveller and flights for their e-ticket (modules/documents), from the line's own view. */
export async function flightTicket(call: TLineDocumentCall & { passengerId: number }): Promise<TLineTicket> {
  const order = await orderView(call.db, call.reader, call.order.id);
  const passenger = order.passengers.find((candidate) => candidate.id === call.passengerId);
  if (!passenger) throw new AppError(404, 'NOT_FOUND');
  return {
    pnr: order.pnr,
    issuedAt: order.ticketedAt ?? order.createdAt,
    passenger,
    flights: order.segments.map(({ flight, fareRule, baggageRule, ...segment }) => ({
      airline: flight.airline,
      flightNumber: flight.flightNumber,
      from: flight.from,
      to: flight.to,
      departureLocal: flight.departureLocal,
      arrivalLocal: flight.arrivalLocal,
      className: segment.class.name,
      fareRule,
      baggage: baggageRule.allowances,
    })),
  };
}
