import type { TLifecycleActor, TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { preparedText } from '../../lib/prepared-read';
import { isAgent, mayReachRow, reachableRow } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import type { TOrderRow, TOrderWithPeople } from './order-row';
import type { TOrderProductLine } from './product-line';

/**
 * Lock and read (docs/CODE_STYLE.md rules 6 and 15): an operation locks the order row, reads the order with the line's
 * items, and meets its checks in one order: another agent's order is a 404 like a missing one (ids cannot be probed), a
 * status the line's transition table does not allow is a 409 `ORDER_STATUS_CONFLICT` naming the status, and an
 * operation the actor rules refuse is a 403.
 */

/** The actor rules' view of the caller: its role, and whether it is the agent the order belongs to. */
export function orderActorOf(actor: TActor, order: Pick<TOrderRow, 'agentId'>): TLifecycleActor {
  return { role: actor.role, isOwner: isAgent(actor) && mayReachRow(actor, order.agentId) };
}

/** Agents read their own orders only; every other role that reaches an order endpoint reads all of them. */
export function mayReadOrder(actor: TActor, order: Pick<TOrderRow, 'agentId'>): boolean {
  return mayReachRow(actor, order.agentId);
}

/** A 409 naming the order's status: the operation does not fit it. */
export function statusConflict(status: TOrderStatus) {
  return new AppError(409, 'ORDER_STATUS_CONFLICT', undefined, undefined, { body: { status } });
}

/**
 * The order, if the actor may run the operation on it now: another agent's order (or none) is a 404, a status the
 * line's table does not allow a 409, a role the actor rules refuse a 403 (lockOrder, and the read-only quotes).
 */
export function mayRunOn<TDetails extends TOrderWithPeople, TOperation extends string>(
  line: Pick<TOrderProductLine<TDetails, TOperation>, 'lifecycle'>,
  actor: TActor,
  row: TDetails | undefined,
  operation: TOperation,
): TDetails {
  const reached = reachableRow(actor, row, (found) => found.order.agentId);
  const { order } = reached;
  if (!line.lifecycle.canTransition(order.status, operation)) throw statusConflict(order.status);
  if (!line.lifecycle.mayRun(orderActorOf(actor, order), order.status, operation)) {
    throw new AppError(403, 'FORBIDDEN');
  }
  return reached;
}

/** The order row's lock (the booking bench replays it). */
export const LOCK_ORDER = 'select id from orders where id = $1 for update';

/**
 * Locks the order for an operation, then reads it with the line's details and checks it (mayRunOn). Two
 * statements, not one: a statement reads with the snapshot it started with, so the items read by one that had to
 * wait for the lock would be those from before the operation that held it.
 */
export async function lockOrder<TDetails extends TOrderWithPeople, TOperation extends string>(
  tx: TExecutor,
  line: TOrderProductLine<TDetails, TOperation>,
  actor: TActor,
  orderId: number,
  operation: TOperation,
): Promise<TDetails> {
  await preparedText(tx, LOCK_ORDER, [orderId]);
  return mayRunOn(line, actor, await line.readDetails(tx, orderId), operation);
}

/** The order and its details without a lock, checked as for the operation: what a quote of it reads. */
export async function readForOperation<TDetails extends TOrderWithPeople, TOperation extends string>(
  db: TExecutor,
  line: TOrderProductLine<TDetails, TOperation>,
  actor: TActor,
  orderId: number,
  operation: TOperation,
): Promise<TDetails> {
  return mayRunOn(line, actor, await line.readDetails(db, orderId), operation);
}
