import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { pnrFromBytes } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders } from '../../db/schema';
import { historyOfWrittenRow, historyRow, type THistoryEntry } from '../../lib/history';
import { preparedQuery } from '../../lib/prepared-read';
import { ORDER_COLUMNS, toOrderRow, type TNewOrderRow, type TOrderRow, type TRaw } from './order-row';

/**
 * New orders under fresh PNRs. A PNR is drawn at random (6 letters and digits of the contract's alphabet); the
 * insert does nothing on a clash (one in about a billion) and a new PNR is drawn.
 */

/** Runs an insert under fresh random PNRs until one is free (the insert answers undefined on a clash). */
export async function withFreshPnr<T>(insert: (pnr: string) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await insert(pnrFromBytes(randomBytes(6)));
    if (inserted !== undefined) return inserted;
  }
  throw new Error('no free PNR after 5 draws');
}

/** Inserts an order row alone under a fresh random PNR (a split's new order, whose items the line moves). */
export async function insertOrderWithPnr(tx: TExecutor, values: TNewOrderRow): Promise<TOrderRow> {
  return withFreshPnr(async (pnr) => {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, pnr })
      .onConflictDoNothing({ target: orders.pnr })
      .returning();
    return row;
  });
}

/** A new order with the line's items, for insertOrderWithItems. */
export interface TNewOrderStatement<TItems> {
  order: TNewOrderRow;
  /** The history row of the new order, given its PNR. */
  history: (pnr: string) => Pick<THistoryEntry, 'actor' | 'action' | 'newValues'>;
  /** The line's inserts of its items, as CTEs over the new order `o` (`name as (insert … from o … returning …)`). */
  items: SQL;
  /** What the answer selects of the items' CTEs, beside the order's columns (`(select …) as name`). */
  select: SQL;
  /** The items as the line reads them from the answer's row. */
  read: (raw: TRaw) => TItems;
}

/**
 * Inserts a new order with its items and its history row in one statement (a pre-order's round trips to the
 * database are most of its cost), under a fresh random PNR. Answers the order row and the line's items.
 */
export async function insertOrderWithItems<TItems>(
  tx: TExecutor,
  statement: TNewOrderStatement<TItems>,
): Promise<{ order: TOrderRow; items: TItems }> {
  return withFreshPnr(async (pnr) => {
    const insert = tx
      .insert(orders)
      .values({ ...statement.order, pnr })
      .onConflictDoNothing({ target: orders.pnr })
      .returning();
    // The entity id is the new order's, taken from the statement (historyOfWrittenRow).
    const entry = historyRow({ entity: 'order', entityId: 0, ...statement.history(pnr) });
    const [raw] = await preparedQuery<TRaw>(
      tx,
      sql`with o as (${insert.getSQL()}),
        ${statement.items},
        written as (${historyOfWrittenRow(entry)})
      select ${sql.raw(ORDER_COLUMNS)},
        ${statement.select}
      from o`,
    );
    return raw && { order: toOrderRow(raw), items: statement.read(raw) };
  });
}
