import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { balanceEntries, history, orders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { reachableRow } from '../../lib/row-scope';
import { orderView } from '../flight-orders';
import { readBranding } from './branding';
import type { TReceiptDocument, TReceiptKind } from './receipt-pdf';

const RECEIPT_KINDS = new Set<string>(['ticketing', 'refund', 'penalty', 'price-correction']);

/** A fee is a penalty on the ledger; the receipt names which (a change of date's, of a name), like the ledger's reason. */
const FEE_KINDS: Partial<Record<string, TReceiptKind>> = {
  dateChangeFee: 'dateChangeFee',
  nameChange: 'nameChangeFee',
};

function receiptKindOf(row: { kind: string; reasonCode: string | null }): TReceiptKind {
  const fee = row.kind === 'penalty' && row.reasonCode !== null ? FEE_KINDS[row.reasonCode] : undefined;
  return fee ?? ((RECEIPT_KINDS.has(row.kind) ? row.kind : 'other') as TReceiptKind);
}

/** The order a PNR names, if the reader may reach it (404 otherwise, like a PNR that does not exist). */
export async function orderIdOfPnr(db: TExecutor, reader: TActor, pnr: string): Promise<number> {
  const [row] = await db
    .select({ id: orders.id, agentId: orders.agentId })
    .from(orders)
    .where(eq(orders.pnr, pnr))
    .limit(1);
  return reachableRow(reader, row, (found) => found.agentId).id;
}

/**
 * The receipt's data: the money of the order that actually moved, from the agent's ledger (the entries whose
 * reference is the order's PNR, in ledger order): charges as paid, credits as refunded. The agency's own sale moves
 * no ledger, so its receipt shows the order's own sums: what was paid at ticketing and what was given back, dated by
 * the order's last refund in its history.
 */
export async function receiptData(options: {
  db: TExecutor;
  reader: TActor;
  orderId: number;
  language: TLanguage;
  uploadsDir: string | undefined;
  now: Date;
}): Promise<TReceiptDocument> {
  const { db } = options;
  const order = await orderView(db, options.reader, options.orderId);
  let entries: TReceiptDocument['entries'];
  if (order.agent) {
    const rows = await db
      .select({
        at: balanceEntries.createdAt,
        kind: balanceEntries.kind,
        amount: balanceEntries.amount,
        reasonCode: balanceEntries.reasonCode,
      })
      .from(balanceEntries)
      .where(and(eq(balanceEntries.userId, order.agent.id), eq(balanceEntries.orderReference, order.pnr)))
      .orderBy(asc(balanceEntries.sequence));
    entries = rows
      .filter((row) => row.amount !== 0)
      .map((row) => ({
        at: row.at.toISOString(),
        kind: receiptKindOf(row),
        paid: row.amount < 0 ? -row.amount : 0,
        refunded: row.amount > 0 ? row.amount : 0,
      }));
  } else {
    const [lastRefund] = await db
      .select({ at: history.at })
      .from(history)
      .where(
        and(
          eq(history.entity, 'order'),
          eq(history.entityId, String(order.id)),
          inArray(history.action, ['refund', 'removePassenger']),
        ),
      )
      .orderBy(desc(history.id))
      .limit(1);
    const { paid, refunded } = order.totals;
    entries = [];
    if (order.ticketedAt && paid + refunded > 0) {
      entries.push({ at: order.ticketedAt, kind: 'ticketing', paid: paid + refunded, refunded: 0 });
    }
    if (refunded > 0) {
      entries.push({ at: (lastRefund?.at ?? options.now).toISOString(), kind: 'refund', paid: 0, refunded });
    }
  }
  const payer = order.agent?.name ?? order.contact.name;
  return {
    branding: await readBranding(db, options.uploadsDir, options.language),
    pnr: order.pnr,
    payer,
    entries,
    printedAt: options.now.toISOString(),
  };
}
