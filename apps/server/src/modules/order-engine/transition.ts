import { getTableColumns } from 'drizzle-orm';
import type { TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders } from '../../db/schema';
import type { AppError } from '../../lib/app-error';
import { historyOfWrittenRowText, historyParams, historyRow } from '../../lib/history';
import { preparedText } from '../../lib/prepared-read';
import { statusConflict } from './order-lock';
import { ORDER_COLUMNS, toOrderRow, type TOrderRow, type TOrderWithPeople, type TRaw } from './order-row';
import type { TOrderCaller, TOrderProductLine } from './product-line';

/**
 * The transition (docs/CODE_STYLE.md rule 6): an operation's change of the order row is one conditional UPDATE written
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

/** A deadline of the order that must still be ahead for a transition to apply (`deadline > now`). */
export type TOrderDeadline = 'holdExpiresAt' | 'bookingExpiresAt';

export interface TTransition<TOperation extends string, TValues extends object = THistoryValues> {
  actor: TOrderCaller;
  order: TOrderRow;
  operation: TOperation;
  now: Date;
  set?: Partial<typeof orders.$inferInsert>;
  /** The status after the operation when the table leaves it open (a refund that leaves items). */
  to?: TOrderStatus;
  /** The change applies only while this deadline is still ahead of `now` (a hold or a booking not yet expired). */
  deadline?: TOrderDeadline;
  /** The error when the change does not apply (default: the status conflict). */
  failure?: () => AppError;
  /** The history row's action (default: the operation). */
  action?: string;
  /** The history row's values; only those that changed are written. */
  oldValues?: TValues;
  newValues?: TValues;
}

const COLUMNS = getTableColumns(orders) as unknown as Record<
  string,
  { name: string; mapToDriverValue: (value: unknown) => unknown }
>;
const statements = new Map<string, string>();

/**
 * The transition's statement for the columns it sets (in `$1`…) and its deadline: the conditional UPDATE, then the
 * order's id, the status it started from, `now` for the deadline, then the history row's values. Text built once per
 * shape and prepared by name: building it with the query builder on every call cost more than running it.
 */
function transitionStatement(keys: readonly string[], deadline: TOrderDeadline | undefined): string {
  const shape = `${keys.join(',')}|${deadline ?? ''}`;
  let text = statements.get(shape);
  if (!text) {
    const n = keys.length;
    const sets = keys.map((key, index) => `${COLUMNS[key]!.name} = $${index + 1}`).join(', ');
    const ahead = deadline ? ` and ${COLUMNS[deadline]!.name} > $${n + 3}` : '';
    text = `with o as (update orders set ${sets} where id = $${n + 1} and status = $${n + 2}${ahead} returning *),
      written as (${historyOfWrittenRowText(n + (deadline ? 4 : 3))})
      select ${ORDER_COLUMNS} from o`;
    statements.set(shape, text);
  }
  return text;
}

/**
 * Writes an operation's change of the order row: the status of the line's transition table (or the same status for
 * the operations that keep it), the operation's own columns, and its history row. The update is conditional on the
 * status it started from (and on `deadline`), so that it can never apply twice or after a concurrent change;
 * `failure` is thrown when it does not apply.
 */
export async function applyTransition<TOperation extends string>(
  tx: TExecutor,
  line: Pick<TOrderProductLine<TOrderWithPeople, TOperation>, 'lifecycle'>,
  options: TTransition<TOperation>,
): Promise<TOrderRow> {
  const { order, operation, now, deadline } = options;
  const to = options.to ?? line.lifecycle.transitions[operation].to ?? order.status;
  const set: Record<string, unknown> = { ...options.set, status: to, updatedAt: now };
  const keys = Object.keys(set).filter((key) => set[key] !== undefined);
  const values = changedOnly({ status: order.status, ...options.oldValues }, { status: to, ...options.newValues });
  const entry = historyRow({
    actor: historyActor(options.actor),
    entity: 'order',
    entityId: order.id,
    action: options.action ?? operation,
    ...values,
  });
  const [raw] = await preparedText<TRaw>(tx, transitionStatement(keys, deadline), [
    ...keys.map((key) => (set[key] === null ? null : COLUMNS[key]!.mapToDriverValue(set[key]))),
    order.id,
    order.status,
    ...(deadline ? [now.toISOString()] : []),
    ...historyParams(entry),
  ]);
  if (!raw) throw options.failure?.() ?? statusConflict(order.status);
  return toOrderRow(raw);
}
