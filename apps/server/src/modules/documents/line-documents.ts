import { eq } from 'drizzle-orm';
import type { TOrderStatus, TPassengerType } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { reachableRow } from '../../lib/row-scope';
import type { TItineraryDocument } from './itinerary-pdf';
import type { TTicketFlight } from './printed-flight';
import type { TVoucherDocument } from './voucher-pdf';

/**
 * The documents whose data is a product line's (an e-ticket, a voucher, an itinerary): each line's module brings the
 * reading of its own orders (`TProductLineModule.documents`), app.ts hands the registered lines' hooks to the
 * documents routes and to the mail's attachments, and the documents module looks the hook up by the order's
 * `product_line`. What is the same for every line stays here: the row scope (404), the branding, the layout.
 */

/** What a line's document hook is given: an order of its line that the reader may see (checked before). */
export interface TLineDocumentCall {
  db: TExecutor;
  reader: TActor;
  order: { id: number; pnr: string; status: TOrderStatus; ticketedAt: Date | null };
}

/** One traveller's e-ticket as the order's line reads it: the documents module checks the number and lays it out. */
export interface TLineTicket {
  pnr: string;
  /** When the order was ticketed (an instant). */
  issuedAt: string;
  passenger: {
    firstName: string;
    lastName: string;
    type: TPassengerType;
    passportNumber: string;
    ticketNumber: string | null;
  };
  /** The flights the traveller flies, in order, with their fare rule and baggage by passenger type. */
  flights: TTicketFlight[];
}

/** A line's documents: a kind it leaves out is 404 for its orders. */
export interface TLineDocuments {
  /** A traveller's e-ticket (404 when the traveller is not on the order). */
  ticket?: (call: TLineDocumentCall & { passengerId: number }) => Promise<TLineTicket>;
  /** The hotel voucher (409 VOUCHER_NOT_ISSUED until the stay is confirmed). */
  voucher?: (call: TLineDocumentCall) => Promise<Omit<TVoucherDocument, 'branding'>>;
  /** The travel itinerary (409 ITINERARY_NOT_ISSUED until the order is ticketed). */
  itinerary?: (call: TLineDocumentCall) => Promise<Omit<TItineraryDocument, 'branding'>>;
}

/** The registered lines' documents by line name (`orders.product_line`). */
export type TDocumentHooks = ReadonlyMap<string, TLineDocuments>;

/**
 * The order and the hook of its line for a document of `kind`: 404 for an order that does not exist or that the
 * reader may not see (another agent's, checked before anything else), and for one whose line has no such document.
 */
export async function lineDocumentOf<TKind extends keyof TLineDocuments>(
  call: { db: TExecutor; reader: TActor; orderId: number; lines: TDocumentHooks },
  kind: TKind,
): Promise<{ hook: NonNullable<TLineDocuments[TKind]>; line: TLineDocumentCall }> {
  const [row] = await call.db
    .select({
      id: orders.id,
      pnr: orders.pnr,
      status: orders.status,
      ticketedAt: orders.ticketedAt,
      productLine: orders.productLine,
      agentId: orders.agentId,
    })
    .from(orders)
    .where(eq(orders.id, call.orderId))
    .limit(1);
  const { productLine, agentId: _agentId, ...order } = reachableRow(call.reader, row, (found) => found.agentId);
  const hook = call.lines.get(productLine)?.[kind];
  if (!hook) throw new AppError(404, 'NOT_FOUND');
  return { hook: hook as NonNullable<TLineDocuments[TKind]>, line: { db: call.db, reader: call.reader, order } };
}
