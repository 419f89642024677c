import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders } from '../../db/schema';
import type { AppError } from '../../lib/app-error';
import { historyOfWrittenRow, historyRow } from '../../lib/history';
import { preparedQuery } from '../../lib/prepared-read';
import { statusConflict } from './order-lock';
import { ORDER_COLUMNS, toOrderRow, type TOrderRow, type TOrderWithPeople, type TRaw } from './order-row';
import type { TOrderCaller, TOrderProductLine } from './product-line';

/**
 * The transition (STYLE.md rule 6): an operation's change of the order row is one conditional UPDATE written
 * together with its history row, so that the history has a row exactly when the change applied.
 */

/** A history row's values, in the line's vocabulary (e.g. the contract's ORDER_HISTORY_VALUES). */
export type THistoryValues = Record<string, unknown>;

export function historyActor(actor: TOrderCaller) {
  return actor ? { userId: actor.userId } : null;
}

/**
 * The old and new values of a change, each key only when it changed (a history line shows what moved, never
 * "Ticketed → Ticketed"). Keys present on one side only are kept: a value that appears or goes is a change.
 */
export function changedOnly<TValues extends object>(
  oldValues: TValues,
  newValues: TValues,
): { oldValues: TValues; newValues: TValues } {
  const before = oldValues as Record<string, unknown>;
  const after = newValues as Record<string, unknown>;
  const same = (key: string) =>
    key in before && key in after && JSON.stringify(before[key]) === JSON.stringify(after[key]);
  const keep = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => !same(key))) as TValues;
  return { oldValues: keep(before), newValues: keep(after) };
}

export interface TTransition<TOperation extends string, TValues extends object = THistoryValues> {
  actor: TOrderCaller;
  order: TOrderRow;
  operation: TOperation;
  now: Date;
  set?: Partial<typeof orders.$inferInsert>;
  /** The status after the operation when the table leaves it open (a refund that leaves items). */
  to?: TOrderStatus;
  /** More that must hold for the change to apply (e.g. a hold not yet expired). */
  condition?: SQL;
  /** The error when the change does not apply (default: the status conflict). */
  failure?: () => AppError;
  /** The history row's action (default: the operation). */
  action?: string;
  /** The history row's values; only those that changed are written. */
  oldValues?: TValues;
  newValues?: TValues;
}

/**
 * Writes an operation's change of the order row: the status of the line's transition table (or the same status for
 * the operations that keep it), the operation's own columns, and its history row. The update is conditional on the
 * status it started from (and on `condition`), so that it can never apply twice or after a concurrent change;
 * `failure` is thrown when it does not apply.
 */
export async function applyTransition<TOperation extends string>(
  tx: TExecutor,
  line: Pick<TOrderProductLine<TOrderWithPeople, TOperation>, 'lifecycle'>,
  options: TTransition<TOperation>,
): Promise<TOrderRow> {
  const { order, operation, now } = options;
  const to = options.to ?? line.lifecycle.transitions[operation].to ?? order.status;
  const update = tx
    .update(orders)
    .set({ ...options.set, status: to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status), options.condition))
    .returning();
  const values = changedOnly({ status: order.status, ...options.oldValues }, { status: to, ...options.newValues });
  const entry = historyRow({
    actor: historyActor(options.actor),
    entity: 'order',
    entityId: order.id,
    action: options.action ?? operation,
    ...values,
  });
  const [raw] = await preparedQuery<TRaw>(
    tx,
    sql`with o as (${update.getSQL()}), written as (${historyOfWrittenRow(entry)})
      select ${sql.raw(ORDER_COLUMNS)} from o`,
  );
  if (!raw) throw options.failure?.() ?? statusConflict(order.status);
  return toOrderRow(raw);
}
