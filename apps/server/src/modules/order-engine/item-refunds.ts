import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/database';

/** One item of a refund (a traveller, a room): what its payer paid for it (`back`) and the penalty kept of that. */
export interface TItemRefund {
  id: number;
  back: number;
  penalty: number;
}

/** A line's table of order items: each row keeps its status and, once refunded, what it kept and gave back. */
type TRefundableItems = PgTable & { id: AnyPgColumn; refundPenalty: AnyPgColumn; refundAmount: AnyPgColumn };

/** Marks the items refunded, each with the penalty it kept and the amount given back (what was paid less it). */
export async function markItemsRefunded(
  tx: TExecutor,
  items: TRefundableItems,
  refunds: readonly TItemRefund[],
  now: Date,
): Promise<void> {
  for (const refund of refunds) {
    await tx.execute(sql`
      update ${items} set status = 'refunded', refund_penalty = ${refund.penalty},
        refund_amount = ${refund.back - refund.penalty}, updated_at = ${now.toISOString()}::timestamptz
      where id = ${refund.id}`);
  }
}

/** What a refund comes to over its items: what was paid for them (`back`) and the penalty kept of that. */
export function refundSums(refunds: readonly Omit<TItemRefund, 'id'>[]): { back: number; penalty: number } {
  let back = 0;
  let penalty = 0;
  for (const refund of refunds) {
    back += refund.back;
    penalty += refund.penalty;
  }
  return { back, penalty };
}

/** The order history's line per item refunded: whom or what (`name`), the amount given back and the penalty kept. */
export function refundLines<TPlan extends Omit<TItemRefund, 'id'>>(
  plans: readonly TPlan[],
  nameOf: (plan: TPlan) => string,
): { name: string; amount: number; penalty: number }[] {
  return plans.map((plan) => ({ name: nameOf(plan), amount: plan.back - plan.penalty, penalty: plan.penalty }));
}
