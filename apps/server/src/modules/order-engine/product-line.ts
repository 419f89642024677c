import type { SQL } from 'drizzle-orm';
import type { TOrderLifecycle, TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import type { TOrderRow, TOrderWithPeople } from './order-row';

/**
 * What a product line of orders (one per kind of product the agency sells) tells the engine. The engine owns the order row
 * and the mechanics every line shares (lock and read, the transition and its history row, the Idempotency-Key,
 * totals and ledger moves, PNRs, the expiry job); the line brings its lifecycle, its items (read with the order
 * after the lock) and what an expiry releases and mails.
 */
export interface TOrderProductLine<TDetails extends TOrderWithPeople, TOperation extends string> {
  /** The line's name (logs, and the key of its registration). */
  name: string;
  /** The line's transition table and actor rules, from the contract (`defineOrderLifecycle`). */
  lifecycle: TOrderLifecycle<TOrderStatus, TOperation>;
  /**
   * The order with its people and the line's items, without a lock: what every operation reads after the engine
   * took the order row's lock (one statement; `orderWithPeopleStatement` builds it). Undefined: no such order.
   */
  readDetails(db: TExecutor, orderId: number): Promise<TDetails | undefined>;
  /** What happens when a hold or a booking of the line passes its time limit (absent: the line's never expire). */
  expiry: { hold?: TExpiryHooks<TOperation>; booking?: TExpiryHooks<TOperation> };
  /**
   * The condition on `orders` that picks this line's orders, for the statements that do not start from one order
   * (the expiry job). Absent: every order is the line's, which holds only while it is the only line.
   */
  ordersWhere?: SQL;
}

/** A line's side of an expiry, run in the expiry's transaction. */
export interface TExpiryHooks<TOperation extends string> {
  /** The system operation of the line's table (its history action and its target status). */
  operation: TOperation;
  /** Gives back what the expired orders held (the stock they took). */
  release(tx: TExecutor, orderIds: readonly number[]): Promise<void>;
  /** Tells the people of the expired orders (mail through the outbox); optional. */
  notify?(tx: TExecutor, expired: readonly TOrderRow[]): Promise<void>;
}

/** Who acts on an order: a user, or the system (the expiry job). */
export type TOrderCaller = TActor | null;

/** Any line, whatever its details and operations (the expiry job's list of registered lines). */
export type TAnyProductLine = TOrderProductLine<TOrderWithPeople, string>;
