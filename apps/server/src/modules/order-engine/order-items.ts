import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/database';

/**
 * The rows a line keeps per order (travellers, rooms, guests): each names its order (`order_id`) and when it last
 * changed (`updated_at`). The engine moves and renames them for a line, which owns the table and says which rows.
 */
type TOrderItems = PgTable & { orderId: AnyPgColumn; updatedAt: AnyPgColumn };

/** A split: the rows `matching` move to the new order. */
export async function moveItemsToOrder(
  tx: TExecutor,
  items: TOrderItems,
  matching: SQL | undefined,
  move: { orderId: number; now: Date },
): Promise<void> {
  if (!matching) return;
  await tx.execute(
    sql`update ${items} set order_id = ${move.orderId}, updated_at = ${move.now.toISOString()}::timestamptz
      where ${matching}`,
  );
}

/**
 * New names of an order's people (travellers, guests), the rest of their record kept: `personOf` is the column that
 * says whose row it is (its own id, or the traveller a guest is).
 */
export async function renameOrderPeople(
  tx: TExecutor,
  people: TOrderItems & { firstName: AnyPgColumn; lastName: AnyPgColumn },
  personOf: AnyPgColumn,
  change: { orderId: number; names: readonly { id: number; firstName: string; lastName: string }[]; now: Date },
): Promise<void> {
  for (const name of change.names) {
    await tx.execute(
      sql`update ${people} set first_name = ${name.firstName}, last_name = ${name.lastName},
        updated_at = ${change.now.toISOString()}::timestamptz
      where order_id = ${change.orderId} and ${personOf} = ${name.id}`,
    );
  }
}
