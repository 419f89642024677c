import { inArray } from 'drizzle-orm';
import { formatInstant, type TAffectedOrder } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { flightWithAirports } from './flight-with-airports';
import { users } from '../../db/schema';
import { enqueueMails, type TScriptMail } from '../mail';
import { activeOrdersOfFlight, type TFindActiveOrders } from './flight-orders';

/**
 * The 'flight-rescheduled' notices of a flight: one to each agent with active orders on it (the agency's own sale:
 * the staff member who made it), in the agent's language, listing its orders, with the times before the change
 * (`previous`; null when staff send the notice again by hand) and now, local to each airport. Null when the flight
 * does not exist.
 */
export async function rescheduleMails(
  tx: TExecutor,
  flightId: number,
  options: {
    previous: { departureAt: Date; arrivalAt: Date } | null;
    affectedOrders?: readonly TAffectedOrder[];
    findActiveOrders?: TFindActiveOrders;
  },
): Promise<TScriptMail[] | null> {
  const flight = await flightWithAirports(tx, flightId);
  if (!flight) return null;
  const orders = options.affectedOrders ?? (await (options.findActiveOrders ?? activeOrdersOfFlight)(tx, flightId));
  const agentIds = [...new Set(orders.map((order) => order.agentId))];
  if (agentIds.length === 0) return [];
  const agents = await tx
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      contactNameSurname: users.contactNameSurname,
      companyName: users.companyName,
    })
    .from(users)
    .where(inArray(users.id, agentIds));
  const departure = (instant: Date) => `${formatInstant(instant, { timeZone: flight.fromZone })} ${flight.from}`;
  const arrival = (instant: Date) => `${formatInstant(instant, { timeZone: flight.toZone })} ${flight.to}`;
  const previous = options.previous
    ? { departure: departure(options.previous.departureAt), arrival: arrival(options.previous.arrivalAt) }
    : null;
  return agents.map((agent) => ({
    to: agent.email,
    template: 'flight-rescheduled' as const,
    language: agent.language,
    payload: {
      name: agent.contactNameSurname || agent.companyName || agent.email,
      flight: `${flight.airline} ${flight.flightNumber}`,
      route: `${flight.from} → ${flight.to}`,
      orders: orders.filter((order) => order.agentId === agent.id).map((order) => ({ id: order.id, pnr: order.pnr })),
      previous,
      departure: departure(flight.departureAt),
      arrival: arrival(flight.arrivalAt),
    },
  }));
}

/** Queues the notices of a confirmed change of time in the change's own transaction. */
export async function queueRescheduleMails(
  tx: TExecutor,
  flightId: number,
  previous: { departureAt: Date; arrivalAt: Date },
  affectedOrders: readonly TAffectedOrder[],
): Promise<void> {
  const mails = await rescheduleMails(tx, flightId, { previous, affectedOrders });
  if (mails) await enqueueMails(tx, mails);
}

/** The e-mail scripts' source: the notice of a flight's current times to the agents of its active orders. */
export function flightScriptMails(
  tx: TExecutor,
  request: { flightId: number; template: string },
  findActiveOrders?: TFindActiveOrders,
): Promise<TScriptMail[] | null> {
  if (request.template !== 'flight-rescheduled') return Promise.resolve(null);
  return rescheduleMails(tx, request.flightId, { previous: null, findActiveOrders });
}
