import { and, asc, eq } from 'drizzle-orm';
import type { TOrderActivity, TProductLine } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { balanceEntries, history, orders, users } from '../../db/schema';
import { reachableRow } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import { systemReasonOf } from '../ledger';
import { named, USER_NAME } from './order-row';

/**
 * An order's activity (GET …/{id}/activity of every product line): its history rows and the ledger entries carrying
 * its PNR. An order of another line, or another agent's, is a 404.
 */
export async function orderActivity(options: {
  db: TExecutor;
  actor: TActor;
  orderId: number;
  productLine: TProductLine;
}): Promise<TOrderActivity> {
  const { db, actor, orderId } = options;
  const [found] = await db
    .select({ id: orders.id, pnr: orders.pnr, agentId: orders.agentId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.productLine, options.productLine)))
    .limit(1);
  const order = reachableRow(actor, found, (row) => row.agentId);
  const historyRows = await db
    .select({ row: history, actor: { ...USER_NAME } })
    .from(history)
    .leftJoin(users, eq(users.id, history.actorId))
    .where(and(eq(history.entity, 'order'), eq(history.entityId, String(order.id))))
    .orderBy(asc(history.at), asc(history.id));
  const money =
    order.agentId === null
      ? []
      : await db
          .select()
          .from(balanceEntries)
          .where(and(eq(balanceEntries.userId, order.agentId), eq(balanceEntries.orderReference, order.pnr)))
          .orderBy(asc(balanceEntries.sequence));
  return {
    history: historyRows.map(({ row, actor: who }) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: named(who?.id ? who : null),
      action: row.action,
      oldValues: row.oldValues,
      newValues: row.newValues,
    })),
    money: money.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      reason: entry.reason,
      systemReason: systemReasonOf(entry),
    })),
  };
}
