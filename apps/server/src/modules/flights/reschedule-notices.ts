import { inArray } from 'drizzle-orm';
import {
  formatInstant,
  interpolate,
  LANGUAGES,
  textsOf,
  type TAffectedOrder,
  type TLanguage,
  type TMultilingualText,
  type TProductLine,
  productLine,
  routePath,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { flightWithAirports } from './flight-with-airports';
import { orders } from '../../db/schema';
import type { TPersonalNotice } from '../notifications';

/** The app page of an order: its line's order screen (the contract's line registry). */
const orderLink = (order: { id: number; productLine: TProductLine }) =>
  routePath(productLine(order.productLine).routes.order, { id: order.id });

const inEach = (text: (language: TLanguage) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as TMultilingualText;

/**
 * The bell's notices of a changed flight (the `flightDisruption` kind, urgent): one per affected order to its agent
 * (the agency's own sale: the staff member who made it), linking to the order, with the flight's times now and its
 * departure before the change (`previous`; null when it is not known). A confirmed retime sends them with its mails
 * (flights-service.ts), and the disruption screen's "Notify" again. Empty when the flight does not exist.
 */
export async function rescheduleNotices(
  tx: TExecutor,
  flightId: number,
  options: { previous: { departureAt: Date } | null; affectedOrders: readonly TAffectedOrder[] },
): Promise<TPersonalNotice[]> {
  const { affectedOrders } = options;
  if (affectedOrders.length === 0) return [];
  const flight = await flightWithAirports(tx, flightId);
  if (!flight) return [];
  const lines = await tx
    .select({ id: orders.id, productLine: orders.productLine })
    .from(orders)
    .where(
      inArray(
        orders.id,
        affectedOrders.map((order) => order.id),
      ),
    );
  const name = `${flight.airline} ${flight.flightNumber}`;
  // Each time is the local time of its airport and says which ("10.12.2026 06:15 EVN"), as the flight's mail does:
  // beside the bell's own times (the reader's clock) a bare airport time would read as the reader's.
  const local = (instant: Date, zone: string, airport: string) =>
    `${formatInstant(instant, { timeZone: zone })} ${airport}`;
  const departure = local(flight.departureAt, flight.fromZone, flight.from);
  const arrival = local(flight.arrivalAt, flight.toZone, flight.to);
  const was = options.previous ? local(options.previous.departureAt, flight.fromZone, flight.from) : null;
  // Each notice links to its order's page, by the order's product line.
  return affectedOrders
    .flatMap((order) => {
      const line = lines.find((candidate) => candidate.id === order.id);
      return line ? [{ order, line }] : [];
    })
    .map(({ order, line }) => ({
      userId: order.agentId,
      kind: 'flightDisruption' as const,
      urgent: true,
      title: inEach((language) => {
        const texts = textsOf(language).mail.flightDisruption;
        return interpolate(flight.status === 'cancelled' ? texts.cancelledTitle : texts.title, { flight: name });
      }),
      text: inEach((language) => {
        const texts = textsOf(language).mail.flightDisruption;
        const params = { pnr: order.pnr, departure, arrival, previous: was ?? '' };
        return interpolate(was ? texts.text : texts.textNoPrevious, params);
      }),
      link: orderLink(line),
    }));
}
