import type { TAffectedOrder } from '@frs/contract';
import type { TExecutor } from '../../db/database';

/** How the flight services find the orders a change of a flight touches (tests pass their own). */
export type TFindActiveOrders = (db: TExecutor, flightId: number) => Promise<TAffectedOrder[]>;

/**
 * The active orders (held, booked or ticketed) with a seat on a flight. Orders do not exist yet: the order issue
 * replaces this body with its query (orders joined to their classes' flight, status not cancelled, expired or
 * refunded), and queues the mails to their agents after a confirmed change commits. Until then no flight has
 * orders, so changes and deletes need no confirmation.
 */
export const activeOrdersOfFlight: TFindActiveOrders = async () => [];
