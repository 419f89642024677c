import { eq, sql } from 'drizzle-orm';
import type { TLanguage, TFlightOrder } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { invoiceNumbers, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { orderView } from '../flight-orders';
import { addressLine } from './address-line';
import { readBranding } from './branding';
import { invoiceNumberText, type TInvoiceDocument } from './invoice-pdf';

/**
 * An order's invoice number: given from the invoices' own counter on the first print, the same on every reprint.
 * A reprint only reads; a first print inserts (a concurrent first print of the same order loses the insert and
 * reads the winner's number).
 */
export async function invoiceNumberOf(db: TExecutor, orderId: number): Promise<{ number: number; issuedAt: Date }> {
  return db.transaction(async (tx) => {
    const read = async () =>
      (
        await tx
          .select({ number: invoiceNumbers.number, issuedAt: invoiceNumbers.issuedAt })
          .from(invoiceNumbers)
          .where(eq(invoiceNumbers.orderId, orderId))
          .limit(1)
      )[0];
    const existing = await read();
    if (existing) return existing;
    await tx
      .insert(invoiceNumbers)
      .values({ orderId, number: sql`nextval('invoice_serial')` })
      .onConflictDoNothing({ target: invoiceNumbers.orderId });
    const assigned = await read();
    if (!assigned) throw new Error(`No invoice number for order ${orderId}`);
    return assigned;
  });
}

/** The route as a line: "EVN – SVO – EVN" (a gap between legs shows both ends). */
export function routeOf(order: Pick<TFlightOrder, 'segments'>): string {
  const points: string[] = [];
  for (const { flight } of order.segments) {
    if (points.at(-1) !== flight.from.iataCode) points.push(flight.from.iataCode);
    points.push(flight.to.iataCode);
  }
  return points.join(' – ');
}

async function buyerOf(db: TExecutor, order: TFlightOrder): Promise<TInvoiceDocument['buyer']> {
  if (!order.agent) return { name: order.contact.name, vat: null, address: null };
  const [agent] = await db
    .select({
      businessName: users.businessName,
      companyName: users.companyName,
      vat: users.vat,
      address: users.address,
      city: users.city,
      country: users.country,
    })
    .from(users)
    .where(eq(users.id, order.agent.id))
    .limit(1);
  const address = addressLine([agent?.address, agent?.city, agent?.country]);
  return {
    name: agent?.businessName || agent?.companyName || order.agent.name,
    vat: agent?.vat || null,
    address: address || null,
  };
}

/**
 * The invoice's data: the order as its product line shows it to the reader (404 for another agent's order), a line
 * per active passenger at what the payer pays (an agent the net price, the agency's own sale the gross), the
 * discount, the fees (name changes and the like: what the payable holds beyond the prices less the discount), and
 * the buyer: the agent's company, or the contact of the agency's own sale.
 */
export async function invoiceData(options: {
  db: TExecutor;
  reader: TActor;
  orderId: number;
  language: TLanguage;
  uploadsDir: string | undefined;
}): Promise<TInvoiceDocument> {
  const order = await orderView(options.db, options.reader, options.orderId);
  const agentPays = order.agent !== null;
  const lines = order.passengers
    .filter((passenger) => passenger.status === 'active')
    .map((passenger) => ({
      name: `${passenger.lastName} ${passenger.firstName}`.toUpperCase(),
      type: passenger.type,
      ticketNumber: passenger.ticketNumber,
      amount: agentPays ? passenger.price.net : passenger.price.gross,
    }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const { discount, payable } = order.totals;
  const invoice = await invoiceNumberOf(options.db, order.id);
  return {
    branding: await readBranding(options.db, options.uploadsDir, options.language),
    number: invoiceNumberText(invoice.number),
    issuedAt: invoice.issuedAt.toISOString(),
    pnr: order.pnr,
    route: routeOf(order),
    buyer: await buyerOf(options.db, order),
    lines,
    subtotal,
    discount,
    fees: payable - (subtotal - discount),
    total: payable,
  };
}
